import { and, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import PgBoss from 'pg-boss';
import type pg from 'pg';
import { isPlatform } from '../../domain/permissions';
import {
  REPORT_PARAMS,
  mayRun,
  reportDef,
  reportsFor,
  type ReportFile,
  type ReportId,
  type ReportParams,
} from '../../domain/reports/reports';
import type { ReportRunQuery, ReportRunRow } from '../../domain/reports/report-http';
import type { Db, DbOrTx } from '../db/client';
import { accounts, reportFiles, reportRuns } from '../db/schema';
import { audit } from '../http/audit';
import { pagedFrom } from '../http/datatable';
import { conflict, forbidden, notFound } from '../http/errors';
import type { Principal } from '../http/principal';
import { seesAllJobs } from '../jobs/jobs.service';
import { readIntParam } from '../sysparams/sysparams.service';
import { reportCount, reportQuery, type ReportScope } from './report-queries';
import { PdfReportWriter, XlsxReportWriter, type ReportRow } from './report-writer';

type RunRecord = typeof reportRuns.$inferSelect;

/** The pg-boss queue of runs to make. */
export const REPORT_QUEUE = 'report-run';
/** Re-sends runs still queued (a send that did not arrive) and fails runs whose worker stopped (every minute). */
const SWEEP_QUEUE = 'report-sweep';
/** Deletes the files of runs past their days (every hour). */
const EXPIRY_QUEUE = 'report-expiry';

/** Rows fetched from the cursor at a time; the run's progress is written after each batch. */
export const BATCH_ROWS = 5_000;
/** A file's chunks in `report_files`. */
const CHUNK_BYTES = 1024 * 1024;
/** Runs a user may have queued or running at once. */
export const MAX_OPEN_RUNS = 3;
/** A running run with no progress for this long lost its worker: it is failed by the sweep. */
const STALE_MINUTES = 15;

/** The run's scope, from the principal when it is asked for (the platform and GLI read every company's data). */
const sees = (p: Principal): boolean => isPlatform(p) || seesAllJobs(p);

/** The catalogue the user may run. */
export function catalogueFor(p: Principal) {
  return reportsFor(p).map(({ id, title, description, periodOf, states, columns }) => ({
    id,
    title,
    description,
    periodOf,
    states: [...states],
    columns: columns.map(({ key, type, en, id: idLabel }) => ({ key, type, en, id: idLabel })),
  }));
}

const rowOf = (r: RunRecord): ReportRunRow => ({
  runId: r.runId,
  reportId: r.reportId,
  usrId: r.usrId,
  accnId: r.accnId,
  params: r.params,
  status: r.status,
  rowsDone: r.rowsDone,
  rowsTotal: r.rowsTotal,
  percent: r.percent,
  hasXlsx: r.status === 'DONE' && r.xlsxBytes !== null,
  hasPdf: r.status === 'DONE' && r.pdfBytes !== null,
  pdfCapped: r.pdfCapped,
  error: r.error,
  createdAt: r.createdAt,
  startedAt: r.startedAt,
  finishedAt: r.finishedAt,
  expiresAt: r.expiresAt,
});

/** Something that can put a run on the queue (pg-boss's `send`); a failed send is caught up by the sweep. */
export interface ReportSender {
  send(name: string, data: object, options: PgBoss.SendOptions): Promise<string | null>;
}

/** Sends a run to the worker's queue through the server's pool (pg-boss's `send` needs no started instance). */
export function reportSender(pool: pg.Pool): ReportSender {
  const boss = new PgBoss({ db: { executeSql: (text: string, values?: unknown[]) => pool.query(text, values) } });
  boss.on('error', () => {});
  return boss;
}

/**
 * Asks for a run: the parameters checked with the report's schema (the form's), the user allowed to run it (role and
 * company type), at most MAX_OPEN_RUNS open at once. The run is queued in its transaction and sent to the worker
 * after it commits; the answer comes at once.
 */
export async function createRun(
  db: Db,
  p: Principal,
  reportId: ReportId,
  body: unknown,
  sender: ReportSender | null,
): Promise<ReportRunRow> {
  const def = reportDef(reportId);
  if (!def) throw notFound('reports.server.unknownReport');
  if (!mayRun(def, p)) throw forbidden('reports.server.notAllowed');
  const params = REPORT_PARAMS[reportId].parse(body) as ReportParams;
  const run = await db.transaction(async (tx) => {
    // One user's requests one at a time: two at once cannot both pass the count.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`report-runs:${p.usrId}`}))`);
    const open = await tx.$count(
      reportRuns,
      and(eq(reportRuns.usrId, p.usrId), inArray(reportRuns.status, ['QUEUED', 'RUNNING'])),
    );
    if (open >= MAX_OPEN_RUNS) throw conflict('reports.server.tooMany');
    const [row] = await tx
      .insert(reportRuns)
      .values({ reportId, usrId: p.usrId, accnId: p.accnId, platform: sees(p), params })
      .returning();
    await audit(tx, p, { event: 'REPORT_RUN', entity: 'report_run', entityId: String(row!.runId), after: { reportId, params } });
    return row!;
  });
  await sendRun(sender, run.runId);
  return rowOf(run);
}

async function sendRun(sender: ReportSender | null, runId: number): Promise<void> {
  if (!sender) return;
  try {
    await sender.send(REPORT_QUEUE, { runId }, { retryLimit: 0, expireInSeconds: 6 * 3600, singletonKey: `run-${runId}` });
  } catch {
    // No pg-boss yet (no worker started on this database): the sweep sends it when one starts.
  }
}

/** The user's own runs ("my reports"), newest first, server-paged; filter by status and report. */
export async function listRuns(db: Db, p: Principal, q: ReportRunQuery) {
  const filters: SQL[] = [];
  if (q.status) filters.push(eq(reportRuns.status, q.status));
  if (q.reportId) filters.push(eq(reportRuns.reportId, q.reportId));
  const page = await pagedFrom(q, {
    columns: { run: reportRuns },
    from: (fields) => db.select(fields).from(reportRuns),
    scope: eq(reportRuns.usrId, p.usrId),
    filter: filters.length ? and(...filters) : undefined,
    order: [desc(reportRuns.createdAt), desc(reportRuns.runId)],
  });
  return { ...page, aaData: page.aaData.map((r) => rowOf(r.run)) };
}

/** A run its owner (or the platform) may read; anyone else gets 404, as for a run that does not exist. */
async function readableRun(db: DbOrTx, p: Principal, runId: number): Promise<RunRecord> {
  const [run] = await db.select().from(reportRuns).where(eq(reportRuns.runId, runId));
  if (!run || (run.usrId !== p.usrId && !isPlatform(p))) throw notFound('reports.server.runNotFound');
  return run;
}

export async function getRun(db: Db, p: Principal, runId: number): Promise<ReportRunRow> {
  return rowOf(await readableRun(db, p, runId));
}

/** A safe file name: the report, the run and the period in ASCII letters, digits, dashes and dots. */
export const fileNameOf = (run: Pick<RunRecord, 'reportId' | 'runId' | 'params'>, kind: ReportFile) =>
  `${run.reportId}-${run.runId}-${run.params.from}_${run.params.to}.${kind}`.replace(/[^A-Za-z0-9._-]/g, '_');

/** A finished run's file, streamed from its chunks a chunk at a time (owner or platform; else 404). */
export async function openRunFile(db: Db, p: Principal, runId: number, kind: ReportFile) {
  const run = await readableRun(db, p, runId);
  const bytes = kind === 'xlsx' ? run.xlsxBytes : run.pdfBytes;
  if (run.status !== 'DONE' || bytes === null) throw notFound('reports.server.fileNotFound');
  await audit(db, p, { event: 'REPORT_DOWNLOAD', entity: 'report_run', entityId: String(runId), remarks: kind });
  async function* chunks() {
    for (let seq = 0; ; seq++) {
      const [chunk] = await db
        .select({ data: reportFiles.data })
        .from(reportFiles)
        .where(and(eq(reportFiles.runId, runId), eq(reportFiles.kind, kind), eq(reportFiles.seq, seq)));
      if (!chunk) return;
      yield chunk.data;
    }
  }
  return {
    filename: fileNameOf(run, kind),
    type: kind === 'xlsx' ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'application/pdf',
    bytes,
    stream: Readable.from(chunks()),
  };
}

// --- Making a run ---------------------------------------------------------------------------------------------------

export interface BuiltFiles {
  rows: number;
  xlsxPath: string | null;
  pdf: Buffer | null;
  pdfCapped: boolean;
  sheets: number;
}

export interface BuildOptions {
  /** A folder of its own for the XLSX (deleted by the caller). */
  dir: string;
  batchRows?: number;
  rowsPerSheet?: number;
  /** After the count (total) and after each batch (rows so far). */
  progress: (done: number, total: number) => Promise<void>;
}

/**
 * Makes the run's files from its query, inside the caller's transaction (a read-only snapshot for the worker): the
 * count for the percent, then a server-side cursor read BATCH_ROWS at a time, each row streamed into the XLSX (and
 * the PDF's first rows). Memory holds one batch, not the report.
 */
export async function buildRunFiles(tx: DbOrTx, run: RunRecord, companyName: string, options: BuildOptions): Promise<BuiltFiles> {
  const def = reportDef(run.reportId)!;
  const params = run.params;
  const scope: ReportScope = { accnId: run.accnId, platform: run.platform };
  const total = Number(((await tx.execute(reportCount(run.reportId, params, scope))).rows[0] as { n: number }).n);
  await options.progress(0, total);
  const wantsXlsx = params.format !== 'PDF';
  const wantsPdf = params.format !== 'XLSX';
  const xlsxPath = path.join(options.dir, `run-${run.runId}.xlsx`);
  const xlsx = wantsXlsx ? new XlsxReportWriter(def, params.language, xlsxPath, options.rowsPerSheet) : null;
  const pdf = wantsPdf
    ? new PdfReportWriter(def, params, { company: companyName, user: run.usrId, generatedAt: new Date() })
    : null;
  await xlsx?.open();
  const cursor = `report_run_${run.runId}`;
  await tx.execute(sql`declare ${sql.identifier(cursor)} no scroll cursor for ${reportQuery(run.reportId, params, scope)}`);
  const batch = options.batchRows ?? BATCH_ROWS;
  let done = 0;
  for (;;) {
    const { rows } = await tx.execute(sql`fetch forward ${sql.raw(String(batch))} from ${sql.identifier(cursor)}`);
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i] as ReportRow;
      xlsx?.write(row);
      pdf?.write(row);
      // Let the server's requests (and the file stream) run between slices of a batch.
      if (i % 1000 === 999) await new Promise((resolve) => setImmediate(resolve));
    }
    done += rows.length;
    await options.progress(done, Math.max(total, done));
    if (rows.length < batch) break;
  }
  await tx.execute(sql`close ${sql.identifier(cursor)}`);
  await xlsx?.close();
  return {
    rows: done,
    xlsxPath: xlsx ? xlsxPath : null,
    pdf: pdf ? pdf.bytes() : null,
    pdfCapped: pdf?.capped ?? false,
    sheets: xlsx?.sheetCount ?? 0,
  };
}

/** Writes the files into `report_files` a chunk at a time (the XLSX read from its file in 1 MiB pieces). */
export async function storeRunFiles(
  tx: DbOrTx,
  runId: number,
  files: BuiltFiles,
): Promise<{ xlsxBytes: number | null; pdfBytes: number | null }> {
  await tx.delete(reportFiles).where(eq(reportFiles.runId, runId));
  let xlsxBytes: number | null = null;
  if (files.xlsxPath) {
    xlsxBytes = (await stat(files.xlsxPath)).size;
    let seq = 0;
    for await (const chunk of createReadStream(files.xlsxPath, { highWaterMark: CHUNK_BYTES })) {
      await tx.insert(reportFiles).values({ runId, kind: 'xlsx', seq: seq++, data: chunk as Buffer });
    }
  }
  let pdfBytes: number | null = null;
  if (files.pdf) {
    pdfBytes = files.pdf.length;
    for (let seq = 0, at = 0; at < files.pdf.length; seq++, at += CHUNK_BYTES) {
      await tx.insert(reportFiles).values({ runId, kind: 'pdf', seq, data: files.pdf.subarray(at, at + CHUNK_BYTES) });
    }
  }
  return { xlsxBytes, pdfBytes };
}

const progressOf = (done: number, total: number) => (total <= 0 ? 0 : Math.min(99, Math.floor((done * 100) / total)));

/** The days a finished run's files are kept (system parameter REPORT_KEEP_DAYS). */
const expiryAfter = async (db: DbOrTx) => sql`now() + make_interval(days => ${await readIntParam(db, 'REPORT_KEEP_DAYS')})`;

/**
 * The worker's part: claims the queued run (a second worker finds it claimed and does nothing), makes its files in a
 * read-only snapshot with its progress written as it goes (other connections see it), stores them and marks it DONE,
 * kept REPORT_KEEP_DAYS days; an error marks it FAILED with the message.
 */
export async function makeRun(
  db: Db,
  runId: number,
  options: { batchRows?: number; rowsPerSheet?: number } = {},
): Promise<RunRecord | null> {
  const [run] = await db
    .update(reportRuns)
    .set({ status: 'RUNNING', startedAt: new Date(), heartbeatAt: new Date() })
    .where(and(eq(reportRuns.runId, runId), eq(reportRuns.status, 'QUEUED')))
    .returning();
  if (!run) return null;
  const dir = await mkdtemp(path.join(tmpdir(), 'lintas-report-'));
  try {
    const [company] = await db.select({ name: accounts.accnName }).from(accounts).where(eq(accounts.accnId, run.accnId));
    const files = await db.transaction(
      (tx) =>
        buildRunFiles(tx, run, company?.name ?? run.accnId, {
          dir,
          ...options,
          progress: async (done, total) => {
            await db
              .update(reportRuns)
              .set({ rowsDone: done, rowsTotal: total, percent: progressOf(done, total), heartbeatAt: new Date() })
              .where(eq(reportRuns.runId, runId));
          },
        }),
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    const expiresAt = await expiryAfter(db);
    const [done] = await db.transaction(async (tx) => {
      const sizes = await storeRunFiles(tx, runId, files);
      return tx
        .update(reportRuns)
        .set({
          status: 'DONE',
          rowsDone: files.rows,
          rowsTotal: files.rows,
          percent: 100,
          ...sizes,
          pdfCapped: files.pdfCapped,
          finishedAt: new Date(),
          expiresAt: sql`${expiresAt}`,
        })
        .where(eq(reportRuns.runId, runId))
        .returning();
    });
    return done ?? null;
  } catch (error) {
    const [failed] = await db
      .update(reportRuns)
      .set({ status: 'FAILED', error: String((error as Error).message ?? error).slice(0, 1000), finishedAt: new Date() })
      .where(eq(reportRuns.runId, runId))
      .returning();
    return failed ?? null;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Deletes the files of finished runs past their `expires_at`; the runs stay listed as EXPIRED. Returns how many. */
export async function expireRuns(db: Db, now: Date = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(reportRuns)
      .set({ status: 'EXPIRED', xlsxBytes: null, pdfBytes: null })
      .where(and(eq(reportRuns.status, 'DONE'), lt(reportRuns.expiresAt, now)))
      .returning({ runId: reportRuns.runId });
    if (expired.length) {
      await tx.delete(reportFiles).where(
        inArray(
          reportFiles.runId,
          expired.map((r) => r.runId),
        ),
      );
    }
    return expired.length;
  });
}

/** Runs still queued a minute after they were asked for are sent again; runs without progress for long are failed. */
export async function sweepRuns(db: Db, sender: ReportSender): Promise<void> {
  await db
    .update(reportRuns)
    .set({ status: 'FAILED', error: 'The worker stopped before the report was finished', finishedAt: new Date() })
    .where(
      and(eq(reportRuns.status, 'RUNNING'), lt(reportRuns.heartbeatAt, sql`now() - make_interval(mins => ${STALE_MINUTES})`)),
    );
  const queued = await db
    .select({ runId: reportRuns.runId })
    .from(reportRuns)
    .where(and(eq(reportRuns.status, 'QUEUED'), lt(reportRuns.createdAt, sql`now() - interval '1 minute'`)));
  for (const { runId } of queued) await sendRun(sender, runId);
}

/** The worker and its schedules on the server's pg-boss (src/server/schedules.ts). */
export async function scheduleReports(boss: PgBoss, db: Db, log: (error: unknown) => void = () => {}): Promise<void> {
  await boss.createQueue(REPORT_QUEUE, { name: REPORT_QUEUE, retryLimit: 0, expireInSeconds: 6 * 3600 });
  await boss.work<{ runId: number }>(REPORT_QUEUE, { pollingIntervalSeconds: 1 }, async (jobs) => {
    for (const job of jobs) {
      const run = await makeRun(db, job.data.runId);
      if (run?.status === 'FAILED') log(new Error(`Report run ${run.runId} failed: ${run.error}`));
    }
  });
  await boss.createQueue(SWEEP_QUEUE);
  await boss.schedule(SWEEP_QUEUE, '* * * * *');
  await boss.work(SWEEP_QUEUE, async () => {
    try {
      await sweepRuns(db, boss);
    } catch (error) {
      log(error);
      throw error;
    }
  });
  await boss.createQueue(EXPIRY_QUEUE);
  await boss.schedule(EXPIRY_QUEUE, '7 * * * *');
  await boss.work(EXPIRY_QUEUE, async () => {
    try {
      await expireRuns(db);
    } catch (error) {
      log(error);
      throw error;
    }
  });
}
