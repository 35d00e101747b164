import { Alert, Badge, Card, Group, Loader, SimpleGrid, Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { StateBadge } from '../components/state-badge';
import { useParams } from '../lib/router';
import { formatDateTime, formatNumber } from '../../domain/format';
import { TAX_NUMBER_STATES, type TaxSequenceGaps } from '../../domain/tax/tax-sequences';
import { ReadOnlyValue } from '../components/form/read-only-value';
import { PageTitle } from '../components/page-title';
import { ReasonModal } from '../components/reason-modal';
import { RowAction } from '../components/row-action';
import { ServerList, type ListColumn } from '../components/server-list';
import { useServerList } from '../components/use-server-list';
import { useApi } from '../lib/api-context';
import { errorMessage } from '../lib/error-message';
import { notifySuccess } from '../lib/notify';
import { useCan } from '../lib/use-can';
import { taxApi, type TaxNumber, type TaxSequence } from './tax-api';
import { taxKeys } from './tax-keys';

const NUMBER_COLORS: Record<string, string> = { ISSUED: 'green', VOIDED: 'gray' };

/** The gap report: every number taken from the range is issued or voided, or the serials that are neither. */
function GapReport({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const gaps = useQuery({
    queryKey: taxKeys.gaps(id),
    queryFn: ({ signal }) => api.get<TaxSequenceGaps>(taxApi.gaps(id), { signal }),
  });
  if (gaps.isPending) return <Loader size="sm" aria-label={t('common.loading')} />;
  if (gaps.isError) return <Alert color="red">{errorMessage(gaps.error, t)}</Alert>;
  const g = gaps.data;
  const count = (n: number) => formatNumber(n, i18n.language, 0);
  return g.gaps.length === 0 ? (
    <Alert color="green" data-testid="tax-gaps-none">
      {t('tax.numbers.noGaps', { count: g.consumedNum, taken: count(g.consumedNum) })}
    </Alert>
  ) : (
    <Alert color="red" data-testid="tax-gaps">
      {t('tax.numbers.gaps', { count: g.gaps.length, serials: g.gaps.map(count).join(', ') })}
    </Alert>
  );
}

/**
 * /applications/services/gli/dashboard/sequences/{id} (tax.read): one range of tax numbers, the gap report and every
 * number taken from it, issued (to its document) or voided (with the reason, who and when). GLI's finance voids an
 * issued number with a reason; it is never issued again.
 */
export function TaxSequencePage() {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const canManage = useCan('tax.manage');
  const { id: idParam = '' } = useParams();
  const id = Number(idParam);
  const [voiding, setVoiding] = useState<TaxNumber | null>(null);
  const [voidError, setVoidError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const range = useQuery({
    queryKey: taxKeys.sequence(id),
    queryFn: ({ signal }) => api.get<TaxSequence>(taxApi.sequence(id), { signal }),
  });
  const list = useServerList<TaxNumber>({
    queryKey: taxKeys.numbers(id),
    path: taxApi.numbers(id),
    spec: { sortable: [], filters: ['state'] },
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: taxKeys.all });

  const voidNumber = async (reason: string) => {
    if (!voiding) return;
    setBusy(true);
    try {
      await api.post(taxApi.voidNumber(voiding.taxNo), { reason });
      notifySuccess(t('tax.numbers.voided', { taxNo: voiding.taxNo }));
      setVoiding(null);
    } catch (error) {
      setVoidError(errorMessage(error, t));
    } finally {
      setBusy(false);
      refresh();
    }
  };

  if (range.isPending) return <Loader aria-label={t('common.loading')} />;
  if (range.isError || !range.data) return <Alert color="red">{errorMessage(range.error, t)}</Alert>;
  const r = range.data;
  const count = (n: number) => formatNumber(n, i18n.language, 0);
  const columns: ListColumn<TaxNumber>[] = [
    { key: 'taxNo', label: t('tax.numbers.taxNo'), noWrap: true, render: (n) => n.taxNo },
    {
      key: 'state',
      label: t('tax.numbers.state'),
      noWrap: true,
      render: (n) => (
        <StateBadge
          state={n.state}
          label={t(`tax.numbers.states.${n.state}`)}
          color={NUMBER_COLORS[n.state]}
          testId={`tax-number-state-${n.serial}`}
        />
      ),
    },
    { key: 'ref', label: t('tax.numbers.ref'), noWrap: true, render: (n) => n.ref ?? '—' },
    {
      key: 'issuedAt',
      label: t('tax.numbers.issued'),
      noWrap: true,
      render: (n) => `${formatDateTime(n.issuedAt)} · ${n.issuedBy}`,
    },
    {
      key: 'voidReason',
      label: t('tax.numbers.voidReason'),
      render: (n) => (n.voidReason ? `${n.voidReason} (${n.voidedBy} · ${formatDateTime(n.voidedAt)})` : '—'),
    },
  ];
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <PageTitle>{t('tax.numbers.title', { range: `${r.firstTaxNo} – ${r.lastTaxNo}` })}</PageTitle>
        <Badge variant="light" data-testid="tax-seq-detail-state" data-state={r.status}>
          {t(`tax.sequences.states.${r.status}`)}
        </Badge>
      </Group>
      <Card withBorder>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <ReadOnlyValue label={t('tax.sequences.series')} value={`${r.prefixLeft}.${r.prefixMid}-${r.prefixYear}`} />
          <ReadOnlyValue label={t('tax.sequences.consumed')} value={count(r.consumedNum)} testId="tax-seq-detail-consumed" />
          <ReadOnlyValue label={t('tax.sequences.left')} value={count(r.sequenceEnd - r.sequenceStart + 1 - r.consumedNum)} />
          <ReadOnlyValue label={t('tax.sequences.created')} value={`${formatDateTime(r.dateCreated)} · ${r.createdBy ?? '—'}`} />
        </SimpleGrid>
      </Card>
      <GapReport id={id} />
      <ServerList<TaxNumber>
        testId="tax-number"
        list={list}
        columns={columns}
        defaultSort={{ field: 'serial', order: 'asc' }}
        rowKey={(n) => n.taxNo}
        testIds={{ row: (n) => `tax-number-row-${n.serial}` }}
        search={{ placeholder: t('tax.numbers.search') }}
        filters={[
          {
            name: 'state',
            label: t('tax.numbers.state'),
            options: TAX_NUMBER_STATES.map((s) => ({ value: s, label: t(`tax.numbers.states.${s}`) })),
          },
        ]}
        rowActions={(n) =>
          canManage && n.state === 'ISSUED' ? (
            <RowAction
              label={t('tax.numbers.void')}
              color="red"
              testId={`tax-number-void-${n.serial}`}
              onClick={() => {
                setVoidError(null);
                setVoiding(n);
              }}
            />
          ) : null
        }
      />
      <ReasonModal
        opened={voiding !== null}
        title={t('tax.numbers.voidTitle', { taxNo: voiding?.taxNo ?? '' })}
        message={t('tax.numbers.voidMessage')}
        required
        confirmLabel={t('tax.numbers.void')}
        confirmColor="red"
        busy={busy}
        error={voidError}
        maxLength={500}
        onConfirm={(reason) => void voidNumber(reason)}
        onClose={() => setVoiding(null)}
      />
    </Stack>
  );
}
