import { useTranslation } from '../lib/use-translation';
import { useGoBack } from '../lib/use-go-back';
import { MessagePage } from './message-page';

export function NotFoundPage() {
  const { t } = useTranslation();
  const goBack = useGoBack();
  return (
    <MessagePage
      testId="not-found"
      title={t('session.notFound.title')}
      message={t('session.notFound.message')}
      actionLabel={t('common.back')}
      onAction={goBack}
    />
  );
}
