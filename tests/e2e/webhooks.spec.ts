import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect as axeExpect, test } from './axe-test';
import { signIn } from './helpers';

// The machine running the journeys may be loaded (two cores shared): screens get a minute to settle.
const expect = axeExpect.configure({ timeout: 120_000 });

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A receiver on 127.0.0.1 (the journeys' server allows loopback targets: WEBHOOK_ALLOW_PRIVATE_TARGETS=true). */
async function receiver(status: number) {
  const got: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      got.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'thanks' : 'receiver is down');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/lintas-hook`, got, close: () => new Promise((r) => server.close(r)) };
}

/** The receiver's check, as docs/api.md shows it: HMAC-SHA256 of "<t>.<raw body>", compared in constant time, 5 min. */
function verifies(secret: string, header: string, body: string): boolean {
  const parts = Object.fromEntries(header.split(',').map((kv) => kv.split('=') as [string, string]));
  const t = Number(parts.t);
  if (Math.abs(Date.now() / 1000 - t) > 300) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(`${t}.${body}`).digest('hex'));
  const given = Buffer.from(parts.v1 ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

test('CO1 registers a webhook, sees the secret once, sends a test event that verifies, and a failing receiver is retried', async ({
  page,
}) => {
  test.setTimeout(600_000); // the journeys share two loaded cores (axe on each screen)
  const ok = await receiver(200);
  const failing = await receiver(500);
  try {
    await signIn(page, 'CO1');
    await page.goto('/trucking/administrations/webhooks');
    // The demo endpoint is listed with its failed delivery.
    await expect(page.getByTestId('webhooks-row').filter({ hasText: 'hooks.example.co.id' })).toContainText('1 failed');

    // A new endpoint for every event: the secret is shown once.
    await page.getByTestId('webhooks-new').click();
    await page.getByTestId('webhook-url').fill(ok.url);
    await page.getByTestId('webhook-description').fill('Receiver of the journey');
    await page.getByTestId('webhook-save').click();
    const secretBox = page.getByTestId('webhook-secret');
    await expect(secretBox).toContainText('whsec_');
    const secret = (await secretBox.textContent())!.trim();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    await page.getByTestId('webhook-secret-done').click();
    await expect(page).toHaveURL(/\/administrations\/webhooks\/[0-9a-f-]{36}$/);
    await expect(page.getByText(`…${secret.slice(-4)}`)).toBeVisible();
    await expect(page.locator('body')).not.toContainText(secret);

    // The test event reaches the receiver, signed with that secret.
    await page.getByTestId('webhook-test').click();
    await expect.poll(() => ok.got.length, { timeout: 30_000 }).toBeGreaterThan(0);
    const ping = ok.got[0]!;
    expect(ping.headers['lintas-event']).toBe('PING');
    expect(verifies(secret, String(ping.headers['lintas-signature']), ping.body)).toBe(true);
    expect(verifies('whsec_not-the-secret', String(ping.headers['lintas-signature']), ping.body)).toBe(false);
    const payload = JSON.parse(ping.body) as { type: string; record: { url: string } };
    expect(payload.type).toBe('PING');
    expect(payload.record.url).toBe(page.url());
    await page.reload();
    const delivered = page.getByTestId('deliveries-row').first();
    await expect(delivered.getByTestId('delivery-status')).toHaveText('Delivered');
    expect(String(ping.headers['lintas-delivery'])).toMatch(/^[0-9a-f-]{36}$/);

    // A second endpoint for job acceptances only, to a receiver that answers 500: the log shows its retries.
    await page.goto('/trucking/administrations/webhooks/new');
    await page.getByTestId('webhook-url').fill(failing.url);
    await page.getByTestId('webhook-description').fill('Failing receiver');
    await page.getByTestId('webhook-all-events').uncheck();
    await page.getByTestId('webhook-save').click();
    await expect(page.getByText('Choose at least one event, or all events')).toBeVisible();
    await page.getByTestId('webhook-event-JOB_ACCEPTED').check();
    await page.getByTestId('webhook-save').click();
    await expect(page.getByTestId('webhook-secret')).toContainText('whsec_');
    await page.getByTestId('webhook-secret-done').click();
    await expect(page).toHaveURL(/\/administrations\/webhooks\/[0-9a-f-]{36}$/);
    await page.getByTestId('webhook-test').click();
    // Retried after 1 s, then 2 s (WEBHOOK_RETRY_BASE_MS=1000 for the journeys), as pg-boss schedules it.
    await expect.poll(() => failing.got.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(3);
    const ids = new Set(failing.got.map((g) => g.headers['lintas-delivery']));
    expect(ids.size).toBe(1);
    await page.reload();
    const retrying = page.getByTestId('deliveries-row').first();
    await expect(retrying.getByTestId('delivery-status')).toHaveText('Retrying');
    await retrying.click({ force: true });
    const attempts = page.getByTestId('delivery-attempt');
    await expect.poll(() => attempts.count()).toBeGreaterThanOrEqual(3);
    await expect(attempts.first().getByTestId('delivery-attempt-code')).toHaveText('500');
    await expect(attempts.first()).toContainText('receiver is down');
    await expect(page.getByTestId('delivery-payload')).toContainText('"type": "PING"');
    await page.keyboard.press('Escape');

    // The status filter keeps the failing deliveries apart.
    await page.getByTestId('deliveries-filter-status').selectOption('DELIVERED');
    await expect(page.getByTestId('deliveries-row')).toHaveCount(0);
  } finally {
    await ok.close();
    await failing.close();
  }
});

test('in Bahasa Indonesia, the platform reads every company\u2019s endpoints without changing them', async ({ browser }) => {
  test.setTimeout(400_000);
  const context = await browser.newContext();
  await context.addInitScript(() => window.localStorage.setItem('languagePreference', 'id'));
  const page = await context.newPage();
  await signIn(page, 'OPADMIN');
  await page.goto('/trucking/administrations/webhooks');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Webhook');
  const row = page.getByTestId('webhooks-row').filter({ hasText: 'hooks.example.co.id' });
  await expect(row).toContainText('PT Sumber Makmur');
  await expect(page.getByTestId('webhooks-new')).toHaveCount(0);
  await row.click({ force: true });
  await expect(page.getByTestId('webhook-test')).toHaveCount(0);
  await expect(page.getByTestId('webhook-save')).toHaveCount(0);
  // The demo's four logged deliveries, and those the seed's job and billing events made through the notifications'
  // webhook channel (a page holds 10).
  await expect.poll(() => page.getByTestId('deliveries-row').count(), { timeout: 120_000 }).toBeGreaterThanOrEqual(4);
  await page.getByTestId('deliveries-filter-status').selectOption('FAILED');
  await expect(page.getByTestId('deliveries-row')).toHaveCount(1);
  await page.getByTestId('deliveries-row').click({ force: true });
  await expect(page.getByTestId('delivery-detail-status')).toHaveText('Gagal');
  await expect(page.getByTestId('delivery-replay')).toHaveCount(0);
  await context.close();
});
