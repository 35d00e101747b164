import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A value that cannot be changed here, shown as text under its label (not as a disabled input). */
export function ReadOnlyValue({ label, value, testId }: { label: ReactNode; value: ReactNode; testId?: string }) {
  const empty = value === null || value === undefined || value === '';
  return (
    <Stack gap={2}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Text size="sm" data-testid={testId} style={{ overflowWrap: 'anywhere' }}>
        {empty ? '—' : value}
      </Text>
    </Stack>
  );
}
