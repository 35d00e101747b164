import { WORKBENCH_PATH, landingPath } from '../../domain/landing';
import type { LoginResponse, SessionUser } from './login-api';

/** What the sign-in form does with a login answer (issue contract, item 1). */
export type LoginOutcome =
  | { kind: 'signedIn'; token: string; user: SessionUser | null }
  | { kind: 'confirmTakeover'; message: string }
  | { kind: 'changePassword'; key: string; userId: string }
  | { kind: 'register'; regId: string; access: string }
  | { kind: 'error'; message: string | null };

/** Decides the next step from a login answer; `typedId` is the (upper-cased) id the user typed. */
export function loginOutcome(result: LoginResponse | undefined | null, typedId: string): LoginOutcome {
  const message = result?.err?.msg || null;
  switch (result?.loginStatus) {
    case 'AUTHORIZED_LOGIN':
    case 'AUTHORIZED_IGNORE':
      return result.token ? { kind: 'signedIn', token: result.token, user: result.user ?? null } : { kind: 'error', message };
    case 'USER_SESSION_EXISTING':
      return { kind: 'confirmTakeover', message: message ?? '' };
    case 'AUTHORIZED_LOGIN_CHNG_PW_RQD':
      return result.token
        ? { kind: 'changePassword', key: result.token, userId: result.user?.usrId || typedId }
        : { kind: 'error', message };
    case 'AUTHORIZED_REG':
      // The company is still in registration: its registration opens read-only with the access answered.
      return result.registration
        ? { kind: 'register', regId: result.registration.regId, access: result.registration.access }
        : { kind: 'error', message };
    default:
      return { kind: 'error', message };
  }
}

/** Where a signed-in user goes: the (already checked) redirect, else the landing page of their kind. */
export function afterSigninPath(user: SessionUser | null, redirect: string | null): string {
  if (redirect) return redirect;
  if (!user || !Array.isArray(user.authorities)) return WORKBENCH_PATH;
  return landingPath(user);
}
