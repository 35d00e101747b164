import './data-table.css';
import { Checkbox, Table, Text } from '@mantine/core';
import type { CSSProperties, HTMLAttributes, KeyboardEvent, ReactNode } from 'react';

export interface DataTableColumn<R> {
  key: string;
  title: ReactNode;
  width?: number | string;
  align?: 'left' | 'center' | 'right';
  /** One line, cut with an ellipsis at `maxWidth`, with `cellTitle` as the whole text on hover. */
  ellipsis?: boolean;
  maxWidth?: number | string;
  cellTitle?: (row: R) => string;
  /** One line without cutting. */
  noWrap?: boolean;
  /** `aria-sort` of the header cell when the column sorts. */
  sort?: 'ascending' | 'descending' | 'none';
  render: (row: R) => ReactNode;
}

export interface DataTableSelection<R> {
  selected: R[];
  onChange: (rows: R[]) => void;
  isSelectable?: (row: R) => boolean;
  pageCheckbox: { label: string; testId: string };
  rowCheckbox: (row: R) => { label: string; testId: string };
}

export interface DataTableProps<R> {
  rows: R[];
  columns: DataTableColumn<R>[];
  rowKey: (row: R) => string;
  /** Also keep the last column (the row actions) in view when the table scrolls sideways. */
  pinLastColumn?: boolean;
  verticalAlign?: 'top' | 'center';
  /** Shown in place of the rows when there are none (nothing while the first page loads). */
  empty?: ReactNode;
  onRowClick?: (row: R) => void;
  rowAttributes?: (row: R) => HTMLAttributes<HTMLTableRowElement> & { 'data-testid'?: string };
  selection?: DataTableSelection<R>;
  /** Under the rows, inside the border (the paging). */
  footer?: ReactNode;
}

/**
 * The lists' table (decision 0045): Mantine's Table, striped, compact and bordered, with the first column (and the
 * ticks) pinned while it scrolls sideways, the last one too for row actions, one-line cells cut with an ellipsis,
 * ticks by page kept across pages, and an empty state.
 */
export function DataTable<R>({ rows, columns, rowKey, selection, ...props }: DataTableProps<R>) {
  const ticked = new Set(selection?.selected.map(rowKey));
  const selectable = selection ? rows.filter((row) => selection.isSelectable?.(row) ?? true) : [];
  const tickedOnPage = selectable.filter((row) => ticked.has(rowKey(row))).length;
  const tickPage = () => {
    if (!selection) return;
    const page = new Set(selectable.map(rowKey));
    const others = selection.selected.filter((row) => !page.has(rowKey(row)));
    selection.onChange(tickedOnPage === selectable.length ? others : [...others, ...selectable]);
  };
  const tickRow = (row: R) => {
    if (!selection) return;
    const key = rowKey(row);
    selection.onChange(
      ticked.has(key) ? selection.selected.filter((other) => rowKey(other) !== key) : [...selection.selected, row],
    );
  };
  const pinned = (i: number) => i === 0 || (props.pinLastColumn && i === columns.length - 1);
  const cellProps = (column: DataTableColumn<R>, i: number): { className?: string; style: CSSProperties } => ({
    className: column.ellipsis ? 'lintas-table-ellipsis lintas-table-nowrap' : column.noWrap ? 'lintas-table-nowrap' : undefined,
    style: {
      width: column.width,
      maxWidth: column.ellipsis ? column.maxWidth : undefined,
      textAlign: column.align,
      ...(pinned(i) ? { [i === 0 ? 'left' : 'right']: i === 0 && selection ? 'var(--lintas-table-tick-width)' : 0 } : {}),
    },
  });
  const pinAttr = (i: number) => (pinned(i) ? { 'data-pinned': i === 0 ? 'left' : 'right' } : {});
  return (
    <div className="lintas-table" data-valign={props.verticalAlign}>
      <div className="lintas-table-scroll">
        <Table striped highlightOnHover verticalSpacing={4} horizontalSpacing="xs" fz="sm">
          <Table.Thead>
            <Table.Tr>
              {selection && (
                <Table.Th data-pinned="left" className="lintas-table-tick">
                  <Checkbox
                    size="xs"
                    aria-label={selection.pageCheckbox.label}
                    data-testid={selection.pageCheckbox.testId}
                    checked={selectable.length > 0 && tickedOnPage === selectable.length}
                    indeterminate={tickedOnPage > 0 && tickedOnPage < selectable.length}
                    disabled={selectable.length === 0}
                    onChange={tickPage}
                  />
                </Table.Th>
              )}
              {columns.map((column, i) => (
                <Table.Th
                  key={column.key}
                  data-accessor={column.key}
                  aria-sort={column.sort}
                  {...pinAttr(i)}
                  {...cellProps({ ...column, ellipsis: false, noWrap: true }, i)}
                >
                  {column.title}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => {
              const key = rowKey(row);
              const isTicked = ticked.has(key);
              const attributes = props.rowAttributes?.(row) ?? {};
              const onRowClick = props.onRowClick;
              return (
                <Table.Tr
                  key={key}
                  {...attributes}
                  data-selected={isTicked || undefined}
                  onClick={onRowClick ? () => onRowClick(row) : undefined}
                >
                  {selection && (
                    <Table.Td
                      data-pinned="left"
                      className="lintas-table-tick"
                      onClick={(e) => e.stopPropagation()}
                      onKeyDown={(e: KeyboardEvent) => e.stopPropagation()}
                    >
                      <Checkbox
                        size="xs"
                        aria-label={selection.rowCheckbox(row).label}
                        data-testid={selection.rowCheckbox(row).testId}
                        checked={isTicked}
                        disabled={!(selection.isSelectable?.(row) ?? true)}
                        onChange={() => tickRow(row)}
                      />
                    </Table.Td>
                  )}
                  {columns.map((column, i) => (
                    <Table.Td key={column.key} {...pinAttr(i)} {...cellProps(column, i)} title={column.cellTitle?.(row)}>
                      {column.render(row)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
        {rows.length === 0 && (
          <Text className="lintas-table-empty" size="sm" c="dimmed">
            {props.empty}
          </Text>
        )}
      </div>
      {props.footer && <div className="lintas-table-footer">{props.footer}</div>}
    </div>
  );
}
