import { Badge } from '@mantine/core';
import { stateColor } from './contracts-api';

/** A state as a coloured badge with its translated label. */
export function StateBadge({ state, label, testId = 'state-badge' }: { state: string; label: string; testId?: string }) {
  return (
    <Badge variant="light" color={stateColor(state)} styles={{ label: { overflow: 'visible' } }} data-testid={testId}>
      {label}
    </Badge>
  );
}
