import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expect, test } from './axe-test';
import { PDF_FILE } from './fixtures/files';
import { apiToken, deliveryOrderOf, signIn } from './helpers';

const SHOTS = process.env.DISPATCH_SHOTS_DIR;
const JOBS = '/api/v1/lintas/trucking/jobs';

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

async function choose(page: Page, select: Locator, option: RegExp) {
  await select.click();
  await page.getByRole('option', { name: option }).first().click();
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** A CO1 -> TO1 job with one container from Priok, created, submitted and accepted over the API. */
async function acceptedJob(
  request: APIRequestContext,
  tokens: { co1: string; to1: string },
  ref: string,
  container: { containerNo: string; sizeType: string },
  dropLocId: string,
): Promise<string> {
  const co = { authorization: `Bearer ${tokens.co1}` };
  const to = { authorization: `Bearer ${tokens.to1}` };
  const res = await request.post(JOBS, {
    headers: co,
    data: {
      toAccnId: 'TO0001',
      shipmentType: 'IMPORT',
      loadType: 'FTL',
      truckingDirection: 'IN',
      chargeBasis: 'BL',
      customerRef: ref,
      blNo: `BL${ref.replace(/\W/g, '').slice(-10)}`,
      doAttId: await deliveryOrderOf(request, tokens.co1, PDF_FILE),
      containers: [{ ...container, grossWeightKg: 18_000, goodType: 'GENERAL', containerLoad: 'FCL' }],
      trips: [
        {
          tripType: 'S',
          vehicleType: 'PRIME_MOVER',
          containerNo: container.containerNo,
          pickupLocId: 'LOC-TO1-PRIOK',
          pickupAt: inHours(26),
          drops: [{ locId: dropLocId, dropAt: inHours(30) }],
        },
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { jobId } = (await res.json()) as { jobId: string };
  expect((await request.post(`${JOBS}/${jobId}/submit`, { headers: co, data: {} })).status()).toBe(200);
  expect((await request.post(`${JOBS}/${jobId}/accept`, { headers: to, data: {} })).status()).toBe(200);
  return jobId;
}

test.describe('dispatch in the browser', () => {
  test('TO1 assigns two accepted jobs on the bulk screen, then finds their drivers on those jobs in the availability table (English and Bahasa Indonesia)', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const ref = `E2E-DISPATCH-${Date.now().toString(36).toUpperCase()}`;
    const tokens = { co1: await apiToken(request, 'CO1'), to1: await apiToken(request, 'TO1') };
    // Drivers, trucks and chassis the other journeys do not use (jobs.spec.ts takes Rudi Hartono, B 9106 TNA, CHS-TO1-2002).
    const jobA = await acceptedJob(
      request,
      tokens,
      `${ref}-A`,
      { containerNo: 'TGHU7700019', sizeType: '22G1' },
      'LOC-CO1-SUNTER',
    );
    const jobB = await acceptedJob(
      request,
      tokens,
      `${ref}-B`,
      { containerNo: 'TGHU7700024', sizeType: '42G1' },
      'LOC-CO1-CIKARANG',
    );
    try {
      await signIn(page, 'TO1');
      await page.goto('/trucking/applications/services/job/to/truck');
      await page.getByTestId('jobs-assign-many').click();
      await expect(page).toHaveURL(/\/applications\/services\/job\/to\/assign/);
      await page.getByTestId('bulk-search').fill(ref);
      await expect(page.getByTestId('bulk-row')).toHaveCount(2);
      await expect(page.getByTestId(`bulk-trip-${jobA}-1`)).toContainText(
        'Terminal Peti Kemas Koja (Tanjung Priok) (Jakarta Utara)',
      );
      await expect(page.getByTestId(`bulk-trip-${jobA}-1`)).toContainText('Gudang Sumber Makmur Sunter (Jakarta Utara)');

      await choose(page, page.getByTestId(`bulk-driver-${jobA}-1`), /Joko Susilo/);
      await choose(page, page.getByTestId(`bulk-truck-${jobA}-1`), /B 9103 TNA/);
      await choose(page, page.getByTestId(`bulk-chassis-${jobA}-1`), /CHS-TO1-2001/);
      await choose(page, page.getByTestId(`bulk-driver-${jobB}-1`), /Dedi Kurniawan/);
      await choose(page, page.getByTestId(`bulk-truck-${jobB}-1`), /B 9104 TNA/);
      await choose(page, page.getByTestId(`bulk-chassis-${jobB}-1`), /CHS-TO1-4003/);
      await expect(page.getByTestId('bulk-selected')).toHaveText('2 selected');
      await shot(page, 'bulk-assign-en');
      await page.getByTestId('bulk-assign').click();
      await expect(page.getByText('Jobs assigned: 2')).toBeVisible();
      await expect(page.getByTestId(`bulk-state-${jobA}`)).toHaveText('Assigned');
      await expect(page.getByTestId(`bulk-state-${jobB}`)).toHaveText('Assigned');
      await expect(page.getByTestId('bulk-selected')).toHaveText('Tick at least one job');
      await shot(page, 'bulk-assigned-en');

      // The workbench: the card's "Assigned" count opens the drivers on a live job, each with a link to its job.
      await page.goto('/trucking/general/landing/workbench?tab=driverAvailability');
      const card = page.getByTestId('dashboard-card-driverAvailability');
      await card.getByRole('link', { name: 'Show the drivers: Assigned' }).click();
      await expect(page).toHaveURL(/drvState=ASG/);
      const joko = page.getByTestId('drivers-row').filter({ hasText: 'Joko Susilo' });
      const dedi = page.getByTestId('drivers-row').filter({ hasText: 'Dedi Kurniawan' });
      await expect(joko.getByTestId('drivers-job-link')).toHaveText(jobA);
      await expect(dedi.getByTestId('drivers-job-link')).toHaveText(jobB);
      await expect(joko).toContainText('Terminal Peti Kemas Koja (Tanjung Priok) (Jakarta Utara) → Gudang Sumber Makmur Sunter');
      await expect(page.locator('[data-testid="drivers-row"] [data-testid="driver-state"]:not([data-state="ASG"])')).toHaveCount(
        0,
      );
      await shot(page, 'drivers-en');

      await page.getByTestId('language-select').first().selectOption('id');
      await expect(page.getByText('Pengemudi dan pekerjaan mereka saat ini')).toBeVisible();
      await expect(joko.getByTestId('driver-state')).toHaveText('Ditugaskan');
      await shot(page, 'drivers-id');
      await dedi.getByTestId('drivers-job-link').click();
      await expect(page.getByTestId('job-title')).toContainText(jobB);
      await expect(page.getByTestId('job-trip-1-driver')).toContainText('Dedi Kurniawan');
      await expect(page.getByTestId('job-trip-1-pickup')).toHaveText('Terminal Peti Kemas Koja (Tanjung Priok) (Jakarta Utara)');
      await shot(page, 'job-id');
      await page.goto('/trucking/applications/services/job/to/assign');
      await expect(page.getByTestId('bulk-assign')).toHaveText('Tugaskan pekerjaan terpilih');
      await shot(page, 'bulk-assign-id');
      await page.getByTestId('language-select').first().selectOption('en');
    } finally {
      // The jobs go (cancelled by CO1), so their drivers, trucks and chassis are free for the other journeys.
      const co1 = await apiToken(request, 'CO1');
      for (const jobId of [jobA, jobB])
        await request.post(`${JOBS}/${jobId}/cancel`, {
          headers: { authorization: `Bearer ${co1}` },
          data: { reason: 'End of the dispatch journey' },
        });
    }
  });
});
