import { NativeSelect, SimpleGrid, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../lib/use-translation';
import type { LookupOption } from '../../domain/datatable';
import { REGISTRABLE_TYPES } from '../../domain/registration';
import { useApi } from '../lib/api-context';
import { REG_API, registrationKeys } from './registration-api';
import { valueAt, type RegErrors, type RegValues } from './registration-form';

export interface FieldsProps {
  values: RegValues;
  errors: RegErrors;
  readOnly: boolean;
  onChange: (path: string, value: string) => void;
}

interface FieldDef {
  path: string;
  label: string;
  required?: boolean;
  max?: number;
  type?: string;
  description?: string;
}

/** A text field of the form at a full path (`accnDetails.accnName`); test id `field-<path>`. */
function Field({ def, values, errors, readOnly, onChange }: FieldsProps & { def: FieldDef }) {
  return (
    <TextInput
      label={def.label}
      value={valueAt(values, def.path)}
      onChange={(e) => onChange(def.path, e.currentTarget.value)}
      error={errors[def.path]}
      required={def.required && !readOnly}
      readOnly={readOnly}
      maxLength={def.max}
      type={def.type ?? 'text'}
      description={readOnly ? undefined : def.description}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      data-testid={`field-${def.path}`}
      name={def.path}
    />
  );
}

function useLang(): string {
  const { i18n } = useTranslation();
  return i18n.language;
}

/** Countries for the address (GET /api/country/all). */
function CountrySelect({ path, values, errors, readOnly, onChange }: FieldsProps & { path: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const lang = useLang();
  const countries = useQuery({
    queryKey: registrationKeys.countries(lang),
    queryFn: ({ signal }) => api.get<LookupOption[]>(REG_API.countries, { signal }),
    staleTime: 60 * 60_000,
  });
  const value = valueAt(values, path);
  const options = countries.data ?? [];
  const data = [
    ...(options.some((o) => o.value === value) || !value ? [] : [{ value, label: value }]),
    ...options.map((o) => ({ value: o.value, label: o.desc })),
  ];
  return (
    <NativeSelect
      label={t('registration.fields.country')}
      value={value}
      data={data.length ? data : [{ value, label: value }]}
      onChange={(e) => onChange(path, e.currentTarget.value)}
      error={errors[path]}
      required={!readOnly}
      disabled={readOnly}
      data-testid={`field-${path}`}
      name={path}
    />
  );
}

/** The account types a visitor may register (GET /api/accountTypes/all limited to REGISTRABLE_TYPES). */
function AccountTypeSelect({ values, errors, readOnly, onChange }: FieldsProps) {
  const { t } = useTranslation();
  const api = useApi();
  const lang = useLang();
  const types = useQuery({
    queryKey: registrationKeys.accountTypes(lang),
    queryFn: ({ signal }) => api.get<LookupOption[]>(REG_API.accountTypes, { signal }),
    staleTime: 60 * 60_000,
  });
  const path = 'accnDetails.TMstAccnType.atypId';
  const options = (types.data ?? []).filter((o) => (REGISTRABLE_TYPES as readonly string[]).includes(o.value));
  return (
    <NativeSelect
      label={t('registration.fields.accountType')}
      value={valueAt(values, path)}
      data={[
        { value: '', label: t('registration.fields.chooseAccountType') },
        ...options.map((o) => ({ value: o.value, label: o.desc })),
      ]}
      onChange={(e) => onChange(path, e.currentTarget.value)}
      error={errors[path]}
      required={!readOnly}
      disabled={readOnly}
      data-testid={`field-${path}`}
      name={path}
    />
  );
}

/** The company details tab (spec §5 company table). */
export function CompanyFields(props: FieldsProps) {
  const { t } = useTranslation();
  const f = (path: string, label: string, required: boolean, max: number, extra: Partial<FieldDef> = {}): FieldDef => ({
    path: `accnDetails.${path}`,
    label,
    required,
    max,
    ...extra,
  });
  const company = [
    f('accnName', t('company.fields.accnName'), true, 256),
    f('accnCoyRegn', t('company.fields.accnCoyRegn'), true, 20, { description: t('company.npwpHint') }),
  ];
  const contact = [
    f('accnContact.contactTel', t('company.fields.contactTel'), true, 1024, { type: 'tel' }),
    f('accnContact.contactEmail', t('registration.fields.companyEmail'), true, 128, {
      type: 'email',
      description: t('registration.fields.companyEmailHint'),
    }),
    f('accnContact.contactFax', t('company.fields.contactFax'), false, 128, { type: 'tel' }),
  ];
  const address = [
    f('accnAddr.addrLn1', t('company.fields.addrLn1'), true, 64),
    f('accnAddr.addrLn2', t('company.fields.addrLn2'), false, 64),
    f('accnAddr.addrLn3', t('company.fields.addrLn3'), false, 64),
    f('accnAddr.addrProv', t('company.fields.addrProv'), true, 15),
    f('accnAddr.addrCity', t('company.fields.addrCity'), true, 15),
    f('accnAddr.addrPcode', t('company.fields.addrPcode'), true, 10),
  ];
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {company.map((def) => (
          <Field key={def.path} def={def} {...props} />
        ))}
        <AccountTypeSelect {...props} />
      </SimpleGrid>
      <Title order={3} size="h5" mt="lg" mb="xs">
        {t('registration.sections.contact')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {contact.map((def) => (
          <Field key={def.path} def={def} {...props} />
        ))}
      </SimpleGrid>
      <Title order={3} size="h5" mt="lg" mb="xs">
        {t('registration.sections.address')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {address.map((def) => (
          <Field key={def.path} def={def} {...props} />
        ))}
        <CountrySelect path="accnDetails.accnAddr.addrCtry.ctyCode" {...props} />
      </SimpleGrid>
    </>
  );
}

/** The administrator (first user) tab (spec §5 user table). */
export function UserFields(props: FieldsProps) {
  const { t } = useTranslation();
  const f = (
    path: string,
    label: string,
    required: boolean,
    max: number | undefined,
    extra: Partial<FieldDef> = {},
  ): FieldDef => ({
    path: `coreUsr.${path}`,
    label,
    required,
    ...(max ? { max } : {}),
    ...extra,
  });
  const person = [
    f('usrName', t('registration.fields.usrName'), true, 35),
    f('usrPassNid', t('registration.fields.usrPassNid'), true, 20),
    f('usrTitle', t('registration.fields.usrTitle'), false, 35),
    f('usrContact.contactTel', t('registration.fields.usrContactTel'), true, 1024, { type: 'tel' }),
    f('usrContact.contactEmail', t('registration.fields.usrContactEmail'), true, 128, {
      type: 'email',
      description: t('registration.fields.usrEmailHint'),
    }),
  ];
  const address = [
    f('usrAddr.addrLn1', t('company.fields.addrLn1'), true, 64),
    f('usrAddr.addrLn2', t('company.fields.addrLn2'), false, 64),
    f('usrAddr.addrLn3', t('company.fields.addrLn3'), false, undefined),
    f('usrAddr.addrProv', t('company.fields.addrProv'), false, 15),
    f('usrAddr.addrCity', t('company.fields.addrCity'), false, 15),
    f('usrAddr.addrPcode', t('company.fields.addrPcode'), true, 10),
  ];
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {person.map((def) => (
          <Field key={def.path} def={def} {...props} />
        ))}
      </SimpleGrid>
      <Title order={3} size="h5" mt="lg" mb="xs">
        {t('registration.sections.address')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {address.map((def) => (
          <Field key={def.path} def={def} {...props} />
        ))}
        <CountrySelect path="coreUsr.usrAddr.addrCtry.ctyCode" {...props} />
      </SimpleGrid>
    </>
  );
}
