import { expect, test } from './axe-test';
import { signIn } from './helpers';

test.describe('foundation journeys', () => {
  test('/ redirects to the portal and a signed-out visitor lands on sign-in', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/trucking\/session\/signin/);
    await expect(page.getByTestId('signin-userid')).toBeVisible();
  });

  test('a demo user signs in over the real API and sees the workbench', async ({ page }) => {
    await page.goto('/trucking/session/signin');
    await page.getByTestId('signin-userid').fill('opadmin');
    await expect(page.getByTestId('signin-userid')).toHaveValue('OPADMIN');
    // OPADMIN may still be signed in from another journey: signIn confirms the takeover.
    await signIn(page, 'OPADMIN');
    await expect(page).toHaveURL(/\/trucking\/general\/landing\/workbench/);
    await expect(page.getByTestId('workbench-user')).toContainText('Bambang Setiawan');
    await expect(page.getByTestId('workbench-user')).toContainText('PT Lintas Digital Nusantara');
  });

  test('a wrong password shows the server text under the password field', async ({ page }) => {
    await page.goto('/trucking/session/signin');
    await page.getByTestId('signin-userid').fill('CO1');
    await page.getByTestId('signin-password').fill('not-the-password');
    await page.getByTestId('signin-submit').click();
    await expect(page.getByTestId('signin-error')).toHaveText('Invalid user id or password');
  });

  test('empty fields show the required messages; Bahasa Indonesia survives a reload', async ({ page }) => {
    await page.goto('/trucking/session/signin');
    await page.getByTestId('signin-submit').click();
    await expect(page.getByText('This field is required').first()).toBeVisible();
    await page.getByTestId('language-select').selectOption('id');
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    await expect(page.getByTestId('signin-submit')).toHaveText(/Masuk/);
  });

  test.describe('a browser set to Indonesian', () => {
    test.use({ locale: 'id-ID' });

    test('gets Bahasa Indonesia on the first visit; the stored choice wins after', async ({ page }) => {
      await page.goto('/trucking/session/signin');
      await expect(page.locator('html')).toHaveAttribute('lang', 'id');
      await expect(page.getByTestId('signin-submit')).toHaveText(/Masuk/);
      await page.getByTestId('language-select').selectOption('en');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByTestId('signin-submit')).toHaveText(/Sign in/);
    });
  });

  test('an unknown path shows the 404 page', async ({ page }) => {
    await page.goto('/trucking/no/such/page');
    await expect(page).toHaveURL(/\/trucking\/session\/404/);
  });

  test('the API documentation renders', async ({ page }) => {
    await page.goto('/api/docs');
    // Swagger UI renders the whole document (hundreds of operations) before its title shows: slow on a busy machine.
    await expect(page.getByText('Lintas API').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('/api/v1/lintas/trucking/auth/login').first()).toBeVisible();
  });
});
