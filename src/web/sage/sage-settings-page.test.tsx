// @vitest-environment jsdom
import '../test/dom-setup';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SAGE_CHARGE_TYPES, sageCodeList, sageCodeRow, sageGlSettings } from '../../domain/finance/sage';
import type { WireOf } from '../../domain/wire';
import { TOKEN_KEY } from '../lib/session-store';
import { signedInServer, type FakeCall } from '../test/fake-fetch';
import { renderApp } from '../test/render-app';
import { liveToken } from '../test/tokens';
import { wire } from '../test/wire-fixture';

configure({ asyncUtilTimeout: 8000 });

const API = '/api/v1/lintas/trucking/finance/sage';
const GLIHEAD = {
  usrId: 'GLIHEAD',
  authorities: ['FINANCE_HEAD'],
  accnType: 'ACC_TYPE_GLI',
  accnId: 'GLI',
  permissions: ['dashboard.view', 'reports.ar', 'sage.export'],
};
const server = (route: (call: FakeCall) => { status?: number; body?: unknown } | undefined) => signedInServer(GLIHEAD, route);

type Code = WireOf<typeof sageCodeRow>;
const codes: Code[] = [
  { accnId: 'CO0001', accnName: 'PT Sinar Cargo Nusantara', accnType: 'ACC_TYPE_CO', customerCode: 'C00001', vendorCode: null },
  { accnId: 'TO0001', accnName: 'PT Truk Jaya', accnType: 'ACC_TYPE_TO', customerCode: null, vendorCode: null },
];

beforeEach(() => {
  localStorage.clear();
  sessionStorage.setItem(TOKEN_KEY, liveToken());
});
afterEach(() => sessionStorage.clear());

describe('the Sage settings screen', { timeout: 30_000 }, () => {
  it('fills the GL accounts, names those missing, checks them with the shared schema and saves them all at once', async () => {
    const { client, calls } = server(({ url, method, body }) => {
      if (method === 'GET' && url === `${API}/gl-accounts`)
        return {
          body: wire(sageGlSettings, {
            accounts: { TRIP: '2150-10', PLATFORM_FEE: '4100-00' },
            missing: SAGE_CHARGE_TYPES.filter((t) => t !== 'TRIP' && t !== 'PLATFORM_FEE'),
          }),
        };
      if (method === 'PUT' && url === `${API}/gl-accounts`)
        return { body: wire(sageGlSettings, { accounts: (body as { accounts: Record<string, string> }).accounts, missing: [] }) };
      if (method === 'GET' && url.startsWith(`${API}/codes?`))
        return { body: wire(sageCodeList, { draw: 0, iTotalRecords: 2, iTotalDisplayRecords: 2, aaData: codes }) };
      return undefined;
    });
    renderApp('/manage/sage/tax', client);
    await waitFor(() => expect(screen.getByTestId('sage-gl-TRIP')).toHaveValue('2150-10'));
    expect(screen.getByTestId('sage-gl-missing')).toHaveTextContent('Output VAT');
    fireEvent.click(screen.getByTestId('sage-gl-save'));
    expect((await screen.findAllByText('Use a GL account such as 4100-00')).length).toBe(SAGE_CHARGE_TYPES.length - 2);
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    const accounts: Record<string, string> = {};
    SAGE_CHARGE_TYPES.forEach((type, i) => {
      accounts[type] = `${1000 + i * 100}-00`;
      fireEvent.change(screen.getByTestId(`sage-gl-${type}`), { target: { value: accounts[type] } });
    });
    fireEvent.click(screen.getByTestId('sage-gl-save'));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ accounts });
    await waitFor(() => expect(screen.queryByTestId('sage-gl-missing')).toBeNull());
  });

  it("lists the companies' codes on the server's pages; a taken code is the server's field error", async () => {
    let puts = 0;
    const { client, calls } = server(({ url, method, body }) => {
      if (method === 'GET' && url === `${API}/gl-accounts`) return { body: wire(sageGlSettings, { accounts: {}, missing: [] }) };
      if (method === 'GET' && url.startsWith(`${API}/codes?`))
        return { body: wire(sageCodeList, { draw: 0, iTotalRecords: 2, iTotalDisplayRecords: 2, aaData: codes }) };
      if (method === 'PUT' && url === `${API}/codes/TO0001`) {
        puts++;
        if (puts === 1)
          return {
            status: 400,
            body: {
              status: 'VALIDATION_FAILED',
              err: { code: 'VALIDATION_FAILED', msg: 'Validation failed' },
              message: { customerCode: 'Another company has this code' },
            },
          };
        return { body: wire(sageCodeRow, { ...codes[1]!, ...(body as object) }) };
      }
      return undefined;
    });
    renderApp('/manage/sage/tax', client);
    expect(await screen.findByTestId('sage-code-customer-CO0001')).toHaveTextContent('C00001');
    expect(screen.getByTestId('sage-codes-row-TO0001')).toHaveTextContent('Truck operator');
    expect(calls.find((c) => c.url.startsWith(`${API}/codes?`))!.url).toMatch(/length=\d+/);
    fireEvent.click(screen.getByTestId('sage-codes-edit-TO0001'));
    const customer = await screen.findByTestId('sage-code-customerCode');
    fireEvent.change(customer, { target: { value: 'c 1' } });
    fireEvent.click(screen.getByTestId('sage-code-save'));
    expect(await screen.findByText('Use up to 12 capital letters and digits')).toBeInTheDocument();
    fireEvent.change(customer, { target: { value: 'c00001' } });
    fireEvent.change(screen.getByTestId('sage-code-vendorCode'), { target: { value: 'V00101' } });
    fireEvent.click(screen.getByTestId('sage-code-save'));
    expect(await screen.findByText('Another company has this code')).toBeInTheDocument();
    fireEvent.change(customer, { target: { value: '' } });
    fireEvent.click(screen.getByTestId('sage-code-save'));
    await waitFor(() => expect(screen.queryByTestId('sage-code-save')).toBeNull());
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { customerCode: 'C00001', vendorCode: 'V00101' },
      { customerCode: null, vendorCode: 'V00101' },
    ]);
  });
});
