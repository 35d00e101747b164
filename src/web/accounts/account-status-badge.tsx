import { Badge } from '@mantine/core';
import { useTranslation } from '../lib/use-translation';

const STATUS_COLOR: Record<string, string> = { A: 'green', S: 'orange', T: 'red', D: 'gray', X: 'red' };

/** A company's status (spec §4 account statuses), translated. */
export function AccountStatusBadge({ status, testId }: { status: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="light"
      color={STATUS_COLOR[status] ?? 'blue'}
      styles={{ label: { overflow: 'visible' } }}
      data-testid={testId}
      data-status={status}
    >
      {t(`accountStatus.${status}`, { defaultValue: status })}
    </Badge>
  );
}
