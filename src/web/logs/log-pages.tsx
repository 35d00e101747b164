import { Alert, Code, Loader, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTimeWithSeconds } from '../../domain/format';
import type { auditEntry, exceptionDetail, exceptionRow } from '../../domain/log-responses';
import type { WireOf } from '../../domain/wire';
import { useApi } from '../lib/api-context';
import { DebouncedTextInput } from '../components/debounced-text-input';
import { ServerList, type ListColumn } from '../components/server-list';
import type { ListState } from '../components/list-params';
import { useServerList, type ListPatch } from '../components/use-server-list';
import { errorMessage } from '../lib/error-message';
import { apiPath, jsonText } from '../lib/admin-api';

export type AuditRow = WireOf<typeof auditEntry>;
export type ExceptionRow = WireOf<typeof exceptionRow>;
type ExceptionDetail = WireOf<typeof exceptionDetail>;

/** The audit and exception logs' query keys. */
export const logKeys = {
  auditList: (query: Record<string, string | number>) => ['audit', 'list', query] as const,
  exceptionList: (query: Record<string, string | number>) => ['exceptions', 'list', query] as const,
  exception: (id: number | string | null) => ['exceptions', 'item', id] as const,
};

const AUDIT_SPEC = {
  sortable: ['audtTimestamp', 'audtEvent', 'audtUid'],
  filters: ['from', 'to', 'audtUid', 'audtEvent', 'entity', 'entityId'],
};
const AUDIT_SORT = { field: 'audtTimestamp', order: 'desc' as const };

/** A text filter kept in the URL, sent after a short pause. */
function FilterInput({
  name,
  label,
  state,
  update,
  testId,
  type,
}: {
  name: string;
  label: string;
  state: ListState;
  update: (patch: ListPatch) => void;
  testId: string;
  type?: 'date';
}) {
  return (
    <DebouncedTextInput
      label={label}
      type={type}
      value={name === 'search' ? state.search : (state.filters[name] ?? '')}
      onChange={(value) => update({ [name]: value })}
      testId={testId}
      w={type === 'date' ? 170 : 200}
    />
  );
}

/** /administrations/audit: who changed what; a row opens its before/after values as text. */
export function AuditLogPage() {
  const { t } = useTranslation();
  const list = useServerList<AuditRow>({ queryKey: logKeys.auditList, path: apiPath('audit'), spec: AUDIT_SPEC });
  const [open, setOpen] = useState<AuditRow | null>(null);
  const { state, update } = list;
  const columns: ListColumn<AuditRow>[] = [
    { key: 'audtEvent', label: t('audit.event'), sortable: true, noWrap: true, render: (row) => row.audtEvent },
    {
      key: 'audtTimestamp',
      label: t('audit.timestamp'),
      sortable: true,
      noWrap: true,
      render: (row) => formatDateTimeWithSeconds(row.audtTimestamp),
    },
    {
      key: 'audtRemarks',
      label: t('audit.remarks'),
      render: (row) => row.audtRemarks ?? '',
      text: (row) => row.audtRemarks ?? '',
    },
    { key: 'audtUid', label: t('audit.user'), sortable: true, noWrap: true, render: (row) => row.audtUid ?? '' },
    { key: 'audtUname', label: t('audit.userName'), render: (row) => row.audtUname ?? '', text: (row) => row.audtUname ?? '' },
    {
      key: 'entity',
      label: t('audit.entity'),
      render: (row) => [row.entity, row.entityId].filter(Boolean).join(' / '),
      text: (row) => [row.entity, row.entityId].filter(Boolean).join(' / '),
    },
  ];
  return (
    <Stack gap="md">
      <ServerList<AuditRow>
        testId="audit"
        list={list}
        title={t('audit.title')}
        columns={columns}
        defaultSort={AUDIT_SORT}
        rowKey={(row) => String(row.id)}
        onOpen={setOpen}
        toolbar={
          <>
            <FilterInput
              name="from"
              type="date"
              label={t('audit.from')}
              state={state}
              update={update}
              testId="audit-filter-from"
            />
            <FilterInput name="to" type="date" label={t('audit.to')} state={state} update={update} testId="audit-filter-to" />
            <FilterInput name="audtUid" label={t('audit.user')} state={state} update={update} testId="audit-filter-user" />
            <FilterInput name="audtEvent" label={t('audit.event')} state={state} update={update} testId="audit-filter-event" />
            <FilterInput name="entity" label={t('audit.entity')} state={state} update={update} testId="audit-filter-entity" />
          </>
        }
      />
      <Modal opened={open !== null} onClose={() => setOpen(null)} title={open?.audtEvent} size="xl">
        {open && (
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Stack gap={4}>
              <Text fw={600}>{t('audit.before')}</Text>
              <Code block data-testid="audit-before">
                {jsonText(open.before)}
              </Code>
            </Stack>
            <Stack gap={4}>
              <Text fw={600}>{t('audit.after')}</Text>
              <Code block data-testid="audit-after">
                {jsonText(open.after)}
              </Code>
            </Stack>
          </SimpleGrid>
        )}
      </Modal>
    </Stack>
  );
}

const EXC_SPEC = { filters: ['from', 'to'] };

/** /administrations/exception: server errors; a row opens its request and stack as text. */
export function ExceptionLogPage() {
  const { t } = useTranslation();
  const api = useApi();
  const list = useServerList<ExceptionRow>({ queryKey: logKeys.exceptionList, path: apiPath('exceptions'), spec: EXC_SPEC });
  const [openId, setOpenId] = useState<ExceptionRow['id'] | null>(null);
  const detail = useQuery({
    queryKey: logKeys.exception(openId),
    queryFn: ({ signal }) => api.get<ExceptionDetail>(apiPath('exceptions', openId ?? ''), { signal }),
    enabled: openId !== null,
  });
  const { state, update } = list;
  const d = detail.data;
  const columns: ListColumn<ExceptionRow>[] = [
    {
      key: 'occurredAt',
      label: t('exceptionLog.occurredAt'),
      noWrap: true,
      render: (row) => formatDateTimeWithSeconds(row.occurredAt),
    },
    {
      key: 'request',
      label: t('exceptionLog.request'),
      text: (row) => `${row.method} ${row.url}`,
      render: (row) => (
        <Text ff="monospace" fz="sm" span>
          {row.method} {row.url}
        </Text>
      ),
    },
    { key: 'user', label: t('audit.user'), noWrap: true, render: (row) => [row.usrId, row.accnId].filter(Boolean).join(' / ') },
    { key: 'message', label: t('exceptionLog.message'), render: (row) => row.message, text: (row) => row.message, width: 480 },
  ];
  return (
    <Stack gap="md">
      <ServerList<ExceptionRow>
        testId="exception"
        list={list}
        title={t('exceptionLog.title')}
        columns={columns}
        defaultSort={{ field: 'occurredAt', order: 'desc' }}
        rowKey={(row) => String(row.id)}
        onOpen={(row) => setOpenId(row.id)}
        toolbar={
          <>
            <FilterInput
              name="from"
              type="date"
              label={t('audit.from')}
              state={state}
              update={update}
              testId="exception-filter-from"
            />
            <FilterInput name="to" type="date" label={t('audit.to')} state={state} update={update} testId="exception-filter-to" />
          </>
        }
      />
      <Modal opened={openId !== null} onClose={() => setOpenId(null)} title={t('exceptionLog.detail')} size="xl">
        {detail.isLoading && <Loader size="sm" />}
        {detail.isError && <Alert color="red">{errorMessage(detail.error, t)}</Alert>}
        {d && (
          <Code block data-testid="exception-detail">
            {[
              `${formatDateTimeWithSeconds(d.occurredAt)}  ${d.method} ${d.url}`,
              `requestId: ${d.requestId ?? '—'}`,
              `user: ${d.usrId ?? '—'}  account: ${d.accnId ?? '—'}`,
              '',
              d.message,
              '',
              `${t('exceptionLog.requestBody')}:`,
              jsonText(d.requestBody),
              '',
              `${t('exceptionLog.stack')}:`,
              d.stack ?? '—',
            ].join('\n')}
          </Code>
        )}
      </Modal>
    </Stack>
  );
}
