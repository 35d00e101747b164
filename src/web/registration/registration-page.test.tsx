// @vitest-environment jsdom
import '../test/dom-setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeFetchClient, type FakeCall } from '../test/fake-fetch';
import { renderApp } from '../test/render-app';

const REG = 'REGabc0123456789wxyz';
const SECRET = 'sekret-of-the-draft-0123456789';

const address = {
  addrLn1: 'Jl. Raya Cakung No. 5',
  addrProv: 'DKI Jakarta',
  addrCity: 'Jakarta Timur',
  addrPcode: '13910',
  addrCtry: { ctyCode: 'ID' },
};
const validDetails = {
  accnId: REG,
  accnName: 'PT Truk Andalan',
  accnCoyRegn: '0031876543210000',
  accnStatus: 'N',
  TMstAccnType: { atypId: 'ACC_TYPE_TO' },
  accnContact: { contactTel: '+62 21 4400 1234', contactEmail: 'admin@andalan.co.id', contactFax: '' },
  accnAddr: address,
};
const validUser = {
  usrName: 'Andi Wijaya',
  usrPassNid: '3175010101900001',
  usrTitle: 'Direktur',
  usrContact: { contactTel: '+62 812 1234 5678', contactEmail: 'andi@andalan.co.id' },
  usrAddr: address,
};
const saved = (extra: Record<string, unknown> = {}) => ({
  accnrId: REG,
  approvalState: 'DRAFT',
  returnReasons: null,
  portalAccn: { accnDetails: validDetails },
  coreUsr: validUser,
  services: ['TRUCKING'],
  adminTabEnabled: true,
  supDocsEnabled: true,
  ...extra,
});
const blank = {
  portalAccn: {
    accnDetails: {
      accnId: null,
      accnName: '',
      accnCoyRegn: '',
      accnStatus: 'N',
      TMstAccnType: { atypId: '' },
      accnContact: { contactTel: '', contactEmail: '', contactFax: '' },
      accnAddr: { ...address, addrLn1: '', addrProv: '', addrCity: '', addrPcode: '' },
    },
  },
  coreUsr: null,
  services: [],
  adminTabEnabled: false,
  supDocsEnabled: false,
};
const suppDocs = [
  { attType: 'NIB', desc: 'Business identification number (NIB)', docGroup: 'GENERAL', mandatory: true },
  { attType: 'DOMICILE_LETTER', desc: 'Domicile letter', docGroup: 'GENERAL', mandatory: false },
  { attType: 'STNK', desc: 'Vehicle registration (STNK)', docGroup: 'TRUCKING', mandatory: false },
];

type Answer = { status?: number; body?: unknown } | undefined;

/** The registration server: `override` answers first; the rest are the usual answers for draft REG. */
function server(override: (call: FakeCall) => Answer = () => undefined, reg: unknown = saved()) {
  return fakeFetchClient((call) => {
    const own = override(call);
    if (own) return own;
    const secretOk = call.headers['x-registration-secret'] === SECRET;
    if (call.url === '/api/accountTypes/all')
      return {
        body: [
          { value: 'ACC_TYPE_TO', desc: 'Truck operator' },
          { value: 'ACC_TYPE_GLI', desc: 'GLI' },
        ],
      };
    if (call.url === '/api/country/all')
      return {
        body: [
          { value: 'ID', desc: 'Indonesia' },
          { value: 'KH', desc: 'Cambodia' },
        ],
      };
    if (call.url === '/api/mockregister/new') return { body: blank };
    if (call.url === `/api/register/${REG}` && call.method === 'GET') return secretOk ? { body: reg } : undefined;
    if (call.url.startsWith('/api/register/suppDocs')) return { body: suppDocs };
    if (call.url === `/api/register/${REG}/attachments`) return secretOk ? { body: [] } : undefined;
    return undefined;
  });
}

const validationFailed = (message: Record<string, unknown>) => ({
  status: 400,
  body: { status: 'VALIDATION_FAILED', err: { code: 'VALIDATION_FAILED', msg: 'Validation failed' }, message },
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  // Notifications live in a module-wide store: start every test without earlier ones.
  notifications.clean();
  notifications.cleanQueue();
});
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('registration page', () => {
  it('opens blank: the administrator and documents tabs wait for the first save; required fields are marked', async () => {
    const { client, calls } = server();
    renderApp('/session/signup', client);
    expect(await screen.findByTestId('registration-page')).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toContain('/api/mockregister/new');
    expect(screen.getByTestId('reg-tab-user')).toBeDisabled();
    expect(screen.getByTestId('reg-tab-docs')).toBeDisabled();
    expect(screen.getByTestId('reg-tab-services')).not.toBeDisabled();
    expect(screen.getByTestId('reg-submit')).toBeDisabled();
    expect(screen.getByTestId('reg-state')).toHaveTextContent('Draft');
    expect(screen.getByTestId('field-accnDetails.accnName')).toBeRequired();
    expect(screen.getByTestId('field-accnDetails.accnContact.contactFax')).not.toBeRequired();
    // Only the registrable account types are offered.
    await waitFor(() =>
      expect(within(screen.getByTestId('field-accnDetails.TMstAccnType.atypId')).getByText('Truck operator')).toBeInTheDocument(),
    );
    expect(within(screen.getByTestId('field-accnDetails.TMstAccnType.atypId')).queryByText('GLI')).not.toBeInTheDocument();
  });

  it('the first save keeps the secret, goes to the registration page and enables the tabs', async () => {
    const { client, calls } = server((call) =>
      call.method === 'POST' && call.url === '/api/register/' ? { body: { ...saved(), secret: SECRET } } : undefined,
    );
    const { router } = renderApp('/session/signup', client);
    await screen.findByTestId('registration-page');
    type('field-accnDetails.accnName', 'PT Truk Andalan');
    fireEvent.change(screen.getByTestId('field-accnDetails.TMstAccnType.atypId'), { target: { value: 'ACC_TYPE_TO' } });
    fireEvent.click(screen.getByTestId('reg-save'));
    expect(await screen.findByText('Registration saved')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/session/register/${REG}`));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toMatchObject({
      requestAction: 'save',
      portalAccn: { accnDetails: { accnId: null, accnName: 'PT Truk Andalan', TMstAccnType: { atypId: 'ACC_TYPE_TO' } } },
    });
    expect(
      (post.body as { portalAccn: { accnDetails: { accnContact: { contactFax: unknown } } } }).portalAccn.accnDetails.accnContact
        .contactFax,
    ).toBeNull();
    expect(localStorage.getItem(`lintas.registration.${REG}`)).toBe(SECRET);
    await waitFor(() => expect(screen.getByTestId('reg-tab-user')).not.toBeDisabled());
    expect(screen.getByTestId('reg-tab-docs')).not.toBeDisabled();
    expect(screen.getByTestId('reg-submit')).not.toBeDisabled();
  });

  it('a resume link keeps the secret from the fragment, takes it out of the address and loads the registration', async () => {
    const { client, calls } = server();
    const { router } = renderApp(`/session/register/${REG}#s=${SECRET}`, client);
    expect(await screen.findByTestId('field-accnDetails.accnName')).toHaveValue('PT Truk Andalan');
    expect(localStorage.getItem(`lintas.registration.${REG}`)).toBe(SECRET);
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    expect(calls.find((c) => c.url === `/api/register/${REG}`)?.headers['x-registration-secret']).toBe(SECRET);
  });

  it('without the secret it says the link is needed (and the server 404 says the same)', async () => {
    const { client, calls } = server();
    renderApp(`/session/register/${REG}`, client);
    expect(await screen.findByTestId('reg-not-found')).toHaveTextContent('Registration not found');
    expect(calls.filter((c) => c.url.startsWith('/api/register'))).toEqual([]);

    localStorage.setItem(`lintas.registration.${REG}`, 'an-old-secret');
    const other = server();
    renderApp(`/session/register/${REG}`, other.client);
    await waitFor(() => expect(screen.getAllByTestId('reg-not-found')).toHaveLength(2));
    expect(other.calls.filter((c) => c.url.startsWith('/api/register'))).toHaveLength(1);
  });

  it('submit checks the shared rules first: tax number and postal code translated, on the company tab', async () => {
    localStorage.setItem(`lintas.registration.${REG}`, SECRET);
    const { client, calls } = server();
    renderApp(`/session/register/${REG}`, client);
    await screen.findByTestId('field-accnDetails.accnName');
    type('field-accnDetails.accnCoyRegn', '123');
    type('field-accnDetails.accnAddr.addrPcode', '1');
    fireEvent.click(screen.getByTestId('reg-tab-services'));
    fireEvent.click(screen.getByTestId('reg-submit'));
    expect(await screen.findByText('Use the 16-digit NPWP tax number')).toBeInTheDocument();
    expect(screen.getByTestId('reg-tab-company')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('reg-tab-error-company')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('server errors of the administrator section move to that tab and show under the field', async () => {
    localStorage.setItem(`lintas.registration.${REG}`, SECRET);
    const { client } = server((call) =>
      call.method === 'POST'
        ? validationFailed({ coreUsr: { 'usrContact.contactEmail': 'This e-mail is already registered' } })
        : undefined,
    );
    renderApp(`/session/register/${REG}`, client);
    await screen.findByTestId('field-accnDetails.accnName');
    fireEvent.click(screen.getByTestId('reg-submit'));
    expect(await screen.findByText('This e-mail is already registered')).toBeInTheDocument();
    expect(screen.getByTestId('reg-tab-user')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('field-coreUsr.usrContact.contactEmail')).toHaveAttribute('aria-invalid', 'true');
  });

  it('a missing mandatory document moves to the documents tab and marks its row; the tax number error goes to the company tab', async () => {
    localStorage.setItem(`lintas.registration.${REG}`, SECRET);
    let attempt = 0;
    const { client } = server((call) =>
      call.method === 'POST'
        ? attempt++ === 0
          ? validationFailed({ regDocs: { NIB: 'This mandatory document is missing or expired' } })
          : validationFailed({ accnDetails: { accnCoyRegn: 'A company with this tax number is already registered' } })
        : undefined,
    );
    renderApp(`/session/register/${REG}`, client);
    await screen.findByTestId('field-accnDetails.accnName');
    fireEvent.click(screen.getByTestId('reg-submit'));
    expect(await screen.findByTestId('doc-error-NIB')).toHaveTextContent('This mandatory document is missing or expired');
    expect(screen.getByTestId('reg-tab-docs')).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(screen.getByTestId('reg-submit'));
    expect(await screen.findByText('A company with this tax number is already registered')).toBeInTheDocument();
    expect(screen.getByTestId('reg-tab-company')).toHaveAttribute('aria-selected', 'true');
  });

  it('no service chosen: the services tab opens with the message; a toggle clears it', async () => {
    localStorage.setItem(`lintas.registration.${REG}`, SECRET);
    const { client } = server(() => undefined, saved({ services: [] }));
    renderApp(`/session/register/${REG}`, client);
    await screen.findByTestId('field-accnDetails.accnName');
    fireEvent.click(screen.getByTestId('reg-submit'));
    expect(await screen.findByTestId('services-error')).toHaveTextContent('Choose at least one service');
    expect(screen.getByTestId('reg-tab-services')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByTestId(/^service-card-/)).toHaveLength(5);
    fireEvent.click(screen.getByTestId('service-DEPOT'));
    expect(screen.queryByTestId('services-error')).not.toBeInTheDocument();
    expect(screen.getByTestId('service-DEPOT')).toBeChecked();
  });

  it('leaving with unsaved changes asks first; staying keeps what was typed', async () => {
    localStorage.setItem(`lintas.registration.${REG}`, SECRET);
    const { client } = server();
    const { router } = renderApp(`/session/register/${REG}`, client);
    await screen.findByTestId('field-accnDetails.accnName');
    type('field-accnDetails.accnName', 'PT Truk Andalan Jaya');
    fireEvent.click(screen.getByTestId('reg-back'));
    expect(await screen.findByTestId('confirm-message')).toHaveTextContent('unsaved changes');
    fireEvent.click(screen.getByTestId('confirm-no'));
    await waitFor(() => expect(screen.queryByTestId('confirm-message')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe(`/session/register/${REG}`);
    expect(screen.getByTestId('field-accnDetails.accnName')).toHaveValue('PT Truk Andalan Jaya');
  });

  it('submit goes to sign-in with the success message', async () => {
    localStorage.setItem(`lintas.registration.${REG}`, SECRET);
    const { client, calls } = server((call) => (call.method === 'POST' ? { body: saved({ approvalState: 'P' }) } : undefined));
    const { router } = renderApp(`/session/register/${REG}`, client);
    await screen.findByTestId('field-accnDetails.accnName');
    fireEvent.click(screen.getByTestId('reg-submit'));
    expect(await screen.findByTestId('signin-message')).toHaveTextContent('Your registration was submitted');
    expect(router.state.location.pathname).toBe('/session/signin');
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toMatchObject({
      requestAction: 'submit',
      services: ['TRUCKING'],
      portalAccn: { accnDetails: { accnId: REG } },
    });
    expect(post.headers['x-registration-secret']).toBe(SECRET);
    // Spec §9: the message shows for 3 seconds.
    await waitFor(() => expect(screen.queryByTestId('signin-message')).not.toBeInTheDocument(), { timeout: 4500 });
  }, 10_000);

  it('a returned registration shows the reasons; a pending one has neither save nor submit', async () => {
    localStorage.setItem(`lintas.registration.${REG}`, SECRET);
    renderApp(
      `/session/register/${REG}`,
      server(() => undefined, saved({ approvalState: 'RET', returnReasons: 'The NIB is unreadable' })).client,
    );
    expect(await screen.findByTestId('reg-return-reasons')).toHaveTextContent('The NIB is unreadable');
    expect(screen.getByTestId('reg-submit')).toBeInTheDocument();

    localStorage.setItem(`lintas.registration.${REG}`, SECRET);
    renderApp(`/session/register/${REG}`, server(() => undefined, saved({ approvalState: 'P' })).client);
    await waitFor(() => expect(screen.getAllByTestId('reg-state')).toHaveLength(2));
    expect(screen.getAllByTestId('reg-state')[1]).toHaveTextContent('Pending approval');
    expect(screen.getAllByTestId('reg-submit')).toHaveLength(1);
    expect(screen.getAllByTestId('reg-save')).toHaveLength(1);
  });
});

describe('supporting documents tab', () => {
  const openDocs = async (client: ReturnType<typeof server>['client']) => {
    localStorage.setItem(`lintas.registration.${REG}`, SECRET);
    renderApp(`/session/register/${REG}`, client);
    await screen.findByTestId('field-accnDetails.accnName');
    fireEvent.click(screen.getByTestId('reg-tab-docs'));
    return screen.findByTestId('doc-row-NIB');
  };

  it('lists the documents asked for the account type in their groups with number, type and mandatory flag', async () => {
    await openDocs(server().client);
    expect(screen.getByTestId('doc-group-GENERAL')).toBeInTheDocument();
    expect(screen.getByTestId('doc-group-TRUCKING')).toBeInTheDocument();
    expect(screen.queryByTestId('doc-group-DELIVERY_ORDER')).not.toBeInTheDocument();
    expect(screen.getByTestId('doc-row-NIB')).toHaveTextContent('1');
    expect(screen.getByTestId('doc-row-NIB')).toHaveTextContent('Business identification number (NIB)');
    expect(screen.getByTestId('doc-mandatory-NIB')).toBeInTheDocument();
    expect(screen.queryByTestId('doc-mandatory-STNK')).not.toBeInTheDocument();
    expect(screen.getByTestId('doc-row-STNK')).toHaveTextContent('3');
  });

  it('files of a type no longer asked for are listed apart, to view or delete', async () => {
    const old = {
      attId: '3f1c1f7e-1111-4aaa-8bbb-000000000009',
      attType: 'BILL_OF_LADING',
      attName: 'bl.pdf',
      attSize: 9,
      validTo: null,
    };
    await openDocs(server((call) => (call.url === `/api/register/${REG}/attachments` ? { body: [old] } : undefined)).client);
    expect(screen.getByTestId('doc-group-OTHER')).toBeInTheDocument();
    expect(screen.getByTestId('doc-filename-BILL_OF_LADING')).toHaveTextContent('bl.pdf');
    expect(screen.getByTestId('doc-delete-BILL_OF_LADING')).toBeInTheDocument();
  });

  it('refuses a file the upload rules refuse, with its own message, without calling the server', async () => {
    const { client, calls } = server();
    await openDocs(client);
    const exe = new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' });
    fireEvent.change(screen.getByTestId('doc-file-NIB'), { target: { files: [exe] } });
    expect(await screen.findByText('This file type is not allowed')).toBeInTheDocument();
    const empty = new File([], 'nib.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByTestId('doc-file-NIB'), { target: { files: [empty] } });
    expect(await screen.findByText('The file is empty')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/register/attch/upload')).toBe(false);
  });

  it('uploads with base64 and the validity date, then shows the file with view, replace and delete', async () => {
    let stored: Array<Record<string, unknown>> = [];
    const { client, calls } = server((call) => {
      if (call.url === '/api/register/attch/upload') {
        const body = call.body as Record<string, unknown>;
        stored = [
          {
            attId: '3f1c1f7e-1111-4aaa-8bbb-000000000001',
            attType: body.attType,
            attName: body.attName,
            attSize: 9,
            validTo: body.validTo ?? null,
          },
        ];
        return { body: stored[0] };
      }
      if (call.url === `/api/register/${REG}/attachments`) return { body: stored };
      if (call.url === '/api/co/common/entity/attach/3f1c1f7e-1111-4aaa-8bbb-000000000001')
        return {
          body: { attId: stored[0]!.attId, attName: 'nib.pdf', mimeType: 'application/pdf', attData: btoa('%PDF-1.4 x') },
        };
      return undefined;
    });
    await openDocs(client);
    type('doc-valid-NIB', '31/12/2030');
    const pdf = new File(['%PDF-1.4 x'], 'nib.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByTestId('doc-file-NIB'), { target: { files: [pdf] } });
    expect(await screen.findByTestId('doc-filename-NIB')).toHaveTextContent('nib.pdf');
    const upload = calls.find((c) => c.url === '/api/register/attch/upload')!;
    expect(upload.headers['x-registration-secret']).toBe(SECRET);
    expect(upload.body).toMatchObject({
      attType: 'NIB',
      attName: 'nib.pdf',
      attSize: 10,
      attData: btoa('%PDF-1.4 x'),
      attReferenceid: REG,
      validTo: '2030-12-31',
    });
    expect(screen.getByTestId('doc-replace-NIB')).toBeInTheDocument();
    expect(screen.getByTestId('doc-delete-NIB')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('doc-view-NIB'));
    expect(await screen.findByTestId('doc-viewer')).toBeInTheDocument();
    expect(screen.getByTestId('doc-viewer-download')).toBeInTheDocument();
  });
});
