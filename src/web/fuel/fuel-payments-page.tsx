import { Alert, Anchor, Button, Group, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { useNavigate } from '../lib/router';
import { formatDate, formatMoneyWithCurrency } from '../../domain/format';
import { isPlatform } from '../../domain/permissions';
import { MonoCell } from '../components/mono-cell';
import { PagedList, type ListColumn } from '../components/server-list';
import { StateBadge } from '../components/state-badge';
import { useApi } from '../lib/api-context';
import { errorMessage } from '../lib/error-message';
import { useSessionUser } from '../lib/session-user';
import { paymentsApi, txnPath } from '../payments';
import type { paymentTxnDetail } from '../../domain/payments/payment-txns';
import type { WireOf } from '../../domain/wire';
import { fuelApi, fuelKeys, PAYMENT_COLORS, type FuelInvoice } from './fuel-api';

const day = (v: string) => formatDate(`${v}T00:00:00+07:00`);

/**
 * /shell/payments: the fuel invoices (an operator's own, the platform's all), server-paged. Pay opens a ClicPay
 * virtual account for the invoice through the payments API (the billing documents' flow) and goes to its payment page.
 */
export function FuelPaymentsPage() {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const platform = isPlatform(useSessionUser());
  const [failure, setFailure] = useState<string | null>(null);
  const pay = useMutation({
    mutationFn: (docId: number) => api.post<WireOf<typeof paymentTxnDetail>>(paymentsApi.clicPay(), { docIds: [docId] }),
    onSuccess: (txn) => void navigate(txnPath(txn.txnId)),
    onError: (e) => setFailure(errorMessage(e, t)),
  });
  const columns: ListColumn<FuelInvoice>[] = [
    {
      key: 'docNo',
      label: t('fuel.fields.docNo'),
      noWrap: true,
      render: (i) => <MonoCell>{i.docNo}</MonoCell>,
      text: (i) => i.docNo,
    },
    { key: 'period', label: t('fuel.fields.period'), noWrap: true, render: (i) => i.period },
    ...(platform ? [{ key: 'accnName', label: t('fuel.fields.operator'), render: (i: FuelInvoice) => i.accnName }] : []),
    {
      key: 'total',
      label: t('fuel.fields.amount'),
      align: 'right',
      noWrap: true,
      render: (i) => formatMoneyWithCurrency(i.total, i.currency),
    },
    {
      key: 'outstanding',
      label: t('fuel.fields.outstanding'),
      align: 'right',
      noWrap: true,
      render: (i) => formatMoneyWithCurrency(i.outstanding, i.currency),
    },
    { key: 'dueDate', label: t('fuel.fields.dueDate'), noWrap: true, render: (i) => day(i.dueDate) },
    {
      key: 'status',
      label: t('fuel.fields.status'),
      render: (i) => (
        <StateBadge
          state={i.status}
          label={t(`fuel.paymentStatus.${i.status}`)}
          color={PAYMENT_COLORS[i.status]}
          testId={`fuel-invoice-status-${i.docNo}`}
        />
      ),
    },
  ];
  return (
    <Stack>
      {failure && <Alert color="red">{failure}</Alert>}
      <PagedList<FuelInvoice>
        testId="fuel-invoices"
        title={t('fuel.title.payments')}
        description={platform ? undefined : t('fuel.page.payHint')}
        path={fuelApi.invoices()}
        queryKey={fuelKeys.invoices}
        columns={columns}
        search
        filters={[
          {
            name: 'status',
            label: t('fuel.fields.status'),
            options: ['NEW', 'PAYING', 'PAID'].map((s) => ({ value: s, label: t(`fuel.paymentStatus.${s}`) })),
          },
        ]}
        defaultSort={{ field: 'issuedAt', order: 'desc' }}
        rowKey={(i) => String(i.docId)}
        rowActions={(i) => (
          <Group gap="xs" wrap="nowrap">
            <Anchor href={fuelApi.pdf(i.docId)} target="_blank" size="sm" data-testid={`fuel-invoice-pdf-${i.docNo}`}>
              {t('fuel.actions.pdf')}
            </Anchor>
            {i.payable && (
              <Button
                size="xs"
                onClick={() => pay.mutate(i.docId)}
                loading={pay.isPending && pay.variables === i.docId}
                data-testid={`fuel-invoice-pay-${i.docNo}`}
              >
                {t('fuel.actions.pay')}
              </Button>
            )}
          </Group>
        )}
      />
    </Stack>
  );
}
