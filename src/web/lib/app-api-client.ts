import { createApiClient } from './api-client';
import { currentLanguage } from './i18n';
import { clearToken, getToken, hasSignedOut, replaceToken } from './session-store';
import { BASENAME, PATHS } from './paths';

type Navigate = (path: string) => void;

// Until the router exists, fall back to a full page load.
let navigate: Navigate = (path) => window.location.assign(BASENAME + path);

/** Lets the router take over navigation for the client's central handlers. */
export function setAppNavigator(fn: Navigate): void {
  navigate = fn;
}

export const appApiClient = createApiClient({
  getToken: () => getToken(),
  getLanguage: currentLanguage,
  onSessionTimeout: () => {
    // A call sent before the user signed out, answered after the server ended the session: not a timeout.
    if (hasSignedOut()) return;
    clearToken();
    navigate(PATHS.timeout);
  },
  onNoPermission: () => navigate(PATHS.noPermission),
  onTokenRenewed: replaceToken,
});
