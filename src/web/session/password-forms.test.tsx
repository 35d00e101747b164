// @vitest-environment jsdom
import '../test/dom-setup';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ValidationError } from '../lib/api-errors';
import { fakeApi, renderApp } from '../test/render-app';

const CHANGE = '/api/v1/lintas/manageusr/password/change';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => localStorage.clear());

function fillReset(newPassword: string, confirmPassword = newPassword) {
  fireEvent.change(screen.getByTestId('reset-new'), { target: { value: newPassword } });
  fireEvent.change(screen.getByTestId('reset-confirm'), { target: { value: confirmPassword } });
  fireEvent.click(screen.getByTestId('reset-submit'));
}

describe('reset password', () => {
  it('requires both fields', async () => {
    const { client, call } = fakeApi(() => undefined);
    renderApp('/session/reset-password?key=K1', client);
    fireEvent.click(screen.getByTestId('reset-submit'));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(call).not.toHaveBeenCalledWith('PUT', expect.anything(), expect.anything());
  });

  it('says when the confirmation does not match', async () => {
    renderApp('/session/reset-password?key=K1', fakeApi(() => undefined).client);
    fillReset('Lintas#2026', 'Lintas#2027');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
  });

  it.each([
    ['Ab#1', 'Use 8 to 64 characters'],
    ['abcdef#1', 'Include an upper-case letter (A-Z)'],
    ['ABCDEF#1', 'Include a lower-case letter (a-z)'],
    ['Abcdefg#', 'Include a digit (0-9)'],
    ['Abcdefg1', 'Include a symbol such as # ! @ $'],
  ])('rejects %s: %s', async (password, message) => {
    renderApp('/session/reset-password?key=K1', fakeApi(() => undefined).client);
    fillReset(password);
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('shows the rule hint and toggles visibility', () => {
    renderApp('/session/reset-password?key=K1', fakeApi(() => undefined).client);
    expect(screen.getByTestId('password-hint')).toHaveTextContent('8 to 64 characters');
    expect(screen.getByTestId('reset-new')).toHaveAttribute('type', 'password');
    fireEvent.mouseDown(screen.getByTestId('reset-new-toggle'));
    fireEvent.click(screen.getByTestId('reset-new-toggle'));
    expect(screen.getByTestId('reset-new')).toHaveAttribute('type', 'text');
  });

  it('sends token, new and confirm, then shows the confirmation with the way back', async () => {
    const { client, call } = fakeApi(() => ({ status: 'SUCCESS', data: { loginStatus: 'PASSWORD_RESET_SUCCESS' }, err: null }));
    const { router } = renderApp('/session/reset-password?key=K1', client);
    fillReset('Lintas#2026');
    expect(await screen.findByTestId('reset-done')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('PUT', CHANGE, { token: 'K1', newPassword: 'Lintas#2026', confirmPassword: 'Lintas#2026' });
    fireEvent.click(screen.getByTestId('reset-done-signin'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/session/signin'));
  });

  it('shows a bad link as an alert at the top and field errors under the fields', async () => {
    const { client } = fakeApi(() => {
      throw new ValidationError({
        status: 400,
        code: 'VALIDATION_FAILED',
        message: 'Validation failed',
        fieldErrors: {
          token: 'This link is invalid, has expired or was already used',
          newPassword: 'Must differ from your last 5 passwords',
        },
      });
    });
    renderApp('/session/reset-password?key=OLD', client);
    fillReset('Lintas#2026');
    expect(await screen.findByTestId('reset-token-error')).toHaveTextContent(
      'This link is invalid, has expired or was already used',
    );
    expect(screen.getByText('Must differ from your last 5 passwords')).toBeInTheDocument();
    expect(screen.queryByTestId('reset-done')).not.toBeInTheDocument();
  });
});

describe('forced change', () => {
  function openForced(client = fakeApi(() => ({ status: 'SUCCESS' })).client) {
    const view = renderApp('/session/signin', client);
    void view.router.navigate('/session/force-change-password?key=CK', { state: { userId: 'BUDI' } });
    return view;
  }

  it('without the user id in navigation state goes back to sign-in', async () => {
    const { router } = renderApp('/session/force-change-password?key=CK', fakeApi(() => undefined).client);
    await waitFor(() => expect(router.state.location.pathname).toBe('/session/signin'));
  });

  it('requires current, new and confirm, and rejects a password containing the user id', async () => {
    openForced();
    fireEvent.click(await screen.findByTestId('force-submit'));
    expect(await screen.findAllByText('This field is required')).toHaveLength(3);
    fireEvent.change(screen.getByTestId('force-current'), { target: { value: 'Old#12345' } });
    fireEvent.change(screen.getByTestId('force-new'), { target: { value: 'Budi#20260' } });
    fireEvent.change(screen.getByTestId('force-confirm'), { target: { value: 'Budi#20260' } });
    fireEvent.click(screen.getByTestId('force-submit'));
    expect(await screen.findByText('Must not contain your user ID')).toBeInTheDocument();
  });

  it('sends the forced-change body and shows the confirmation', async () => {
    const { client, call } = fakeApi(() => ({ status: 'SUCCESS', data: { loginStatus: 'PASSWORD_RESET_SUCCESS' }, err: null }));
    openForced(client);
    expect(await screen.findByTestId('force-userid')).toHaveValue('BUDI');
    expect(screen.getByTestId('password-hint')).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('force-current'), { target: { value: 'Old#12345' } });
    fireEvent.change(screen.getByTestId('force-new'), { target: { value: 'Lintas#2026' } });
    fireEvent.change(screen.getByTestId('force-confirm'), { target: { value: 'Lintas#2026' } });
    fireEvent.click(screen.getByTestId('force-submit'));
    expect(await screen.findByTestId('force-done')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('PUT', CHANGE, {
      token: 'CK',
      userId: 'BUDI',
      currentPassword: 'Old#12345',
      newPassword: 'Lintas#2026',
      confirmPassword: 'Lintas#2026',
      forceChangePwd: true,
    });
  });
});

describe('forgot password', () => {
  it('requires an e-mail, then a valid one', async () => {
    const { client, call } = fakeApi(() => undefined);
    renderApp('/session/forgot-password', client);
    fireEvent.click(screen.getByTestId('forgot-submit'));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('forgot-email'), { target: { value: 'budi@' } });
    fireEvent.click(screen.getByTestId('forgot-submit'));
    expect(await screen.findByText('Email is not valid')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalledWith('POST', expect.anything(), expect.anything());
  });

  it('shows the server message and keeps the way back to sign-in', async () => {
    const { client, call } = fakeApi((path) => (path.endsWith('/forgotpwd') ? { message: 'Check your inbox.' } : undefined));
    renderApp('/session/forgot-password', client);
    fireEvent.change(screen.getByTestId('forgot-email'), { target: { value: ' budi@example.co.id ' } });
    fireEvent.click(screen.getByTestId('forgot-submit'));
    expect(await screen.findByTestId('forgot-message')).toHaveTextContent('Check your inbox.');
    expect(call).toHaveBeenCalledWith('POST', '/api/v1/lintas/trucking/manageusr/forgotpwd', { email: 'budi@example.co.id' });
    expect(screen.getByTestId('forgot-back')).toHaveAttribute('href', '/session/signin');
  });
});
