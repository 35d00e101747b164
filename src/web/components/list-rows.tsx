import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The row a server-paged table shows when the page is empty ('No data found'). */
export function NoDataRow({ colSpan }: { colSpan: number }) {
  const { t } = useTranslation();
  return (
    <Table.Tr>
      <Table.Td colSpan={colSpan} ta="center" c="dimmed">
        {t('dropdown.noData')}
      </Table.Td>
    </Table.Tr>
  );
}

/** A table row that opens its record on click or Enter. */
export function OpenableRow({ onOpen, testId, children }: { onOpen: () => void; testId: string; children: ReactNode }) {
  return (
    <Table.Tr
      data-testid={testId}
      tabIndex={0}
      style={{ cursor: 'pointer' }}
      onClick={onOpen}
      onKeyDown={(e) => {
        if (e.key === 'Enter') onOpen();
      }}
    >
      {children}
    </Table.Tr>
  );
}
