import { expect as axeExpect, test } from './axe-test';
import { apiToken, signIn } from './helpers';

// The machine running the journeys may be loaded: screens get longer than the default 7 s to settle.
const expect = axeExpect.configure({ timeout: 20_000 });
const API = '/api/v1/lintas/trucking';

test('a speeding point through the OsmAnd endpoint raises an alert that TO1 acknowledges with a remark', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await apiToken(request, 'TO1');
  const all = (await (
    await request.get(`${API}/tracking-devices?length=100`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as {
    aaData: Array<{ deviceId: string; imei: string }>;
  };
  const imei = all.aaData.find((d) => d.deviceId === 'DEV-TO1-04')!.imei;
  // A slow fix ends any earlier speeding episode of the truck, then a fast one (the demo rule: over 30 km/h).
  const now = Math.floor(Date.now() / 1000);
  const send = (seconds: number, knots: number, lat: number) =>
    request.get(`${API}/tracking/osmand?id=${imei}&lat=${lat}&lon=106.95&timestamp=${now - seconds}&speed=${knots}`);
  expect((await send(90, 5, -6.2)).status()).toBe(200);
  expect((await send(30, 40, -6.195)).status()).toBe(200);

  await signIn(page, 'TO1');
  await page.goto('/trucking/administrations/alert?ack=OPEN&kind=SPEEDING');
  await page.getByTestId('alerts-search').fill('B 9104');
  const row = page.getByTestId('alerts-row').filter({ hasText: 'B 9104 TNA' }).first();
  await expect(row).toContainText('74');
  await expect(row.getByTestId('alert-ack-state')).toHaveText('Not yet');
  await row.getByTestId('alert-ack').click();
  await page.getByTestId('reason-input').fill('Called the driver: toll road, slowed down');
  await page.getByTestId('reason-confirm').click();
  await expect(page.getByText('Alert acknowledged')).toBeVisible();
  // Acknowledged alerts drop out of the open filter; under Acknowledged it shows who and the remark.
  await page.goto('/trucking/administrations/alert?ack=ACKED&kind=SPEEDING');
  await page.getByTestId('alerts-search').fill('B 9104');
  const acked = page.getByTestId('alerts-row').filter({ hasText: 'Called the driver' });
  await expect(acked).toHaveCount(1);
  await expect(acked).toContainText('TO1');
});

test('the cargo-tracking page shows the job to a visitor with the right tracking code only', async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext();
  await context.addInitScript(() => window.localStorage.setItem('languagePreference', 'id'));
  const page = await context.newPage();
  await page.goto('/trucking/dsvs/cargo-tracking/SMA-PO-2613');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lacak kargo Anda');
  await expect(page.getByTestId('cargo-ref')).toHaveValue('SMA-PO-2613');
  await page.getByTestId('cargo-code').fill('0000AAAA1111');
  await page.getByTestId('cargo-submit').click();
  await expect(page.getByTestId('cargo-problem')).toContainText('Tidak ada pengiriman');
  await expect(page.getByTestId('cargo-result')).toHaveCount(0);
  await page.getByTestId('cargo-code').fill('a7c3e91f2b64');
  await page.getByTestId('cargo-submit').click();
  const result = page.getByTestId('cargo-result');
  await expect(result).toBeVisible();
  await expect(page.getByTestId('cargo-state')).toHaveText('Ditugaskan');
  await expect(page.getByTestId('cargo-milestones')).toContainText('Ditugaskan');
  await expect(page.getByTestId('cargo-position')).toContainText('Jakarta');
  // No driver, plate or price.
  await expect(result).not.toContainText('Bambang');
  await expect(result).not.toContainText('B 9101');
  await expect(result).not.toContainText('Rp');
  await context.close();
});
