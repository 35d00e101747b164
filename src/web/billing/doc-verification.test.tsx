// @vitest-environment jsdom
import '../test/dom-setup';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { billingList, jobBilling } from '../../domain/billing/billing-responses';
import type { WireOf } from '../../domain/wire';
import { TOKEN_KEY } from '../lib/session-store';
import { signedInServer } from '../test/fake-fetch';
import { renderApp } from '../test/render-app';
import { liveToken } from '../test/tokens';
import { wire } from '../test/wire-fixture';

configure({ asyncUtilTimeout: 8000 });

const API = '/api/v1/lintas/trucking';
const JOB = 'JB2026112300009';
const L1 = {
  usrId: 'L1SUPPORT',
  authorities: ['SP_L1'],
  accnType: 'SP_OP_ADMIN',
  accnId: 'LINTAS',
  permissions: ['dashboard.view', 'jobs.read', 'jobs.readAll', 'onboarding.review', 'billing.approve'],
};
const OPADMIN = { ...L1, usrId: 'OPADMIN', authorities: ['SP_OP_ADMIN'], permissions: ['dashboard.view', 'onboarding.review'] };

const queueRow: WireOf<typeof billingList>['aaData'][number] = {
  jobId: JOB,
  jobState: 'ACK_BILL',
  creatorAccnId: 'CO0001',
  creatorName: 'PT Sumber Makmur Abadi',
  toAccnId: 'TO0001',
  toName: 'PT Truk Nusantara',
  customerRef: 'REF-9',
  shipmentType: 'IMPORT',
  noOfTrips: 1,
  currency: 'IDR',
  charges: '1400000.00',
  reimbursement: '50000.00',
  total: '1450000.00',
  billVersion: 1,
  invoiceNo: 'INV-009',
  billingDate: '2026-11-24T02:00:00.000Z',
  approvedDate: null,
  approvedBy: null,
  paymentDueDate: null,
  paymentState: null,
  rejectReason: null,
  documentCount: 3,
  verifiedCount: 1,
  remarkCount: 2,
  version: 5,
  actions: ['approveBill', 'rejectApproval'],
};

type Doc = WireOf<typeof jobBilling>['documents'][number];
const doc = (id: number, kind: Doc['kind'], state: Doc['state'], remarks: Doc['remarks'] = []): Doc => ({
  id,
  jobId: JOB,
  billVersion: 1,
  kind,
  attId: `00000000-0000-4000-8000-00000000000${id}`,
  attName: `${kind.toLowerCase()}.pdf`,
  state,
  remarks,
  remarkCount: remarks.length,
  updatedBy: null,
  updatedAt: '2026-11-24T02:00:00.000Z',
});

const billing = (documents: Doc[], over: Partial<WireOf<typeof jobBilling>> = {}) =>
  wire(jobBilling, {
    jobId: JOB,
    jobState: 'ACK_BILL',
    version: 5,
    creatorAccnId: 'CO0001',
    creatorName: 'PT Sumber Makmur Abadi',
    toAccnId: 'TO0001',
    toName: 'PT Truk Nusantara',
    currency: 'IDR',
    totalCharge: '1400000.00',
    actions: ['approveBill', 'rejectApproval'],
    bill: null,
    versions: [],
    documents,
    moneyDocuments: [],
    payments: [],
    allDocumentsVerified: documents.every((d) => d.state === 'VERIFIED'),
    ...over,
  });

const server = signedInServer;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.setItem(TOKEN_KEY, liveToken());
});
afterEach(() => sessionStorage.clear());

describe('document verification tabs', { timeout: 30_000 }, () => {
  it('level-1 support sees the billing queue with document and remark counts, and the registration tab', async () => {
    const { client } = server(L1, ({ url }) => {
      if (url.startsWith(`${API}/billing/doc-verification`))
        return {
          body: wire(billingList, {
            draw: 0,
            iTotalRecords: 1,
            iTotalDisplayRecords: 1,
            aaData: [queueRow],
            totals: [{ currency: 'IDR', count: 1, amount: '1450000.00' }],
          }),
        };
      if (url === `${API}/docverification`)
        return {
          body: [{ attId: 'a1', attType: 'NIB', attName: 'nib.pdf', regId: 'R1', accnName: 'PT Onboard', submittedAt: null }],
        };
      return undefined;
    });
    const { router } = renderApp('/opadmin/docverification', client);
    const row = await screen.findByTestId(`billdocs-row-${JOB}`);
    expect(within(row).getByTestId(`billdocs-counts-${JOB}`)).toHaveTextContent('1 of 3 verified');
    expect(within(row).getByTestId(`billdocs-remarks-${JOB}`)).toHaveTextContent('2');
    expect(screen.getByTestId('billdocs-total-IDR')).toHaveTextContent('Rp 1.450.000');
    fireEvent.click(screen.getByTestId('docverification-tab-registration'));
    expect(await screen.findByTestId('docverification-row-R1')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=registration');
    fireEvent.click(screen.getByTestId('docverification-tab-billing'));
    fireEvent.click(await screen.findByTestId(`billdocs-row-${JOB}`));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/opadmin/docverification/job/${JOB}`));
  });

  it('a reviewer without billing.approve sees the registration documents only', async () => {
    const { client, calls } = server(OPADMIN, ({ url }) => (url === `${API}/docverification` ? { body: [] } : undefined));
    renderApp('/opadmin/docverification', client);
    expect(await screen.findByTestId('docverification-list')).toBeInTheDocument();
    expect(screen.queryByTestId('docverification-tab-billing')).toBeNull();
    expect(calls.some((c) => c.url.includes('/billing/'))).toBe(false);
  });
});

describe("a job's billing documents", { timeout: 30_000 }, () => {
  const PAGE = `/opadmin/docverification/job/${JOB}`;
  const JOB_URL = `${API}/billing/jobs/${JOB}`;

  it('marks a document verified, returns one with a remark (required) and adds a remark', async () => {
    const docs = [doc(1, 'POD', 'NOT_VERIFIED'), doc(2, 'RECEIPT', 'VERIFIED'), doc(3, 'INVOICE', 'NOT_VERIFIED')];
    const { client, calls } = server(L1, ({ url, method }) => {
      if (method === 'POST' && url === `${JOB_URL}/documents/1/verify`)
        return { body: billing([doc(1, 'POD', 'VERIFIED'), docs[1]!, docs[2]!]) };
      if (method === 'POST' && url === `${JOB_URL}/documents/3/verify`)
        return {
          body: billing([
            doc(1, 'POD', 'VERIFIED'),
            docs[1]!,
            doc(3, 'INVOICE', 'PENDING_RETURN', [
              { at: '2026-11-24T03:00:00.000Z', usrId: 'L1SUPPORT', usrName: 'Lina', remark: 'Stamp missing' },
            ]),
          ]),
        };
      if (method === 'POST' && url === `${JOB_URL}/documents/2/remarks`) return { body: billing(docs) };
      if (url === JOB_URL) return { body: billing(docs) };
      return undefined;
    });
    renderApp(PAGE, client);
    expect(await screen.findByTestId('billdoc-summary')).toHaveTextContent('1 of 3 verified');
    expect(screen.getByTestId('billdoc-state-1')).toHaveTextContent('Not verified');
    // A verified document offers no second "verify".
    expect(screen.queryByTestId('billdoc-verify-2')).toBeNull();
    fireEvent.click(screen.getByTestId('billdoc-verify-1'));
    await waitFor(() => expect(screen.getByTestId('billdoc-state-1')).toHaveTextContent('Verified'));
    expect(calls.find((c) => c.url.endsWith('/documents/1/verify'))?.body).toEqual({ state: 'VERIFIED' });

    fireEvent.click(screen.getByTestId('billdoc-return-3'));
    fireEvent.click(await screen.findByTestId('reason-confirm'));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('reason-input'), { target: { value: 'Stamp missing' } });
    fireEvent.click(screen.getByTestId('reason-confirm'));
    await waitFor(() => expect(screen.getByTestId('billdoc-state-3')).toHaveTextContent('Pending return'));
    expect(calls.find((c) => c.url.endsWith('/documents/3/verify'))?.body).toEqual({
      state: 'PENDING_RETURN',
      remark: 'Stamp missing',
    });
    expect(screen.getByTestId('billdoc-remarks-3')).toHaveTextContent('1');
    expect(screen.getByText(/Lina: Stamp missing/)).toBeInTheDocument();

    fireEvent.click(screen.getByTestId('billdoc-remark-2'));
    fireEvent.change(await screen.findByTestId('reason-input'), { target: { value: 'Checked against the original' } });
    fireEvent.click(screen.getByTestId('reason-confirm'));
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/documents/2/remarks'))?.body).toEqual({
        remark: 'Checked against the original',
      }),
    );
  });

  it("approve refused while a document is unverified shows the server's message; reject approval needs a reason", async () => {
    const { client, calls } = server(L1, ({ url, method }) => {
      if (method === 'POST' && url === `${JOB_URL}/approve`)
        return {
          status: 409,
          body: {
            status: 'CONFLICT',
            err: { code: 'CONFLICT', msg: 'Every document must be verified before the billing can be approved' },
          },
        };
      if (method === 'POST' && url === `${JOB_URL}/reject-approval`)
        return { body: billing([doc(1, 'POD', 'NOT_VERIFIED')], { jobState: 'REJ_BILL', actions: [], version: 6 }) };
      if (url === JOB_URL) return { body: billing([doc(1, 'POD', 'NOT_VERIFIED')]) };
      return undefined;
    });
    renderApp(PAGE, client);
    fireEvent.click(await screen.findByTestId('billdoc-approve'));
    expect(await screen.findByTestId('billdoc-error')).toHaveTextContent(
      'Every document must be verified before the billing can be approved',
    );
    expect(calls.find((c) => c.url.endsWith('/approve'))?.body).toEqual({ version: 5 });
    fireEvent.click(screen.getByTestId('billdoc-reject'));
    fireEvent.change(await screen.findByTestId('reason-input'), { target: { value: 'Invoice belongs to another job' } });
    fireEvent.click(screen.getByTestId('reason-confirm'));
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/reject-approval'))?.body).toEqual({
        version: 5,
        reason: 'Invoice belongs to another job',
      }),
    );
    // Rejected: no verbs any more, on the job or its documents.
    await waitFor(() => expect(screen.queryByTestId('billdoc-approve')).toBeNull());
    expect(screen.queryByTestId('billdoc-verify-1')).toBeNull();
  });

  it('opens a document: its file from the bill, with a download', async () => {
    const { client, calls } = server(L1, ({ url }) => {
      if (url === `${JOB_URL}/files/00000000-0000-4000-8000-000000000001`)
        return {
          body: {
            attId: '00000000-0000-4000-8000-000000000001',
            attType: 'POD',
            attName: 'pod.pdf',
            mimeType: 'application/pdf',
            attSize: 8,
            attData: 'JVBERi0xLjQ=',
          },
        };
      if (url === JOB_URL) return { body: billing([doc(1, 'POD', 'NOT_VERIFIED')]) };
      return undefined;
    });
    renderApp(PAGE, client);
    fireEvent.click(await screen.findByTestId('billdoc-open-1'));
    expect(await screen.findByTestId('billdoc-download')).toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith('/files/00000000-0000-4000-8000-000000000001'))).toBe(true);
  });
});
