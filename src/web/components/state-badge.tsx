import { Badge } from '@mantine/core';

export interface StateBadgeProps {
  /** The state's code, kept as `data-state` for tests and styles. */
  state: string;
  /** The translated label. */
  label: string;
  /** A Mantine colour; none: grey. */
  color?: string;
  testId?: string;
}

/** A record's state as a light coloured badge whose label keeps its width in a narrow column (not "AC…"). */
export function StateBadge({ state, label, color, testId }: StateBadgeProps) {
  return (
    <Badge
      variant="light"
      color={color ?? 'gray'}
      styles={{ label: { overflow: 'visible' } }}
      data-testid={testId}
      data-state={state}
    >
      {label}
    </Badge>
  );
}
