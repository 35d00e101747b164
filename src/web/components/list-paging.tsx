import { Group, NativeSelect, Pagination, Text } from '@mantine/core';
import { useTranslation } from '../lib/use-translation';
import { PAGE_SIZES } from '../../domain/page-sizes';
import type { PageSize } from './list-params';

export interface ListPagingProps {
  page: number;
  size: PageSize;
  total: number;
  onPage: (page: number) => void;
  onSize: (size: PageSize) => void;
  testId: string;
}

const CONTROL_LABELS = {
  first: 'list.firstPage',
  previous: 'list.previousPage',
  next: 'list.nextPage',
  last: 'list.lastPage',
} as const;

/** The list's footer: "Showing x–y of z", the page size (spec §9: 10/100/200/1000) and the pages, each arrow named. */
export function ListPaging({ page, size, total, onPage, onSize, testId }: ListPagingProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / size));
  const from = total === 0 ? 0 : (page - 1) * size + 1;
  const to = Math.min(total, page * size);
  return (
    <Group justify="space-between" gap="sm" w="100%">
      <Group gap="sm">
        <NativeSelect
          label={t('list.pageSize')}
          labelProps={{ className: 'lintas-visually-hidden' }}
          size="xs"
          value={String(size)}
          data={PAGE_SIZES.map((n) => String(n))}
          onChange={(e) => onSize(Number(e.currentTarget.value) as PageSize)}
          data-testid={`${testId}-size`}
        />
        <Text size="sm" c="dimmed" data-testid={`${testId}-range`}>
          {t('list.range', { from, to, total })}
        </Text>
      </Group>
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={onPage}
        size="sm"
        getControlProps={(control) => ({ 'aria-label': t(CONTROL_LABELS[control]) })}
        getItemProps={(n) => ({ 'aria-label': t('list.pageN', { page: n }) })}
        data-testid={`${testId}-pages`}
      />
    </Group>
  );
}
