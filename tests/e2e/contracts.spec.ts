import { expect, test } from './axe-test';
import { dayFirst, signIn } from './helpers';

const today = () => {
  const d = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta', year: 'numeric', month: '2-digit', day: '2-digit' });
  return d.format(new Date());
};

test.describe('contracts in the browser', () => {
  test('a contract request drafted by level-1 support and approved by the finance head is in force on its start date', async ({
    browser,
    page,
  }) => {
    test.setTimeout(120_000);
    const start = today();
    const end = `${Number(start.slice(0, 4)) + 1}${start.slice(4)}`;
    await signIn(page, 'L1SUPPORT');
    await page.goto('/trucking/opadmin/contractrequest');
    await expect(page.getByTestId('contract-requests-list')).toBeVisible();
    await page.getByTestId('contract-request-new').click();
    await page.getByTestId('cr-customerAccnId').click();
    await page.getByRole('option', { name: /Pangan Sejahtera/ }).click();
    await page.getByTestId('cr-toAccnId').click();
    await page.getByRole('option', { name: /Angkutan Jaya/ }).click();
    await page.getByTestId('cr-validFrom').fill(dayFirst(start));
    await page.getByTestId('cr-validTo').fill(dayFirst(end));
    await page.getByTestId('cr-customerFeeValue').fill('2.5');
    await page.getByTestId('cr-toFeeValue').fill('3');
    await page.getByTestId('cr-save').click();
    await page.getByTestId('cr-submit').click();
    await expect(page.getByTestId('state-badge')).toHaveText(/New – submitted/i);
    // The drafter cannot decide it.
    await expect(page.getByTestId('cr-approve')).toHaveCount(0);
    const url = page.url();

    const head = await (await browser.newContext()).newPage();
    await signIn(head, 'GLIHEAD');
    await head.goto(url);
    await head.getByTestId('cr-approve').click();
    await expect(head.getByTestId('state-badge')).toHaveText(/In force/i);
    await head.getByTestId('cr-contract-link').click();
    await expect(head.getByTestId('contract-detail')).toContainText('PT Pangan Sejahtera Makmur');
    await expect(head.getByTestId('contract-status')).toHaveText(/Active/i);

    // The truck operator party sees it; it is not another company's business.
    const to2 = await (await browser.newContext()).newPage();
    await signIn(to2, 'TO2');
    await to2.goto('/trucking/administrations/contract-management?search=Pangan');
    await expect(to2.getByTestId('contracts-row')).toHaveCount(1);
    const to1 = await (await browser.newContext()).newPage();
    await signIn(to1, 'TO1');
    await to1.goto('/trucking/administrations/contract-management?search=Pangan');
    await expect(to1.getByTestId('contracts-list')).toContainText(/No data found/);
  });
});
