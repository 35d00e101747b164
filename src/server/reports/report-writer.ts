import type ExcelJS from 'exceljs';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '../../domain/format';
import {
  PDF_MAX_ROWS,
  XLSX_ROWS_PER_SHEET,
  reportTitle,
  type ReportColumn,
  type ReportDef,
  type ReportParams,
} from '../../domain/reports/reports';
import { A4, PdfPage, pdfBytes, textWidth } from '../billing/pdf-writer';
import { loadExcel } from '../files/excel';

/** A row as the report query gives it (column key -> value). */
export type ReportRow = Record<string, unknown>;

const WIB_MS = 7 * 3_600_000;

/** Minor units (bigint text or number) as the decimal text of the amount: 150000050 -> "1500000.50". */
export function minorToDecimal(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  const text = String(value);
  if (!/^-?\d+$/.test(text)) return null;
  const negative = text.startsWith('-');
  const digits = (negative ? text.slice(1) : text).padStart(3, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** A date-time as its Jakarta wall time in a Date read as UTC (Excel keeps no time zone). */
const wibWallClock = (value: Date) => new Date(value.getTime() + WIB_MS);

/** The XLSX value of a cell: numbers as numbers, days and WIB times as Excel dates, money as the amount. */
function xlsxValue(column: ReportColumn, value: unknown): ExcelJS.CellValue {
  if (value === null || value === undefined) return null;
  switch (column.type) {
    case 'number':
      return Number(value);
    case 'money': {
      const decimal = minorToDecimal(value);
      return decimal === null ? null : Number(decimal);
    }
    case 'percent':
      return Number(value) / 100;
    case 'date':
      return new Date(`${String(value)}T00:00:00Z`);
    case 'datetime':
      return wibWallClock(value instanceof Date ? value : new Date(String(value)));
    default:
      return String(value);
  }
}

const NUMBER_FORMATS: Partial<Record<ReportColumn['type'], string>> = {
  number: '#,##0',
  money: '#,##0.00',
  percent: '0.0%',
  date: 'dd/mm/yyyy',
  datetime: 'dd/mm/yyyy hh:mm',
};

/** A cell's text in the PDF: Indonesian formats (Rp grouping, decimal comma in Bahasa Indonesia, day-first, WIB). */
export function pdfText(column: ReportColumn, value: unknown, row: ReportRow, lang: string): string {
  if (value === null || value === undefined || value === '') return '';
  switch (column.type) {
    case 'number':
      return formatNumber(String(value), lang, 0);
    case 'money':
      return formatMoney(minorToDecimal(value), String(row[column.currencyKey ?? 'currency'] ?? 'IDR'));
    case 'percent':
      return `${formatNumber(String(value), lang, 1)}%`;
    case 'date':
      return formatDate(`${String(value)}T00:00:00+07:00`);
    case 'datetime':
      return formatDateTime(value as Date);
    default:
      return String(value);
  }
}

/**
 * The report's XLSX, streamed to a file: exceljs's streaming writer commits each row as it comes, so only the current
 * row is held. A sheet takes `rowsPerSheet` rows (Excel's 1,048,575 under the header); the next rows go on a new sheet.
 */
export class XlsxReportWriter {
  private workbook: ExcelJS.stream.xlsx.WorkbookWriter | null = null;
  private sheet: ExcelJS.Worksheet | null = null;
  private sheets = 0;
  private inSheet = 0;

  constructor(
    private readonly def: ReportDef,
    private readonly lang: 'en' | 'id',
    private readonly filename: string,
    private readonly rowsPerSheet = XLSX_ROWS_PER_SHEET,
  ) {}

  async open(): Promise<void> {
    const Excel = await loadExcel();
    this.workbook = new Excel.stream.xlsx.WorkbookWriter({ filename: this.filename, useStyles: true, useSharedStrings: false });
    this.workbook.creator = 'Lintas';
    this.newSheet();
  }

  private newSheet(): void {
    this.sheet?.commit();
    this.sheets++;
    this.inSheet = 0;
    const name = `${reportTitle(this.def, this.lang)
      .replace(/[\\/?*[\]:]/g, ' ')
      .slice(0, 24)} ${this.sheets}`;
    this.sheet = this.workbook!.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
    this.sheet.columns = this.def.columns.map((c) => ({
      header: this.lang === 'id' ? c.id : c.en,
      key: c.key,
      width: c.type === 'text' ? 22 : c.type === 'datetime' ? 17 : 14,
      style: NUMBER_FORMATS[c.type] ? { numFmt: NUMBER_FORMATS[c.type]! } : {},
    }));
    this.sheet.getRow(1).font = { bold: true };
    this.sheet.getRow(1).commit();
  }

  write(row: ReportRow): void {
    if (this.inSheet >= this.rowsPerSheet) this.newSheet();
    this.sheet!.addRow(this.def.columns.map((c) => xlsxValue(c, row[c.key]))).commit();
    this.inSheet++;
  }

  get sheetCount(): number {
    return this.sheets;
  }

  async close(): Promise<void> {
    this.sheet?.commit();
    await this.workbook!.commit();
  }
}

const MARGIN = 30;
const FONT = 6.5;
const LINE = 9.5;

/** Cuts text to the width (three dots when cut: the standard fonts' WinAnsi has no ellipsis in this writer). */
function fit(text: string, width: number, size: number, bold = false): string {
  const font = bold ? 'bold' : 'regular';
  if (textWidth(text, size, font) <= width) return text;
  let cut = text;
  while (cut.length > 1 && textWidth(`${cut}...`, size, font) > width) cut = cut.slice(0, -1);
  return `${cut}...`;
}

/**
 * The report's PDF (the project's own writer, `billing/pdf-writer.ts`): the title, the parameters, then the rows as a
 * table over as many A4 pages as they need. It keeps at most `PDF_MAX_ROWS` rows (a PDF of a million rows is not read;
 * the XLSX holds every row) and says so on its first page.
 */
export class PdfReportWriter {
  private readonly rows: string[][] = [];
  private total = 0;

  constructor(
    private readonly def: ReportDef,
    private readonly params: ReportParams,
    private readonly meta: { company: string; user: string; generatedAt: Date },
    private readonly maxRows = PDF_MAX_ROWS,
  ) {}

  write(row: ReportRow): void {
    this.total++;
    if (this.rows.length >= this.maxRows) return;
    this.rows.push(this.def.columns.map((c) => pdfText(c, row[c.key], row, this.params.language)));
  }

  get capped(): boolean {
    return this.total > this.rows.length;
  }

  bytes(): Buffer {
    const lang = this.params.language;
    const id = lang === 'id';
    const width = A4.width - 2 * MARGIN;
    // Columns share the width by type: text wider than numbers.
    const weights = this.def.columns.map((c) => (c.type === 'text' ? 1.5 : c.type === 'datetime' ? 1.3 : 1));
    const sum = weights.reduce((a, b) => a + b, 0);
    const widths = weights.map((w) => (w / sum) * width);
    const right = (i: number) => ['number', 'money', 'percent'].includes(this.def.columns[i]!.type);
    const pages: PdfPage[] = [];
    let page = new PdfPage();
    let y = MARGIN;
    const header = () => {
      let x = MARGIN;
      page.rect(MARGIN, y - 2, width, LINE + 1, 0.9, false);
      this.def.columns.forEach((c, i) => {
        const label = fit(id ? c.id : c.en, widths[i]! - 4, FONT, true);
        if (right(i)) page.textRight(x + widths[i]! - 2, y, label, FONT, 'bold');
        else page.text(x + 2, y, label, FONT, 'bold');
        x += widths[i]!;
      });
      y += LINE + 2;
    };
    page.text(MARGIN, y, reportTitle(this.def, lang), 14, 'bold');
    y += 22;
    const period = `${formatDate(`${this.params.from}T00:00:00+07:00`)} - ${formatDate(`${this.params.to}T00:00:00+07:00`)}`;
    const lines = [
      `${id ? 'Periode' : 'Period'} (${id ? this.def.periodOf.id : this.def.periodOf.en}): ${period}`,
      ...(this.params.state ? [`${id ? 'Status' : 'State'}: ${this.params.state}`] : []),
      ...(this.params.party ? [`${id ? 'Pihak' : 'Party'}: ${this.params.party}`] : []),
      `${id ? 'Dibuat' : 'Generated'}: ${formatDateTime(this.meta.generatedAt)} WIB, ${this.meta.user} (${this.meta.company})`,
      id ? `${formatNumber(String(this.total), lang, 0)} baris` : `${formatNumber(String(this.total), lang, 0)} rows`,
    ];
    if (this.capped) {
      lines.push(
        id
          ? `PDF ini memuat ${formatNumber(String(this.rows.length), lang, 0)} baris pertama; berkas XLSX memuat semua baris.`
          : `This PDF holds the first ${formatNumber(String(this.rows.length), lang, 0)} rows; the XLSX holds every row.`,
      );
    }
    for (const line of lines) {
      page.text(MARGIN, y, line, 8.5);
      y += 12;
    }
    y += 6;
    header();
    for (const cells of this.rows) {
      if (y > A4.height - MARGIN - LINE) {
        pages.push(page);
        page = new PdfPage();
        y = MARGIN;
        header();
      }
      let x = MARGIN;
      cells.forEach((cell, i) => {
        const text = fit(cell, widths[i]! - 4, FONT);
        if (right(i)) page.textRight(x + widths[i]! - 2, y, text, FONT);
        else page.text(x + 2, y, text, FONT);
        x += widths[i]!;
      });
      y += LINE;
    }
    if (!this.rows.length) page.text(MARGIN, y, id ? 'Tidak ada baris.' : 'No rows.', 8.5);
    pages.push(page);
    pages.forEach((p, i) => p.textRight(A4.width - MARGIN, A4.height - MARGIN, `${i + 1} / ${pages.length}`, 7));
    return pdfBytes(pages, { title: reportTitle(this.def, lang), author: 'Lintas' });
  }
}
