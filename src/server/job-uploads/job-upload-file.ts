import type ExcelJS from 'exceljs';
import { loadExcel } from '../files/excel';
import { extensionOf } from '../../domain/upload';
import {
  JOB_UPLOAD_HEADER_REQUIRED,
  JOB_UPLOAD_MAX_ROWS,
  JOB_UPLOAD_MESSAGES,
  JOB_UPLOAD_SHEET,
  columnOfHeader,
  isEmptyRow,
  type UploadCell,
  type UploadRow,
} from '../../domain/jobs/job-upload';
import { validationFailed } from '../http/errors';

/** A data row of the file: its spreadsheet row number (the header is row 1) and its cells by column name. */
export interface FileRow {
  row: number;
  cells: UploadRow;
}

const fileError = (message: string) => validationFailed({ attData: message });

// ---------------------------------------------------------------------------------------------------
// CSV: UTF-8, comma or semicolon separated, RFC 4180 quoting
// ---------------------------------------------------------------------------------------------------

/** The separator of the header line: the one of comma and semicolon used more often outside quotes. */
function separatorOf(text: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && ch === ',') commas++;
    else if (!quoted && ch === ';') semicolons++;
  }
  return semicolons > commas ? ';' : ',';
}

/** The records of a CSV text (quoted fields may hold separators, quotes doubled and line breaks). */
export function parseCsv(input: string): string[][] {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const sep = separatorOf(text);
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else field += ch;
      i++;
      continue;
    }
    if (ch === '"' && field === '') quoted = true;
    else if (ch === sep) {
      record.push(field);
      field = '';
    } else if (ch === '\r' || ch === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      if (ch === '\r' && text[i + 1] === '\n') i++;
    } else field += ch;
    i++;
  }
  if (field !== '' || record.length) {
    record.push(field);
    records.push(record);
  }
  return records;
}

// ---------------------------------------------------------------------------------------------------
// XLSX
// ---------------------------------------------------------------------------------------------------

/** A cell's value as the upload reads it: formulas by their result, rich text and links by their text. */
function xlsxCell(value: ExcelJS.CellValue): UploadCell {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'object' || value instanceof Date) return value;
  if ('result' in value) return xlsxCell(value.result as ExcelJS.CellValue);
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('text' in value) return String(value.text);
  if ('error' in value) return String(value.error);
  return null;
}

/** What an XLSX may unpack to: a 5,000-row file unpacks to a few MB; more is a zip bomb, not a job list. */
export const XLSX_MAX_UNPACKED = 50 * 1024 * 1024;

/**
 * The sum of the uncompressed sizes in a zip's central directory, read before anything is inflated; null when the
 * directory cannot be read (ZIP64 or damaged), which the upload treats as unreadable.
 */
export function unpackedSizeOf(zip: Buffer): number | null {
  const EOCD = 0x06054b50;
  const CENTRAL = 0x02014b50;
  let end = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--) {
    if (zip.readUInt32LE(i) === EOCD) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const entries = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  let total = 0;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL) return null;
    const size = zip.readUInt32LE(at + 24);
    if (size === 0xffffffff) return null;
    total += size;
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return total;
}

async function xlsxRecords(bytes: Buffer): Promise<UploadCell[][]> {
  const unpacked = unpackedSizeOf(bytes);
  if (unpacked === null) throw fileError(JOB_UPLOAD_MESSAGES.unreadable);
  if (unpacked > XLSX_MAX_UNPACKED) throw fileError(JOB_UPLOAD_MESSAGES.unpackedTooBig);
  const workbook = new (await loadExcel()).Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw fileError(JOB_UPLOAD_MESSAGES.unreadable);
  }
  const sheet =
    workbook.worksheets.find((s) => s.name.trim().toLowerCase() === JOB_UPLOAD_SHEET.toLowerCase()) ?? workbook.worksheets[0];
  if (!sheet) throw fileError(JOB_UPLOAD_MESSAGES.noRows);
  const records: UploadCell[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const values = row.values as ExcelJS.CellValue[];
    // row.values is 1-based (index 0 is empty).
    records[rowNumber - 1] = values.slice(1).map(xlsxCell);
  });
  return Array.from(records, (r) => r ?? []);
}

// ---------------------------------------------------------------------------------------------------
// Either: the header row, then the data rows by column name (empty rows skipped)
// ---------------------------------------------------------------------------------------------------

/**
 * The data rows of an uploaded XLSX (the sheet "Jobs", else the first) or CSV file. Row 1 must be the template's
 * header (columns in any order; unknown columns ignored); empty rows are skipped. Field errors on `attData`: no
 * header, no data row, more than JOB_UPLOAD_MAX_ROWS data rows, an unreadable file.
 */
export async function readJobUploadFile(name: string, bytes: Buffer): Promise<FileRow[]> {
  const records: UploadCell[][] =
    extensionOf(name) === 'csv' ? parseCsv(new TextDecoder('utf-8').decode(bytes)) : await xlsxRecords(bytes);
  const header = (records[0] ?? []).map((cell) => (cell === null || cell === undefined ? null : columnOfHeader(String(cell))));
  const present = new Set(header.filter((h): h is string => h !== null));
  if (JOB_UPLOAD_HEADER_REQUIRED.some((c) => !present.has(c))) throw fileError(JOB_UPLOAD_MESSAGES.header);
  const rows: FileRow[] = [];
  for (let r = 1; r < records.length; r++) {
    const cells: Record<string, UploadCell> = {};
    (records[r] ?? []).forEach((cell, c) => {
      const column = header[c];
      if (column && !(column in cells)) cells[column] = cell;
    });
    if (isEmptyRow(cells)) continue;
    rows.push({ row: r + 1, cells });
    if (rows.length > JOB_UPLOAD_MAX_ROWS) throw fileError(JOB_UPLOAD_MESSAGES.tooManyRows);
  }
  if (!rows.length) throw fileError(JOB_UPLOAD_MESSAGES.noRows);
  return rows;
}
