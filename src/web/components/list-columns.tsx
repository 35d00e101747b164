import type { ListColumn } from './server-list';
import { MonoCell } from './mono-cell';

/**
 * A list's text column: one value for the cell and its hover text (cut with an ellipsis when too long):
 * `textColumn('toName', t('rentals.fields.toName'), (r) => r.toName)`.
 */
export function textColumn<R>(
  key: string,
  label: string,
  value: (row: R) => string,
  options: { sortable?: boolean } = {},
): ListColumn<R> {
  return { key, label, sortable: options.sortable, render: value, text: value };
}

/** A list's monospace id column: `monoColumn('accnId', t('accounts.accnId'), (r) => r.accnId, { sortable: true })`. */
export function monoColumn<R>(
  key: string,
  label: string,
  value: (row: R) => string,
  options: { sortable?: boolean } = {},
): ListColumn<R> {
  return { key, label, sortable: options.sortable, noWrap: true, render: (row) => <MonoCell>{value(row)}</MonoCell>, text: value };
}
