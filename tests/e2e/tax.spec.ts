import { expect as axeExpect, test } from './axe-test';
import { signIn } from './helpers';

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
