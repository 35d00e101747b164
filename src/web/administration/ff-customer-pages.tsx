import { NoDataRow, OpenableRow } from '../components/list-rows';
import { Alert, Button, Group, Loader, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
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
import { ApiError } from '../lib/api-errors';
import { errorMessage } from '../lib/error-message';
import { serverErrors, translateErrors, zodFieldErrors, type FieldErrorMap } from '../lib/form';
import { useSessionUser } from '../shell/session-user';
import { AccountStatusBadge } from './account-pages';
import { apiPath, useDatatable } from './admin-api';
import { COMPANY_FIELDS, CompanyFields, EMPTY_COMPANY, companyBodyOf, companyValuesOf, type CompanyValues } from './company-form';
import { SortableTh } from './sortable-th';
import { useCan } from './use-can';
import { PageTitle } from '../components/page-title';

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
        <PageTitle>{t('ffco.title')}</PageTitle>
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
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const allowed = useFfAllowed();
  const { viewType = '', id = '', ffAccnId = '' } = useParams();
  const isNew = viewType === 'new';
  const item = useQuery({
    queryKey: ['ff-customers', 'item', id],
    queryFn: ({ signal }) =>
      api.get<Record<string, unknown> & { version: number; accnStatus: string }>(apiPath('ff-customers', id), { signal }),
    enabled: allowed && !isNew,
  });
  const [edited, setEdited] = useState<CompanyValues | null>(null);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (body: unknown) => (isNew ? api.post(apiPath('ff-customers'), body) : api.put(apiPath('ff-customers', id), body)),
  });
  if (!allowed) return <Navigate to={PATHS.noPermission} replace />;
  if (!['new', 'view', 'edit'].includes(viewType)) return <Navigate to={PATHS.notFound} replace />;
  if (!isNew && item.isLoading) return <Loader aria-label={t('common.loading')} />;
  if (!isNew && (item.isError || !item.data)) return <Alert color="red">{errorMessage(item.error, t)}</Alert>;
  const values = edited ?? (item.data ? companyValuesOf(item.data) : EMPTY_COMPANY);
  const readOnly = viewType === 'view';

  const submit = () => {
    setFormError(null);
    setConflict(null);
    const body = isNew ? companyBodyOf(values) : { ...companyBodyOf(values), version: item.data?.version ?? 1 };
    const schema = isNew ? companyBody : companyUpdateBody;
    const problems = zodFieldErrors(schema, body);
    if (problems) {
      setErrors(translateErrors(problems, t));
      return;
    }
    save.mutate(schema.parse(body), {
      onSuccess: () => {
        notifySuccess(isNew ? t('ffco.created') : t('admin.saved'));
        void queryClient.invalidateQueries({ queryKey: ['ff-customers'] });
        void navigate(FFCO_LIST);
      },
      onError: (err) => {
        if (err instanceof ApiError && err.status === 409) {
          setConflict(err.message);
          return;
        }
        const { fields, form } = serverErrors(err, COMPANY_FIELDS, t);
        setErrors(fields);
        setFormError(form);
      },
    });
  };

  return (
    <Stack gap="md" maw={960}>
      <Group justify="space-between">
        <PageTitle>{isNew ? t('ffco.newTitle') : readOnly ? t('ffco.viewTitle') : t('ffco.editTitle')}</PageTitle>
        {item.data && <AccountStatusBadge status={item.data.accnStatus} />}
      </Group>
      {!isNew && <Text ff="monospace">{id}</Text>}
      {conflict && (
        <Alert color="orange" data-testid="ffco-conflict">
          <Text size="sm">{conflict}</Text>
          <Button
            mt="xs"
            size="xs"
            variant="light"
            onClick={() => {
              setConflict(null);
              setEdited(null);
              void item.refetch();
            }}
          >
            {t('admin.reload')}
          </Button>
        </Alert>
      )}
      {formError && <Alert color="red">{formError}</Alert>}
      <form
        data-testid="ffco-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!readOnly) submit();
        }}
      >
        <Stack gap="md">
          <CompanyFields
            values={values}
            errors={errors}
            onChange={(f, v) => {
              setEdited({ ...values, [f]: v });
              setErrors((e) => ({ ...e, [f]: undefined }));
            }}
            readOnly={readOnly}
            testIdPrefix="ffco"
          />
          <Group>
            {readOnly ? (
              <Button onClick={() => void navigate(ffcoDetailPath('edit', id, ffAccnId))} data-testid="ffco-edit">
                {t('users.actions.edit')}
              </Button>
            ) : (
              <Button type="submit" loading={save.isPending} data-testid="ffco-save">
                {t('common.save')}
              </Button>
            )}
            <Button variant="default" onClick={() => void navigate(FFCO_LIST)}>
              {readOnly ? t('common.back') : t('common.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
