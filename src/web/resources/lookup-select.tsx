import { Select, type ComboboxItem, type ComboboxParsedItem } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { useLookupOptions } from './use-lookup-options';

export interface LookupSelectProps {
  lookup: string;
  value: string;
  onChange: (value: string) => void;
  label?: string;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  error?: string;
  clearable?: boolean;
  testId: string;
  w?: number | string;
}

const SEARCH_DEBOUNCE_MS = 300;

/** Matches the typed text against the option's label and its value (codes). */
function matchLabelOrValue({ options, search }: { options: ComboboxParsedItem[]; search: string }): ComboboxParsedItem[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return options;
  return options.filter((o) => {
    if (!('value' in o)) return true;
    return o.label.toLowerCase().includes(needle) || o.value.toLowerCase().includes(needle);
  });
}

const everything = ({ options }: { options: ComboboxParsedItem[] }) => options;

/** A searchable dropdown over a lookup's `[{value, desc}]` (spec §3), with the spec's empty states. */
export function LookupSelect({ lookup, value, onChange, testId, clearable, ...input }: LookupSelectProps) {
  const { t } = useTranslation();
  const [searchValue, setSearchValue] = useState('');
  const [typed] = useDebouncedValue(searchValue, SEARCH_DEBOUNCE_MS);
  const { options, loading, searchMode } = useLookupOptions(lookup, value, '');
  const currentLabel = options.find((o) => o.value === value)?.desc;
  // In search mode the typed text (not the selected option's label) asks the server.
  const term = searchMode && typed.trim() !== '' && typed !== currentLabel ? typed : '';
  const found = useLookupOptions(lookup, value, term);
  const shown = term ? found.options : options;

  const data: ComboboxItem[] = shown.map((o) => ({ value: o.value, label: o.desc || o.value }));
  // A value that is not offered (inactive, or not in the search results) still shows.
  if (value && !data.some((o) => o.value === value)) data.unshift({ value, label: currentLabel ?? value });

  const emptyMessage =
    searchMode && !term && data.length === 0
      ? t('resources.common.typeToSearch')
      : shown.length === 0
        ? t('dropdown.noOptions')
        : t('dropdown.noData');

  return (
    <Select
      {...input}
      data={data}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      searchable
      searchValue={searchValue}
      onSearchChange={setSearchValue}
      filter={searchMode && term ? everything : matchLabelOrValue}
      clearable={clearable}
      nothingFoundMessage={loading || found.loading ? t('common.loading') : emptyMessage}
      limit={searchMode ? 100 : 1000}
      data-testid={testId}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
