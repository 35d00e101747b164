import { accountResource } from '../../domain/resources/admin/account';
import { ResourceListPage } from '../resources';
import { AccountStatusBadge } from './account-status-badge';
import type { AccountRow } from './accounts-api';

/**
 * /manageAccounts/all/list and /opadmin/accounts/co/list (pre-filtered on cargo owners): companies, the engine's list
 * of `accountResource`.
 */
export function AccountsListPage({ presetType, viewBase }: { presetType?: string; viewBase: string }) {
  return (
    <ResourceListPage<AccountRow>
      def={accountResource}
      parts={{
        testIds: {
          list: 'accounts',
          row: 'account-row',
          filters: { accnStatus: 'accounts-status-filter', atypId: 'accounts-type-filter' },
        },
        presetFilters: presetType ? { atypId: presetType } : undefined,
        itemPath: (row) => `${viewBase}/${encodeURIComponent(row.accnId)}`,
        cells: { accnStatus: (row) => <AccountStatusBadge status={row.accnStatus} /> },
      }}
    />
  );
}
