import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from '../lib/use-translation';
import { ReadOnlyValue } from '../components/form/read-only-value';
import type { EntityForm } from '../components/form/use-entity-form';

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

/** A company's name, tax number, contact and address fields. `locked` fields and read-only forms show text. */
export function CompanyFields<Out>({
  entity,
  locked = [],
  testIdPrefix,
}: {
  entity: EntityForm<CompanyValues, Out>;
  locked?: readonly CompanyField[];
  testIdPrefix: string;
}) {
  const { t } = useTranslation();
  const { register, getValues } = entity.form;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {COMPANY_FIELDS.map((f) =>
        entity.readOnly || locked.includes(f) ? (
          <ReadOnlyValue key={f} label={t(`company.fields.${f}`)} value={getValues(f)} testId={`${testIdPrefix}-${f}`} />
        ) : (
          <TextInput
            key={f}
            label={t(`company.fields.${f}`)}
            {...register(f)}
            error={entity.errorOf(f)}
            withAsterisk={REQUIRED.has(f)}
            description={f === 'accnCoyRegn' ? t('company.npwpHint') : undefined}
            data-testid={`${testIdPrefix}-${f}`}
          />
        ),
      )}
    </SimpleGrid>
  );
}
