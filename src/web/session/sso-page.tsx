import { Center, Loader } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../lib/use-translation';
import { useNavigate, useSearchParams } from '../lib/router';
import { useApi } from '../lib/api-context';
import { API_PATHS, PATHS } from '../lib/paths';
import { setToken } from '../lib/session-store';
import type { LoginResponse } from './login-api';
import { afterSigninPath, loginOutcome } from './login-flow';

/** /session/sso?token=…: exchanges the token for a session (tab storage) and goes home; otherwise sign-in. */
export function SsoPage() {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const toSignin = () => void navigate(PATHS.signin, { replace: true });
    if (!token) {
      toSignin();
      return;
    }
    api
      .post<LoginResponse | undefined>(API_PATHS.sso, { token })
      .then((result) => {
        const outcome = loginOutcome(result, '');
        if (outcome.kind !== 'signedIn') return toSignin();
        setToken(outcome.token, false);
        queryClient.clear();
        void navigate(afterSigninPath(outcome.user, null), { replace: true });
      })
      .catch(toSignin);
  }, [api, navigate, queryClient, token]);

  return (
    <Center py="xl" data-testid="sso-page">
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
}
