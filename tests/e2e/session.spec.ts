import { expect, test } from './axe-test';
import { apiToken, resetLinkFor, signIn } from './helpers';

const LANDINGS: Array<[string, RegExp]> = [
  ['SUPERADMIN', /\/general\/landing\/workbench/],
  ['OPADMIN', /\/general\/landing\/workbench/],
  ['L1SUPPORT', /\/opadmin\/docverification/],
  ['GLIFIN', /\/general\/landing\/workbench/],
  ['GLIHEAD', /\/general\/landing\/workbench/],
  ['CO1', /\/general\/landing\/workbench/],
  ['CO1FIN', /\/general\/landing\/workbench/],
  ['FF1', /\/general\/landing\/workbench/],
  ['TO1', /\/general\/landing\/workbench/],
  ['TO2', /\/general\/landing\/workbench/],
  ['SL1', /\/general\/landing\/workbench/],
];

test.describe('sign-in and session', () => {
  for (const [user, landing] of LANDINGS) {
    test(`${user} signs in and lands on their work`, async ({ page }) => {
      await signIn(page, user);
      await expect(page).toHaveURL(landing);
      await expect(page.getByTestId('nav-menu')).toBeVisible();
      // The workbench shows the dashboard tabs; level-1 support lands on its document queues instead (billing first).
      await expect(page.getByTestId(user === 'L1SUPPORT' ? 'billdocs-list' : 'dashboard-tabs')).toBeVisible();
      await page.getByTestId('user-menu').click();
      await page.getByTestId('user-menu-logout').click();
      await expect(page).toHaveURL(/\/session\/signin/);
    });
  }

  test('the sign-in page links to company registration, in English and Bahasa Indonesia', async ({ page }) => {
    await page.goto('/trucking/session/signin');
    const link = page.getByRole('link', { name: 'Register your company' });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/trucking\/session\/signup$/);
    await expect(page.getByTestId('registration-page')).toBeVisible();
    await expect(page.getByTestId('field-accnDetails.accnName')).toBeEditable();
    // Back on sign-in in Bahasa Indonesia, the same link by its Indonesian name, reached from the keyboard too.
    await page.getByTestId('reg-back').click();
    await expect(page).toHaveURL(/\/session\/signin/);
    await page.getByTestId('language-select').first().selectOption('id');
    const daftar = page.getByRole('link', { name: 'Daftarkan perusahaan Anda' });
    await expect(daftar).toBeVisible();
    await daftar.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/trucking\/session\/signup$/);
    await expect(page.getByTestId('registration-page')).toBeVisible();
  });

  test('SUSP1 sees the suspended message', async ({ page }) => {
    await signIn(page, 'SUSP1');
    await expect(page.getByTestId('signin-error')).toHaveText(
      'Your company account is suspended. Please contact the platform operator',
    );
  });

  test('forgot password -> link from the outbox -> reset -> sign in with the new password', async ({ page, request }) => {
    await page.goto('/trucking/session/signin');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByTestId('forgot-email').fill('eko@angkutanjaya.co.id');
    await page.getByTestId('forgot-submit').click();
    await expect(page.getByTestId('forgot-message')).toContainText('reset the password');
    const link = await resetLinkFor(request, 'eko@angkutanjaya.co.id');
    await page.goto(link);
    await page.getByTestId('reset-new').fill('weak');
    await page.getByTestId('reset-confirm').fill('weak');
    await page.getByTestId('reset-submit').click();
    await expect(page.getByText('Use 8 to 64 characters').first()).toBeVisible();
    await page.getByTestId('reset-new').fill('Angkutan#2027');
    await page.getByTestId('reset-confirm').fill('Angkutan#2027');
    await page.getByTestId('reset-submit').click();
    await expect(page.getByTestId('reset-done')).toBeVisible();
    await signIn(page, 'TO2', 'Angkutan#2027');
    await expect(page).toHaveURL(/\/general\/landing\/workbench/);
  });

  test('a password set by an administrator is changed at first sign-in', async ({ page }) => {
    await signIn(page, 'CO1OPS');
    await expect(page).toHaveURL(/\/session\/force-change-password\?key=/);
    await expect(page.getByTestId('force-userid')).toHaveValue('CO1OPS');
    await page.getByTestId('force-current').fill('Demo#2026');
    await page.getByTestId('force-new').fill('Officer#2027');
    await page.getByTestId('force-confirm').fill('Officer#2027');
    await page.getByTestId('force-submit').click();
    await expect(page.getByTestId('force-done')).toBeVisible();
    await signIn(page, 'CO1OPS', 'Officer#2027');
    await expect(page).toHaveURL(/\/general\/landing\/workbench/);
  });

  test('signing in on a second browser with takeover sends the first to the timeout page', async ({ browser }) => {
    const first = await browser.newContext();
    const second = await browser.newContext();
    const a = await first.newPage();
    const b = await second.newPage();
    await signIn(a, 'FF1');
    await expect(a).toHaveURL(/\/general\/landing\/workbench/);
    await signIn(b, 'FF1', undefined, false);
    await expect(b.getByTestId('confirm-yes')).toBeVisible();
    await b.getByTestId('confirm-yes').click();
    await expect(b).toHaveURL(/\/general\/landing\/workbench/);
    await a.reload();
    await expect(a).toHaveURL(/\/session\/timeout/);
    await expect(
      a.getByText('You have been logged out due to expired or multiple sessions. Please click Home button to log in.'),
    ).toBeVisible();
    await first.close();
    await second.close();
  });

  test('Bahasa Indonesia changes the visible strings and survives a reload', async ({ page }) => {
    await signIn(page, 'CO1');
    await expect(page).toHaveURL(/\/general\/landing\/workbench/);
    const english = await page.locator('body').innerText();
    await page.getByTestId('language-select').first().selectOption('id');
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    // The screen's code and the language file load after a reload: read the page once the workbench is drawn.
    await expect(page.getByTestId('workbench-user')).toBeVisible();
    const indonesian = await page.locator('body').innerText();
    expect(indonesian).not.toEqual(english);
    for (const word of ['Workbench', 'Sign out', 'Help', 'Administrations']) expect(indonesian).not.toContain(word);
    // The footer's announcements too, where they are written in Bahasa Indonesia (the demo ones are).
    await expect(page.getByTestId('announcements')).toContainText('Selamat datang di Lintas');
    expect(indonesian).not.toContain('Welcome to Lintas');
  });

  test('CO1 opening the analytics dashboard sees the no-permission page; SUPERADMIN sees it', async ({ page }) => {
    await signIn(page, 'CO1');
    await expect(page).toHaveURL(/\/general\/landing\/workbench/);
    await page.goto('/trucking/dashboard/analytics');
    await expect(page.getByText('You are not authorized to access this page.')).toBeVisible();
    await signIn(page, 'SUPERADMIN');
    await expect(page).toHaveURL(/\/general\/landing\/workbench/);
    await page.goto('/trucking/dashboard/analytics');
    await expect(page.getByTestId('analytics-page')).toBeVisible();
  });

  test('a signed-out visitor is sent to sign-in and back to the page after it', async ({ page }) => {
    await page.goto('/trucking/help');
    await expect(page).toHaveURL(/\/session\/signin\?redirect=/);
    await page.getByTestId('signin-userid').fill('TO1');
    await page.getByTestId('signin-password').fill('Demo#2026');
    await page.getByTestId('signin-submit').click();
    await expect(page).toHaveURL(/\/trucking\/help$/);
    await expect(page.getByTestId('help-page')).toBeVisible();
  });

  test('the white-label sign-in shows the brand background after the delay', async ({ page }) => {
    await page.goto('/trucking/nusantara/login');
    await expect(page.getByTestId('signin-userid')).toBeVisible();
    await expect(page.getByTestId('whitelabel-bg')).toHaveCSS('opacity', '1', { timeout: 5000 });
    await expect(page.getByTestId('announcements')).toBeVisible();
  });

  test('an operator admin reads the outbox in the portal', async ({ page, request }) => {
    await request.post('/api/v1/lintas/trucking/manageusr/forgotpwd', { data: { email: 'maria@sumbermakmur.co.id' } });
    await signIn(page, 'OPADMIN');
    await expect(page).toHaveURL(/\/general\/landing\/workbench/);
    await page.goto('/trucking/administrations/outbox');
    await expect(page.getByTestId('outbox-table')).toBeVisible();
    await page.getByTestId('outbox-row').filter({ hasText: 'maria@sumbermakmur.co.id' }).first().click();
    await expect(page.getByTestId('outbox-body')).toContainText('/trucking/session/reset-password?key=');
    void apiToken;
  });
});
