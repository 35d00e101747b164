import { Badge, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { formatDateTime } from '../../domain/format';
import { trackAlertResource } from '../../domain/resources/fleet/track-alert';
import type { alertRow } from '../../domain/tracking/tracking-responses';
import type { WireOf } from '../../domain/wire';
import { ReasonModal } from '../components/reason-modal';
import { RowAction } from '../components/row-action';
import { useApi } from '../lib/api-context';
import { isSessionHandledError } from '../lib/api-errors';
import { errorMessage } from '../lib/error-message';
import { notifySuccess } from '../lib/notify';
import { API_PATHS } from '../lib/paths';
import { useCan } from '../lib/use-can';
import { ResourceListPage, resourceKeys } from '../resources';

/** The rules' list (the engine's `trackAlertRule` screen; its definition stays out of this chunk). */
const RULES_PATH = '/administrations/alert/rules';

/** A row of `GET …/tracking/alerts`. */
export type AlertRow = WireOf<typeof alertRow>;

/**
 * /administrations/alert: the raised alerts of the operator's trucks (decision 0021), paged on the server; an open
 * one is acknowledged with a remark (someone else's acknowledgement first: the server's 409 is shown). The
 * company's administrator reaches the rules from here.
 */
export function AlertsPage() {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const canRules = useCan('alerts.manage');
  const [acking, setAcking] = useState<AlertRow | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const indonesian = i18n.language.startsWith('id');

  async function acknowledge(remark: string) {
    if (!acking) return;
    setBusy(true);
    setError(null);
    try {
      await api.post(API_PATHS.resource(`tracking/alerts/${acking.id}/ack`), {
        ...(remark ? { remark } : {}),
        version: acking.version,
      });
      notifySuccess(t('tracking.alerts.acked'));
      setAcking(null);
    } catch (e) {
      if (!isSessionHandledError(e)) setError(errorMessage(e, t));
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: resourceKeys.own(trackAlertResource.ownApi!.queryKey) });
    }
  }

  return (
    <>
      <ResourceListPage<AlertRow>
        def={trackAlertResource}
        parts={{
          testIds: {
            list: 'alerts',
            table: 'alerts-table',
            row: 'alerts-row',
            filters: {
              from: 'alert-filter-from',
              to: 'alert-filter-to',
              truckId: 'alert-filter-truck',
              kind: 'alert-filter-kind',
              ack: 'alert-filter-ack',
            },
          },
          cells: {
            detail: {
              render: (row) => (indonesian ? row.detailId : row.detail),
              text: (row) => (indonesian ? row.detailId : row.detail),
            },
            endedAt: (row) =>
              row.endedAt ? (
                formatDateTime(row.endedAt)
              ) : (
                <Badge color="orange" variant="light">
                  {t('tracking.alerts.ongoing')}
                </Badge>
              ),
            ack: (row) => (
              <Badge color={row.ack === 'ACKED' ? 'green' : 'red'} variant="light" data-testid="alert-ack-state">
                {t(`tracking.ack.${row.ack}`)}
              </Badge>
            ),
            remark: { render: (row) => <Text size="sm">{row.remark}</Text>, text: (row) => row.remark ?? '' },
          },
          rowActions: (row) =>
            row.ack === 'OPEN' && (
              <RowAction
                onClick={() => {
                  setError(null);
                  setAcking(row);
                }}
                testId="alert-ack"
                label={t('tracking.alerts.ack')}
              />
            ),
          create: canRules ? { path: RULES_PATH, label: t('tracking.alerts.rules'), testId: 'alert-rules' } : undefined,
        }}
      />
      <ReasonModal
        opened={acking !== null}
        title={acking ? t('tracking.alerts.ackTitle', { id: acking.id }) : ''}
        message={acking ? `${acking.vhPlateNo ?? acking.truckId} — ${indonesian ? acking.detailId : acking.detail}` : undefined}
        required={false}
        label={t('tracking.alerts.remark')}
        maxLength={500}
        confirmLabel={t('tracking.alerts.ack')}
        busy={busy}
        error={error}
        onConfirm={(remark) => void acknowledge(remark)}
        onClose={() => setAcking(null)}
      />
    </>
  );
}
