import { Alert, Button, Group, Loader, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { formatDateTime } from '../../domain/format';
import { SYSTEM_PARAMS, paramValueSchema, type ParamDefinition, type ParamType } from '../../domain/system-params';
import { useApi } from '../app/api-context';
import { PATHS } from '../app/paths';
import { ServerList, type ListColumn } from '../components/server-list';
import { useServerList } from '../components/use-server-list';
import { notifySuccess } from '../general/notify';
import { ApiError } from '../lib/api-errors';
import { errorMessage } from '../lib/error-message';
import { serverErrors } from '../lib/form';
import { apiPath } from './admin-api';
import { useCan } from './use-can';

export interface SysParamRow {
  sysKey: string;
  sysValue: string;
  valueType: ParamType;
  descEn: string | null;
  descId: string | null;
  updatedAt: string | null;
  version: number;
}

const SPEC = { sortable: ['sysKey', 'sysValue', 'updatedAt'], filters: ['valueType'] };
const DEFAULT_SORT = { field: 'sysKey', order: 'asc' as const };
const TYPES: ParamType[] = ['INT', 'BOOL', 'STRING'];

const descOf = (row: Pick<SysParamRow, 'descEn' | 'descId'>, lang: string) =>
  (lang.startsWith('id') ? row.descId : row.descEn) ?? row.descEn ?? '';

/** The validation rules of a parameter: its definition when known, else its value type. */
export function definitionOf(row: Pick<SysParamRow, 'sysKey' | 'valueType'>): ParamDefinition {
  const known = (SYSTEM_PARAMS as Record<string, ParamDefinition>)[row.sysKey];
  return known ?? { type: row.valueType, default: '', en: '', id: '' };
}

/** /administrations/sysparam: the system parameters, server-paged, filters in the URL. */
export function SysParamListPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const allowed = useCan('sysparam.manage');
  const list = useServerList<SysParamRow>({ queryKey: sysparamKeys.list, path: apiPath('sysparams'), spec: SPEC });
  if (!allowed) return <Navigate to={PATHS.noPermission} replace />;
  const { state, update } = list;
  const open = (key: string) => void navigate(`/administrations/sysparam/${encodeURIComponent(key)}`);
  const columns: ListColumn<SysParamRow>[] = [
    {
      key: 'sysKey',
      label: t('sysparam.key'),
      sortable: true,
      noWrap: true,
      render: (row) => (
        <Text ff="monospace" fz="sm">
          {row.sysKey}
        </Text>
      ),
    },
    { key: 'sysValue', label: t('sysparam.value'), sortable: true, render: (row) => row.sysValue, text: (row) => row.sysValue },
    {
      key: 'valueType',
      label: t('sysparam.valueType'),
      noWrap: true,
      render: (row) => t(`sysparam.types.${row.valueType}`, { defaultValue: row.valueType }),
    },
    {
      key: 'description',
      label: t('sysparam.description'),
      render: (row) => descOf(row, i18n.language),
      text: (row) => descOf(row, i18n.language),
      width: 420,
    },
    {
      key: 'updatedAt',
      label: t('admin.updatedAt'),
      sortable: true,
      noWrap: true,
      render: (row) => (row.updatedAt ? formatDateTime(row.updatedAt) : '—'),
    },
  ];
  return (
    <ServerList<SysParamRow>
      testId="sysparam"
      list={list}
      title={t('sysparam.title')}
      columns={columns}
      defaultSort={DEFAULT_SORT}
      rowKey={(row) => row.sysKey}
      onOpen={(row) => open(row.sysKey)}
      toolbar={
        <NativeSelect
          label={t('sysparam.valueType')}
          value={state.filters.valueType ?? ''}
          data={[{ value: '', label: t('admin.all') }, ...TYPES.map((v) => ({ value: v, label: t(`sysparam.types.${v}`) }))]}
          onChange={(e) => update({ valueType: e.currentTarget.value || null })}
          data-testid="sysparam-type"
        />
      }
    />
  );
}

/** The system parameters' query keys; invalidation goes through them. */
export const sysparamKeys = {
  all: ['sysparams'] as const,
  list: (query: Record<string, string | number>) => [...sysparamKeys.all, 'list', query] as const,
  item: (sysKey: string | undefined) => [...sysparamKeys.all, 'item', sysKey] as const,
};

/** /administrations/sysparam/:sysKey: edits one parameter's value (checked with the shared rules). */
export function SysParamEditPage() {
  const { t, i18n } = useTranslation();
  const { sysKey = '' } = useParams();
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const allowed = useCan('sysparam.manage');
  const item = useQuery({
    queryKey: sysparamKeys.item(sysKey),
    queryFn: ({ signal }) => api.get<SysParamRow>(apiPath('sysparams', sysKey), { signal }),
    enabled: allowed,
  });
  const [value, setValue] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (body: { sysValue: string; version: number }) => api.put(apiPath('sysparams', sysKey), body),
  });
  if (!allowed) return <Navigate to={PATHS.noPermission} replace />;
  if (item.isLoading) return <Loader aria-label={t('common.loading')} />;
  if (item.isError || !item.data) return <Alert color="red">{errorMessage(item.error, t)}</Alert>;
  const row = item.data;
  const current = value ?? row.sysValue;
  const def = definitionOf(row);

  const submit = () => {
    const parsed = paramValueSchema(def).safeParse(current);
    if (!parsed.success) {
      setError(t(parsed.error.issues[0]?.message ?? 'validation.required'));
      return;
    }
    setFormError(null);
    setConflict(null);
    save.mutate(
      { sysValue: String(parsed.data), version: row.version },
      {
        onSuccess: () => {
          notifySuccess(t('admin.saved'));
          void queryClient.invalidateQueries({ queryKey: sysparamKeys.all });
          void navigate('/administrations/sysparam');
        },
        onError: (err) => {
          if (err instanceof ApiError && err.status === 409) {
            setConflict(err.message);
            return;
          }
          const { fields, form } = serverErrors(err, ['sysValue'], t);
          if (fields.sysValue) setError(fields.sysValue);
          setFormError(form);
        },
      },
    );
  };

  return (
    <Stack gap="md" maw={640}>
      <Title order={2}>{t('sysparam.editTitle')}</Title>
      <Text ff="monospace">{row.sysKey}</Text>
      <Text size="sm" c="dimmed" data-testid="sysparam-description">
        {descOf(row, i18n.language)}
      </Text>
      {conflict && (
        <Alert color="orange" data-testid="sysparam-conflict">
          <Text size="sm">{conflict}</Text>
          <Button
            mt="xs"
            size="xs"
            variant="light"
            onClick={() => {
              setConflict(null);
              setValue(null);
              void item.refetch();
            }}
          >
            {t('admin.reload')}
          </Button>
        </Alert>
      )}
      {formError && <Alert color="red">{formError}</Alert>}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          {def.type === 'BOOL' ? (
            <NativeSelect
              label={t('sysparam.value')}
              value={current}
              data={[
                { value: 'true', label: t('common.yes') },
                { value: 'false', label: t('common.no') },
              ]}
              onChange={(e) => {
                setValue(e.currentTarget.value);
                setError(null);
              }}
              error={error}
              data-testid="sysparam-value"
            />
          ) : (
            <TextInput
              label={t('sysparam.value')}
              value={current}
              inputMode={def.type === 'INT' ? 'numeric' : undefined}
              onChange={(e) => {
                setValue(e.currentTarget.value);
                setError(null);
              }}
              error={error}
              data-testid="sysparam-value"
            />
          )}
          <Group>
            <Button type="submit" loading={save.isPending} data-testid="sysparam-save">
              {t('common.save')}
            </Button>
            <Button variant="default" onClick={() => void navigate('/administrations/sysparam')}>
              {t('common.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
