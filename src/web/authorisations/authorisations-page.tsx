import { Alert, Button, Checkbox, Loader, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { authorisationsTable, rolePermissions } from '../../domain/authorisation-responses';
import type { WireOf } from '../../domain/wire';
import { useApi } from '../lib/api-context';
import { notifyError, notifySuccess } from '../lib/notify';
import { ApiError } from '../lib/api-errors';
import { errorMessage } from '../lib/error-message';
import { apiPath } from '../lib/admin-api';
import { useCan } from '../lib/use-can';
import { ConflictAlert } from '../components/form/conflict-alert';
import { PageTitle } from '../components/page-title';

export type RolePermissions = WireOf<typeof rolePermissions>;
type AuthorisationsResponse = WireOf<typeof authorisationsTable>;

const QUERY_KEY = ['authorisations'] as const;

/** /administrations/authorisations: the role × permission matrix; editable by the super admin only. */
export function AuthorisationsPage() {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const editable = useCan('authorisations.manage');
  const data = useQuery({
    queryKey: QUERY_KEY,
    queryFn: ({ signal }) => api.get<AuthorisationsResponse>(apiPath('authorisations'), { signal }),
  });
  // Unsaved edits per role.
  const [edits, setEdits] = useState<Record<string, string[]>>({});
  const [conflict, setConflict] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (role: { roleId: string; permissions: string[]; version: number }) =>
      api.put(apiPath('authorisations', role.roleId), { permissions: role.permissions, version: role.version }),
  });
  if (data.isLoading) return <Loader aria-label={t('common.loading')} />;
  if (data.isError || !data.data) return <Alert color="red">{errorMessage(data.error, t)}</Alert>;
  const { permissions, roles } = data.data;

  const toggle = (role: RolePermissions, permission: string, on: boolean) => {
    const current = edits[role.roleId] ?? role.permissions;
    const next = on ? [...current, permission] : current.filter((p) => p !== permission);
    setEdits((e) => ({ ...e, [role.roleId]: permissions.filter((p) => next.includes(p)) }));
  };

  const saveRole = (role: RolePermissions) => {
    const next = edits[role.roleId];
    if (!next) return;
    save.mutate(
      { roleId: role.roleId, permissions: next, version: role.version },
      {
        onSuccess: () => {
          notifySuccess(t('admin.saved'));
          setEdits(({ [role.roleId]: _done, ...rest }) => rest);
          void queryClient.invalidateQueries({ queryKey: QUERY_KEY });
        },
        onError: (err) => {
          if (err instanceof ApiError && err.status === 409) setConflict(err.message);
          else notifyError(errorMessage(err, t));
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <PageTitle>{t('authorisations.title')}</PageTitle>
      <Text size="sm" c="dimmed">
        {editable ? t('authorisations.introEdit') : t('authorisations.introRead')}
      </Text>
      {conflict !== null && (
        <ConflictAlert
          message={conflict}
          testId="authorisations-conflict"
          onReload={() => {
            setConflict(null);
            setEdits({});
            void data.refetch();
          }}
        />
      )}
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
              const held = edits[role.roleId] ?? role.permissions;
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
                  </Table.Td>
                  {permissions.map((p) => (
                    <Table.Td key={p} ta="center">
                      <Checkbox
                        aria-label={`${role.roleId} ${t(`permissions.${p}`, { defaultValue: p })}`}
                        checked={held.includes(p)}
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
                        disabled={!edits[role.roleId]}
                        loading={save.isPending && save.variables?.roleId === role.roleId}
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
    </Stack>
  );
}
