import { Alert, Button, Group, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../lib/use-translation';
import { useNavigate, useParams } from '../lib/router';
import { CONTRACT_STATUSES, type ContractRow } from '../../domain/contracts/contracts';
import { formatDate, formatMoneyWithCurrency, formatPercent } from '../../domain/format';
import { apiPath } from '../lib/admin-api';
import { useCan } from '../lib/use-can';
import { useApi } from '../lib/api-context';
import { errorMessage } from '../lib/error-message';
import { CONTRACT_ROUTES, usePartyOptions } from './contracts-api';
import { PagedList, type ListColumn as Column } from '../components/server-list';
import { StateBadge } from './state-badge';
import type { ContractDetail } from './contracts-api';
import { contractKeys } from './contract-keys';
import { PageTitle } from '../components/page-title';

/** A fee as shown: "2,5%" (Indonesian) or "2.5%" (English), or "Rp 50.000". */
export function feeText(type: string, value: string, currency: string, language: string): string {
  return type === 'PCT' ? formatPercent(value, language) : formatMoneyWithCurrency(value, currency);
}

/** /administrations/contract-management and /opadmin/contracts: contracts the user is party to (platform: all). */
export function ContractListPage({ base }: { base: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Who may see the list is the route table's (contracts.read). The back office sees every contract, so it
  // filters by party too.
  const backOffice = useCan('contracts.request');
  const checker = useCan('contracts.approve');
  const all = backOffice || checker;
  const customers = usePartyOptions('customer', all);
  const operators = usePartyOptions('operator', all);
  const partyFilters = all
    ? [
        {
          name: 'customerAccnId',
          label: t('contracts.fields.customer'),
          options: (customers.data ?? []).map((o) => ({ value: o.value, label: o.desc })),
        },
        {
          name: 'toAccnId',
          label: t('contracts.fields.operator'),
          options: (operators.data ?? []).map((o) => ({ value: o.value, label: o.desc })),
        },
      ]
    : [];
  const columns: Column<ContractRow>[] = [
    { key: 'contractId', label: t('contracts.fields.contractId'), sortable: true, render: (r) => r.contractId },
    { key: 'customerName', label: t('contracts.fields.customer'), sortable: true, render: (r) => r.customerName },
    { key: 'toName', label: t('contracts.fields.operator'), sortable: true, render: (r) => r.toName },
    { key: 'validFrom', label: t('contracts.fields.validFrom'), sortable: true, render: (r) => formatDate(r.validFrom) },
    { key: 'validTo', label: t('contracts.fields.validTo'), sortable: true, render: (r) => formatDate(r.validTo) },
    { key: 'currency', label: t('contracts.fields.currency'), render: (r) => r.currency },
    {
      key: 'financingType',
      label: t('contracts.fields.financingType'),
      render: (r) => t(`contracts.financing.${r.financingType}`),
    },
    {
      key: 'status',
      label: t('contracts.fields.status'),
      sortable: true,
      render: (r) => <StateBadge state={r.status} label={t(`contracts.status.${r.status}`)} />,
    },
  ];
  return (
    <PagedList<ContractRow>
      testId="contracts"
      title={t('contracts.listTitle')}
      path={apiPath('contracts')}
      queryKey={contractKeys.list}
      columns={columns}
      filters={[
        {
          name: 'status',
          label: t('contracts.fields.status'),
          options: CONTRACT_STATUSES.map((s) => ({ value: s, label: t(`contracts.status.${s}`) })),
        },
        ...partyFilters,
      ]}
      defaultSort={{ field: 'contractId', order: 'asc' }}
      rowKey={(r) => r.contractId}
      onOpen={(r) => void navigate(`${base}/view/${encodeURIComponent(r.contractId)}`)}
    />
  );
}

/** One contract, read-only; the contract back office may request an update or a renewal from here. */
export function ContractDetailPage({ base }: { base: string }) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const { contractId = '' } = useParams();
  const contract = useQuery({
    queryKey: contractKeys.item(contractId),
    queryFn: ({ signal }) => api.get<ContractDetail>(apiPath('contracts', contractId), { signal }),
    enabled: contractId !== '',
  });
  if (contract.isLoading) return <Loader aria-label={t('common.loading')} />;
  if (contract.isError || !contract.data) return <Alert color="red">{errorMessage(contract.error, t)}</Alert>;
  const c = contract.data;
  const item = (label: string, value: string | null | undefined, testId?: string) => (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text data-testid={testId}>{value || '—'}</Text>
    </div>
  );
  const ask = (kind: 'UPDATE' | 'RENEWAL') =>
    void navigate(`${CONTRACT_ROUTES.requestDetail}/new?contractId=${encodeURIComponent(c.contractId)}&kind=${kind}`);
  return (
    <Stack gap="md" maw={1000}>
      <Group justify="space-between">
        <PageTitle>
          {t('contracts.viewTitle')} {c.contractId}
        </PageTitle>
        <StateBadge state={c.status} label={t(`contracts.status.${c.status}`)} testId="contract-status" />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} data-testid="contract-detail">
        {item(t('contracts.fields.customer'), `${c.customerName ?? ''} (${c.customerAccnId})`)}
        {item(t('contracts.fields.operator'), `${c.toName ?? ''} (${c.toAccnId})`)}
        {item(t('contracts.fields.financingType'), t(`contracts.financing.${c.financingType}`))}
        {item(t('contracts.fields.paymentMethod'), t(`contracts.paymentMethod.${c.paymentMethod}`))}
        {item(t('contracts.fields.payoutFrequency'), t(`contracts.payoutFrequency.${c.payoutFrequency}`))}
        {item(t('contracts.fields.validFrom'), formatDate(c.validFrom), 'contract-valid-from')}
        {item(t('contracts.fields.validTo'), formatDate(c.validTo), 'contract-valid-to')}
        {item(t('contracts.fields.currency'), c.currency)}
        {item(t('contracts.fields.customerPaymentTermDays'), t('contracts.days', { n: String(c.customerPaymentTermDays) }))}
        {item(t('contracts.fields.toPaymentTermDays'), t('contracts.days', { n: String(c.toPaymentTermDays) }))}
        {item(t('contracts.fields.customerFee'), feeText(c.customerFeeType, c.customerFeeValue, c.currency, i18n.language))}
        {item(t('contracts.fields.toFee'), feeText(c.toFeeType, c.toFeeValue, c.currency, i18n.language))}
        {item(
          t('contracts.fields.customerWithholding'),
          c.customerWithholdingPct && formatPercent(c.customerWithholdingPct, i18n.language),
          'contract-customer-withholding',
        )}
        {item(
          t('contracts.fields.toWithholding'),
          c.toWithholdingPct && formatPercent(c.toWithholdingPct, i18n.language),
          'contract-to-withholding',
        )}
        {item(t('contracts.fields.remarks'), c.remarks)}
      </SimpleGrid>
      {c.requests.length > 0 && (
        <>
          <Title order={4}>{t('contracts.requestsOfContract')}</Title>
          <Table striped data-testid="contract-requests">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('contracts.fields.reqId')}</Table.Th>
                <Table.Th>{t('contracts.fields.reqKind')}</Table.Th>
                <Table.Th>{t('contracts.fields.validity')}</Table.Th>
                <Table.Th>{t('contracts.fields.state')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {c.requests.map((r) => (
                <Table.Tr
                  key={r.reqId}
                  style={{ cursor: 'pointer' }}
                  onClick={() => void navigate(`${CONTRACT_ROUTES.requestDetail}/view/${r.reqId}`)}
                >
                  <Table.Td>{r.reqId}</Table.Td>
                  <Table.Td>{t(`contracts.kind.${r.reqKind}`)}</Table.Td>
                  <Table.Td>
                    {formatDate(r.validFrom)} – {formatDate(r.validTo)}
                  </Table.Td>
                  <Table.Td>
                    <StateBadge state={r.state} label={t(`contracts.requestState.${r.state}`)} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      )}
      <Group>
        <Button variant="default" onClick={() => void navigate(base)} data-testid="contract-back">
          {t('common.back')}
        </Button>
        {c.actions.includes('requestUpdate') && (
          <Button variant="light" onClick={() => ask('UPDATE')} data-testid="contract-request-update">
            {t('contracts.requestUpdate')}
          </Button>
        )}
        {c.actions.includes('requestRenewal') && (
          <Button variant="light" onClick={() => ask('RENEWAL')} data-testid="contract-request-renewal">
            {t('contracts.requestRenewal')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
