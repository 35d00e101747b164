import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './axe-test';
import { PDF_FILE } from './fixtures/files';
import { apiToken, jakartaInput, signIn, submittedJobOfCo1 } from './helpers';

const SHOTS = process.env.FLOW_SHOTS_DIR;

async function choose(page: Page, select: Locator, option: RegExp) {
  await select.click();
  await page.getByRole('option', { name: option }).first().click();
}

async function attach(page: Page, trigger: Locator) {
  const chooser = page.waitForEvent('filechooser');
  await trigger.click();
  await (await chooser).setFiles({ name: 'do.pdf', mimeType: 'application/pdf', buffer: PDF_FILE });
}

/** Full-page screenshots at desktop (1440) and phone (390) width. */
async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    // Let the shell settle into its layout for the width (the navigation collapses with a transition).
    await page.waitForTimeout(800);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test.describe('jobs as users tried them', () => {
  test('CO1 sees only priced routes and the charge; submit asks for the delivery order, attached on the job; TO1 starts only within the window; CO1 reads the driver and the plate (English and Bahasa Indonesia)', async ({
    browser,
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    // A job picked up in three days, over the API first (an API sign-in of CO1 would end the browser's session):
    // TO1 may not start it yet.
    const co1 = await apiToken(request, 'CO1');
    const laterId = await submittedJobOfCo1(request, co1, 'E2E-FLOWS-LATER', 72, PDF_FILE);

    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, 'CO1');
    await page.goto('/trucking/applications/services/job/truck/new');
    await choose(page, page.getByTestId('job-form-operator'), /Truk Nusantara/);
    await choose(page, page.getByTestId('job-form-shipment-type'), /^Import$/);
    await choose(page, page.getByTestId('job-form-load-type'), /Full truck load/);
    await choose(page, page.getByTestId('job-form-direction'), /Trucking in/);
    await choose(page, page.getByTestId('job-form-charge-basis'), /bill of lading/);
    await page.getByTestId('job-form-ref').fill('E2E-FLOWS');
    await page.getByTestId('job-form-trip-0-pickup-at').fill(jakartaInput(2));
    await page.getByTestId('job-form-trip-0-drop-0-at').fill(jakartaInput(6));

    // Only the vehicle types an active rate prices, by their names.
    await page.getByTestId('job-form-trip-0-vehicle').click();
    await expect(page.getByRole('option', { name: /^Prime mover/ })).toBeVisible();
    await expect(page.getByRole('option', { name: /^10 ft truck$/ })).toHaveCount(0);
    await expect(page.getByRole('option', { name: 'PRIME_MOVER' })).toHaveCount(0);
    await page.getByRole('option', { name: /^Prime mover/ }).click();
    // Pickups and drops a prime mover's rate covers: Priok, then the drops priced from Priok.
    await page.getByTestId('job-form-trip-0-pickup-loc').click();
    await expect(page.getByRole('option', { name: /Priok/ })).toBeVisible();
    await page.getByRole('option', { name: /Priok/ }).first().click();
    await page.getByTestId('job-form-trip-0-drop-0-loc').click();
    await expect(page.getByRole('option', { name: /Sunter/ })).toBeVisible();
    await expect(page.getByRole('option', { name: /Priok/ })).toHaveCount(0);
    await page
      .getByRole('option', { name: /Sunter/ })
      .first()
      .click();
    // The charge as the form is filled (the demo rate: 1.450.000).
    await expect(page.getByTestId('job-form-trip-0-charge')).toHaveText('Rp 1.450.000');
    await expect(page.getByTestId('job-form-total')).toHaveText('Rp 1.450.000');
    await shots(page, 'form-en');
    await page.getByTestId('job-form-save').click();
    await expect(page.getByTestId('job-state')).toHaveText('Draft');
    const jobId = new URL(page.url()).pathname.split('/').pop()!;

    // Submit without the delivery order: asked for by name; attached on the job, without editing it.
    await page.getByTestId('job-action-submit').click();
    await expect(page.getByTestId('job-action-error')).toContainText('delivery order');
    await attach(page, page.getByTestId('job-do-attach'));
    await expect(page.getByTestId('job-do-download')).toBeVisible();
    await page.getByTestId('job-action-error').getByRole('button').click();
    await page.getByTestId('job-action-submit').click();
    await expect(page.getByTestId('job-state')).toHaveText('Submitted');
    await expect(page.getByTestId('job-total')).toHaveText('Rp 1.450.000');

    const to = await (await browser.newContext()).newPage();
    await to.setViewportSize({ width: 1440, height: 900 });
    await signIn(to, 'TO1');
    for (const id of [laterId, jobId]) {
      await to.goto(`/trucking/applications/services/job/truck/view/${id}`);
      await to.getByTestId('job-action-accept').click();
      await expect(to.getByTestId('job-state')).toHaveText('Accepted');
      // The first ready driver and unassigned prime mover offered.
      for (const field of ['driver', 'truck']) {
        await to.getByTestId(`job-assign-${field}-1`).click();
        await to.getByRole('listbox').getByRole('option').first().click();
      }
      await to.getByTestId('job-assign-save').click();
      await expect(to.getByTestId('job-state')).toHaveText('Assigned');
      await to.getByTestId('job-action-start').click();
      if (id === laterId) {
        await expect(to.getByTestId('job-action-error')).toContainText('too early');
        await expect(to.getByTestId('job-state')).toHaveText('Assigned');
      } else {
        await expect(to.getByTestId('job-state')).toHaveText('Ongoing');
      }
    }
    await to.context().close();

    // The creator reads people, not codes: the driver's name and phone, the truck's plate.
    await page.reload();
    await expect(page.getByTestId('job-state')).toHaveText('Ongoing');
    const driver = page.getByTestId('job-trip-1-driver');
    await expect(driver).toContainText(/[A-Za-z]+ .* · \+?\d{8,}/);
    await expect(driver).not.toContainText('DRV-');
    await expect(page.getByTestId('job-trip-1-truck')).toHaveText(/^[A-Z]{1,2} \d{1,4} [A-Z]{1,3}$/);
    await expect(page.getByTestId('job-timeline')).not.toContainText('DRV-');
    await shots(page, 'detail-en');
    await page.getByTestId('language-select').first().selectOption('id');
    await expect(page.getByTestId('job-state')).toHaveText('Berjalan');
    await shots(page, 'detail-id');

    // The form in Bahasa Indonesia: vehicle types by their Indonesian names.
    await page.goto('/trucking/applications/services/job/truck/new');
    await choose(page, page.getByTestId('job-form-operator'), /Truk Nusantara/);
    await page.getByTestId('job-form-trip-0-pickup-at').fill(jakartaInput(2));
    await page.getByTestId('job-form-trip-0-vehicle').click();
    await expect(page.getByRole('option', { name: /truk penarik sasis kontainer/ })).toBeVisible();
    await page.getByRole('option', { name: /truk penarik sasis kontainer/ }).click();
    await choose(page, page.getByTestId('job-form-trip-0-pickup-loc'), /Priok/);
    await choose(page, page.getByTestId('job-form-trip-0-drop-0-loc'), /Sunter/);
    await page.getByTestId('job-form-trip-0-drop-0-at').fill(jakartaInput(6));
    await expect(page.getByTestId('job-form-total')).toHaveText('Rp 1.450.000');
    await shots(page, 'form-id');
  });
});
