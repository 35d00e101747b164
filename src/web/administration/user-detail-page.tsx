import { Alert, Badge, Button, Checkbox, Group, Loader, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { createUserBody, updateUserBody } from '../../domain/users';
import { useApi } from '../app/api-context';
import { PATHS } from '../app/paths';
import { notifySuccess } from '../general/notify';
import { ApiError } from '../lib/api-errors';
import { errorMessage } from '../lib/error-message';
import { serverErrors, translateErrors, zodFieldErrors, type FieldErrorMap } from '../lib/form';
import { useSessionUser } from '../shell/session-user';
import { StatusBadge } from '../resources/status-badge';
import { apiPath } from './admin-api';
import { useCan } from './use-can';
import { useGrantableRoles, type UserDetail } from './users-api';
import { PageTitle } from '../components/page-title';

const FIELDS = ['usrId', 'accnId', 'usrName', 'usrTitle', 'usrPassNid', 'contactEmail', 'contactTel', 'roles'] as const;
type Field = (typeof FIELDS)[number];
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
  contactEmail: u.contactEmail,
  contactTel: u.contactTel,
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
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const me = useSessionUser();
  const allowed = useCan('users.manage');
  const chooseCompany = useCan('sysparam.manage');
  const listPath = chooseCompany ? platformList : companyList;
  const params = useParams();
  const viewType = (VIEW_TYPES as readonly string[]).includes(params.viewType ?? '') ? (params.viewType as ViewType) : null;
  const id = params.id ?? '';
  const isNew = viewType === 'new';
  const readOnly = viewType === 'view';

  const user = useQuery({
    queryKey: ['users', 'item', id],
    queryFn: ({ signal }) => api.get<UserDetail>(apiPath('users', id), { signal }),
    enabled: allowed && !isNew && id !== '',
  });
  const [edited, setEdited] = useState<Values | null>(null);
  const values = edited ?? (user.data ? valuesOf(user.data) : EMPTY);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);

  const [accnDebounced] = useDebouncedValue(values.accnId.trim().toUpperCase(), 400);
  const company = useQuery({
    queryKey: ['accounts', 'item', accnDebounced],
    queryFn: ({ signal }) =>
      api.get<{ accnId: string; accnName: string; atypId: string }>(apiPath('accounts', accnDebounced), { signal }),
    enabled: isNew && chooseCompany && accnDebounced.length >= 2,
    retry: false,
  });
  const atypId = isNew ? (chooseCompany ? company.data?.atypId : me.accnType) : user.data?.atypId;
  const roles = useGrantableRoles(atypId);

  const save = useMutation({
    mutationFn: (body: unknown) => (isNew ? api.post(apiPath('users'), body) : api.put(apiPath('users', id), body)),
  });

  if (!allowed) return <Navigate to={PATHS.noPermission} replace />;
  if (!viewType || (!isNew && !id)) return <Navigate to={PATHS.notFound} replace />;
  if (!isNew && user.isLoading) return <Loader aria-label={t('common.loading')} />;
  if (!isNew && (user.isError || !user.data)) return <Alert color="red">{errorMessage(user.error, t)}</Alert>;

  const set = <K extends keyof Values>(field: K, value: Values[K]) => {
    setEdited({ ...values, [field]: value });
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = () => {
    setFormError(null);
    setConflict(null);
    const common = {
      usrName: values.usrName,
      usrTitle: values.usrTitle || null,
      usrPassNid: values.usrPassNid || null,
      contactEmail: values.contactEmail,
      contactTel: values.contactTel,
      roles: values.roles,
    };
    const body = isNew
      ? { usrId: values.usrId, ...(chooseCompany ? { accnId: values.accnId.trim().toUpperCase() } : {}), ...common }
      : { ...common, version: user.data?.version ?? 1 };
    const schema = isNew ? createUserBody : updateUserBody;
    const problems = zodFieldErrors(schema, body);
    if (chooseCompany && isNew && !values.accnId.trim()) {
      setErrors({ ...(problems ? translateErrors(problems, t) : {}), accnId: t('validation.required') });
      return;
    }
    if (problems) {
      setErrors(translateErrors(problems, t));
      return;
    }
    save.mutate(schema.parse(body), {
      onSuccess: () => {
        notifySuccess(isNew ? t('users.created') : t('admin.saved'));
        void queryClient.invalidateQueries({ queryKey: ['users'] });
        void navigate(listPath);
      },
      onError: (err) => {
        if (err instanceof ApiError && err.status === 409) {
          setConflict(err.message);
          return;
        }
        const { fields, form } = serverErrors(err, FIELDS, t);
        setErrors(fields);
        setFormError(form);
      },
    });
  };

  const text = (field: Exclude<Field, 'roles'>, label: string, extra?: { disabled?: boolean; required?: boolean }) => (
    <TextInput
      label={label}
      value={values[field]}
      onChange={(e) => set(field, e.currentTarget.value)}
      error={errors[field]}
      readOnly={readOnly}
      disabled={extra?.disabled}
      withAsterisk={!readOnly && extra?.required}
      data-testid={`user-${field}`}
    />
  );

  const title = isNew ? t('users.newTitle') : readOnly ? t('users.viewTitle') : t('users.editTitle');
  const options = roles.data ?? [];
  // Held roles the admin may not grant stay listed (checked) so an edit does not silently drop them.
  const extra = values.roles.filter((r) => !options.some((o) => o.value === r)).map((r) => ({ value: r, desc: r }));

  return (
    <Stack gap="md" maw={900}>
      <Group justify="space-between">
        <PageTitle>{title}</PageTitle>
        {user.data && (
          <Group gap={4}>
            <StatusBadge status={user.data.usrStatus} />
            {!user.data.activated && (
              <Badge color="yellow" variant="light" data-testid="user-not-activated">
                {t('users.notActivated')}
              </Badge>
            )}
          </Group>
        )}
      </Group>
      {conflict && (
        <Alert color="orange" data-testid="user-conflict">
          <Text size="sm">{conflict}</Text>
          <Button
            mt="xs"
            size="xs"
            variant="light"
            onClick={() => {
              setConflict(null);
              setEdited(null);
              void user.refetch();
            }}
          >
            {t('admin.reload')}
          </Button>
        </Alert>
      )}
      {formError && <Alert color="red">{formError}</Alert>}
      <form
        data-testid="user-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!readOnly) submit();
        }}
      >
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {text('usrId', t('users.usrId'), { disabled: !isNew, required: true })}
            {isNew && chooseCompany ? (
              <TextInput
                label={t('users.companyId')}
                value={values.accnId}
                onChange={(e) => set('accnId', e.currentTarget.value)}
                error={errors.accnId ?? (company.isError ? t('users.companyNotFound') : undefined)}
                description={
                  company.data
                    ? `${company.data.accnName} · ${t(`accountType.${company.data.atypId}`, { defaultValue: company.data.atypId })}`
                    : undefined
                }
                withAsterisk
                data-testid="user-accnId"
              />
            ) : (
              <TextInput
                label={t('users.company')}
                value={isNew ? `${me.accnName} (${me.accnId})` : `${user.data?.accnName ?? ''} (${user.data?.accnId ?? ''})`}
                readOnly
                disabled
              />
            )}
            {text('usrName', t('users.usrName'), { required: true })}
            {text('usrTitle', t('users.usrTitle'))}
            {text('contactEmail', t('users.contactEmail'), { required: true })}
            {text('contactTel', t('users.contactTel'), { required: true })}
            {text('usrPassNid', t('users.usrPassNid'))}
          </SimpleGrid>
          <Checkbox.Group
            label={t('users.roles')}
            value={values.roles}
            onChange={(v) => set('roles', v)}
            error={errors.roles}
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
          {isNew && (
            <Text size="sm" c="dimmed">
              {t('users.activationNote')}
            </Text>
          )}
          <Group>
            {readOnly ? (
              <Button onClick={() => void navigate(location.pathname.replace(/\/view\//, '/edit/'))} data-testid="user-edit">
                {t('users.actions.edit')}
              </Button>
            ) : (
              <Button type="submit" loading={save.isPending} data-testid="user-save">
                {t('common.save')}
              </Button>
            )}
            <Button variant="default" onClick={() => void navigate(listPath)}>
              {readOnly ? t('common.back') : t('common.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
