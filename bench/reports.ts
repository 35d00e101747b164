/**
 * Background reports (issue 17): the platform's "jobs by period" report over every job of the bench database (1,000,000
 * with `npm run bench`), made by the worker's own function (`makeRun`: the count, the server-side cursor in batches of
 * 5,000, the streaming XLSX writer, the capped PDF, the file's chunks into PostgreSQL) in a process of its own, so its
 * peak RSS is the report's alone.
 *
 * The baseline, in a process of its own too, only reads the same query through the same kind of cursor (same batch
 * size, same read-only snapshot) and drops the rows: what the database and the driver cost. Memory must stay flat: the
 * report's peak RSS near the baseline's, whatever the number of rows.
 *
 * Run on its own: `npx tsx bench/reports.ts <database url>` (the database must hold the bench's jobs).
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { connect } from '../src/server/db/client';
import { reportRuns } from '../src/server/db/schema';
import { reportQuery } from '../src/server/reports/report-queries';
import { BATCH_ROWS, makeRun } from '../src/server/reports/reports.service';

export interface ReportBenchSide {
  rows: number;
  ms: number;
  rowsPerSecond: number;
  peakRssMb: number;
  xlsxMb?: number;
}

export interface ReportBench {
  base: ReportBenchSide;
  ours: ReportBenchSide;
}

const PARAMS = { from: '2000-01-01', to: '2000-12-31', format: 'XLSX_PDF' as const, language: 'en' as const };

/** One side in this process (the child): prints its figures as one JSON line. */
async function side(kind: 'base' | 'ours', url: string): Promise<void> {
  const database = connect(url, 3);
  const { db } = database;
  // The period: every job of the bench (created up to now; the widest period the report takes ends today).
  const [range] = (
    await db.execute(
      sql`select (min(created_at) at time zone 'Asia/Jakarta')::date::text as from, (now() at time zone 'Asia/Jakarta')::date::text as to from jobs`,
    )
  ).rows as Array<{ from: string; to: string }>;
  const params = { ...PARAMS, from: range!.from, to: range!.to };
  const started = performance.now();
  let rows = 0;
  let xlsxMb: number | undefined;
  if (kind === 'base') {
    await db.transaction(
      async (tx) => {
        await tx.execute(
          sql`declare bench_cursor no scroll cursor for ${reportQuery('jobs', params, { accnId: 'LINTAS', platform: true })}`,
        );
        for (;;) {
          const { rows: batch } = await tx.execute(sql`fetch forward ${sql.raw(String(BATCH_ROWS))} from bench_cursor`);
          rows += batch.length;
          if (batch.length < BATCH_ROWS) break;
        }
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  } else {
    const [run] = await db
      .insert(reportRuns)
      .values({ reportId: 'jobs', usrId: 'SUPERADMIN', accnId: 'LINTAS', platform: true, params })
      .returning();
    const done = await makeRun(db, run!.runId);
    if (done?.status !== 'DONE') throw new Error(`the report failed: ${done?.error}`);
    rows = done.rowsDone;
    xlsxMb = Number(((done.xlsxBytes ?? 0) / 1_048_576).toFixed(1));
    await db.delete(reportRuns).where(sql`run_id = ${run!.runId}`);
  }
  const ms = performance.now() - started;
  await database.close();
  const out: ReportBenchSide = {
    rows,
    ms: Math.round(ms),
    rowsPerSecond: Math.round((rows / ms) * 1000),
    // ru_maxrss: the process's peak resident set, in kB on Linux.
    peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    ...(xlsxMb !== undefined ? { xlsxMb } : {}),
  };
  process.stdout.write(`${JSON.stringify(out)}\n`);
}

/** Runs each side in a child process and answers both. */
export function benchReports(url: string): ReportBench {
  const run = (kind: 'base' | 'ours') => {
    const out = execFileSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), kind, url], {
      encoding: 'utf8',
      maxBuffer: 1024 * 1024,
    });
    return JSON.parse(out.trim().split('\n').pop()!) as ReportBenchSide;
  };
  return { base: run('base'), ours: run('ours') };
}

const [, , first, second] = process.argv;
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (first === 'base' || first === 'ours') {
    await side(first, second!);
  } else if (first) {
    const r = benchReports(first);
    console.warn(JSON.stringify(r, null, 2));
  }
}
