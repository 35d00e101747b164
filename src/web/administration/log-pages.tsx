import { NoDataRow } from '../components/list-rows';
import { Alert, Code, Group, Loader, Modal, ScrollArea, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { formatDateTimeWithSeconds } from '../../domain/format';
import { useApi } from '../app/api-context';
import { PATHS } from '../app/paths';
import { DebouncedTextInput } from '../components/debounced-text-input';
import { ListPaging } from '../components/list-paging';
import type { ListState } from '../components/list-params';
import { useListUrlState, type ListPatch } from '../components/use-list-url-state';
import { errorMessage } from '../lib/error-message';
import { apiPath, jsonText, useDatatable } from './admin-api';
import { SortableTh } from './sortable-th';
import { useCan } from './use-can';
import { PageTitle } from '../components/page-title';

export interface AuditRow {
  id: number | string;
  audtEvent: string;
  entity: string | null;
  entityId: string | null;
  audtUid: string | null;
  audtUname: string | null;
  accnId: string | null;
  audtTimestamp: string;
  audtRemarks: string | null;
  before: unknown;
  after: unknown;
}

export interface ExceptionRow {
  id: number | string;
  occurredAt: string;
  method: string;
  url: string;
  usrId: string | null;
  accnId: string | null;
  message: string;
}

interface ExceptionDetail extends ExceptionRow {
  requestId?: string | null;
  requestBody?: unknown;
  stack?: string | null;
}

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
  const allowed = useCan('logs.read');
  const { state, update } = useListUrlState(AUDIT_SPEC);
  const list = useDatatable<AuditRow>('audit', apiPath('audit'), state);
  const [open, setOpen] = useState<AuditRow | null>(null);
  if (!allowed) return <Navigate to={PATHS.noPermission} replace />;
  const rows = list.data?.aaData ?? [];
  return (
    <Stack gap="md">
      <PageTitle>{t('audit.title')}</PageTitle>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <FilterInput name="search" label={t('common.search')} state={state} update={update} testId="audit-search" />
        <FilterInput name="from" type="date" label={t('audit.from')} state={state} update={update} testId="audit-filter-from" />
        <FilterInput name="to" type="date" label={t('audit.to')} state={state} update={update} testId="audit-filter-to" />
        <FilterInput name="audtUid" label={t('audit.user')} state={state} update={update} testId="audit-filter-user" />
        <FilterInput name="audtEvent" label={t('audit.event')} state={state} update={update} testId="audit-filter-event" />
        <FilterInput name="entity" label={t('audit.entity')} state={state} update={update} testId="audit-filter-entity" />
        {list.isFetching && <Loader size="xs" aria-label={t('common.loading')} />}
      </Group>
      {list.isError && <Alert color="red">{errorMessage(list.error, t)}</Alert>}
      <ScrollArea>
        <Table striped highlightOnHover data-testid="audit-list" miw={900}>
          <Table.Thead>
            <Table.Tr>
              <SortableTh column="audtEvent" state={state} defaultSort={AUDIT_SORT} update={update}>
                {t('audit.event')}
              </SortableTh>
              <SortableTh column="audtTimestamp" state={state} defaultSort={AUDIT_SORT} update={update}>
                {t('audit.timestamp')}
              </SortableTh>
              <Table.Th>{t('audit.remarks')}</Table.Th>
              <SortableTh column="audtUid" state={state} defaultSort={AUDIT_SORT} update={update}>
                {t('audit.user')}
              </SortableTh>
              <Table.Th>{t('audit.userName')}</Table.Th>
              <Table.Th>{t('audit.entity')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr
                key={row.id}
                data-testid="audit-row"
                tabIndex={0}
                style={{ cursor: 'pointer' }}
                onClick={() => setOpen(row)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') setOpen(row);
                }}
              >
                <Table.Td>{row.audtEvent}</Table.Td>
                <Table.Td>{formatDateTimeWithSeconds(row.audtTimestamp)}</Table.Td>
                <Table.Td>{row.audtRemarks ?? ''}</Table.Td>
                <Table.Td>{row.audtUid ?? ''}</Table.Td>
                <Table.Td>{row.audtUname ?? ''}</Table.Td>
                <Table.Td>{[row.entity, row.entityId].filter(Boolean).join(' / ')}</Table.Td>
              </Table.Tr>
            ))}
            {list.data && rows.length === 0 && <NoDataRow colSpan={6} />}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <ListPaging
        testId="audit"
        page={state.page}
        size={state.size}
        total={list.data?.iTotalDisplayRecords ?? 0}
        onPage={(page) => update({ page })}
        onSize={(size) => update({ size })}
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
  const allowed = useCan('logs.read');
  const { state, update } = useListUrlState(EXC_SPEC);
  const list = useDatatable<ExceptionRow>('exceptions', apiPath('exceptions'), state);
  const [openId, setOpenId] = useState<ExceptionRow['id'] | null>(null);
  const detail = useQuery({
    queryKey: ['exceptions', 'item', openId],
    queryFn: ({ signal }) => api.get<ExceptionDetail>(apiPath('exceptions', openId ?? ''), { signal }),
    enabled: openId !== null,
  });
  if (!allowed) return <Navigate to={PATHS.noPermission} replace />;
  const rows = list.data?.aaData ?? [];
  const d = detail.data;
  return (
    <Stack gap="md">
      <PageTitle>{t('exceptionLog.title')}</PageTitle>
      <Group gap="sm" align="flex-end">
        <FilterInput name="search" label={t('common.search')} state={state} update={update} testId="exception-search" />
        <FilterInput
          name="from"
          type="date"
          label={t('audit.from')}
          state={state}
          update={update}
          testId="exception-filter-from"
        />
        <FilterInput name="to" type="date" label={t('audit.to')} state={state} update={update} testId="exception-filter-to" />
        {list.isFetching && <Loader size="xs" aria-label={t('common.loading')} />}
      </Group>
      {list.isError && <Alert color="red">{errorMessage(list.error, t)}</Alert>}
      <ScrollArea>
        <Table striped highlightOnHover data-testid="exception-list" miw={900}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('exceptionLog.occurredAt')}</Table.Th>
              <Table.Th>{t('exceptionLog.request')}</Table.Th>
              <Table.Th>{t('audit.user')}</Table.Th>
              <Table.Th>{t('exceptionLog.message')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr
                key={row.id}
                data-testid="exception-row"
                tabIndex={0}
                style={{ cursor: 'pointer' }}
                onClick={() => setOpenId(row.id)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') setOpenId(row.id);
                }}
              >
                <Table.Td>{formatDateTimeWithSeconds(row.occurredAt)}</Table.Td>
                <Table.Td ff="monospace">
                  {row.method} {row.url}
                </Table.Td>
                <Table.Td>{[row.usrId, row.accnId].filter(Boolean).join(' / ')}</Table.Td>
                <Table.Td>{row.message}</Table.Td>
              </Table.Tr>
            ))}
            {list.data && rows.length === 0 && <NoDataRow colSpan={4} />}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <ListPaging
        testId="exception"
        page={state.page}
        size={state.size}
        total={list.data?.iTotalDisplayRecords ?? 0}
        onPage={(page) => update({ page })}
        onSize={(size) => update({ size })}
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
