import { Alert, Code, Loader, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../lib/use-translation';
import { formatDateTimeWithSeconds } from '../../domain/format';
import type { auditEntry, exceptionDetail, exceptionRow } from '../../domain/log-responses';
import type { WireOf } from '../../domain/wire';
import { useApi } from '../lib/api-context';
import { auditResource, exceptionResource } from '../../domain/resources/admin/logs';
import { MonoCell } from '../components/mono-cell';
import { ResourceListPage } from '../resources';
import { errorMessage } from '../lib/error-message';
import { apiPath, jsonText } from '../lib/admin-api';

export type AuditRow = WireOf<typeof auditEntry>;
export type ExceptionRow = WireOf<typeof exceptionRow>;
type ExceptionDetail = WireOf<typeof exceptionDetail>;

/** The exception log's record key (the lists' are the engine's: `[ownApi.queryKey, 'list', query]`). */
export const logKeys = {
  exception: (id: number | string | null) => ['exceptions', 'item', id] as const,
};

/** /administrations/audit: who changed what; a row opens its before/after values as text. */
export function AuditLogPage() {
  const entity = (row: AuditRow) => [row.entity, row.entityId].filter(Boolean).join(' / ');
  return (
    <ResourceListPage<AuditRow>
      def={auditResource}
      parts={{
        testIds: {
          list: 'audit',
          filters: {
            from: 'audit-filter-from',
            to: 'audit-filter-to',
            audtUid: 'audit-filter-user',
            audtEvent: 'audit-filter-event',
            entity: 'audit-filter-entity',
          },
        },
        cells: { entity: { render: entity, text: entity } },
        rowDialog: AuditDialog,
      }}
    />
  );
}

/** One audit entry's before and after values, as text (never HTML). */
function AuditDialog({ row, onClose }: { row: AuditRow; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onClose} title={row.audtEvent} size="xl">
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Stack gap={4}>
          <Text fw={600}>{t('audit.before')}</Text>
          <Code block data-testid="audit-before">
            {jsonText(row.before)}
          </Code>
        </Stack>
        <Stack gap={4}>
          <Text fw={600}>{t('audit.after')}</Text>
          <Code block data-testid="audit-after">
            {jsonText(row.after)}
          </Code>
        </Stack>
      </SimpleGrid>
    </Modal>
  );
}

/** /administrations/exception: server errors; a row opens its request and stack as text. */
export function ExceptionLogPage() {
  const request = (row: ExceptionRow) => `${row.method} ${row.url}`;
  const user = (row: ExceptionRow) => [row.usrId, row.accnId].filter(Boolean).join(' / ');
  return (
    <ResourceListPage<ExceptionRow>
      def={exceptionResource}
      parts={{
        testIds: { list: 'exception', filters: { from: 'exception-filter-from', to: 'exception-filter-to' } },
        cells: {
          request: { render: (row) => <MonoCell>{request(row)}</MonoCell>, text: request },
          user,
          message: { render: (row) => row.message, text: (row) => row.message, width: 480 },
        },
        rowDialog: ExceptionDialog,
      }}
    />
  );
}

/** One exception's request, user, message, request body and stack, as text. */
function ExceptionDialog({ row, onClose }: { row: ExceptionRow; onClose: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const detail = useQuery({
    queryKey: logKeys.exception(row.id),
    queryFn: ({ signal }) => api.get<ExceptionDetail>(apiPath('exceptions', row.id), { signal }),
  });
  const d = detail.data;
  return (
    <Modal opened onClose={onClose} title={t('exceptionLog.detail')} size="xl">
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
  );
}
