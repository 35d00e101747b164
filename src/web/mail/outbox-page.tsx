import { Badge, NativeSelect, Text } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTimeWithSeconds } from '../../domain/format';
import { API_PATHS } from '../lib/paths';
import { ServerList, type ListColumn } from '../components/server-list';
import { useServerList } from '../components/use-server-list';
import { OUTBOX_STATUSES, isOutboxStatus, outboxKeys, type OutboxRow, type OutboxStatus } from './outbox-api';
import { OutboxMessageModal } from './outbox-message-modal';

const STATUS_COLOR: Record<OutboxStatus, string> = { PENDING: 'yellow', SENT: 'green', NOT_SENT: 'gray', FAILED: 'red' };

/** /administrations/outbox: e-mails the system sent or will send; filters live in the URL. */
export function OutboxPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const statusParam = searchParams.get('status');
  // Only a known status is sent; anything else in the URL shows every status.
  const status = isOutboxStatus(statusParam) ? statusParam : null;
  const list = useServerList<OutboxRow>({
    queryKey: outboxKeys.list,
    path: API_PATHS.outbox,
    spec: {},
    extraQuery: status ? { status } : undefined,
  });
  const [openId, setOpenId] = useState<string | number | null>(null);
  const columns: ListColumn<OutboxRow>[] = [
    { key: 'createdAt', label: t('outbox.created'), noWrap: true, render: (row) => formatDateTimeWithSeconds(row.createdAt) },
    { key: 'toAddress', label: t('outbox.to'), render: (row) => row.toAddress, text: (row) => row.toAddress },
    { key: 'subject', label: t('outbox.subject'), render: (row) => row.subject, text: (row) => row.subject, width: 360 },
    {
      key: 'status',
      label: t('outbox.statusFilter'),
      noWrap: true,
      render: (row) => (
        <Badge variant="light" color={STATUS_COLOR[row.status] ?? 'gray'} title={row.lastError ?? undefined}>
          {t(`outbox.status.${row.status}`, { defaultValue: row.status })}
        </Badge>
      ),
    },
    { key: 'attempts', label: t('outbox.attempts'), align: 'right', noWrap: true, render: (row) => row.attempts },
    {
      key: 'sentAt',
      label: t('outbox.sent'),
      noWrap: true,
      render: (row) => (row.sentAt ? formatDateTimeWithSeconds(row.sentAt) : '—'),
    },
  ];

  return (
    <>
      <ServerList<OutboxRow>
        testId="outbox"
        testIds={{ table: 'outbox-table' }}
        list={list}
        title={t('outbox.title')}
        columns={columns}
        defaultSort={{ field: 'createdAt', order: 'desc' }}
        rowKey={(row) => String(row.id)}
        onOpen={(row) => setOpenId(row.id)}
        search={{ placeholder: t('outbox.searchPlaceholder') }}
        toolbar={
          <NativeSelect
            label={t('outbox.statusFilter')}
            value={status ?? ''}
            data={[
              { value: '', label: t('outbox.allStatuses') },
              ...OUTBOX_STATUSES.map((s) => ({ value: s, label: t(`outbox.status.${s}`) })),
            ]}
            onChange={(e) => list.update({ status: e.currentTarget.value || null })}
            data-testid="outbox-status"
          />
        }
      >
        <Text size="sm" c="dimmed">
          {t('outbox.intro')}
        </Text>
      </ServerList>
      <OutboxMessageModal id={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
