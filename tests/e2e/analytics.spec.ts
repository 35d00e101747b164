import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { expect, test } from './axe-test';
import { signIn } from './helpers';
import { databaseUrl } from '../support/db-url';
import { addDays, jakartaToday } from '../../src/domain/analytics/analytics';

/**
 * Issue 17, analytics dashboards: the super admin's figures equal SQL counts over the demo data (read here straight
 * from the journeys' database), a bar and a day of the table open the jobs list filtered by that day; TO1's
 * administrator opens the fleet inventory; CO1's
 * administrator opens the company's analytics (the refusal without the ADMIN role: src/server/analytics/analytics.test.ts).
 */
const port = Number(process.env.E2E_PORT ?? 8091);

/** The journeys' database (tests/e2e/serve.ts): on TEST_DATABASE_URL's server, else the embedded cluster. */
function e2eDatabaseUrl(): string {
  if (process.env.TEST_DATABASE_URL)
    return databaseUrl(process.env.TEST_DATABASE_URL, port === 8091 ? 'lintas_e2e' : `lintas_e2e_${port}`);
  const dataDir = path.join('.tmp', port === 8091 ? 'e2e-data' : `e2e-data-${port}`, 'pg');
  const pgPort = readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[3];
  return `postgres://postgres:lintas-embedded@127.0.0.1:${pgPort}/lintas`;
}

async function sql<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

// The charts' chunk and the texts load with these screens: on a busy machine the first paint takes a while.
test.describe.configure({ timeout: 240_000 });
const FIRST = { timeout: 90_000 };

const DAY = (column: string) => `(${column} at time zone 'Asia/Jakarta')::date`;
const to = jakartaToday();
const from = addDays(to, -29);

test('the super admin sees the platform figures as SQL counts them, and drills down to the jobs of a day', async ({ page }) => {
  const [jobs] = await sql<{ n: number }>(
    `select count(*)::int as n from jobs where job_state <> 'DEL' and ${DAY('created_at')} between $1::date and $2::date`,
    [from, to],
  );
  const [active] = await sql<{ n: number }>(
    `select count(distinct a)::int as n from jobs j, unnest(array[j.creator_accn_id, j.customer_accn_id, j.to_accn_id]) a
      where j.job_state not in ('DRF','DEL') and ${DAY('j.created_at')} between $1::date and $2::date`,
    [from, to],
  );
  const gmv = await sql<{ currency: string; amount: string; n: number }>(
    `select currency, sum(total)::text as amount, count(*)::int as n from job_bills
      where approved_at is not null and ${DAY('approved_at')} between $1::date and $2::date group by 1 order by 1`,
    [from, to],
  );
  const [payouts] = await sql<{ n: number }>(
    `select count(*)::int as n from payouts where status in ('NEW','VER','APP','PAYING')`,
  );
  // The last day of the week with jobs: a day without any has a bar of no height, nothing to click (just after midnight
  // WIB, today is such a day: the journeys' jobs were all created yesterday in Jakarta).
  const [busiest] = await sql<{ day: string; n: number }>(
    `select to_char(${DAY('created_at')}, 'YYYY-MM-DD') as day, count(*)::int as n from jobs
      where job_state <> 'DEL' and ${DAY('created_at')} between $1::date and $2::date group by 1 order by 1 desc limit 1`,
    [addDays(to, -6), to],
  );
  expect(jobs!.n).toBeGreaterThan(0);
  expect(gmv.length).toBeGreaterThan(0);

  await signIn(page, 'SUPERADMIN');
  await page.goto('/trucking/dashboard/analytics');
  await expect(page.getByTestId('analytics-platform')).toBeVisible(FIRST);
  await expect(page.getByTestId('analytics-jobs-value')).toHaveAttribute('data-value', String(jobs!.n));
  await expect(page.getByTestId('analytics-active-value')).toHaveAttribute('data-value', String(active!.n));
  await expect(page.getByTestId('analytics-payouts-value')).toHaveAttribute('data-value', String(payouts!.n));
  await expect(page.getByTestId('analytics-bills-value')).toHaveAttribute('data-value', String(gmv.reduce((n, g) => n + g.n, 0)));
  for (const g of gmv) {
    const link = page.getByTestId(`analytics-gmv-${g.currency}`);
    expect(Number(await link.getAttribute('data-amount'))).toBe(Number(g.amount));
  }
  // The account figures the page had before stay.
  await expect(page.getByTestId('analytics-users-total')).toBeVisible();
  await expect(page.getByTestId('analytics-as-of')).toContainText('WIB');

  // A preset: 7 days, the URL keeps the range; the comparison names the week before.
  await page.getByTestId('analytics-preset').getByText('7').click();
  await expect(page).toHaveURL(new RegExp(`from=${addDays(to, -6)}&to=${to}`));
  await expect(page.getByTestId('analytics-jobs-chart').locator('.recharts-bar-rectangle')).toHaveCount(7);

  // A day's bar opens the jobs list filtered by that day (the bars run from 6 days ago to today).
  expect(busiest, 'a job created in the last 7 days').toBeDefined();
  const day = busiest!.day;
  const bar = 6 - Math.round((Date.parse(to) - Date.parse(day)) / 86_400_000);
  await page.getByTestId('analytics-jobs-chart').locator('.recharts-bar-rectangle').nth(bar).click();
  await expect(page).toHaveURL(new RegExp(`/applications/services/truck/list\\?jobDtCreateFrom=${day}&jobDtCreateTo=${day}`));
  await expect(page.getByTestId('jobs-row')).toHaveCount(Math.min(busiest!.n, 10));

  // The table alternative does the same from the keyboard.
  await page.goBack();
  await page.getByTestId('analytics-jobs-table-toggle').click();
  await page.getByTestId(`analytics-day-${day}`).click();
  await expect(page).toHaveURL(new RegExp(`jobDtCreateFrom=${day}&jobDtCreateTo=${day}`));
});

test('the figures read in Bahasa Indonesia: Rupiah with dots, a decimal comma', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('languagePreference', 'id'));
  await signIn(page, 'SUPERADMIN');
  await page.goto('/trucking/dashboard/analytics');
  await expect(page.getByTestId('analytics-gmv-IDR')).toBeVisible(FIRST);
  await expect(page.getByTestId('analytics-gmv-IDR')).toContainText(/^Rp \d{1,3}(\.\d{3})*(,\d+)?$/);
  await expect(page.getByTestId('analytics-as-of')).toContainText('Angka per');
});

test("CO1's administrator sees the company's analytics", async ({ page }) => {
  const [jobs] = await sql<{ n: number }>(
    `select count(*)::int as n from jobs j where j.job_state <> 'DEL' and ${DAY('j.created_at')} between $1::date and $2::date
        and (j.creator_accn_id = 'CO0001' or ((j.customer_accn_id = 'CO0001' or j.to_accn_id = 'CO0001') and j.job_state not in ('DRF','DEL')))`,
    [from, to],
  );
  await signIn(page, 'CO1');
  await page.getByTestId('nav-analytics2').click(FIRST);
  await expect(page).toHaveURL(/\/dashboard\/analytics-2/);
  await expect(page.getByTestId('analytics-company')).toBeVisible(FIRST);
  await expect(page.getByTestId('analytics-jobs-value')).toHaveAttribute('data-value', String(jobs!.n));
  // The jobs figure opens the company's own job list over the range.
  await page.getByTestId('analytics-jobs').click();
  await expect(page).toHaveURL(new RegExp(`/applications/services/job/coff/truck\\?jobDtCreateFrom=${from}&jobDtCreateTo=${to}`));
});

test("TO1's administrator opens the fleet inventory: states, idle trucks, expiring documents", async ({ page }) => {
  const [trucks] = await sql<{ n: number }>(`select count(*)::int as n from trucks where accn_id = 'TO0001' and status = 'A'`);
  await signIn(page, 'TO1');
  await page.getByTestId('nav-inventoryManagement').click(FIRST);
  await expect(page).toHaveURL(/\/dashboard\/inventory-management/);
  await expect(page.getByTestId('inventory-trucks-value')).toHaveText(String(trucks!.n), FIRST);
  // The demo: TRK-TO1-03's insurance ran out three days ago, TRK-TO1-01's STNK runs out in 12 days.
  await expect(page.getByTestId('inventory-expiring-TRK-TO1-03-INSURANCE')).toBeVisible();
  await expect(page.getByTestId('inventory-expiring-TRK-TO1-01-STNK')).toBeVisible();
  await expect(page.getByTestId('inventory-expiring-table')).toContainText('12 days');
  // A state opens the trucks list filtered by it.
  await page.getByTestId('inventory-trucks-by-state-UNASSIGNED').click();
  await expect(page).toHaveURL(/\/administrations\/truck-management\?vhState=UNASSIGNED/);
});
