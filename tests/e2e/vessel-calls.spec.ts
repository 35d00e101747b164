import { expect as axeExpect, test } from './axe-test';
import { certificateLifecycle } from './certificate-steps';
import { dayFirst, jakartaInput, signIn } from './helpers';

// The machine running the journeys may be loaded (two cores shared): screens get a minute to settle.
const expect = axeExpect.configure({ timeout: 60_000 });

/** Picks an option of a Mantine Select (by its visible name). */
async function pick(page: import('@playwright/test').Page, testId: string, option: RegExp | string, type?: string) {
  const input = page.getByTestId(testId);
  await input.click();
  if (type) await input.fill(type);
  await page.getByRole('option', { name: option }).first().click();
}

/** Types a day or day-time (DD/MM/YYYY [HH:mm]) and closes its calendar, which would cover the next field. */
async function typeDate(page: import('@playwright/test').Page, testId: string, text: string) {
  await page.getByTestId(testId).fill(text);
  await page.keyboard.press('Escape');
}

test('SL1 saves a crew list and files a vessel call with FAL 1 and FAL 5 from it; PCOFFICER approves; SL1 downloads the port clearance certificate; a visitor finds it by the inquiry and its QR link; revoked, both say so', async ({
  page,
  browser,
}) => {
  test.setTimeout(600_000); // the journeys share two loaded cores (axe on each screen)
  const title = `Crew of KM Bahari Jaya ${Date.now() % 100000}`;

  // A crew list of two seafarers.
  await signIn(page, 'SL1');
  await page.goto('/trucking/configuration/crewList');
  await expect(page.getByTestId('crew-lists-row').first()).toBeVisible();
  await page.getByTestId('crew-lists-new').click();
  await page.getByTestId('crew-title').fill(title);
  await page.getByTestId('crew-vesselName').fill('KM Bahari Jaya');
  await page.getByTestId('crew-imoNo').fill('IMO 9321483');
  const crew = [
    ['Rudy Hartono', 'MASTER', 'ID', '1976-04-12', 'Makassar', 'SEAMAN_BOOK', 'C0450011', '2029-01-31'],
    ['Nur Aini', 'COOK', 'ID', '1989-08-23', 'Cirebon', 'PASSPORT', 'X1234567', '2030-05-20'],
  ];
  for (const [i, [name, rank, nationality, dob, place, docType, docNo, expiry]] of crew.entries()) {
    if (i > 0) await page.getByTestId('crew-members-add').click();
    await page.getByTestId(`crew-members-${i}-name`).fill(name!);
    await page.getByTestId(`crew-members-${i}-rank`).selectOption(rank!);
    await page.getByTestId(`crew-members-${i}-nationality`).selectOption(nationality!);
    await typeDate(page, `crew-members-${i}-dateOfBirth`, dayFirst(dob!));
    await page.getByTestId(`crew-members-${i}-placeOfBirth`).fill(place!);
    await page.getByTestId(`crew-members-${i}-docType`).selectOption(docType!);
    await page.getByTestId(`crew-members-${i}-docNo`).fill(docNo!);
    await typeDate(page, `crew-members-${i}-docExpiry`, dayFirst(expiry!));
  }
  await page.getByTestId('crew-save').click();
  await expect(page).toHaveURL(/\/configuration\/crewList\/view\/CRW\d+$/);
  await expect(page.getByTestId('crew-members-row')).toHaveCount(2);
  await expect(page.getByTestId('crew-import')).toBeVisible();

  // The application: the vessel, the call, FAL 1, and FAL 5 taken from that crew list.
  await page.goto('/trucking/applications/services/vesselCall');
  await expect(page.getByTestId('vessel-calls-row').first()).toBeVisible();
  await page.getByTestId('vessel-calls-new').click();
  await page.getByTestId('vc-vesselName').fill('KM Bahari Jaya');
  await page.getByTestId('vc-imoNo').fill('9321484'); // a wrong check digit first
  await page.getByTestId('vc-callSign').fill('YBBJ3');
  await pick(page, 'vc-shipType', /container/i);
  await page.getByTestId('vc-grossTonnage').fill('23900');
  await pick(page, 'vc-ttCode', 'Bow thruster');
  await pick(page, 'vc-portCode', /Tanjung Priok/);
  await pick(page, 'vc-terminalCode', /JICT/);
  await page.getByTestId('vc-service-CS-TPP-EP').check();
  await page.getByTestId('vc-service-CS-TPP-POC').check();
  await typeDate(page, 'vc-eta', jakartaInput(72));
  await typeDate(page, 'vc-etd', jakartaInput(102));
  await pick(page, 'vc-lastPort', /Belawan/, 'Belawan');
  await pick(page, 'vc-nextPort', /^Surabaya/, 'Surabaya');
  await page.getByTestId('vc-fal1-voyageNo').fill('BJ2651');
  await page.getByTestId('vc-fal1-masterName').fill('Rudy Hartono');
  await page.getByTestId('vc-fal1-cargoDescription').fill('Containers (FCL), 412 TEU');
  await pick(page, 'vc-fal5-crewList', new RegExp(title));
  await expect(page.getByTestId('vc-crew-row')).toHaveCount(2);
  await expect(page.getByTestId('vc-fal1-crewCount')).toHaveValue('2');
  await page.getByTestId('vc-save').click();
  await expect(page.getByText('Not a valid IMO number (7 digits with a check digit)')).toBeVisible();
  await page.getByTestId('vc-imoNo').fill('IMO 9321483');
  await page.getByTestId('vc-save').click();
  await expect(page).toHaveURL(/\/vesselCall\/view\/VC\d+$/);
  const vcId = page.url().split('/').pop()!;
  await expect(page.getByTestId('vc-status')).toHaveText('Draft');
  await page.getByTestId('vc-submit').click();
  await expect(page.getByTestId('vc-status')).toHaveText('Submitted');
  await expect(page.getByTestId('vc-submit')).toHaveCount(0);

  // The officer, in Bahasa Indonesia, finds it among the submitted ones and approves it.
  const officerContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
  // Indonesian from the first page (switching on a page raced the next navigation: the list came in English).
  await officerContext.addInitScript(() => localStorage.setItem('languagePreference', 'id'));
  const officer = await officerContext.newPage();
  await signIn(officer, 'PCOFFICER');
  await officer.goto('/trucking/applications/services/vesselCall?status=SUBMITTED');
  await expect(officer.getByTestId('vessel-calls-row').filter({ hasText: vcId })).toBeVisible();
  await officer.getByTestId('vessel-calls-row').filter({ hasText: vcId }).click();
  await expect(officer.getByTestId('vc-status')).toHaveText('Diajukan');
  await expect(officer.getByTestId('vc-crew-row')).toHaveCount(2);
  await officer.getByTestId('vc-approve').click();
  await expect(officer.getByTestId('vc-status')).toHaveText('Disetujui');
  await officerContext.close();

  // SL1 sees it approved, with the certificates its services call for.
  await page.reload();
  await expect(page.getByTestId('vc-status')).toHaveText('Approved');
  await expect(page.getByTestId('vc-certificate')).toHaveCount(2);
  await expect(page.getByTestId('vc-certificate-table')).toContainText('Port Clearance');
  await expect(page.getByTestId('vc-certificate-table')).toContainText('Entry Permit');
  await expect(page.getByTestId('vc-history-item')).toHaveCount(3);
  await expect(page.getByTestId('vc-approve')).toHaveCount(0);

  // SL1 downloads the port clearance certificate; a visitor finds it by the inquiry and its QR link; the officer
  // revokes it and both say revoked.
  await certificateLifecycle(page, browser, vcId);
});
