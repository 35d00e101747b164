import { extensionOf } from '../../domain/upload';
import {
  STATEMENT_COLUMNS,
  STATEMENT_MAX_LINES,
  statementColumnOf,
  type StatementCell,
  type StatementColumn,
} from '../../domain/fuel/fuel';
import { validationFailed } from '../http/errors';
import { XLSX_MAX_PART, XLSX_MAX_UNPACKED, csvRecords } from '../job-uploads/job-upload-file';
import { XlsxTooBig, XlsxUnreadable, readXlsxRows } from '../job-uploads/xlsx-reader';

/** A data row of a statement file: its spreadsheet row (the header is row 1) and its cells by column. */
export interface StatementFileRow {
  row: number;
  cells: Partial<Record<StatementColumn, StatementCell>>;
}

const fileError = (message: string) => validationFailed({ attData: message });

/**
 * The data rows of a provider's statement, CSV (UTF-8, comma or semicolon) or XLSX (the first sheet), read with the
 * job uploads' readers (their limits: an XLSX is counted as it inflates, never by what its directory claims). Row 1
 * is the header (every column of STATEMENT_COLUMNS, any order); empty rows are skipped; more than
 * STATEMENT_MAX_LINES lines, no header or no line is a field error on `attData`.
 */
export async function readStatementFile(name: string, bytes: Buffer): Promise<StatementFileRow[]> {
  let header: Array<StatementColumn | null> | null = null;
  const rows: StatementFileRow[] = [];
  const onRow = (rowNumber: number, record: readonly StatementCell[]) => {
    if (header === null) {
      header = rowNumber === 1 ? record.map((c) => (c === null || c === undefined ? null : statementColumnOf(String(c)))) : [];
      const present = new Set(header);
      if ((Object.keys(STATEMENT_COLUMNS) as StatementColumn[]).some((c) => !present.has(c)))
        throw fileError('fuel.errors.header');
      return;
    }
    const cells: StatementFileRow['cells'] = {};
    record.forEach((cell, i) => {
      const column = header![i];
      if (column && !(column in cells)) cells[column] = cell;
    });
    if (Object.values(cells).every((c) => c === null || c === undefined || String(c).trim() === '')) return;
    rows.push({ row: rowNumber, cells });
    if (rows.length > STATEMENT_MAX_LINES) throw fileError('fuel.errors.tooManyLines');
  };
  if (extensionOf(name) === 'csv') {
    let n = 0;
    for (const record of csvRecords(new TextDecoder('utf-8').decode(bytes))) onRow(++n, record);
  } else {
    try {
      await readXlsxRows(bytes, '', { maxTotal: XLSX_MAX_UNPACKED, maxEntry: XLSX_MAX_PART }, 32, onRow);
    } catch (error) {
      if (error instanceof XlsxTooBig) throw fileError('fuel.errors.fileTooBig');
      if (error instanceof XlsxUnreadable) throw fileError('fuel.errors.unreadable');
      throw error;
    }
  }
  if (header === null) throw fileError('fuel.errors.header');
  if (!rows.length) throw fileError('fuel.errors.noLines');
  return rows;
}
