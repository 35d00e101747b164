import { eq, sql } from 'drizzle-orm';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { businessDate } from '../../../domain/contracts/contracts';
import type { ReportId, ReportParams } from '../../../domain/reports/reports';
import { readIntParam } from '../../sysparams/sysparams.service';
import { buildRunFiles, storeRunFiles } from '../../reports/reports.service';
import type { DbOrTx } from '../client';
import { accounts, reportRuns } from '../schema';

/** The demo's finished report runs: who asked, which report, over whose data (the platform: everyone's). */
const DEMO_RUNS: Array<{ usrId: string; accnId: string; platform: boolean; reportId: ReportId; state?: string }> = [
  { usrId: 'SUPERADMIN', accnId: 'LINTAS', platform: true, reportId: 'jobs' },
  { usrId: 'SUPERADMIN', accnId: 'LINTAS', platform: true, reportId: 'billing' },
  { usrId: 'CO1', accnId: 'CO0001', platform: false, reportId: 'jobs' },
  { usrId: 'CO1', accnId: 'CO0001', platform: false, reportId: 'onTimeDelivery' },
  { usrId: 'TO1', accnId: 'TO0001', platform: false, reportId: 'truckUtilisation' },
  { usrId: 'TO1', accnId: 'TO0001', platform: false, reportId: 'payouts' },
];

/**
 * Finished report runs for SUPERADMIN, CO1 and TO1 over the last 90 days of the demo data, with real files: made at
 * seed by the worker's own steps (`buildRunFiles`, `storeRunFiles`) inside the seed's transaction, so they hold the
 * demo rows as seeded. Kept REPORT_KEEP_DAYS days from the seed, like any run.
 */
export async function seedDemoReports(tx: DbOrTx, now: Date = new Date()): Promise<void> {
  const to = businessDate(now);
  const from = businessDate(new Date(now.getTime() - 89 * 86_400_000));
  const keepDays = await readIntParam(tx, 'REPORT_KEEP_DAYS');
  const dir = await mkdtemp(path.join(tmpdir(), 'lintas-demo-reports-'));
  try {
    for (const demo of DEMO_RUNS) {
      const params: ReportParams = { from, to, format: 'XLSX_PDF', language: demo.usrId === 'TO1' ? 'id' : 'en' };
      const [run] = await tx
        .insert(reportRuns)
        .values({
          reportId: demo.reportId,
          usrId: demo.usrId,
          accnId: demo.accnId,
          platform: demo.platform,
          params,
          status: 'RUNNING',
          startedAt: now,
        })
        .returning();
      const [company] = await tx.select({ name: accounts.accnName }).from(accounts).where(eq(accounts.accnId, demo.accnId));
      const files = await buildRunFiles(tx, run!, company?.name ?? demo.accnId, { dir, progress: async () => {} });
      const sizes = await storeRunFiles(tx, run!.runId, files);
      await tx
        .update(reportRuns)
        .set({
          status: 'DONE',
          rowsDone: files.rows,
          rowsTotal: files.rows,
          percent: 100,
          ...sizes,
          pdfCapped: files.pdfCapped,
          finishedAt: now,
          expiresAt: sql`${now.toISOString()}::timestamptz + make_interval(days => ${keepDays})`,
        })
        .where(eq(reportRuns.runId, run!.runId));
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
