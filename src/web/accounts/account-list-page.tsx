import { NativeSelect, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ACCOUNT_STATUS_CODES, ACCOUNT_TYPE_CODES } from '../../domain/accounts';
import { formatDateTime } from '../../domain/format';
import { ServerList, type ListColumn } from '../components/server-list';
import { useServerList } from '../components/use-server-list';
import { apiPath } from '../lib/admin-api';
import { AccountStatusBadge } from './account-status-badge';
import { accountKeys } from './account-keys';
import type { AccountRow } from './accounts-api';

const SPEC = { sortable: ['accnId', 'accnName', 'accnStatus', 'atypId', 'updatedAt'], filters: ['accnStatus', 'atypId'] };
const SORT = { field: 'accnName', order: 'asc' as const };

/**
 * /manageAccounts/all/list, /opadmin/accounts/co/list (pre-filtered on cargo owners) and
 * /opadmin/inquiry/accn/list (read-only inquiry): companies, server-paged, filters in the URL.
 */
export function AccountsListPage({ presetType, viewBase }: { presetType?: string; viewBase: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const missingPreset = Boolean(presetType) && !params.has('atypId');
  const list = useServerList<AccountRow>({
    queryKey: accountKeys.list,
    path: apiPath('accounts'),
    spec: SPEC,
    extraQuery: missingPreset && presetType ? { atypId: presetType } : undefined,
  });
  const { state, update } = list;
  useEffect(() => {
    if (missingPreset) update({ atypId: presetType ?? null });
  }, [missingPreset, presetType, update]);
  const filters = missingPreset && presetType ? { ...state.filters, atypId: presetType } : state.filters;
  const open = (row: AccountRow) => void navigate(`${viewBase}/${encodeURIComponent(row.accnId)}`);
  const columns: ListColumn<AccountRow>[] = [
    {
      key: 'accnId',
      label: t('accounts.accnId'),
      sortable: true,
      noWrap: true,
      render: (row) => (
        <Text ff="monospace" fz="sm">
          {row.accnId}
        </Text>
      ),
    },
    {
      key: 'accnName',
      label: t('company.fields.accnName'),
      sortable: true,
      render: (row) => row.accnName,
      text: (row) => row.accnName,
    },
    {
      key: 'atypId',
      label: t('accounts.type'),
      sortable: true,
      noWrap: true,
      render: (row) => t(`accountType.${row.atypId}`, { defaultValue: row.atypId }),
    },
    {
      key: 'accnStatus',
      label: t('accounts.status'),
      sortable: true,
      noWrap: true,
      render: (row) => <AccountStatusBadge status={row.accnStatus} />,
    },
    {
      key: 'updatedAt',
      label: t('admin.updatedAt'),
      sortable: true,
      noWrap: true,
      render: (row) => (row.updatedAt ? formatDateTime(row.updatedAt) : '—'),
    },
  ];
  return (
    <ServerList<AccountRow>
      testId="accounts"
      testIds={{ row: () => 'account-row' }}
      list={list}
      title={t('accounts.title')}
      columns={columns}
      defaultSort={SORT}
      rowKey={(row) => row.accnId}
      onOpen={open}
      toolbar={
        <>
          <NativeSelect
            label={t('accounts.status')}
            value={filters.accnStatus ?? ''}
            data={[
              { value: '', label: t('admin.all') },
              ...ACCOUNT_STATUS_CODES.map((s) => ({ value: s, label: t(`accountStatus.${s}`) })),
            ]}
            onChange={(e) => update({ accnStatus: e.currentTarget.value || null })}
            data-testid="accounts-status-filter"
          />
          <NativeSelect
            label={t('accounts.type')}
            value={filters.atypId ?? ''}
            data={[
              { value: '', label: t('admin.all') },
              ...ACCOUNT_TYPE_CODES.map((s) => ({ value: s, label: t(`accountType.${s}`) })),
            ]}
            onChange={(e) => update({ atypId: e.currentTarget.value || null })}
            data-testid="accounts-type-filter"
          />
        </>
      }
    />
  );
}
