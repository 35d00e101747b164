import { NoDataRow } from '../components/list-rows';
import { Alert, Badge, Group, Loader, NativeSelect, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTimeWithSeconds } from '../../domain/format';
import { errorMessage } from '../lib/error-message';
import { DebouncedTextInput } from '../components/debounced-text-input';
import { ListPaging } from '../components/list-paging';
import { useListUrlState } from '../components/use-list-url-state';
import { OUTBOX_STATUSES, isOutboxStatus, useOutboxList, type OutboxStatus } from './outbox-api';
import { OutboxMessageModal } from './outbox-message-modal';
import { PageTitle } from '../components/page-title';

const STATUS_COLOR: Record<OutboxStatus, string> = { PENDING: 'yellow', SENT: 'green', NOT_SENT: 'gray', FAILED: 'red' };

/** /administrations/outbox: e-mails the system sent or will send; filters live in the URL. */
export function OutboxPage() {
  const { t } = useTranslation();
  const { state: params, params: searchParams, update } = useListUrlState({});
  const statusParam = searchParams.get('status');
  const status = isOutboxStatus(statusParam) ? statusParam : null;
  const list = useOutboxList({ ...params, status });
  const [openId, setOpenId] = useState<string | number | null>(null);

  const rows = list.data?.aaData ?? [];
  const total = list.data?.iTotalDisplayRecords ?? 0;

  return (
    <Stack gap="md">
      <PageTitle>{t('outbox.title')}</PageTitle>
      <Text size="sm" c="dimmed">
        {t('outbox.intro')}
      </Text>
      <Group gap="sm" align="flex-end">
        <DebouncedTextInput
          label={t('common.search')}
          placeholder={t('outbox.searchPlaceholder')}
          value={params.search}
          onChange={(search) => update({ search })}
          testId="outbox-search"
          w={280}
        />
        <NativeSelect
          label={t('outbox.statusFilter')}
          value={status ?? ''}
          data={[
            { value: '', label: t('outbox.allStatuses') },
            ...OUTBOX_STATUSES.map((s) => ({ value: s, label: t(`outbox.status.${s}`) })),
          ]}
          onChange={(e) => update({ status: e.currentTarget.value || null })}
          data-testid="outbox-status"
        />
        {list.isFetching && <Loader size="xs" aria-label={t('common.loading')} />}
      </Group>
      {list.isError && <Alert color="red">{errorMessage(list.error, t)}</Alert>}
      <ScrollArea>
        <Table striped highlightOnHover data-testid="outbox-table" miw={760}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('outbox.created')}</Table.Th>
              <Table.Th>{t('outbox.to')}</Table.Th>
              <Table.Th>{t('outbox.subject')}</Table.Th>
              <Table.Th>{t('outbox.statusFilter')}</Table.Th>
              <Table.Th ta="right">{t('outbox.attempts')}</Table.Th>
              <Table.Th>{t('outbox.sent')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr
                key={row.id}
                data-testid="outbox-row"
                tabIndex={0}
                style={{ cursor: 'pointer' }}
                onClick={() => setOpenId(row.id)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' || e.key === ' ') {
                    e.preventDefault();
                    setOpenId(row.id);
                  }
                }}
              >
                <Table.Td>{formatDateTimeWithSeconds(row.createdAt)}</Table.Td>
                <Table.Td>{row.toAddress}</Table.Td>
                <Table.Td>{row.subject}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={STATUS_COLOR[row.status] ?? 'gray'} title={row.lastError ?? undefined}>
                    {t(`outbox.status.${row.status}`, { defaultValue: row.status })}
                  </Badge>
                </Table.Td>
                <Table.Td ta="right">{row.attempts}</Table.Td>
                <Table.Td>{row.sentAt ? formatDateTimeWithSeconds(row.sentAt) : '—'}</Table.Td>
              </Table.Tr>
            ))}
            {list.data && rows.length === 0 && <NoDataRow colSpan={6} />}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <ListPaging
        testId="outbox"
        page={params.page}
        size={params.size}
        total={total}
        onPage={(page) => update({ page })}
        onSize={(size) => update({ size: size === 10 ? null : size })}
      />
      <OutboxMessageModal id={openId} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
