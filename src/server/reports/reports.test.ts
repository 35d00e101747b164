import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCallers, useTestApp } from '../../../tests/support/test-app';
import { businessDate } from '../../domain/contracts/contracts';
import { startMailWorker, type MailWorker } from '../mail/mail-worker';
import { reportFiles, reportRuns } from '../db/schema';
import { loadExcel } from '../files/excel';
import { expireRuns, makeRun, scheduleReports } from './reports.service';

// Background reports through the real server, the real pg-boss worker and PostgreSQL, on the demo data.
const ctx = useTestApp();
const api = apiCallers(ctx, '/api/v1/lintas/trucking/reports');

const today = businessDate();
const monthAgo = businessDate(new Date(Date.now() - 30 * 86_400_000));
const rows = async <T>(q: ReturnType<typeof sql>) => (await ctx.database.db.execute(q)).rows as T[];

async function readBook(buf: Buffer) {
  const Excel = await loadExcel();
  const wb = new Excel.Workbook();
  await wb.xlsx.load(buf as unknown as ArrayBuffer);
  return wb;
}
/** Every data row of every sheet (the header row left out). */
function dataRows(wb: import('exceljs').Workbook): unknown[][] {
  const out: unknown[][] = [];
  wb.eachSheet((ws) =>
    ws.eachRow((row, n) => {
      if (n > 1) out.push((row.values as unknown[]).slice(1));
    }),
  );
  return out;
}

/** Waits for the run to finish (the worker polls its queue every second). */
async function finished(usrId: string, runId: number) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const { body } = await api.call(usrId, 'GET', `/runs/${runId}`);
    if (body.status === 'DONE' || body.status === 'FAILED') return body;
    if (Date.now() > deadline) throw new Error(`run ${runId} still ${body.status}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('the catalogue', () => {
  it('lists the reports of the role and company type', async () => {
    const co = (await api.call('CO1', 'GET', '/catalogue')).body as Array<{ id: string }>;
    expect(co.map((r) => r.id)).toEqual(['jobs', 'billing', 'payments', 'taxInvoices', 'onTimeDelivery']);
    const to = (await api.call('TO1', 'GET', '/catalogue')).body as Array<{ id: string }>;
    expect(to.map((r) => r.id)).toContain('truckUtilisation');
    expect(to.map((r) => r.id)).toContain('payouts');
    const admin = (await api.call('SUPERADMIN', 'GET', '/catalogue')).body as Array<{ id: string }>;
    expect(admin).toHaveLength(8);
    // A shipping line has no report: no permission at all.
    expect((await api.call('SL1', 'GET', '/catalogue')).status).toBe(403);
  });

  it('refuses a report outside the role or company type (403) and an unknown one (400)', async () => {
    const refused = await api.call('CO1', 'POST', '/truckUtilisation/runs', { from: monthAgo, to: today });
    expect(refused.status).toBe(403);
    expect((await api.call('CO1', 'POST', '/nope/runs', { from: monthAgo, to: today })).status).toBe(400);
  });
});

describe('parameters', () => {
  it('answers field errors for a bad period, state, party or an unknown field', async () => {
    const bad = async (payload: Record<string, unknown>) => {
      const res = await api.call('CO1', 'POST', '/jobs/runs', payload);
      expect(res.status).toBe(400);
      expect(res.body.status).toBe('VALIDATION_FAILED');
      return res.body.message as Record<string, string>;
    };
    expect(Object.keys(await bad({ from: '2026-02-30', to: today }))).toEqual(['from']);
    expect((await bad({ from: today, to: monthAgo })).to).toMatch(/not be before/);
    expect((await bad({ from: '2024-01-01', to: '2025-12-31' })).to).toMatch(/366/);
    expect(Object.keys(await bad({ from: monthAgo, to: today, state: 'NOPE' }))).toEqual(['state']);
    expect(Object.keys(await bad({ from: monthAgo, to: today, party: "x' or 1=1 --" }))).toEqual(['party']);
    expect(Object.keys(await bad({ from: monthAgo, to: today, accnId: 'TO0001' }))).toEqual(['_']);
    expect(Object.keys(await bad({}))).toEqual(expect.arrayContaining(['from', 'to']));
    // Nothing was queued by any of them.
    expect(await rows(sql`select 1 from report_runs where usr_id = 'CO1' and status = 'QUEUED'`)).toHaveLength(0);
  });

  it('answers 413 for a body over the limit, never 500', async () => {
    const res = await api.request('CO1', 'POST', '/jobs/runs', { from: monthAgo, to: today, party: 'x'.repeat(40_000) });
    expect(res.statusCode).toBe(413);
  });
});

describe('a run through the worker', () => {
  let worker: MailWorker;
  beforeAll(async () => {
    const url = ctx.database.pool.options.connectionString!;
    worker = await startMailWorker(ctx.database.db, url, null, 'Lintas <no-reply@lintas.co.id>', [
      (boss) => scheduleReports(boss, ctx.database.db),
    ]);
    // A job of companies CO1 has nothing to do with, in the period: it must stay out of CO1's report.
    await ctx.database.db.execute(sql`
      insert into jobs (job_id, creator_accn_id, customer_accn_id, to_accn_id, shipment_type, load_type, trucking_direction,
                        charge_basis, customer_ref, pickup_at, job_state, currency, total_charge)
      values ('JBOTHER0000001', 'FF0001', 'FF0001', 'TO0002', 'IMPORT', 'FTL', 'IN', 'DO', 'OTHER-1', now(), 'SUB', 'IDR', 1234567.89)`);
  }, 60_000);
  afterAll(async () => worker?.stop());

  it("makes CO1's jobs report with every job CO1 may see and none of another company's", async () => {
    const created = await api.call('CO1', 'POST', '/jobs/runs', { from: monthAgo, to: today, format: 'XLSX_PDF' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'QUEUED', reportId: 'jobs', usrId: 'CO1', accnId: 'CO0001', percent: 0 });
    const run = await finished('CO1', created.body.runId);
    expect(run).toMatchObject({ status: 'DONE', percent: 100, hasXlsx: true, hasPdf: true, pdfCapped: false });
    expect(run.expiresAt).toBeTruthy();
    const expected = await rows<{ job_id: string }>(sql`
      select job_id from jobs
       where created_at >= (${monthAgo}::date::timestamp at time zone 'Asia/Jakarta')
         and created_at < ((${today}::date + 1)::timestamp at time zone 'Asia/Jakarta') and job_state <> 'DEL'
         and (creator_accn_id = 'CO0001' or ((customer_accn_id = 'CO0001' or to_accn_id = 'CO0001') and job_state not in ('DRF','DEL')))
       order by created_at, job_id`);
    expect(expected.length).toBeGreaterThan(0);
    expect(run.rowsDone).toBe(expected.length);

    const file = await api.request('CO1', 'GET', `/runs/${run.runId}/files/xlsx`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="jobs-${run.runId}-${monthAgo}_${today}.xlsx"`);
    const book = await readBook(file.rawPayload);
    const header = (book.worksheets[0]!.getRow(1).values as unknown[]).slice(1);
    expect(header[0]).toBe('Job');
    const data = dataRows(book);
    expect(data.map((r) => r[0])).toEqual(expected.map((r) => r.job_id));
    expect(data.map((r) => r[0])).not.toContain('JBOTHER0000001');
    // Money as the amount with the currency beside it; the date-time as the WIB wall clock.
    const [db] = await rows<{ total_charge: string | null; created_at: string }>(
      sql`select total_charge, created_at from jobs where job_id = ${expected[0]!.job_id}`,
    );
    if (db!.total_charge !== null) expect(data[0]![10]).toBe(Number(db!.total_charge));
    expect((data[0]![1] as Date).getTime()).toBe(new Date(db!.created_at).getTime() + 7 * 3_600_000);

    const pdf = await api.request('CO1', 'GET', `/runs/${run.runId}/files/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(pdf.rawPayload.toString('latin1')).toContain('Jobs by period, state and party');

    // The platform's report over the same period has the other company's job too.
    const all = await api.call('SUPERADMIN', 'POST', '/jobs/runs', { from: monthAgo, to: today, format: 'XLSX' });
    const allRun = await finished('SUPERADMIN', all.body.runId);
    expect(allRun.rowsDone).toBeGreaterThan(run.rowsDone);
    expect(allRun.hasPdf).toBe(false);
    const allBook = await readBook((await api.request('SUPERADMIN', 'GET', `/runs/${allRun.runId}/files/xlsx`)).rawPayload);
    expect(dataRows(allBook).map((r) => r[0])).toContain('JBOTHER0000001');
  }, 60_000);

  it('filters by state and party, and a company naming another company as party still sees only its own', async () => {
    const mine = await api.call('CO1', 'POST', '/jobs/runs', { from: monthAgo, to: today, party: 'TO0002', format: 'XLSX' });
    const run = await finished('CO1', mine.body.runId);
    const book = await readBook((await api.request('CO1', 'GET', `/runs/${run.runId}/files/xlsx`)).rawPayload);
    expect(dataRows(book).map((r) => r[0])).not.toContain('JBOTHER0000001');
    const state = await api.call('SUPERADMIN', 'POST', '/jobs/runs', {
      from: monthAgo,
      to: today,
      state: 'SUB',
      party: 'FF0001',
    });
    const stateRun = await finished('SUPERADMIN', state.body.runId);
    const stateBook = await readBook((await api.request('SUPERADMIN', 'GET', `/runs/${stateRun.runId}/files/xlsx`)).rawPayload);
    const stateRows = dataRows(stateBook);
    expect(stateRows.map((r) => r[0])).toContain('JBOTHER0000001');
    expect(new Set(stateRows.map((r) => r[3]))).toEqual(new Set(['SUB']));
  }, 60_000);

  it('makes every catalogue report without an error', async () => {
    const from = businessDate(new Date(Date.now() - 330 * 86_400_000));
    const to = businessDate(new Date(Date.now() + 30 * 86_400_000));
    for (const id of [
      'billing',
      'payments',
      'payouts',
      'taxInvoices',
      'truckUtilisation',
      'driverPerformance',
      'onTimeDelivery',
    ]) {
      const created = await api.call('SUPERADMIN', 'POST', `/${id}/runs`, { from, to, language: 'id' });
      expect(created.status, id).toBe(201);
      const run = await finished('SUPERADMIN', created.body.runId);
      expect(run.status, `${id}: ${run.error}`).toBe('DONE');
      const book = await readBook((await api.request('SUPERADMIN', 'GET', `/runs/${run.runId}/files/xlsx`)).rawPayload);
      expect(dataRows(book).length, id).toBe(run.rowsDone);
    }
  }, 120_000);
});

describe('files and runs are their owner’s', () => {
  it("lists only the user's own runs; CO1 gets 404 for TO1's run and file, the platform may read them", async () => {
    const mine = await api.call('CO1', 'GET', '/runs?length=100');
    expect(mine.status).toBe(200);
    expect(mine.body.aaData.length).toBeGreaterThan(0);
    expect(new Set(mine.body.aaData.map((r: { usrId: string }) => r.usrId))).toEqual(new Set(['CO1']));
    const [to1] = await rows<{ run_id: number }>(
      sql`select run_id from report_runs where usr_id = 'TO1' and status = 'DONE' limit 1`,
    );
    expect(to1).toBeDefined();
    expect((await api.call('CO1', 'GET', `/runs/${to1!.run_id}`)).status).toBe(404);
    expect((await api.request('CO1', 'GET', `/runs/${to1!.run_id}/files/xlsx`)).statusCode).toBe(404);
    expect((await api.request('CO1', 'GET', `/runs/${to1!.run_id}/files/pdf`)).statusCode).toBe(404);
    expect((await api.request('TO1', 'GET', `/runs/${to1!.run_id}/files/xlsx`)).statusCode).toBe(200);
    expect((await api.request('SUPERADMIN', 'GET', `/runs/${to1!.run_id}/files/xlsx`)).statusCode).toBe(200);
    expect((await api.request('CO1', 'GET', '/runs/99999999/files/xlsx')).statusCode).toBe(404);
    expect((await api.request('CO1', 'GET', '/runs/abc/files/xlsx')).statusCode).toBe(400);
    expect((await api.request('CO1', 'GET', `/runs/${to1!.run_id}/files/exe`)).statusCode).toBe(400);
  });

  it('has demo runs with real files for SUPERADMIN, CO1 and TO1', async () => {
    const demo = await rows<{ usr_id: string; n: number }>(
      sql`select usr_id, count(*)::int as n from report_runs r
           where status = 'DONE' and exists (select 1 from report_files f where f.run_id = r.run_id and f.kind = 'xlsx')
           group by usr_id order by usr_id`,
    );
    expect(demo.map((d) => d.usr_id)).toEqual(expect.arrayContaining(['CO1', 'SUPERADMIN', 'TO1']));
  });

  it('refuses a fourth open run of a user (409)', async () => {
    // Queued runs with no worker on this connection's queue would be made by the worker above: insert them directly.
    await ctx.database.db.insert(reportRuns).values(
      [1, 2, 3].map(() => ({
        reportId: 'jobs' as const,
        usrId: 'CO1FIN',
        accnId: 'CO0001',
        platform: false,
        params: { from: monthAgo, to: today, format: 'XLSX' as const, language: 'en' as const },
        status: 'RUNNING' as const,
        heartbeatAt: new Date(),
      })),
    );
    const res = await api.call('CO1FIN', 'POST', '/billing/runs', { from: monthAgo, to: today });
    expect(res.status).toBe(409);
    await ctx.database.db.delete(reportRuns).where(eq(reportRuns.usrId, 'CO1FIN'));
  });
});

describe('the XLSX and the expiry', () => {
  it('rolls over to a new sheet past the rows per sheet, with every row once', async () => {
    const [run] = await ctx.database.db
      .insert(reportRuns)
      .values({
        reportId: 'jobs',
        usrId: 'SUPERADMIN',
        accnId: 'LINTAS',
        platform: true,
        params: { from: monthAgo, to: today, format: 'XLSX', language: 'en' },
      })
      .returning();
    const done = await makeRun(ctx.database.db, run!.runId, { rowsPerSheet: 3, batchRows: 2 });
    expect(done?.status).toBe('DONE');
    const book = await readBook((await api.request('SUPERADMIN', 'GET', `/runs/${run!.runId}/files/xlsx`)).rawPayload);
    expect(book.worksheets.length).toBe(Math.ceil(done!.rowsDone / 3));
    book.worksheets.forEach((ws) => expect((ws.getRow(1).values as unknown[])[1]).toBe('Job'));
    expect(dataRows(book)).toHaveLength(done!.rowsDone);
    // A second worker finds the run taken and does nothing.
    expect(await makeRun(ctx.database.db, run!.runId)).toBeNull();
  });

  it('deletes the files of runs past their days and keeps the run as EXPIRED', async () => {
    const [run] = await rows<{ run_id: number }>(
      sql`select run_id from report_runs where usr_id = 'CO1' and status = 'DONE' limit 1`,
    );
    await ctx.database.db
      .update(reportRuns)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(reportRuns.runId, run!.run_id));
    const expired = await expireRuns(ctx.database.db);
    expect(expired).toBeGreaterThanOrEqual(1);
    const [after] = await ctx.database.db.select().from(reportRuns).where(eq(reportRuns.runId, run!.run_id));
    expect(after).toMatchObject({ status: 'EXPIRED', xlsxBytes: null, pdfBytes: null });
    expect(await ctx.database.db.$count(reportFiles, and(eq(reportFiles.runId, run!.run_id)))).toBe(0);
    expect((await api.request('CO1', 'GET', `/runs/${run!.run_id}/files/xlsx`)).statusCode).toBe(404);
    // Runs not yet due are kept.
    expect(await ctx.database.db.$count(reportRuns, eq(reportRuns.status, 'DONE'))).toBeGreaterThan(0);
  });
});
