import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { expect as axeExpect, test } from './axe-test';
import { dayFirst, signIn } from './helpers';
import { databaseUrl } from '../support/db-url';

// The machine running the journeys may be loaded: screens get longer than the default 7 s to settle.
const expect = axeExpect.configure({ timeout: 20_000 });

const JOBS = 100_000;
const port = Number(process.env.E2E_PORT ?? 8091);
const suffix = String(Date.now()).slice(-6);
const CO = `RPC${suffix}`;
const TO = `RPT${suffix}`;
const USER = `RPTADM${suffix}`;

/** The journeys' database (tests/e2e/serve.ts): on TEST_DATABASE_URL's server, else the embedded cluster of the port. */
function e2eDatabaseUrl(): string {
  const name = port === 8091 ? 'lintas_e2e' : `lintas_e2e_${port}`;
  if (process.env.TEST_DATABASE_URL) return databaseUrl(process.env.TEST_DATABASE_URL, name);
  const dir = path.join(process.cwd(), '.tmp', port === 8091 ? 'e2e-data' : `e2e-data-${port}`, 'pg', 'postmaster.pid');
  const pgPort = readFileSync(dir, 'utf8').split('\n')[3]!.trim();
  return `postgres://postgres:lintas-embedded@127.0.0.1:${pgPort}/lintas`;
}

const jakartaDay = (offsetDays = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );

let db: pg.Client;

test.beforeAll(async () => {
  db = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await db.connect();
  // A cargo owner and a truck operator of their own (copies of the demo's), so no other journey's list changes,
  // and the cargo owner's administrator (CO1's password).
  await db.query(
    `insert into accounts select (jsonb_populate_record(null::accounts, to_jsonb(a) || jsonb_build_object(
        'accn_id', $1::text, 'accn_name', 'PT Laporan Besar ' || $2::text, 'accn_coy_regn', lpad($2::text, 16, '7')))).*
       from accounts a where accn_id = 'CO0001'`,
    [CO, suffix],
  );
  await db.query(
    `insert into accounts select (jsonb_populate_record(null::accounts, to_jsonb(a) || jsonb_build_object(
        'accn_id', $1::text, 'accn_name', 'PT Truk Laporan ' || $2::text, 'accn_coy_regn', lpad($2::text, 16, '8')))).*
       from accounts a where accn_id = 'TO0001'`,
    [TO, suffix],
  );
  await db.query(
    `insert into users select (jsonb_populate_record(null::users, to_jsonb(u) || jsonb_build_object(
        'usr_id', $1::text, 'accn_id', $2::text, 'usr_name', 'Rina Laporan', 'contact_email', lower($1::text) || '@laporan.co.id',
        'usr_pass_nid', lpad($3::text, 16, '5')))).*
       from users u where usr_id = 'CO1'`,
    [USER, CO, suffix],
  );
  await db.query(`insert into user_roles (usr_id, role_id) values ($1, 'ACCN_ADMIN')`, [USER]);
  // 100,000 jobs of the new cargo owner, created in the last ten minutes (today in Jakarta, or yesterday just after midnight).
  await db.query(
    `insert into jobs (job_id, creator_accn_id, customer_accn_id, to_accn_id, shipment_type, load_type, trucking_direction,
                       charge_basis, customer_ref, pickup_at, job_state, currency, total_charge, created_at, updated_at)
     select 'JR' || $3::text || lpad(i::text, 6, '0'), $1::text, $1::text, $2::text,
            (array['IMPORT','EXPORT','DOMESTIC','LOCAL'])[1 + i % 4], 'FTL', 'IN', 'DO', 'PO-R' || i,
            now() + make_interval(days => 1 + i % 20), (array['SUB','ACP','ASG','DLV'])[1 + i % 4], 'IDR',
            1500000 + (i % 50) * 25000, now() - make_interval(secs => i % 600), now()
       from generate_series(1, $4::int) as i`,
    [CO, TO, suffix, JOBS],
  );
});

test.afterAll(async () => {
  // Leave the other journeys the database as it was.
  await db.query(`delete from report_runs where usr_id = $1`, [USER]);
  await db.query(`delete from jobs where creator_accn_id = $1`, [CO]);
  await db.query(`delete from sessions where usr_id = $1`, [USER]).catch(() => {});
  await db.end();
});

/** The rows of every sheet of the XLSX, read as a stream (the header rows left out). */
async function dataRows(file: string): Promise<{ rows: number; sheets: number; first: unknown[] | null }> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, { sharedStrings: 'cache', worksheets: 'emit' });
  let rows = 0;
  let sheets = 0;
  let first: unknown[] | null = null;
  for await (const sheet of reader) {
    sheets++;
    for await (const row of sheet) {
      if (row.number === 1) continue;
      if (!first) first = (row.values as unknown[]).slice(1);
      rows++;
    }
  }
  return { rows, sheets, first };
}

test('a company administrator runs "jobs by period" over 100,000 jobs, sees its progress and downloads the XLSX', async ({
  page,
}) => {
  // Seeding is in beforeAll; the journey itself takes 30-60 s (every screen is also checked by axe), more on a loaded machine.
  test.setTimeout(200_000);
  await signIn(page, USER);
  await expect(page.getByTestId('nav-menu')).toBeVisible();
  await page.getByTestId('nav-reports').click();
  await expect(page).toHaveURL(/\/trucking\/reports\/list/);
  await expect(page.getByTestId('report-card-jobs')).toBeVisible();
  // A cargo owner has no fleet reports.
  await expect(page.getByTestId('report-card-truckUtilisation')).toHaveCount(0);

  await page.getByTestId('report-run-jobs').click();
  await expect(page).toHaveURL(/\/trucking\/reports\/generate\/jobs/);
  // A period that ends before it starts is the field's error, from the shared schema.
  await page.getByTestId('report-generate-from').fill(dayFirst(jakartaDay(1)));
  await page.getByTestId('report-generate-to').fill(dayFirst(jakartaDay(-1)));
  // Close the date picker the typing opened (it lies over the submit button).
  await page.keyboard.press('Escape');
  await page.getByTestId('report-generate-submit').click();
  await expect(page.getByText('The end must not be before the start')).toBeVisible();
  await page.getByTestId('report-generate-from').fill(dayFirst(jakartaDay(-1)));
  await page.getByTestId('report-generate-to').fill(dayFirst(jakartaDay(0)));
  await page.keyboard.press('Escape');
  await page.getByTestId('report-generate-format').click();
  await page.getByRole('option', { name: 'XLSX only' }).click();
  await page.getByTestId('report-generate-submit').click();

  // Back on the list at once; the run's row shows its progress as the worker goes (the page asks every 2 s).
  await expect(page).toHaveURL(/\/trucking\/reports\/list/);
  const row = page.locator('[data-testid^="report-run-row-"]').first();
  await expect(row).toBeVisible();
  const runId = (await row.getAttribute('data-testid'))!.replace('report-run-row-', '');
  const progress = page.getByTestId(`report-run-progress-${runId}`);
  const state = page.getByTestId(`report-run-state-${runId}`);
  const seen: Array<{ state: string; percent: number; rows: number }> = [];
  const deadline = Date.now() + 60_000;
  for (;;) {
    const s = (await state.getAttribute('data-state')) ?? '';
    const percent = Number(await progress.getAttribute('data-percent'));
    const rows = Number(await progress.getAttribute('data-rows'));
    const last = seen[seen.length - 1];
    if (!last || last.state !== s || last.percent !== percent) seen.push({ state: s, percent, rows });
    if (s === 'DONE' || s === 'FAILED' || Date.now() > deadline) break;
    await page.waitForTimeout(150);
  }
  expect(seen[seen.length - 1]).toEqual({ state: 'DONE', percent: 100, rows: JOBS });
  // The progress changed on screen while it ran: a running row part way, with rows so far, before the end.
  expect(seen.some((s) => s.state === 'RUNNING' && s.percent > 0 && s.percent < 100 && s.rows > 0 && s.rows < JOBS)).toBe(true);
  await expect(progress).toContainText('100% · 100,000 of 100,000 rows');

  const download = page.waitForEvent('download');
  await page.getByTestId(`report-run-xlsx-${runId}`).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`jobs-${runId}-${jakartaDay(-1)}_${jakartaDay(0)}.xlsx`);
  const read = await dataRows((await file.path())!);
  expect(read.rows).toBe(JOBS);
  expect(read.sheets).toBe(1);
  expect(String(read.first?.[0])).toMatch(new RegExp(`^JR${suffix}\\d{6}$`));
  // No PDF was asked for.
  await expect(page.getByTestId(`report-run-pdf-${runId}`)).toHaveCount(0);
});
