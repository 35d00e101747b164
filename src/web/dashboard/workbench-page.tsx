import { Alert, Button, Group, Loader, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import { useTranslation } from '../lib/use-translation';
import { useSearchParams } from '../lib/router';
import type { TabCode } from '../../domain/dashboard';
import { useCan } from '../lib/use-can';
import { errorMessage } from '../lib/error-message';
import { useSessionUser } from '../lib/session-user';
import { DashboardCard, type StatLink } from './dashboard-card';
import { cardsOfTab, useDashboard } from './use-dashboard';
import { WorkbenchTabExtra } from './workbench-tab-extra';
import { driverStateSearch, workbenchLinkOf } from './workbench-links';
import { PageTitle } from '../components/page-title';

/** /general/landing/workbench: the dashboard tabs of the user and their cards. */
export function WorkbenchPage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const dashboard = useDashboard();
  // The driver-availability card's numbers filter the drivers table under it (the truck operator's dispatchers).
  const dispatcher = useCan('jobs.operate');
  const driverLinks: StatLink = { to: driverStateSearch, label: (state) => t('jobs.drivers.show', { state }) };
  const allowed = {
    'jobs.read': useCan('jobs.read'),
    'accounts.lifecycle': useCan('accounts.lifecycle'),
    'onboarding.review': useCan('onboarding.review'),
    'billing.review': useCan('billing.review'),
    'billing.approve': useCan('billing.approve'),
    'jobs.operate': dispatcher,
    'payments.read': useCan('payments.read'),
    'tax.read': useCan('tax.read'),
  };
  const can = (permission: keyof typeof allowed) => allowed[permission];
  // Every other card leads to its list, each count filtered to its records (what needs the user's action).
  const statLinkOf = (tab: TabCode, dbType: string): StatLink | undefined => {
    if (tab === 'driverAvailability') return dispatcher ? driverLinks : undefined;
    const link = workbenchLinkOf(tab, user, can, dbType);
    return link && { to: link.to, label: (statistic) => t('dashboard.cards.openList', { statistic }) };
  };
  const [searchParams, setSearchParams] = useSearchParams();
  const tabs = dashboard.data?.tabs ?? [];
  const requested = searchParams.get('tab') as TabCode | null;
  const active = requested && tabs.includes(requested) ? requested : tabs[0];

  const selectTab = (tab: string | null) => {
    if (!tab) return;
    setSearchParams(
      (params) => {
        params.set('tab', tab);
        return params;
      },
      { replace: true },
    );
  };

  return (
    <Stack gap="md">
      <PageTitle>{t('workbench.title')}</PageTitle>
      <Text data-testid="workbench-user">{t('workbench.signedInAs', { name: user.usrName, account: user.accnName })}</Text>
      {dashboard.isPending && <Loader size="sm" aria-label={t('common.loading')} />}
      {dashboard.isError && (
        <Alert color="red" data-testid="dashboard-error">
          <Group justify="space-between">
            <Text size="sm">{errorMessage(dashboard.error, t)}</Text>
            <Button size="xs" variant="white" onClick={() => void dashboard.refetch()}>
              {t('common.retry')}
            </Button>
          </Group>
        </Alert>
      )}
      {dashboard.data && tabs.length === 0 && <Text c="dimmed">{t('dashboard.empty')}</Text>}
      {dashboard.data && active && (
        <Tabs value={active} onChange={selectTab} keepMounted={false} data-testid="dashboard-tabs">
          <Tabs.List>
            {tabs.map((tab) => (
              <Tabs.Tab key={tab} value={tab} data-testid={`dashboard-tab-${tab}`}>
                {t(`dashboard.tabs.${tab}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Panel key={tab} value={tab} pt="md">
              <Stack gap="lg">
                <SimpleGrid cols={{ base: 1, md: 2 }}>
                  {cardsOfTab(dashboard.data, tab).map((card) => (
                    <DashboardCard key={card.id} card={card} statLink={statLinkOf(tab, card.dbType)} />
                  ))}
                </SimpleGrid>
                <WorkbenchTabExtra tab={tab} />
              </Stack>
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </Stack>
  );
}
