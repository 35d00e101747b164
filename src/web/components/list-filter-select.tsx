import { NativeSelect } from '@mantine/core';
import { useTranslation } from '../lib/use-translation';

/**
 * A list's named filter kept in the URL: "all" (no filter) and the options. `onChange` answers null for "all".
 */
export function ListFilterSelect({
  label,
  value,
  options,
  onChange,
  testId,
  allLabel,
}: {
  label: string;
  value: string | undefined;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange: (value: string | null) => void;
  testId: string;
  /** The "no filter" entry; default "All". */
  allLabel?: string;
}) {
  const { t } = useTranslation();
  return (
    <NativeSelect
      label={label}
      value={value ?? ''}
      data={[{ value: '', label: allLabel ?? t('admin.all') }, ...options]}
      onChange={(e) => onChange(e.currentTarget.value || null)}
      data-testid={testId}
    />
  );
}
