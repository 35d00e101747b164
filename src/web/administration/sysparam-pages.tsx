import { NoDataRow, OpenableRow } from '../components/list-rows';
import { Alert, Button, Group, Loader, NativeSelect, ScrollArea, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { formatDateTime } from '../../domain/format';
import { SYSTEM_PARAMS, paramValueSchema, type ParamDefinition, type ParamType } from '../../domain/system-params';
import { useApi } from '../app/api-context';
import { PATHS } from '../app/paths';
import { DebouncedTextInput } from '../components/debounced-text-input';
import { ListPaging } from '../components/list-paging';
import { useListUrlState } from '../components/use-list-url-state';
import { notifySuccess } from '../general/notify';
import { ApiError } from '../lib/api-errors';
import { errorMessage } from '../lib/error-message';
import { serverErrors } from '../lib/form';
import { apiPath, useDatatable } from './admin-api';
import { SortableTh } from './sortable-th';
import { useCan } from './use-can';
import { PageTitle } from '../components/page-title';

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
  const { state, update } = useListUrlState(SPEC);
  const list = useDatatable<SysParamRow>('sysparams', apiPath('sysparams'), state);
  if (!allowed) return <Navigate to={PATHS.noPermission} replace />;
  const rows = list.data?.aaData ?? [];
  const open = (key: string) => void navigate(`/administrations/sysparam/${encodeURIComponent(key)}`);
  return (
    <Stack gap="md">
      <PageTitle>{t('sysparam.title')}</PageTitle>
      <Group gap="sm" align="flex-end">
        <DebouncedTextInput
          label={t('common.search')}
          value={state.search}
          onChange={(search) => update({ search })}
          testId="sysparam-search"
          w={280}
        />
        <NativeSelect
          label={t('sysparam.valueType')}
          value={state.filters.valueType ?? ''}
          data={[{ value: '', label: t('admin.all') }, ...TYPES.map((v) => ({ value: v, label: t(`sysparam.types.${v}`) }))]}
          onChange={(e) => update({ valueType: e.currentTarget.value || null })}
          data-testid="sysparam-type"
        />
        {list.isFetching && <Loader size="xs" aria-label={t('common.loading')} />}
      </Group>
      {list.isError && <Alert color="red">{errorMessage(list.error, t)}</Alert>}
      <ScrollArea>
        <Table striped highlightOnHover data-testid="sysparam-list" miw={720}>
          <Table.Thead>
            <Table.Tr>
              <SortableTh column="sysKey" state={state} defaultSort={DEFAULT_SORT} update={update}>
                {t('sysparam.key')}
              </SortableTh>
              <SortableTh column="sysValue" state={state} defaultSort={DEFAULT_SORT} update={update}>
                {t('sysparam.value')}
              </SortableTh>
              <Table.Th>{t('sysparam.valueType')}</Table.Th>
              <Table.Th>{t('sysparam.description')}</Table.Th>
              <SortableTh column="updatedAt" state={state} defaultSort={DEFAULT_SORT} update={update}>
                {t('admin.updatedAt')}
              </SortableTh>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <OpenableRow key={row.sysKey} testId="sysparam-row" onOpen={() => open(row.sysKey)}>
                <Table.Td ff="monospace">{row.sysKey}</Table.Td>
                <Table.Td>{row.sysValue}</Table.Td>
                <Table.Td>{t(`sysparam.types.${row.valueType}`, { defaultValue: row.valueType })}</Table.Td>
                <Table.Td>{descOf(row, i18n.language)}</Table.Td>
                <Table.Td>{row.updatedAt ? formatDateTime(row.updatedAt) : '—'}</Table.Td>
              </OpenableRow>
            ))}
            {list.data && rows.length === 0 && <NoDataRow colSpan={5} />}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <ListPaging
        testId="sysparam"
        page={state.page}
        size={state.size}
        total={list.data?.iTotalDisplayRecords ?? 0}
        onPage={(page) => update({ page })}
        onSize={(size) => update({ size })}
      />
    </Stack>
  );
}

/** /administrations/sysparam/:sysKey: edits one parameter's value (checked with the shared rules). */
export function SysParamEditPage() {
  const { t, i18n } = useTranslation();
  const { sysKey = '' } = useParams();
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const allowed = useCan('sysparam.manage');
  const item = useQuery({
    queryKey: ['sysparams', 'item', sysKey],
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
          void queryClient.invalidateQueries({ queryKey: ['sysparams'] });
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
      <PageTitle>{t('sysparam.editTitle')}</PageTitle>
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
