import { SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { StateBadge } from '../components/state-badge';
import { useNavigate, useSearchParams } from '../lib/router';
import { LOW_TAX_NUMBERS_PCT } from '../../domain/dashboard';
import { formatDateTime, formatNumber } from '../../domain/format';
import { TAX_SEQUENCE_STATES } from '../../domain/tax/tax-sequences';
import { useConfirm } from '../components/confirm-dialog';
import { PageTitle } from '../components/page-title';
import { RowAction } from '../components/row-action';
import { type ListColumn } from '../components/server-list';
import { useServerList } from '../components/use-server-list';
import { useApi } from '../lib/api-context';
import { errorMessage } from '../lib/error-message';
import { notifyError, notifySuccess } from '../lib/notify';
import { useCan } from '../lib/use-can';
import { cardsOfTab, DashboardCard, useDashboard, type StatLink } from '../dashboard';
import { TAX_ROUTES, taxApi, taxCardLink, type TaxSequence } from './tax-api';
import { taxKeys } from './tax-keys';
import { TaxInvoicesList } from './tax-invoices-list';
import { TaxReportsList } from './tax-reports-list';
import { TaxSequenceForm } from './tax-sequence-form';
import { TaxServerList } from './tax-server-list';

const STATE_COLORS: Record<string, string> = { A: 'green', I: 'blue', E: 'gray', D: 'red' };
/** A range under a tenth of its numbers left is flagged (issue 15: the card warns under 10 %). */
const LOW_SHARE = LOW_TAX_NUMBERS_PCT / 100;

const size = (r: TaxSequence) => r.sequenceEnd - r.sequenceStart + 1;
const left = (r: TaxSequence) => size(r) - r.consumedNum;

/** The tax-number ranges (NSFP) GLI registered: the active one, those waiting, used up or deleted. */
function TaxSequencesList() {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const canManage = useCan('tax.manage');
  const { confirm, dialog } = useConfirm();
  const [registering, setRegistering] = useState(false);
  const navigate = useNavigate();
  const list = useServerList<TaxSequence>({
    queryKey: taxKeys.sequences(),
    path: taxApi.sequences(),
    spec: { sortable: [], filters: ['status', 'year'] },
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: taxKeys.all });
  const number = (n: number) => formatNumber(n, i18n.language, 0);

  const remove = async (r: TaxSequence) => {
    if (!(await confirm(t('tax.sequences.deleteConfirm', { range: `${r.firstTaxNo} – ${r.lastTaxNo}` })))) return;
    try {
      await api.post(taxApi.deleteSequence(r.id), {});
      notifySuccess(t('tax.sequences.deleted'));
    } catch (error) {
      notifyError(errorMessage(error, t));
    } finally {
      refresh();
    }
  };

  const columns: ListColumn<TaxSequence>[] = [
    {
      key: 'series',
      label: t('tax.sequences.series'),
      noWrap: true,
      render: (r) => `${r.prefixLeft}.${r.prefixMid}-${r.prefixYear}`,
    },
    { key: 'firstTaxNo', label: t('tax.sequences.first'), noWrap: true, render: (r) => r.firstTaxNo },
    { key: 'lastTaxNo', label: t('tax.sequences.last'), noWrap: true, render: (r) => r.lastTaxNo },
    {
      key: 'consumedNum',
      label: t('tax.sequences.consumed'),
      noWrap: true,
      align: 'right',
      render: (r) => number(r.consumedNum),
    },
    {
      key: 'left',
      label: t('tax.sequences.left'),
      noWrap: true,
      align: 'right',
      render: (r) => {
        const low = (r.status === 'A' || r.status === 'I') && left(r) < size(r) * LOW_SHARE;
        return (
          <Text span size="sm" c={low ? 'red' : undefined} fw={low ? 600 : undefined} data-testid={`tax-seq-left-${r.id}`}>
            {number(left(r))}
          </Text>
        );
      },
    },
    {
      key: 'status',
      label: t('tax.sequences.status'),
      noWrap: true,
      render: (r) => (
        <StateBadge
          state={r.status}
          label={t(`tax.sequences.states.${r.status}`)}
          color={STATE_COLORS[r.status]}
          testId={`tax-seq-state-${r.id}`}
        />
      ),
    },
    { key: 'dateCreated', label: t('tax.sequences.created'), noWrap: true, render: (r) => formatDateTime(r.dateCreated) },
    { key: 'createdBy', label: t('tax.sequences.createdBy'), noWrap: true, render: (r) => r.createdBy ?? '—' },
  ];
  return (
    <>
      <TaxServerList<TaxSequence>
        testId="tax-seq"
        part="tax.sequences"
        states={TAX_SEQUENCE_STATES}
        list={list}
        manage={{ label: t('tax.sequences.register'), onClick: () => setRegistering(true) }}
        columns={columns}
        rowKey={(r) => String(r.id)}
        rowActions={(r) => (
          <>
            <RowAction
              label={t('tax.sequences.numbers')}
              testId={`tax-seq-numbers-${r.id}`}
              onClick={() => navigate(`${TAX_ROUTES.sequenceView}/${r.id}`)}
            />
            {canManage && r.status === 'I' && (
              <RowAction
                label={t('tax.sequences.delete')}
                color="red"
                testId={`tax-seq-delete-${r.id}`}
                onClick={() => void remove(r)}
              />
            )}
          </>
        )}
      />
      {registering && (
        <TaxSequenceForm
          opened
          onClose={() => setRegistering(false)}
          onSaved={(sequence) => {
            setRegistering(false);
            notifySuccess(t('tax.sequences.registered', { range: `${sequence.firstTaxNo} – ${sequence.lastTaxNo}` }));
            refresh();
          }}
        />
      )}
      {dialog}
    </>
  );
}

const TABS = ['taxSequence', 'taxReport', 'taxInvoices'] as const;
/** The tax cards (issue 15: SEQUENCE, REPORTS, INVOICES), as on the workbench. */
const CARD_TABS = ['taxSequence', 'taxReport', 'taxInvoices'] as const;

/** The three tax cards above the tabs; each count opens its tab filtered to the state counted. */
function TaxCards() {
  const { t } = useTranslation();
  const dashboard = useDashboard();
  if (!dashboard.data) return null;
  const statLink = (tab: (typeof CARD_TABS)[number]): StatLink => ({
    to: (code) => taxCardLink(tab, code),
    label: (statistic) => t('dashboard.cards.openList', { statistic }),
  });
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      {CARD_TABS.flatMap((tab) =>
        cardsOfTab(dashboard.data, tab).map((card) => <DashboardCard key={card.id} card={card} statLink={statLink(tab)} />),
      )}
    </SimpleGrid>
  );
}

/**
 * /applications/services/gli/dashboard (issue 15, spec §2.2): GLI's tax back office: the tax-number ranges and the
 * tax reports, each a tab.
 */
export function GliDashboardPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab = (TABS as readonly (string | null)[]).includes(requested) ? requested! : TABS[0];
  return (
    <Stack gap="md">
      <PageTitle>{t('tax.dashboard.title')}</PageTitle>
      <TaxCards />
      <Tabs
        value={tab}
        onChange={(next) => next && setParams(new URLSearchParams({ tab: next }), { replace: true })}
        keepMounted={false}
      >
        <Tabs.List>
          {TABS.map((value) => (
            <Tabs.Tab key={value} value={value} data-testid={`gli-tab-${value}`}>
              {t(`dashboard.tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="taxSequence" pt="md">
          <TaxSequencesList />
        </Tabs.Panel>
        <Tabs.Panel value="taxReport" pt="md">
          <TaxReportsList />
        </Tabs.Panel>
        <Tabs.Panel value="taxInvoices" pt="md">
          <TaxInvoicesList />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
