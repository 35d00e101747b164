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
  disabled = false,
}: {
  label: string;
  onClick: () => void;
  testId: string;
  color?: string;
  /** Shown but not offered (the server's `actions` leave it out, e.g. the maker of a request). */
  disabled?: boolean;
}) {
  return (
    <Button size="compact-xs" variant="subtle" color={color} disabled={disabled} onClick={onClick} data-testid={testId}>
      {label}
    </Button>
  );
}
