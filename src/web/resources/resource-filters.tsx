import { useTranslation } from '../lib/use-translation';
import type { FieldDef, ResourceDef } from '../../domain/resources/types';
import { DebouncedTextInput } from '../components/debounced-text-input';
import { ListFilterSelect } from '../components/list-filter-select';
import { LookupSelect } from './lookup-select';
import { filterDefs, labelKeyOf, optionKeyOf } from './resource-meta';

export interface ResourceFiltersProps {
  def: ResourceDef;
  values: Record<string, string>;
  onChange: (name: string, value: string | null) => void;
  /** Test ids by filter name; default `resource-filter-{name}`. */
  testIds?: Record<string, string>;
}

/** The list's named filters (fields flagged `filter`, and the status), each kept in the URL. */
export function ResourceFilters({ def, values, onChange, testIds = {} }: ResourceFiltersProps) {
  return (
    <>
      {filterDefs(def)
        .filter((field) => !field.hiddenFilter)
        .map((field) => (
          <FilterInput
            key={field.name}
            def={def}
            field={field}
            value={values[field.name] ?? ''}
            onChange={onChange}
            testId={testIds[field.name] ?? `resource-filter-${field.name}`}
          />
        ))}
    </>
  );
}

/** A select filter's value when it is one of its options; anything else in the URL filters nothing. */
export const knownOption = (field: FieldDef, value: string | undefined): string | undefined =>
  value !== undefined && field.kind === 'select' && field.options && !field.options.includes(value) ? undefined : value;

function FilterInput({
  def,
  field,
  value,
  onChange,
  testId,
}: {
  def: ResourceDef;
  field: FieldDef;
  value: string;
  onChange: ResourceFiltersProps['onChange'];
  testId: string;
}) {
  const { t } = useTranslation();
  const isStatus = field.name === def.statusField && !field.label && !field.optionsKey;
  const label = isStatus ? t('resources.common.statusLabel') : t(field.filterLabel ?? labelKeyOf(def, field));

  if (field.kind === 'select') {
    const optionLabel = (option: string) =>
      isStatus ? t(`resources.common.status.${option}`, { defaultValue: option }) : t(optionKeyOf(def, field, option));
    return (
      <ListFilterSelect
        label={label}
        value={knownOption(field, value) ?? ''}
        options={(field.options ?? []).map((option) => ({ value: option, label: optionLabel(option) }))}
        onChange={(next) => onChange(field.name, next)}
        testId={testId}
        allLabel={t('resources.common.all')}
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
      type={field.kind === 'date' ? 'date' : undefined}
      value={value}
      upper={field.upper === true}
      testId={testId}
      onChange={(v) => onChange(field.name, v)}
      w={field.kind === 'date' ? 170 : 180}
    />
  );
}
