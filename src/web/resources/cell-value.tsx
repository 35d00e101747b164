import { useTranslation } from '../lib/use-translation';
import { formatDate, formatDateTime, formatDateTimeWithSeconds, formatNumber } from '../../domain/format';
import type { FieldDef, ResourceDef } from '../../domain/resources/types';
import { MonoCell } from '../components/mono-cell';
import { optionKeyOf, type Row } from './resource-meta';
import { useLookupOptions } from './use-lookup-options';

const plain = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** A lookup value with its description when the options are at hand (cached or small); else the code. */
function LookupValue({ lookup, value }: { lookup: string; value: string }) {
  const { options } = useLookupOptions(lookup, value, '', false);
  const desc = options.find((o) => o.value === value)?.desc;
  return <span title={desc ? value : undefined}>{desc ?? value}</span>;
}

/**
 * One list cell, shown by the field's kind: dates DD/MM/YYYY, moments DD/MM/YYYY HH:mm(:ss) in WIB, options
 * translated, decimals in the UI language's style (id "350.000", "0,35"; every stored digit kept, trailing zeros
 * dropped), whole numbers plain (a year stays "2019"), ids and codes flagged `mono` in monospace.
 */
export function CellValue({ def, field, row }: { def: ResourceDef; field: FieldDef; row: Row }) {
  const { t, i18n } = useTranslation();
  const value = row[field.name];
  if (value === null || value === undefined || value === '') return null;
  switch (field.kind) {
    case 'date':
      return <>{formatDate(plain(value))}</>;
    case 'datetime':
      return <>{field.seconds ? formatDateTimeWithSeconds(plain(value)) : formatDateTime(plain(value))}</>;
    case 'boolean':
      return <>{value === true ? t('common.yes') : t('common.no')}</>;
    case 'select':
      return <>{t(optionKeyOf(def, field, plain(value)), { defaultValue: plain(value) })}</>;
    case 'decimal':
      return <>{formatNumber(plain(value), i18n.language, 10) || plain(value)}</>;
    case 'lookup':
      return <LookupValue lookup={field.lookup ?? field.name} value={plain(value)} />;
    default:
      return field.mono ? <MonoCell>{plain(value)}</MonoCell> : <>{plain(value)}</>;
  }
}
