import { FormButtons } from '../components/form/form-buttons';
import { Button, Modal, Select, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { formatDateTime, formatMoneyWithCurrency } from '../../domain/format';
import { useConfirm } from '../components/confirm-dialog';
import { RowAction } from '../components/row-action';
import { ServerList, type ListColumn } from '../components/server-list';
import { useServerList } from '../components/use-server-list';
import { useApi } from '../lib/api-context';
import { errorMessage } from '../lib/error-message';
import { notifyError, notifySuccess } from '../lib/notify';
import { useCan } from '../lib/use-can';
import { useDeskCompanies } from './desk-companies';
import { paymentsApi, type StaticVa } from './payments-api';
import { paymentsKeys } from './payments-keys';
import { textColumn } from '../components/list-columns';

/**
 * /opadmin/staticva (issue 14): each company's permanent VA at the bank (any amount, any number of times, no expiry;
 * a receipt pays its oldest due documents first, an overpayment is kept for the next one), with the receipts so far.
 * Finance admin opens one per company and currency, or closes it.
 */
export function StaticVaPage() {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const canManage = useCan('payments.record');
  const { confirm, dialog } = useConfirm();
  const [opening, setOpening] = useState(false);
  const [company, setCompany] = useState<string | null>(null);
  const [currency, setCurrency] = useState<string>('IDR');
  const [busy, setBusy] = useState(false);
  const list = useServerList<StaticVa>({
    queryKey: paymentsKeys.staticVas(),
    path: paymentsApi.staticVas(),
    spec: { sortable: [], filters: ['state'] },
  });
  const companies = useDeskCompanies(opening);

  const refresh = () => void queryClient.invalidateQueries({ queryKey: paymentsKeys.all });

  const open = async () => {
    if (!company) return;
    setBusy(true);
    try {
      const res = await api.post<{ vaNo: string }>(paymentsApi.staticVas(), { accnId: company, currency });
      notifySuccess(t('payments.staticVa.opened', { vaNo: res.vaNo }));
      setOpening(false);
      setCompany(null);
    } catch (error) {
      notifyError(errorMessage(error, t));
    } finally {
      setBusy(false);
      refresh();
    }
  };
  const close = async (va: StaticVa) => {
    if (!(await confirm(t('payments.staticVa.closeConfirm', { vaNo: va.vaNo })))) return;
    try {
      await api.post(paymentsApi.closeStaticVa(va.vaId), {});
      notifySuccess(t('payments.staticVa.closed'));
    } catch (error) {
      notifyError(errorMessage(error, t));
    } finally {
      refresh();
    }
  };

  const columns: ListColumn<StaticVa>[] = [
    { key: 'vaNo', label: t('payments.fields.vaNo'), noWrap: true, render: (r) => r.vaNo },
    textColumn('accnName', t('payments.fields.company'), (r) => r.accnName),
    { key: 'currency', label: t('payments.fields.currency'), noWrap: true, render: (r) => r.currency },
    {
      key: 'gateway',
      label: t('payments.staticVa.gateway'),
      noWrap: true,
      render: (r) => t(`payments.gateways.${r.gateway}`, { defaultValue: r.gateway }),
    },
    { key: 'receipts', label: t('payments.staticVa.receipts'), noWrap: true, align: 'right', render: (r) => r.receipts },
    {
      key: 'received',
      label: t('payments.staticVa.received'),
      noWrap: true,
      align: 'right',
      render: (r) => formatMoneyWithCurrency(r.received, r.currency),
    },
    { key: 'createdAt', label: t('payments.fields.createdAt'), noWrap: true, render: (r) => formatDateTime(r.createdAt) },
    {
      key: 'state',
      label: t('payments.staticVa.state'),
      noWrap: true,
      render: (r) => t(`payments.staticVa.states.${r.state}`, { defaultValue: r.state }),
    },
  ];
  return (
    <Stack gap="md">
      <ServerList<StaticVa>
        testId="static-va"
        list={list}
        title={t('payments.staticVa.title')}
        headerActions={
          canManage ? (
            <Button onClick={() => setOpening(true)} data-testid="static-va-new">
              {t('payments.staticVa.open')}
            </Button>
          ) : undefined
        }
        columns={columns}
        defaultSort={{ field: 'accnName', order: 'asc' }}
        rowKey={(r) => String(r.vaId)}
        testIds={{ row: (r) => `static-va-row-${r.vaNo}` }}
        search={{ placeholder: t('payments.staticVa.search') }}
        filters={[
          {
            name: 'state',
            label: t('payments.staticVa.state'),
            options: ['OPEN', 'CLOSED'].map((s) => ({ value: s, label: t(`payments.staticVa.states.${s}`) })),
          },
        ]}
        rowActions={(r) =>
          canManage && r.state === 'OPEN' ? (
            <RowAction
              label={t('payments.staticVa.close')}
              color="red"
              testId={`static-va-close-${r.vaId}`}
              onClick={() => void close(r)}
            />
          ) : null
        }
      />
      <Modal opened={opening} onClose={() => setOpening(false)} title={t('payments.staticVa.open')} centered>
        <Stack gap="sm">
          <Select
            label={t('payments.desk.company')}
            required
            searchable
            data={companies.data ?? []}
            value={company}
            onChange={setCompany}
            data-testid="static-va-company"
          />
          <Select
            label={t('payments.desk.currency')}
            required
            data={['IDR', 'USD']}
            value={currency}
            onChange={(v) => setCurrency(v ?? 'IDR')}
            data-testid="static-va-currency"
          />
          <FormButtons
            onCancel={() => setOpening(false)}
            onSubmit={() => void open()}
            submitDisabled={!company}
            saving={busy}
            submitLabel={t('payments.staticVa.open')}
            submitTestId="static-va-save"
          />
        </Stack>
      </Modal>
      {dialog}
    </Stack>
  );
}
