// @vitest-environment jsdom
import '../test/dom-setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { countryResource } from '../../domain/resources/master/country';
import { resourceRowSchema } from '../../domain/resources/row-schema';
import { TOKEN_KEY } from '../lib/session-store';
import { fakeFetchClient, type FakeCall } from '../test/fake-fetch';
import { renderApp } from '../test/render-app';
import { liveToken, profileOf } from '../test/tokens';
import { wire } from '../test/wire-fixture';

const BASE = '/api/v1/lintas/trucking';
type Answer = ReturnType<Parameters<typeof fakeFetchClient>[0]>;

const country = resourceRowSchema(countryResource);
const indonesia = wire(country, {
  ctryCode: 'ID',
  alpha3: 'IDN',
  numeric: '360',
  nameEn: 'Indonesia',
  nameId: 'Indonesia',
  status: 'A',
  version: 3,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-02T03:04:05Z',
  createdBy: 'SYSTEM',
  updatedBy: 'OPADMIN',
});

function server(authorities: string[], extra: (call: FakeCall) => Answer = () => undefined) {
  return fakeFetchClient((call) => {
    const { url, method } = call;
    if (url.startsWith('/api/co/cac/profile')) return { body: profileOf({ authorities }) };
    const answer = extra(call);
    if (answer) return answer;
    if (method === 'GET' && url === `${BASE}/countries/ID`) return { body: indonesia };
    return { body: [] };
  });
}

const field = (name: string) => screen.getByTestId(`field-${name}`);
/** A read-only value is text, not an input (disabled or not). */
const expectText = (name: string, text?: string) => {
  const el = field(name);
  expect(['INPUT', 'TEXTAREA', 'SELECT']).not.toContain(el.tagName);
  expect(el.querySelector('input, textarea, select')).toBeNull();
  if (text !== undefined) expect(el).toHaveTextContent(text);
};
const wrapperOf = (input: HTMLElement) => input.closest('.mantine-InputWrapper-root') as HTMLElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.setItem(TOKEN_KEY, liveToken());
});
afterEach(() => sessionStorage.clear());

describe('resource detail: new', () => {
  it('validates with the shared schema before sending anything', async () => {
    const { client, calls } = server(['SP_OP_ADMIN']);
    renderApp('/master/country/new', client);
    await screen.findByTestId('resource-form-country');
    expect(field('ctryCode')).toBeEnabled();
    expect(field('ctryCode')).toBeRequired();
    type('ctryCode', 'i1');
    expect(field('ctryCode')).toHaveValue('I1');
    fireEvent.click(screen.getByTestId('resource-save'));
    expect(await within(wrapperOf(field('ctryCode'))).findByText('Use 2 letters')).toBeInTheDocument();
    expect(within(wrapperOf(field('nameEn'))).getByText('This field is required')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    // Editing a field clears its error.
    type('ctryCode', 'id');
    await waitFor(() => expect(within(wrapperOf(field('ctryCode'))).queryByText('Use 2 letters')).toBeNull());
  });

  it('shows the server field errors under the fields, then saves and opens the record', async () => {
    let attempt = 0;
    const { client, calls } = server(['SP_OP_ADMIN'], ({ method, url }) => {
      if (method !== 'POST' || url !== `${BASE}/countries`) return undefined;
      attempt += 1;
      if (attempt === 1) {
        return {
          status: 400,
          body: {
            status: 'VALIDATION_FAILED',
            err: { code: 'VALIDATION_FAILED', msg: 'Validation failed' },
            message: { ctryCode: 'This value already exists' },
          },
        };
      }
      return { status: 201, body: wire(country, { ...indonesia, version: 1 }) };
    });
    const { router } = renderApp('/master/country/new', client);
    await screen.findByTestId('resource-form-country');
    type('ctryCode', 'id');
    type('alpha3', 'idn');
    type('numeric', '360');
    type('nameEn', 'Indonesia');
    type('nameId', 'Indonesia');
    fireEvent.click(screen.getByTestId('resource-save'));
    expect(await within(wrapperOf(field('ctryCode'))).findByText('This value already exists')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      ctryCode: 'ID',
      alpha3: 'IDN',
      numeric: '360',
      nameEn: 'Indonesia',
      nameId: 'Indonesia',
    });
    expect(screen.queryByTestId('resource-error')).toBeNull();
    fireEvent.click(screen.getByTestId('resource-save'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/master/country/view/ID'));
    expect(await screen.findByText('ID saved')).toBeInTheDocument();
  });

  it('sends a reader who may not write to the no-permission page', async () => {
    const { client } = server(['TO_OPERATION']);
    const { router } = renderApp('/master/country/new', client);
    await waitFor(() => expect(router.state.location.pathname).toBe('/session/nopermission'));
  });
});

describe('resource detail: edit, view, clone', () => {
  it('edits with the key read-only and the version read; a 409 offers to reload', async () => {
    const { client, calls } = server(['SP_OP_ADMIN'], ({ method, url }) =>
      method === 'PUT' && url === `${BASE}/countries/ID`
        ? { status: 409, body: { status: 'CONFLICT', err: { code: 'CONFLICT', msg: 'Someone changed this record' } } }
        : undefined,
    );
    renderApp('/master/country/edit/ID', client);
    await screen.findByTestId('resource-form-country');
    await waitFor(() => expect(field('nameEn')).toHaveValue('Indonesia'));
    expectText('ctryCode', 'ID');
    type('nameEn', 'Republic of Indonesia');
    fireEvent.click(screen.getByTestId('resource-save'));
    const alert = await screen.findByTestId('resource-error');
    expect(alert).toHaveTextContent('Someone changed this record');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      alpha3: 'IDN',
      numeric: '360',
      nameEn: 'Republic of Indonesia',
      nameId: 'Indonesia',
      version: 3,
    });
    const reads = () => calls.filter((c) => c.method === 'GET' && c.url === `${BASE}/countries/ID`).length;
    const before = reads();
    fireEvent.click(within(alert).getByTestId('resource-reload'));
    await waitFor(() => expect(reads()).toBe(before + 1));
    await waitFor(() => expect(field('nameEn')).toHaveValue('Indonesia'));
  });

  it('views read-only with the audit and an Edit button for a writer', async () => {
    const { client } = server(['SP_OP_ADMIN']);
    const { router } = renderApp('/master/country/view/ID', client);
    await screen.findByTestId('resource-form-country');
    await waitFor(() => expect(field('nameEn')).toHaveTextContent('Indonesia'));
    for (const name of ['ctryCode', 'alpha3', 'numeric', 'nameEn', 'nameId']) expectText(name);
    expect(screen.queryByTestId('resource-save')).toBeNull();
    expect(screen.getByTestId('resource-audit')).toHaveTextContent('OPADMIN');
    expect(screen.getByTestId('resource-audit')).toHaveTextContent(/02\/01\/2026 10:04(?!:)/);
    fireEvent.click(screen.getByTestId('resource-edit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/master/country/edit/ID'));
  });

  it('shows no Edit button to a reader', async () => {
    renderApp('/master/country/view/ID', server(['TO_OPERATION']).client);
    await waitFor(() => expect(field('nameEn')).toHaveTextContent('Indonesia'));
    expect(screen.queryByTestId('resource-edit')).toBeNull();
  });

  it('locks edit with readOnly=true', async () => {
    renderApp('/master/country/edit/ID?readOnly=true', server(['SP_OP_ADMIN']).client);
    await waitFor(() => expect(field('nameEn')).toHaveTextContent('Indonesia'));
    expectText('nameEn');
    expect(screen.queryByTestId('resource-save')).toBeNull();
  });

  it('clones into a new record with the key emptied', async () => {
    const { client, calls } = server(['SP_OP_ADMIN'], ({ method }) =>
      method === 'POST' ? { status: 201, body: wire(country, { ...indonesia, ctryCode: 'XI', version: 1 }) } : undefined,
    );
    renderApp('/master/country/clone/ID', client);
    await waitFor(() => expect(field('nameEn')).toHaveValue('Indonesia'));
    expect(field('ctryCode')).toHaveValue('');
    expect(field('ctryCode')).toBeEnabled();
    type('ctryCode', 'xi');
    fireEvent.click(screen.getByTestId('resource-save'));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ ctryCode: 'XI', alpha3: 'IDN' }));
  });

  it('shows the not-found view for a missing record and an unknown view type', async () => {
    const missing = server(['SP_OP_ADMIN'], ({ url }) =>
      url === `${BASE}/countries/ZZ`
        ? { status: 404, body: { status: 'NOT_FOUND', err: { code: 'NOT_FOUND', msg: 'No' } } }
        : undefined,
    );
    const first = renderApp('/master/country/view/ZZ', missing.client);
    expect(await screen.findByTestId('resource-not-found')).toHaveTextContent('Record not found');
    first.unmount();
    renderApp('/master/country/preview/ID', server(['SP_OP_ADMIN']).client);
    expect(await screen.findByTestId('resource-not-found')).toBeInTheDocument();
  });

  it('knows only the spec view types (amend only where defined)', async () => {
    renderApp('/master/country/amend/ID', server(['SP_OP_ADMIN']).client);
    expect(await screen.findByTestId('resource-not-found')).toBeInTheDocument();
  });
});

describe('resource detail: inputs by kind', () => {
  function truckServer() {
    return server(['TO_OPERATION'], ({ url }) => {
      if (url.startsWith(`${BASE}/lookups/veh-type`)) return { body: [{ value: 'VT20FT_BOX', desc: '20 ft box truck' }] };
      if (url.startsWith(`${BASE}/lookups/chassis-type`)) return { body: [] };
      return undefined;
    });
  }

  it('hides a generated key on new and fills lookups from the server', async () => {
    const { client, calls } = truckServer();
    renderApp('/administrations/truck-management/new', client);
    await screen.findByTestId('resource-form-truck');
    expect(screen.queryByTestId('field-truckId')).toBeNull();
    await waitFor(() => expect(calls.some((c) => c.url === `${BASE}/lookups/veh-type`)).toBe(true));
    expect(field('vhPlateNo')).toBeRequired();
  });

  it('int inputs take digits only; decimal inputs digits and one point', async () => {
    renderApp('/administrations/truck-management/new', truckServer().client);
    await screen.findByTestId('resource-form-truck');
    const year = field('yearBuilt');
    expect(fireEvent.keyDown(year, { key: 'a' })).toBe(false);
    expect(fireEvent.keyDown(year, { key: '.' })).toBe(false);
    expect(fireEvent.keyDown(year, { key: '-' })).toBe(false);
    expect(fireEvent.keyDown(year, { key: '2' })).toBe(true);
    expect(fireEvent.keyDown(year, { key: 'Backspace' })).toBe(true);
    type('yearBuilt', '20a9');
    expect(year).toHaveValue('');
    type('yearBuilt', '2019');
    expect(year).toHaveValue('2019');
    const paste = new Event('paste', { bubbles: true, cancelable: true });
    Object.assign(paste, { clipboardData: { getData: () => '12x' } });
    expect(year.dispatchEvent(paste)).toBe(false);

    const volume = field('volumeM3');
    type('volumeM3', '12.5');
    expect(volume).toHaveValue('12.5');
    (volume as HTMLInputElement).setSelectionRange(4, 4);
    expect(fireEvent.keyDown(volume, { key: '.' })).toBe(false);
    expect(fireEvent.keyDown(volume, { key: '7' })).toBe(true);
    type('volumeM3', '12.5.1');
    expect(volume).toHaveValue('12.5');
  });

  it('upper-cases code fields as typed and checks the plate number pattern', async () => {
    const { client, calls } = truckServer();
    renderApp('/administrations/truck-management/new', client);
    await screen.findByTestId('resource-form-truck');
    type('vhPlateNo', 'b 12345 zzzz');
    expect(field('vhPlateNo')).toHaveValue('B 12345 ZZZZ');
    fireEvent.click(screen.getByTestId('resource-save'));
    expect(await screen.findByText('Use a plate number such as B 9123 KX')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
