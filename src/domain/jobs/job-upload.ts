import { z } from 'zod';
import { extensionOf, isBase64, UPLOAD_MAX_NAME, UPLOAD_MESSAGES } from '../upload';
import { timestamp, type WireOf } from '../wire';
import type { JobInput } from './job-schema';

/**
 * Bulk upload of trucking jobs (issue 6, `/applications/services/job/upload`): the columns of the XLSX/CSV file and
 * how one row becomes the content of one job. The server's parser, the downloadable template and the web screen's
 * column help all read this module. One row = one job with at most one container and one trip of 1 to 3 drops
 * (trip type S with one drop, M with two or more). Each row is then checked with the job form's schema (`jobSchema`)
 * and the database checks of a single job (src/server/jobs/jobs.service.ts).
 */

/** When a column must be filled: always, on a row with a container, on a row with that drop, or never. */
export type ColumnNeed = 'always' | 'container' | 'drop' | 'optional';

export interface JobUploadColumn {
  /** The header of the column: the English code of the API field. */
  readonly name: string;
  readonly need: ColumnNeed;
  /** A fixed vocabulary (`FIXED_LOOKUPS` of src/domain/lookups.ts) whose codes the column takes. */
  readonly lookup?: string;
  /** A time (`YYYY-MM-DD HH:mm` in WIB, or an Excel date cell). */
  readonly time?: boolean;
  /** A whole number. */
  readonly number?: boolean;
}

/** The most drops a row carries (drop1..drop3). */
export const JOB_UPLOAD_MAX_DROPS = 3;

const dropColumns = (n: number): JobUploadColumn[] => [
  { name: `drop${n}LocId`, need: n === 1 ? 'always' : 'drop' },
  { name: `drop${n}At`, need: n === 1 ? 'always' : 'drop', time: true },
];

/** The columns, in the template's order. */
export const JOB_UPLOAD_COLUMNS: readonly JobUploadColumn[] = [
  { name: 'toAccnId', need: 'always' },
  { name: 'customerAccnId', need: 'optional' },
  { name: 'shipmentType', need: 'always', lookup: 'shipment-type' },
  { name: 'loadType', need: 'always', lookup: 'load-type' },
  { name: 'truckingDirection', need: 'always', lookup: 'trucking-direction' },
  { name: 'chargeBasis', need: 'always', lookup: 'charge-basis' },
  { name: 'customerRef', need: 'optional' },
  { name: 'blNo', need: 'optional' },
  { name: 'doNo', need: 'optional' },
  { name: 'containerNo', need: 'container' },
  { name: 'sizeType', need: 'container', lookup: 'container-type' },
  { name: 'sealNo', need: 'optional' },
  { name: 'grossWeightKg', need: 'container', number: true },
  { name: 'goodType', need: 'container', lookup: 'good-type' },
  { name: 'containerLoad', need: 'container', lookup: 'container-load' },
  { name: 'vehicleType', need: 'always', lookup: 'veh-type' },
  { name: 'pickupLocId', need: 'always' },
  { name: 'pickupAt', need: 'always', time: true },
  ...[1, 2, 3].flatMap(dropColumns),
  { name: 'remarks', need: 'optional' },
];

export const JOB_UPLOAD_COLUMN_NAMES: readonly string[] = JOB_UPLOAD_COLUMNS.map((c) => c.name);

/** The columns a file's header row must have (the others may be left out). */
export const JOB_UPLOAD_HEADER_REQUIRED: readonly string[] = JOB_UPLOAD_COLUMNS.filter((c) => c.need === 'always').map(
  (c) => c.name,
);

const CONTAINER_COLUMNS = ['containerNo', 'sizeType', 'sealNo', 'grossWeightKg', 'goodType', 'containerLoad'] as const;

// ---------------------------------------------------------------------------------------------------
// The file
// ---------------------------------------------------------------------------------------------------

export const JOB_UPLOAD_EXTENSIONS = ['xlsx', 'csv'] as const;
export const JOB_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const JOB_UPLOAD_MAX_ROWS = 5000;
/** Uploads of one company read, checked or written at once; the next one is refused (429) until one ends. */
export const JOB_UPLOAD_MAX_CONCURRENT = 2;
export const JOB_UPLOAD_STATUSES = ['DONE', 'FAILED'] as const;
export type JobUploadStatus = (typeof JOB_UPLOAD_STATUSES)[number];

/** The template's sheets: the jobs and the allowed codes. */
export const JOB_UPLOAD_SHEET = 'Jobs';
export const JOB_UPLOAD_CODES_SHEET = 'Codes';

export const JOB_UPLOAD_MESSAGES = {
  fileType: 'jobUploads.errors.fileType',
  tooBig: 'jobUploads.errors.tooBig',
  unpackedTooBig: 'jobUploads.errors.unpackedTooBig',
  tooManyRows: 'jobUploads.errors.tooManyRows',
  noRows: 'jobUploads.errors.noRows',
  header: 'jobUploads.errors.header',
  unreadable: 'jobUploads.errors.unreadable',
  busy: 'jobUploads.errors.busy',
  time: 'jobUploads.errors.time',
  dropGap: 'jobUploads.errors.dropGap',
  number: 'validation.number',
} as const;

/** The first rule a file breaks (i18n key), or null; the browser and the server check the same. */
export function jobUploadProblem(name: string, size: number): string | null {
  if (name.length > UPLOAD_MAX_NAME) return UPLOAD_MESSAGES.nameTooLong;
  if (!(JOB_UPLOAD_EXTENSIONS as readonly string[]).includes(extensionOf(name))) return JOB_UPLOAD_MESSAGES.fileType;
  if (size <= 0) return UPLOAD_MESSAGES.tooSmall;
  if (size > JOB_UPLOAD_MAX_BYTES) return JOB_UPLOAD_MESSAGES.tooBig;
  return null;
}

/** The upload request: the file as base64, like every other upload of the app (`attName`, `attSize`, `attData`). */
export const jobUploadBody = z
  .object({
    attName: z.string().trim().min(1, 'validation.required').max(UPLOAD_MAX_NAME, UPLOAD_MESSAGES.nameTooLong),
    attSize: z.number().int().min(0),
    attData: z
      .string()
      .max(Math.ceil((JOB_UPLOAD_MAX_BYTES * 4) / 3) + 8, JOB_UPLOAD_MESSAGES.tooBig)
      .refine(isBase64, 'upload.notBase64'),
  })
  .strict();
export type JobUploadBody = z.infer<typeof jobUploadBody>;

/** One problem of a bad row: the spreadsheet row (header = 1), the column and an i18n key. */
export const jobUploadError = z.object({ row: z.number().int(), field: z.string(), message: z.string() });
export type JobUploadError = z.infer<typeof jobUploadError>;

/** An upload as listed (the response schema of the list). */
export const jobUploadRow = z.object({
  uploadId: z.string(),
  accnId: z.string(),
  accnName: z.string().nullable(),
  usrId: z.string(),
  usrName: z.string().nullable(),
  fileName: z.string(),
  fileSize: z.number().int(),
  rowCount: z.number().int(),
  goodCount: z.number().int(),
  badCount: z.number().int(),
  status: z.enum(JOB_UPLOAD_STATUSES),
  createdAt: timestamp,
});
export type JobUploadRow = WireOf<typeof jobUploadRow>;

/** An upload with its report: every error of every bad row (spreadsheet row, column, i18n key), and the jobs it created (DRF). */
export const jobUploadRecord = jobUploadRow.extend({
  errors: z.array(jobUploadError),
  jobIds: z.array(z.string()),
});
export type JobUpload = WireOf<typeof jobUploadRecord>;

// ---------------------------------------------------------------------------------------------------
// A row -> the content of a job
// ---------------------------------------------------------------------------------------------------

/** A cell as read from the file: text (CSV, XLSX), a number or boolean, or a date cell of Excel. */
export type UploadCell = string | number | boolean | Date | null | undefined;
export type UploadRow = Readonly<Record<string, UploadCell>>;

const pad = (n: number) => String(n).padStart(2, '0');

/** The text of a cell, trimmed; an Excel date cell is its wall-clock time `YYYY-MM-DD HH:mm`. */
export function cellText(cell: UploadCell): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) {
    if (Number.isNaN(cell.getTime())) return '';
    return `${cell.getUTCFullYear()}-${pad(cell.getUTCMonth() + 1)}-${pad(cell.getUTCDate())} ${pad(cell.getUTCHours())}:${pad(
      cell.getUTCMinutes(),
    )}`;
  }
  return String(cell).trim();
}

/** A row with nothing in any column is skipped. */
export const isEmptyRow = (row: UploadRow): boolean => Object.values(row).every((cell) => cellText(cell) === '');

const TIME = /^(\d{4})-(\d{1,2})-(\d{1,2})[ T](\d{1,2})[:.](\d{2})(?::(\d{2}))?$/;

/**
 * A time of the file as an instant with the WIB offset (`2026-12-01T09:00:00+07:00`), or null when it is not one.
 * Text is `YYYY-MM-DD HH:mm` (seconds allowed) in Jakarta time; an Excel date cell is read as WIB wall-clock time
 * (spreadsheets keep no zone: Excel's serial is taken as the time the user sees).
 */
export function uploadTime(cell: UploadCell): string | null {
  const text = cellText(cell);
  const m = TIME.exec(text);
  if (!m) return null;
  const [y, mo, d, h, mi] = [m[1], m[2], m[3], m[4], m[5]].map(Number) as [number, number, number, number, number];
  const s = m[6] === undefined ? 0 : Number(m[6]);
  const check = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  if (
    s > 59 ||
    check.getUTCFullYear() !== y ||
    check.getUTCMonth() !== mo - 1 ||
    check.getUTCDate() !== d ||
    check.getUTCHours() !== h ||
    check.getUTCMinutes() !== mi
  )
    return null;
  return `${y}-${pad(mo)}-${pad(d)}T${pad(h)}:${pad(mi)}:${pad(s)}+07:00`;
}

/** The content of a job read from one row, and the problems of reading it (a time or number that is not one). */
export interface MappedRow {
  /** Values are not checked yet: `jobSchema` and the database checks do that. */
  content: JobInput;
  errors: Omit<JobUploadError, 'row'>[];
}

/**
 * One row -> the content of one job (the shape of `jobFields`): the container when any container column is filled,
 * one trip with the drops filled in drop1..drop3 (S with one, M with more), empty optional texts as null.
 */
export function rowToJob(row: UploadRow): MappedRow {
  const errors: MappedRow['errors'] = [];
  const text = (name: string) => cellText(row[name]);
  const optional = (name: string) => text(name) || null;
  const time = (name: string): string => {
    const value = text(name);
    if (!value) return '';
    const instant = uploadTime(row[name]);
    if (!instant) {
      errors.push({ field: name, message: JOB_UPLOAD_MESSAGES.time });
      return '';
    }
    return instant;
  };

  const hasContainer = CONTAINER_COLUMNS.some((c) => text(c) !== '');
  const containers: JobInput['containers'] = [];
  if (hasContainer) {
    const weightText = text('grossWeightKg').replace(/\s/g, '');
    let grossWeightKg: number | undefined;
    if (weightText) {
      if (/^\d+(\.\d+)?$/.test(weightText)) grossWeightKg = Number(weightText);
      else errors.push({ field: 'grossWeightKg', message: JOB_UPLOAD_MESSAGES.number });
    }
    containers.push({
      containerNo: text('containerNo'),
      sizeType: text('sizeType').toUpperCase(),
      sealNo: optional('sealNo'),
      grossWeightKg: grossWeightKg as number,
      goodType: text('goodType').toUpperCase(),
      containerLoad: text('containerLoad').toUpperCase(),
    });
  }

  const drops: JobInput['trips'][number]['drops'] = [];
  let gap: number | null = null;
  for (let n = 1; n <= JOB_UPLOAD_MAX_DROPS; n++) {
    const loc = `drop${n}LocId`;
    const at = `drop${n}At`;
    const filled = text(loc) !== '' || text(at) !== '';
    if (!filled) {
      gap ??= n;
      continue;
    }
    // A drop after an empty one: the drops are numbered from 1 without gaps, so the report points at the column.
    if (gap !== null) {
      errors.push({ field: `drop${gap}LocId`, message: JOB_UPLOAD_MESSAGES.dropGap });
      gap = null;
    }
    drops.push({ locId: text(loc).toUpperCase(), dropAt: time(at) });
  }

  // A cell the row needs but is empty says "required" (rather than, say, "choose one of the options").
  for (const column of JOB_UPLOAD_COLUMNS) {
    const n = /^drop(\d)/.exec(column.name)?.[1];
    const needed =
      column.need === 'always' ||
      (column.need === 'container' && hasContainer) ||
      (column.need === 'drop' && n !== undefined && (text(`drop${n}LocId`) !== '' || text(`drop${n}At`) !== ''));
    if (needed && text(column.name) === '' && !errors.some((e) => e.field === column.name))
      errors.push({ field: column.name, message: 'validation.required' });
  }

  const content: JobInput = {
    toAccnId: text('toAccnId').toUpperCase(),
    customerAccnId: optional('customerAccnId')?.toUpperCase() ?? null,
    shipmentType: text('shipmentType').toUpperCase(),
    loadType: text('loadType').toUpperCase(),
    truckingDirection: text('truckingDirection').toUpperCase(),
    chargeBasis: text('chargeBasis').toUpperCase(),
    customerRef: optional('customerRef'),
    blNo: optional('blNo'),
    doNo: optional('doNo'),
    remarks: optional('remarks'),
    containers,
    trips: [
      {
        tripType: drops.length >= 2 ? 'M' : 'S',
        vehicleType: text('vehicleType').toUpperCase(),
        containerNo: containers[0]?.containerNo || null,
        pickupLocId: text('pickupLocId').toUpperCase(),
        pickupAt: time('pickupAt'),
        drops,
      },
    ],
  };
  return { content, errors };
}

/**
 * The column of a field error of the job content (`containers.0.containerNo`, `trips.0.drops.1.dropAt`, `toAccnId`…),
 * so every problem of a row is reported against a column of the file.
 */
export function columnOfPath(path: string): string {
  const parts = path.split('.');
  if (parts[0] === 'containers') return parts[2] ?? 'containerNo';
  if (parts[0] === 'trips') {
    const field = parts[2];
    if (field === undefined) return 'pickupLocId';
    if (field === 'drops') {
      const k = parts[3] === undefined ? 0 : Number(parts[3]);
      const n = Math.min(Math.max(k, 0), JOB_UPLOAD_MAX_DROPS - 1) + 1;
      return parts[4] === 'dropAt' ? `drop${n}At` : `drop${n}LocId`;
    }
    if (field === 'tripType') return 'drop1LocId';
    return field;
  }
  return JOB_UPLOAD_COLUMN_NAMES.includes(parts[0] ?? '') ? parts[0]! : 'toAccnId';
}

/**
 * Every problem of a row, one per column: those of reading it first (a time that is not one says so, not
 * "required"), then the field errors of the checks keyed by content path.
 */
export function rowErrors(read: MappedRow['errors'], checked: Readonly<Record<string, string>>): Omit<JobUploadError, 'row'>[] {
  const out = new Map<string, string>();
  for (const e of read) if (!out.has(e.field)) out.set(e.field, e.message);
  for (const [path, message] of Object.entries(checked)) {
    const field = columnOfPath(path);
    if (!out.has(field)) out.set(field, message);
  }
  const order = (field: string) => JOB_UPLOAD_COLUMN_NAMES.indexOf(field);
  return [...out].map(([field, message]) => ({ field, message })).sort((a, b) => order(a.field) - order(b.field));
}

/** The header cell's column (case and spaces ignored), or null for a column the upload does not know. */
export function columnOfHeader(header: string): string | null {
  const key = header.replace(/\s/g, '').toLowerCase();
  return JOB_UPLOAD_COLUMN_NAMES.find((n) => n.toLowerCase() === key) ?? null;
}
