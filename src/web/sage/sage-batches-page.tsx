import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from '../lib/use-translation';
import { StateBadge } from '../components/state-badge';
import { previousHalfMonth, SAGE_BATCH_STATES, SAGE_PARTS, sageBatchBody, type SageBatchBody } from '../../domain/finance/sage';
import { formatDate, formatDateTime, formatNumber } from '../../domain/format';
import { useConfirm } from '../components/confirm-dialog';
import { DownloadButton } from '../components/download-button';
import { ConflictAlert } from '../components/form/conflict-alert';
import { DayInput } from '../components/form/date-inputs';
import { useEntityForm } from '../components/form/use-entity-form';
import { PageTitle } from '../components/page-title';
import { RowAction } from '../components/row-action';
import { ServerList, type ListColumn } from '../components/server-list';
import { useServerList } from '../components/use-server-list';
import { useApi } from '../lib/api-context';
import { errorMessage } from '../lib/error-message';
import { notifyError, notifySuccess } from '../lib/notify';
import { sageApi, type SageBatch } from './sage-api';
import { sageKeys } from './sage-keys';
import { FormButtons } from '../components/form/form-buttons';

const STATE_COLORS: Record<string, string> = { GENERATED: 'blue', DOWNLOADED: 'orange', IMPORTED: 'green' };

const jakartaToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );

/** Who did it and when, or a dash. */
function ByAt({ user, at }: { user: string | null; at: string | null }) {
  if (!user || !at) return <>—</>;
  return (
    <Stack gap={0}>
      <Text size="sm">{user}</Text>
      <Text size="xs" c="dimmed">
        {formatDateTime(at)}
      </Text>
    </Stack>
  );
}

/** The columns both screens show: the batch, its half-month, its records and its state. */
function useBatchColumns(): ListColumn<SageBatch>[] {
  const { t, i18n } = useTranslation();
  return [
    { key: 'batchNo', label: t('sage.batches.batch'), noWrap: true, render: (r) => r.batchNo },
    {
      key: 'period',
      label: t('sage.batches.period'),
      noWrap: true,
      render: (r) => `${formatDate(r.periodStart)} – ${formatDate(r.periodEnd)}`,
    },
    {
      key: 'records',
      label: t('sage.batches.records'),
      align: 'right',
      noWrap: true,
      render: (r) => formatNumber(r.records, i18n.language, 0),
    },
    {
      key: 'status',
      label: t('sage.batches.status'),
      noWrap: true,
      render: (r) => (
        <StateBadge
          state={r.status}
          label={t(`sage.batches.states.${r.status}`)}
          color={STATE_COLORS[r.status]}
          testId={`sage-batch-state-${r.id}`}
        />
      ),
    },
  ];
}

function useBatchList() {
  const { t } = useTranslation();
  const list = useServerList<SageBatch>({
    queryKey: sageKeys.batches(),
    path: sageApi.batches(),
    spec: { sortable: [], filters: ['status'] },
  });
  const filters = [
    {
      name: 'status',
      label: t('sage.batches.status'),
      options: SAGE_BATCH_STATES.map((s) => ({ value: s, label: t(`sage.batches.states.${s}`) })),
    },
  ];
  return { list, filters };
}

/** Generates the batch of a half-month (its first day, the 1st or 16th): field errors on the day; a 409 if it has one. */
function GenerateBatch({ onClose, onSaved }: { onClose: () => void; onSaved: (batch: SageBatch) => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const entity = useEntityForm<SageBatchBody, SageBatchBody>({
    defaultValues: { periodStart: previousHalfMonth(jakartaToday()) },
    schema: sageBatchBody,
    guard: false,
    save: (body) => api.post<SageBatch>(sageApi.batches(), body),
    onSaved: (result) => onSaved(result as SageBatch),
  });
  return (
    <Modal opened onClose={onClose} title={t('sage.batches.generate')} centered>
      <form onSubmit={(e) => void entity.submit(e)} noValidate aria-label={t('sage.batches.generate')}>
        <Stack gap="sm">
          {entity.conflict && (
            <ConflictAlert
              message={entity.conflict}
              testId="sage-generate-conflict"
              onReload={() => {
                void queryClient.invalidateQueries({ queryKey: sageKeys.all });
                onClose();
              }}
            />
          )}
          {entity.formError && (
            <Alert color="red" data-testid="sage-generate-error">
              {entity.formError}
            </Alert>
          )}
          <Controller
            control={entity.form.control}
            name="periodStart"
            render={({ field }) => (
              <DayInput
                label={t('sage.batches.periodStart')}
                description={t('sage.batches.periodHint')}
                required
                value={field.value}
                onChange={field.onChange}
                error={entity.errorOf('periodStart')}
                data-testid="sage-generate-period"
              />
            )}
          />
          <FormButtons
            onCancel={onClose}
            saving={entity.saving}
            submitLabel={t('sage.batches.generate')}
            submitTestId="sage-generate-save"
          />
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * /manage/sage/excel (issue 15): the Sage batches, one per half-month (server-paged); generate a past half-month and
 * download its four Sage 300 import workbooks (the first download marks the batch downloaded).
 */
export function SageBatchesPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [generating, setGenerating] = useState(false);
  const { list, filters } = useBatchList();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: sageKeys.all });
  const columns: ListColumn<SageBatch>[] = [
    ...useBatchColumns(),
    {
      key: 'workbooks',
      label: t('sage.batches.workbooks'),
      render: (r) => (
        <Group gap={4} wrap="nowrap">
          {SAGE_PARTS.map((part) => (
            <DownloadButton
              key={part}
              fetchFile={async (client) => {
                const file = await client.download(sageApi.workbook(r.id, part));
                refresh();
                return file;
              }}
              fallbackName={`${r.batchNo}-${part}.xlsx`}
              testId={`sage-batch-${part}-${r.id}`}
              ariaLabel={t('sage.batches.downloadLabel', { part: t(`sage.batches.parts.${part}`), batch: r.batchNo })}
            >
              {t(`sage.batches.parts.${part}`)}
            </DownloadButton>
          ))}
        </Group>
      ),
    },
  ];
  return (
    <Stack gap="md">
      <PageTitle>{t('sage.batches.title')}</PageTitle>
      <Text size="sm" c="dimmed">
        {t('sage.batches.intro')}
      </Text>
      <ServerList<SageBatch>
        testId="sage-batch"
        list={list}
        columns={columns}
        defaultSort={{ field: 'period', order: 'desc' }}
        rowKey={(r) => String(r.id)}
        testIds={{ row: (r) => `sage-batch-row-${r.id}` }}
        filters={filters}
        search={false}
        headerActions={
          <Button onClick={() => setGenerating(true)} data-testid="sage-generate">
            {t('sage.batches.generate')}
          </Button>
        }
      />
      {generating && (
        <GenerateBatch
          onClose={() => setGenerating(false)}
          onSaved={(batch) => {
            setGenerating(false);
            notifySuccess(t('sage.batches.generated', { batch: batch.batchNo, count: batch.records }));
            refresh();
          }}
        />
      )}
    </Stack>
  );
}

/**
 * /opadmin/sageintegrations (issue 15): where each batch stands: generated, downloaded (by whom, when), imported into
 * Sage 300 (marked by the user; the server refuses any state but downloaded with a 409, shown as it says).
 */
export function SageIntegrationsPage() {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const { confirm, dialog } = useConfirm();
  const { list, filters } = useBatchList();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: sageKeys.all });
  const markImported = async (r: SageBatch) => {
    if (!(await confirm(t('sage.batches.markImportedConfirm', { batch: r.batchNo })))) return;
    try {
      await api.post(sageApi.imported(r.id), {});
      notifySuccess(t('sage.batches.marked', { batch: r.batchNo }));
    } catch (error) {
      notifyError(errorMessage(error, t));
    } finally {
      refresh();
    }
  };
  const columns: ListColumn<SageBatch>[] = [
    ...useBatchColumns(),
    {
      key: 'generated',
      label: t('sage.batches.generatedBy'),
      noWrap: true,
      render: (r) => <ByAt user={r.createdBy} at={r.dateCreated} />,
    },
    {
      key: 'downloaded',
      label: t('sage.batches.downloadedBy'),
      noWrap: true,
      render: (r) => <ByAt user={r.downloadedBy} at={r.downloadedAt} />,
    },
    {
      key: 'imported',
      label: t('sage.batches.importedBy'),
      noWrap: true,
      render: (r) => <ByAt user={r.importedBy} at={r.importedAt} />,
    },
  ];
  return (
    <Stack gap="md">
      <PageTitle>{t('sage.batches.integrationsTitle')}</PageTitle>
      <Text size="sm" c="dimmed">
        {t('sage.batches.integrationsIntro')}
      </Text>
      <ServerList<SageBatch>
        testId="sage-int"
        list={list}
        columns={columns}
        defaultSort={{ field: 'period', order: 'desc' }}
        rowKey={(r) => String(r.id)}
        testIds={{ row: (r) => `sage-int-row-${r.id}` }}
        filters={filters}
        search={false}
        rowActions={(r) =>
          r.status !== 'DOWNLOADED' ? null : (
            <RowAction
              label={t('sage.batches.markImported')}
              color="green"
              testId={`sage-int-imported-${r.id}`}
              onClick={() => void markImported(r)}
            />
          )
        }
      />
      {dialog}
    </Stack>
  );
}
