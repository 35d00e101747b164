import { Badge, Stack, Tabs, Text } from '@mantine/core';
import { useTranslation } from '../lib/use-translation';
import { useNavigate, useSearchParams } from '../lib/router';
import { formatDate } from '../../domain/format';
import { PageTitle } from '../components/page-title';
import { ServerList, type ListColumn } from '../components/server-list';
import { useServerList } from '../components/use-server-list';
import { useCan } from '../lib/use-can';
import { RegistrationDocumentQueue as RegistrationDocuments } from '../registration';
import { BILLING_ROUTES, billingApi, type BillingList, type BillingRow } from './billing-api';
import { billingKeys } from './billing-keys';
import { CurrencyTotals, money } from './billing-list';
import { textColumn } from '../components/list-columns';

/** The path of one job's billing documents in the verification queue. */
export const docVerificationJobPath = (jobId: string) => `${BILLING_ROUTES.docVerificationJob}/${encodeURIComponent(jobId)}`;

const SORTABLE = ['jobId', 'billingDate', 'total', 'creatorName', 'toName'];

/** The platform's queue of acknowledged bills (ACK_BILL) with their document, verified and remark counts. */
function BillingDocumentQueue() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useServerList<BillingRow>({
    queryKey: billingKeys.list('docVerification'),
    path: billingApi.docVerificationQueue(),
    spec: { sortable: SORTABLE, filters: ['dateFrom', 'dateTo', 'toAccnId', 'creatorAccnId'] },
  });
  const data = list.query.data as BillingList | undefined;
  const columns: ListColumn<BillingRow>[] = [
    { key: 'jobId', label: t('billing.lists.fields.jobId'), sortable: true, noWrap: true, render: (r) => r.jobId },
    textColumn('creatorName', t('billing.lists.fields.creatorName'), (r) => r.creatorName, { sortable: true }),
    textColumn('toName', t('billing.lists.fields.toName'), (r) => r.toName, { sortable: true }),
    { key: 'invoiceNo', label: t('billing.lists.fields.invoiceNo'), noWrap: true, render: (r) => r.invoiceNo ?? '—' },
    {
      key: 'billingDate',
      label: t('billing.lists.fields.billingDate'),
      sortable: true,
      noWrap: true,
      render: (r) => formatDate(r.billingDate) || '—',
    },
    {
      key: 'total',
      label: t('billing.lists.fields.total'),
      sortable: true,
      noWrap: true,
      align: 'right',
      render: (r) => money(r.total, r.currency),
    },
    {
      key: 'documents',
      label: t('billing.docs.counts'),
      noWrap: true,
      render: (r) => (
        <Text size="sm" data-testid={`billdocs-counts-${r.jobId}`}>
          {t('billing.docs.verifiedOf', { verified: r.verifiedCount, count: r.documentCount })}
        </Text>
      ),
    },
    {
      key: 'remarkCount',
      label: t('billing.docs.remarks'),
      noWrap: true,
      render: (r) => (
        <Badge
          variant={r.remarkCount ? 'filled' : 'light'}
          color={r.remarkCount ? 'orange' : 'gray'}
          data-testid={`billdocs-remarks-${r.jobId}`}
        >
          {r.remarkCount}
        </Badge>
      ),
    },
  ];
  return (
    <ServerList<BillingRow>
      testId="billdocs"
      list={list}
      columns={columns}
      defaultSort={{ field: 'billingDate', order: 'desc' }}
      rowKey={(r) => r.jobId}
      testIds={{ row: (r) => `billdocs-row-${r.jobId}` }}
      onOpen={(r) => void navigate(docVerificationJobPath(r.jobId))}
      search={{ placeholder: t('billing.lists.searchHint') }}
    >
      <CurrencyTotals totals={data?.totals ?? []} testId="billdocs" />
    </ServerList>
  );
}

const TABS = ['billing', 'registration'] as const;
type Tab = (typeof TABS)[number];

/**
 * /opadmin/docverification: the platform's document verification, two tabs (`?tab=`): the billing documents of
 * acknowledged bills (billing.approve) and the registrations' documents under review (onboarding.review). Each tab
 * shows to those who may work it; the first of them opens by default.
 */
export function DocVerificationTabsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const may: Record<Tab, boolean> = { billing: useCan('billing.approve'), registration: useCan('onboarding.review') };
  const shown = TABS.filter((tab) => may[tab]);
  const requested = params.get('tab') as Tab | null;
  const active = requested && shown.includes(requested) ? requested : shown[0];
  return (
    <Stack gap="md">
      <PageTitle>{t('billing.docs.title')}</PageTitle>
      <Tabs
        value={active ?? null}
        onChange={(next) => next && setParams(new URLSearchParams({ tab: next }), { replace: true })}
        keepMounted={false}
        data-testid="docverification-tabs"
      >
        <Tabs.List>
          {shown.map((tab) => (
            <Tabs.Tab key={tab} value={tab} data-testid={`docverification-tab-${tab}`}>
              {t(`billing.docs.tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {may.billing && (
          <Tabs.Panel value="billing" pt="md">
            <BillingDocumentQueue />
          </Tabs.Panel>
        )}
        {may.registration && (
          <Tabs.Panel value="registration" pt="md">
            <RegistrationDocuments titleOrder={2} />
          </Tabs.Panel>
        )}
      </Tabs>
    </Stack>
  );
}
