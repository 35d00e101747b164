import { type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { formatMoneyWithCurrency } from '../../src/domain/format';
import { containerCheckDigit } from '../../src/domain/jobs/container-number';
import { expect as axeExpect, test } from './axe-test';
import { PDF_FILE } from './fixtures/files';
import { apiToken, deliveryOrderOf, signIn } from './helpers';

// The machine running the journeys may be loaded: screens get longer than the default 7 s to settle.
const expect = axeExpect.configure({ timeout: 20_000 });
const API = '/api/v1/lintas/trucking';
const SHOTS = process.env.PAYMENTS_SHOTS_DIR;
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function pageFor(browser: Browser, usrId: string, lang: 'en' | 'id' = 'en'): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript((l) => window.localStorage.setItem('languagePreference', l), lang);
  const page = await context.newPage();
  await signIn(page, usrId);
  return page;
}

async function get<T>(request: APIRequestContext, usrId: string, path: string): Promise<T> {
  const res = await request.get(`${API}${path}`, { headers: { authorization: `Bearer ${await apiToken(request, usrId)}` } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
}

/** The sum of every ledger balance is zero per currency (debits = credits), read as the platform. */
async function expectLedgerBalanced(request: APIRequestContext) {
  const { balances } = await get<{ balances: Array<{ currency: string; debit: string; credit: string }> }>(
    request,
    'SUPERADMIN',
    '/ledger/balances',
  );
  const net = new Map<string, bigint>();
  const cents = (s: string) => BigInt(s.replace('.', ''));
  for (const r of balances) net.set(r.currency, (net.get(r.currency) ?? 0n) + cents(r.debit) - cents(r.credit));
  for (const [currency, total] of net) expect(total, currency).toBe(0n);
}

test('GLIFIN verifies a payout, GLIHEAD approves it, TO1 sees its debit notes paid; the ledger balances', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  type Payout = { payoutId: number; payoutNo: string; status: string; items?: Array<{ docNo: string; docType: string }> };
  const waiting = await get<{ aaData: Payout[] }>(request, 'GLIFIN', '/payouts?status=NEW&accnId=TO0001&length=10');
  const payout = waiting.aaData[0];
  expect(payout, 'a NEW payout of TO0001 in the demo data').toBeTruthy();
  const detail = await get<Payout>(request, 'GLIFIN', `/payouts/${payout!.payoutId}`);
  const debitNotes = detail.items!.filter((i) => i.docType === 'DN_TO').map((i) => i.docNo);
  expect(debitNotes.length).toBeGreaterThan(0);

  const fin = await pageFor(browser, 'GLIFIN');
  await fin.goto('/trucking/opadmin/outboundpayments');
  await fin.getByTestId(`payout-verify-${payout!.payoutId}`).click();
  await fin.getByTestId('confirm-yes').click();
  await expect(fin.getByTestId(`payout-status-${payout!.payoutId}`)).toContainText(/Verified|VER/);
  // The verifier may not approve its own verification.
  await expect(fin.getByTestId(`payout-approve-${payout!.payoutId}`)).toBeDisabled();
  await shot(fin, 'payout-verified');
  await fin.context().close();

  const head = await pageFor(browser, 'GLIHEAD', 'id');
  await head.goto('/trucking/opadmin/outboundpayments');
  await head.getByTestId(`payout-approve-${payout!.payoutId}`).click();
  await head.getByTestId('confirm-yes').click();
  await expect(head.getByTestId(`payout-status-${payout!.payoutId}`)).toContainText(/Lunas|Dibayar|PAID/);
  await shot(head, 'payout-paid-id');
  await head.context().close();

  const to = await pageFor(browser, 'TO1');
  await to.goto('/trucking/payments?side=owed&status=PAID&length=100');
  for (const docNo of debitNotes) {
    const row = to.getByTestId(`payments-owed-row-${docNo}`);
    await expect(row).toBeVisible();
    await expect(row.locator('[data-state]')).toHaveAttribute('data-state', 'PAID');
  }
  await shot(to, 'payout-operator-sees-paid');
  await to.context().close();
  await expectLedgerBalanced(request);
});

test('FF1 submits a job paid by its credit line: the available credit drops by the job price', async ({ browser, request }) => {
  test.setTimeout(240_000);
  type Line = { lines: Array<{ currency: string; available: string; reserved: string }> };
  const usd = (line: Line) => line.lines.find((l) => l.currency === 'USD')!;
  // Read as GLI's finance (any company's line): an API sign-in of FF1 would end its browser session.
  const before = usd(await get<Line>(request, 'GLIFIN', '/credit/line?accnId=FF0001'));

  // A draft job of FF1 to TO1 (their contract pays by Credit), made over the API; FF1 submits it in the browser.
  const token = await apiToken(request, 'FF1');
  const first10 = `FFCU${String(Date.now()).slice(-6)}`;
  const containerNo = `${first10}${containerCheckDigit(first10)}`;
  const created = await request.post(`${API}/jobs`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      toAccnId: 'TO0001',
      shipmentType: 'IMPORT',
      loadType: 'FTL',
      truckingDirection: 'IN',
      chargeBasis: 'BL',
      customerRef: `E2E-CREDIT-${Date.now().toString(36).toUpperCase()}`,
      blNo: `BLCR${String(Date.now()).slice(-8)}`,
      doAttId: await deliveryOrderOf(request, token, PDF_FILE),
      containers: [{ containerNo, sizeType: '22G1', grossWeightKg: 18_000, goodType: 'GENERAL', containerLoad: 'FCL' }],
      trips: [
        {
          tripType: 'S',
          vehicleType: 'PRIME_MOVER',
          containerNo,
          pickupLocId: 'LOC-TO1-PRIOK',
          pickupAt: inHours(26),
          drops: [{ locId: 'LOC-FF1-CFS', dropAt: inHours(30) }],
        },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { jobId } = (await created.json()) as { jobId: string };

  const ff = await pageFor(browser, 'FF1');
  await ff.goto(`/trucking/applications/services/job/truck/view/${jobId}`);
  await ff.getByTestId('job-action-submit').click();
  await expect(ff.getByTestId('job-state')).toHaveText('Submitted');
  const job = await get<{ totalCharge: string; currency: string }>(request, 'GLIFIN', `/jobs/${jobId}`);
  expect(job.currency).toBe('USD');
  const cents = (s: string) => BigInt(s.replace('-', '').replace('.', '')) * (s.startsWith('-') ? -1n : 1n);
  const after = usd(await get<Line>(request, 'GLIFIN', '/credit/line?accnId=FF0001'));
  expect(cents(before.available) - cents(after.available)).toBe(cents(job.totalCharge));

  await ff.goto('/trucking/applications/creditline');
  const shown = ff.getByTestId('credit-available-USD');
  await expect(shown).toHaveText(formatMoneyWithCurrency(after.available, 'USD'));
  await shot(ff, 'credit-line-after-submit');
  await ff.context().close();
  await expectLedgerBalanced(request);
});
