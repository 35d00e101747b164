import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation';
import { ServerList, type FilterDef, type ServerListProps } from '../components/server-list';
import { useCan } from '../lib/use-can';

export interface TaxServerListProps<R> extends Pick<ServerListProps<R>, 'list' | 'columns' | 'rowKey' | 'rowActions'> {
  /** The list's test id prefix (`tax-seq`, `tax-report`, `tax-inv`): rows are `<prefix>-row-<key>`, the button `<prefix>-new`. */
  testId: string;
  /** The i18n part of the list (`tax.sequences`, `tax.reports`, `tax.invoices`): its `search`, `status` and `states.*`. */
  part: string;
  /** The list's states, the options of its state filter. */
  states: readonly string[];
  /** The header button of GLI's finance (`tax.manage`): its label and what it does. */
  manage?: { label: string; onClick: () => void; testId?: string; variant?: string };
  /** Filters after the state filter. */
  moreFilters?: FilterDef[];
}

/**
 * The one configuration of the tax back office's lists (the ranges, the reports, the invoices): newest first, searched,
 * filtered by state, one header button for `tax.manage`, rows and button with test ids from the list's prefix.
 */
export function TaxServerList<R>({ testId, part, states, manage, moreFilters = [], ...rest }: TaxServerListProps<R>) {
  const { t } = useTranslation();
  const canManage = useCan('tax.manage');
  const header: ReactNode =
    canManage && manage ? (
      <Button variant={manage.variant} onClick={manage.onClick} data-testid={manage.testId ?? `${testId}-new`}>
        {manage.label}
      </Button>
    ) : undefined;
  return (
    <ServerList<R>
      {...rest}
      testId={testId}
      headerActions={header}
      defaultSort={{ field: 'dateCreated', order: 'desc' }}
      testIds={{ row: (r) => `${testId}-row-${rest.rowKey(r)}` }}
      search={{ placeholder: t(`${part}.search`) }}
      filters={[
        {
          name: 'status',
          label: t(`${part}.status`),
          options: states.map((s) => ({ value: s, label: t(`${part}.states.${s}`) })),
        },
        ...moreFilters,
      ]}
    />
  );
}
