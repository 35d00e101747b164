// @vitest-environment jsdom
import '../test/dom-setup';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { crewListDetail, vesselCallDetail, vesselCallOptions } from '../../domain/vessel-calls/vessel-calls';
import { TOKEN_KEY } from '../lib/session-store';
import { signedInServer } from '../test/fake-fetch';
import { renderApp } from '../test/render-app';
import { liveToken } from '../test/tokens';
import { wire } from '../test/wire-fixture';

const API = '/api/v1/lintas/trucking';
const OFFICER = {
  usrId: 'PCOFFICER',
  authorities: ['PC_OFFICER'],
  accnType: 'SP_OP_ADMIN',
  accnId: 'LINTAS',
  permissions: ['dashboard.view', 'vessel.review'],
};
const LINE = {
  usrId: 'SL1',
  authorities: ['ACCN_ADMIN'],
  accnType: 'ACC_TYPE_SL',
  accnId: 'SL0001',
  permissions: ['dashboard.view', 'vessel.file', 'vessel.associate'],
};
const crew = {
  name: 'Budi Santoso',
  rank: 'MASTER',
  nationality: 'ID',
  dateOfBirth: '1975-03-14',
  placeOfBirth: 'Makassar',
  docType: 'SEAMAN_BOOK',
  docNo: 'C0412377',
  docExpiry: '2028-06-30',
} as const;
const options = wire(vesselCallOptions, {
  lines: [{ value: 'SL0001', desc: 'PT Samudera Line' }],
  services: [
    {
      svcId: 'CS-TPP-POC',
      certType: 'POC',
      descEn: 'Port Clearance',
      descId: 'Surat Persetujuan Berlayar',
      officeCode: 'ID_KSOP_TPRIOK',
      portCode: 'IDTPP',
    },
  ],
  ports: [{ portCode: 'IDTPP', name: 'Tanjung Priok' }],
  terminals: [{ terminalCode: 'IDTPP-JICT', portCode: 'IDTPP', name: 'Jakarta International Container Terminal (JICT)' }],
});
const call = (over: Record<string, unknown> = {}) =>
  wire(vesselCallDetail, {
    vcId: 'VC000001',
    lineAccnId: 'SL0001',
    lineName: 'PT Samudera Line',
    filerAccnId: 'SL0001',
    filerName: 'PT Samudera Line',
    vesselName: 'KM Samudera Jaya',
    imoNo: '9074729',
    callSign: 'YBSJ2',
    flag: 'ID',
    shipType: 'CONTAINER',
    grossTonnage: 18350,
    ttCode: 'BOW',
    portCode: 'IDTPP',
    terminalCode: 'IDTPP-JICT',
    eta: '2026-12-09T23:00:00Z',
    etd: '2026-12-11T07:00:00Z',
    lastPort: 'IDBLW',
    nextPort: 'IDSUB',
    services: ['CS-TPP-POC'],
    status: 'SUBMITTED',
    forms: ['fal1', 'fal5'],
    remarks: null,
    createdAt: '2026-11-20T01:00:00Z',
    submittedAt: '2026-11-21T01:00:00Z',
    decidedAt: null,
    version: 2,
    actions: ['approve', 'reject', 'return'],
    fal1: {
      purpose: 'ARRIVAL',
      voyageNo: 'SJ2650',
      masterName: 'Budi Santoso',
      crewCount: 1,
      passengerCount: 0,
      cargoDescription: 'Containers',
      remarks: null,
    },
    fal5: { crewListId: 'CRW000001', members: [crew] },
    fal6: null,
    fal7: null,
    createdBy: 'SL1',
    submittedBy: 'SL1',
    decidedBy: null,
    certificates: [],
    history: [
      { event: 'create', at: '2026-11-20T01:00:00Z', by: 'SL1', byName: 'Fransiska Tanujaya', remarks: null },
      { event: 'submit', at: '2026-11-21T01:00:00Z', by: 'SL1', byName: 'Fransiska Tanujaya', remarks: null },
    ],
    ...over,
  });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.setItem(TOKEN_KEY, liveToken());
});
afterEach(() => sessionStorage.clear());

describe('a vessel call viewed', () => {
  it("shows the officer's verbs from `actions` only; return asks for the remarks and sends them with the version read", async () => {
    const { client, calls } = signedInServer(OFFICER, ({ url, method }) => {
      if (url === `${API}/vessel-calls/options`) return { body: options };
      if (method === 'POST' && url.endsWith('/return'))
        return { body: call({ status: 'RETURNED', version: 3, actions: [], remarks: 'Add the next port' }) };
      if (url === `${API}/vessel-calls/VC000001`) return { body: call() };
      return undefined;
    });
    renderApp('/applications/services/vesselCall/view/VC000001', client);
    await screen.findByTestId('vc-approve', {}, { timeout: 20_000 });
    expect(screen.getByTestId('vc-reject')).toBeInTheDocument();
    expect(screen.queryByTestId('vc-submit')).toBeNull();
    expect(screen.queryByTestId('vc-edit')).toBeNull();
    expect(screen.getAllByTestId('vc-crew-row')).toHaveLength(1);
    expect(screen.getAllByTestId('vc-history-item')).toHaveLength(2);
    fireEvent.click(screen.getByTestId('vc-return'));
    fireEvent.click(await screen.findByTestId('reason-confirm'));
    expect(calls.some((c) => c.url.endsWith('/return'))).toBe(false);
    fireEvent.change(screen.getByTestId('reason-input'), { target: { value: 'Add the next port' } });
    fireEvent.click(screen.getByTestId('reason-confirm'));
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/return'))?.body).toEqual({ version: 2, reason: 'Add the next port' }),
    );
  }, 60_000);

  it('a returned one shows its remarks, Amend and Resubmit to the line; an issued certificate links to its public page', async () => {
    const returned = call({
      status: 'RETURNED',
      remarks: 'FAL 5: a seaman book expires before the call',
      actions: ['save', 'submit'],
      certificates: [
        {
          certId: 'VCC000001',
          certType: 'POC',
          certName: 'Port Clearance',
          certNameId: 'Surat Persetujuan Berlayar',
          svcId: 'CS-TPP-POC',
          officeCode: 'ID_KSOP_TPRIOK',
          status: 'VALID',
          certNo: 'POC-2026-000001',
          certToken: null,
          issuedAt: '2026-11-22T01:00:00Z',
          expiresAt: '2026-11-23T01:00:00Z',
          createdAt: '2026-11-22T01:00:00Z',
        },
      ],
    });
    // The certificates part of issue 18 adds the public token to an issued certificate.
    const withToken = { ...returned, certificates: returned.certificates.map((c) => ({ ...c, certToken: 'tok_abc' })) };
    const { client } = signedInServer(LINE, ({ url }) => {
      if (url === `${API}/vessel-calls/options`) return { body: options };
      if (url === `${API}/vessel-calls/VC000001`) return { body: withToken };
      return undefined;
    });
    renderApp('/applications/services/vesselCall/view/VC000001', client);
    expect(await screen.findByTestId('vc-remarks', {}, { timeout: 20_000 })).toHaveTextContent('a seaman book expires');
    expect(screen.getByTestId('vc-amend')).toBeInTheDocument();
    expect(screen.getByTestId('vc-submit')).toHaveTextContent('Resubmit');
    expect(screen.queryByTestId('vc-approve')).toBeNull();
    expect(screen.getByTestId('vc-certificate-link')).toHaveAttribute('href', '/trucking/session/certificate/POC/tok_abc');
  }, 60_000);
});

describe('the crew list import', () => {
  it('lists every bad row of the file by row and column and keeps the crew', async () => {
    const list = wire(crewListDetail, {
      crewListId: 'CRW000001',
      accnId: 'SL0001',
      vesselName: 'KM Samudera Jaya',
      imoNo: '9074729',
      title: 'Samudera Jaya crew',
      memberCount: 1,
      updatedAt: '2026-11-20T01:00:00Z',
      version: 1,
      members: [crew],
    });
    const { client, calls } = signedInServer(LINE, ({ url, method }) => {
      if (method === 'POST' && url.endsWith('/import'))
        return {
          status: 400,
          body: {
            status: 'VALIDATION_FAILED',
            message: { 'rows.3.docNo': 'This field is required', 'rows.5.rank': 'Choose one of the options' },
          },
        };
      if (url === `${API}/crew-lists/CRW000001`) return { body: list };
      return undefined;
    });
    renderApp('/configuration/crewList/view/CRW000001', client);
    const input = (await screen.findByTestId('crew-import-file', {}, { timeout: 20_000 })) as HTMLButtonElement;
    const file = new File(['PK fake'], 'crew.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    const fileInput =
      input.parentElement!.parentElement!.querySelector('input[type="file"]') ?? document.querySelector('input[type="file"]');
    fireEvent.change(fileInput!, { target: { files: [file] } });
    fireEvent.click(await screen.findByTestId('crew-import-run'));
    const rows = await screen.findAllByTestId('crew-import-error');
    expect(rows.map((r) => r.textContent)).toEqual([
      '3Document numberThis field is required',
      '5Rank or ratingChoose one of the options',
    ]);
    expect(calls.find((c) => c.url.endsWith('/import'))?.body).toMatchObject({ attName: 'crew.xlsx', version: 1 });
    expect(screen.getAllByTestId('crew-members-row')).toHaveLength(1);
  }, 60_000);
});
