import { Alert, Badge, Card, Group, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../lib/use-translation';
import { useParams } from '../lib/router';
import { formatDate, formatDateTime, formatMoneyWithCurrency } from '../../domain/format';
import { bankName } from '../../domain/payments/payouts';
import { PageTitle } from '../components/page-title';
import { useApi } from '../lib/api-context';
import { errorMessage } from '../lib/error-message';
import { PayoutStatusBadge } from './payouts-page';
import { payoutKeys, payoutPath, type PayoutDetail } from './payouts-api';

function Field({ label, value, testId }: { label: string; value: React.ReactNode; testId?: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

/**
 * /opadmin/outboundpayments/view/{payoutId} (payouts.read): one payout, read-only: what it pays (the debit notes), what
 * it nets off (the platform fees), where it goes, its bank transfers per attempt and its ledger journal. The verbs are
 * on the list.
 */
export function PayoutDetailPage() {
  const { t } = useTranslation();
  const api = useApi();
  const { payoutId = '' } = useParams();
  const id = Number(payoutId);
  const query = useQuery({
    queryKey: payoutKeys.detail(id),
    queryFn: ({ signal }) => api.get<PayoutDetail>(payoutPath(id), { signal }),
  });
  if (query.isPending) return <Loader aria-label={t('common.loading')} />;
  if (query.isError || !query.data) return <Alert color="red">{errorMessage(query.error, t)}</Alert>;
  const p = query.data;
  const money = (amount: string) => formatMoneyWithCurrency(amount, p.currency);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <PageTitle>{t('payouts.detail.title', { no: p.payoutNo })}</PageTitle>
        <Group gap="xs">
          <PayoutStatusBadge status={p.status} />
          {p.held && (
            <Badge color="red" variant="filled">
              {t('payouts.payouts.held')}
            </Badge>
          )}
        </Group>
      </Group>
      {p.lastFailureReason && p.status === 'NEW' && (
        <Alert color="red" data-testid="payout-failure">
          {t('payouts.payouts.failed', { reason: p.lastFailureReason })}
        </Alert>
      )}
      <Card withBorder>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Field label={t('payouts.payouts.fields.operator')} value={`${p.accnName} (${p.accnId})`} />
          <Field
            label={t('payouts.payouts.fields.period')}
            value={`${t(`payouts.frequency.${p.frequency}`)} · ${formatDate(p.periodStart)}`}
          />
          <Field
            label={t('payouts.payouts.fields.account')}
            value={p.accountNo ? `${bankName(p.bankCode ?? '')} ${p.accountNo} · ${p.holderName}` : '—'}
          />
          <Field label={t('payouts.payouts.fields.gross')} value={money(p.gross)} />
          <Field label={t('payouts.payouts.fields.netting')} value={money(p.netting)} />
          <Field label={t('payouts.payouts.fields.amount')} value={money(p.amount)} testId="payout-detail-amount" />
          <Field
            label={t('payouts.payouts.fields.verifiedBy')}
            value={p.verifiedBy ? `${p.verifiedBy} · ${formatDateTime(p.verifiedAt)}` : '—'}
          />
          <Field
            label={t('payouts.payouts.fields.approvedBy')}
            value={p.approvedBy ? `${p.approvedBy} · ${formatDateTime(p.approvedAt)}` : '—'}
          />
          <Field
            label={t('payouts.payouts.fields.paidAt')}
            value={
              p.paidAt
                ? `${formatDateTime(p.paidAt)}${p.journalId ? ` · ${t('payouts.detail.journal', { id: p.journalId })}` : ''}`
                : '—'
            }
          />
        </SimpleGrid>
      </Card>
      <Title order={3}>{t('payouts.detail.items')}</Title>
      <Table withTableBorder striped data-testid="payout-items">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('payouts.detail.docNo')}</Table.Th>
            <Table.Th>{t('payouts.detail.docType')}</Table.Th>
            <Table.Th>{t('payouts.detail.jobId')}</Table.Th>
            <Table.Th ta="right">{t('payouts.payouts.fields.amount')}</Table.Th>
            <Table.Th>{t('payouts.payouts.fields.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {p.items.map((i) => (
            <Table.Tr key={i.docId} data-testid={`payout-item-${i.docId}`}>
              <Table.Td ff="monospace">{i.docNo}</Table.Td>
              <Table.Td>{t(`payouts.detail.docTypes.${i.docType}`)}</Table.Td>
              <Table.Td ff="monospace">{i.jobId}</Table.Td>
              <Table.Td ta="right">{i.docType === 'PF_TO' ? `− ${money(i.amount)}` : money(i.amount)}</Table.Td>
              <Table.Td>
                <PayoutStatusBadge status={i.paymentStatus} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Title order={3}>{t('payouts.detail.transfers')}</Title>
      {p.transferList.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('payouts.detail.noTransfers')}
        </Text>
      ) : (
        <Table withTableBorder striped data-testid="payout-transfers">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('payouts.detail.reference')}</Table.Th>
              <Table.Th ta="right">{t('payouts.payouts.fields.amount')}</Table.Th>
              <Table.Th>{t('payouts.payouts.fields.status')}</Table.Th>
              <Table.Th>{t('payouts.detail.bankReference')}</Table.Th>
              <Table.Th>{t('payouts.detail.sentAt')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {p.transferList.map((tr) => (
              <Table.Tr key={tr.reference}>
                <Table.Td ff="monospace">{tr.reference}</Table.Td>
                <Table.Td ta="right">{money(tr.amount)}</Table.Td>
                <Table.Td>
                  {t(`payouts.detail.transferStatus.${tr.status}`)}
                  {tr.reason ? ` · ${tr.reason}` : ''}
                </Table.Td>
                <Table.Td ff="monospace">{tr.bankReference ?? '—'}</Table.Td>
                <Table.Td>{tr.sentAt ? formatDateTime(tr.sentAt) : '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
