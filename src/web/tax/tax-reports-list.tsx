import { Group } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { StateBadge } from '../components/state-badge';
import { formatDate, formatDateTime, formatNumber } from '../../domain/format';
import { TAX_REPORT_STATES } from '../../domain/tax/tax-reports';
import { DownloadButton } from '../components/download-button';
import { ReasonModal } from '../components/reason-modal';
import { RowAction } from '../components/row-action';
import { type ListColumn } from '../components/server-list';
import { useServerList } from '../components/use-server-list';
import { useApi } from '../lib/api-context';
import { errorMessage } from '../lib/error-message';
import { notifySuccess } from '../lib/notify';
import { taxReportApi, type TaxReport } from './tax-api';
import { taxKeys } from './tax-keys';
import { TaxReportForm } from './tax-report-form';
import { TaxServerList } from './tax-server-list';

const STATE_COLORS: Record<string, string> = { A: 'blue', D: 'green', C: 'gray' };

/**
 * The tax reports (issue 15): each holds the new tax invoices of a period and its two files for the tax office, the
 * e-Faktur CSV and the Coretax XML. GLI's finance makes one now (the daily schedule makes the others), downloads the
 * files (its first download marks the report downloaded) and cancels one (its invoices go back to new). The buttons
 * come from the row's `actions`.
 */
export function TaxReportsList() {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const [running, setRunning] = useState(false);
  const [cancelling, setCancelling] = useState<TaxReport | null>(null);
  const [cancelError, setCancelError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const list = useServerList<TaxReport>({
    queryKey: taxKeys.reports(),
    path: taxReportApi.reports(),
    spec: { sortable: [], filters: ['status'] },
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: taxKeys.all });
  const period = (r: TaxReport) =>
    r.periodFrom || r.periodTo
      ? `${r.periodFrom ? formatDate(r.periodFrom) : '…'} – ${r.periodTo ? formatDate(r.periodTo) : '…'}`
      : t('tax.reports.allPending');

  const cancel = async (reason: string) => {
    if (!cancelling) return;
    setBusy(true);
    try {
      await api.post(taxReportApi.cancel(cancelling.reportId), { reason });
      notifySuccess(t('tax.reports.cancelled', { name: cancelling.reportName }));
      setCancelling(null);
    } catch (error) {
      setCancelError(errorMessage(error, t));
    } finally {
      setBusy(false);
      refresh();
    }
  };

  const columns: ListColumn<TaxReport>[] = [
    { key: 'reportName', label: t('tax.reports.name'), noWrap: true, render: (r) => r.reportName },
    { key: 'period', label: t('tax.reports.period'), noWrap: true, render: period },
    {
      key: 'noRecords',
      label: t('tax.reports.records'),
      noWrap: true,
      align: 'right',
      render: (r) => formatNumber(r.noRecords, i18n.language, 0),
    },
    { key: 'origin', label: t('tax.reports.origin'), noWrap: true, render: (r) => t(`tax.reports.origins.${r.origin}`) },
    {
      key: 'status',
      label: t('tax.reports.status'),
      noWrap: true,
      render: (r) => (
        <StateBadge
          state={r.status}
          label={t(`tax.reports.states.${r.status}`)}
          color={STATE_COLORS[r.status]}
          testId={`tax-report-state-${r.reportId}`}
        />
      ),
    },
    { key: 'dateCreated', label: t('tax.reports.created'), noWrap: true, render: (r) => formatDateTime(r.dateCreated) },
    {
      key: 'files',
      label: t('tax.reports.files'),
      noWrap: true,
      render: (r) =>
        r.actions.includes('download') ? (
          <Group gap={4} wrap="nowrap">
            {r.hasCsv && (
              <DownloadButton
                fetchFile={(client) => client.download(taxReportApi.file(r.reportId, 'csv'))}
                fallbackName={`${r.reportName}-efaktur.csv`}
                testId={`tax-report-csv-${r.reportId}`}
                ariaLabel={t('tax.reports.downloadCsv', { name: r.reportName })}
              >
                CSV
              </DownloadButton>
            )}
            <DownloadButton
              fetchFile={async (client) => {
                const file = await client.download(taxReportApi.file(r.reportId, 'xml'));
                refresh();
                return file;
              }}
              fallbackName={`${r.reportName}-coretax.xml`}
              testId={`tax-report-xml-${r.reportId}`}
              ariaLabel={t('tax.reports.downloadXml', { name: r.reportName })}
            >
              XML
            </DownloadButton>
          </Group>
        ) : (
          '—'
        ),
    },
  ];
  return (
    <>
      <TaxServerList<TaxReport>
        testId="tax-report"
        part="tax.reports"
        states={TAX_REPORT_STATES}
        list={list}
        manage={{ label: t('tax.reports.run'), onClick: () => setRunning(true) }}
        columns={columns}
        rowKey={(r) => String(r.reportId)}
        rowActions={(r) =>
          r.actions.includes('cancel') ? (
            <RowAction
              label={t('tax.reports.cancel')}
              color="red"
              testId={`tax-report-cancel-${r.reportId}`}
              onClick={() => {
                setCancelError(null);
                setCancelling(r);
              }}
            />
          ) : null
        }
      />
      {running && (
        <TaxReportForm
          onClose={() => setRunning(false)}
          onSaved={(report) => {
            setRunning(false);
            notifySuccess(t('tax.reports.made', { name: report.reportName, count: report.noRecords }));
            refresh();
          }}
        />
      )}
      <ReasonModal
        opened={cancelling !== null}
        title={t('tax.reports.cancelTitle', { name: cancelling?.reportName ?? '' })}
        message={t('tax.reports.cancelMessage')}
        required
        confirmLabel={t('tax.reports.cancel')}
        confirmColor="red"
        busy={busy}
        error={cancelError}
        maxLength={500}
        onConfirm={(reason) => void cancel(reason)}
        onClose={() => setCancelling(null)}
      />
    </>
  );
}
