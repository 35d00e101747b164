import { Badge, Text } from '@mantine/core';
import { useTranslation } from '../lib/use-translation';
import { outboxResource } from '../../domain/resources/admin/outbox';
import { ResourceListPage } from '../resources';
import type { OutboxRow, OutboxStatus } from './outbox-api';
import { OutboxMessageModal } from './outbox-message-modal';

const STATUS_COLOR: Record<OutboxStatus, string> = { PENDING: 'yellow', SENT: 'green', NOT_SENT: 'gray', FAILED: 'red' };

const OutboxDialog = ({ row, onClose }: { row: OutboxRow; onClose: () => void }) => (
  <OutboxMessageModal id={row.id} onClose={onClose} />
);

/** /administrations/outbox: e-mails the system sent or will send (the engine's list of `outboxResource`). */
export function OutboxPage() {
  const { t } = useTranslation();
  return (
    <ResourceListPage<OutboxRow>
      def={outboxResource}
      parts={{
        testIds: { list: 'outbox', table: 'outbox-table', filters: { status: 'outbox-status' } },
        cells: {
          subject: { render: (row) => row.subject, text: (row) => row.subject, width: 360 },
          status: (row) => (
            <Badge variant="light" color={STATUS_COLOR[row.status] ?? 'gray'} title={row.lastError ?? undefined}>
              {t(`outbox.status.${row.status}`, { defaultValue: row.status })}
            </Badge>
          ),
        },
        rowDialog: OutboxDialog,
        above: (
          <Text size="sm" c="dimmed">
            {t('outbox.intro')}
          </Text>
        ),
      }}
    />
  );
}
