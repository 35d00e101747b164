import { type APIRequestContext, type Page } from '@playwright/test';
import { expect as axeExpect, test } from './axe-test';
import { PDF_FILE } from './fixtures/files';
import { apiToken, signIn } from './helpers';

// The machine running the journeys may be loaded: screens get longer than the default 7 s to settle.
const expect = axeExpect.configure({ timeout: 20_000 });
const API = '/api/v1/lintas/trucking';
const SHOTS = process.env.PAYMENTS_SHOTS_DIR;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

type Doc = { docId: number; docNo: string; docType: string; jobId: string; status: string; outstanding: string };

/** One approved job's open debit note and fee invoice of CO0001 (the demo has spares for a retry). */
async function openPair(request: APIRequestContext): Promise<Doc[]> {
  const token = await apiToken(request, 'CO1FIN');
  const res = await request.get(`${API}/payments/documents?side=owe&status=NEW&length=100`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status(), await res.text()).toBe(200);
  const docs = ((await res.json()) as { aaData: Doc[] }).aaData;
  const dn = docs.find((d) => d.docType === 'DN_CO');
  expect(dn, 'an open debit note of CO0001').toBeTruthy();
  const pair = docs.filter((d) => d.jobId === dn!.jobId && ['DN_CO', 'PF_CO'].includes(d.docType));
  expect(pair).toHaveLength(2);
  return pair;
}

/** The sum of every ledger balance is zero per currency (debits = credits), read as the platform. */
async function expectLedgerBalanced(request: APIRequestContext) {
  const token = await apiToken(request, 'SUPERADMIN');
  const res = await request.get(`${API}/ledger/balances`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  const rows = ((await res.json()) as { balances: Array<{ currency: string; debit: string; credit: string }> }).balances;
  const net = new Map<string, bigint>();
  for (const r of rows) {
    const cents = (s: string) => BigInt(s.replace('.', ''));
    net.set(r.currency, (net.get(r.currency) ?? 0n) + cents(r.debit) - cents(r.credit));
  }
  for (const [currency, total] of net) expect(total, currency).toBe(0n);
}

for (const lang of ['en', 'id'] as const) {
  test(`CO1FIN pays a debit note and a fee invoice through a one-off VA (${lang})`, async ({ browser, request }) => {
    test.setTimeout(180_000);
    const pair = await openPair(request);
    const context = await browser.newContext();
    await context.addInitScript((l) => window.localStorage.setItem('languagePreference', l), lang);
    const page = await context.newPage();
    await signIn(page, 'CO1FIN');
    await page.goto('/trucking/payments?side=owe&status=NEW');
    for (const doc of pair) {
      await expect(page.getByTestId(`payments-owe-row-${doc.docNo}`)).toBeVisible();
      await expect(page.getByTestId(`payments-owe-state-${doc.docId}`)).toHaveAttribute('data-state', 'NEW');
      await page.getByTestId(`payments-owe-select-${doc.docId}`).check();
      // The ticked row keeps its document number readable in the pinned first column (no colour laid over it).
      const cell = page.getByTestId(`payments-owe-row-${doc.docNo}`).locator('td[data-pinned]', { hasText: doc.docNo }).first();
      await expect(cell).toHaveText(doc.docNo);
      expect(await cell.evaluate((td) => getComputedStyle(td, '::before').display)).toBe('none');
    }
    const pay = page.getByTestId('payments-clicpay');
    await expect(pay).toContainText(lang === 'en' ? 'Pay 2 documents with ClicPay' : 'Bayar 2 dokumen dengan ClicPay');
    await expect(pay).toContainText('Rp');
    await shot(page, `payments-selected-${lang}`);
    await pay.click();

    // The transaction: the VA, the exact amount, the countdown; the state PAYING, then PAID when the bank pays.
    await expect(page.getByTestId('txn-page')).toBeVisible();
    await expect(page.getByTestId('txn-state')).toHaveAttribute('data-state', 'PAYING');
    await expect(page.getByTestId('txn-va-no')).toHaveText(/^88899\d{10}$/);
    await expect(page.getByTestId('txn-countdown')).toHaveText(/^2[34]:\d\d:\d\d$/);
    for (const doc of pair) await expect(page.getByTestId(`txn-doc-state-${doc.docNo}`)).toHaveAttribute('data-state', 'PAYING');
    await shot(page, `payments-va-${lang}`);
    await page.getByTestId('txn-simulate-pay').click();
    await expect(page.getByTestId('txn-state')).toHaveAttribute('data-state', 'PAID');
    await expect(page.getByTestId('txn-paid')).toBeVisible();
    for (const doc of pair) await expect(page.getByTestId(`txn-doc-state-${doc.docNo}`)).toHaveAttribute('data-state', 'PAID');
    await expect(page.getByTestId('txn-ledger')).toContainText(lang === 'en' ? 'Payment allocated' : 'Pembayaran dialokasikan');
    await expect(page.getByTestId('txn-messages')).toBeVisible();
    await shot(page, `payments-paid-${lang}`);

    // Back on the list, both documents show PAID with nothing open.
    await page.goto('/trucking/payments?side=owe&status=PAID');
    for (const doc of pair) {
      await expect(page.getByTestId(`payments-owe-state-${doc.docId}`)).toHaveAttribute('data-state', 'PAID');
      await expect(page.getByTestId(`payments-owe-open-${doc.docId}`)).toContainText('Rp');
    }
    await expectLedgerBalanced(request);
    await context.close();
  });
}

test('GLIFIN records a manual payment for a fee invoice from /payments; GLIHEAD verifies it from the queue', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  // A fee invoice of CO0001 whose job has no open debit note (the ClicPay journeys above take open pairs).
  const token = await apiToken(request, 'SUPERADMIN');
  const open = async (docType: string) =>
    (
      (await (
        await request.get(`${API}/payments/documents?side=owe&status=NEW&accnId=CO0001&docType=${docType}&length=100`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).json()) as { aaData: Doc[] }
    ).aaData;
  const withNote = new Set((await open('DN_CO')).map((d) => d.jobId));
  const fee = (await open('PF_CO')).find((d) => !withNote.has(d.jobId));
  expect(fee, 'a fee invoice of CO0001 without an open debit note').toBeTruthy();

  // The maker, in Bahasa Indonesia: the row action opens the form prefilled with the document.
  const makerContext = await browser.newContext();
  await makerContext.addInitScript(() => window.localStorage.setItem('languagePreference', 'id'));
  const maker = await makerContext.newPage();
  await signIn(maker, 'GLIFIN');
  await maker.goto('/trucking/payments?side=owe&status=NEW&docType=PF_CO');
  await maker.getByTestId(`payments-owe-manual-${fee!.docNo}`).click();
  await expect(maker.getByTestId('manual-document')).toContainText(fee!.docNo);
  await expect(maker.getByTestId('manual-amount')).toHaveValue(fee!.outstanding);
  await maker.getByTestId('manual-bank-ref').fill('BCA-TRF-E2E-0001');
  await maker
    .locator('input[type=file]')
    .setInputFiles({ name: 'bukti-transfer.pdf', mimeType: 'application/pdf', buffer: PDF_FILE });
  await maker.getByTestId('manual-save').click();
  await expect(maker.getByTestId('txn-page')).toBeVisible();
  await expect(maker.getByTestId('txn-state')).toHaveAttribute('data-state', 'NEW');
  await expect(maker.getByTestId(`txn-doc-state-${fee!.docNo}`)).toHaveAttribute('data-state', 'PAYING');
  const txnId = /transactions\/view\/([\w-]+)/.exec(maker.url())![1]!;
  await makerContext.close();

  // The checker: the queue's row action verifies it; the transaction and its document are paid.
  const checkerContext = await browser.newContext();
  const checker = await checkerContext.newPage();
  await signIn(checker, 'GLIHEAD');
  await checker.goto('/trucking/opadmin/inboundpayments');
  await checker.getByTestId(`manual-verify-${txnId}`).click();
  await expect(checker.getByTestId(`manual-state-${txnId}`)).toHaveAttribute('data-state', 'PAID');
  await expect(checker.getByTestId(`manual-verify-${txnId}`)).toHaveCount(0);
  await checker.getByTestId(`manual-row-${txnId}`).click();
  await expect(checker.getByTestId('txn-state')).toHaveAttribute('data-state', 'PAID');
  await expect(checker.getByTestId(`txn-doc-state-${fee!.docNo}`)).toHaveAttribute('data-state', 'PAID');
  await expectLedgerBalanced(request);
  await checkerContext.close();
});
