import { useTranslation } from '../lib/use-translation';
import { useGoBack } from '../lib/use-go-back';
import { MessagePage } from './message-page';

export function NoPermissionPage() {
  const { t } = useTranslation();
  const goBack = useGoBack();
  return (
    <MessagePage
      testId="no-permission"
      title={t('session.noPermission.title')}
      message={t('session.noPermission.message')}
      actionLabel={t('common.back')}
      onAction={goBack}
    />
  );
}
