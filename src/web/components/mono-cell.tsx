import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ListColumn } from './server-list';

/** An id or code in a list cell: monospace, one line (company ids, user ids, parameter keys). */
export function MonoCell({ children }: { children: ReactNode }) {
  return (
    <Text ff="monospace" fz="sm" span style={{ whiteSpace: 'nowrap' }}>
      {children}
    </Text>
  );
}

/** A list's monospace id column: `monoColumn('accnId', t('accounts.accnId'), (r) => r.accnId, { sortable: true })`. */
export function monoColumn<R>(
  key: string,
  label: string,
  value: (row: R) => string | null | undefined,
  options: { sortable?: boolean } = {},
): ListColumn<R> {
  return { key, label, sortable: options.sortable, noWrap: true, render: (row) => <MonoCell>{value(row) ?? ''}</MonoCell> };
}
