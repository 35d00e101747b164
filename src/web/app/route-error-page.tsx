import { useTranslation } from '../lib/use-translation';
import { MessagePage } from '../session/message-page';

/** Shown when a route throws while rendering or loading. Never shows a stack trace. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <MessagePage
      testId="route-error"
      title={t('errors.generic')}
      message={t('errors.generic')}
      actionLabel={t('common.home')}
      onAction={() => window.location.assign(`${import.meta.env.BASE_URL}`)}
    />
  );
}
