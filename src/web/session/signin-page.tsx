import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../app/paths';
import { setLoginPath } from '../lib/session-store';
import { SessionLayout } from './session-layout';
import { SigninForm } from './signin-form';

export function SigninPage() {
  const { t } = useTranslation();
  useEffect(() => setLoginPath(PATHS.signin), []);
  return (
    <SessionLayout title={t('session.signin.title')}>
      <SigninForm />
    </SessionLayout>
  );
}
