import { FormButtons } from '../components/form/form-buttons';
import { Alert, Loader, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { z } from 'zod';
import { useTranslation } from '../lib/use-translation';
import { useNavigate, useParams } from '../lib/router';
import {
  PARAM_TYPES,
  SYSTEM_PARAMS,
  paramValueSchema,
  type ParamDefinition,
  type ParamType,
  type sysParamRow,
} from '../../domain/system-params';
import type { WireOf } from '../../domain/wire';
import { useApi } from '../lib/api-context';
import { sysparamResource } from '../../domain/resources/admin/sysparam';
import { ResourceListPage } from '../resources';
import { notifySuccess } from '../lib/notify';
import { errorMessage } from '../lib/error-message';
import { FormProblems } from '../components/form/form-problems';
import { useEntityForm } from '../components/form/use-entity-form';
import { apiPath } from '../lib/admin-api';
import { PageTitle } from '../components/page-title';

/** A system parameter as the list and the editor read it. */
export type SysParamRow = WireOf<typeof sysParamRow>;

/** The stored value type; one the product does not know is edited as text (as the server checks it). */
const paramType = (valueType: string): ParamType => PARAM_TYPES.find((type) => type === valueType) ?? 'STRING';

const descOf = (row: Pick<SysParamRow, 'descEn' | 'descId'>, lang: string) =>
  (lang.startsWith('id') ? row.descId : row.descEn) ?? row.descEn ?? '';

/** The validation rules of a parameter: its definition when known, else its value type. */
export function definitionOf(row: Pick<SysParamRow, 'sysKey' | 'valueType'>): ParamDefinition {
  const known = (SYSTEM_PARAMS as Record<string, ParamDefinition>)[row.sysKey];
  return known ?? { type: paramType(row.valueType), default: '', en: '', id: '' };
}

/** /administrations/sysparam: the system parameters (the engine's list of `sysparamResource`); a row opens its editor. */
export function SysParamListPage() {
  const { i18n } = useTranslation();
  const description = (row: SysParamRow) => descOf(row, i18n.language);
  return (
    <ResourceListPage<SysParamRow>
      def={sysparamResource}
      parts={{
        testIds: { list: 'sysparam', filters: { valueType: 'sysparam-type' } },
        itemPath: (row) => `/administrations/sysparam/${encodeURIComponent(row.sysKey)}`,
        cells: { description: { render: description, text: description, width: 420 } },
      }}
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
  const { t } = useTranslation();
  const { sysKey = '' } = useParams();
  const api = useApi();
  const item = useQuery({
    queryKey: sysparamKeys.item(sysKey),
    queryFn: ({ signal }) => api.get<SysParamRow>(apiPath('sysparams', sysKey), { signal }),
  });
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
      void queryClient.invalidateQueries({ queryKey: sysparamKeys.all });
      void navigate('/administrations/sysparam');
    },
    onReload,
  });
  const { register } = entity.form;

  return (
    <Stack gap="md" maw={640}>
      <PageTitle>{t('sysparam.editTitle')}</PageTitle>
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
          <FormButtons
            onCancel={() => void navigate('/administrations/sysparam')}
            saving={entity.saving}
            submitLabel={t('common.save')}
            submitTestId="sysparam-save"
          />
        </Stack>
      </form>
      {entity.dialog}
    </Stack>
  );
}
