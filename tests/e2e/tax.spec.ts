import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect as axeExpect, test } from './axe-test';
import { JPEG_FILE, PDF_FILE } from './fixtures/files';
import { apiToken, signIn } from './helpers';

// The machine running the journeys may be loaded: screens get longer than the default 7 s to settle.
const expect = axeExpect.configure({ timeout: 20_000 });

test('GLIFIN registers a tax-number range from the menu; an overlap is a field error; a waiting range is deleted', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // A block of serials of its own (a retry takes another), above the demo's 1-1000 of series 010.000.
  const start = 100_000 + (Math.floor(Date.now() / 1000) % 50_000) * 1000;
  const context = await browser.newContext();
  await context.addInitScript(() => window.localStorage.setItem('languagePreference', 'id'));
  const page = await context.newPage();
  await signIn(page, 'GLIFIN');
  await page.getByRole('link', { name: 'Dasbor pajak' }).click();
  await expect(page.getByTestId('tax-seq-new')).toBeVisible();

  const register = async (first: number, last: number) => {
    await page.getByTestId('tax-seq-new').click();
    await page.getByTestId('tax-seq-sequenceStart').fill(String(first));
    await page.getByTestId('tax-seq-sequenceEnd').fill(String(last));
    await page.getByTestId('tax-seq-save').click();
  };
  // The demo's active range 1-500 of this year: an overlap, refused on the fields.
  await register(400, 600);
  await expect(page.getByText('Tumpang tindih dengan rentang berprefiks dan tahun yang sama').first()).toBeVisible();
  await page.getByTestId('tax-seq-sequenceStart').fill(String(start));
  await page.getByTestId('tax-seq-sequenceEnd').fill(String(start + 499));
  await expect(page.getByTestId('tax-seq-preview')).toContainText(String(start).padStart(8, '0'));
  await page.getByTestId('tax-seq-save').click();

  // Waiting behind the active one; deleted after a confirmation.
  const row = page.locator('[data-testid^="tax-seq-row-"]', { hasText: String(start).padStart(8, '0') });
  await expect(row).toHaveCount(1);
  await expect(row.locator('[data-testid^="tax-seq-state-"]')).toHaveAttribute('data-state', 'I');
  await row.locator('[data-testid^="tax-seq-delete-"]').click();
  await page.getByTestId('confirm-yes').click();
  await expect(row.locator('[data-testid^="tax-seq-state-"]')).toHaveAttribute('data-state', 'D');
  await context.close();
});

const API = '/api/v1/lintas/trucking';

/** A call as a user over the API (the bill's steps before the tax back office); answers the JSON. */
async function apiAs(request: APIRequestContext, token: string, method: 'GET' | 'POST', url: string, data?: unknown) {
  const res = await request.fetch(`${API}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data !== undefined ? { data } : {}),
  });
  expect(res.status(), `${method} ${url}: ${await res.text()}`).toBeLessThan(300);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return (await res.json()) as any;
}

/** A file of the company's repository (the documents upload, as the screens do). */
async function stored(request: APIRequestContext, token: string, name: string, attType: string, data: Buffer) {
  const saved = await apiAs(request, token, 'POST', '/documents', {
    attType,
    attName: name,
    attSize: data.length,
    attData: data.toString('base64'),
  });
  return saved.attId as string;
}

/**
 * The billing journey's steps (billing.spec.ts does them on screen): TO1 bills a delivered CO0001 job with a toll
 * receipt, CO1 verifies, CO1FIN acknowledges, L1SUPPORT verifies the documents and approves. Answers the job id.
 */
async function approveABill(request: APIRequestContext): Promise<string> {
  const to = await apiToken(request, 'TO1');
  const rows = (await apiAs(request, to, 'GET', '/billing/jobs?tab=jobBilling&jobState=DLV&length=100')).aaData as Array<{
    jobId: string;
    creatorAccnId: string;
  }>;
  // The last of CO0001's delivered jobs (the billing journey takes the first).
  const job = rows.filter((r) => r.creatorAccnId === 'CO0001').at(-1);
  expect(job, 'a delivered job of CO0001').toBeTruthy();
  const jobId = job!.jobId;
  await apiAs(request, to, 'POST', `/billing/jobs/${jobId}/bill`, {
    invoiceNo: `INV/TAX-E2E/${jobId.slice(-5)}`,
    invoiceAttId: await stored(request, to, 'invoice.pdf', 'INVOICE', PDF_FILE),
    reimbursements: [
      {
        reimbursementType: 'TOLL',
        amount: '125000',
        receiptAttId: await stored(request, to, 'toll-receipt.jpg', 'RECEIPT', JPEG_FILE),
      },
    ],
    additionalCharges: [],
  });
  await apiAs(request, await apiToken(request, 'CO1'), 'POST', `/billing/jobs/${jobId}/verify`, {});
  await apiAs(request, await apiToken(request, 'CO1FIN'), 'POST', `/billing/jobs/${jobId}/acknowledge`, {});
  const l1 = await apiToken(request, 'L1SUPPORT');
  const billing = await apiAs(request, l1, 'GET', `/billing/jobs/${jobId}`);
  for (const doc of billing.documents as Array<{ id: number }>) {
    await apiAs(request, l1, 'POST', `/billing/jobs/${jobId}/documents/${doc.id}/verify`, { state: 'VERIFIED' });
  }
  const approved = await apiAs(request, l1, 'POST', `/billing/jobs/${jobId}/approve`, {});
  expect(approved.jobState).toBe('APP_BILL');
  return jobId;
}

/** Saves a download and answers its text. */
async function downloadedText(page: Page, trigger: Locator): Promise<{ name: string; text: string }> {
  const download = page.waitForEvent('download');
  await trigger.click();
  const file = await download;
  const target = path.join(mkdtempSync(path.join(tmpdir(), 'tax-e2e-')), file.suggestedFilename());
  await file.saveAs(target);
  return { name: file.suggestedFilename(), text: readFileSync(target, 'utf8') };
}

test('an approved bill gets its platform-fee tax invoice with the next number; GLIFIN reports it, downloads the CSV and the XML, uploads the approved PDF: completed', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  // The active range of this year's series 010.000 (the demo's): the numbers it gives next.
  const fin = await apiToken(request, 'GLIFIN');
  const active = (await apiAs(request, fin, 'GET', '/tax/sequences?status=A&length=100')).aaData as Array<{
    prefixLeft: string;
    prefixMid: string;
    prefixYear: string;
    sequenceStart: number;
    consumedNum: number;
  }>;
  // The invoice year is the Jakarta business day's (UTC+7).
  const year = String(new Date(Date.now() + 7 * 3600_000).getUTCFullYear()).slice(2);
  const range = active.find((r) => r.prefixLeft === '010' && r.prefixMid === '000' && r.prefixYear === year);
  expect(range, 'an active range of 010.000 this year').toBeTruthy();
  const next = (k: number) => `010.000-${year}.${String(range!.sequenceStart + range!.consumedNum + k).padStart(8, '0')}`;

  const jobId = await approveABill(request);

  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, 'GLIFIN');
  await page.goto('/trucking/administrations/tax-management/list');
  await page.getByTestId('tax-inv-search').fill(jobId);
  const rows = page.locator('[data-testid^="tax-inv-row-"]');
  // Three taxable documents (the haulage debit note to the creator, the two platform fees), numbered one after another.
  await expect(rows).toHaveCount(3);
  const fee = rows.filter({ hasText: 'Platform fee (creator)' });
  await expect(fee).toHaveCount(1);
  const feeNo = (await fee.locator('td').first().textContent())!.trim();
  expect([next(0), next(1), next(2)]).toContain(feeNo);
  await expect(fee.locator('[data-testid^="tax-inv-state-"]')).toHaveAttribute('data-state', 'N');
  for (const k of [0, 1, 2]) await expect(rows.filter({ hasText: next(k) })).toHaveCount(1);
  const feeId = (await fee.getAttribute('data-testid'))!.replace('tax-inv-row-', '');
  const feeDocNo = (await fee.locator('td').nth(2).textContent())!.trim();

  // The tax report of every new invoice: both files, the fee's FK row and a TaxInvoice element for it.
  await page.goto('/trucking/applications/services/gli/dashboard?tab=taxReport');
  await page.getByTestId('tax-report-new').click();
  await page.getByTestId('tax-report-save').click();
  const report = page.locator('[data-testid^="tax-report-row-"]').first();
  await expect(report.locator('[data-testid^="tax-report-state-"]')).toHaveAttribute('data-state', 'A');
  const csv = await downloadedText(page, report.locator('[data-testid^="tax-report-csv-"]'));
  expect(csv.name).toMatch(/efaktur\.csv$/);
  const serial = feeNo.slice(4).replace(/\D/g, '');
  const fk = csv.text.split('\n').find((l) => l.startsWith('"FK"') && l.includes(`"${serial}"`));
  expect(fk, `an FK row with ${serial}`).toBeTruthy();
  expect(fk).toContain('"04"');
  const xml = await downloadedText(page, report.locator('[data-testid^="tax-report-xml-"]'));
  expect(xml.name).toMatch(/coretax\.xml$/);
  expect(xml.text).toMatch(/<TaxInvoiceBulk[\s>]/);
  const element = [...xml.text.matchAll(/<TaxInvoice>[\s\S]*?<\/TaxInvoice>/g)]
    .map((m) => m[0])
    .find((e) => e.includes(feeDocNo));
  expect(element, `a TaxInvoice of ${feeDocNo}`).toBeTruthy();
  expect(element).toContain('<TrxCode>04</TrxCode>');
  await expect(report.locator('[data-testid^="tax-report-state-"]')).toHaveAttribute('data-state', 'D');

  // The approved e-Faktur PDF comes back: uploaded on the invoice, its number checked; the invoice is completed.
  await page.goto('/trucking/administrations/tax-management/list');
  await page.getByTestId('tax-inv-search').fill(feeNo);
  await expect(page.getByTestId(`tax-inv-state-${feeId}`)).toHaveAttribute('data-state', 'E');
  await page.getByTestId(`tax-inv-open-${feeId}`).click();
  await page.getByTestId('tax-inv-complete').click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('tax-complete-file').click();
  await (await chooser).setFiles({ name: 'faktur-approved.pdf', mimeType: 'application/pdf', buffer: PDF_FILE });
  await expect(page.getByText('faktur-approved.pdf')).toBeVisible();
  // Another invoice's number: the server's field error.
  await page.getByTestId('tax-complete-taxno').fill(feeNo === next(0) ? next(1) : next(0));
  await page.getByTestId('tax-complete-save').click();
  await expect(page.getByText("The number is not this invoice's tax number")).toBeVisible();
  await page.getByTestId('tax-complete-taxno').fill(feeNo.replace(/\D/g, ''));
  await page.getByTestId('tax-complete-save').click();
  await expect(page.getByTestId('tax-inv-detail').getByTestId(`tax-inv-state-${feeId}`)).toHaveAttribute('data-state', 'C');
  await expect(page.getByTestId('tax-inv-complete')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId(`tax-inv-row-${feeId}`).getByTestId(`tax-inv-state-${feeId}`)).toHaveAttribute('data-state', 'C');
  await context.close();
});
