import { expect, test } from './axe-test';
import { apiToken, signIn } from './helpers';

test.describe('administration in the browser', () => {
  test('a company administrator creates a user; the activation link from the outbox sets the password; the audit log shows it', async ({
    page,
    request,
  }) => {
    await signIn(page, 'TO1');
    await expect(page).toHaveURL(/\/general\/landing\/workbench/);
    await page.goto('/trucking/manageUsers/user/list');
    await expect(page.getByTestId('users-list')).toBeVisible();
    await page.getByTestId('user-new').click();
    await page.getByTestId('user-usrId').fill('to1ops2');
    await page.getByTestId('user-usrName').fill('Siti Rahma');
    await page.getByTestId('user-contactEmail').fill('siti@truknusantara.co.id');
    await page.getByTestId('user-contactTel').fill('+62 812 7777 1212');
    await page.getByTestId('user-role-TO_OPERATION').check();
    await page.getByTestId('user-save').click();
    await expect(page.getByTestId('user-not-activated')).toBeVisible();

    // The activation e-mail, read from the outbox as the platform operator.
    const token = await apiToken(request, 'OPADMIN');
    const headers = { authorization: `Bearer ${token}` };
    const list = await (
      await request.get('/api/v1/lintas/trucking/outbox?length=10&search=siti%40truknusantara', { headers })
    ).json();
    const mail = await (await request.get(`/api/v1/lintas/trucking/outbox/${list.aaData[0].id}`, { headers })).json();
    const link = /\/trucking\/activate\/[\w-]+/.exec(mail.body as string)![0];

    const visitor = await page.context().browser()!.newContext();
    const activation = await visitor.newPage();
    await activation.goto(link);
    await expect(activation.getByTestId('activate-user')).toContainText('TO1OPS2');
    await activation.getByTestId('activate-new').fill('Operasi#2027');
    await activation.getByTestId('activate-confirm').fill('Operasi#2027');
    await activation.getByTestId('activate-submit').click();
    await expect(activation.getByTestId('activate-done')).toBeVisible();
    await signIn(activation, 'TO1OPS2', 'Operasi#2027');
    await expect(activation).toHaveURL(/\/general\/landing\/workbench/);
    await visitor.close();

    await signIn(page, 'SUPERADMIN');
    await expect(page).toHaveURL(/\/general\/landing\/workbench/);
    await page.goto('/trucking/administrations/audit');
    await expect(page.getByTestId('audit-list')).toBeVisible();
    await page.getByTestId('audit-filter-event').fill('USER_CREATE');
    await expect(page.getByTestId('audit-row').filter({ hasText: 'TO1' }).first()).toBeVisible();
  });
});
