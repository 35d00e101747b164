import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** An id or code in a list cell: monospace, one line (company ids, user ids, parameter keys). */
export function MonoCell({ children }: { children: ReactNode }) {
  return (
    <Text ff="monospace" fz="sm" span style={{ whiteSpace: 'nowrap' }}>
      {children}
    </Text>
  );
}
