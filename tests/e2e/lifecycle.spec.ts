import { type Page } from '@playwright/test';
import { expect, test } from './axe-test';
import { signIn } from './helpers';

/** Approves the company's pending request from a list (the optional-reason dialog, when shown, is confirmed). */
async function approvePending(page: Page) {
  const approve = page.locator('[data-testid^="lifecycle-approve-"]:not([disabled])').first();
  await approve.click();
  const confirm = page.getByTestId('reason-confirm').or(page.getByTestId('confirm-yes'));
  await confirm.first().click();
}

test.describe('account lifecycle', () => {
  test("OPADMIN requests a suspension, SUPERADMIN approves: the company's user is signed out and refused; a resumption restores access", async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const companyContext = await browser.newContext();
    const user = await companyContext.newPage();
    await signIn(user, 'SL1');
    await expect(user).toHaveURL(/\/general\/landing\/workbench/);

    const makerContext = await browser.newContext();
    const maker = await makerContext.newPage();
    await signIn(maker, 'OPADMIN');
    await maker.goto('/trucking/manageAccount/view/SL0001');
    await expect(maker.getByTestId('account-status')).toHaveAttribute('data-status', 'A');
    await maker.getByTestId('lifecycle-request-SUSPENSION').click();
    await maker.getByTestId('reason-input').fill('Insurance certificate expired');
    await maker.getByTestId('reason-confirm').click();
    await expect(maker.getByTestId('account-status')).toHaveAttribute('data-status', 'P');
    // The maker cannot decide their own request.
    await expect(maker.locator('[data-testid^="lifecycle-own-"]').first()).toBeVisible();

    const checkerContext = await browser.newContext();
    const checker = await checkerContext.newPage();
    await signIn(checker, 'SUPERADMIN');
    await checker.getByTestId('dashboard-tab-accountSuspension').click();
    await expect(checker.getByTestId('workbench-requests-SUSPENSION')).toContainText('SL0001');
    await approvePending(checker);
    await expect(checker.getByTestId('workbench-requests-SUSPENSION')).not.toContainText('SL0001');

    // The company's signed-in user is sent to the timeout page and cannot sign in again.
    await user.reload();
    await expect(user).toHaveURL(/\/session\/timeout/);
    await signIn(user, 'SL1');
    await expect(user.getByTestId('signin-error')).toContainText('suspended');

    // Resumption: requested by OPADMIN, approved by SUPERADMIN; the user signs in again.
    await maker.reload();
    await expect(maker.getByTestId('account-status')).toHaveAttribute('data-status', 'S');
    await maker.getByTestId('lifecycle-request-RESUMPTION').click();
    await maker.getByTestId('reason-input').fill('Renewed insurance certificate received');
    await maker.getByTestId('reason-confirm').click();
    await expect(maker.getByTestId('account-status')).toHaveAttribute('data-status', 'Q');
    await checker.reload();
    await checker.getByTestId('dashboard-tab-accountResumption').click();
    await expect(checker.getByTestId('workbench-requests-RESUMPTION')).toContainText('SL0001');
    await approvePending(checker);
    await maker.reload();
    await expect(maker.getByTestId('account-status')).toHaveAttribute('data-status', 'A');
    await signIn(user, 'SL1');
    await expect(user).toHaveURL(/\/general\/landing\/workbench/);

    for (const c of [companyContext, makerContext, checkerContext]) await c.close();
  });
});
