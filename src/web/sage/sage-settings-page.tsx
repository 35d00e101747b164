import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { SAGE_CHARGE_TYPES, sageCodeBody, sageGlBody, type SageCodeBody, type SageGlBody } from '../../domain/finance/sage';
import { schemaResolver } from '../components/form/schema-resolver';
import { useEntityForm } from '../components/form/use-entity-form';
import { PageTitle } from '../components/page-title';
import { RowAction } from '../components/row-action';
import { ServerList, type ListColumn } from '../components/server-list';
import { useServerList } from '../components/use-server-list';
import { useApi } from '../lib/api-context';
import { errorMessage } from '../lib/error-message';
import { notifySuccess } from '../lib/notify';
import { sageApi, type SageCode, type SageGlSettings } from './sage-api';
import { sageKeys } from './sage-keys';
import { FormButtons } from '../components/form/form-buttons';

const emptyAccounts = () => Object.fromEntries(SAGE_CHARGE_TYPES.map((c) => [c, ''])) as SageGlBody['accounts'];

/** The GL account of every charge type, set at once with the server's schema (pattern 4100-00). */
function GlAccountsForm() {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: sageKeys.glAccounts(),
    queryFn: ({ signal }) => api.get<SageGlSettings>(sageApi.glAccounts(), { signal }),
  });
  const values = settings.data ? { accounts: { ...emptyAccounts(), ...settings.data.accounts } } : undefined;
  const entity = useEntityForm<SageGlBody, SageGlBody>({
    viewType: 'edit',
    defaultValues: { accounts: emptyAccounts() },
    ...(values ? { values } : {}),
    schema: sageGlBody,
    save: (body) => api.put<SageGlSettings>(sageApi.glAccounts(), body),
    onSaved: (result) => {
      queryClient.setQueryData(sageKeys.glAccounts(), result);
      notifySuccess(t('sage.settings.glSaved'));
    },
  });
  const missing = settings.data?.missing ?? [];
  return (
    <>
      <form onSubmit={(e) => void entity.submit(e)} noValidate aria-label={t('sage.settings.glTitle')}>
        <Stack gap="sm">
          <Title order={2}>{t('sage.settings.glTitle')}</Title>
          <Text size="sm" c="dimmed">
            {t('sage.settings.glHint')}
          </Text>
          {settings.error && <Alert color="red">{errorMessage(settings.error, t)}</Alert>}
          {missing.length > 0 && (
            <Alert color="orange" data-testid="sage-gl-missing">
              {t('sage.settings.glMissing', { types: missing.map((m) => t(`sage.charges.${m}`)).join(', ') })}
            </Alert>
          )}
          {entity.formError && (
            <Alert color="red" data-testid="sage-gl-error">
              {entity.formError}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }} spacing="sm">
            {SAGE_CHARGE_TYPES.map((type) => (
              <TextInput
                key={type}
                label={t(`sage.charges.${type}`)}
                description={type}
                required
                maxLength={79}
                {...entity.form.register(`accounts.${type}`)}
                error={entity.errorOf(`accounts.${type}`)}
                data-testid={`sage-gl-${type}`}
              />
            ))}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={entity.saving} disabled={!settings.data} data-testid="sage-gl-save">
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
      {entity.dialog}
    </>
  );
}

/** Form values: the two codes as typed ('' for none). */
type CodeValues = { customerCode: string; vendorCode: string };
const codeBodyOf = (v: CodeValues) => ({
  customerCode: v.customerCode.trim() ? v.customerCode.trim().toUpperCase() : null,
  vendorCode: v.vendorCode.trim() ? v.vendorCode.trim().toUpperCase() : null,
});

/** A company's Sage customer and vendor codes; a code another company holds is the server's field error. */
function CodesForm({ company, onClose, onSaved }: { company: SageCode; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const entity = useEntityForm<CodeValues, SageCodeBody>({
    viewType: 'edit',
    defaultValues: { customerCode: company.customerCode ?? '', vendorCode: company.vendorCode ?? '' },
    resolver: schemaResolver(sageCodeBody, codeBodyOf),
    guard: false,
    save: (body) => api.put<SageCode>(sageApi.code(company.accnId), body),
    onSaved,
  });
  const title = t('sage.settings.editTitle', { name: company.accnName });
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <form onSubmit={(e) => void entity.submit(e)} noValidate aria-label={title}>
        <Stack gap="sm">
          {entity.formError && (
            <Alert color="red" data-testid="sage-code-error">
              {entity.formError}
            </Alert>
          )}
          <TextInput
            label={t('sage.settings.customerCode')}
            maxLength={12}
            {...entity.form.register('customerCode')}
            error={entity.errorOf('customerCode')}
            data-testid="sage-code-customerCode"
          />
          <TextInput
            label={t('sage.settings.vendorCode')}
            maxLength={12}
            {...entity.form.register('vendorCode')}
            error={entity.errorOf('vendorCode')}
            data-testid="sage-code-vendorCode"
          />
          <FormButtons onCancel={onClose} saving={entity.saving} submitLabel={t('common.save')} submitTestId="sage-code-save" />
        </Stack>
      </form>
    </Modal>
  );
}

/** Every company with its Sage customer and vendor codes (server-paged), each editable. */
function CodesList() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<SageCode | null>(null);
  const list = useServerList<SageCode>({
    queryKey: sageKeys.codes(),
    path: sageApi.codes(),
    spec: { sortable: [], filters: ['missing'] },
  });
  const columns: ListColumn<SageCode>[] = [
    {
      key: 'company',
      label: t('sage.settings.company'),
      render: (r) => (
        <Stack gap={0}>
          <Text size="sm">{r.accnName}</Text>
          <Text size="xs" c="dimmed">
            {r.accnId}
          </Text>
        </Stack>
      ),
      text: (r) => r.accnName,
    },
    { key: 'type', label: t('sage.settings.type'), render: (r) => t(`accountType.${r.accnType}`, { defaultValue: r.accnType }) },
    {
      key: 'customerCode',
      label: t('sage.settings.customerCode'),
      noWrap: true,
      render: (r) => <span data-testid={`sage-code-customer-${r.accnId}`}>{r.customerCode ?? '—'}</span>,
    },
    {
      key: 'vendorCode',
      label: t('sage.settings.vendorCode'),
      noWrap: true,
      render: (r) => <span data-testid={`sage-code-vendor-${r.accnId}`}>{r.vendorCode ?? '—'}</span>,
    },
  ];
  return (
    <>
      <ServerList<SageCode>
        testId="sage-codes"
        title={t('sage.settings.codesTitle')}
        titleOrder={2}
        list={list}
        columns={columns}
        defaultSort={{ field: 'company', order: 'asc' }}
        rowKey={(r) => r.accnId}
        testIds={{ row: (r) => `sage-codes-row-${r.accnId}` }}
        search={{ placeholder: t('sage.settings.search') }}
        filters={[
          {
            name: 'missing',
            label: t('sage.settings.missing'),
            options: [
              { value: 'Y', label: t('sage.settings.missingY') },
              { value: 'N', label: t('sage.settings.missingN') },
            ],
          },
        ]}
        rowActions={(r) => (
          <RowAction label={t('sage.settings.edit')} testId={`sage-codes-edit-${r.accnId}`} onClick={() => setEditing(r)} />
        )}
      >
        <Text size="sm" c="dimmed">
          {t('sage.settings.codesHint')}
        </Text>
      </ServerList>
      {editing && (
        <CodesForm
          company={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            notifySuccess(t('sage.settings.codesSaved', { name: editing.accnName }));
            setEditing(null);
            void queryClient.invalidateQueries({ queryKey: sageKeys.all });
          }}
        />
      )}
    </>
  );
}

/** /manage/sage/tax (issue 15): the Sage 300 settings: GL accounts per charge type, and the companies' codes. */
export function SageSettingsPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <PageTitle>{t('sage.settings.title')}</PageTitle>
      <GlAccountsForm />
      <CodesList />
    </Stack>
  );
}
