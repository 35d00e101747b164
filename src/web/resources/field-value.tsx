import { useTranslation } from '../lib/use-translation';
import { formatDate } from '../../domain/format';
import type { FieldDef, ResourceDef } from '../../domain/resources/types';
import { ReadOnlyValue } from '../components/form/read-only-value';
import { FileField } from './file-field';
import type { FormValue } from './form-values';
import { fieldLabelKey, optionLabelKey } from './resource-meta';
import { useLookupOptions } from './use-lookup-options';

function LookupText({ lookup, value }: { lookup: string; value: string }) {
  const { options } = useLookupOptions(lookup, value, '');
  return <>{options.find((o) => o.value === value)?.desc || value}</>;
}

/** A field that cannot be changed here: its value as text under its label (a file keeps its View link). */
export function FieldValue({ def, field, value }: { def: ResourceDef; field: FieldDef; value: FormValue }) {
  const { t } = useTranslation();
  const label = t(fieldLabelKey(def, field.name));
  const testId = `field-${field.name}`;
  const text = typeof value === 'string' ? value : '';
  if (field.kind === 'file')
    return (
      <FileField
        label={label}
        attType={field.attType ?? 'OTHER'}
        value={text}
        onChange={() => undefined}
        disabled
        testId={testId}
      />
    );
  const shown =
    field.kind === 'boolean' ? (
      t(value === true ? 'common.yes' : 'common.no')
    ) : field.kind === 'date' ? (
      formatDate(text)
    ) : field.kind === 'select' && text ? (
      t(optionLabelKey(def, field.name, text))
    ) : field.kind === 'lookup' && text ? (
      <LookupText lookup={field.lookup ?? field.name} value={text} />
    ) : (
      text
    );
  return <ReadOnlyValue label={label} value={shown} testId={testId} />;
}
