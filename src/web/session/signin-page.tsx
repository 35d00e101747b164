import { Alert } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { useLocation } from '../lib/router';
import { PATHS } from '../lib/paths';
import { SNACKBAR_MS } from '../lib/snackbar';
import { setLoginPath } from '../lib/session-store';
import { SessionLayout } from './session-layout';
import { SigninForm } from './signin-form';

/** A message another page sends along (navigation state `{ message }`), e.g. after a registration is submitted. */
function messageOf(state: unknown): string | null {
  const message = (state as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim() ? message : null;
}

export function SigninPage() {
  const { t } = useTranslation();
  const location = useLocation();
  // Spec §9: the success message shows for 3 seconds (then it is hidden for this history entry).
  const [hiddenFor, setHiddenFor] = useState<string | null>(null);
  const message = hiddenFor === location.key ? null : messageOf(location.state);
  useEffect(() => setLoginPath(PATHS.signin), []);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setHiddenFor(location.key), SNACKBAR_MS);
    return () => clearTimeout(timer);
  }, [message, location.key]);
  return (
    <SessionLayout title={t('session.signin.title')}>
      {message && (
        <Alert color="green" mb="md" role="status" data-testid="signin-message">
          {message}
        </Alert>
      )}
      <SigninForm />
    </SessionLayout>
  );
}
