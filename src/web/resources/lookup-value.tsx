import { useLookupOptions } from './use-lookup-options';

/**
 * A lookup's value as people read it on a screen that shows it (a viewed record): the option's name with its code,
 * or the code alone until (or unless) the lookup knows it.
 */
export function LookupValue({ lookup, value }: { lookup: string; value: string }) {
  const { options } = useLookupOptions(lookup, value, '');
  if (!value) return <>—</>;
  const desc = options.find((o) => o.value === value)?.desc;
  return <>{desc && desc !== value ? `${desc} (${value})` : value}</>;
}
