import { NativeSelect, Stack, Text } from '@mantine/core';
import { useTranslation } from '../lib/use-translation';
import { ACCOUNT_REQUEST_TYPES } from '../../domain/account-requests';
import { useServerList } from '../components/use-server-list';
import { AccountRequestsTable } from './account-requests-table';
import { ACCOUNT_REQUESTS_PATH, accountRequestKeys, type AccountRequestRow } from './lifecycle-api';

const SPEC = { filters: ['status', 'reqType'] };
const STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;

/** No status in the URL: pending; 'ALL': every status (nothing sent). */
function statusQuery(query: Record<string, string | number>) {
  const { status = 'PENDING', ...rest } = query;
  return status === 'ALL' ? rest : { ...rest, status };
}

/**
 * /manageAccounts/requests/list (accounts.lifecycle, route table): account requests (pending ones unless another
 * status is chosen), newest first; a platform user other than the requester approves or rejects.
 */
export function AccountRequestsPage() {
  const { t } = useTranslation();
  const list = useServerList<AccountRequestRow>({
    queryKey: accountRequestKeys.list,
    path: ACCOUNT_REQUESTS_PATH,
    spec: SPEC,
    mapQuery: statusQuery,
  });
  const status = list.state.filters.status ?? 'PENDING';
  return (
    <Stack gap="md">
      <AccountRequestsTable
        testId="lifecycle-requests"
        testIds={{ table: 'lifecycle-requests' }}
        list={list}
        title={t('lifecycle.listTitle')}
        filters={[
          {
            name: 'reqType',
            label: t('lifecycle.reqType'),
            options: ACCOUNT_REQUEST_TYPES.map((s) => ({ value: s, label: t(`lifecycle.type.${s}`) })),
            testId: 'lifecycle-type-filter',
          },
        ]}
        toolbar={
          <NativeSelect
            label={t('lifecycle.requestStatus')}
            value={status}
            data={[
              ...STATUSES.map((s) => ({ value: s, label: t(`lifecycle.status.${s}`) })),
              { value: 'ALL', label: t('admin.all') },
            ]}
            onChange={(e) => list.update({ status: e.currentTarget.value === 'PENDING' ? null : e.currentTarget.value })}
            data-testid="lifecycle-status-filter"
          />
        }
      >
        <Text size="sm" c="dimmed">
          {t('lifecycle.listHint')}
        </Text>
      </AccountRequestsTable>
    </Stack>
  );
}
