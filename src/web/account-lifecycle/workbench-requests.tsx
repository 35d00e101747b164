import { Alert, Anchor, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AccountRequestType } from '../../domain/account-requests';
import { useCan } from '../administration/use-can';
import { errorMessage } from '../lib/error-message';
import { AccountRequestsTable } from './account-requests-table';
import { useAccountRequests } from './lifecycle-api';

/** Workbench tabs 'account suspension' / 'account resumption': the pending requests of that type, decided in place. */
export function WorkbenchRequests({ reqType }: { reqType: AccountRequestType }) {
  const { t } = useTranslation();
  const allowed = useCan('accounts.lifecycle');
  const list = useAccountRequests({ status: 'PENDING', reqType, length: 10 }, allowed);
  if (!allowed) return null;
  const total = list.data?.iTotalDisplayRecords ?? 0;
  return (
    <Stack gap="xs" data-testid={`workbench-requests-${reqType}`}>
      <Group justify="space-between">
        <Title order={4}>{t(`lifecycle.pendingOfType.${reqType}`)}</Title>
        <Anchor component={Link} to={`/manageAccounts/requests/list?reqType=${reqType}`} size="sm">
          {t('lifecycle.allRequests', { count: total })}
        </Anchor>
      </Group>
      {list.isError && <Alert color="red">{errorMessage(list.error, t)}</Alert>}
      <AccountRequestsTable
        rows={list.data?.aaData ?? []}
        loaded={Boolean(list.data)}
        canDecide
        testId={`workbench-requests-table-${reqType}`}
      />
    </Stack>
  );
}
