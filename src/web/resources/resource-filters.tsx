import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FieldDef, ResourceDef } from '../../domain/resources/types';
import { DebouncedTextInput } from '../components/debounced-text-input';
import { LookupSelect } from './lookup-select';
import { fieldLabelKey, filterDefs, optionLabelKey } from './resource-meta';

export interface ResourceFiltersProps {
  def: ResourceDef;
  values: Record<string, string>;
  onChange: (name: string, value: string | null) => void;
}

/** The list's named filters (fields flagged `filter`, and the status), each kept in the URL. */
export function ResourceFilters({ def, values, onChange }: ResourceFiltersProps) {
  return (
    <>
      {filterDefs(def).map((field) => (
        <FilterInput key={field.name} def={def} field={field} value={values[field.name] ?? ''} onChange={onChange} />
      ))}
    </>
  );
}

function FilterInput({
  def,
  field,
  value,
  onChange,
}: {
  def: ResourceDef;
  field: FieldDef;
  value: string;
  onChange: ResourceFiltersProps['onChange'];
}) {
  const { t } = useTranslation();
  const isStatus = field.name === def.statusField;
  const label = isStatus ? t('resources.common.statusLabel') : t(fieldLabelKey(def, field.name));
  const testId = `resource-filter-${field.name}`;

  if (field.kind === 'select') {
    const optionLabel = (option: string) =>
      isStatus ? t(`resources.common.status.${option}`, { defaultValue: option }) : t(optionLabelKey(def, field.name, option));
    return (
      <NativeSelect
        label={label}
        value={value}
        data={[
          { value: '', label: t('resources.common.all') },
          ...(field.options ?? []).map((option) => ({ value: option, label: optionLabel(option) })),
        ]}
        onChange={(e) => onChange(field.name, e.currentTarget.value || null)}
        data-testid={testId}
      />
    );
  }
  if (field.kind === 'lookup') {
    return (
      <LookupSelect
        lookup={field.lookup ?? field.name}
        value={value}
        onChange={(next) => onChange(field.name, next || null)}
        label={label}
        placeholder={t('resources.common.all')}
        clearable
        testId={testId}
        w={220}
      />
    );
  }
  return (
    <DebouncedTextInput
      label={label}
      value={value}
      upper={field.upper === true}
      testId={testId}
      onChange={(v) => onChange(field.name, v)}
      w={180}
    />
  );
}
