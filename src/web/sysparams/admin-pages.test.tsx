// @vitest-environment jsdom
import '../test/dom-setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authorisationsTable, roleChange } from '../../domain/authorisation-responses';
import { documentRow } from '../../domain/document-responses';
import { auditEntry } from '../../domain/log-responses';
import { TOKEN_KEY } from '../lib/session-store';
import { fakeFetchClient, type FakeCall } from '../test/fake-fetch';
import { renderApp } from '../test/render-app';
import { liveToken, profileOf } from '../test/tokens';
import { wire } from '../test/wire-fixture';

const API = '/api/v1/lintas/trucking';
const PLATFORM = ['dashboard.view', 'sysparam.manage', 'logs.read', 'authorisations.read'];

function server(permissions: string[], route: (call: FakeCall) => { status?: number; body?: unknown } | undefined) {
  return fakeFetchClient((call) => {
    if (call.url.startsWith('/api/co/cac/profile'))
      return { body: profileOf({ authorities: ['SP_OP_ADMIN'], accnType: 'ACC_TYPE_SP', permissions }) };
    return route(call) ?? { body: [] };
  });
}

const page = <R,>(rows: R[], total = rows.length) => ({
  draw: 0,
  iTotalRecords: total,
  iTotalDisplayRecords: total,
  aaData: rows,
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.setItem(TOKEN_KEY, liveToken());
});
afterEach(() => sessionStorage.clear());

describe('system parameters', () => {
  const param = {
    sysKey: 'LOGIN_MAX_ATTEMPTS',
    sysValue: '5',
    valueType: 'INT',
    descEn: 'Failed sign-in attempts',
    descId: 'Jumlah gagal masuk',
    updatedAt: '2026-03-05T01:02:03Z',
    version: 3,
  };

  it('sends paging, sort and type filter from the URL', async () => {
    const { client, calls } = server(PLATFORM, ({ url }) =>
      url.startsWith(`${API}/sysparams?`) ? { body: page([param], 150) } : undefined,
    );
    renderApp('/administrations/sysparam?page=2&size=100&sort=sysValue&order=desc&valueType=INT', client);
    const rows = await within(await screen.findByTestId('sysparam-list')).findAllByTestId('sysparam-row');
    expect(rows[0]).toHaveTextContent('LOGIN_MAX_ATTEMPTS');
    const list = calls.find((c) => c.url.startsWith(`${API}/sysparams?`));
    expect(list?.url).toBe(`${API}/sysparams?start=100&length=100&sort=sysValue&order=desc&valueType=INT`);
  });

  it('checks the value with the shared rules and saves it with the version', async () => {
    const { client, calls } = server(PLATFORM, ({ url, method }) => {
      if (method === 'PUT') return { body: { ...param, sysValue: '7', version: 4 } };
      if (url.startsWith(`${API}/sysparams/LOGIN_MAX_ATTEMPTS`)) return { body: param };
      if (url.startsWith(`${API}/sysparams`)) return { body: page([param]) };
      return undefined;
    });
    renderApp('/administrations/sysparam/LOGIN_MAX_ATTEMPTS', client);
    const input = await screen.findByTestId('sysparam-value');
    expect(screen.getByTestId('sysparam-description')).toHaveTextContent('Failed sign-in attempts');
    fireEvent.change(input, { target: { value: '500' } });
    fireEvent.click(screen.getByTestId('sysparam-save'));
    expect(await screen.findByText('Too large')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.change(input, { target: { value: '7' } });
    fireEvent.click(screen.getByTestId('sysparam-save'));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ sysValue: '7', version: 3 }));
  });

  it('sends users without the permission to the no-permission page', async () => {
    const { client } = server(['dashboard.view'], () => undefined);
    const { router } = renderApp('/administrations/sysparam', client);
    await waitFor(() => expect(router.state.location.pathname).toBe('/session/nopermission'));
  });
});

describe('audit log', () => {
  const row = wire(auditEntry, {
    id: 9,
    audtEvent: 'USER_UPDATE',
    entity: 'user',
    entityId: 'CO1',
    audtUid: 'OPADMIN',
    audtUname: 'Op Admin',
    accnId: 'SP',
    audtTimestamp: '2026-03-05T01:02:03Z',
    audtRemarks: 'changed',
    before: { usrName: '<b>Old</b>' },
    after: { usrName: 'New' },
  });

  it('sends the filters and shows before/after as text', async () => {
    const { client, calls } = server(PLATFORM, ({ url }) =>
      url.startsWith(`${API}/audit?`) ? { body: page([row]) } : undefined,
    );
    const { router } = renderApp('/administrations/audit?from=2026-03-01&audtEvent=USER_UPDATE', client);
    const rows = await screen.findAllByTestId('audit-row');
    expect(rows[0]).toHaveTextContent('05/03/2026 08:02:03');
    expect(calls.find((c) => c.url.startsWith(`${API}/audit?`))?.url).toBe(
      `${API}/audit?start=0&length=10&from=2026-03-01&audtEvent=USER_UPDATE`,
    );
    fireEvent.change(screen.getByTestId('audit-filter-to'), { target: { value: '2026-03-31' } });
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-03-01&audtEvent=USER_UPDATE&to=2026-03-31'));
    fireEvent.click(rows[0]!);
    const before = await screen.findByTestId('audit-before');
    expect(before.textContent).toContain('"usrName": "<b>Old</b>"');
    expect(before.querySelector('b')).toBeNull();
  });
});

describe('authorisations', () => {
  const matrix = wire(authorisationsTable, {
    permissions: ['dashboard.view', 'users.manage'],
    roles: [
      { roleId: 'FF_ADMIN', descEn: 'Forwarder admin', descId: 'Admin forwarder', permissions: ['dashboard.view'], version: 2 },
    ],
  });

  it('is read-only without authorisations.manage', async () => {
    const { client } = server(PLATFORM, ({ url }) => (url.startsWith(`${API}/authorisations`) ? { body: matrix } : undefined));
    renderApp('/administrations/authorisations', client);
    const box = await screen.findByTestId('authorisation-FF_ADMIN-users.manage');
    expect(box).toBeDisabled();
    expect(screen.getByTestId('authorisation-FF_ADMIN-dashboard.view')).toBeChecked();
    expect(screen.queryByTestId('authorisation-save-FF_ADMIN')).toBeNull();
  });

  it('lets the super admin tick and save a row with its version', async () => {
    const { client, calls } = server([...PLATFORM, 'authorisations.manage'], ({ url, method }) => {
      if (method === 'PUT')
        return {
          body: wire(roleChange, {
            roleId: 'FF_ADMIN',
            permissions: ['dashboard.view', 'users.manage'],
            version: 3,
            updatedAt: '2026-03-05T01:02:03.000Z',
            updatedBy: 'SUPERADMIN',
          }),
        };
      return url.startsWith(`${API}/authorisations`) ? { body: matrix } : undefined;
    });
    renderApp('/administrations/authorisations', client);
    const box = await screen.findByTestId('authorisation-FF_ADMIN-users.manage');
    expect(box).toBeEnabled();
    fireEvent.click(box);
    fireEvent.click(screen.getByTestId('authorisation-save-FF_ADMIN'));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
        url: `${API}/authorisations/FF_ADMIN`,
        body: { permissions: ['dashboard.view', 'users.manage'], version: 2 },
      }),
    );
  });
});

describe('documents', () => {
  /** A stored document of CO0001 named `<attId>.pdf`. */
  const storedDocument = (attId: string, attType: string) =>
    wire(documentRow, {
      attId,
      accnId: 'CO0001',
      attType,
      attName: `${attId}.pdf`,
      attSize: 2048,
      mimeType: 'application/pdf',
      attReferenceid: null,
      validTo: null,
      createdAt: '2026-01-02T03:04:05Z',
      createdBy: 'CO1',
    });

  it('refuses a file type before sending and says why', async () => {
    const { client, calls } = server([...PLATFORM, 'documents.manage'], ({ url }) => {
      if (url.startsWith(`${API}/lookups/attachType`)) return { body: [{ value: 'NPWP', desc: 'Tax card' }] };
      if (url.startsWith(`${API}/documents`)) return { body: page([]) };
      return undefined;
    });
    renderApp('/administrations/document/list', client);
    const input = await screen.findByTestId('document-upload');
    const file = new File(['MZ'], 'tool.exe', { type: 'application/octet-stream' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(await screen.findByTestId('document-file-error')).toHaveTextContent('This file type is not allowed');
    expect(screen.getByTestId('document-upload-submit')).toBeDisabled();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('names the chosen file in the language of the page and sends a day-first validity as a date', async () => {
    const { client, calls } = server([...PLATFORM, 'documents.manage'], ({ url, method }) => {
      if (url.startsWith(`${API}/lookups/attachType`)) return { body: [{ value: 'NPWP', desc: 'Tax card' }] };
      if (method === 'POST' && url.startsWith(`${API}/documents`)) return { body: { attId: 'a1' } };
      if (url.startsWith(`${API}/documents`)) return { body: page([]) };
      return undefined;
    });
    renderApp('/administrations/document/list', client);
    expect(await screen.findByTestId('document-upload-choose')).toHaveTextContent('Choose a file');
    expect(screen.getByText('No file chosen')).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('document-upload'), {
      target: { files: [new File(['%PDF-1.4'], 'npwp.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText('npwp.pdf')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('option', { name: 'Tax card' })).toBeInTheDocument());
    fireEvent.change(screen.getByTestId('document-type'), { target: { value: 'NPWP' } });
    const validTo = screen.getByTestId('document-valid-to');
    fireEvent.change(validTo, { target: { value: '31/12/2026' } });
    fireEvent.blur(validTo);
    fireEvent.click(screen.getByTestId('document-upload-submit'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toMatchObject({ attType: 'NPWP', attName: 'npwp.pdf', validTo: '2026-12-31' });
  });

  it("names each type: the code list name, else the app's own (a payment proof), else the code", async () => {
    const { client } = server(PLATFORM, ({ url }) => {
      if (url.startsWith(`${API}/lookups/attachType`)) return { body: [{ value: 'NPWP', desc: 'Tax card' }] };
      if (url.startsWith(`${API}/documents`))
        return { body: page([storedDocument('a1', 'NPWP'), storedDocument('a2', 'PAYMENT_PROOF'), storedDocument('a3', 'XYZ')]) };
      return undefined;
    });
    renderApp('/administrations/document/list', client);
    await waitFor(() => expect(screen.getAllByTestId('document-row')).toHaveLength(3));
    const [npwp, proof, unknown] = screen.getAllByTestId('document-row');
    await waitFor(() => expect(npwp).toHaveTextContent('Tax card'));
    expect(proof).toHaveTextContent('Proof of payment');
    expect(proof).not.toHaveTextContent('PAYMENT_PROOF');
    expect(unknown).toHaveTextContent('XYZ');
  });

  it('offers no upload and no delete to a read-only role (level-1 support), as the server would refuse them', async () => {
    const doc = storedDocument('npwp', 'NPWP');
    const { client } = server(PLATFORM, ({ url }) => {
      if (url.startsWith(`${API}/lookups/attachType`)) return { body: [{ value: 'NPWP', desc: 'Tax card' }] };
      if (url.startsWith(`${API}/documents`)) return { body: page([doc]) };
      return undefined;
    });
    renderApp('/administrations/document/list', client);
    expect(await screen.findByTestId('document-row')).toHaveTextContent('npwp.pdf');
    expect(screen.getByTestId('document-download')).toBeInTheDocument();
    expect(screen.queryByTestId('document-delete')).toBeNull();
    expect(screen.queryByTestId('document-upload')).toBeNull();
  });
});

describe('activation', () => {
  it('shows the invalid-link message on 404', async () => {
    const { client } = fakeFetchClient(() => undefined);
    renderApp('/activate/bad-token', client);
    expect(await screen.findByTestId('activate-invalid')).toHaveTextContent('invalid or has expired');
  });

  it('checks the password rules, then activates and offers sign-in', async () => {
    sessionStorage.clear();
    const { client, calls } = fakeFetchClient(({ url, method }) => {
      if (method === 'POST' && url === `${API}/auth/activate`) return { body: { status: 'SUCCESS' } };
      if (url.startsWith(`${API}/auth/activate/tok123`)) return { body: { usrId: 'NEWUSR', usrName: 'Sari' } };
      return { body: [] };
    });
    renderApp('/activate/tok123', client);
    expect(await screen.findByTestId('activate-user')).toHaveTextContent('Sari');
    fireEvent.change(screen.getByTestId('activate-new'), { target: { value: 'short' } });
    fireEvent.change(screen.getByTestId('activate-confirm'), { target: { value: 'short' } });
    fireEvent.click(screen.getByTestId('activate-submit'));
    expect(await screen.findByText(/Use 8 to 64 characters/)).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('activate-new'), { target: { value: 'Strong#2026x' } });
    fireEvent.change(screen.getByTestId('activate-confirm'), { target: { value: 'Strong#2026x' } });
    fireEvent.click(screen.getByTestId('activate-submit'));
    expect(await screen.findByTestId('activate-done')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      token: 'tok123',
      newPassword: 'Strong#2026x',
      confirmPassword: 'Strong#2026x',
    });
  });
});
