import { NoDataRow, OpenableRow } from '../components/list-rows';
import { Alert, Button, Group, Loader, NativeSelect, ScrollArea, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { z } from 'zod';
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
import { errorMessage } from '../lib/error-message';
import { FormProblems } from '../components/form/form-problems';
import { useEntityForm } from '../components/form/use-entity-form';
import { apiPath, useDatatable } from './admin-api';
import { SortableTh } from './sortable-th';
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
  const { state, update } = useListUrlState(SPEC);
  const list = useDatatable<SysParamRow>('sysparams', apiPath('sysparams'), state);
  if (!allowed) return <Navigate to={PATHS.noPermission} replace />;
  const rows = list.data?.aaData ?? [];
  const open = (key: string) => void navigate(`/administrations/sysparam/${encodeURIComponent(key)}`);
  return (
    <Stack gap="md">
      <Title order={2}>{t('sysparam.title')}</Title>
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
  const { t } = useTranslation();
  const { sysKey = '' } = useParams();
  const api = useApi();
  const allowed = useCan('sysparam.manage');
  const item = useQuery({
    queryKey: ['sysparams', 'item', sysKey],
    queryFn: ({ signal }) => api.get<SysParamRow>(apiPath('sysparams', sysKey), { signal }),
    enabled: allowed,
  });
  if (!allowed) return <Navigate to={PATHS.noPermission} replace />;
  if (item.isLoading) return <Loader aria-label={t('common.loading')} />;
  if (item.isError || !item.data) return <Alert color="red">{errorMessage(item.error, t)}</Alert>;
  return <SysParamForm key={item.dataUpdatedAt} row={item.data} onReload={() => void item.refetch()} />;
}

function SysParamForm({ row, onReload }: { row: SysParamRow; onReload: () => void }) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const def = definitionOf(row);
  const schema = useMemo(() => z.object({ sysValue: paramValueSchema(def) }), [def]);
  const entity = useEntityForm({
    viewType: 'edit',
    defaultValues: { sysValue: row.sysValue },
    schema,
    save: (values) => api.put(apiPath('sysparams', row.sysKey), { sysValue: String(values.sysValue), version: row.version }),
    onSaved: () => {
      notifySuccess(t('admin.saved'));
      void queryClient.invalidateQueries({ queryKey: ['sysparams'] });
      void navigate('/administrations/sysparam');
    },
    onReload,
  });
  const { register } = entity.form;

  return (
    <Stack gap="md" maw={640}>
      <Title order={2}>{t('sysparam.editTitle')}</Title>
      <Text ff="monospace">{row.sysKey}</Text>
      <Text size="sm" c="dimmed" data-testid="sysparam-description">
        {descOf(row, i18n.language)}
      </Text>
      <FormProblems form={entity} conflictTestId="sysparam-conflict" />
      <form onSubmit={(e) => void entity.submit(e)} noValidate>
        <Stack gap="sm">
          {def.type === 'BOOL' ? (
            <NativeSelect
              label={t('sysparam.value')}
              data={[
                { value: 'true', label: t('common.yes') },
                { value: 'false', label: t('common.no') },
              ]}
              {...register('sysValue')}
              error={entity.errorOf('sysValue')}
              data-testid="sysparam-value"
            />
          ) : (
            <TextInput
              label={t('sysparam.value')}
              inputMode={def.type === 'INT' ? 'numeric' : undefined}
              {...register('sysValue')}
              error={entity.errorOf('sysValue')}
              data-testid="sysparam-value"
            />
          )}
          <Group>
            <Button type="submit" loading={entity.saving} data-testid="sysparam-save">
              {t('common.save')}
            </Button>
            <Button variant="default" onClick={() => void navigate('/administrations/sysparam')}>
              {t('common.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
      {entity.dialog}
    </Stack>
  );
}
