import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../lib/use-translation';
import { useNavigate } from '../lib/router';
import { clearToken, getLoginPath } from '../lib/session-store';
import { MessagePage } from './message-page';

export function TimeoutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    clearToken();
    queryClient.clear();
  }, [queryClient]);
  return (
    <MessagePage
      testId="timeout"
      title={t('session.timeout.title')}
      message={t('session.timeout.message')}
      actionLabel={t('common.home')}
      onAction={() => void navigate(getLoginPath(), { replace: true })}
    />
  );
}
