import { Alert, Button, Card, Group, Loader, NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../lib/use-translation';
import { useState } from 'react';
import { useNavigate, useSearchParams } from '../lib/router';
import { paymentsApi, txnPath } from '../payments';
import { notifyError } from '../lib/notify';
import { formatDateTime, formatMoneyWithCurrency } from '../../domain/format';
import { CREDIT_JOURNAL_KINDS } from '../../domain/payments/credit';
import { PageTitle } from '../components/page-title';
import { listSpecOf, ServerList, type ListColumn } from '../components/server-list';
import { useServerList } from '../components/use-server-list';
import { useApi } from '../lib/api-context';
import { errorMessage } from '../lib/error-message';
import { useSessionUser } from '../lib/session-user';
import { useCan } from '../lib/use-can';
import { CREDIT_API, creditKeys, type CreditHistoryRow, type CreditLine } from './credit-api';
import { useCreditCompanies } from './credit-limit-pages';
import { textColumn } from '../components/list-columns';

/**
 * /applications/creditline (spec §2.2): the company's credit line per service and currency (limit, reserved, used,
 * available) and its history (reserve, release, use, repay with the job), server-paged. A company sees its own; the
 * platform and GLI pick a company (kept in the URL).
 */
export function CreditLinePage() {
  const { t } = useTranslation();
  const api = useApi();
  const me = useSessionUser();
  const navigate = useNavigate();
  const canPay = useCan('payments.pay');
  const [repaying, setRepaying] = useState<string | null>(null);
  /** A VA for what the line paid for the company in the currency; the transaction's page shows it and its state. */
  const repay = async (currency: string) => {
    setRepaying(currency);
    try {
      const txn = await api.post<{ txnId: string }>(paymentsApi.creditRepayment(), { currency });
      void navigate(txnPath(txn.txnId));
    } catch (error) {
      notifyError(errorMessage(error, t));
    } finally {
      setRepaying(null);
    }
  };
  const maker = useCan('credit.request');
  const checker = useCan('credit.approve');
  const managers = maker || checker;
  const [search, setSearch] = useSearchParams();
  const accnId = managers ? (search.get('company') ?? me.accnId) : me.accnId;
  const companies = useCreditCompanies(managers);
  const line = useQuery({
    queryKey: creditKeys.line(accnId),
    queryFn: ({ signal }) => api.get<CreditLine>(`${CREDIT_API}/line`, { query: { accnId }, signal }),
  });

  const columns: ListColumn<CreditHistoryRow>[] = [
    { key: 'postedAt', label: t('credit.history.postedAt'), noWrap: true, render: (r) => formatDateTime(r.postedAt) },
    {
      key: 'kind',
      label: t('credit.history.kind'),
      noWrap: true,
      render: (r) => <span data-testid={`credit-history-kind-${r.journalId}`}>{t(`credit.kind.${r.kind}`)}</span>,
    },
    { key: 'jobId', label: t('credit.history.jobId'), noWrap: true, render: (r) => r.jobId ?? '—' },
    {
      key: 'amount',
      label: t('credit.history.amount'),
      align: 'right',
      noWrap: true,
      render: (r) => (
        <span data-testid={`credit-history-amount-${r.journalId}`}>{formatMoneyWithCurrency(r.amount, r.currency)}</span>
      ),
    },
    textColumn('memo', t('credit.history.memo'), (r) => r.memo),
  ];

  const filters = [
    {
      name: 'kind',
      label: t('credit.history.kind'),
      options: CREDIT_JOURNAL_KINDS.map((k) => ({ value: k, label: t(`credit.kind.${k}`) })),
    },
  ];
  // The history of the company shown (the picker's, not kept with the list's own URL state).
  const history = useServerList<CreditHistoryRow>({
    queryKey: creditKeys.history,
    path: `${CREDIT_API}/line/history`,
    spec: listSpecOf(columns, filters),
    extraQuery: { accnId },
  });

  return (
    <Stack gap="lg">
      <PageTitle>{t('credit.lineTitle')}</PageTitle>
      {managers && (
        <NativeSelect
          label={t('credit.fields.company')}
          maw={420}
          value={accnId}
          data={[
            { value: me.accnId, label: t('credit.ownCompany') },
            ...(companies.data ?? []).map((c) => ({ value: c.value, label: `${c.desc} (${c.value})` })),
          ]}
          onChange={(e) => {
            const next = new URLSearchParams(search);
            next.set('company', e.currentTarget.value);
            next.delete('page');
            setSearch(next);
          }}
          data-testid="credit-line-company"
        />
      )}
      {line.isLoading ? (
        <Loader aria-label={t('common.loading')} />
      ) : line.isError || !line.data ? (
        <Alert color="red">{errorMessage(line.error, t)}</Alert>
      ) : (
        <Stack gap="sm">
          <Text fw={600} data-testid="credit-line-name">
            {line.data.accnName} ({line.data.accnId})
          </Text>
          {line.data.lines.length === 0 ? (
            <Text c="dimmed" data-testid="credit-line-none">
              {t('credit.noLine')}
            </Text>
          ) : (
            line.data.lines.map((l) => (
              <Card key={`${l.serviceType}-${l.currency}`} withBorder data-testid={`credit-line-${l.serviceType}-${l.currency}`}>
                <Title order={2} size="h5" mb="xs">
                  {t(`credit.service.${l.serviceType}`)} · {l.currency}
                </Title>
                <SimpleGrid cols={{ base: 2, sm: 4 }}>
                  {(['limit', 'reserved', 'drawn', 'available'] as const).map((k) => (
                    <Group key={k} gap={2} style={{ flexDirection: 'column', alignItems: 'flex-start' }}>
                      <Text size="xs" c="dimmed">
                        {t(`credit.amounts.${k}`)}
                      </Text>
                      <Text
                        fw={600}
                        c={k === 'available' && l.available.startsWith('-') ? 'red' : undefined}
                        data-testid={`credit-${k}-${l.currency}`}
                      >
                        {formatMoneyWithCurrency(l[k], l.currency)}
                      </Text>
                    </Group>
                  ))}
                </SimpleGrid>
                {canPay && line.data!.accnId === me.accnId && Number(l.drawn) > 0 && (
                  <Group mt="sm">
                    <Button
                      size="xs"
                      variant="light"
                      loading={repaying === l.currency}
                      onClick={() => void repay(l.currency)}
                      data-testid={`credit-repay-${l.currency}`}
                    >
                      {t('payments.repayCredit')}
                    </Button>
                  </Group>
                )}
              </Card>
            ))
          )}
        </Stack>
      )}
      <ServerList<CreditHistoryRow>
        testId="credit-history"
        title={t('credit.historyTitle')}
        titleOrder={2}
        list={history}
        columns={columns}
        defaultSort={{ field: 'postedAt', order: 'desc' }}
        rowKey={(r) => String(r.journalId)}
        search={{ placeholder: t('credit.history.search') }}
        filters={filters}
      />
    </Stack>
  );
}
