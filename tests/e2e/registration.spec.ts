import { expect, test } from './axe-test';
import { JPEG_FILE, PDF_FILE } from './fixtures/files';
import { newestMailTo, signIn } from './helpers';

const COMPANY_MAIL = 'admin@lautbirutrans.co.id';
const ADMIN_MAIL = 'rina.wulandari@lautbirutrans.co.id';

test.describe('company self-registration and onboarding', () => {
  test('a company the accounts list shows as "registration submitted" is in the onboarding list, and opens there', async ({
    page,
  }) => {
    await signIn(page, 'OPADMIN');
    await page.goto('/trucking/manageAccounts/all/list?accnStatus=R');
    const row = page.getByTestId('account-row').filter({ hasText: 'TO0003' });
    await expect(row).toContainText('Registration submitted');
    await row.click();
    await page.getByTestId('account-registration').click();
    await expect(page).toHaveURL(/\/onboarding\/list\?search=TO0003/);
    await expect(page.getByTestId('onboarding-accn-DEMOREGTO0003')).toHaveText('TO0003');
    await page.getByTestId('onboarding-row-DEMOREGTO0003').click();
    await expect(page.getByTestId('onboarding-state')).toHaveAttribute('data-state', 'C');
  });

  test('saving a draft with a malformed e-mail shows the error under the field and keeps nothing', async ({ page }) => {
    await page.goto('/trucking/session/signup');
    await page.getByTestId('field-accnDetails.accnName').fill('PT Draf Salah Surel');
    await page.getByTestId('field-accnDetails.accnContact.contactEmail').fill('not-an-email');
    await page.getByTestId('reg-save').click();
    const email = page.getByTestId('field-accnDetails.accnContact.contactEmail');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Email is not valid')).toBeVisible();
    await expect(page).toHaveURL(/\/session\/signup$/);
    // Corrected, the draft saves (blank required fields are fine on a draft).
    await email.fill('surel@drafsalah.co.id');
    await expect(page.getByText('Email is not valid')).toHaveCount(0);
    await page.getByTestId('reg-save').click();
    await expect(page).toHaveURL(/\/session\/register\/\w+$/);
  });
  test('a visitor registers a truck operator, resumes from the e-mailed link and submits; OPADMIN verifies and approves; the administrator activates and signs in', async ({
    browser,
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    // --- The visitor: company details, then save (the other tabs open after the first save).
    const visitor = await browser.newContext();
    const reg = await visitor.newPage();
    await reg.goto('/trucking/session/signup');
    await expect(reg.getByTestId('reg-tab-user')).toBeDisabled();
    const company: Record<string, string> = {
      'accnDetails.accnName': 'PT Laut Biru Transportasi',
      'accnDetails.accnCoyRegn': '0931847265019000',
      'accnDetails.accnContact.contactTel': '+62 31 3291 7788',
      'accnDetails.accnContact.contactEmail': COMPANY_MAIL,
      'accnDetails.accnAddr.addrLn1': 'Jl. Perak Barat No. 77',
      'accnDetails.accnAddr.addrProv': 'Jawa Timur',
      'accnDetails.accnAddr.addrCity': 'Surabaya',
      'accnDetails.accnAddr.addrPcode': '60177',
    };
    await reg.getByTestId('field-accnDetails.TMstAccnType.atypId').selectOption('ACC_TYPE_TO');
    for (const [field, value] of Object.entries(company)) await reg.getByTestId(`field-${field}`).fill(value);
    await reg.getByTestId('reg-save').click();
    await expect(reg).toHaveURL(/\/session\/register\/\w+$/);
    const regId = /\/session\/register\/(\w+)/.exec(reg.url())![1]!;

    // Administrator and services, saved again.
    await reg.getByTestId('reg-tab-user').click();
    const admin: Record<string, string> = {
      'coreUsr.usrName': 'Rina Wulandari',
      'coreUsr.usrPassNid': '3578014506880002',
      'coreUsr.usrTitle': 'Direktur',
      'coreUsr.usrContact.contactTel': '+62 812 3300 4411',
      'coreUsr.usrContact.contactEmail': ADMIN_MAIL,
      'coreUsr.usrAddr.addrLn1': 'Jl. Kalimas Baru No. 5',
      'coreUsr.usrAddr.addrPcode': '60165',
    };
    for (const [field, value] of Object.entries(admin)) await reg.getByTestId(`field-${field}`).fill(value);
    await reg.getByTestId('reg-tab-services').click();
    await reg.getByTestId('service-TRUCKING').check();
    await reg.getByTestId('reg-save').click();
    await expect(reg.getByTestId('reg-save')).toBeEnabled();

    // Supporting documents: every mandatory one, the director's identity card as a JPEG, the rest as PDFs.
    await reg.getByTestId('reg-tab-docs').click();
    const mandatory = (
      (await (await request.get('/api/register/suppDocs?atypId=ACC_TYPE_TO&ctryCode=ID')).json()) as Array<{
        attType: string;
        mandatory: boolean;
      }>
    ).filter((d) => d.mandatory);
    expect(mandatory.map((d) => d.attType)).toContain('KTP_DIRECTOR');
    for (const { attType } of mandatory) {
      const jpeg = attType === 'KTP_DIRECTOR';
      await reg.getByTestId(`doc-file-${attType}`).setInputFiles({
        name: jpeg ? 'ktp-direktur.jpg' : `${attType.toLowerCase()}.pdf`,
        mimeType: jpeg ? 'image/jpeg' : 'application/pdf',
        buffer: jpeg ? JPEG_FILE : PDF_FILE,
      });
      await expect(reg.getByTestId(`doc-filename-${attType}`)).toContainText(jpeg ? 'ktp-direktur.jpg' : '.pdf');
    }
    await visitor.close();

    // --- Resume from the e-mailed link in a fresh browser (no stored secret), then submit.
    const mail = await newestMailTo(request, COMPANY_MAIL);
    const link = /\/trucking\/session\/register\/\w+#s=[\w-]+/.exec(mail)![0];
    expect(link).toContain(regId);
    const later = await browser.newContext();
    const resumed = await later.newPage();
    await resumed.goto(link);
    await expect(resumed.getByTestId('field-accnDetails.accnName')).toHaveValue('PT Laut Biru Transportasi');
    await expect(resumed).toHaveURL(new RegExp(`/session/register/${regId}$`));
    await resumed.getByTestId('reg-tab-docs').click();
    await expect(resumed.getByTestId('doc-filename-KTP_DIRECTOR')).toContainText('ktp-direktur.jpg');
    await resumed.getByTestId('reg-submit').click();
    await expect(resumed).toHaveURL(/\/session\/signin/);
    await expect(resumed.getByTestId('signin-message')).toBeVisible();
    await later.close();

    // --- OPADMIN verifies each document and approves.
    await signIn(page, 'OPADMIN');
    await page.goto('/trucking/onboarding/list');
    await page.getByTestId(`onboarding-row-${regId}`).click();
    await expect(page.getByTestId('onboarding-approve')).toBeDisabled();
    for (const { attType } of mandatory) {
      await page.getByTestId(`doc-verify-${attType}`).click();
      await expect(page.getByTestId(`doc-state-${attType}`)).toHaveAttribute('data-state', 'VERIFIED');
    }
    await page.getByTestId('onboarding-approve').click();
    await page.getByTestId('confirm-yes').click();
    await expect(page.getByTestId('onboarding-state')).toHaveAttribute('data-state', 'C');

    // --- The administrator's activation link sets a password; the new administrator lands on the workbench.
    const activation = /\/trucking\/activate\/[\w-]+/.exec(await newestMailTo(request, ADMIN_MAIL))![0];
    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    await adminPage.goto(activation);
    await expect(adminPage.getByTestId('activate-user')).toContainText('RINA.WULANDARI');
    await adminPage.getByTestId('activate-new').fill('LautBiru#2027');
    await adminPage.getByTestId('activate-confirm').fill('LautBiru#2027');
    await adminPage.getByTestId('activate-submit').click();
    await expect(adminPage.getByTestId('activate-done')).toBeVisible();
    await signIn(adminPage, 'RINA.WULANDARI', 'LautBiru#2027');
    await expect(adminPage).toHaveURL(/\/general\/landing\/workbench/);
    await expect(adminPage.getByTestId('workbench-user')).toContainText('PT Laut Biru Transportasi');
    await adminContext.close();
  });
});
