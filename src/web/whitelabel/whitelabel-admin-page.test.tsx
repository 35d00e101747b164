// @vitest-environment jsdom
import '../test/dom-setup';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ValidationError } from '../lib/api-errors';
import { TOKEN_KEY } from '../lib/session-store';
import { fakeApi, renderApp } from '../test/render-app';
import { liveToken, profileOf } from '../test/tokens';

const list = {
  draw: 0,
  iTotalRecords: 1,
  iTotalDisplayRecords: 1,
  aaData: [{ name: 'nusantara', displayName: 'Nusantara', mimeType: 'image/png', updatedAt: '2026-01-02T03:04:05Z' }],
};

function server(onPut: (body: unknown) => unknown) {
  return fakeApi((path, body) => {
    if (path.startsWith('/api/co/cac/profile')) return profileOf({ authorities: ['SP_OP_ADMIN'] });
    if (path === '/api/v1/lintas/trucking/whitelabels') return list;
    if (path.startsWith('/api/v1/lintas/whitelabel/')) return onPut(body);
    return undefined;
  });
}

beforeEach(() => sessionStorage.setItem(TOKEN_KEY, liveToken()));
afterEach(() => sessionStorage.clear());

describe('white-label administration', () => {
  it('lists the brands with a link to their sign-in page', async () => {
    renderApp('/administrations/whitelabel', server(() => undefined).client);
    const row = await screen.findByTestId('whitelabel-row');
    expect(row).toHaveTextContent('nusantara');
    expect(row).toHaveTextContent(/02\/01\/2026 10:04(?!:)/);
    expect(screen.getByRole('link', { name: 'nusantara' })).toHaveAttribute('href', '/nusantara/login');
  });

  it('checks the fields, then uploads the image as base64', async () => {
    const { client, call } = server(() => ({ ...list.aaData[0], name: 'acme' }));
    renderApp('/administrations/whitelabel', client);
    fireEvent.click(await screen.findByTestId('whitelabel-submit'));
    expect(await screen.findAllByText('This field is required')).toHaveLength(3);

    fireEvent.change(screen.getByTestId('whitelabel-name'), { target: { value: 'acme co' } });
    fireEvent.click(screen.getByTestId('whitelabel-submit'));
    expect(await screen.findByText('Use 2 to 32 letters, digits or hyphens')).toBeInTheDocument();

    fireEvent.change(screen.getByTestId('whitelabel-file'), {
      target: { files: [new File(['MZ'], 'x.exe', { type: 'application/x-msdownload' })] },
    });
    expect(await screen.findByText('Choose a PNG, JPEG, SVG or WebP image')).toBeInTheDocument();

    fireEvent.change(screen.getByTestId('whitelabel-name'), { target: { value: 'acme' } });
    fireEvent.change(screen.getByTestId('whitelabel-display-name'), { target: { value: 'Acme Logistics' } });
    fireEvent.change(screen.getByTestId('whitelabel-file'), {
      target: { files: [new File(['<svg/>'], 'bg.svg', { type: 'image/svg+xml' })] },
    });
    await waitFor(() => expect(screen.getByTestId('whitelabel-mime')).toHaveValue('image/svg+xml'));
    fireEvent.click(screen.getByTestId('whitelabel-submit'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('PUT', '/api/v1/lintas/whitelabel/acme', {
        displayName: 'Acme Logistics',
        mimeType: 'image/svg+xml',
        data: btoa('<svg/>'),
      }),
    );
    expect(await screen.findByText('Brand "acme" has been saved')).toBeInTheDocument();
  });

  it('shows the server field errors under the fields', async () => {
    const { client } = server(() => {
      throw new ValidationError({
        status: 400,
        code: 'VALIDATION_FAILED',
        message: 'Validation failed',
        fieldErrors: { displayName: 'Too long' },
      });
    });
    renderApp('/administrations/whitelabel', client);
    fireEvent.change(await screen.findByTestId('whitelabel-name'), { target: { value: 'acme' } });
    fireEvent.change(screen.getByTestId('whitelabel-display-name'), { target: { value: 'Acme' } });
    fireEvent.change(screen.getByTestId('whitelabel-file'), {
      target: { files: [new File(['png'], 'a.png', { type: 'image/png' })] },
    });
    await screen.findByAltText('Acme');
    fireEvent.click(screen.getByTestId('whitelabel-submit'));
    expect(await screen.findByText('Too long')).toBeInTheDocument();
  });
});
