import type { FastifyReply } from 'fastify';
import { loadExcel } from '../files/excel';
import type { ResourceDef } from '../../domain/resources/types';
import { translate, type Lang } from '../http/i18n';

/** Most rows one export carries; narrow the filter for more. */
export const EXPORT_MAX_ROWS = 100_000;

type Row = Record<string, unknown>;

function exportColumns(def: ResourceDef, lang: Lang) {
  const fields = def.fields.filter((f) => f.list || f.name === def.key).map((f) => f.name);
  if (def.statusField) fields.push(def.statusField);
  return fields.map((name) => ({
    name,
    header:
      name === def.statusField
        ? translate(lang, 'resources.common.statusLabel')
        : translate(lang, `resources.${def.name}.fields.${name}`),
  }));
}

const cell = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  return String(value);
};

export interface ExportColumn {
  name: string;
  header: string;
}

/** RFC 4180 CSV with a UTF-8 byte order mark (so spreadsheet programs read Indonesian text right). */
export function rowsToCsv(columns: readonly ExportColumn[], rows: Row[]): Buffer {
  // Quote what needs it; a text that a spreadsheet would run as a formula gets a leading apostrophe.
  const formula = (v: string) => /^[=+\-@]/.test(v) && !/^-?\d+(\.\d+)?$/.test(v);
  const quote = (v: string) => {
    const safe = formula(v) ? `'${v}` : v;
    return /[",\r\n']/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  const lines = [columns.map((c) => quote(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => quote(cell(row[c.name]))).join(','));
  return Buffer.concat([Buffer.from('\ufeff'), Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8')]);
}

export async function rowsToXlsx(sheetName: string, columns: readonly ExportColumn[], rows: Row[]): Promise<Buffer> {
  const workbook = new (await loadExcel()).Workbook();
  workbook.creator = 'Lintas';
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31) || 'export');
  sheet.columns = columns.map((c) => ({ header: c.header, key: c.name, width: Math.max(12, c.header.length + 2) }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(Object.fromEntries(columns.map((c) => [c.name, row[c.name] ?? null])));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export interface ExportFile {
  format: 'csv' | 'xlsx';
  /** The file name's start: `{name}-{YYYY-MM-DD}.{format}`. */
  name: string;
  /** The XLSX sheet's name (the list's title). */
  sheet: string;
  columns: readonly ExportColumn[];
  rows: Row[];
}

/** Answers a list as a CSV or XLSX download (every list's export: the engine's, jobs, billing, payments). */
export async function sendExport(reply: FastifyReply, file: ExportFile) {
  reply.header(
    'content-disposition',
    `attachment; filename="${file.name}-${new Date().toISOString().slice(0, 10)}.${file.format}"`,
  );
  if (file.format === 'csv') return reply.type('text/csv; charset=utf-8').send(rowsToCsv(file.columns, file.rows));
  return reply
    .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .send(await rowsToXlsx(file.sheet, file.columns, file.rows));
}

/** A resource list's export (the engine): its list fields and status, named after the resource. */
export const resourceExport = (def: ResourceDef, lang: Lang, format: 'csv' | 'xlsx', rows: Row[]): ExportFile => ({
  format,
  name: def.path,
  sheet: translate(lang, `resources.${def.name}.title`) || def.name,
  columns: exportColumns(def, lang),
  rows,
});
