// @vitest-environment jsdom
import '../test/dom-setup';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError, ValidationError } from '../lib/api-errors';
import { findFieldError } from '../test/field-error';
import { fakeApi, renderApp } from '../test/render-app';

const ACTIVATE = '/api/v1/lintas/trucking/auth/activate';

/** The activation page of link T1 for BUDI; `onPost` answers the POST. */
function openActivation(onPost: (body: unknown) => unknown) {
  const api = fakeApi((path, body) => (path === ACTIVATE ? onPost(body) : { usrId: 'BUDI', usrName: 'Budi Santoso' }));
  renderApp('/activate/T1', api.client);
  return api;
}

async function fill(newPassword: string, confirmPassword = newPassword) {
  fireEvent.change(await screen.findByTestId('activate-new'), { target: { value: newPassword } });
  fireEvent.change(screen.getByTestId('activate-confirm'), { target: { value: confirmPassword } });
  fireEvent.click(screen.getByTestId('activate-submit'));
}

describe('account activation', () => {
  it('checks required, the rules with the user id, and the confirmation before sending', async () => {
    const { call } = openActivation(() => ({ status: 'SUCCESS' }));
    fireEvent.click(await screen.findByTestId('activate-submit'));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    await fill('budi#2026');
    expect(await screen.findByText(/Include an upper-case letter \(A-Z\) · Must not contain your user ID/)).toBeInTheDocument();
    await fill('Lintas#2026', 'Lintas#2027');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalledWith('POST', expect.anything(), expect.anything());
  });

  it('sends token, new and confirm, then offers sign-in', async () => {
    const { call } = openActivation(() => ({ status: 'SUCCESS' }));
    expect(await screen.findByTestId('activate-user')).toHaveTextContent('Budi Santoso');
    await fill('Lintas#2026');
    expect(await screen.findByTestId('activate-done')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('POST', ACTIVATE, {
      token: 'T1',
      newPassword: 'Lintas#2026',
      confirmPassword: 'Lintas#2026',
    });
  });

  it("shows the server's field errors under their fields and its word on the link above them", async () => {
    openActivation(() => {
      throw new ValidationError({
        status: 400,
        code: 'VALIDATION_FAILED',
        message: 'Validation failed',
        fieldErrors: { newPassword: 'Must differ from your last 5 passwords', token: 'This link was already used' },
      });
    });
    await fill('Lintas#2026');
    expect(await findFieldError('activate-new', 'Must differ from your last 5 passwords')).toBeInTheDocument();
    expect(screen.getByTestId('activate-error')).toHaveTextContent('This link was already used');
    expect(screen.queryByTestId('activate-done')).not.toBeInTheDocument();
  });

  it('shows a 409 in the conflict alert, whose Reload reads the link again', async () => {
    const { call } = openActivation(() => {
      throw new ApiError({ status: 409, code: 'CONFLICT', message: 'The account was activated meanwhile' });
    });
    await fill('Lintas#2026');
    expect(await screen.findByTestId('form-conflict')).toHaveTextContent('The account was activated meanwhile');
    const reads = call.mock.calls.filter(([method]) => method === 'GET').length;
    fireEvent.click(screen.getByTestId('form-reload'));
    await waitFor(() => expect(call.mock.calls.filter(([method]) => method === 'GET').length).toBe(reads + 1));
    expect(screen.queryByTestId('form-conflict')).not.toBeInTheDocument();
  });
});
