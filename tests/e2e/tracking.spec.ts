import { readFile } from 'node:fs/promises';
import { withLuhnDigit } from '../../src/domain/tracking/tracking';
import { expect as axeExpect, test } from './axe-test';
import { driveRound } from '../../src/server/tracking/simulator';
import { signIn } from './helpers';

const expect = axeExpect.configure({ timeout: 20_000 });

/** TRK-TO1-01's demo device (src/server/db/seed/demo-tracking.ts). */
const IMEI_TO1_01 = withLuhnDigit('35693803564001');
/** TRK-TO1-05's: the truck of CO1's ongoing demo job from Cikarang to Karawang and Sunter (demo-jobs.ts, 00005). */
const IMEI_TO1_05 = withLuhnDigit('35693803564005');

test('TO1 watches a truck move on the live map as its tracker reports, replays the route of the day and downloads it as GPX', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'TO1');
  await page.getByRole('button', { name: 'Tracking', exact: true }).click();
  await page.getByRole('link', { name: 'Live monitoring' }).click();
  await expect(page).toHaveURL(/\/administrations\/live-monitoring$/);
  await expect(page.getByTestId('live-stream-status')).toHaveAttribute('data-status', 'live');
  const row = page.getByTestId('live-truck-TRK-TO1-01');
  await expect(row).toBeVisible();
  const before = await row.getAttribute('data-lat');
  // Another operator's trucks are not on TO1's map.
  await expect(page.locator('[data-testid^="live-truck-TRK-TO2"]')).toHaveCount(0);

  // The tracker reports over OsmAnd (no session): the row moves without a reload.
  const lat = -6.1299 + Math.round(Math.random() * 100) / 100_000;
  const lon = 106.8801;
  const res = await request.get(
    `/api/v1/lintas/trucking/tracking/osmand?id=${IMEI_TO1_01}&lat=${lat}&lon=${lon}&timestamp=${Math.floor(Date.now() / 1000)}&speed=27&bearing=90`,
  );
  expect(res.status()).toBe(200);
  await expect(row).toHaveAttribute('data-lat', lat.toFixed(5));
  expect(lat.toFixed(5)).not.toBe(before);
  await expect(row).toHaveAttribute('data-lon', lon.toFixed(5));
  await expect(row).toHaveAttribute('data-state', 'MOVING');
  await expect(row).toContainText('50 km/h');
  // The same page: no navigation happened (the stream pushed the position).
  await expect(page).toHaveURL(/\/administrations\/live-monitoring$/);

  // The filter narrows the list.
  await page.getByTestId('live-search').fill('zzz-no-such-plate');
  await expect(page.getByTestId('live-empty')).toBeVisible();
  await page.getByTestId('live-search').fill('');

  // The route of the day, replayed.
  await page.getByRole('link', { name: 'Historical monitoring' }).click();
  await page.getByTestId('history-truck').click();
  await page.getByRole('option', { name: 'B 9101 TNA' }).click();
  await expect(page.getByTestId('history-summary')).toBeVisible();
  const points = Number((await page.getByTestId('history-points').textContent())!.replace(/\D/g, ''));
  expect(points).toBeGreaterThan(10);
  await expect(page.getByTestId('history-distance')).toContainText(/\d km/);
  // The timeline starts at the end (the newest position), the one just reported.
  await expect(page.getByTestId('history-current')).toContainText(`${lat.toFixed(5)}, ${lon.toFixed(5)}`);
  const thumb = page.getByRole('slider', { name: 'Timeline' });
  await thumb.focus();
  await page.keyboard.press('Home');
  await expect(page.getByTestId('history-current')).toHaveAttribute('data-index', '0');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('history-current')).toHaveAttribute('data-index', '1');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('history-gpx').click()]);
  expect(download.suggestedFilename()).toMatch(/^route-B9101TNA-\d{4}-\d{2}-\d{2}\.gpx$/);
  const gpx = await readFile((await download.path())!, 'utf8');
  expect(gpx).toContain('<gpx version="1.1"');
  expect(gpx).toContain('xmlns="http://www.topografix.com/GPX/1/1"');
  expect(gpx.match(/<trkpt /g)?.length).toBe(points);
  expect(gpx).toContain(`<trkpt lat="${lat.toFixed(6)}" lon="${lon.toFixed(6)}">`);
});

test('TO1 sees its fleet at a glance on truck tracking (id: WIB times, km/h with a decimal comma)', async ({ browser }) => {
  const context = await browser.newContext();
  await context.addInitScript(() => window.localStorage.setItem('languagePreference', 'id'));
  const page = await context.newPage();
  await signIn(page, 'TO1');
  await page.goto('/trucking/applications/service/truckTracking');
  await expect(page.getByRole('heading', { name: 'Pelacakan truk' })).toBeVisible();
  const rows = page.locator('[data-testid="fleet-row"], [data-testid^="fleet-row-"]');
  await expect(rows.first()).toBeVisible();
  await expect(page.getByTestId('fleet-state-TRK-TO1-07')).toHaveAttribute('data-state', 'NONE');
  await expect(page.getByText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} WIB/).first()).toBeVisible();
  await context.close();
});

test("the simulator drives TO1's truck on its assigned job: TO1 watches it on the live map and the job's timeline shows the arrival at the drop", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'TO1');
  await page.goto('/trucking/administrations/live-monitoring');
  await expect(page.getByTestId('live-stream-status')).toHaveAttribute('data-status', 'live');
  // TRK-TO1-05 has reported nothing yet: not on the map.
  const row = page.getByTestId('live-truck-TRK-TO1-05');
  await expect(row).toHaveCount(0);

  // The simulator drives it from the pickup (Cikarang) to the first drop (Karawang), a fix every 30 s, standing six
  // minutes at each, compressed so the round ends now.
  const { sent, refused } = await driveRound({
    base: baseURL!,
    imei: IMEI_TO1_05,
    route: ['LOC-CO1-CIKARANG', 'LOC-CO1-KARAWANG'],
    speedup: 1_000,
    stepS: 30,
  });
  expect(refused).toEqual([]);
  expect(sent).toBeGreaterThan(30);
  // The truck's row appeared with its current job.
  await expect(row).toBeVisible();
  const jobId = /\b(JB\d+00005)\b/.exec((await row.textContent()) ?? '')?.[1];
  expect(jobId, 'the ongoing demo job on TRK-TO1-05').toBeTruthy();
  // The live map followed it to the drop (pushed by the stream, no reload).
  await expect(row).toHaveAttribute('data-lat', '-6.36760');
  await expect(row).toHaveAttribute('data-lon', '107.28930');
  await expect(row).toHaveAttribute('data-state', 'STOPPED');
  await expect(page).toHaveURL(/\/administrations\/live-monitoring$/);

  // The job's timeline: arrived at pickup, left pickup, arrived at the drop.
  await page.goto(`/trucking/applications/services/job/truck/view/${jobId}`);
  const timeline = page.getByTestId('job-timeline');
  await expect(timeline.locator('[data-verb="arrivePickup"]')).toHaveCount(1);
  await expect(timeline.locator('[data-verb="leavePickup"]')).toHaveCount(1);
  await expect(timeline.locator('[data-verb="arriveDrop"]')).toHaveCount(1);
  await expect(timeline.locator('[data-verb="arriveDrop"]')).toContainText('Arrived at drop');
});
