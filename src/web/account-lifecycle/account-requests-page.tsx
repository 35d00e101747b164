import { Alert, Group, Loader, NativeSelect, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { ACCOUNT_REQUEST_TYPES } from '../../domain/account-requests';
import { PATHS } from '../app/paths';
import { useDatatable } from '../administration/admin-api';
import { useCan } from '../administration/use-can';
import { ListPaging } from '../components/list-paging';
import { useListUrlState } from '../components/use-server-list';
import { errorMessage } from '../lib/error-message';
import { AccountRequestsTable } from './account-requests-table';
import { ACCOUNT_REQUESTS_PATH, type AccountRequestRow } from './lifecycle-api';
import { PageTitle } from '../components/page-title';

const SPEC = { filters: ['status', 'reqType'] };
const STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;

/**
 * /manageAccounts/requests/list: account requests (pending ones unless another status is chosen),
 * newest first; a platform user other than the requester approves or rejects.
 */
export function AccountRequestsPage() {
  const { t } = useTranslation();
  const allowed = useCan('accounts.lifecycle');
  const { state, update } = useListUrlState(SPEC);
  // No status in the URL: pending; 'ALL': every status.
  const status = state.filters.status ?? 'PENDING';
  const filters: Record<string, string> = { ...state.filters, status };
  if (status === 'ALL') delete filters.status;
  const list = useDatatable<AccountRequestRow>('account-requests', ACCOUNT_REQUESTS_PATH, { ...state, filters });
  if (!allowed) return <Navigate to={PATHS.noPermission} replace />;
  return (
    <Stack gap="md">
      <PageTitle>{t('lifecycle.listTitle')}</PageTitle>
      <Text size="sm" c="dimmed">
        {t('lifecycle.listHint')}
      </Text>
      <Group gap="sm" align="flex-end">
        <NativeSelect
          label={t('lifecycle.requestStatus')}
          value={status}
          data={[
            ...STATUSES.map((s) => ({ value: s, label: t(`lifecycle.status.${s}`) })),
            { value: 'ALL', label: t('admin.all') },
          ]}
          onChange={(e) => update({ status: e.currentTarget.value === 'PENDING' ? null : e.currentTarget.value })}
          data-testid="lifecycle-status-filter"
        />
        <NativeSelect
          label={t('lifecycle.reqType')}
          value={state.filters.reqType ?? ''}
          data={[
            { value: '', label: t('admin.all') },
            ...ACCOUNT_REQUEST_TYPES.map((s) => ({ value: s, label: t(`lifecycle.type.${s}`) })),
          ]}
          onChange={(e) => update({ reqType: e.currentTarget.value || null })}
          data-testid="lifecycle-type-filter"
        />
        {list.isFetching && <Loader size="xs" aria-label={t('common.loading')} />}
      </Group>
      {list.isError && <Alert color="red">{errorMessage(list.error, t)}</Alert>}
      <AccountRequestsTable rows={list.data?.aaData ?? []} loaded={Boolean(list.data)} canDecide={allowed} />
      <ListPaging
        testId="lifecycle-requests"
        page={state.page}
        size={state.size}
        total={list.data?.iTotalDisplayRecords ?? 0}
        onPage={(page) => update({ page })}
        onSize={(size) => update({ size })}
      />
    </Stack>
  );
}
