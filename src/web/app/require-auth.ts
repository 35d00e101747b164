import { redirect, type LoaderFunctionArgs } from '../lib/router';
import { getLoginPath, hasValidToken } from '../lib/session-store';
import { safeRedirectPath } from '../lib/safe-redirect';
import { BASENAME } from '../lib/paths';

/** The sign-in URL that brings the user back to `intended` afterwards. */
export function signinUrlFor(intended: string): string {
  return `${getLoginPath()}?redirect=${encodeURIComponent(intended)}`;
}

/** Route loader: without a valid token, go to the login path carrying the intended URL. */
export function requireAuth({ request }: LoaderFunctionArgs): null {
  if (hasValidToken()) return null;
  const url = new URL(request.url);
  const intended = safeRedirectPath(url.pathname + url.search, BASENAME) ?? '/';
  throw redirect(signinUrlFor(intended));
}
