import { Badge, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromMinor } from '../../domain/billing/money';
import { formatDate, formatMoney } from '../../domain/format';
import { TAX_INVOICE_STATES, TAX_RULES } from '../../domain/tax/tax-invoices';
import { DownloadButton } from '../components/download-button';
import { PageTitle } from '../components/page-title';
import { RowAction } from '../components/row-action';
import { ServerList, type ListColumn } from '../components/server-list';
import { useServerList } from '../components/use-server-list';
import { useApi } from '../lib/api-context';
import { errorMessage } from '../lib/error-message';
import { notifyError, notifySuccess } from '../lib/notify';
import { useCan } from '../lib/use-can';
import { taxApi, type TaxInvoice, type TaxInvoiceFull } from './tax-api';
import { taxKeys } from './tax-keys';

const STATE_COLORS: Record<string, string> = { N: 'blue', E: 'yellow', C: 'green', X: 'red', R: 'gray' };
const money = (minor: number, currency: string) => formatMoney(fromMinor(BigInt(minor), currency), currency);

function StateBadge({ r }: { r: Pick<TaxInvoice, 'id' | 'status'> }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATE_COLORS[r.status]} variant="light" data-testid={`tax-inv-state-${r.id}`} data-state={r.status}>
      {t(`tax.invoices.states.${r.status}`)}
    </Badge>
  );
}

/** One invoice: its numbers, buyer identity, lines and totals, and its PDF. */
function TaxInvoiceDetail({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const q = useQuery({ queryKey: taxKeys.invoice(id), queryFn: () => api.get<TaxInvoiceFull>(taxApi.invoice(id)) });
  const inv = q.data;
  const fact = (label: string, value: string) => (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed" w={160}>
        {label}
      </Text>
      <Text size="sm" fw={600}>
        {value}
      </Text>
    </Group>
  );
  return (
    <Modal opened onClose={onClose} size="xl" title={t('tax.invoices.detail', { no: inv?.taxNo ?? inv?.reference ?? '' })}>
      {inv && (
        <Stack gap="xs" data-testid="tax-inv-detail">
          {fact(t('tax.invoices.taxNo'), inv.taxNo ?? (inv.awaitingNumber ? t('tax.invoices.waiting') : '—'))}
          {fact(t('tax.invoices.reference'), inv.reference)}
          {fact(t('tax.invoices.invoiceNo'), `${inv.invoiceNo} · ${t(`tax.invoices.services.${inv.service}`)}`)}
          {fact(t('tax.invoices.code'), `${inv.trxCode}${inv.facilityRef ? ` (${inv.facilityRef})` : ''}`)}
          {fact(t('tax.invoices.customer'), `${inv.customerName} (${inv.customer})`)}
          {fact(t('tax.invoices.buyerTin'), inv.buyerTin ?? '—')}
          {fact(t('tax.invoices.buyerTku'), inv.buyerTku ?? '—')}
          <Table withTableBorder fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('tax.invoices.item')}</Table.Th>
                <Table.Th ta="right">{t('tax.invoices.qty')}</Table.Th>
                <Table.Th ta="right">{t('tax.invoices.price')}</Table.Th>
                <Table.Th ta="right">{t('tax.invoices.taxBase')}</Table.Th>
                <Table.Th ta="right">{t('tax.invoices.otherTaxBase')}</Table.Th>
                <Table.Th ta="right">{t('tax.invoices.vat')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {inv.lines.map((l) => (
                <Table.Tr key={l.no}>
                  <Table.Td>{l.name}</Table.Td>
                  <Table.Td ta="right">{l.qty}</Table.Td>
                  <Table.Td ta="right">{money(l.price, inv.currency)}</Table.Td>
                  <Table.Td ta="right">{money(l.taxBase, inv.currency)}</Table.Td>
                  <Table.Td ta="right">{money(l.otherTaxBase, inv.currency)}</Table.Td>
                  <Table.Td ta="right">{money(l.vat, inv.currency)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group justify="space-between">
            <StateBadge r={inv} />
            <DownloadButton
              variant="light"
              testId="tax-inv-pdf"
              fallbackName={`faktur-${inv.id}.pdf`}
              fetchFile={(a) => a.download(taxApi.invoicePdf(inv.id))}
            >
              {t('tax.invoices.pdf')}
            </DownloadButton>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** The tax invoices (server-paged): filters state and service, search on numbers; the rules; assign waiting numbers. */
export function TaxInvoicesList() {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const canManage = useCan('tax.manage');
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
    { key: 'status', label: t('tax.invoices.status'), noWrap: true, sortable: true, render: (r) => <StateBadge r={r} /> },
  ];
  return (
    <>
      <ServerList<TaxInvoice>
        testId="tax-inv"
        list={list}
        headerActions={
          canManage ? (
            <Button variant="light" onClick={() => void assign()} data-testid="tax-inv-assign">
              {t('tax.invoices.assign')}
            </Button>
          ) : undefined
        }
        columns={columns}
        defaultSort={{ field: 'dateCreated', order: 'desc' }}
        rowKey={(r) => String(r.id)}
        testIds={{ row: (r) => `tax-inv-row-${r.id}` }}
        search={{ placeholder: t('tax.invoices.search') }}
        filters={[
          {
            name: 'status',
            label: t('tax.invoices.status'),
            options: TAX_INVOICE_STATES.map((s) => ({ value: s, label: t(`tax.invoices.states.${s}`) })),
          },
          {
            name: 'service',
            label: t('tax.invoices.service'),
            options: (['PF_CO', 'PF_TO', 'DN_CO'] as const).map((s) => ({ value: s, label: t(`tax.invoices.services.${s}`) })),
          },
        ]}
        rowActions={(r) => (
          <RowAction
            label={t('tax.invoices.detail', { no: r.taxNo ?? r.reference })}
            testId={`tax-inv-open-${r.id}`}
            onClick={() => setOpen(r.id)}
          />
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
