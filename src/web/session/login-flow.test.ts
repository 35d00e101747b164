import { describe, expect, it } from 'vitest';
import type { LoginResponse } from './login-api';
import { afterSigninPath, loginOutcome } from './login-flow';

const user = {
  usrId: 'BUDI',
  usrName: 'Budi',
  accnId: 'TO1',
  accnName: 'PT',
  accnType: 'ACC_TYPE_TO',
  accnStatus: 'A',
  authorities: [],
};
const answer = (loginStatus: LoginResponse['loginStatus'], extra: Partial<LoginResponse> = {}): LoginResponse => ({
  user,
  token: 'tok',
  loginStatus,
  err: null,
  ...extra,
});

describe('loginOutcome', () => {
  it.each(['AUTHORIZED_LOGIN', 'AUTHORIZED_IGNORE'] as const)('%s signs in with the token', (status) => {
    expect(loginOutcome(answer(status), 'BUDI')).toEqual({ kind: 'signedIn', token: 'tok', user });
  });

  it('USER_SESSION_EXISTING asks to take the session over with the server text', () => {
    expect(loginOutcome(answer('USER_SESSION_EXISTING', { token: null, err: { msg: 'Already signed in' } }), 'BUDI')).toEqual({
      kind: 'confirmTakeover',
      message: 'Already signed in',
    });
  });

  it('AUTHORIZED_LOGIN_CHNG_PW_RQD goes to the forced change with the key and user id', () => {
    expect(loginOutcome(answer('AUTHORIZED_LOGIN_CHNG_PW_RQD', { token: 'key-1' }), 'X')).toEqual({
      kind: 'changePassword',
      key: 'key-1',
      userId: 'BUDI',
    });
    expect(loginOutcome(answer('AUTHORIZED_LOGIN_CHNG_PW_RQD', { token: 'key-1', user: null }), 'TYPED')).toMatchObject({
      userId: 'TYPED',
    });
  });

  it('AUTHORIZED_REG goes to the registration of the account with its read-only access', () => {
    expect(
      loginOutcome(answer('AUTHORIZED_REG', { token: null, registration: { regId: 'REG123456789', access: 'acc' } }), 'BUDI'),
    ).toEqual({ kind: 'register', regId: 'REG123456789', access: 'acc' });
  });

  it('AUTHORIZED_REG without a registration shows the server text', () => {
    expect(
      loginOutcome(answer('AUTHORIZED_REG', { token: null, registration: null, err: { msg: 'Not complete' } }), 'BUDI'),
    ).toEqual({ kind: 'error', message: 'Not complete' });
  });

  it.each(['UNAUTHENTICATED', 'UNAUTHORIZED', 'ACCOUNT_SUSPENDED', 'ACCOUNT_INACTIVE', 'SESSION_EXPIRED_OR_INACTIVE'] as const)(
    '%s shows the server text',
    (status) => {
      expect(loginOutcome(answer(status, { token: null, err: { msg: 'Nope' } }), 'BUDI')).toEqual({
        kind: 'error',
        message: 'Nope',
      });
    },
  );

  it('an authorized answer without a token or an empty answer is an error', () => {
    expect(loginOutcome(answer('AUTHORIZED_LOGIN', { token: null }), 'B').kind).toBe('error');
    expect(loginOutcome(undefined, 'B')).toEqual({ kind: 'error', message: null });
  });
});

describe('afterSigninPath', () => {
  it('prefers the redirect, else the landing page of the user', () => {
    expect(afterSigninPath(user, '/help')).toBe('/help');
    expect(afterSigninPath(user, null)).toBe('/general/landing/workbench');
    expect(afterSigninPath(null, null)).toBe('/general/landing/workbench');
  });
});
