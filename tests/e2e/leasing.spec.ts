import type { Browser, Page } from '@playwright/test';
import { expect as axeExpect, test } from './axe-test';
import { dayFirst, signIn } from './helpers';

// The machine running the journeys may be loaded (two cores shared): screens get a minute to settle.
const expect = axeExpect.configure({ timeout: 60_000 });

/** Picks an option of a Mantine Select by its visible name. */
async function pick(page: Page, testId: string, option: RegExp) {
  await page.getByTestId(testId).click();
  await page.getByRole('listbox').getByRole('option', { name: option }).first().click();
}

/** A signed-in page of its own (its own session), in a language. */
async function userPage(browser: Browser, usrId: string, lang: 'en' | 'id' = 'en'): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript((l) => window.localStorage.setItem('languagePreference', l), lang);
  const page = await context.newPage();
  await signIn(page, usrId);
  return page;
}

/** A day `days` from today in Jakarta, as YYYY-MM-DD. */
const jakartaDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date(Date.now() + days * 86_400_000));

test('a truck lease: TO1 applies, LEASE1 quotes (in Bahasa Indonesia), TO1 accepts, LEASE1 approves; OPADMIN sees it approved', async ({
  page,
  browser,
}) => {
  test.setTimeout(360_000);
  // TO1 applies to PT Armada Sewa Finance for two prime movers for 12 months at Rp 18.000.000 a truck a month; a bad
  // phone number is refused first, on its field.
  await signIn(page, 'TO1');
  await page.goto('/trucking/administrations/truckleasing');
  await expect(page.getByTestId('leases-row').first()).toBeVisible();
  await page.getByTestId('leases-new').click();
  await pick(page, 'lease-provider', /Armada Sewa Finance/);
  await pick(page, 'lease-vehicle-type', /Prime mover/);
  await page.getByTestId('lease-truck-count-input').fill('2');
  await page.getByTestId('lease-wanted-price-input').fill('18000000');
  await page.getByTestId('lease-start').fill(dayFirst(jakartaDay(20)));
  await page.keyboard.press('Escape');
  await page.getByTestId('lease-months').fill('12');
  await page.getByTestId('lease-contact-name').fill('Bambang Sutrisno');
  await page.getByTestId('lease-contact-phone').fill('call me');
  await page.getByTestId('lease-remarks').fill('E2E lease: two prime movers for the Priok – Cikarang lane');
  await page.getByTestId('lease-submit').click();
  await expect(page.getByText('A phone number: digits, spaces, brackets and dashes, optionally starting with +')).toBeVisible();
  await page.getByTestId('lease-contact-phone').fill('+62 812 8800 1201');
  await page.getByTestId('lease-submit').click();
  await expect(page).toHaveURL(/\/administrations\/truckleasing\/view\/LA\d+$/);
  await expect(page.getByTestId('lease-state')).toHaveText('Submitted');
  await expect(page.getByTestId('lease-actions').getByRole('button')).toHaveText(['Withdraw']);
  await expect(page.getByTestId('lease-wanted-price')).toContainText('Rp 18.000.000');
  const path = new URL(page.url()).pathname;
  const applicationId = path.split('/').pop()!;

  // LEASE1, in Bahasa Indonesia, finds it in its list and quotes Rp 18.500.000 a truck a month.
  const lease1 = await userPage(browser, 'LEASE1', 'id');
  await lease1.goto('/trucking/administrations/truckleasing');
  await expect(lease1.getByRole('heading', { name: 'Permohonan sewa guna usaha' })).toBeVisible();
  await expect(lease1.getByTestId(`lease-state-${applicationId}`)).toHaveText('Diajukan');
  await lease1.getByTestId(`lease-state-${applicationId}`).click();
  await expect(lease1).toHaveURL(new RegExp(`${applicationId}$`));
  await expect(lease1.getByTestId('lease-actions').getByRole('button')).toHaveText(['Beri penawaran', 'Tolak']);
  await lease1.getByTestId('lease-quote').click();
  await lease1.getByTestId('lease-quote-price').fill('18500000');
  await lease1.getByTestId('lease-quote-note').fill('Asuransi dan perawatan termasuk');
  await lease1.getByTestId('lease-quote-confirm').click();
  await expect(lease1.getByTestId('lease-state')).toHaveText('Ditawar');
  // 18.500.000 × 2 trucks × 12 months, worked out by the server, in Indonesian format.
  await expect(lease1.getByTestId('lease-total')).toContainText('Rp 444.000.000');
  await expect(lease1.getByTestId('lease-actions').getByRole('button')).toHaveText(['Beri penawaran', 'Tolak']);

  // TO1 accepts the quote.
  await page.reload();
  await expect(page.getByTestId('lease-monthly-price')).toContainText('Rp 18.500.000');
  await page.getByTestId('lease-accept').click();
  await expect(page.getByTestId('lease-state')).toHaveText('Quote accepted');
  await expect(page.getByTestId('lease-actions').getByRole('button')).toHaveText(['Withdraw']);

  // LEASE1 approves the lease.
  await lease1.reload();
  await expect(lease1.getByTestId('lease-state')).toHaveText('Penawaran diterima');
  await lease1.getByTestId('lease-approve').click();
  await expect(lease1.getByTestId('lease-state')).toHaveText('Disetujui');
  await expect(lease1.getByTestId('lease-actions').getByRole('button')).toHaveCount(0);

  // OPADMIN sees it approved among every application, filtered by provider, and opens it read-only.
  const opadmin = await userPage(browser, 'OPADMIN');
  await opadmin.goto('/trucking/opadmin/truckleasing/list');
  await expect(opadmin.getByRole('heading', { name: 'Truck leasing applications' })).toBeVisible();
  await opadmin.getByTestId('leases-filter-provider').selectOption('SP0003');
  await opadmin.getByTestId('leases-filter-state').selectOption('APP');
  await opadmin.getByTestId('leases-search').fill(applicationId);
  await expect(opadmin.getByTestId('leases-row')).toHaveCount(1);
  await expect(opadmin.getByTestId(`lease-state-${applicationId}`)).toHaveText('Approved');
  await opadmin.getByTestId(`lease-state-${applicationId}`).click();
  await expect(opadmin.getByTestId('lease-state')).toHaveText('Approved');
  await expect(opadmin.getByTestId('lease-total')).toContainText('Rp 444.000.000');
  await expect(opadmin.getByTestId('lease-actions').getByRole('button')).toHaveCount(0);
});
