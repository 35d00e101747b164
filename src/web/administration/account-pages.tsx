import { NoDataRow, OpenableRow } from '../components/list-rows';
import { Alert, Anchor, Badge, Button, Group, Loader, NativeSelect, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { accountProfileBody } from '../../domain/account-profile';
import { ACCOUNT_STATUS_CODES, ACCOUNT_TYPE_CODES } from '../../domain/accounts';
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
import { AccountLifecyclePanel } from '../account-lifecycle/account-lifecycle-panel';
import { apiPath, useDatatable } from './admin-api';
import { AccountStatusBadge } from './account-status-badge';
import {
  COMPANY_FIELDS,
  CompanyFields,
  companyBodyOf,
  companyValuesOf,
  type CompanyField,
  type CompanyValues,
} from './company-form';
import { SortableTh } from './sortable-th';
import { useCan } from './use-can';
import { PageTitle } from '../components/page-title';

export interface AccountRow {
  accnId: string;
  accnName: string;
  accnStatus: string;
  atypId: string;
  contactEmail?: string | null;
  contactTel?: string | null;
  addrCity?: string | null;
  updatedAt: string | null;
  version: number;
}

interface HistoryRow {
  audtEvent: string;
  audtTimestamp: string;
  audtUid: string | null;
  audtUname: string | null;
  audtRemarks: string | null;
}

export interface AccountDetail extends AccountRow, Record<string, unknown> {
  atypDesc?: string | null;
  history?: HistoryRow[];
}

const SPEC = { sortable: ['accnId', 'accnName', 'accnStatus', 'atypId', 'updatedAt'], filters: ['accnStatus', 'atypId'] };
const SORT = { field: 'accnName', order: 'asc' as const };
export { AccountStatusBadge };

/**
 * /manageAccounts/all/list, /opadmin/accounts/co/list (pre-filtered on cargo owners) and
 * /opadmin/inquiry/accn/list (read-only inquiry): companies, server-paged, filters in the URL.
 */
export function AccountsListPage({ presetType, viewBase }: { presetType?: string; viewBase: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { state, params, update } = useListUrlState(SPEC);
  const missingPreset = Boolean(presetType) && !params.has('atypId');
  useEffect(() => {
    if (missingPreset) update({ atypId: presetType ?? null });
  }, [missingPreset, presetType, update]);
  const effective = missingPreset && presetType ? { ...state, filters: { ...state.filters, atypId: presetType } } : state;
  const list = useDatatable<AccountRow>('accounts', apiPath('accounts'), effective);
  const rows = list.data?.aaData ?? [];
  const open = (row: AccountRow) => void navigate(`${viewBase}/${encodeURIComponent(row.accnId)}`);
  return (
    <Stack gap="md">
      <PageTitle>{t('accounts.title')}</PageTitle>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <DebouncedTextInput
          label={t('common.search')}
          value={state.search}
          onChange={(search) => update({ search })}
          testId="accounts-search"
          w={240}
        />
        <NativeSelect
          label={t('accounts.status')}
          value={effective.filters.accnStatus ?? ''}
          data={[
            { value: '', label: t('admin.all') },
            ...ACCOUNT_STATUS_CODES.map((s) => ({ value: s, label: t(`accountStatus.${s}`) })),
          ]}
          onChange={(e) => update({ accnStatus: e.currentTarget.value || null })}
          data-testid="accounts-status-filter"
        />
        <NativeSelect
          label={t('accounts.type')}
          value={effective.filters.atypId ?? ''}
          data={[
            { value: '', label: t('admin.all') },
            ...ACCOUNT_TYPE_CODES.map((s) => ({ value: s, label: t(`accountType.${s}`) })),
          ]}
          onChange={(e) => update({ atypId: e.currentTarget.value || null })}
          data-testid="accounts-type-filter"
        />
        {list.isFetching && <Loader size="xs" aria-label={t('common.loading')} />}
      </Group>
      {list.isError && <Alert color="red">{errorMessage(list.error, t)}</Alert>}
      <ScrollArea>
        <Table striped highlightOnHover data-testid="accounts-list" miw={860}>
          <Table.Thead>
            <Table.Tr>
              <SortableTh column="accnId" state={state} defaultSort={SORT} update={update}>
                {t('accounts.accnId')}
              </SortableTh>
              <SortableTh column="accnName" state={state} defaultSort={SORT} update={update}>
                {t('company.fields.accnName')}
              </SortableTh>
              <SortableTh column="atypId" state={state} defaultSort={SORT} update={update}>
                {t('accounts.type')}
              </SortableTh>
              <SortableTh column="accnStatus" state={state} defaultSort={SORT} update={update}>
                {t('accounts.status')}
              </SortableTh>
              <SortableTh column="updatedAt" state={state} defaultSort={SORT} update={update}>
                {t('admin.updatedAt')}
              </SortableTh>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <OpenableRow key={row.accnId} testId="account-row" onOpen={() => open(row)}>
                <Table.Td ff="monospace">{row.accnId}</Table.Td>
                <Table.Td>{row.accnName}</Table.Td>
                <Table.Td>{t(`accountType.${row.atypId}`, { defaultValue: row.atypId })}</Table.Td>
                <Table.Td>
                  <AccountStatusBadge status={row.accnStatus} />
                </Table.Td>
                <Table.Td>{row.updatedAt ? formatDateTime(row.updatedAt) : '—'}</Table.Td>
              </OpenableRow>
            ))}
            {list.data && rows.length === 0 && <NoDataRow colSpan={5} />}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <ListPaging
        testId="accounts"
        page={state.page}
        size={state.size}
        total={list.data?.iTotalDisplayRecords ?? 0}
        onPage={(page) => update({ page })}
        onSize={(size) => update({ size })}
      />
    </Stack>
  );
}

/** Fields a company profile edit may change (name and tax number change through the platform). */
const PROFILE_FIELDS = COMPANY_FIELDS.filter((f) => f !== 'accnName' && f !== 'accnCoyRegn');

/**
 * One company: view, and (edit) its profile fields. `own`: the signed-in user's company (/account/profile/).
 * `inquiry`: read-only with the status history (/opadmin/inquiry/accn/view/:id).
 */
export function AccountDetailPage({
  own = false,
  inquiry = false,
  editBase,
}: {
  own?: boolean;
  inquiry?: boolean;
  editBase?: string;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useSessionUser();
  const params = useParams();
  const accnId = own ? me.accnId : (params.id ?? '');
  const viewType = own ? (params.viewType === 'edit' ? 'edit' : 'view') : inquiry ? 'view' : params.viewType;
  const editsAny = useCan('accounts.profileAll');
  const editsOwn = useCan('accounts.profile');
  const reviewer = useCan('onboarding.review');
  const mayEdit = !inquiry && (editsAny || (editsOwn && accnId === me.accnId));
  const account = useQuery({
    queryKey: ['accounts', 'item', accnId],
    queryFn: ({ signal }) => api.get<AccountDetail>(apiPath('accounts', accnId), { signal }),
    enabled: accnId !== '',
  });
  const [edited, setEdited] = useState<CompanyValues | null>(null);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const save = useMutation({ mutationFn: (body: unknown) => api.put(apiPath('accounts', accnId, 'profile'), body) });

  if (viewType !== 'view' && viewType !== 'edit') return <Navigate to={PATHS.notFound} replace />;
  if (viewType === 'edit' && !mayEdit) return <Navigate to={PATHS.noPermission} replace />;
  if (account.isLoading) return <Loader aria-label={t('common.loading')} />;
  if (account.isError || !account.data) return <Alert color="red">{errorMessage(account.error, t)}</Alert>;
  const row = account.data;
  const values = edited ?? companyValuesOf(row);
  const editing = viewType === 'edit';
  const viewPath = own ? '/account/profile/' : `${editBase ?? '/manageAccount'}/view/${encodeURIComponent(accnId)}`;
  const editPath = own ? '/account/profile/edit' : `${editBase ?? '/manageAccount'}/edit/${encodeURIComponent(accnId)}`;

  const submit = () => {
    setFormError(null);
    setConflict(null);
    const body = { ...companyBodyOf(values, PROFILE_FIELDS), version: row.version };
    const problems = zodFieldErrors(accountProfileBody, body);
    if (problems) {
      setErrors(translateErrors(problems, t));
      return;
    }
    save.mutate(accountProfileBody.parse(body), {
      onSuccess: () => {
        notifySuccess(t('admin.saved'));
        setEdited(null);
        void queryClient.invalidateQueries({ queryKey: ['accounts'] });
        void navigate(viewPath);
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
        <PageTitle>{own ? t('accounts.profileTitle') : t('accounts.detailTitle')}</PageTitle>
        <Group gap="xs">
          <AccountStatusBadge status={row.accnStatus} />
          <Badge variant="outline">{t(`accountType.${row.atypId}`, { defaultValue: row.atypDesc ?? row.atypId })}</Badge>
        </Group>
      </Group>
      <Text ff="monospace">{row.accnId}</Text>
      {!own && reviewer && (row.accnStatus === 'N' || row.accnStatus === 'R') && (
        <Anchor
          component={Link}
          to={`/onboarding/list?search=${encodeURIComponent(row.accnId)}`}
          size="sm"
          data-testid="account-registration"
        >
          {t('onboarding.openRegistration')}
        </Anchor>
      )}
      {!own && !inquiry && <AccountLifecyclePanel account={row} />}
      {conflict && (
        <Alert color="orange" data-testid="profile-conflict">
          <Text size="sm">{conflict}</Text>
          <Button
            mt="xs"
            size="xs"
            variant="light"
            onClick={() => {
              setConflict(null);
              setEdited(null);
              void account.refetch();
            }}
          >
            {t('admin.reload')}
          </Button>
        </Alert>
      )}
      {formError && <Alert color="red">{formError}</Alert>}
      <form
        data-testid="profile-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (editing) submit();
        }}
      >
        <Stack gap="md">
          <CompanyFields
            values={values}
            errors={errors}
            onChange={(f: CompanyField, v) => {
              setEdited({ ...values, [f]: v });
              setErrors((e) => ({ ...e, [f]: undefined }));
            }}
            readOnly={!editing}
            locked={['accnName', 'accnCoyRegn']}
            testIdPrefix="profile"
          />
          <Group>
            {editing ? (
              <>
                <Button type="submit" loading={save.isPending} data-testid="profile-save">
                  {t('common.save')}
                </Button>
                <Button variant="default" onClick={() => void navigate(viewPath)}>
                  {t('common.cancel')}
                </Button>
              </>
            ) : (
              mayEdit && (
                <Button onClick={() => void navigate(editPath)} data-testid="profile-edit">
                  {t('accounts.editProfile')}
                </Button>
              )
            )}
          </Group>
        </Stack>
      </form>
      {(inquiry || (row.history && row.history.length > 0)) && (
        <Stack gap="xs">
          <Title order={4}>{t('accounts.history')}</Title>
          <ScrollArea>
            <Table striped data-testid="account-history" miw={700}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('audit.event')}</Table.Th>
                  <Table.Th>{t('audit.timestamp')}</Table.Th>
                  <Table.Th>{t('audit.user')}</Table.Th>
                  <Table.Th>{t('audit.userName')}</Table.Th>
                  <Table.Th>{t('audit.remarks')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(row.history ?? []).map((h, i) => (
                  <Table.Tr key={`${h.audtTimestamp}-${i}`}>
                    <Table.Td>{h.audtEvent}</Table.Td>
                    <Table.Td>{formatDateTime(h.audtTimestamp)}</Table.Td>
                    <Table.Td>{h.audtUid ?? ''}</Table.Td>
                    <Table.Td>{h.audtUname ?? ''}</Table.Td>
                    <Table.Td>{h.audtRemarks ?? ''}</Table.Td>
                  </Table.Tr>
                ))}
                {(row.history ?? []).length === 0 && <NoDataRow colSpan={5} />}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        </Stack>
      )}
    </Stack>
  );
}
