import { Select, Switch, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from '../lib/use-translation';
import { DayInput } from '../components/form/date-inputs';
import type { FieldDef, ResourceDef } from '../../domain/resources/types';
import type { FormValue } from './form-values';
import { FileField } from './file-field';
import { LookupSelect } from './lookup-select';
import { allowsNegative, acceptsNumeric, numericGuards } from '../components/numeric-input';
import { fieldLabelKey, optionLabelKey } from './resource-meta';

export interface FieldInputProps {
  def: ResourceDef;
  field: FieldDef;
  value: FormValue;
  onChange: (value: FormValue) => void;
  disabled?: boolean;
  error?: string;
}

/** Upper-cases the input as typed, keeping the caret where it was. */
function upperCased(input: HTMLInputElement): string {
  const upper = input.value.toUpperCase();
  if (upper !== input.value) {
    const { selectionStart, selectionEnd } = input;
    input.value = upper;
    try {
      if (selectionStart !== null && selectionEnd !== null) input.setSelectionRange(selectionStart, selectionEnd);
    } catch {
      // e-mail inputs have no selection API
    }
  }
  return upper;
}

/** One form input chosen by the field's kind (spec §5 input behaviour). */
export function FieldInput({ def, field, value, onChange, disabled, error }: FieldInputProps) {
  const { t } = useTranslation();
  const text = typeof value === 'string' ? value : '';
  const common = {
    label: t(fieldLabelKey(def, field.name)),
    required: field.required === true,
    disabled,
    error,
    'data-testid': `field-${field.name}`,
  };

  switch (field.kind) {
    case 'boolean':
      return (
        <Switch
          label={common.label}
          checked={value === true}
          disabled={disabled}
          error={error}
          onChange={(e) => onChange(e.currentTarget.checked)}
          data-testid={common['data-testid']}
        />
      );
    case 'textarea':
      return (
        <Textarea
          {...common}
          autosize
          minRows={2}
          maxLength={field.max}
          value={text}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case 'int':
    case 'decimal': {
      const negative = allowsNegative(field);
      return (
        <TextInput
          {...common}
          inputMode={field.kind === 'int' ? 'numeric' : 'decimal'}
          autoComplete="off"
          value={text}
          {...numericGuards(field.kind, negative)}
          onChange={(e) => {
            const next = e.currentTarget.value.replace(/\s/g, '');
            // Anything but digits (and one point) is refused, also when it arrives by drop or autofill.
            if (acceptsNumeric(field.kind as 'int' | 'decimal', next, negative)) onChange(next);
          }}
        />
      );
    }
    case 'date':
      return <DayInput {...common} value={text} onChange={onChange} />;
    case 'select':
      return (
        <Select
          {...common}
          data={(field.options ?? []).map((option) => ({ value: option, label: t(optionLabelKey(def, field.name, option)) }))}
          value={text || null}
          onChange={(next) => onChange(next ?? '')}
          clearable={!field.required}
          nothingFoundMessage={t('dropdown.noOptions')}
        />
      );
    case 'file':
      return (
        <FileField
          label={common.label}
          attType={field.attType ?? 'OTHER'}
          value={text}
          onChange={onChange}
          disabled={disabled}
          required={common.required}
          error={error}
          testId={common['data-testid']}
        />
      );
    case 'lookup':
      return (
        <LookupSelect
          lookup={field.lookup ?? field.name}
          value={text}
          onChange={onChange}
          label={common.label}
          required={common.required}
          disabled={disabled}
          error={error}
          clearable={!field.required}
          testId={common['data-testid']}
        />
      );
    default:
      return (
        <TextInput
          {...common}
          type={field.kind === 'email' ? 'email' : field.kind === 'phone' ? 'tel' : 'text'}
          maxLength={field.max}
          value={text}
          onChange={(e) => onChange(field.upper ? upperCased(e.currentTarget) : e.currentTarget.value)}
        />
      );
  }
}
