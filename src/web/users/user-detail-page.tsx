import { FormButtons } from '../components/form/form-buttons';
import { Alert, Badge, Checkbox, Group, Loader, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Controller, type Resolver } from 'react-hook-form';
import { useTranslation } from '../lib/use-translation';
import { Navigate, useLocation, useNavigate, useParams } from '../lib/router';
import { createUserBody, updateUserBody } from '../../domain/users';
import { useApi } from '../lib/api-context';
import { PATHS } from '../lib/paths';
import { notifySuccess } from '../lib/notify';
import { errorMessage } from '../lib/error-message';
import { FormProblems } from '../components/form/form-problems';
import { ReadOnlyValue } from '../components/form/read-only-value';
import { schemaResolver } from '../components/form/schema-resolver';
import { useEntityForm } from '../components/form/use-entity-form';
import { useSessionUser } from '../lib/session-user';
import { StatusBadge } from '../components/status-badge';
import { apiPath } from '../lib/admin-api';
import { useCan } from '../lib/use-can';
import { useGrantableRoles, userKeys, type UserDetail } from './users-api';
import { accountKeys } from '../accounts';
import { PageTitle } from '../components/page-title';
import { useBreadcrumbItem } from '../components/breadcrumb-item';

type Field = 'usrId' | 'accnId' | 'usrName' | 'usrTitle' | 'usrPassNid' | 'contactEmail' | 'contactTel' | 'roles';
type Values = Omit<Record<Field, string>, 'roles'> & { roles: string[] };
const EMPTY: Values = {
  usrId: '',
  accnId: '',
  usrName: '',
  usrTitle: '',
  usrPassNid: '',
  contactEmail: '',
  contactTel: '',
  roles: [],
};
const VIEW_TYPES = ['new', 'edit', 'view'] as const;
type ViewType = (typeof VIEW_TYPES)[number];

const valuesOf = (u: UserDetail): Values => ({
  usrId: u.usrId,
  accnId: u.accnId,
  usrName: u.usrName,
  usrTitle: u.usrTitle ?? '',
  usrPassNid: u.usrPassNid ?? '',
  contactEmail: u.contactEmail ?? '',
  contactTel: u.contactTel ?? '',
  roles: u.roles,
});

/**
 * /manageUsers/user/:viewType/:id?, /opadmin/user/… and /manageAccount/user/…: one user (new, edit, view).
 * Platform admins create users in any company (its type decides the roles offered) and go back to
 * `platformList`; company administrators create in their own company and go back to `companyList`.
 */
export function UserDetailPage({ platformList, companyList }: { platformList: string; companyList: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const params = useParams();
  const viewType = (VIEW_TYPES as readonly string[]).includes(params.viewType ?? '') ? (params.viewType as ViewType) : null;
  const id = params.id ?? '';
  const isNew = viewType === 'new';
  const user = useQuery({
    queryKey: userKeys.item(id),
    queryFn: ({ signal }) => api.get<UserDetail>(apiPath('users', id), { signal }),
    enabled: !isNew && id !== '',
  });
  useBreadcrumbItem(isNew ? null : user.data?.usrName);
  if (!viewType || (!isNew && !id)) return <Navigate to={PATHS.notFound} replace />;
  if (!isNew && user.isLoading) return <Loader aria-label={t('common.loading')} />;
  if (!isNew && (user.isError || !user.data)) return <Alert color="red">{errorMessage(user.error, t)}</Alert>;
  return (
    <UserForm
      key={`${viewType}:${user.dataUpdatedAt}`}
      viewType={viewType}
      user={isNew ? undefined : user.data}
      platformList={platformList}
      companyList={companyList}
      onReload={() => void user.refetch()}
    />
  );
}

function UserForm({
  viewType,
  user,
  platformList,
  companyList,
  onReload,
}: {
  viewType: ViewType;
  user: UserDetail | undefined;
  platformList: string;
  companyList: string;
  onReload: () => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const me = useSessionUser();
  const chooseCompany = useCan('sysparam.manage');
  const listPath = chooseCompany ? platformList : companyList;
  const isNew = viewType === 'new';
  const { id = '' } = useParams();

  const resolver = useMemo<Resolver<Values, unknown, object>>(() => {
    const common = (v: Values) => ({
      usrName: v.usrName,
      usrTitle: v.usrTitle || null,
      usrPassNid: v.usrPassNid || null,
      contactEmail: v.contactEmail,
      contactTel: v.contactTel,
      roles: v.roles,
    });
    if (!isNew) return schemaResolver(updateUserBody, (v: Values) => ({ ...common(v), version: user?.version ?? 1 }));
    const create = schemaResolver(createUserBody, (v: Values) => ({
      usrId: v.usrId,
      ...(chooseCompany ? { accnId: v.accnId.trim().toUpperCase() } : {}),
      ...common(v),
    }));
    return async (values, context, options) => {
      const checked = await create(values, context, options);
      if (!chooseCompany || values.accnId.trim()) return checked;
      return { values: {}, errors: { ...checked.errors, accnId: { type: 'required', message: 'validation.required' } } };
    };
  }, [isNew, chooseCompany, user?.version]);

  const entity = useEntityForm<Values, object>({
    viewType,
    defaultValues: user ? valuesOf(user) : EMPTY,
    resolver,
    save: (body) => (isNew ? api.post(apiPath('users'), body) : api.put(apiPath('users', id), body)),
    onSaved: () => {
      notifySuccess(isNew ? t('users.created') : t('admin.saved'));
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
      void navigate(listPath);
    },
    onReload,
  });
  const { readOnly } = entity;
  const { register, control, watch } = entity.form;

  const [accnDebounced] = useDebouncedValue(watch('accnId').trim().toUpperCase(), 400);
  const company = useQuery({
    queryKey: accountKeys.item(accnDebounced),
    queryFn: ({ signal }) =>
      api.get<{ accnId: string; accnName: string; atypId: string }>(apiPath('accounts', accnDebounced), { signal }),
    enabled: isNew && chooseCompany && accnDebounced.length >= 2,
    retry: false,
  });
  const atypId = isNew ? (chooseCompany ? company.data?.atypId : me.accnType) : user?.atypId;
  const roles = useGrantableRoles(atypId);

  const text = (field: Exclude<Field, 'roles' | 'accnId'>, label: string, extra?: { fixed?: boolean; required?: boolean }) =>
    readOnly || extra?.fixed ? (
      <ReadOnlyValue label={label} value={watch(field)} testId={`user-${field}`} />
    ) : (
      <TextInput
        label={label}
        {...register(field)}
        error={entity.errorOf(field)}
        withAsterisk={extra?.required}
        data-testid={`user-${field}`}
      />
    );

  const title = isNew ? t('users.newTitle') : readOnly ? t('users.viewTitle') : t('users.editTitle');
  const options = roles.data ?? [];
  const held = watch('roles');
  // Held roles the admin may not grant stay listed (checked) so an edit does not silently drop them.
  const extra = held.filter((r) => !options.some((o) => o.value === r)).map((r) => ({ value: r, desc: r }));

  return (
    <Stack gap="md" maw={900}>
      <Group justify="space-between">
        <PageTitle>{title}</PageTitle>
        {user && (
          <Group gap={4}>
            <StatusBadge status={user.usrStatus} />
            {!user.activated && (
              <Badge color="yellow" variant="light" data-testid="user-not-activated">
                {t('users.notActivated')}
              </Badge>
            )}
          </Group>
        )}
      </Group>
      <FormProblems form={entity} conflictTestId="user-conflict" />
      <form data-testid="user-form" noValidate onSubmit={(e) => void entity.submit(e)}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {text('usrId', t('users.usrId'), { fixed: !isNew, required: true })}
            {isNew && chooseCompany ? (
              <TextInput
                label={t('users.companyId')}
                {...register('accnId')}
                error={entity.errorOf('accnId') ?? (company.isError ? t('users.companyNotFound') : undefined)}
                description={
                  company.data
                    ? `${company.data.accnName} · ${t(`accountType.${company.data.atypId}`, { defaultValue: company.data.atypId })}`
                    : undefined
                }
                withAsterisk
                data-testid="user-accnId"
              />
            ) : (
              <ReadOnlyValue
                label={t('users.company')}
                value={isNew ? `${me.accnName} (${me.accnId})` : `${user?.accnName ?? ''} (${user?.accnId ?? ''})`}
              />
            )}
            {text('usrName', t('users.usrName'), { required: true })}
            {text('usrTitle', t('users.usrTitle'))}
            {text('contactEmail', t('users.contactEmail'), { required: true })}
            {text('contactTel', t('users.contactTel'), { required: true })}
            {text('usrPassNid', t('users.usrPassNid'))}
          </SimpleGrid>
          {readOnly ? (
            // A viewed user's roles are text, one per line (not disabled checkboxes).
            <ReadOnlyValue
              label={t('users.roles')}
              testId="user-roles"
              value={
                held.length ? (
                  <Stack gap={2} component="span">
                    {held.map((r) => {
                      const desc = options.find((o) => o.value === r)?.desc;
                      return <span key={r}>{desc ? `${desc} (${r})` : r}</span>;
                    })}
                  </Stack>
                ) : null
              }
            />
          ) : (
            <Controller
              control={control}
              name="roles"
              render={({ field }) => (
                <Checkbox.Group
                  label={t('users.roles')}
                  value={field.value}
                  onChange={field.onChange}
                  error={entity.errorOf('roles')}
                  withAsterisk={!readOnly}
                >
                  <Stack gap={6} mt="xs">
                    {!atypId && (
                      <Text size="sm" c="dimmed">
                        {t('users.chooseCompanyFirst')}
                      </Text>
                    )}
                    {roles.isLoading && <Loader size="xs" />}
                    {[...options, ...extra].map((o) => (
                      <Checkbox
                        key={o.value}
                        value={o.value}
                        label={`${o.desc} (${o.value})`}
                        disabled={readOnly || !options.some((x) => x.value === o.value)}
                        data-testid={`user-role-${o.value}`}
                      />
                    ))}
                  </Stack>
                </Checkbox.Group>
              )}
            />
          )}
          {isNew && (
            <Text size="sm" c="dimmed">
              {t('users.activationNote')}
            </Text>
          )}
          <FormButtons
            onCancel={() => void navigate(listPath)}
            saving={entity.saving}
            submitLabel={t('common.save')}
            submitTestId="user-save"
            readOnly={readOnly}
            onEdit={() => void navigate(location.pathname.replace(/\/view\//, '/edit/'))}
            editLabel={t('users.actions.edit')}
            editTestId="user-edit"
          />
        </Stack>
      </form>
      {entity.dialog}
    </Stack>
  );
}
