import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect as axeExpect, test } from './axe-test';
import { signIn } from './helpers';

// The machine running the journeys may be loaded (two cores shared): screens get a minute to settle.
const expect = axeExpect.configure({ timeout: 60_000 });
const LIST = '/trucking/administrations/insuranceapp';

/** Picks an option of a Mantine Select by its visible name (the first when no name is given). */
async function pick(page: Page, testId: string, option?: RegExp) {
  await page.getByTestId(testId).click();
  const options = option ? page.getByRole('option', { name: option }) : page.getByRole('option');
  await options.first().click();
}

test('cargo insurance: CO1 applies for a job in Bahasa Indonesia, OPADMIN approves, CO1 downloads the certificate PDF', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await signIn(page, 'CO1');
  await page.goto(LIST);
  await expect(page.getByRole('heading', { name: 'Cargo insurance' })).toBeVisible();
  await page.getByTestId('language-select').first().selectOption('id');
  await expect(page.getByRole('heading', { name: 'Asuransi kargo' })).toBeVisible();
  await expect(page.locator('[data-testid="insurance-row"]').first()).toBeVisible();
  await page.getByTestId('insurance-new').click();
  await expect(page).toHaveURL(/\/insuranceapp\/add$/);

  // Nothing entered: the fields say what is missing, nothing is sent.
  await page.getByTestId('insurance-submit').click();
  await expect(page.getByText('Pilih penanggung').or(page.getByText(/wajib/i)).first()).toBeVisible();

  await pick(page, 'insurance-job-select', /^JB/);
  const jobId = ((await page.getByTestId('insurance-job-select').inputValue()) ?? '').split(' ')[0]!;
  expect(jobId).toMatch(/^JB/);
  await expect(page.getByTestId('insurance-form-route')).toContainText('→');
  await pick(page, 'insurance-insurer', /Sinar Mas/);
  await pick(page, 'insurance-goods-type', /Electronics/);
  await page.getByTestId('insurance-cargo-value-input').fill('250000000');
  await page.getByTestId('insurance-goods-desc').fill('Laptop, 120 karton');
  // The premium is the server's: 0,25 % of Rp 250.000.000.
  await expect(page.getByTestId('insurance-quote-premium')).toHaveText('Rp 625.000');
  await page.getByTestId('insurance-submit').click();
  await expect(page).toHaveURL(/\/insuranceapp\/view\/INS\d+$/);
  const appId = page.url().split('/').pop()!;
  await expect(page.getByTestId('insurance-state')).toHaveText('Diajukan');
  await expect(page.getByTestId('insurance-premium-value')).toHaveText('Rp 625.000');
  await expect(page.getByTestId('insurance-cancel')).toBeVisible();
  await expect(page.getByTestId('insurance-certificate')).toHaveCount(0);

  // The platform approves: a policy number of the POL series.
  const ops = await (await browser.newContext()).newPage();
  await signIn(ops, 'OPADMIN');
  await ops.goto(LIST);
  await expect(ops.getByRole('heading', { name: 'Cargo insurance applications' })).toBeVisible();
  await ops.goto(`${LIST}/view/${appId}`);
  await expect(ops.getByTestId('insurance-reject')).toBeVisible();
  await ops.getByTestId('insurance-approve').click();
  await expect(ops.getByTestId('insurance-state')).toHaveText('Approved');
  const policyNo = (await ops.getByTestId('insurance-policy').textContent())!.match(/POL\/\d{4}\/\d{6}/)![0];
  await expect(ops.getByTestId('insurance-approve')).toHaveCount(0);
  await ops.close();

  // CO1 sees the policy and downloads its certificate.
  await page.reload();
  await expect(page.getByTestId('insurance-state')).toHaveText('Disetujui');
  await expect(page.getByTestId('insurance-policy')).toContainText(policyNo);
  await expect(page.getByTestId('insurance-cancel')).toHaveCount(0);
  const download = page.waitForEvent('download');
  await page.getByTestId('insurance-certificate').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`insurance-${policyNo.replaceAll('/', '-')}.pdf`);
  const target = path.join(mkdtempSync(path.join(tmpdir(), 'insurance-e2e-')), file.suggestedFilename());
  await file.saveAs(target);
  const text = execFileSync('/usr/bin/pdftotext', ['-layout', target, '-'], { encoding: 'utf8' });
  for (const s of [
    'CARGO INSURANCE CERTIFICATE',
    policyNo,
    jobId,
    'PT Asuransi Sinar Mas',
    'Rp 250.000.000',
    'Rp 625.000',
    'Laptop',
  ])
    expect(text).toContain(s);

  // The job screen offers Insure cargo to its creator.
  await page.getByTestId('insurance-job').click();
  await expect(page).toHaveURL(new RegExp(`/view/${jobId}$`));
  await expect(page.getByTestId('job-title')).toBeVisible();
});
