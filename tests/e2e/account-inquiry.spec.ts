import { expect as axeExpect, test } from './axe-test';
import { signIn } from './helpers';

// The machine running the journeys may be loaded (two cores shared): screens get a minute to settle.
const expect = axeExpect.configure({ timeout: 60_000 });

test('OPADMIN finds a company by its NPWP and by a user, and reads everything about it on one page (in Bahasa Indonesia too)', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'OPADMIN');
  await page.goto('/trucking/opadmin/inquiry/accn/list');
  await page.getByTestId('inquiry-search').fill('00.172.863.4-504');
  await expect(page.getByTestId('inquiry-row')).toHaveCount(1);
  await expect(page.getByTestId('inquiry-match-CO0001')).toHaveText('Tax number');
  await page.getByTestId('inquiry-search').fill('hendra');
  await expect(page.getByTestId('inquiry-match-CO0001')).toHaveText('User · CO1');
  await page.getByTestId('inquiry-row').filter({ hasText: 'CO0001' }).click();
  await expect(page).toHaveURL(/\/opadmin\/inquiry\/accn\/view\/CO0001$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('PT Sumber Makmur Abadi');
  await expect(page.getByTestId('inquiry-users-table')).toContainText('Hendra Gunawan (CO1)');
  await expect(page.getByTestId('inquiry-contracts-table')).toContainText('PT Truk Nusantara');
  await expect(page.getByTestId('inquiry-jobs-DLV')).toBeVisible();
  await expect(page.getByTestId('inquiry-documents-table')).toBeVisible();
  await expect(page.getByTestId('inquiry-audit-table')).toBeVisible();
  await page.getByTestId('language-select').first().selectOption('id');
  await expect(page.getByTestId('inquiry-users')).toContainText('Pengguna');
  await expect(page.getByTestId('inquiry-jobs-DLV')).toContainText('Terkirim');
});
