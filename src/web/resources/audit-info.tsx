import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from '../lib/use-translation';
import { formatDateTime } from '../../domain/format';
import type { Row } from './resource-meta';

const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** Who created and last changed the record, and when (view mode). */
export function AuditInfo({ row }: { row: Row }) {
  const { t } = useTranslation();
  const items: [string, string][] = [
    [t('resources.common.audit.createdBy'), text(row.createdBy)],
    [t('resources.common.audit.createdAt'), formatDateTime(text(row.createdAt))],
    [t('resources.common.audit.updatedBy'), text(row.updatedBy)],
    [t('resources.common.audit.updatedAt'), formatDateTime(text(row.updatedAt))],
  ];
  return (
    <Stack gap={4} data-testid="resource-audit">
      <Text size="sm" fw={600}>
        {t('resources.common.audit.title')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="md">
        {items.map(([label, value]) => (
          <Stack key={label} gap={0}>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text size="sm">{value || '—'}</Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
