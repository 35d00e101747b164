// @vitest-environment jsdom
import '../test/dom-setup';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { approvalLinkStatus, jobBilling } from '../../domain/billing/billing-responses';
import { fakeFetchClient } from '../test/fake-fetch';
import { renderUi } from '../test/render-ui';
import { wire } from '../test/wire-fixture';
import { ApprovalLinkPage } from './approval-link-page';
import { APPROVAL_LINK_PATTERN, type JobBilling } from './billing-api';
import { JobBillingSection } from './job-billing-section';

configure({ asyncUtilTimeout: 5000 });

const API = '/api/v1/lintas/trucking/billing';
const JOB = 'JB2026112300007';
const RECEIPT = '6f1c2c5e-1a2b-4c3d-8e9f-0a1b2c3d4e5f';
const INVOICE = '7f1c2c5e-1a2b-4c3d-8e9f-0a1b2c3d4e5f';

const bill = {
  billId: 1,
  jobId: JOB,
  billVersion: 1,
  state: 'BILLED',
  currency: 'IDR',
  tripCharges: '1450000.00',
  reimbursementTotal: '125000.00',
  additionalTotal: '0.00',
  total: '1575000.00',
  invoiceNo: 'INV/TO1/00007',
  invoiceAttId: INVOICE,
  billedBy: 'TO1',
  billedByName: 'Budi Santoso',
  billedAt: '2026-11-24T02:00:00.000Z',
  verifiedBy: null,
  verifiedAt: null,
  acknowledgedBy: null,
  acknowledgedAt: null,
  approvedBy: null,
  approvedAt: null,
  rejectedBy: null,
  rejectedAt: null,
  rejectReason: null,
  lines: [
    {
      seq: 1,
      kind: 'TRIP' as const,
      reimbursementType: null,
      description: 'Trip 1 PRIME_MOVER TGHU5000079',
      trip: { seq: 1, vehicleType: 'PRIME_MOVER', containerNo: 'TGHU5000079' },
      quantity: 1,
      amount: '1450000.00',
      receiptAttId: null,
    },
    {
      seq: 2,
      kind: 'REIMBURSEMENT' as const,
      reimbursementType: 'TOLL',
      description: 'Toll',
      trip: null,
      quantity: 1,
      amount: '125000.00',
      receiptAttId: RECEIPT,
    },
  ],
};

const billing = (over: Partial<JobBilling> = {}): JobBilling =>
  wire(jobBilling, {
    jobId: JOB,
    jobState: 'BILLED',
    version: 4,
    creatorAccnId: 'CO0001',
    creatorName: 'PT Sumber Makmur Abadi',
    toAccnId: 'TO0001',
    toName: 'PT Truk Nusantara',
    currency: 'IDR',
    totalCharge: '1450000.00',
    actions: [],
    bill,
    versions: [bill],
    documents: [
      {
        id: 9,
        jobId: JOB,
        billVersion: 1,
        kind: 'RECEIPT',
        attId: RECEIPT,
        attName: 'toll.pdf',
        state: 'NOT_VERIFIED',
        remarks: [],
        remarkCount: 0,
        updatedBy: null,
        updatedAt: '2026-11-24T02:00:00.000Z',
      },
    ],
    moneyDocuments: [],
    payments: [],
    allDocumentsVerified: false,
    ...over,
  });

const DECISIONS = ['verifyBill', 'acknowledgeBill', 'approveBill', 'rejectBill', 'rejectApproval'];

describe('the job billing section', () => {
  it('shows the bill with its money formatted per currency, and a button for each verb of actions only', async () => {
    const fake = fakeFetchClient((call) =>
      call.url === `${API}/jobs/${JOB}`
        ? { body: billing({ actions: ['verifyBill', 'rejectBill'] }) }
        : call.url.includes('/veh-type')
          ? { body: [{ value: 'PRIME_MOVER', desc: 'Prime mover' }] }
          : undefined,
    );
    renderUi(<JobBillingSection jobId={JOB} jobState="BILLED" />, { api: fake.client });
    expect(await screen.findByTestId('billing-total')).toHaveTextContent('Rp 1.575.000');
    // The trip line in the reader's words: the vehicle type's name, not its code.
    await waitFor(() => expect(screen.getAllByTestId('billing-line')[0]).toHaveTextContent('Trip 1 · Prime mover · TGHU5000079'));
    expect(screen.getByTestId('billing-reimbursementTotal')).toHaveTextContent('Rp 125.000');
    expect(screen.getByTestId('billing-receipt-2')).toBeInTheDocument();
    const shown = DECISIONS.filter((v) => screen.queryByTestId(`billing-action-${v}`));
    expect(shown).toEqual(['verifyBill', 'rejectBill']);
    expect(screen.queryByTestId('billing-form')).toBeNull();
  });

  it('posts a verb with the job version and shows a 409 in the conflict alert', async () => {
    const fake = fakeFetchClient((call) => {
      if (call.method === 'GET' && call.url === `${API}/jobs/${JOB}`) return { body: billing({ actions: ['verifyBill'] }) };
      if (call.method === 'POST' && call.url === `${API}/jobs/${JOB}/verify`)
        return {
          status: 409,
          body: { status: 'CONFLICT', err: { code: 'CONFLICT', msg: 'The job was changed by someone else; reload it' } },
        };
      return undefined;
    });
    renderUi(<JobBillingSection jobId={JOB} jobState="BILLED" />, { api: fake.client });
    fireEvent.click(await screen.findByTestId('billing-action-verifyBill'));
    expect(await screen.findByTestId('billing-conflict')).toHaveTextContent('changed by someone else');
    expect(fake.calls.find((c) => c.method === 'POST')?.body).toEqual({ version: 4 });
  });

  it('shows nothing and reads nothing for a job that is not delivered or billed', () => {
    const fake = fakeFetchClient(() => undefined);
    renderUi(<JobBillingSection jobId={JOB} jobState="ONGOING" />, { api: fake.client });
    expect(screen.queryByTestId('job-billing')).toBeNull();
    expect(fake.calls).toEqual([]);
  });

  it('lists the money documents of an approved bill in USD with their PDF buttons', async () => {
    const usd = { ...bill, currency: 'USD', state: 'APP_BILL', total: '1450.00' };
    const doc = {
      docId: 5,
      docNo: 'DN/2026/000001',
      docType: 'DN_CO' as const,
      jobId: JOB,
      billVersion: 1,
      fromAccnId: 'LINTAS',
      fromName: 'PT Lintas',
      toAccnId: 'CO0001',
      toName: 'PT Sumber Makmur Abadi',
      currency: 'USD',
      subtotal: '1450.00',
      taxBase: '0.00',
      vat: '0.00',
      withholding: '0.00',
      stampDuty: '0.00',
      total: '1450.00',
      issuedAt: '2026-11-25T02:00:00.000Z',
      dueDate: '2026-12-25',
      lines: [{ no: 1, itemDesc: 'Trip 1', qty: 1, currency: 'USD', amount: '1450.00' }],
      totalInWordsId: 'seribu empat ratus lima puluh dolar',
      totalInWordsEn: 'one thousand four hundred fifty dollars',
      verifyUrl: 'http://x/verify',
    };
    const fake = fakeFetchClient((call) =>
      call.url === `${API}/jobs/${JOB}`
        ? { body: billing({ jobState: 'APP_BILL', currency: 'USD', bill: usd, versions: [usd], moneyDocuments: [doc] }) }
        : undefined,
    );
    renderUi(<JobBillingSection jobId={JOB} jobState="APP_BILL" />, { api: fake.client });
    expect(await screen.findByTestId('billing-doc-total-DN_CO')).toHaveTextContent('US$ 1,450.00');
    expect(screen.getByTestId('billing-doc-no-DN_CO')).toHaveTextContent('DN/2026/000001');
    expect(screen.getByTestId('billing-doc-pdf-DN_CO')).toBeInTheDocument();
    expect(screen.queryByTestId('billing-actions')).toBeNull();
  });
});

describe('the bill form', () => {
  it('maps a server VALIDATION_FAILED on reimbursements.0.amount to that field', async () => {
    const fake = fakeFetchClient((call) => {
      if (call.method === 'GET' && call.url === `${API}/jobs/${JOB}`)
        return {
          body: billing({
            jobState: 'REJ_BILL',
            actions: ['bill'],
            bill: { ...bill, state: 'REJ_BILL', rejectReason: 'Wrong toll', rejectedBy: 'CO1', rejectedAt: bill.billedAt },
          }),
        };
      if (call.url.endsWith('/lookups/reimburse-type') || call.url.includes('reimburse-type'))
        return { body: [{ value: 'TOLL', desc: 'Toll' }] };
      if (call.method === 'POST' && call.url === `${API}/jobs/${JOB}/bill`)
        return {
          status: 400,
          body: {
            status: 'VALIDATION_FAILED',
            err: { code: 'VALIDATION_FAILED', msg: 'Validation failed' },
            message: { reimbursements: { '0': { amount: 'The amount has more decimals than the currency has' } } },
          },
        };
      return undefined;
    });
    renderUi(<JobBillingSection jobId={JOB} jobState="REJ_BILL" />, { api: fake.client });
    // A re-bill starts from the rejected version: its toll and receipt.
    expect(await screen.findByTestId('billing-reject-reason')).toHaveTextContent('Wrong toll');
    const amount = await screen.findByTestId('billing-form-r0-amount');
    expect(amount).toHaveValue('125000.00');
    fireEvent.change(amount, { target: { value: '125000.5' } });
    fireEvent.click(screen.getByTestId('billing-form-submit'));
    await waitFor(() => expect(fake.calls.some((c) => c.method === 'POST')).toBe(true));
    const post = fake.calls.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({
      version: 4,
      invoiceNo: 'INV/TO1/00007',
      invoiceAttId: INVOICE,
      reimbursements: [{ reimbursementType: 'TOLL', amount: '125000.5', receiptAttId: RECEIPT }],
    });
    const group = screen.getByTestId('billing-form-reimbursement-0');
    expect(await within(group).findByText('The amount has more decimals than the currency has')).toBeInTheDocument();
    expect(screen.getByTestId('billing-form-r0-amount')).toHaveAttribute('aria-invalid', 'true');
  }, 20_000);
});

describe('the approval link page', () => {
  const path = `/approve/billing/job/truck/${JOB}/CO0001/FINANCE_APPROVER/2026-12-01?token=abcdefghij.klmnop`;
  const renderLink = (status: string, withBill: boolean) => {
    const fake = fakeFetchClient((call) =>
      call.url.startsWith(`${API}/approve/${JOB}/CO0001/FINANCE_APPROVER/2026-12-01?token=`)
        ? {
            body: wire(approvalLinkStatus, {
              status: status as 'VALID',
              jobId: JOB,
              validDate: '2026-12-01',
              role: 'FINANCE_APPROVER',
              billing: withBill ? billing({ jobState: 'VER_BILL' }) : null,
              actions: withBill ? ['acknowledgeBill', 'rejectBill'] : [],
            }),
          }
        : undefined,
    );
    renderUi(<ApprovalLinkPage />, { api: fake.client, path, pattern: APPROVAL_LINK_PATTERN });
    return fake;
  };

  it('shows the bill with Acknowledge and Reject when the link is valid, and acknowledges with the token', async () => {
    const fake = renderLink('VALID', true);
    expect(await screen.findByTestId('link-total')).toHaveTextContent('Rp 1.575.000');
    expect(screen.getByTestId('link-reject')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('link-acknowledge'));
    await waitFor(() => expect(fake.calls.some((c) => c.method === 'POST')).toBe(true));
    expect(fake.calls.find((c) => c.method === 'POST')?.body).toEqual({ token: 'abcdefghij.klmnop', verb: 'acknowledgeBill' });
  });

  it.each([
    ['USED', 'already been used'],
    ['EXPIRED', 'expired'],
    ['REBILLED', 'bill has changed'],
    ['INVALID', 'not valid'],
    ['WRONG_USER', 'another person'],
  ])('says %s clearly and offers no buttons and no bill', async (status, text) => {
    renderLink(status, false);
    const alert = await screen.findByTestId('link-status');
    expect(alert).toHaveAttribute('data-status', status);
    expect(alert).toHaveTextContent(text);
    expect(screen.queryByTestId('link-actions')).toBeNull();
    expect(screen.queryByTestId('link-bill')).toBeNull();
  });
});
