import { Anchor, Group, Stack } from '@mantine/core';
import { useTranslation } from '../lib/use-translation';
import { Link } from '../lib/router';
import type { AccountRequestType } from '../../domain/account-requests';
import { useCan } from '../lib/use-can';
import { useServerList } from '../components/use-server-list';
import { AccountRequestsTable } from './account-requests-table';
import { ACCOUNT_REQUESTS_PATH, accountRequestKeys, type AccountRequestRow } from './lifecycle-api';

/** Workbench tabs 'account suspension' / 'account resumption': the pending requests of that type, decided in place. */
export function WorkbenchRequests({ reqType }: { reqType: AccountRequestType }) {
  const { t } = useTranslation();
  // A tab of the workbench, not a route: the tab shows only to who may decide.
  const allowed = useCan('accounts.lifecycle');
  const list = useServerList<AccountRequestRow>({
    queryKey: accountRequestKeys.list,
    path: ACCOUNT_REQUESTS_PATH,
    spec: {},
    extraQuery: { status: 'PENDING', reqType },
    enabled: allowed,
  });
  if (!allowed) return null;
  return (
    <Stack gap="xs" data-testid={`workbench-requests-${reqType}`}>
      <AccountRequestsTable
        testId={`workbench-requests-${reqType}`}
        testIds={{ table: `workbench-requests-table-${reqType}` }}
        list={list}
        title={t(`lifecycle.pendingOfType.${reqType}`)}
        titleOrder={4}
        headerActions={
          <Group>
            <Anchor component={Link} to={`/manageAccounts/requests/list?reqType=${reqType}`} size="sm">
              {t('lifecycle.allRequests', { count: list.total })}
            </Anchor>
          </Group>
        }
      />
    </Stack>
  );
}
