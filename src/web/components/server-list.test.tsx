// @vitest-environment jsdom
import '../test/dom-setup';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetchClient } from '../test/fake-fetch';
import { renderUi } from '../test/render-ui';
import { ServerList, type ListColumn } from './server-list';
import { useServerList, type ServerListOptions } from './use-server-list';

// A list's first render in jsdom can take over a second on a busy machine.
configure({ asyncUtilTimeout: 5000 });

interface Company {
  id: string;
  name: string;
}

const LONG = 'PT Perusahaan Angkutan Truk Nusantara Sejahtera Abadi Makmur Sentosa Tbk';
const rowsOf = (n: number): Company[] =>
  Array.from({ length: n }, (_, i) => ({ id: `C${String(i + 1).padStart(2, '0')}`, name: i === 0 ? LONG : `PT ${i + 1}` }));
const page = (rows: Company[]) => ({ draw: 0, iTotalRecords: rows.length, iTotalDisplayRecords: rows.length, aaData: rows });

const columns: ListColumn<Company>[] = [
  { key: 'id', label: 'Id', noWrap: true, render: (r) => r.id },
  { key: 'name', label: 'Company', render: (r) => r.name, text: (r) => r.name },
];

const statusFilter = [{ name: 'status', label: 'Status', options: [{ value: 'A', label: 'Active' }] }];

function Companies({
  options,
  selectable = false,
  filtered = false,
}: {
  options?: Partial<ServerListOptions>;
  selectable?: boolean;
  /** With a named filter (status). */
  filtered?: boolean;
}) {
  const list = useServerList<Company>({ queryKey: (q) => ['test', 'list', q], path: '/companies', spec: {}, ...options });
  const [selected, setSelected] = useState<Company[]>([]);
  return (
    <>
      <ServerList<Company>
        testId="companies"
        list={list}
        columns={columns}
        defaultSort={{ field: 'id', order: 'asc' }}
        rowKey={(r) => r.id}
        testIds={{ row: (r) => `companies-row-${r.id}` }}
        filters={filtered ? statusFilter : undefined}
        selection={
          selectable
            ? { selected, onChange: setSelected, rowLabel: (r) => `Tick ${r.id}`, pageLabel: 'Tick the page' }
            : undefined
        }
      />
      <output data-testid="ticked">{selected.map((r) => r.id).join(',')}</output>
    </>
  );
}

describe('ServerList', { timeout: 30_000 }, () => {
  it('keeps a text column on one line, cut with an ellipsis, with the whole text in its title', async () => {
    const { client } = fakeFetchClient(() => ({ body: page(rowsOf(3)) }));
    renderUi(<Companies />, { api: client });
    const row = await screen.findByTestId('companies-row-C01');
    const cell = within(row).getByText(LONG).closest('td')!;
    expect(cell).toHaveAttribute('title', LONG);
    expect(cell).toHaveClass('lintas-table-ellipsis');
    expect(cell).toHaveClass('lintas-table-nowrap');
    // A column without `text` is neither cut nor titled.
    const idCell = within(row).getByText('C01').closest('td')!;
    expect(idCell).not.toHaveAttribute('title');
    expect(idCell).not.toHaveClass('lintas-table-ellipsis');
  });

  it('ticks rows with named checkboxes, the header ticking the page, and keeps the ticks of other pages', async () => {
    const { client } = fakeFetchClient(({ url }) => {
      const start = Number(new URL(url, 'http://x').searchParams.get('start') ?? 0);
      const all = rowsOf(12);
      return { body: { ...page(all.slice(start, start + 10)), iTotalRecords: 12, iTotalDisplayRecords: 12 } };
    });
    renderUi(<Companies selectable />, { api: client });
    const box = await screen.findByTestId('companies-select-C02');
    expect(box).toHaveAccessibleName('Tick C02');
    fireEvent.click(box);
    expect(screen.getByTestId('ticked')).toHaveTextContent('C02');
    expect(screen.getByTestId('companies-selected')).toHaveTextContent('1 selected');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByTestId('companies-row-C12');
    const header = screen.getByTestId('companies-select-page');
    expect(header).toHaveAccessibleName('Tick the page');
    fireEvent.click(header);
    await waitFor(() => expect(screen.getByTestId('ticked')).toHaveTextContent('C02,C11,C12'));
  });

  it('pages a whole list the endpoint answers at once, asking for it once', async () => {
    const { client, calls } = fakeFetchClient(() => ({ body: rowsOf(12) }));
    renderUi(<Companies options={{ whole: true }} />, { api: client });
    await screen.findByTestId('companies-row-C10');
    expect(screen.queryByTestId('companies-row-C11')).toBeNull();
    expect(screen.getByTestId('companies-range')).toHaveTextContent('1 to 10 of 12');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByTestId('companies-row-C12');
    expect(screen.queryByTestId('companies-row-C01')).toBeNull();
    expect(calls.map((c) => c.url)).toEqual(['/companies']);
  });

  it('lets the screen adjust the request read from the URL (a filter’s default)', async () => {
    const { client, calls } = fakeFetchClient(() => ({ body: page([]) }));
    renderUi(<Companies options={{ spec: { filters: ['status'] }, mapQuery: (q) => ({ status: 'PENDING', ...q }) }} />, {
      api: client,
      path: '/?x=1',
    });
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(calls[0]!.url).toContain('status=PENDING');
  });

  describe('on a phone (max-width 47.99em)', () => {
    afterEach(() => vi.restoreAllMocks());

    it('keeps the search and puts the filters behind a button that counts the active ones', async () => {
      const browserMatchMedia = window.matchMedia;
      vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
        ...browserMatchMedia(query),
        matches: query.includes('max-width: 47.99em'),
      }));
      const { client } = fakeFetchClient(() => ({ body: page(rowsOf(3)) }));
      renderUi(<Companies filtered options={{ spec: { filters: ['status'] } }} />, { api: client, path: '/?status=A' });
      await screen.findByTestId('companies-row-C01');
      expect(screen.getByTestId('companies-search')).toBeInTheDocument();
      expect(screen.queryByTestId('companies-filter-status')).toBeNull();
      const toggle = screen.getByTestId('companies-filters-toggle');
      expect(toggle).toHaveTextContent('Filters (1)');
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      fireEvent.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByTestId('companies-filter-status')).toBeInTheDocument();
    });

    it('shows the filters without a button on a wider screen', async () => {
      const { client } = fakeFetchClient(() => ({ body: page(rowsOf(3)) }));
      renderUi(<Companies filtered options={{ spec: { filters: ['status'] } }} />, { api: client });
      await screen.findByTestId('companies-row-C01');
      expect(screen.getByTestId('companies-filter-status')).toBeInTheDocument();
      expect(screen.queryByTestId('companies-filters-toggle')).toBeNull();
    });
  });
});
