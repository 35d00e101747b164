import { Stack, Tabs } from '@mantine/core';
import { useTranslation } from '../lib/use-translation';
import { useSearchParams } from '../lib/router';
import { PageTitle } from '../components/page-title';
import { BillingListView, type BillingListTab } from './billing-list';

/** The finance dashboard's tabs (spec §2.6): billed, verified and approved jobs, and the rejected bills. */
export const FINANCE_TABS = ['billed', 'verified', 'approved', 'rejected'] as const satisfies readonly BillingListTab[];
type FinanceTab = (typeof FINANCE_TABS)[number];

const isFinanceTab = (value: string | null): value is FinanceTab => (FINANCE_TABS as readonly (string | null)[]).includes(value);

/**
 * /applications/services/coff/finance/dashboard (the cargo owner's and forwarder's officers and finance approvers):
 * one tab per billing stage (`?tab=`), each a billing list with its filters, totals, export and bulk verbs. Changing
 * the tab starts its list afresh (the filters of one tab mean other things on another).
 */
export function FinanceDashboardPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: FinanceTab = isFinanceTab(requested) ? requested : 'billed';
  return (
    <Stack gap="md">
      <PageTitle>{t('billing.dashboard.title')}</PageTitle>
      <Tabs
        value={tab}
        onChange={(next) => next && setParams(new URLSearchParams({ tab: next }), { replace: true })}
        keepMounted={false}
        data-testid="finance-tabs"
      >
        <Tabs.List>
          {FINANCE_TABS.map((value) => (
            <Tabs.Tab key={value} value={value} data-testid={`finance-tab-${value}`}>
              {t(`billing.tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {FINANCE_TABS.map((value) => (
          <Tabs.Panel key={value} value={value} pt="md">
            <BillingListView tab={value} side="creator" testId={`finance-${value}`} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
