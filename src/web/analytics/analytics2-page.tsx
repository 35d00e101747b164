import { Stack, Text } from '@mantine/core';
import { useTranslation } from '../lib/use-translation';
import { PageTitle } from '../components/page-title';
import { useSessionUser } from '../lib/session-user';
import { BusinessAnalytics } from './business-analytics';

/** /dashboard/analytics-2 (a company administrator): the platform's figures for the caller's own company. */
export function Analytics2Page() {
  const { t } = useTranslation();
  const user = useSessionUser();
  return (
    <Stack gap="md" data-testid="analytics2-page">
      <PageTitle>{t('analytics.companyTitle')}</PageTitle>
      <Text size="sm" c="dimmed">
        {t('analytics.companyIntro', { company: user.accnName })}
      </Text>
      <BusinessAnalytics scope="company" />
    </Stack>
  );
}
