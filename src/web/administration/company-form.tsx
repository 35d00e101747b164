import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FieldErrorMap } from '../lib/form';

export const COMPANY_FIELDS = [
  'accnName',
  'accnCoyRegn',
  'contactTel',
  'contactEmail',
  'contactFax',
  'addrLn1',
  'addrLn2',
  'addrLn3',
  'addrCity',
  'addrProv',
  'addrPcode',
  'addrCtry',
] as const;
export type CompanyField = (typeof COMPANY_FIELDS)[number];
export type CompanyValues = Record<CompanyField, string>;

const REQUIRED: ReadonlySet<CompanyField> = new Set([
  'accnName',
  'accnCoyRegn',
  'contactTel',
  'contactEmail',
  'addrLn1',
  'addrCity',
  'addrProv',
  'addrPcode',
  'addrCtry',
]);

export const EMPTY_COMPANY: CompanyValues = Object.fromEntries(
  COMPANY_FIELDS.map((f) => [f, f === 'addrCtry' ? 'ID' : '']),
) as CompanyValues;

const str = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

export const companyValuesOf = (row: Record<string, unknown>): CompanyValues =>
  Object.fromEntries(COMPANY_FIELDS.map((f) => [f, str(row[f])])) as CompanyValues;

/** The request body of the values: optional fields left empty are sent as null. */
export function companyBodyOf(
  values: CompanyValues,
  fields: readonly CompanyField[] = COMPANY_FIELDS,
): Record<string, string | null> {
  return Object.fromEntries(fields.map((f) => [f, REQUIRED.has(f) ? values[f] : values[f].trim() || null]));
}

/** A company's name, tax number, contact and address fields. `locked` fields are shown but not editable. */
export function CompanyFields({
  values,
  errors,
  onChange,
  readOnly,
  locked = [],
  testIdPrefix,
}: {
  values: CompanyValues;
  errors: FieldErrorMap;
  onChange: (field: CompanyField, value: string) => void;
  readOnly: boolean;
  locked?: readonly CompanyField[];
  testIdPrefix: string;
}) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {COMPANY_FIELDS.map((f) => (
        <TextInput
          key={f}
          label={t(`company.fields.${f}`)}
          value={values[f]}
          onChange={(e) => onChange(f, e.currentTarget.value)}
          error={errors[f]}
          readOnly={readOnly || locked.includes(f)}
          disabled={!readOnly && locked.includes(f)}
          withAsterisk={!readOnly && !locked.includes(f) && REQUIRED.has(f)}
          description={f === 'accnCoyRegn' && !readOnly && !locked.includes(f) ? t('company.npwpHint') : undefined}
          data-testid={`${testIdPrefix}-${f}`}
        />
      ))}
    </SimpleGrid>
  );
}
