import { Alert, Badge, Code, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from '../lib/use-translation';
import { formatDateTimeWithSeconds } from '../../domain/format';
import { errorMessage } from '../lib/error-message';
import { linkify } from '../components/linkified-text';
import { useOutboxMessage } from './outbox-api';

/** The full message of one outbox row; the body is plain text with its links clickable. */
export function OutboxMessageModal({ id, onClose }: { id: string | number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const message = useOutboxMessage(id);
  const data = message.data;
  return (
    <Modal opened={id !== null} onClose={onClose} title={data?.subject ?? t('outbox.message')} size="lg" centered>
      {message.isPending && <Loader size="sm" aria-label={t('common.loading')} />}
      {message.isError && <Alert color="red">{errorMessage(message.error, t)}</Alert>}
      {data && (
        <Stack gap="xs">
          <Group gap="xs">
            <Text size="sm" fw={600}>
              {t('outbox.to')}:
            </Text>
            <Text size="sm">{data.toAddress}</Text>
            <Badge variant="light">{t(`outbox.status.${data.status}`, { defaultValue: data.status })}</Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {t('outbox.created')}: {formatDateTimeWithSeconds(data.createdAt)}
            {data.sentAt ? ` · ${t('outbox.sent')}: ${formatDateTimeWithSeconds(data.sentAt)}` : ''}
          </Text>
          {data.lastError && (
            <Alert color="orange" title={t('outbox.lastError')}>
              {data.lastError}
            </Alert>
          )}
          <Code block data-testid="outbox-body" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', userSelect: 'text' }}>
            {linkify(data.body ?? '')}
          </Code>
        </Stack>
      )}
    </Modal>
  );
}
