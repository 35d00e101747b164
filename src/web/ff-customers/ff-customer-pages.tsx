import { FormButtons } from '../components/form/form-buttons';
import { Alert, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../lib/use-translation';
import { Navigate, useNavigate, useParams } from '../lib/router';
import { companyBody, companyUpdateBody } from '../../domain/company';
import { useApi } from '../lib/api-context';
import { PATHS } from '../lib/paths';
import { ffCustomerResource } from '../../domain/resources/admin/account';
import { ResourceListPage } from '../resources';
import { notifySuccess } from '../lib/notify';
import { errorMessage } from '../lib/error-message';
import { FormProblems } from '../components/form/form-problems';
import { schemaResolver } from '../components/form/schema-resolver';
import { useEntityForm } from '../components/form/use-entity-form';
import { useSessionUser } from '../lib/session-user';
import { AccountStatusBadge } from '../accounts';
import { apiPath } from '../lib/admin-api';
import { CompanyFields, EMPTY_COMPANY, companyBodyOf, companyValuesOf, type CompanyValues } from '../accounts';
import type { FfCustomerRow } from '../accounts';
import { PageTitle } from '../components/page-title';
import { useBreadcrumbItem } from '../components/breadcrumb-item';

export const FFCO_LIST = '/manageAccountsFfCo/all/list';
/**
 * Detail path: /manageAccountsFfCo/:viewType/:id/:ffAccnId, where id is the customer's company and
 * ffAccnId the forwarder. A new customer has no company yet: /manageAccountsFfCo/new/0/{ownAccnId}.
 */
export const ffcoDetailPath = (viewType: 'new' | 'view' | 'edit', id: string, ffAccnId: string) =>
  `/manageAccountsFfCo/${viewType}/${encodeURIComponent(id)}/${encodeURIComponent(ffAccnId)}`;

/** /manageAccountsFfCo/all/list: a forwarder's customers (the engine's list of `ffCustomerResource`). */
export function FfCustomerListPage() {
  const { t } = useTranslation();
  const me = useSessionUser();
  return (
    <ResourceListPage<FfCustomerRow>
      def={ffCustomerResource}
      parts={{
        testIds: { list: 'ffco' },
        create: { path: ffcoDetailPath('new', '0', me.accnId), label: t('ffco.new'), testId: 'ffco-new' },
        itemPath: (row) => ffcoDetailPath('view', row.accnId, row.ffAccnId),
        cells: { accnStatus: (row) => <AccountStatusBadge status={row.accnStatus} /> },
      }}
    />
  );
}

/** The forwarder customers' query keys; invalidation goes through them. */
export const ffCustomerKeys = {
  all: ['ff-customers'] as const,
  list: (query: Record<string, string | number>) => [...ffCustomerKeys.all, 'list', query] as const,
  item: (id: string | undefined) => [...ffCustomerKeys.all, 'item', id] as const,
};

/** /manageAccountsFfCo/:viewType/:id/:ffAccnId: a customer company (new, view, edit). */
export function FfCustomerDetailPage() {
  const { t } = useTranslation();
  const api = useApi();
  const { viewType = '', id = '' } = useParams();
  const isNew = viewType === 'new';
  const item = useQuery({
    queryKey: ffCustomerKeys.item(id),
    queryFn: ({ signal }) =>
      api.get<Record<string, unknown> & { version: number; accnStatus: string }>(apiPath('ff-customers', id), { signal }),
    enabled: !isNew,
  });
  const name = item.data?.accnName;
  useBreadcrumbItem(isNew || typeof name !== 'string' ? null : name);
  if (!['new', 'view', 'edit'].includes(viewType)) return <Navigate to={PATHS.notFound} replace />;
  if (!isNew && item.isLoading) return <Loader aria-label={t('common.loading')} />;
  if (!isNew && (item.isError || !item.data)) return <Alert color="red">{errorMessage(item.error, t)}</Alert>;
  return (
    <FfCustomerForm
      key={`${viewType}:${item.dataUpdatedAt}`}
      viewType={viewType as 'new' | 'view' | 'edit'}
      row={item.data}
      onReload={() => void item.refetch()}
    />
  );
}

function FfCustomerForm({
  viewType,
  row,
  onReload,
}: {
  viewType: 'new' | 'view' | 'edit';
  row: (Record<string, unknown> & { version: number; accnStatus: string }) | undefined;
  onReload: () => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { id = '', ffAccnId = '' } = useParams();
  const isNew = viewType === 'new';
  const entity = useEntityForm<CompanyValues, object>({
    viewType,
    defaultValues: row ? companyValuesOf(row) : EMPTY_COMPANY,
    resolver: isNew
      ? schemaResolver(companyBody, (values: CompanyValues) => companyBodyOf(values))
      : schemaResolver(companyUpdateBody, (values: CompanyValues) => ({ ...companyBodyOf(values), version: row?.version ?? 1 })),
    save: (body) => (isNew ? api.post(apiPath('ff-customers'), body) : api.put(apiPath('ff-customers', id), body)),
    onSaved: () => {
      notifySuccess(isNew ? t('ffco.created') : t('admin.saved'));
      void queryClient.invalidateQueries({ queryKey: ffCustomerKeys.all });
      void navigate(FFCO_LIST);
    },
    onReload,
  });
  const { readOnly } = entity;

  return (
    <Stack gap="md" maw={960}>
      <Group justify="space-between">
        <PageTitle>{isNew ? t('ffco.newTitle') : readOnly ? t('ffco.viewTitle') : t('ffco.editTitle')}</PageTitle>
        {row && <AccountStatusBadge status={row.accnStatus} />}
      </Group>
      {!isNew && <Text ff="monospace">{id}</Text>}
      <FormProblems form={entity} conflictTestId="ffco-conflict" />
      <form data-testid="ffco-form" noValidate onSubmit={(e) => void entity.submit(e)}>
        <Stack gap="md">
          <CompanyFields entity={entity} testIdPrefix="ffco" />
          <FormButtons
            onCancel={() => void navigate(FFCO_LIST)}
            saving={entity.saving}
            submitLabel={t('common.save')}
            submitTestId="ffco-save"
            readOnly={readOnly}
            onEdit={() => void navigate(ffcoDetailPath('edit', id, ffAccnId))}
            editLabel={t('users.actions.edit')}
            editTestId="ffco-edit"
          />
        </Stack>
      </form>
      {entity.dialog}
    </Stack>
  );
}
