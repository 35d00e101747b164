import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<string, string> = { A: 'green', I: 'gray' };

/** A record's status as a badge: A Active, I Inactive (translated). */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="light"
      color={COLORS[status] ?? 'blue'}
      // The label keeps its width in a narrow table column instead of turning into "AC…".
      styles={{ label: { overflow: 'visible' } }}
      data-testid="resource-status"
    >
      {t(`resources.common.status.${status}`, { defaultValue: status })}
    </Badge>
  );
}
