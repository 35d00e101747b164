// @vitest-environment jsdom
import '../test/dom-setup';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ValidationError } from '../lib/api-errors';
import { TOKEN_KEY } from '../lib/session-store';
import { fakeApi, renderApp } from '../test/render-app';
import { liveToken, profileOf } from '../test/tokens';

const CHANGE = '/api/v1/lintas/manageusr/password/change';

function fill(current: string, next: string, confirm = next) {
  fireEvent.change(screen.getByTestId('own-current'), { target: { value: current } });
  fireEvent.change(screen.getByTestId('own-new'), { target: { value: next } });
  fireEvent.change(screen.getByTestId('own-confirm'), { target: { value: confirm } });
  fireEvent.click(screen.getByTestId('own-submit'));
}

beforeEach(() => sessionStorage.setItem(TOKEN_KEY, liveToken()));
afterEach(() => sessionStorage.clear());

describe('own password change', () => {
  it('validates each field and the user id rule before sending', async () => {
    const { client, call } = fakeApi((path) =>
      path.startsWith('/api/co/cac/profile') ? profileOf({ usrId: 'BUDI' }) : undefined,
    );
    renderApp('/manageUsers/updatePassword', client);
    fireEvent.click(await screen.findByTestId('own-submit'));
    expect(await screen.findAllByText('This field is required')).toHaveLength(3);
    fill('Old#12345', 'MyBudi#2026');
    expect(await screen.findByText('Must not contain your user ID')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalledWith('PUT', expect.anything(), expect.anything());
  });

  it('sends current, new and confirm only, then confirms with a snackbar and clears the form', async () => {
    const { client, call } = fakeApi((path) =>
      path.startsWith('/api/co/cac/profile')
        ? profileOf({ usrId: 'BUDI' })
        : path === CHANGE
          ? { status: 'SUCCESS', data: { loginStatus: 'PASSWORD_RESET_SUCCESS' }, err: null }
          : undefined,
    );
    renderApp('/manageUsers/updatePassword', client);
    await screen.findByTestId('own-submit');
    fill('Old#12345', 'Lintas#2026');
    expect(
      await screen.findByText('Your password has been changed. Your other sessions have been signed out.'),
    ).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('PUT', CHANGE, {
      currentPassword: 'Old#12345',
      newPassword: 'Lintas#2026',
      confirmPassword: 'Lintas#2026',
    });
    expect(screen.getByTestId('own-current')).toHaveValue('');
  });

  it('shows the server field errors under the fields', async () => {
    const { client } = fakeApi((path) => {
      if (path.startsWith('/api/co/cac/profile')) return profileOf({ usrId: 'BUDI' });
      if (path === CHANGE) {
        throw new ValidationError({
          status: 400,
          code: 'VALIDATION_FAILED',
          message: 'Validation failed',
          fieldErrors: { currentPassword: 'The current password is not correct' },
        });
      }
      return undefined;
    });
    renderApp('/manageUsers/updatePassword', client);
    await screen.findByTestId('own-submit');
    fill('Wrong#12345', 'Lintas#2026');
    expect(await screen.findByText('The current password is not correct')).toBeInTheDocument();
  });
});
