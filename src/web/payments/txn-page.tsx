import { Alert, Button, Card, Group, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { Link, useParams } from '../lib/router';
import { formatDate, formatDateTime, formatMoneyWithCurrency } from '../../domain/format';
import { DownloadButton } from '../components/download-button';
import { ReasonModal } from '../components/reason-modal';
import { fetchStoredFile } from '../lib/stored-file';
import { apiPath } from '../lib/admin-api';
import { useConfirm } from '../components/confirm-dialog';
import { PageTitle } from '../components/page-title';
import { useApi } from '../lib/api-context';
import { errorMessage } from '../lib/error-message';
import { notifyError, notifySuccess } from '../lib/notify';
import { dashboardKeys } from '../lib/shared-keys';
import { PaymentStateBadge } from './payment-state-badge';
import { verifyPayment } from './verify-payment';
import { paymentsApi, PAYMENTS_ROUTES, type PaymentTxn } from './payments-api';
import { paymentsKeys } from './payments-keys';

/** How often an open transaction is asked again, so the state moves PAYING -> PAID on screen (ms). */
const LIVE_MS = 3000;

/** The time left until `at` as H:MM:SS, ticking each second; "00:00:00" once passed. */
function useCountdown(at: string | null): string | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!at) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [at]);
  if (!at) return null;
  const left = Math.max(0, Math.floor((new Date(at).getTime() - now) / 1000));
  const hh = Math.floor(left / 3600);
  const mm = String(Math.floor((left % 3600) / 60)).padStart(2, '0');
  const ss = String(left % 60).padStart(2, '0');
  return `${hh}:${mm}:${ss}`;
}

function Field({ label, value, testId }: { label: string; value: React.ReactNode; testId?: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} data-testid={testId} style={{ overflowWrap: 'anywhere' }}>
        {value ?? '—'}
      </Text>
    </Stack>
  );
}

/**
 * /applications/finance/payments/transactions/{viewType}/{txnId} (issue 14): one payment transaction. For an open
 * ClicPay one: the VA number to pay into, the exact amount and a countdown to its expiry, asked again every few
 * seconds so the state moves to PAID as the bank's notification lands; the payer may cancel it, and with the
 * simulated bank pay it from here. Then its documents, the ledger lines and the gateway's messages.
 */
export function PaymentTxnPage() {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const { txnId = '' } = useParams();
  const query = useQuery({
    queryKey: paymentsKeys.txn(txnId),
    queryFn: ({ signal }) => api.get<PaymentTxn>(paymentsApi.txn(txnId), { signal }),
    refetchInterval: (q) => (q.state.data?.state === 'PAYING' ? LIVE_MS : false),
  });
  const txn = query.data;
  const countdown = useCountdown(txn?.state === 'PAYING' ? txn.expiresAt : null);
  const [busy, setBusy] = useState<null | 'cancel' | 'pay' | 'verify' | 'reject'>(null);
  const [rejecting, setRejecting] = useState(false);
  const [rejectError, setRejectError] = useState<string | null>(null);
  const { confirm, dialog } = useConfirm();

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: paymentsKeys.all });
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
  };
  const cancel = async () => {
    if (!(await confirm(t('payments.txn.cancelConfirm')))) return;
    setBusy('cancel');
    try {
      await api.post(paymentsApi.cancel(txnId), {});
      notifySuccess(t('payments.txn.cancelled'));
    } catch (error) {
      notifyError(errorMessage(error, t));
    } finally {
      setBusy(null);
      refresh();
    }
  };
  const simulatePay = async () => {
    if (!txn?.vaNo) return;
    setBusy('pay');
    try {
      await api.post(paymentsApi.simulatorPay(), { vaNo: txn.vaNo, amount: txn.amount });
    } catch (error) {
      notifyError(errorMessage(error, t));
    } finally {
      setBusy(null);
      refresh();
    }
  };

  const verify = async () => {
    setBusy('verify');
    await verifyPayment(api, t, txnId);
    setBusy(null);
    refresh();
  };
  const reject = async (reason: string) => {
    setBusy('reject');
    setRejectError(null);
    try {
      await api.post(paymentsApi.reject(txnId), { reason });
      notifySuccess(t('payments.txn.rejected'));
      setRejecting(false);
    } catch (error) {
      setRejectError(errorMessage(error, t));
    } finally {
      setBusy(null);
      refresh();
    }
  };

  if (query.isPending) return <Loader />;
  if (query.isError || !txn) {
    return (
      <Alert color="red" data-testid="txn-error">
        {errorMessage(query.error, t)}
      </Alert>
    );
  }
  const money = (amount: string | null) => (amount ? formatMoneyWithCurrency(amount, txn.currency) : '—');
  return (
    <Stack gap="md" data-testid="txn-page">
      <Group justify="space-between" wrap="wrap">
        <PageTitle>{t('payments.txn.title', { txnId: txn.txnId })}</PageTitle>
        <Group gap="xs">
          <PaymentStateBadge state={txn.state} testId="txn-state" />
          <Button component={Link} to={PAYMENTS_ROUTES.documents} variant="subtle" size="xs">
            {t('payments.title')}
          </Button>
        </Group>
      </Group>

      {txn.state === 'PAYING' && txn.vaNo && (
        <Card withBorder padding="md" data-testid="txn-va">
          <Stack gap="xs">
            <Text fw={600}>{t('payments.txn.payInto')}</Text>
            <Text size="xl" fw={700} ff="monospace" data-testid="txn-va-no" style={{ overflowWrap: 'anywhere' }}>
              {txn.vaNo}
            </Text>
            <Group gap="lg" wrap="wrap">
              <Field label={t('payments.txn.exactAmount')} value={money(txn.amount)} testId="txn-va-amount" />
              <Field label={t('payments.txn.expiresIn')} value={<span data-testid="txn-countdown">{countdown}</span>} />
              <Field label={t('payments.txn.expiresAt')} value={txn.expiresAt ? formatDateTime(txn.expiresAt) : '—'} />
            </Group>
            <Text size="xs" c="dimmed">
              {t('payments.txn.live')}
            </Text>
            <Group gap="sm">
              {txn.actions.includes('simulatePay') && (
                <Button onClick={() => void simulatePay()} loading={busy === 'pay'} data-testid="txn-simulate-pay">
                  {t('payments.txn.simulatePay')}
                </Button>
              )}
              {txn.actions.includes('cancel') && (
                <Button
                  variant="light"
                  color="red"
                  loading={busy === 'cancel'}
                  onClick={() => void cancel()}
                  data-testid="txn-cancel"
                >
                  {t('payments.txn.cancel')}
                </Button>
              )}
            </Group>
          </Stack>
        </Card>
      )}
      {txn.state === 'PAID' && (
        <Alert color="green" data-testid="txn-paid">
          {t('payments.txn.paidOn', { at: txn.paidAt ? formatDateTime(txn.paidAt) : '' })}
        </Alert>
      )}
      {txn.state === 'CAN' && (
        <Alert color="gray" data-testid="txn-cancelled">
          {txn.cancelReason === 'EXPIRED'
            ? t('payments.txn.expired')
            : t('payments.txn.cancelledBy', { by: txn.cancelledBy ?? '' })}
        </Alert>
      )}

      {(txn.actions.includes('verify') || txn.actions.includes('reject')) && (
        <Group gap="sm" data-testid="txn-checker">
          <Button onClick={() => void verify()} loading={busy === 'verify'} color="green" data-testid="txn-verify">
            {t('payments.txn.verify')}
          </Button>
          <Button variant="light" color="red" onClick={() => setRejecting(true)} data-testid="txn-reject">
            {t('payments.txn.reject')}
          </Button>
        </Group>
      )}

      <Card withBorder padding="md">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          <Field label={t('payments.fields.method')} value={t(`payments.methods.${txn.method}`)} />
          <Field label={t('payments.fields.amount')} value={money(txn.amount)} testId="txn-amount" />
          <Field label={t('payments.fields.company')} value={txn.accnName} />
          <Field label={t('payments.fields.createdAt')} value={`${formatDateTime(txn.createdAt)} · ${txn.createdBy}`} />
          {txn.bankRef && <Field label={t('payments.txn.bankRef')} value={txn.bankRef} testId="txn-bank-ref" />}
          {txn.paidOn && <Field label={t('payments.txn.paidOnLabel')} value={formatDate(`${txn.paidOn}T00:00:00+07:00`)} />}
          {txn.verifiedBy && (
            <Field
              label={t('payments.txn.verify')}
              value={`${txn.verifiedAt ? formatDateTime(txn.verifiedAt) : ''} · ${txn.verifiedBy}`}
            />
          )}
          {txn.proofAttId && (
            <Stack gap={0} align="flex-start">
              <Text size="xs" c="dimmed">
                {t('payments.txn.proof')}
              </Text>
              <DownloadButton
                fetchFile={(client) => fetchStoredFile(client, apiPath('documents', txn.proofAttId!))}
                testId="txn-proof"
                variant="subtle"
              >
                {t('payments.txn.download')}
              </DownloadButton>
            </Stack>
          )}
        </SimpleGrid>
      </Card>

      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('payments.txn.documents')}
        </Title>
        {txn.documents.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="txn-documents-none">
            {t(txn.state === 'NEW' || txn.state === 'PAYING' ? 'payments.txn.noDocumentsYet' : 'payments.txn.noDocuments')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={520}>
            <Table striped data-testid="txn-documents">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('payments.fields.docNo')}</Table.Th>
                  <Table.Th>{t('payments.fields.docType')}</Table.Th>
                  <Table.Th>{t('payments.fields.jobId')}</Table.Th>
                  <Table.Th style={{ textAlign: 'right' }}>{t('payments.fields.amount')}</Table.Th>
                  <Table.Th style={{ textAlign: 'right' }}>{t('payments.fields.outstanding')}</Table.Th>
                  <Table.Th>{t('payments.fields.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {txn.documents.map((d) => (
                  <Table.Tr key={d.docId} data-testid={`txn-doc-${d.docNo}`}>
                    <Table.Td>{d.docNo}</Table.Td>
                    <Table.Td>{t(`payments.docTypes.${d.docType}`)}</Table.Td>
                    <Table.Td>{d.jobId}</Table.Td>
                    <Table.Td style={{ textAlign: 'right' }}>{money(d.amount)}</Table.Td>
                    <Table.Td style={{ textAlign: 'right' }}>{money(d.outstanding)}</Table.Td>
                    <Table.Td>
                      <PaymentStateBadge state={d.status} testId={`txn-doc-state-${d.docNo}`} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>

      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('payments.txn.ledger')}
        </Title>
        {txn.ledger.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="txn-ledger-empty">
            {t('payments.txn.noLedger')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table striped data-testid="txn-ledger">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('payments.txn.journal')}</Table.Th>
                  <Table.Th>{t('payments.txn.account')}</Table.Th>
                  <Table.Th>{t('payments.fields.docNo')}</Table.Th>
                  <Table.Th style={{ textAlign: 'right' }}>{t('payments.txn.debit')}</Table.Th>
                  <Table.Th style={{ textAlign: 'right' }}>{t('payments.txn.credit')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {txn.ledger.map((l, i) => (
                  <Table.Tr key={`${l.journalId}-${i}`}>
                    <Table.Td>
                      {l.journalId} · {t(`ledger.causes.${l.causeType}`, { defaultValue: l.causeType })}
                    </Table.Td>
                    <Table.Td>
                      {t(`ledger.accounts.${l.account}`, { defaultValue: l.account })}
                      {l.accnId ? ` · ${l.accnId}` : ''}
                    </Table.Td>
                    <Table.Td>{l.docNo ?? '—'}</Table.Td>
                    <Table.Td style={{ textAlign: 'right' }}>{money(l.debit)}</Table.Td>
                    <Table.Td style={{ textAlign: 'right' }}>{money(l.credit)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>

      {txn.messages.length > 0 && (
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('payments.txn.messages')}
          </Title>
          <Table.ScrollContainer minWidth={560}>
            <Table striped data-testid="txn-messages">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('payments.txn.receivedAt')}</Table.Th>
                  <Table.Th>{t('payments.txn.externalId')}</Table.Th>
                  <Table.Th style={{ textAlign: 'right' }}>{t('payments.fields.amount')}</Table.Th>
                  <Table.Th>{t('payments.txn.verdict')}</Table.Th>
                  <Table.Th>{t('payments.txn.responseCode')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {txn.messages.map((m) => (
                  <Table.Tr key={m.notificationId}>
                    <Table.Td>{formatDateTime(m.receivedAt)}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{m.externalId}</Table.Td>
                    <Table.Td style={{ textAlign: 'right' }}>{money(m.paidAmount)}</Table.Td>
                    <Table.Td>
                      {t(`payments.verdicts.${m.verdict}`, { defaultValue: m.verdict })}
                      {m.reason ? ` · ${t(`payments.holdReasons.${m.reason}`, { defaultValue: m.reason })}` : ''}
                    </Table.Td>
                    <Table.Td ff="monospace">{m.responseCode}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}

      {dialog}
      <ReasonModal
        opened={rejecting}
        title={t('payments.txn.rejectReason')}
        required
        confirmLabel={t('payments.txn.reject')}
        confirmColor="red"
        busy={busy === 'reject'}
        error={rejectError}
        onConfirm={(reason) => void reject(reason)}
        onClose={() => setRejecting(false)}
      />
    </Stack>
  );
}
