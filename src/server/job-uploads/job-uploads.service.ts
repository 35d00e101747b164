import { randomUUID } from 'node:crypto';
import type ExcelJS from 'exceljs';
import { loadExcel } from '../files/excel';
import { activeRateLanes } from '../rates/rates.service';
import { aliasedTable, and, asc, desc, eq, gte, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { CUSTOMER_ACCOUNT_TYPES, addToDate, businessDate } from '../../domain/contracts/contracts';
import type { DatatableQuery } from '../../domain/datatable';
import {
  JOB_UPLOAD_CODES_SHEET,
  JOB_UPLOAD_COLUMNS,
  JOB_UPLOAD_MAX_CONCURRENT,
  JOB_UPLOAD_MAX_ROWS,
  JOB_UPLOAD_MESSAGES,
  JOB_UPLOAD_SHEET,
  jobUploadProblem,
  rowErrors,
  type JobUpload,
  type JobUploadBody,
  type JobUploadError,
  type JobUploadStatus,
} from '../../domain/jobs/job-upload';
import { FIXED_LOOKUPS } from '../../domain/lookups';
import { UPLOAD_MESSAGES } from '../../domain/upload';
import { assertCompanyActive } from '../account-requests/company-guard';
import type { Db, DbOrTx } from '../db/client';
import { accounts, auditLog, contracts, ffCustomers, jobEvents, jobUploads, locations, users } from '../db/schema';
import { pacer, type Pacer } from '../db/pacer';
import { audit } from '../http/audit';
import { countsSql, likePattern, orderBy, paged } from '../http/datatable';
import { AppError, forbidden, notFound, validationFailed } from '../http/errors';
import { translate, type Lang } from '../http/i18n';
import { isPlatform } from '../../domain/permissions';
import type { Principal } from '../http/principal';
import { checkUpload } from '../files/content-check';
import { checkJobContent, insertDraftJobs, insertInBatches, loadJobCheckContext, type DraftJob } from '../jobs/jobs.service';
import { parseJobUploadFile } from './job-upload-parsers';

const uploader = aliasedTable(users, 'uploader');
const company = aliasedTable(accounts, 'company');

/** exceljs keeps a sheet's range validations in `dataValidations`, which its typings leave out. */
type SheetValidations = { dataValidations: { add(address: string, validation: ExcelJS.DataValidation): void } };

const isCreator = (p: Principal) => (CUSTOMER_ACCOUNT_TYPES as readonly string[]).includes(p.accnType);

/** The platform with `jobs.readAll` reads every company's uploads; a creator company its own; others nothing. */
const seesAllUploads = (p: Principal) => isPlatform(p) && p.permissions.includes('jobs.readAll');

function uploadScope(p: Principal): SQL | undefined {
  if (seesAllUploads(p)) return undefined;
  if (!p.permissions.includes('jobs.create')) throw forbidden();
  return eq(jobUploads.accnId, p.accnId);
}

// ---------------------------------------------------------------------------------------------------
// The template
// ---------------------------------------------------------------------------------------------------

/** The caller's active cargo-owner customers (a forwarder's), with their names. */
async function customersOf(db: DbOrTx, p: Principal) {
  return db
    .select({ accnId: ffCustomers.coAccnId, accnName: accounts.accnName })
    .from(ffCustomers)
    .innerJoin(accounts, eq(accounts.accnId, ffCustomers.coAccnId))
    .where(and(eq(ffCustomers.ffAccnId, p.accnId), eq(accounts.accnStatus, 'A')))
    .orderBy(accounts.accnName);
}

/**
 * The XLSX template: the sheet "Jobs" with the header row and one example row (the caller's real operator and
 * locations where it has them, pickup tomorrow), and the sheet "Codes" with the allowed codes of each vocabulary,
 * the truck operators under an active contract with the caller (or its customers) and the locations it may use.
 */
export async function jobUploadTemplate(db: Db, p: Principal, lang: Lang, now = new Date()): Promise<Buffer> {
  if (!isCreator(p)) throw forbidden();
  const today = businessDate(now);
  const tomorrow = addToDate(today, { days: 1 });
  const customers = await customersOf(db, p);
  const operator = aliasedTable(accounts, 'operator');
  const customer = aliasedTable(accounts, 'customer');
  const inForce = await db
    .select({
      toAccnId: contracts.toAccnId,
      toName: operator.accnName,
      customerAccnId: contracts.customerAccnId,
      customerName: customer.accnName,
      validFrom: contracts.validFrom,
      validTo: contracts.validTo,
    })
    .from(contracts)
    .innerJoin(operator, eq(operator.accnId, contracts.toAccnId))
    .innerJoin(customer, eq(customer.accnId, contracts.customerAccnId))
    .where(
      and(
        inArray(contracts.customerAccnId, [p.accnId, ...customers.map((c) => c.accnId)]),
        eq(contracts.status, 'ACTIVE'),
        gte(contracts.validTo, today),
        eq(operator.accnStatus, 'A'),
      ),
    )
    .orderBy(asc(contracts.customerAccnId), asc(contracts.validFrom), asc(contracts.toAccnId));
  const parties = [...new Set([p.accnId, ...customers.map((c) => c.accnId), ...inForce.map((c) => c.toAccnId)])];
  const places = await db
    .select({ locId: locations.locId, locName: locations.locName, city: locations.addrCity, accnId: locations.accnId })
    .from(locations)
    .where(and(inArray(locations.accnId, parties), eq(locations.locStatus, 'A')))
    .orderBy(asc(locations.accnId), asc(locations.locId))
    .limit(5000);

  // The example: the caller's own job with the operator whose contract runs longest from tomorrow.
  const example = inForce
    .filter((c) => c.customerAccnId === p.accnId && c.validFrom <= tomorrow && c.validTo >= tomorrow)
    .sort((a, b) => b.validTo.localeCompare(a.validTo))[0];
  const toAccnId = example?.toAccnId ?? 'TO0000';
  // A route an active rate prices (a draft may name no other), a prime mover's where there is one (the example
  // carries a container).
  const lanes = (
    await activeRateLanes(db, { customerAccnIds: [p.accnId], toAccnIds: [toAccnId], from: tomorrow, to: tomorrow })
  ).filter((l) => l.tripType === 'S' && l.validFrom <= tomorrow && l.validTo >= tomorrow);
  const lane = lanes.find((l) => l.vehicleType === 'PRIME_MOVER') ?? lanes[0];
  const own = places.filter((l) => l.accnId === p.accnId);
  const pickup = (lane && places.find((l) => l.locId === lane.fromLocId)) ?? places.find((l) => l.accnId === toAccnId) ?? own[0];
  const drop =
    (lane && places.find((l) => l.locId === lane.toLocId)) ??
    own.find((l) => l.locId !== pickup?.locId) ??
    places.find((l) => l.locId !== pickup?.locId);
  const exampleRow: Record<string, string | number> = {
    toAccnId,
    customerAccnId: '',
    shipmentType: 'IMPORT',
    loadType: 'FTL',
    truckingDirection: 'IN',
    chargeBasis: 'BL',
    customerRef: 'PO-0001',
    blNo: 'BL0001',
    doNo: 'DO0001',
    containerNo: 'CSQU3054383',
    sizeType: '22G1',
    sealNo: 'SEAL0001',
    grossWeightKg: 18000,
    goodType: 'GENERAL',
    containerLoad: 'FCL',
    vehicleType: lane?.vehicleType ?? 'PRIME_MOVER',
    pickupLocId: pickup?.locId ?? 'LOC-PICKUP',
    pickupAt: `${tomorrow} 09:00`,
    drop1LocId: drop?.locId ?? 'LOC-DROP',
    drop1At: `${tomorrow} 15:00`,
    remarks: translate(lang, 'jobUploads.template.exampleRemarks'),
  };

  const workbook = new (await loadExcel()).Workbook();
  workbook.creator = 'Lintas';
  const sheet = workbook.addWorksheet(JOB_UPLOAD_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = JOB_UPLOAD_COLUMNS.map((c) => ({
    header: c.name,
    key: c.name,
    width: Math.max(14, c.name.length + 4),
    // Text cells, so codes and ids stay as typed; the weight is a number.
    style: c.number ? {} : { numFmt: '@' },
  }));
  sheet.getRow(1).font = { bold: true };
  JOB_UPLOAD_COLUMNS.forEach((c, i) => {
    if (c.need === 'always')
      sheet.getRow(1).getCell(i + 1).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFDDEBF7' } };
  });
  sheet.addRow(exampleRow);

  const codes = workbook.addWorksheet(JOB_UPLOAD_CODES_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  codes.columns = [
    { header: translate(lang, 'jobUploads.template.column'), key: 'column', width: 22 },
    { header: translate(lang, 'jobUploads.template.code'), key: 'code', width: 22 },
    { header: translate(lang, 'jobUploads.template.description'), key: 'description', width: 80 },
  ];
  codes.getRow(1).font = { bold: true };
  // Where each column's codes sit on the Codes sheet, for the Jobs sheet's in-cell lists.
  const codeRows = new Map<string, { first: number; last: number }>();
  const addCodes = (columns: string[], rows: Array<{ column: string; code: string; description: string }>) => {
    if (!rows.length) return;
    const first = codes.rowCount + 1;
    for (const row of rows) codes.addRow(row);
    for (const column of columns) codeRows.set(column, { first, last: codes.rowCount });
  };
  for (const column of JOB_UPLOAD_COLUMNS) {
    if (!column.lookup) continue;
    addCodes(
      [column.name],
      (FIXED_LOOKUPS[column.lookup]?.items ?? []).map((item) => ({
        column: column.name,
        code: item.value,
        description: lang === 'id' ? item.descId : item.descEn,
      })),
    );
  }
  const operatorRows = inForce.map((c) => ({
    column: 'toAccnId',
    code: c.toAccnId,
    description: translate(lang, 'jobUploads.template.operator', {
      name: c.toName,
      customer: c.customerName,
      from: c.validFrom,
      to: c.validTo,
    }),
  }));
  addCodes(['toAccnId'], operatorRows);
  addCodes(
    ['customerAccnId'],
    customers.map((c) => ({ column: 'customerAccnId', code: c.accnId, description: c.accnName })),
  );
  addCodes(
    JOB_UPLOAD_COLUMNS.filter((c) => /^(pickup|drop\d)LocId$/.test(c.name)).map((c) => c.name),
    places.map((l) => ({
      column: 'pickupLocId, drop1LocId…',
      code: l.locId,
      description: `${l.locName}${l.city ? ` (${l.city})` : ''} · ${l.accnId}`,
    })),
  );
  // In-cell lists of the allowed codes (a warning, not a stop: the upload reports a wrong code anyway).
  JOB_UPLOAD_COLUMNS.forEach((column, i) => {
    const range = codeRows.get(column.name);
    if (!range) return;
    const letter = sheet.getColumn(i + 1).letter;
    (sheet as unknown as SheetValidations).dataValidations.add(`${letter}2:${letter}${JOB_UPLOAD_MAX_ROWS + 1}`, {
      type: 'list',
      allowBlank: true,
      formulae: [`'${JOB_UPLOAD_CODES_SHEET}'!$B$${range.first}:$B$${range.last}`],
      showErrorMessage: true,
      errorStyle: 'warning',
    });
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

// ---------------------------------------------------------------------------------------------------
// The upload
// ---------------------------------------------------------------------------------------------------

/**
 * Pause per ms of an upload's work (row checks on the event loop, INSERT batches in PostgreSQL): 3, so an upload
 * takes at most a quarter of the CPU it could and other requests the rest (src/server/db/pacer.ts); a 5,000-row
 * upload takes about 4x as long. Measured with `BENCH_ONLY="while uploads"` (docs/performance.md).
 */
export const JOB_UPLOAD_PACE = 3;

/**
 * A file of jobs (XLSX or CSV, spec §5 content check): every row is read, checked with the job form's schema and
 * the database checks of a single job against one context loaded for the file, and the good rows become draft jobs
 * (DRF) in one transaction with batched multi-row inserts; each gets a 'create' timeline row with the upload and its
 * row, and an audit row. Bad rows are reported with every error (row, column, i18n key). If writing fails, nothing
 * of the file is kept and the upload is recorded FAILED (the error is raised again).
 */
export async function uploadJobs(
  db: Db,
  p: Principal,
  body: JobUploadBody,
  now = new Date(),
  pace: Pacer = pacer({ ratio: JOB_UPLOAD_PACE }),
): Promise<JobUpload> {
  if (!isCreator(p)) throw forbidden();
  const running = uploadsInFlight.get(p.accnId) ?? 0;
  if (running >= JOB_UPLOAD_MAX_CONCURRENT) throw new AppError('TOO_MANY_REQUESTS', JOB_UPLOAD_MESSAGES.busy);
  uploadsInFlight.set(p.accnId, running + 1);
  try {
    return await uploadFile(db, p, body, now, pace);
  } finally {
    const left = (uploadsInFlight.get(p.accnId) ?? 1) - 1;
    if (left > 0) uploadsInFlight.set(p.accnId, left);
    else uploadsInFlight.delete(p.accnId);
  }
}

/** Uploads being read, checked or written, per company (this process). */
const uploadsInFlight = new Map<string, number>();

async function uploadFile(db: Db, p: Principal, body: JobUploadBody, now: Date, pace: Pacer): Promise<JobUpload> {
  await assertCompanyActive(db, p.accnId);
  const bytes = Buffer.from(body.attData, 'base64');
  const problem = jobUploadProblem(body.attName, bytes.length);
  if (problem) throw validationFailed({ [problem === UPLOAD_MESSAGES.nameTooLong ? 'attName' : 'attData']: problem });
  await checkUpload(body.attName, bytes, 'attData');
  // Read and mapped in a parsing thread: the event loop stays free for other requests meanwhile.
  const mapped = await parseJobUploadFile(body.attName, bytes);
  const uploadId = randomUUID();
  const record = {
    uploadId,
    accnId: p.accnId,
    usrId: p.usrId,
    fileName: body.attName,
    fileSize: bytes.length,
    rowCount: mapped.length,
  };
  // The report of the checked rows, kept for the FAILED record when writing fails.
  const checked: { report?: { errors: JobUploadError[]; badCount: number } } = {};
  try {
    await db.transaction(async (tx) => {
      await assertCompanyActive(tx, p.accnId);
      const ctx = await loadJobCheckContext(
        tx,
        p,
        mapped.map((m) => m.content),
      );
      const good: Array<DraftJob & { row: number }> = [];
      const errors: JobUploadError[] = [];
      let badCount = 0;
      for (const m of mapped) {
        // At most 10 ms of checks at a time, then a pause in proportion.
        await pace.tick();
        const result = checkJobContent(ctx, p, m.content, null, now);
        const problems = rowErrors(m.errors, result.errors as Record<string, string>);
        if (problems.length) {
          badCount++;
          for (const e of problems) errors.push({ row: m.row, ...e });
        } else
          good.push({ row: m.row, customerAccnId: result.customerAccnId, toAccnId: result.toAccnId, content: result.content });
      }
      checked.report = { errors, badCount };
      const jobIds = good.length ? await insertDraftJobs(tx, p, good, now, pace) : [];
      const created = good.map((g, i) => ({ jobId: jobIds[i]!, row: g.row }));
      // Each job's 'create' timeline row and audit row, both from one small JSON list (job id, row) per batch.
      await insertInBatches(
        created,
        (batch) =>
          tx.execute(sql`
            with r as (select * from jsonb_to_recordset(${JSON.stringify(batch.map((c) => ({ j: c.jobId, r: c.row })))}::jsonb)
                         as r(j text, r int)),
                 e as (insert into ${jobEvents} (job_id, usr_id, accn_id, verb, from_state, to_state, details)
                       select r.j, ${p.usrId}, ${p.accnId}, 'create', null, 'DRF',
                              jsonb_build_object('uploadId', ${uploadId}::text, 'row', r.r) from r)
            insert into ${auditLog} (audt_event, entity, entity_id, audt_uid, audt_uname, accn_id, after)
            select 'JOB_CREATE', 'job', r.j, ${p.usrId}, ${p.usrName}, ${p.accnId},
                   jsonb_build_object('jobState', 'DRF', 'uploadId', ${uploadId}::text, 'row', r.r) from r`),
        pace,
      );
      const status: JobUploadStatus = 'DONE';
      await tx.insert(jobUploads).values({ ...record, goodCount: good.length, badCount, status, errors, jobIds });
      await audit(tx, p, {
        event: 'JOB_UPLOAD',
        entity: 'job_upload',
        entityId: uploadId,
        after: { fileName: body.attName, rowCount: mapped.length, goodCount: good.length, badCount, status },
      });
    });
  } catch (error) {
    // Checked but not written: the file is recorded FAILED with its report, and nothing of it is kept.
    if (checked.report) {
      const { errors, badCount } = checked.report;
      try {
        await db.transaction(async (tx) => {
          await tx.insert(jobUploads).values({ ...record, goodCount: 0, badCount, status: 'FAILED', errors, jobIds: [] });
          await audit(tx, p, {
            event: 'JOB_UPLOAD',
            entity: 'job_upload',
            entityId: uploadId,
            remarks: error instanceof Error ? error.message.slice(0, 500) : null,
            after: { fileName: body.attName, rowCount: mapped.length, goodCount: 0, badCount, status: 'FAILED' },
          });
        });
      } catch {
        // The database is gone too: the original error is the one to answer.
      }
    }
    throw error;
  }
  return getJobUpload(db, p, uploadId);
}

// ---------------------------------------------------------------------------------------------------
// Past uploads
// ---------------------------------------------------------------------------------------------------

const listColumns = {
  uploadId: jobUploads.uploadId,
  accnId: jobUploads.accnId,
  accnName: company.accnName,
  usrId: jobUploads.usrId,
  usrName: uploader.usrName,
  fileName: jobUploads.fileName,
  fileSize: jobUploads.fileSize,
  rowCount: jobUploads.rowCount,
  goodCount: jobUploads.goodCount,
  badCount: jobUploads.badCount,
  status: jobUploads.status,
  createdAt: jobUploads.createdAt,
};

const SORT = {
  createdAt: jobUploads.createdAt,
  fileName: jobUploads.fileName,
  rowCount: jobUploads.rowCount,
  goodCount: jobUploads.goodCount,
  badCount: jobUploads.badCount,
  status: jobUploads.status,
};

export type JobUploadListQuery = DatatableQuery & { status?: string | undefined };

/** The caller's company's uploads, newest first (the platform with jobs.readAll: every company's). */
export async function listJobUploads(db: Db, p: Principal, q: JobUploadListQuery) {
  const scope = uploadScope(p);
  const filters: SQL[] = [];
  if (q.status) filters.push(eq(jobUploads.status, q.status as JobUploadStatus));
  if (q.search?.trim()) filters.push(ilike(jobUploads.fileName, likePattern(q.search.trim())));
  const filter = filters.length ? and(...filters) : undefined;
  const order = q.sort
    ? orderBy(q, SORT, 'createdAt', jobUploads.uploadId)
    : [desc(jobUploads.createdAt), desc(jobUploads.uploadId)];
  return paged(
    q,
    filter !== undefined,
    () =>
      db
        .select(listColumns)
        .from(jobUploads)
        .leftJoin(uploader, eq(uploader.usrId, jobUploads.usrId))
        .innerJoin(company, eq(company.accnId, jobUploads.accnId))
        .where(and(scope, filter))
        .orderBy(...order)
        .limit(q.length)
        .offset(q.start),
    async () => (await db.select(countsSql(filter)).from(jobUploads).where(scope))[0]!,
  );
}

/** One upload with its whole report and the jobs it created; another company's is 404. */
export async function getJobUpload(db: DbOrTx, p: Principal, uploadId: string): Promise<JobUpload> {
  const [row] = await db
    .select({ ...listColumns, errors: jobUploads.errors, jobIds: jobUploads.jobIds })
    .from(jobUploads)
    .leftJoin(uploader, eq(uploader.usrId, jobUploads.usrId))
    .innerJoin(company, eq(company.accnId, jobUploads.accnId))
    .where(and(eq(jobUploads.uploadId, uploadId), uploadScope(p)));
  if (!row) throw notFound('Upload not found');
  return { ...row, createdAt: row.createdAt.toISOString() };
}
