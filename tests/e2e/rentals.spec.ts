import type { Browser, Locator, Page } from '@playwright/test';
import { expect as axeExpect, test } from './axe-test';
import { PDF_FILE } from './fixtures/files';
import { payJobWithClicPay, verifyEveryBillDocument } from './billing-steps';
import { apiToken, dayFirst, signIn } from './helpers';

// The machine running the journeys may be loaded (two cores shared): screens get a minute to settle.
const expect = axeExpect.configure({ timeout: 60_000 });

/** Picks an option of a Mantine Select by its visible name. */
async function pick(page: Page, testId: string, option: RegExp) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option }).first().click();
}

async function attach(page: Page, trigger: Locator, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await trigger.click();
  await (await chooser).setFiles(file);
}

async function userPage(browser: Browser, usrId: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, usrId);
  return page;
}

/** A day `days` from today in Jakarta, as YYYY-MM-DD. */
const jakartaDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date(Date.now() + days * 86_400_000));

test('a truck rental from request to paid: CO1 asks, TO1 quotes, CO1 accepts, TO1 assigns, starts and completes, bills its job; CO1 verifies, CO1FIN acknowledges, L1SUPPORT approves, CO1FIN pays', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(480_000);
  // A prime mover and a driver of TO1's that no other journey holds (the journeys before this one leave TO1's demo
  // trucks and drivers on their live jobs), added over the fleet API.
  const to1 = { authorization: `Bearer ${await apiToken(request, 'TO1')}` };
  const n = Date.now() % 9000;
  const plate = `B ${1000 + n} RNT`;
  const truck = await request.post('/api/v1/lintas/trucking/trucks', {
    headers: to1,
    data: { vhPlateNo: plate, vhType: 'PRIME_MOVER', vhState: 'UNASSIGNED' },
  });
  expect(truck.status(), await truck.text()).toBe(201);
  const driverName = `Rental Driver ${n}`;
  const driver = await request.post('/api/v1/lintas/trucking/drivers', {
    headers: to1,
    data: {
      drvName: driverName,
      licenceNo: `RNT-${Date.now() % 100_000_000}`,
      licenceClass: 'B2_UMUM',
      licenceExpiry: '2029-03-31',
      phone: '+62 812 5555 0101',
      drvState: 'RDY',
    },
  });
  expect(driver.status(), await driver.text()).toBe(201);
  // CO1 asks TO1 for one prime mover for three days, per truck per day; the end before the start is refused first.
  await signIn(page, 'CO1');
  await page.goto('/trucking/administrations/truckrental');
  await expect(page.getByTestId('rentals-row').first()).toBeVisible();
  await page.getByTestId('rentals-new').click();
  await pick(page, 'rental-operator', /Truk Nusantara/);
  await pick(page, 'rental-pickup', /Sunter/);
  await pick(page, 'rental-vehicle-type', /Prime mover/);
  await page.getByTestId('rental-truck-count').fill('1');
  await page.getByTestId('rental-start').fill(dayFirst(jakartaDay(3)));
  await page.keyboard.press('Escape');
  await page.getByTestId('rental-end').fill(dayFirst(jakartaDay(1)));
  await page.keyboard.press('Escape');
  await pick(page, 'rental-type', /^Per truck per day$/);
  await page.getByTestId('rental-remarks').fill('E2E rental: stock transfer Sunter – Cikarang');
  await page.getByTestId('rental-submit').click();
  await expect(page.getByText('The end is before the start').first()).toBeVisible();
  await page.getByTestId('rental-end').fill(dayFirst(jakartaDay(5)));
  await page.keyboard.press('Escape');
  await page.getByTestId('rental-submit').click();
  await expect(page).toHaveURL(/\/administrations\/truckrental\/view\/[A-Z0-9]+$/);
  await expect(page.getByTestId('rental-state')).toHaveText('Requested');
  await expect(page.getByTestId('rental-actions').getByRole('button')).toHaveText(['Cancel']);
  const rentalPath = new URL(page.url()).pathname;

  // TO1 quotes Rp 1.500.000 a truck a day: three days, one truck.
  const to = await userPage(browser, 'TO1');
  await to.goto(rentalPath);
  await expect(to.getByTestId('rental-state')).toHaveText('Requested');
  await to.getByTestId('rental-quote').click();
  await to.getByTestId('rental-quote-price').fill('1500000');
  await to.getByTestId('rental-quote-confirm').click();
  await expect(to.getByTestId('rental-state')).toHaveText('Quoted');
  await expect(to.getByTestId('rental-total')).toHaveText('Rp 4.500.000');

  // CO1 accepts: the rental's job opens.
  await page.reload();
  await expect(page.getByTestId('rental-total')).toHaveText('Rp 4.500.000');
  await page.getByTestId('rental-accept').click();
  await expect(page.getByTestId('rental-state')).toHaveText('Accepted');
  await expect(page.getByTestId('rental-job')).toBeVisible();
  const jobId = (await page.getByTestId('rental-job').textContent())!.trim();

  // TO1 assigns a truck and a driver, starts and completes the rental.
  await to.reload();
  await to.getByTestId('rental-assign').click();
  // The truck and driver added above (the top bar's language select has options too: the listbox's).
  await to.getByTestId('rental-assign-truck-0').click();
  await to
    .getByRole('listbox')
    .getByRole('option', { name: new RegExp(plate) })
    .click();
  await to.getByTestId('rental-assign-driver-0').click();
  await to
    .getByRole('listbox')
    .getByRole('option', { name: new RegExp(driverName) })
    .click();
  await to.getByTestId('rental-assign-confirm').click();
  await expect(to.getByTestId('rental-state')).toHaveText('Trucks assigned');
  await expect(to.getByTestId('rental-truck-row')).toHaveCount(1);
  await expect(to.getByTestId('rental-truck-plate')).toHaveText(plate);
  await expect(to.getByTestId('rental-truck-driver')).toHaveText(driverName);
  await to.getByTestId('rental-start').click();
  await expect(to.getByTestId('rental-state')).toHaveText('Active');
  await to.getByTestId('rental-complete').click();
  await expect(to.getByTestId('rental-state')).toHaveText('Completed');

  // The job is delivered: TO1 bills it with its invoice; the bill's line is the rental's price.
  await to.getByTestId('rental-job').click();
  await expect(to).toHaveURL(new RegExp(`/view/${jobId}$`));
  await expect(to.getByTestId('job-state')).toHaveText('Delivered');
  // The job says it runs the rental and links back to it; it offers none of its own dispatch verbs.
  await expect(to.getByTestId('job-rental')).toHaveText(rentalPath.split('/').pop()!);
  await expect(to.getByTestId('job-rental-note')).toBeVisible();
  await to.getByTestId('billing-form-invoiceNo').fill(`INV/RNT/${jobId.slice(-5)}`);
  await attach(to, to.getByTestId('billing-form-invoiceFile'), {
    name: 'invoice.pdf',
    mimeType: 'application/pdf',
    buffer: PDF_FILE,
  });
  await expect(to.getByText('invoice.pdf').first()).toBeVisible();
  await to.getByTestId('billing-form-submit').click();
  await expect(to.getByTestId('billing-state')).toHaveText('Billed');
  await expect(to.getByTestId('billing-line')).toHaveCount(1);
  await expect(to.getByTestId('billing-line').first()).toContainText('Rp 4.500.000');

  // CO1 verifies the bill from the rental's job.
  await page.reload();
  await page.getByTestId('rental-job').click();
  await page.getByTestId('billing-action-verifyBill').click();
  await expect(page.getByTestId('billing-state')).toHaveText('Bill verified');

  // CO1FIN acknowledges on the job; L1SUPPORT verifies the documents and approves: the money documents are issued.
  const fin = await userPage(browser, 'CO1FIN');
  await fin.goto(`/trucking/applications/services/job/truck/view/${jobId}`);
  await fin.getByTestId('billing-action-acknowledgeBill').click();
  await expect(fin.getByTestId('billing-state')).toHaveText('Bill acknowledged');
  const l1 = await userPage(browser, 'L1SUPPORT');
  await verifyEveryBillDocument(l1, jobId);
  await l1.getByTestId('billdoc-approve').click();
  await expect(l1.getByTestId('billdoc-approve')).toHaveCount(0);

  // CO1FIN pays the rental's debit note and platform-fee invoice with ClicPay; the rental says paid.
  // (The browser's session is CO1FIN's only one: an API sign-in here would end it.)
  const paid = await payJobWithClicPay(fin, jobId, 2);
  expect(paid.map((no) => no.slice(0, 2)).sort()).toEqual(['DN', 'PF']);
  await page.goto(rentalPath);
  await expect(page.getByTestId('rental-paid')).toHaveText('Paid');
  for (const p of [to, fin, l1]) await p.context().close();
});
