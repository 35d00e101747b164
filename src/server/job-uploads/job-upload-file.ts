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
import { XlsxTooBig, XlsxUnreadable, readXlsxRows } from './xlsx-reader';

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

/** The records of a CSV text (quoted fields may hold separators, quotes doubled and line breaks), one by one. */
export function* csvRecords(input: string): Generator<string[]> {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const sep = separatorOf(text);
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
      yield record;
      record = [];
      field = '';
      if (ch === '\r' && text[i + 1] === '\n') i++;
    } else field += ch;
    i++;
  }
  if (field !== '' || record.length) {
    record.push(field);
    yield record;
  }
}

/** All the records of a CSV text. */
export const parseCsv = (input: string): string[][] => [...csvRecords(input)];

// ---------------------------------------------------------------------------------------------------
// XLSX
// ---------------------------------------------------------------------------------------------------

/**
 * What an XLSX may unpack to, all parts read and one part: a 5,000-row file unpacks to a few MB; more is a zip bomb,
 * not a job list. Counted on the inflated bytes as they come (src/server/job-uploads/xlsx-reader.ts), whatever the
 * zip's directory claims.
 */
export const XLSX_MAX_UNPACKED = 50 * 1024 * 1024;
export const XLSX_MAX_PART = 32 * 1024 * 1024;
/** Columns of a row read past this are ignored (the template has 25). */
const MAX_COLUMNS = 1024;

/** The rows of the sheet "Jobs" (else the first) of an XLSX, read as the sheet inflates, to `onRow`. */
async function xlsxRows(bytes: Buffer, onRow: (rowNumber: number, cells: UploadCell[]) => void): Promise<void> {
  try {
    await readXlsxRows(bytes, JOB_UPLOAD_SHEET, { maxTotal: XLSX_MAX_UNPACKED, maxEntry: XLSX_MAX_PART }, MAX_COLUMNS, onRow);
  } catch (error) {
    if (error instanceof XlsxTooBig) throw fileError(JOB_UPLOAD_MESSAGES.unpackedTooBig);
    if (error instanceof XlsxUnreadable) throw fileError(JOB_UPLOAD_MESSAGES.unreadable);
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------------
// Either: the header row, then the data rows by column name (empty rows skipped)
// ---------------------------------------------------------------------------------------------------

/**
 * The data rows of an uploaded XLSX (the sheet "Jobs", else the first) or CSV file. Row 1 must be the template's
 * header (columns in any order; unknown columns ignored); empty rows are skipped. Field errors on `attData`: no
 * header, no data row, more than JOB_UPLOAD_MAX_ROWS data rows (reading stops at the first row past the limit), an
 * unreadable file, an XLSX that inflates past XLSX_MAX_UNPACKED. CPU-bound: the server runs it in a worker thread
 * (job-upload-parsers.ts).
 */
export async function readJobUploadFile(name: string, bytes: Buffer): Promise<FileRow[]> {
  let header: Array<string | null> | null = null;
  const rows: FileRow[] = [];
  const onRow = (rowNumber: number, record: readonly UploadCell[]) => {
    if (header === null) {
      // Row 1 is the header; a sheet whose first row is further down has none.
      header =
        rowNumber === 1 ? record.map((cell) => (cell === null || cell === undefined ? null : columnOfHeader(String(cell)))) : [];
      const present = new Set(header.filter((h): h is string => h !== null));
      if (JOB_UPLOAD_HEADER_REQUIRED.some((c) => !present.has(c))) throw fileError(JOB_UPLOAD_MESSAGES.header);
      if (rowNumber === 1) return;
    }
    const cells: Record<string, UploadCell> = {};
    record.forEach((cell, c) => {
      const column = header![c];
      if (column && !(column in cells)) cells[column] = cell;
    });
    if (isEmptyRow(cells)) return;
    rows.push({ row: rowNumber, cells });
    if (rows.length > JOB_UPLOAD_MAX_ROWS) throw fileError(JOB_UPLOAD_MESSAGES.tooManyRows);
  };
  if (extensionOf(name) === 'csv') {
    let rowNumber = 0;
    for (const record of csvRecords(new TextDecoder('utf-8').decode(bytes))) onRow(++rowNumber, record);
  } else await xlsxRows(bytes, onRow);
  if (header === null) throw fileError(JOB_UPLOAD_MESSAGES.header);
  if (!rows.length) throw fileError(JOB_UPLOAD_MESSAGES.noRows);
  return rows;
}
