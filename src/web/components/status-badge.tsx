import { useTranslation } from '../lib/use-translation';
import { StateBadge } from './state-badge';

const COLORS: Record<string, string> = { A: 'green', I: 'gray' };

/** A record's status as a badge: A Active, I Inactive (translated). */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <StateBadge
      state={status}
      label={t(`resources.common.status.${status}`, { defaultValue: status })}
      color={COLORS[status] ?? 'blue'}
      testId="resource-status"
    />
  );
}
