import { Button } from '@mantine/core';

/**
 * The one row-action pattern of every list: a small subtle button in the list's pinned actions column
 * (ServerList's `rowActions`). Red for delete, orange for deactivate, green for activate.
 */
export function RowAction({
  label,
  onClick,
  testId,
  color = 'blue',
}: {
  label: string;
  onClick: () => void;
  testId: string;
  color?: string;
}) {
  return (
    <Button size="compact-xs" variant="subtle" color={color} onClick={onClick} data-testid={testId}>
      {label}
    </Button>
  );
}
