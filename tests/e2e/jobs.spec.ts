import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './axe-test';
import { JPEG_FILE, PDF_FILE } from './fixtures/files';
import { jakartaInput, signIn } from './helpers';

const SHOTS = process.env.JOB_SHOTS_DIR;

async function choose(page: Page, select: Locator, option: RegExp) {
  await select.click();
  await page.getByRole('option', { name: option }).first().click();
}

async function attach(page: Page, trigger: Locator, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await trigger.click();
  await (await chooser).setFiles(file);
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test.describe('trucking jobs in the browser', () => {
  test('CO1 creates a two-drop job and submits; TO1 accepts, assigns, starts and delivers both drops; CO1 sees it delivered (English and Bahasa Indonesia)', async ({
    browser,
    page,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, 'CO1');
    await page.goto('/trucking/applications/services/job/coff/truck');
    await expect(page.getByTestId('jobs-list')).toBeVisible();
    await shot(page, 'co-list-en');
    const csv = page.waitForEvent('download');
    await page.getByTestId('jobs-export-csv').click();
    expect((await csv).suggestedFilename()).toMatch(/^jobs-.*\.csv$/);
    await page.getByTestId('jobs-new').click();

    await choose(page, page.getByTestId('job-form-operator'), /Truk Nusantara/);
    await choose(page, page.getByTestId('job-form-shipment-type'), /^Import$/);
    await choose(page, page.getByTestId('job-form-load-type'), /Full truck load/);
    await choose(page, page.getByTestId('job-form-direction'), /Trucking in/);
    await choose(page, page.getByTestId('job-form-charge-basis'), /bill of lading/);
    await page.getByTestId('job-form-ref').fill('E2E-TWO-DROPS');
    await page.getByTestId('job-form-bl').fill('BLE2E0001');
    await page.getByTestId('job-form-do').fill('DOE2E0001');
    await attach(page, page.getByTestId('job-form-do-file'), { name: 'do.pdf', mimeType: 'application/pdf', buffer: PDF_FILE });
    await choose(page, page.getByTestId('job-form-trip-0-type'), /Multi-drop/);
    await choose(page, page.getByTestId('job-form-trip-0-vehicle'), /^20 ft box truck$/);
    await choose(page, page.getByTestId('job-form-trip-0-pickup-loc'), /Cikarang/);
    // Within the start window (24 h before the pickup by default): TO1 starts it at once.
    await page.getByTestId('job-form-trip-0-pickup-at').fill(jakartaInput(2));
    await choose(page, page.getByTestId('job-form-trip-0-drop-0-loc'), /Karawang/);
    await page.getByTestId('job-form-trip-0-drop-0-at').fill(jakartaInput(5));
    await choose(page, page.getByTestId('job-form-trip-0-drop-1-loc'), /Sunter/);
    await page.getByTestId('job-form-trip-0-drop-1-at').fill(jakartaInput(8));
    await shot(page, 'co-form-en');
    await page.getByTestId('job-form-save').click();

    await expect(page.getByTestId('job-state')).toHaveText('Draft');
    const url = new URL(page.url());
    const jobId = url.pathname.split('/').pop()!;
    await page.getByTestId('job-action-submit').click();
    await expect(page.getByTestId('job-state')).toHaveText('Submitted');
    // The charge comes from the rate table at submit: 1.900.000 + 650.000.
    await expect(page.getByTestId('job-total')).toHaveText('Rp 2.550.000');
    await expect(page.getByTestId('job-action-withdraw')).toBeVisible();
    await expect(page.getByTestId('job-action-accept')).toHaveCount(0);

    const to = await (await browser.newContext()).newPage();
    await signIn(to, 'TO1');
    await to.goto('/trucking/applications/services/job/to/truck');
    await to.getByTestId('jobs-search').fill(jobId);
    // Click once the search has answered: a row clicked while the list re-renders may be another job's.
    await expect(to.getByTestId('jobs-row')).toHaveCount(1);
    // The list is wider than the screen: its scrollbar sits below the one row, not over it once the pointer is there.
    const row = to.getByTestId('jobs-row');
    await row.hover();
    expect(
      await row.evaluate((el) => {
        const box = (el as HTMLTableRowElement).cells[1]!.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height * 0.8);
        return hit !== null && el.contains(hit);
      }),
    ).toBe(true);
    await to.getByTestId('jobs-row').filter({ hasText: jobId }).click();
    await expect(to.getByTestId('job-state')).toHaveText('Submitted');
    await to.getByTestId('job-action-accept').click();
    await expect(to.getByTestId('job-state')).toHaveText('Accepted');
    await choose(to, to.getByTestId('job-assign-driver-1'), /Rudi Hartono/);
    await choose(to, to.getByTestId('job-assign-truck-1'), /B 9106 TNA/);
    await choose(to, to.getByTestId('job-assign-chassis-1'), /CHS-TO1-2002/);
    await shot(to, 'to-assign-en');
    await to.getByTestId('job-assign-save').click();
    await expect(to.getByTestId('job-state')).toHaveText('Assigned');
    await expect(to.getByTestId('job-trip-1-driver')).toContainText('Rudi Hartono');
    await to.getByTestId('job-action-start').click();
    await expect(to.getByTestId('job-state')).toHaveText('Ongoing');
    for (const drop of [1, 2]) {
      await to.getByTestId(`job-deliver-1-${drop}`).click();
      await attach(to, to.getByTestId('job-deliver-file'), {
        name: `pod-${drop}.jpg`,
        mimeType: 'image/jpeg',
        buffer: JPEG_FILE,
      });
      await to.getByTestId('job-deliver-receiver').fill(drop === 1 ? 'Siti Rahma' : 'Andi Putra');
      if (drop === 2) await shot(to, 'to-deliver-en');
      await to.getByTestId('job-deliver-confirm').click();
      await expect(to.getByTestId(`job-drop-1-${drop}-delivered`)).not.toBeEmpty();
    }
    await expect(to.getByTestId('job-state')).toHaveText('Delivered');
    await to.context().close();

    await page.reload();
    await expect(page.getByTestId('job-state')).toHaveText('Delivered');
    const timeline = page.getByTestId('job-timeline-row');
    await expect(timeline.filter({ hasText: 'Accepted' }).first()).toBeVisible();
    await expect(page.locator('[data-testid="job-timeline-row"][data-verb="deliver"]')).toHaveCount(2);
    await expect(timeline.first()).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}/);
    await shot(page, 'co-delivered-en');
    // The creator opens the operator's proof of delivery.
    const pod = page.waitForEvent('download');
    await page.getByTestId('job-pod-1-1').click();
    expect((await pod).suggestedFilename()).toBe('pod-1.jpg');

    await page.getByTestId('language-select').first().selectOption('id');
    await expect(page.getByTestId('job-state')).toHaveText('Terkirim');
    await expect(page.getByTestId('job-timeline')).toContainText('Diterima');
    await shot(page, 'co-delivered-id');
    await page.goto('/trucking/applications/services/job/coff/truck');
    await expect(page.getByTestId('jobs-row').filter({ hasText: jobId })).toContainText('Terkirim');
    await shot(page, 'co-list-id');
  });

  test('the platform sees every job and filters them by state; a forwarder has its own list', async ({ browser, page }) => {
    await signIn(page, 'OPADMIN');
    await page.goto('/trucking/applications/services/truck/list');
    await expect(page.getByTestId('jobs-row').first()).toBeVisible();
    await expect(page.getByTestId('jobs-new')).toHaveCount(0);
    // Cancelled: a final state, so no journey before this one has moved every such job on (delivered ones get billed).
    await page.getByTestId('jobs-filter-state').selectOption('CAN');
    await expect(page).toHaveURL(/jobState=CAN/);
    await expect(page.locator('[data-testid="jobs-row"] [data-testid="job-state-badge"]:not([data-state="CAN"])')).toHaveCount(0);
    await expect(page.getByTestId('jobs-row').first()).toBeVisible();
    await page.getByTestId('jobs-row').first().click();
    await expect(page).toHaveURL(/\/applications\/services\/truck\/job\/view\//);
    await expect(page.getByTestId('job-state')).toHaveText('Cancelled');
    await expect(page.getByTestId('job-actions').getByRole('button')).toHaveCount(1);
    await shot(page, 'platform-view-en');

    const ff = await (await browser.newContext()).newPage();
    await signIn(ff, 'FF1');
    await ff.goto('/trucking/applications/services/job/ffco/truck');
    await expect(ff.getByTestId('jobs-list')).toBeVisible();
    await expect(ff.getByTestId('jobs-new')).toBeVisible();
    await ff.context().close();
  });
});
