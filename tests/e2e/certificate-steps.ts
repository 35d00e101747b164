import type { Browser, Page } from '@playwright/test';
import { expect as axeExpect } from './axe-test';
import { signIn } from './helpers';

// The machine running the journeys may be loaded (two cores shared): screens get a minute to settle.
const expect = axeExpect.configure({ timeout: 60_000 });

/**
 * Issue 18's certificate steps (decision 0030): SL1 (signed in on `page`) opens the port clearance certificate of the calls `search` finds
 * (a vessel call's id) from its certificates list and downloads its PDF; a visitor finds it by the inquiry and by its
 * QR page; PCOFFICER revokes it; both say revoked. Every screen is checked by axe (the calling test's axe-test).
 */
export async function certificateLifecycle(page: Page, browser: Browser, search: string): Promise<void> {
  await page.goto(`/trucking/applications/certificates?search=${encodeURIComponent(search)}`);
  const row = page.locator('[data-testid^="certificate-row-POC-"]').filter({ hasText: 'Valid' }).first();
  await expect(row).toBeVisible();
  const link = row.locator('[data-testid^="certificate-open-"]');
  const certNo = (await link.innerText()).trim();
  await link.click();
  await expect(page.getByTestId('certificate-status')).toHaveText('Valid');
  const download = page.waitForEvent('download');
  await page.getByTestId('pdf-download').click();
  expect((await download).suggestedFilename()).toBe(`${certNo}.pdf`);
  const qrPath = new URL(page.url()).pathname;

  // A visitor, signed out: the inquiry (type required first), then the QR page.
  const visitor = await browser.newContext();
  const v = await visitor.newPage();
  await v.goto('/trucking/certificate/inquiry');
  await v.getByTestId('inquiry-no').fill(certNo);
  await v.getByTestId('inquiry-search').click();
  await expect(v.getByText('This field is required')).toBeVisible();
  await v.getByTestId('inquiry-type').click();
  await v.getByRole('option', { name: /^POC/ }).click();
  await v.getByTestId('inquiry-search').click();
  await expect(v.getByTestId('certificate-status')).toHaveText('Valid');
  await expect(v.getByTestId('certificate-no')).toHaveText(certNo);
  await v.goto(qrPath);
  await expect(v.getByTestId('certificate-status')).toHaveText('Valid');

  // The officer revokes it with a reason.
  const officerContext = await browser.newContext();
  const o = await officerContext.newPage();
  await signIn(o, 'PCOFFICER');
  await o.goto(`/trucking/applications/certificates?search=${certNo}`);
  await o.getByTestId(`certificate-revoke-${certNo}`).click();
  await o.getByRole('dialog').getByRole('textbox').fill('Issued for the wrong berth; a new clearance follows.');
  await o.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(o.getByTestId(`certificate-status-${certNo}`)).toHaveText('Revoked');

  // Both the QR page and the inquiry now say revoked.
  await v.reload();
  await expect(v.getByTestId('certificate-status')).toHaveText('Revoked');
  await v.goto('/trucking/certificate/inquiry');
  await v.getByTestId('inquiry-no').fill(certNo);
  await v.getByTestId('inquiry-type').click();
  await v.getByRole('option', { name: /^POC/ }).click();
  await v.getByTestId('inquiry-search').click();
  await expect(v.getByTestId('certificate-status')).toHaveText('Revoked');
  await expect(v.getByTestId('certificate-revoked')).toContainText('wrong berth');
  await visitor.close();
  await officerContext.close();
}
