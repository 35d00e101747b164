import type { Page } from '@playwright/test';
import { expect as axeExpect } from './axe-test';

// The machine running the journeys may be loaded (two cores shared): screens get a minute to settle.
const expect = axeExpect.configure({ timeout: 60_000 });

/**
 * The platform's document check of a billed job (decision 0007): L1SUPPORT (signed in on `l1`) opens the job on the
 * document verification screen and verifies every document; approval is offered only after the last one. Leaves the
 * page on the verification screen with Approve showing.
 */
export async function verifyEveryBillDocument(l1: Page, jobId: string): Promise<void> {
  await l1.goto('/trucking/opadmin/docverification');
  await l1.getByTestId(`billdocs-row-${jobId}`).click();
  await expect(l1).toHaveURL(new RegExp(`/opadmin/docverification/job/${jobId}`));
  await expect(l1.getByTestId('billdoc-list')).toBeVisible();
  await expect(l1.getByTestId('billdoc-approve')).toHaveCount(0);
  const verifyButtons = l1.locator('[data-testid^="billdoc-verify-"]');
  await expect(verifyButtons.first()).toBeVisible();
  for (let left = await verifyButtons.count(); left > 0; left--) {
    await verifyButtons.first().click();
    await expect(verifyButtons).toHaveCount(left - 1);
  }
  await expect(l1.getByTestId('billdoc-approve')).toBeVisible();
}

/**
 * The creator's finance (signed in on `fin`) pays every open document of a job with ClicPay from /payments: finds them
 * by the job's id, ticks them, opens the one-off VA and has the bank simulator pay it; each ends PAID. Answers the
 * documents' numbers.
 */
export async function payJobWithClicPay(fin: Page, jobId: string, documents: number): Promise<string[]> {
  // The list pages on the server: the job's documents are found by its id.
  await fin.goto(`/trucking/payments?side=owe&status=NEW&search=${encodeURIComponent(jobId)}`);
  const rows = fin.locator('[data-testid^="payments-owe-row-"]');
  await expect(rows).toHaveCount(documents);
  const docNos = (await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-testid')!))).map((id) =>
    id.replace('payments-owe-row-', ''),
  );
  const ticks = fin.locator('[data-testid^="payments-owe-select-"]');
  for (let i = 0; i < documents; i++) await ticks.nth(i).check();
  await fin.getByTestId('payments-clicpay').click();
  await expect(fin.getByTestId('txn-state')).toHaveAttribute('data-state', 'PAYING');
  await fin.getByTestId('txn-simulate-pay').click();
  await expect(fin.getByTestId('txn-state')).toHaveAttribute('data-state', 'PAID');
  for (const docNo of docNos) await expect(fin.getByTestId(`txn-doc-state-${docNo}`)).toHaveAttribute('data-state', 'PAID');
  return docNos;
}
