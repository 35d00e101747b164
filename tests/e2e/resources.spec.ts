import { readFileSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from './axe-test';
import { signIn } from './helpers';

async function openList(page: Page, path: string, name: string) {
  await page.goto(`/trucking${path}`);
  await expect(page.getByTestId(`resource-list-${name}`)).toBeVisible();
}

test.describe('resource engine in the browser', () => {
  test('a master entity: create, search, edit, deactivate and export (OPADMIN)', async ({ page }) => {
    await signIn(page, 'OPADMIN');
    await expect(page).toHaveURL(/\/general\/landing\/workbench/);
    await openList(page, '/master/country', 'country');
    await page.getByTestId('resource-new').click();
    await page.getByTestId('field-ctryCode').fill('xq');
    await page.getByTestId('field-alpha3').fill('XQQ');
    await page.getByTestId('field-numeric').fill('995');
    await page.getByTestId('field-nameEn').fill('Lintas Testland');
    await page.getByTestId('field-nameId').fill('Negeri Uji Lintas');
    await page.getByTestId('resource-save').click();
    await expect(page).toHaveURL(/\/master\/country\/view\/XQ/);

    await openList(page, '/master/country', 'country');
    await page.getByTestId('resource-search').fill('Testland');
    await expect(page.getByTestId('resource-row')).toHaveCount(1);
    await expect(page).toHaveURL(/search=Testland/);
    await page.getByTestId('resource-row').first().getByTestId('resource-action-edit').click();
    await page.getByTestId('field-nameEn').fill('Lintas Testland Renamed');
    await page.getByTestId('resource-save').click();
    await expect(page.getByTestId('field-nameEn')).toHaveText('Lintas Testland Renamed');

    await openList(page, '/master/country', 'country');
    await page.getByTestId('resource-search').fill('Testland');
    await expect(page).toHaveURL(/search=Testland/);
    await expect(page.getByTestId('resource-row')).toHaveCount(1);
    await expect(page.getByTestId('resource-row').first()).toContainText('Lintas Testland Renamed');
    await page.getByTestId('resource-row').first().getByTestId('resource-action-deactivate').click();
    await expect(page.getByTestId('resource-row').first().getByTestId('resource-action-activate')).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByTestId('resource-export-csv').click();
    const file = await (await download).path();
    const csv = readFileSync(file!, 'utf8');
    expect(csv).toContain('Lintas Testland Renamed');
    expect(csv.trim().split('\n')).toHaveLength(2);
  });

  test('a truck and a driver as TO1; TO2 cannot see them', async ({ page, browser }) => {
    await signIn(page, 'TO1');
    await expect(page).toHaveURL(/\/general\/landing\/workbench/);
    await openList(page, '/administrations/truck-management', 'truck');
    await page.getByTestId('resource-new').click();
    await page.getByTestId('field-vhPlateNo').fill('b 9876 tn');
    await page.getByTestId('field-vhType').click();
    await page
      .getByRole('listbox')
      .getByRole('option', { name: /20 ft truck$/ })
      .first()
      .click();
    await page.getByTestId('field-vhState').click();
    await page.getByRole('listbox').getByRole('option').first().click();
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4a60000000049454e44ae426082',
      'hex',
    );
    await page.locator('input[type=file]').setInputFiles({ name: 'truck-front.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByTestId('field-photoAttId-view')).toHaveText('truck-front.png');
    await page.getByTestId('field-yearBuilt').pressSequentially('20x21');
    await expect(page.getByTestId('field-yearBuilt')).toHaveValue('2021');
    await page.getByTestId('resource-save').click();
    await expect(page.getByTestId('field-vhPlateNo')).toHaveText('B 9876 TN');

    await openList(page, '/administrations/driver-management', 'driver');
    await page.getByTestId('resource-new').click();
    await page.getByTestId('field-drvName').fill('Budi Santoso');
    await page.getByTestId('field-licenceNo').fill('1234-5678-900001');
    await page.getByTestId('field-licenceClass').click();
    await page.getByRole('listbox').getByRole('option').first().click();
    await page.getByTestId('field-licenceExpiry').fill('31/03/2028');
    await page.getByTestId('field-phone').fill('+62 812 3456 7890');
    await page.getByTestId('field-drvState').click();
    await page.getByRole('listbox').getByRole('option').first().click();
    await page.getByTestId('resource-save').click();
    await expect(page.getByTestId('field-drvName')).toHaveText('Budi Santoso');

    const other = await browser.newContext();
    const page2 = await other.newPage();
    await signIn(page2, 'TO2');
    await expect(page2).toHaveURL(/\/general\/landing\/workbench/);
    await openList(page2, '/administrations/truck-management', 'truck');
    await expect(page2.getByText('B 9876 TN')).toHaveCount(0);
    await openList(page2, '/administrations/driver-management', 'driver');
    await expect(page2.getByText('Budi Santoso')).toHaveCount(0);
    await other.close();
  });
});
