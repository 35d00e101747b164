import { NoDataRow, OpenableRow } from '../components/list-rows';
import { Alert, Button, Group, Loader, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { companyBody, companyUpdateBody } from '../../domain/company';
import { formatDateTime } from '../../domain/format';
import { useApi } from '../app/api-context';
import { PATHS } from '../app/paths';
import { DebouncedTextInput } from '../components/debounced-text-input';
import { ListPaging } from '../components/list-paging';
import { useListUrlState } from '../components/use-list-url-state';
import { notifySuccess } from '../general/notify';
import { errorMessage } from '../lib/error-message';
import { FormProblems } from '../components/form/form-problems';
import { schemaResolver } from '../components/form/schema-resolver';
import { useEntityForm } from '../components/form/use-entity-form';
import { useSessionUser } from '../shell/session-user';
import { AccountStatusBadge } from './account-pages';
import { apiPath, useDatatable } from './admin-api';
import { CompanyFields, EMPTY_COMPANY, companyBodyOf, companyValuesOf, type CompanyValues } from './company-form';
import { SortableTh } from './sortable-th';
import { useCan } from './use-can';

export interface FfCustomerRow {
  ffAccnId: string;
  accnId: string;
  accnName: string;
  accnCoyRegn: string;
  accnStatus: string;
  contactEmail: string;
  contactTel: string;
  addrCity: string | null;
  updatedAt: string | null;
  version: number;
}

export const FFCO_LIST = '/manageAccountsFfCo/all/list';
/**
 * Detail path: /manageAccountsFfCo/:viewType/:id/:ffAccnId, where id is the customer's company and
 * ffAccnId the forwarder. A new customer has no company yet: /manageAccountsFfCo/new/0/{ownAccnId}.
 */
export const ffcoDetailPath = (viewType: 'new' | 'view' | 'edit', id: string, ffAccnId: string) =>
  `/manageAccountsFfCo/${viewType}/${encodeURIComponent(id)}/${encodeURIComponent(ffAccnId)}`;

const SPEC = { sortable: ['accnName', 'accnId', 'updatedAt'] };
const SORT = { field: 'accnName', order: 'asc' as const };

/** Forwarders (and the platform) keep their customers' companies; others see the no-permission page. */
function useFfAllowed(): boolean {
  const me = useSessionUser();
  const platform = useCan('sysparam.manage');
  const manage = useCan('users.manage');
  return platform || (me.accnType === 'ACC_TYPE_FF' && manage);
}

/** /manageAccountsFfCo/all/list: a forwarder's customers. */
export function FfCustomerListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const me = useSessionUser();
  const allowed = useFfAllowed();
  const { state, update } = useListUrlState(SPEC);
  const list = useDatatable<FfCustomerRow>('ff-customers', apiPath('ff-customers'), state);
  if (!allowed) return <Navigate to={PATHS.noPermission} replace />;
  const rows = list.data?.aaData ?? [];
  const open = (row: FfCustomerRow) => void navigate(ffcoDetailPath('view', row.accnId, row.ffAccnId));
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>{t('ffco.title')}</Title>
        <Button onClick={() => void navigate(ffcoDetailPath('new', '0', me.accnId))} data-testid="ffco-new">
          {t('ffco.new')}
        </Button>
      </Group>
      <Group gap="sm" align="flex-end">
        <DebouncedTextInput
          label={t('common.search')}
          value={state.search}
          onChange={(search) => update({ search })}
          testId="ffco-search"
          w={260}
        />
        {list.isFetching && <Loader size="xs" aria-label={t('common.loading')} />}
      </Group>
      {list.isError && <Alert color="red">{errorMessage(list.error, t)}</Alert>}
      <ScrollArea>
        <Table striped highlightOnHover data-testid="ffco-list" miw={900}>
          <Table.Thead>
            <Table.Tr>
              <SortableTh column="accnId" state={state} defaultSort={SORT} update={update}>
                {t('accounts.accnId')}
              </SortableTh>
              <SortableTh column="accnName" state={state} defaultSort={SORT} update={update}>
                {t('company.fields.accnName')}
              </SortableTh>
              <Table.Th>{t('company.fields.accnCoyRegn')}</Table.Th>
              <Table.Th>{t('company.fields.contactEmail')}</Table.Th>
              <Table.Th>{t('company.fields.addrCity')}</Table.Th>
              <Table.Th>{t('accounts.status')}</Table.Th>
              <SortableTh column="updatedAt" state={state} defaultSort={SORT} update={update}>
                {t('admin.updatedAt')}
              </SortableTh>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <OpenableRow key={row.accnId} testId="ffco-row" onOpen={() => open(row)}>
                <Table.Td ff="monospace">{row.accnId}</Table.Td>
                <Table.Td>{row.accnName}</Table.Td>
                <Table.Td>{row.accnCoyRegn}</Table.Td>
                <Table.Td>{row.contactEmail}</Table.Td>
                <Table.Td>{row.addrCity ?? ''}</Table.Td>
                <Table.Td>
                  <AccountStatusBadge status={row.accnStatus} />
                </Table.Td>
                <Table.Td>{row.updatedAt ? formatDateTime(row.updatedAt) : '—'}</Table.Td>
              </OpenableRow>
            ))}
            {list.data && rows.length === 0 && <NoDataRow colSpan={7} />}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <ListPaging
        testId="ffco"
        page={state.page}
        size={state.size}
        total={list.data?.iTotalDisplayRecords ?? 0}
        onPage={(page) => update({ page })}
        onSize={(size) => update({ size })}
      />
    </Stack>
  );
}

/** /manageAccountsFfCo/:viewType/:id/:ffAccnId: a customer company (new, view, edit). */
export function FfCustomerDetailPage() {
  const { t } = useTranslation();
  const api = useApi();
  const allowed = useFfAllowed();
  const { viewType = '', id = '' } = useParams();
  const isNew = viewType === 'new';
  const item = useQuery({
    queryKey: ['ff-customers', 'item', id],
    queryFn: ({ signal }) =>
      api.get<Record<string, unknown> & { version: number; accnStatus: string }>(apiPath('ff-customers', id), { signal }),
    enabled: allowed && !isNew,
  });
  if (!allowed) return <Navigate to={PATHS.noPermission} replace />;
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
      void queryClient.invalidateQueries({ queryKey: ['ff-customers'] });
      void navigate(FFCO_LIST);
    },
    onReload,
  });
  const { readOnly } = entity;

  return (
    <Stack gap="md" maw={960}>
      <Group justify="space-between">
        <Title order={2}>{isNew ? t('ffco.newTitle') : readOnly ? t('ffco.viewTitle') : t('ffco.editTitle')}</Title>
        {row && <AccountStatusBadge status={row.accnStatus} />}
      </Group>
      {!isNew && <Text ff="monospace">{id}</Text>}
      <FormProblems form={entity} conflictTestId="ffco-conflict" />
      <form data-testid="ffco-form" noValidate onSubmit={(e) => void entity.submit(e)}>
        <Stack gap="md">
          <CompanyFields entity={entity} testIdPrefix="ffco" />
          <Group>
            {readOnly ? (
              <Button onClick={() => void navigate(ffcoDetailPath('edit', id, ffAccnId))} data-testid="ffco-edit">
                {t('users.actions.edit')}
              </Button>
            ) : (
              <Button type="submit" loading={entity.saving} data-testid="ffco-save">
                {t('common.save')}
              </Button>
            )}
            <Button variant="default" onClick={() => void navigate(FFCO_LIST)}>
              {readOnly ? t('common.back') : t('common.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
      {entity.dialog}
    </Stack>
  );
}
