import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect as axeExpect, test } from './axe-test';
import { PDF_FILE } from './fixtures/files';
import { apiToken, signIn, submittedJobOfCo1 } from './helpers';

// The machine running the journeys may be loaded (two cores shared): screens get a minute to settle.
const expect = axeExpect.configure({ timeout: 60_000 });
const API = '/api/v1/lintas/trucking';
const jobPath = (jobId: string) => `/trucking/applications/services/job/truck/view/${jobId}`;

/** A figure as the screen shows it (Indonesian or English grouping) as a number. */
const figure = (text: string | null, lang: 'en' | 'id' = 'en') =>
  Number((text ?? '').replace(lang === 'id' ? /\./g : /,/g, '').replace(',', '.'));

async function attach(page: Page, trigger: Locator, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await trigger.click();
  await (await chooser).setFiles(file);
}

test("CO1 sees a delivered job's CO2 on the job and on /co2x, downloads the statement PDF and is sent to the offset partner", async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signIn(page, 'CO1');
  await page.goto('/trucking/co2x');
  await expect(page.getByTestId('co2x-total-co2eKg')).not.toHaveText('—');
  const link = page.locator('[data-testid^="co2x-job-JB"]').first();
  await expect(link).toBeVisible();
  const jobId = (await link.textContent())!.trim();
  const tripCells = page.locator(`[data-testid^="co2x-co2-${jobId}-"]`);
  let listed = 0;
  for (const cell of await tripCells.all()) listed += figure(await cell.textContent());
  expect(listed).toBeGreaterThan(0);

  // The job's own card says the same total.
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/view/${jobId}$`));
  await expect(page.getByTestId('job-co2-total')).toBeVisible();
  expect(Math.abs(figure(await page.getByTestId('job-co2-total').textContent()) - listed)).toBeLessThan(0.2);

  // The statement of the period: a PDF naming the company and the job.
  await page.goto('/trucking/co2x');
  const download = page.waitForEvent('download');
  await page.getByTestId('co2x-statement').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('co2-statement-CO0001.pdf');
  const target = path.join(mkdtempSync(path.join(tmpdir(), 'co2-e2e-')), file.suggestedFilename());
  await file.saveAs(target);
  const text = execFileSync('/usr/bin/pdftotext', ['-layout', target, '-'], { encoding: 'utf8' });
  expect(text).toContain('CO2');
  expect(text).toContain(jobId);

  // The offset: the period's total confirmed, then the partner's page (outside the portal, answered here).
  await page.route('https://offset-partner.example/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Offset partner</title><main><h1>Offset partner</h1></main></html>',
    }),
  );
  await page.getByTestId('co2x-offset').click();
  await expect(page).toHaveURL(/\/co2xRedirect\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByTestId('co2x-total-co2eKg')).not.toHaveText('—');
  await page.getByTestId('co2x-offset-go').click();
  await page.waitForURL(/offset-partner\.example\/lintas\?/);
  const partner = new URL(page.url());
  expect(partner.searchParams.get('ref')).toMatch(/^LINTAS-\d+$/);
  expect(partner.searchParams.get('company')).toBe('CO0001');
  expect(Number(partner.searchParams.get('kgCo2e'))).toBeGreaterThan(0);
});

test('TO1 asks to terminate a live job (field errors first), OPADMIN approves, the job is TERMINATED and TO1 bills the agreed amount', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(420_000);
  // CO1's job, accepted by TO1 over the API.
  const co1 = await apiToken(request, 'CO1');
  const jobId = await submittedJobOfCo1(request, co1, `TRM-E2E-${Date.now() % 100000}`, 30, PDF_FILE);
  const to1 = await apiToken(request, 'TO1');
  const accepted = await request.post(`${API}/jobs/${jobId}/accept`, { headers: { authorization: `Bearer ${to1}` }, data: {} });
  expect(accepted.status(), await accepted.text()).toBe(200);

  // TO1 asks: too short a reason and more than the job's price first.
  await signIn(page, 'TO1');
  await page.goto(jobPath(jobId));
  await page.getByTestId('job-request-termination').click();
  await page.getByTestId('termination-reason').fill('Broken');
  await page.getByTestId('termination-amount').fill('999999999');
  await page.getByTestId('termination-submit').click();
  await expect(page.getByText('Say why in at least 10 characters')).toBeVisible();
  await page.getByTestId('termination-reason').fill('The consignee closed the warehouse; the cargo went back to the CFS.');
  await page.getByTestId('termination-submit').click();
  await expect(page.getByText("More than the job's price")).toBeVisible();
  await page.getByTestId('termination-amount').fill('450000');
  await page.getByTestId('termination-submit').click();
  await expect(page).toHaveURL(/\/opadmin\/order-termination\/view\/[A-Z0-9]+$/);
  await expect(page.getByTestId('termination-state')).toHaveText('Submitted');
  await expect(page.getByTestId('termination-owed')).toContainText('Rp 450.000');
  const terminationId = page.url().split('/').pop()!;
  // The requester may withdraw, never approve.
  await expect(page.getByTestId('termination-withdraw')).toBeVisible();
  await expect(page.getByTestId('termination-approve')).toHaveCount(0);

  // OPADMIN finds it in the platform's queue and approves.
  const op = await (await browser.newContext()).newPage();
  await signIn(op, 'OPADMIN');
  await op.goto('/trucking/opadmin/order-termination?state=SUB');
  await op.getByTestId('terminations-row').filter({ hasText: terminationId }).click();
  await expect(op.getByTestId('termination-state')).toHaveText('Submitted');
  await op.getByTestId('termination-approve').click();
  await expect(op.getByTestId('termination-state')).toHaveText('Approved');
  await expect(op.getByTestId('termination-job-state')).toHaveText('Terminated');
  await expect(op.getByTestId('termination-actions').getByRole('button')).toHaveCount(0);

  // TO1 bills the agreed amount for the work done: one line, the termination's.
  await page.goto(jobPath(jobId));
  await expect(page.getByTestId('job-state')).toHaveText('Terminated');
  await expect(page.getByTestId('job-request-termination')).toHaveCount(0);
  const form = page.getByTestId('billing-form');
  await expect(form).toBeVisible();
  await page.getByTestId('billing-form-invoiceNo').fill(`INV/TRM/${jobId.slice(-5)}`);
  await attach(page, page.getByTestId('billing-form-invoiceFile'), {
    name: 'invoice.pdf',
    mimeType: 'application/pdf',
    buffer: PDF_FILE,
  });
  await expect(page.getByText('invoice.pdf').first()).toBeVisible();
  await page.getByTestId('billing-form-submit').click();
  await expect(page.getByTestId('billing-state')).toHaveText('Billed');
  await expect(page.getByTestId('billing-line')).toHaveCount(1);
  await expect(page.getByTestId('billing-line').first()).toContainText('Rp 450.000');
});
