import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { expect as axeExpect, test } from './axe-test';
import { JPEG_FILE, PDF_FILE } from './fixtures/files';
import { verifyEveryBillDocument } from './billing-steps';
import { apiToken, PASSWORD, signIn } from './helpers';

// The machine running the journeys may be loaded: screens get longer than the default 7 s to settle.
const expect = axeExpect.configure({ timeout: 20_000 });
const BILLING = '/api/v1/lintas/trucking/billing';
const SHOTS = process.env.BILLING_SHOTS_DIR;
const CO1FIN_EMAIL = 'maria@sumbermakmur.co.id';
type Lang = 'en' | 'id';

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function attach(page: Page, trigger: Locator, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await trigger.click();
  await (await chooser).setFiles(file);
}

async function choose(page: Page, select: Locator, option: RegExp) {
  await select.click();
  await page.getByRole('option', { name: option }).first().click();
}

/** A page of its own (its own session) in the language of the run. */
async function pageFor(browser: Browser, lang: Lang): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript((l) => window.localStorage.setItem('languagePreference', l), lang);
  return context.newPage();
}

const jobPath = (jobId: string) => `/trucking/applications/services/job/truck/view/${jobId}`;

/** A CO0001 -> TO0001 job of the operator's billing tab in a state (the demo data's delivered or rejected job). */
async function jobIn(request: APIRequestContext, state: 'DLV' | 'REJ_BILL'): Promise<string> {
  const token = await apiToken(request, 'TO1');
  const res = await request.get(`${BILLING}/jobs?tab=jobBilling&jobState=${state}&length=10`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status(), await res.text()).toBe(200);
  const rows = ((await res.json()) as { aaData: Array<{ jobId: string; creatorAccnId: string }> }).aaData;
  const row = rows.find((r) => r.creatorAccnId === 'CO0001');
  expect(row, `a ${state} job of CO0001`).toBeTruthy();
  return row!.jobId;
}

/** The approval link e-mailed to CO1FIN for the job, read from the outbox (as OPADMIN): its path under the app. */
async function approvalLinkFor(request: APIRequestContext, jobId: string): Promise<string> {
  const headers = { authorization: `Bearer ${await apiToken(request, 'OPADMIN')}` };
  let found: string | null = null;
  await expect
    .poll(
      async () => {
        const list = (await (
          await request.get(`/api/v1/lintas/trucking/outbox?length=10&search=${encodeURIComponent(CO1FIN_EMAIL)}`, { headers })
        ).json()) as { aaData: Array<{ id: number }> };
        for (const { id } of list.aaData) {
          const mail = (await (await request.get(`/api/v1/lintas/trucking/outbox/${id}`, { headers })).json()) as {
            body: string;
          };
          const match = new RegExp(`https?://[^\\s]+(/trucking/approve/billing/job/truck/${jobId}/[^\\s]+)`).exec(mail.body);
          if (match) {
            found = match[1]!;
            return true;
          }
        }
        return false;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

/** Downloads a money document's PDF from the job's billing; answers its text (pdftotext). */
async function pdfText(page: Page, docType: string): Promise<string> {
  const download = page.waitForEvent('download');
  await page.getByTestId(`billing-doc-pdf-${docType}`).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  const dir = mkdtempSync(path.join(tmpdir(), 'billing-e2e-'));
  const target = path.join(dir, file.suggestedFilename());
  await file.saveAs(target);
  const text = execFileSync('/usr/bin/pdftotext', ['-layout', target, '-'], { encoding: 'utf8' });
  writeFileSync(`${target}.txt`, text);
  return text;
}

async function journey(browser: Browser, request: APIRequestContext, lang: Lang, rebill: boolean) {
  const jobId = await jobIn(request, rebill ? 'REJ_BILL' : 'DLV');
  const state = (page: Page) => page.getByTestId('billing-state');
  const states = (JSON.parse(readFileSync(`src/locales/${lang}.json`, 'utf8')) as { billing: { states: Record<string, string> } })
    .billing.states;

  // TO1 bills the job: a toll reimbursement with its receipt, an additional charge, the own invoice and its document.
  const to = await pageFor(browser, lang);
  await signIn(to, 'TO1');
  await to.goto(jobPath(jobId));
  const form = to.getByTestId('billing-form');
  await expect(form).toBeVisible();
  if (rebill) {
    // A re-bill starts from the rejected version; the reason is shown.
    await expect(to.getByTestId('billing-reject-reason')).toBeVisible();
    await to.getByTestId('billing-form-r0-remove').click();
  }
  await to.getByTestId('billing-form-invoiceNo').fill(`INV/E2E/${lang.toUpperCase()}/${jobId.slice(-5)}`);
  await attach(to, to.getByTestId('billing-form-invoiceFile'), {
    name: 'invoice.pdf',
    mimeType: 'application/pdf',
    buffer: PDF_FILE,
  });
  await expect(to.getByText('invoice.pdf').first()).toBeVisible();
  await to.getByTestId('billing-form-add-reimbursement').click();
  await choose(to, to.getByTestId('billing-form-r0-type'), lang === 'en' ? /^Toll$/ : /^Biaya tol$/);
  await to.getByTestId('billing-form-r0-amount').fill('125000.555');
  await attach(to, to.getByTestId('billing-form-r0-receipt'), {
    name: 'toll-receipt.jpg',
    mimeType: 'image/jpeg',
    buffer: JPEG_FILE,
  });
  await expect(to.getByText('toll-receipt.jpg').first()).toBeVisible();
  await to.getByTestId('billing-form-add-charge').click();
  await to.getByTestId('billing-form-c0-description').fill(lang === 'en' ? 'Extra unloading hour' : 'Tambahan jam bongkar');
  await to.getByTestId('billing-form-c0-amount').fill('50000');
  // More decimals than the currency has (two): the server's field error lands on the amount.
  await to.getByTestId('billing-form-submit').click();
  await expect(to.getByTestId('billing-form-reimbursement-0')).toContainText(
    lang === 'en' ? 'more decimals than the currency has' : /desimal/i,
  );
  await to.getByTestId('billing-form-r0-amount').fill('125000');
  await shot(to, `to-bill-form-${lang}`);
  await to.getByTestId('billing-form-submit').click();
  await expect(state(to)).toHaveText(states.BILLED!);
  await expect(to.getByTestId('billing-reimbursementTotal')).toHaveText('Rp 125.000');
  await expect(to.getByTestId('billing-additionalTotal')).toHaveText('Rp 50.000');
  await expect(to.getByTestId('billing-line').filter({ hasText: lang === 'en' ? 'Toll' : 'Biaya tol' })).toHaveCount(1);
  // The trip line in the reader's language, with the vehicle type's name rather than its code.
  await expect(to.getByTestId('billing-line').first()).toContainText(lang === 'en' ? 'Trip 1 · ' : 'Perjalanan 1 · ');
  await expect(to.getByTestId('billing-line').first()).not.toContainText('PRIME_MOVER');
  await expect(to.getByTestId('billing-actions')).toHaveCount(0);
  if (rebill) await expect(to.getByTestId('billing-version')).toHaveCount(2);
  const total = (await to.getByTestId('billing-total').textContent())!;
  await shot(to, `to-billed-${lang}`);

  // CO1 verifies.
  const co = await pageFor(browser, lang);
  await signIn(co, 'CO1');
  await co.goto(jobPath(jobId));
  await expect(co.getByTestId('billing-total')).toHaveText(total);
  await expect(co.getByTestId('billing-action-acknowledgeBill')).toHaveCount(0);
  await co.getByTestId('billing-action-verifyBill').click();
  await expect(state(co)).toHaveText(states.VER_BILL!);
  await expect(co.getByTestId('billing-action-verifyBill')).toHaveCount(0);

  // CO1FIN opens the e-mailed link signed out: sign-in first, then back to the link; acknowledges.
  const link = await approvalLinkFor(request, jobId);
  const fin = await pageFor(browser, lang);
  await fin.goto(link);
  await expect(fin).toHaveURL(/\/session\/signin/);
  await fin.getByTestId('signin-userid').fill('CO1FIN');
  await fin.getByTestId('signin-password').fill(PASSWORD);
  await fin.getByTestId('signin-submit').click();
  const yes = fin.getByTestId('confirm-yes');
  await Promise.race([
    fin.waitForURL(/\/approve\/billing\/job\/truck\//, { timeout: 15_000 }),
    yes.waitFor({ timeout: 15_000 }),
  ]).catch(() => {});
  if (await yes.isVisible()) await yes.click();
  await expect(fin).toHaveURL(/\/trucking\/approve\/billing\/job\/truck\/.*token=/);
  await expect(fin.getByTestId('link-status')).toHaveAttribute('data-status', 'VALID');
  await expect(fin.getByTestId('link-total')).toHaveText(total);
  await shot(fin, `fin-link-${lang}`);
  await fin.getByTestId('link-acknowledge').click();
  await expect(fin.getByTestId('link-done')).toBeVisible();
  // The link is single-use: opened again, it says so and offers nothing.
  await fin.reload();
  await expect(fin.getByTestId('link-status')).toHaveAttribute('data-status', 'USED');
  await expect(fin.getByTestId('link-actions')).toHaveCount(0);
  await shot(fin, `fin-link-used-${lang}`);

  // L1SUPPORT verifies the documents on the document verification screen and approves there.
  const l1 = await pageFor(browser, lang);
  await signIn(l1, 'L1SUPPORT');
  // Approval is offered only once every document is verified.
  await verifyEveryBillDocument(l1, jobId);
  await shot(l1, `l1-docverification-${lang}`);
  await l1.getByTestId('billdoc-approve').click();
  await expect(l1.getByTestId('billdoc-approve')).toHaveCount(0);
  await l1.goto(jobPath(jobId));
  await expect(state(l1)).toHaveText(states.APP_BILL!);
  await expect(l1.locator('[data-testid="billing-document"][data-state="VERIFIED"]').first()).toBeVisible();
  await expect(l1.getByTestId('billing-money-document')).toHaveCount(4);

  // CO1FIN downloads the debit note and the platform-fee invoice: the PDFs' totals are the screen's.
  await fin.goto(jobPath(jobId));
  await expect(state(fin)).toHaveText(states.APP_BILL!);
  await expect(fin.getByTestId('billing-money-document')).toHaveCount(2);
  await shot(fin, `fin-approved-${lang}`);
  for (const docType of ['DN_CO', 'PF_CO']) {
    const docNo = (await fin.getByTestId(`billing-doc-no-${docType}`).textContent())!;
    expect(docNo).toMatch(docType.startsWith('DN') ? /^DN\/\d{4}\/\d{6}$/ : /^PF\/\d{4}\/\d{6}$/);
    const screenTotal = (await fin.getByTestId(`billing-doc-total-${docType}`).textContent())!;
    const amount = screenTotal.replace(/^Rp\s*/, '');
    const text = await pdfText(fin, docType);
    expect(text).toContain(docNo);
    expect(text).toMatch(new RegExp(`TOTAL \\(Rp\\)\\s+${amount.replace(/\./g, '\\.')}`));
  }
  // The platform's debit note to the creator carries the bill's charges (no stamp duty under Rp5,000,000).
  await expect(fin.getByTestId('billing-doc-total-DN_CO')).toHaveText(total);
  for (const p of [to, co, fin, l1]) await p.context().close();
}

test.describe('billing in the browser', () => {
  test('TO1 bills a delivered job with a toll reimbursement and its receipt; CO1 verifies; CO1FIN acknowledges through the e-mailed link; L1SUPPORT approves; CO1FIN downloads the debit note and the platform-fee invoice (English)', async ({
    browser,
    request,
  }) => {
    test.setTimeout(480_000);
    await journey(browser, request, 'en', false);
  });

  test('the same in Bahasa Indonesia, re-billing a rejected job as a new version', async ({ browser, request }) => {
    test.setTimeout(480_000);
    await journey(browser, request, 'id', true);
  });
});
