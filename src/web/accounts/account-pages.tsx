import { Alert, Anchor, Badge, Button, Group, Loader, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../lib/use-translation';
import { Link, Navigate, useNavigate, useParams } from '../lib/router';
import { accountProfileBody } from '../../domain/account-profile';
import { formatDateTime } from '../../domain/format';
import { useApi } from '../lib/api-context';
import { PATHS } from '../lib/paths';
import { notifySuccess } from '../lib/notify';
import { errorMessage } from '../lib/error-message';
import { FormProblems } from '../components/form/form-problems';
import { schemaResolver } from '../components/form/schema-resolver';
import { useEntityForm } from '../components/form/use-entity-form';
import { useSessionUser } from '../lib/session-user';
import { AccountLifecyclePanel } from '../account-requests';
import { apiPath } from '../lib/admin-api';
import { AccountStatusBadge } from './account-status-badge';
import { COMPANY_FIELDS, CompanyFields, companyBodyOf, companyValuesOf, type CompanyValues } from './company-form';
import { accountKeys } from './account-keys';
import { useCan } from '../lib/use-can';
import type { AccountDetail } from './accounts-api';
import { PageTitle } from '../components/page-title';
import { useBreadcrumbItem } from '../components/breadcrumb-item';

export { AccountStatusBadge };

/** Fields a company profile edit may change (name and tax number change through the platform). */
const PROFILE_FIELDS = COMPANY_FIELDS.filter((f) => f !== 'accnName' && f !== 'accnCoyRegn');

/** The company's profile fields: text in view, the profile fields editable in edit. */
function AccountProfileForm({
  row,
  viewType,
  mayEdit,
  viewPath,
  editPath,
  onReload,
}: {
  row: AccountDetail;
  viewType: 'view' | 'edit';
  mayEdit: boolean;
  viewPath: string;
  editPath: string;
  onReload: () => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const entity = useEntityForm<CompanyValues, object>({
    viewType,
    defaultValues: companyValuesOf(row),
    resolver: schemaResolver(accountProfileBody, (values: CompanyValues) => ({
      ...companyBodyOf(values, PROFILE_FIELDS),
      version: row.version,
    })),
    save: (body) => api.put(apiPath('accounts', row.accnId, 'profile'), body),
    onSaved: () => {
      notifySuccess(t('admin.saved'));
      void queryClient.invalidateQueries({ queryKey: accountKeys.all });
      void navigate(viewPath);
    },
    onReload,
  });
  const editing = !entity.readOnly;
  return (
    <>
      <FormProblems form={entity} conflictTestId="profile-conflict" />
      <form data-testid="profile-form" noValidate onSubmit={(e) => void entity.submit(e)}>
        <Stack gap="md">
          <CompanyFields entity={entity} locked={['accnName', 'accnCoyRegn']} testIdPrefix="profile" />
          <Group>
            {editing ? (
              <>
                <Button type="submit" loading={entity.saving} data-testid="profile-save">
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
      {entity.dialog}
    </>
  );
}

/**
 * One company: view, and (edit) its profile fields. `own`: the signed-in user's company (/account/profile/). The
 * platform's read-only inquiry is src/web/account-inquiry (decision 0036).
 */
export function AccountDetailPage({ own = false, editBase }: { own?: boolean; editBase?: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const me = useSessionUser();
  const params = useParams();
  const accnId = own ? me.accnId : (params.id ?? '');
  const viewType = own ? (params.viewType === 'edit' ? 'edit' : 'view') : params.viewType;
  const editsAny = useCan('accounts.profileAll');
  const editsOwn = useCan('accounts.profile');
  const reviewer = useCan('onboarding.review');
  const mayEdit = editsAny || (editsOwn && accnId === me.accnId);
  const account = useQuery({
    queryKey: accountKeys.item(accnId),
    queryFn: ({ signal }) => api.get<AccountDetail>(apiPath('accounts', accnId), { signal }),
    enabled: accnId !== '',
  });
  // Another company is named in the trail; the own profile's trail has no record step.
  useBreadcrumbItem(own ? null : account.data?.accnName);

  if (viewType !== 'view' && viewType !== 'edit') return <Navigate to={PATHS.notFound} replace />;
  if (account.isLoading) return <Loader aria-label={t('common.loading')} />;
  if (account.isError || !account.data) return <Alert color="red">{errorMessage(account.error, t)}</Alert>;
  const row = account.data;
  const viewPath = own ? '/account/profile/' : `${editBase ?? '/manageAccount'}/view/${encodeURIComponent(accnId)}`;
  const editPath = own ? '/account/profile/edit' : `${editBase ?? '/manageAccount'}/edit/${encodeURIComponent(accnId)}`;

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
      {!own && <AccountLifecyclePanel account={row} />}
      <AccountProfileForm
        key={`${viewType}:${account.dataUpdatedAt}`}
        row={row}
        viewType={viewType}
        mayEdit={mayEdit}
        viewPath={viewPath}
        editPath={editPath}
        onReload={() => void account.refetch()}
      />
      {row.history && row.history.length > 0 && (
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
                {(row.history ?? []).length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={5} ta="center" c="dimmed">
                      {t('dropdown.noData')}
                    </Table.Td>
                  </Table.Tr>
                )}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        </Stack>
      )}
    </Stack>
  );
}
