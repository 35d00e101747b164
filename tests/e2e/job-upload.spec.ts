import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { type Page } from '@playwright/test';
import { expect, test } from './axe-test';
import { signIn } from './helpers';

const SHOTS = process.env.UPLOAD_SHOTS_DIR;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test.describe('bulk upload of trucking jobs', () => {
  test('CO1 downloads the template, uploads 2 good rows and 1 bad, reads the report and the uploads list, and finds the 2 drafts in its job list', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const ref = `E2E-UP-${Date.now().toString(36).toUpperCase()}`;
    await signIn(page, 'CO1');
    await page.goto('/trucking/applications/services/job/upload');
    await expect(page.getByTestId('upload-template')).toBeVisible();

    // The template: header row and an example row with CO1's real operator and locations.
    const download = page.waitForEvent('download');
    await page.getByTestId('upload-template').click();
    const template = await download;
    expect(template.suggestedFilename()).toBe('lintas-jobs-template.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile((await template.path())!)) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Jobs')!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    expect(header).toContain('pickupAt');
    expect(workbook.getWorksheet('Codes')).toBeTruthy();
    const example = Object.fromEntries(header.map((h, i) => [h, sheet.getRow(2).getCell(i + 1).value]));
    expect(example.toAccnId).toBe('TO0001');

    // Two good rows from the example (one without a container, two drops) and one with a bad container number.
    const rows = [
      { ...example, customerRef: `${ref}-1` },
      {
        ...example,
        customerRef: `${ref}-2`,
        containerNo: null,
        sizeType: null,
        sealNo: null,
        grossWeightKg: null,
        goodType: null,
        containerLoad: null,
        // The two-drop lane the demo rate table prices (Cikarang -> Karawang -> Sunter by 20 ft box).
        vehicleType: 'VT20FT_BOX',
        pickupLocId: 'LOC-CO1-CIKARANG',
        drop1LocId: 'LOC-CO1-KARAWANG',
        drop2LocId: 'LOC-CO1-SUNTER',
        drop2At: String(example.drop1At).replace('15:00', '18:00'),
      },
      { ...example, customerRef: `${ref}-3`, containerNo: 'CSQU3054384' },
    ];
    const upload = new ExcelJS.Workbook();
    const jobs = upload.addWorksheet('Jobs');
    jobs.addRow(header);
    for (const row of rows) jobs.addRow(header.map((h) => (row as Record<string, unknown>)[h] ?? null));
    const file = Buffer.from(await upload.xlsx.writeBuffer());

    await page.locator('input[type="file"]').setInputFiles({
      name: 'e2e-jobs.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: file,
    });
    await page.getByTestId('upload-submit').click();
    const report = page.getByTestId('upload-report');
    await expect(report).toBeVisible({ timeout: 20_000 });
    await expect(report.getByTestId('upload-good')).toHaveText('2');
    await expect(report.getByTestId('upload-bad')).toHaveText('1');
    const bad = report.getByTestId('upload-error-row');
    await expect(bad).toHaveCount(1);
    await expect(bad).toContainText('4');
    await expect(bad).toContainText('containerNo');
    await expect(bad).toContainText('Not a valid container number');
    await shot(page, 'upload-report-en');

    // The uploads list, and the saved report of this upload.
    await page.getByTestId('upload-history').click();
    const listed = page.getByTestId('uploads-row').filter({ hasText: 'e2e-jobs.xlsx' });
    await expect(listed.first()).toBeVisible();
    await expect(listed.first().getByTestId('upload-list-status')).toHaveText('Done');
    await shot(page, 'upload-list-en');
    await listed.first().click();
    await expect(page.getByTestId('upload-jobs').getByRole('link')).toHaveCount(2);

    // The two jobs are CO1's drafts.
    await page.goto('/trucking/applications/services/job/coff/truck');
    await page.getByTestId('jobs-search').fill(ref);
    const drafts = page.getByTestId('jobs-row');
    await expect(drafts).toHaveCount(2);
    await expect(drafts.getByTestId('job-state-badge')).toHaveText(['Draft', 'Draft']);
    await expect(page.getByTestId('jobs-list')).not.toContainText(`${ref}-3`);

    if (SHOTS) {
      await page.getByTestId('language-select').first().selectOption('id');
      await page.goto('/trucking/applications/services/job/upload');
      await page.getByTestId('upload-columns-toggle').click();
      await shot(page, 'upload-id');
      await page.goto('/trucking/applications/services/job/uploadList');
      await shot(page, 'upload-list-id');
      await page.getByTestId('uploads-row').first().click();
      await expect(page.getByTestId('upload-report')).toBeVisible();
      await shot(page, 'upload-report-id');
      await page.getByTestId('language-select').first().selectOption('en');
    }
  });
});
