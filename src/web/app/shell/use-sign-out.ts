import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from '../../lib/router';
import { useApi } from '../../lib/api-context';
import { API_PATHS } from '../../lib/paths';
import { getLoginPath, signOutToken } from '../../lib/session-store';

/** Ends the session: tells the server, drops the token and every cached answer (menu included), goes to the login path. */
export function useSignOut() {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  async function signOut() {
    setSigningOut(true);
    try {
      await api.post(API_PATHS.logout);
    } catch {
      // The session is ended locally whatever the server says.
    } finally {
      signOutToken();
      queryClient.clear();
      setSigningOut(false);
      await navigate(getLoginPath(), { replace: true });
    }
  }

  return { signOut, signingOut };
}
