import { Alert, Button, Checkbox, Loader, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import type { authorisationsTable, rolePermissions } from '../../domain/authorisation-responses';
import type { WireOf } from '../../domain/wire';
import { useApi } from '../lib/api-context';
import { notifySuccess } from '../lib/notify';
import { errorMessage } from '../lib/error-message';
import { apiPath } from '../lib/admin-api';
import { useCan } from '../lib/use-can';
import { FormProblems } from '../components/form/form-problems';
import { useEntityForm } from '../components/form/use-entity-form';
import { PageTitle } from '../components/page-title';

export type RolePermissions = WireOf<typeof rolePermissions>;
type AuthorisationsResponse = WireOf<typeof authorisationsTable>;

const QUERY_KEY = ['authorisations'] as const;

/** The form: each role's permissions, by role id. */
interface MatrixValues {
  roles: Record<string, string[]>;
}

const valuesOf = (roles: RolePermissions[]): MatrixValues => ({
  roles: Object.fromEntries(roles.map((role) => [role.roleId, role.permissions])),
});

/** /administrations/authorisations: the role × permission matrix; editable by the super admin only. */
export function AuthorisationsPage() {
  const { t } = useTranslation();
  const api = useApi();
  const data = useQuery({
    queryKey: QUERY_KEY,
    queryFn: ({ signal }) => api.get<AuthorisationsResponse>(apiPath('authorisations'), { signal }),
  });
  if (data.isLoading) return <Loader aria-label={t('common.loading')} />;
  if (data.isError || !data.data) return <Alert color="red">{errorMessage(data.error, t)}</Alert>;
  return <AuthorisationsMatrix table={data.data} reread={async () => (await data.refetch()).data} />;
}

/** The matrix as one form; each role's row is saved on its own (its Save sends that role). */
function AuthorisationsMatrix({
  table,
  reread,
}: {
  table: AuthorisationsResponse;
  reread: () => Promise<AuthorisationsResponse | undefined>;
}) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const editable = useCan('authorisations.manage');
  const { permissions, roles } = table;
  // The role whose Save was pressed (its row gets the server's field errors).
  const saving = useRef<RolePermissions | null>(null);
  const [savingRoleId, setSavingRoleId] = useState<string | null>(null);
  // Each role's permissions as last saved here (until the table is read again).
  const [savedRoles, setSavedRoles] = useState<Record<string, string[]>>({});
  const entity = useEntityForm<MatrixValues>({
    viewType: editable ? 'edit' : 'view',
    defaultValues: valuesOf(roles),
    // Any set of the listed permissions is a valid role (the server has the last word; a new try clears its errors).
    resolver: (values) => ({ values, errors: {} }),
    fieldOf: (path) => (path === 'permissions' && saving.current ? `roles.${saving.current.roleId}` : null),
    save: (values) => {
      const role = saving.current!;
      return api.put(apiPath('authorisations', role.roleId), {
        permissions: values.roles[role.roleId] ?? [],
        version: role.version,
      });
    },
    onSaved: (_result, values) => {
      const role = saving.current!;
      notifySuccess(t('admin.saved'));
      // The saved row is the record now; the other rows keep their unsaved changes.
      entity.form.resetField(`roles.${role.roleId}`, { defaultValue: values.roles[role.roleId] ?? [] });
      setSavedRoles((done) => ({ ...done, [role.roleId]: values.roles[role.roleId] ?? [] }));
      void queryClient.invalidateQueries({ queryKey: QUERY_KEY });
    },
    onReload: () =>
      void reread().then((fresh) => {
        if (!fresh) return;
        setSavedRoles({});
        entity.form.reset(valuesOf(fresh.roles));
      }),
  });
  const { watch, setValue, clearErrors } = entity.form;
  const held = watch('roles');

  const toggle = (role: RolePermissions, permission: string, on: boolean) => {
    const current = held[role.roleId] ?? role.permissions;
    const next = on ? [...current, permission] : current.filter((p) => p !== permission);
    setValue(
      `roles.${role.roleId}`,
      permissions.filter((p) => next.includes(p)),
      { shouldDirty: true },
    );
    clearErrors(`roles.${role.roleId}`);
  };
  const saveRole = (role: RolePermissions) => {
    saving.current = role;
    setSavingRoleId(role.roleId);
    void entity.submit();
  };

  return (
    <Stack gap="md">
      <PageTitle>{t('authorisations.title')}</PageTitle>
      <Text size="sm" c="dimmed">
        {editable ? t('authorisations.introEdit') : t('authorisations.introRead')}
      </Text>
      <FormProblems form={entity} conflictTestId="authorisations-conflict" errorTestId="authorisations-error" />
      <ScrollArea>
        <Table striped withColumnBorders data-testid="authorisations-table" miw={permissions.length * 90 + 260}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('authorisations.role')}</Table.Th>
              {permissions.map((p) => (
                <Table.Th key={p} fz="xs" ta="center" title={p}>
                  {t(`permissions.${p}`, { defaultValue: p })}
                </Table.Th>
              ))}
              {editable && <Table.Th />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {roles.map((role) => {
              const rolePermissions = held[role.roleId] ?? role.permissions;
              const saved = savedRoles[role.roleId] ?? role.permissions;
              const changed = rolePermissions.join() !== saved.join();
              const error = entity.errorOf(`roles.${role.roleId}`);
              const label = (i18n.language.startsWith('id') ? role.descId : role.descEn) ?? role.descEn ?? role.roleId;
              return (
                <Table.Tr key={role.roleId} data-testid="authorisation-row">
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {label}
                    </Text>
                    <Text size="xs" c="dimmed" ff="monospace">
                      {role.roleId}
                    </Text>
                    {error && (
                      <Text size="xs" c="red" data-testid={`authorisation-error-${role.roleId}`}>
                        {error}
                      </Text>
                    )}
                  </Table.Td>
                  {permissions.map((p) => (
                    <Table.Td key={p} ta="center">
                      <Checkbox
                        aria-label={`${role.roleId} ${t(`permissions.${p}`, { defaultValue: p })}`}
                        checked={rolePermissions.includes(p)}
                        disabled={!editable}
                        onChange={(e) => toggle(role, p, e.currentTarget.checked)}
                        data-testid={`authorisation-${role.roleId}-${p}`}
                        styles={{ body: { justifyContent: 'center' } }}
                      />
                    </Table.Td>
                  ))}
                  {editable && (
                    <Table.Td>
                      <Button
                        size="xs"
                        disabled={!changed}
                        loading={entity.saving && savingRoleId === role.roleId}
                        onClick={() => saveRole(role)}
                        data-testid={`authorisation-save-${role.roleId}`}
                      >
                        {t('common.save')}
                      </Button>
                    </Table.Td>
                  )}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {entity.dialog}
    </Stack>
  );
}
