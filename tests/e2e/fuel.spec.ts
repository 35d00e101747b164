import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect as axeExpect, test } from './axe-test';
import { signIn } from './helpers';

// The machine running the journeys may be loaded (two cores shared): screens get a minute to settle.
const expect = axeExpect.configure({ timeout: 60_000 });

/** This month in Jakarta (YYYY-MM): the demo has last month's statement, the journey imports this month's. */
const thisMonth = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date()).slice(0, 7);

/** The fixture statement (tests/e2e/fixtures/fuel-statement.csv) dated in the month: four known cards, one unknown. */
function statementFile(period: string) {
  const [yyyy, mm] = period.split('-') as [string, string];
  const text = readFileSync(new URL('./fixtures/fuel-statement.csv', import.meta.url), 'utf8')
    .replaceAll('{YYYY}', yyyy)
    .replaceAll('{MM}', mm);
  return { name: `shell-statement-${period}.csv`, mimeType: 'text/csv', buffer: Buffer.from(text) };
}

async function importStatement(page: Page, period: string) {
  await page.getByTestId('fuel-import-period').fill(period);
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('fuel-import-file').click();
  await (await chooser).setFiles(statementFile(period));
  await page.getByTestId('fuel-import-submit').click();
}

test("OPADMIN imports Shell's statement, sees its one unmatched line, issues TO1's fuel invoice; TO1 finds it under Shell payments (in Bahasa Indonesia too)", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const period = thisMonth();
  await signIn(page, 'OPADMIN');
  await page.goto('/trucking/opadmin/shellcard');
  // The platform sees the whole numbers of the demo cards.
  await expect(page.getByTestId('fuel-cards-row').first()).toBeVisible();
  await expect(page.getByText('7002401000001019')).toBeVisible();

  await page.goto('/trucking/administrations/shellInvoicing');
  await expect(page.getByTestId('fuel-statements-row').first()).toBeVisible();
  await importStatement(page, period);
  await expect(page).toHaveURL(/\/administrations\/shellInvoicing\/view\/\d+$/);
  await expect(page.getByTestId('fuel-unmatched-count')).toHaveText('1');
  await expect(page.getByTestId('fuel-unmatched-row')).toHaveCount(1);
  await expect(page.getByTestId('fuel-unmatched-row')).toContainText('•••• •••• •••• 8881');
  await expect(page.getByTestId('fuel-unmatched-row')).toContainText('Unknown card');

  // The same statement again is refused.
  await page.goto('/trucking/administrations/shellInvoicing');
  await importStatement(page, period);
  await expect(page.getByTestId('fuel-import-error')).toContainText('already been imported');

  await page.goBack();
  await expect(page.getByTestId('fuel-operator-TO0001')).toBeVisible();
  await page.getByTestId('fuel-issue-TO0001').click();
  await expect(page.getByTestId('fuel-operator-TO0001')).toContainText(/FUEL\/\d{4}\/\d{6}/);
  const docNo = ((await page.getByTestId('fuel-operator-TO0001').textContent()) ?? '').match(/FUEL\/\d{4}\/\d{6}/)![0];

  // TO1 sees its new invoice, open, with Pay; the cards with the last 4 digits only.
  const to1 = await (await browser.newContext()).newPage();
  await signIn(to1, 'TO1');
  await to1.goto('/trucking/shell/payments');
  await expect(to1.getByTestId(`fuel-invoice-status-${docNo}`)).toHaveText('Open');
  await expect(to1.getByTestId(`fuel-invoice-pay-${docNo}`)).toBeVisible();
  await to1.getByTestId('language-select').first().selectOption('id');
  await expect(to1.getByTestId(`fuel-invoice-status-${docNo}`)).toHaveText('Belum dibayar');
  await expect(to1.getByText('Pembayaran Shell').first()).toBeVisible();
  await to1.goto('/trucking/opadmin/shellcard');
  await expect(to1.getByTestId('fuel-cards-row').first()).toBeVisible();
  await expect(to1.getByText('•••• •••• •••• 1019')).toBeVisible();
  await expect(to1.getByText('7002401000001019')).toHaveCount(0);
});
