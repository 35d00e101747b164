import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { previousHalfMonth } from '../../src/domain/finance/sage';
import { expect as axeExpect, test } from './axe-test';
import { signIn } from './helpers';

// The machine running the journeys may be loaded: screens get longer than the default 7 s to settle.
const expect = axeExpect.configure({ timeout: 20_000 });

const jakartaToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );

/** Opens an entry of the finance exports group from the menu. */
async function openFromMenu(page: Page, entry: string): Promise<void> {
  const group = page.getByTestId('nav-financeExports');
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  await page.getByTestId(`nav-${entry}`).click();
}

/** The sheet names of a downloaded workbook (it must be an XLSX that exceljs reads). */
async function sheetsOf(download: Download): Promise<string[]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile((await download.path())!)) as unknown as ArrayBuffer);
  return book.worksheets.map((w) => w.name);
}

test('GLIHEAD keeps the GL accounts, generates (or finds) the last half-month’s Sage batch, downloads its workbook and marks it imported', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'GLIHEAD');
  await expect(page.getByTestId('nav-menu')).toBeVisible();

  // Settings: the demo's GL accounts are set; saved again as they are; a taken code is the field error.
  await openFromMenu(page, 'sageSettings');
  await expect(page).toHaveURL(/\/trucking\/manage\/sage\/tax/);
  await expect(page.getByTestId('sage-gl-TRIP')).toHaveValue('2150-10');
  await expect(page.getByTestId('sage-gl-missing')).toHaveCount(0);
  await page.getByTestId('sage-gl-AR_CONTROL').fill('1200_00');
  await page.getByTestId('sage-gl-save').click();
  await expect(page.getByText('Use a GL account such as 4100-00')).toBeVisible();
  await page.getByTestId('sage-gl-AR_CONTROL').fill('1200-00');
  await page.getByTestId('sage-gl-save').click();
  await expect(page.getByText('GL accounts saved')).toBeVisible();
  await page.getByTestId('sage-codes-edit-TO0002').click();
  await page.getByTestId('sage-code-customerCode').fill('C00101');
  await page.getByTestId('sage-code-save').click();
  await expect(page.getByText('Another company has this code')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('sage-code-customer-TO0002')).toHaveText('C00102');

  // Batches: the half-month before today's is over; generated now, or found when a run before made it (409).
  await openFromMenu(page, 'sageBatches');
  await expect(page).toHaveURL(/\/trucking\/manage\/sage\/excel/);
  const periodStart = previousHalfMonth(jakartaToday());
  const batchNo = `SAGE-${periodStart.replaceAll('-', '')}`;
  await page.getByTestId('sage-generate').click();
  await page.getByTestId('sage-generate-save').click();
  const conflict = page.getByTestId('sage-generate-conflict');
  const row = page.locator('[data-testid^="sage-batch-row-"]', { hasText: batchNo });
  await expect(row.or(conflict).first()).toBeVisible();
  if (await conflict.isVisible()) {
    await expect(conflict).toContainText('This half-month already has a batch');
    await page.getByTestId('form-reload').click();
  }
  await expect(row).toHaveCount(1);
  const id = (await row.getAttribute('data-testid'))!.replace('sage-batch-row-', '');

  const download = page.waitForEvent('download');
  await page.getByTestId(`sage-batch-AR_INVOICES-${id}`).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${batchNo}-AR_INVOICES.xlsx`);
  expect(await sheetsOf(file)).toEqual(['Invoices', 'Invoice_Details', 'Invoice_Payment_Schedules']);
  await expect(page.getByTestId(`sage-batch-state-${id}`)).not.toHaveAttribute('data-state', 'GENERATED');

  // Integrations: who downloaded it, then marked imported.
  await openFromMenu(page, 'sageIntegrations');
  await expect(page).toHaveURL(/\/trucking\/opadmin\/sageintegrations/);
  const tracked = page.getByTestId(`sage-int-row-${id}`);
  await expect(tracked).toContainText('GLIHEAD');
  if ((await page.getByTestId(`sage-batch-state-${id}`).getAttribute('data-state')) === 'DOWNLOADED') {
    await page.getByTestId(`sage-int-imported-${id}`).click();
    await page.getByTestId('confirm-yes').click();
  }
  await expect(page.getByTestId(`sage-batch-state-${id}`)).toHaveAttribute('data-state', 'IMPORTED');
  await expect(page.getByTestId(`sage-int-imported-${id}`)).toHaveCount(0);
});

test('GLIFIN opens the AR report from the menu, sees the ageing in rupiah and downloads the generated report', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  await context.addInitScript(() => window.localStorage.setItem('languagePreference', 'id'));
  const page = await context.newPage();
  await signIn(page, 'GLIFIN');
  await expect(page.getByTestId('nav-menu')).toBeVisible();
  await openFromMenu(page, 'arReport');
  await expect(page).toHaveURL(/\/trucking\/administration\/ARreport/);
  await expect(page.locator('[data-testid^="ar-row-"]').first()).toBeVisible();
  await expect(page.getByTestId('ar-total-IDR')).toContainText('Rp');

  await page.getByTestId('ar-tab-reports').click();
  const today = jakartaToday();
  const report = page.locator('[data-testid^="ar-report-row-"]', { hasText: `AR-${today.replaceAll('-', '')}-01` });
  await expect(report).toHaveCount(1);
  const id = (await report.getAttribute('data-testid'))!.replace('ar-report-row-', '');
  const download = page.waitForEvent('download');
  await page.getByTestId(`ar-report-xlsx-${id}`).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^AR-\d{8}-01\.xlsx$/);
  expect(await sheetsOf(file)).toEqual([`Ageing ${today}`, 'Documents']);
  await expect(page.getByTestId(`ar-report-state-${id}`)).toHaveAttribute('data-state', 'DOWNLOADED');
  await expect(page.getByTestId(`ar-report-state-${id}`)).toHaveText('Diunduh');
  await context.close();
});
