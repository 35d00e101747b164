import { Stack, Table, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { formatDate } from '../../domain/format';
import { TAX_INVOICE_STATES, TAX_RULES } from '../../domain/tax/tax-invoices';
import { PageTitle } from '../components/page-title';
import { RowAction } from '../components/row-action';
import { type ListColumn } from '../components/server-list';
import { useServerList } from '../components/use-server-list';
import { useApi } from '../lib/api-context';
import { errorMessage } from '../lib/error-message';
import { notifyError, notifySuccess } from '../lib/notify';
import { taxApi, type TaxInvoice } from './tax-api';
import { TaxInvoiceDetail, TaxInvoiceStateBadge, taxMoney as money } from './tax-invoice-detail';
import { taxKeys } from './tax-keys';
import { TaxServerList } from './tax-server-list';

/** The tax invoices (server-paged): filters state and service, search on numbers; the rules; assign waiting numbers. */
export function TaxInvoicesList() {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<number | null>(null);
  const list = useServerList<TaxInvoice>({
    queryKey: taxKeys.invoices(),
    path: taxApi.invoices(),
    spec: { sortable: ['invoiceIssueDate', 'invoiceNo', 'taxNo', 'status', 'customer'], filters: ['status', 'service'] },
  });
  const assign = async () => {
    try {
      const { assigned } = await api.post<{ assigned: number }>(taxApi.assignNumbers(), {});
      notifySuccess(t('tax.invoices.assigned', { count: assigned }));
    } catch (error) {
      notifyError(errorMessage(error, t));
    } finally {
      void queryClient.invalidateQueries({ queryKey: taxKeys.all });
    }
  };
  const columns: ListColumn<TaxInvoice>[] = [
    {
      key: 'taxNo',
      label: t('tax.invoices.taxNo'),
      noWrap: true,
      sortable: true,
      render: (r) =>
        r.taxNo ?? (
          <Text span size="sm" c="orange" data-testid={`tax-inv-waiting-${r.id}`}>
            {r.awaitingNumber ? t('tax.invoices.waiting') : r.reference}
          </Text>
        ),
    },
    {
      key: 'status',
      label: t('tax.invoices.status'),
      noWrap: true,
      sortable: true,
      render: (r) => <TaxInvoiceStateBadge r={r} />,
    },
    { key: 'invoiceNo', label: t('tax.invoices.invoiceNo'), noWrap: true, sortable: true, render: (r) => r.invoiceNo },
    {
      key: 'invoiceIssueDate',
      label: t('tax.invoices.date'),
      noWrap: true,
      sortable: true,
      render: (r) => formatDate(r.invoiceIssueDate),
    },
    { key: 'customer', label: t('tax.invoices.customer'), sortable: true, render: (r) => r.customerName },
    { key: 'service', label: t('tax.invoices.service'), noWrap: true, render: (r) => t(`tax.invoices.services.${r.service}`) },
    { key: 'trxCode', label: t('tax.invoices.code'), noWrap: true, render: (r) => r.trxCode },
    {
      key: 'taxBase',
      label: t('tax.invoices.taxBase'),
      noWrap: true,
      align: 'right',
      render: (r) => money(r.taxBase, r.currency),
    },
    { key: 'vat', label: t('tax.invoices.vat'), noWrap: true, align: 'right', render: (r) => money(r.vat, r.currency) },
  ];
  return (
    <>
      <TaxServerList<TaxInvoice>
        testId="tax-inv"
        part="tax.invoices"
        states={TAX_INVOICE_STATES}
        list={list}
        manage={{ label: t('tax.invoices.assign'), onClick: () => void assign(), testId: 'tax-inv-assign', variant: 'light' }}
        columns={columns}
        rowKey={(r) => String(r.id)}
        moreFilters={[
          {
            name: 'service',
            label: t('tax.invoices.service'),
            options: (['PF_CO', 'PF_TO', 'DN_CO'] as const).map((s) => ({ value: s, label: t(`tax.invoices.services.${s}`) })),
          },
        ]}
        rowActions={(r) => (
          <RowAction label={t('tax.invoices.open')} testId={`tax-inv-open-${r.id}`} onClick={() => setOpen(r.id)} />
        )}
      />
      {open !== null && <TaxInvoiceDetail id={open} onClose={() => setOpen(null)} />}
    </>
  );
}

/** The rules table (what is billed -> transaction code), from the same constant `GET /tax/rules` answers. */
export function TaxRulesTable() {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap={4} data-testid="tax-rules">
      <Text fw={600} size="sm">
        {t('tax.invoices.rules')}
      </Text>
      <Table fz="xs" withTableBorder>
        <Table.Tbody>
          {TAX_RULES.map((r) => (
            <Table.Tr key={r.key}>
              <Table.Td w={60}>{r.code ?? '—'}</Table.Td>
              <Table.Td>{i18n.language.startsWith('id') ? r.id : r.en}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/** /administrations/tax-management/list (spec §2.3): the tax invoices and the rules that coded them. */
export function TaxInvoicesPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <PageTitle>{t('tax.invoices.title')}</PageTitle>
      <TaxInvoicesList />
      <TaxRulesTable />
    </Stack>
  );
}
