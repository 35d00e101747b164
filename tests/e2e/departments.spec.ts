import { expect as axeExpect, test } from './axe-test';
import { signIn } from './helpers';

// The machine running the journeys may be loaded (two cores shared): screens get a minute to settle.
const expect = axeExpect.configure({ timeout: 60_000 });

test("departments: CO1 adds one headed by one of its users (in Bahasa Indonesia); TO1 sees only its own; OPADMIN sees both companies'", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await page.addInitScript(() => window.localStorage.setItem('languagePreference', 'id'));
  await signIn(page, 'CO1');
  // From the menu: Administrasi > Departemen.
  await page.goto('/trucking/administrations/department');
  await expect(page.getByTestId('resource-list-department')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Departemen' })).toBeVisible();
  await expect(page.getByTestId('resource-row')).toHaveCount(3);
  await page.getByTestId('resource-new').click();
  await page.getByTestId('field-deptCode').fill('mkt');
  await page.getByTestId('field-deptName').fill('Pemasaran');
  await page.getByTestId('field-costCentre').fill('CC-4100');
  await page.getByTestId('field-headUsrId').click();
  await page.getByRole('listbox').getByRole('option').first().click();
  const head = await page.getByTestId('field-headUsrId').inputValue();
  expect(head).not.toBe('');
  await page.getByTestId('resource-save').click();
  await expect(page).toHaveURL(/\/administrations\/department\/view\/DEP/);
  await expect(page.getByTestId('field-deptCode')).toHaveText('MKT');
  // A duplicate code is refused on its field.
  await page.goto('/trucking/administrations/department');
  await page.getByTestId('resource-new').click();
  await page.getByTestId('field-deptCode').fill('MKT');
  await page.getByTestId('field-deptName').fill('Pemasaran lagi');
  await page.getByTestId('resource-save').click();
  await expect(page.getByText(/sudah|already/i).first()).toBeVisible();

  // TO1 sees its own two only.
  const to1 = await (await browser.newContext()).newPage();
  await signIn(to1, 'TO1');
  await to1.goto('/trucking/administrations/department');
  await expect(to1.getByTestId('resource-row')).toHaveCount(2);
  await expect(to1.getByTestId('resource-list-department')).not.toContainText('Pemasaran');

  // The platform sees every company's, CO1's new one among them.
  const opadmin = await (await browser.newContext()).newPage();
  await signIn(opadmin, 'OPADMIN');
  await opadmin.goto('/trucking/administrations/department');
  await opadmin.getByTestId('resource-search').fill('Pemasaran');
  await expect(opadmin.getByTestId('resource-row')).toHaveCount(1);
});
