import { Alert, Group, Loader, NativeSelect, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { formatDateTime } from '../../domain/format';
import { PATHS } from '../app/paths';
import { useDatatable } from '../administration/admin-api';
import { useCan } from '../administration/use-can';
import { DebouncedTextInput } from '../components/debounced-text-input';
import { ListPaging } from '../components/list-paging';
import { NoDataRow, OpenableRow } from '../components/list-rows';
import { useListUrlState } from '../components/use-list-url-state';
import { errorMessage } from '../lib/error-message';
import { ApprovalStateBadge } from './onboarding-badges';
import { REVIEW_STATES, registrationsPath, reviewPath, type RegistrationRow } from './onboarding-api';
import { PageTitle } from '../components/page-title';

const SPEC = { filters: ['approvalState'] };

/** /onboarding/list: submitted registrations, newest first, filtered by approval state (kept in the URL). */
export function OnboardingListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const allowed = useCan('onboarding.review');
  const { state, update } = useListUrlState(SPEC);
  const list = useDatatable<RegistrationRow>('registrations', registrationsPath(), state);
  if (!allowed) return <Navigate to={PATHS.noPermission} replace />;
  const rows = list.data?.aaData ?? [];
  return (
    <Stack gap="md">
      <PageTitle>{t('onboarding.listTitle')}</PageTitle>
      <Group gap="sm" align="flex-end">
        <DebouncedTextInput
          label={t('common.search')}
          value={state.search}
          onChange={(search) => update({ search })}
          testId="onboarding-search"
          w={240}
        />
        <NativeSelect
          label={t('onboarding.approvalState')}
          value={state.filters.approvalState ?? ''}
          data={[
            { value: '', label: t('admin.all') },
            ...REVIEW_STATES.map((s) => ({ value: s, label: t(`onboarding.state.${s}`) })),
          ]}
          onChange={(e) => update({ approvalState: e.currentTarget.value || null })}
          data-testid="onboarding-state-filter"
        />
        {list.isFetching && <Loader size="xs" aria-label={t('common.loading')} />}
      </Group>
      {list.isError && <Alert color="red">{errorMessage(list.error, t)}</Alert>}
      <ScrollArea>
        <Table striped highlightOnHover data-testid="onboarding-list" miw={900}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('onboarding.regId')}</Table.Th>
              <Table.Th>{t('company.fields.accnName')}</Table.Th>
              <Table.Th>{t('accounts.type')}</Table.Th>
              <Table.Th>{t('onboarding.contactEmail')}</Table.Th>
              <Table.Th>{t('onboarding.submittedAt')}</Table.Th>
              <Table.Th>{t('onboarding.approvalState')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <OpenableRow
                key={row.regId}
                testId={`onboarding-row-${row.regId}`}
                onOpen={() => void navigate(reviewPath(row.regId, row.approvalState))}
              >
                <Table.Td ff="monospace">{row.regId}</Table.Td>
                <Table.Td>
                  {row.accnName ?? ''}
                  {row.accnId && (
                    <Text size="xs" c="dimmed" ff="monospace" data-testid={`onboarding-accn-${row.regId}`}>
                      {row.accnId}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{row.atypId ? t(`accountType.${row.atypId}`, { defaultValue: row.atypId }) : ''}</Table.Td>
                <Table.Td>{row.contactEmail ?? ''}</Table.Td>
                <Table.Td>{row.submittedAt ? formatDateTime(row.submittedAt) : '—'}</Table.Td>
                <Table.Td>
                  <ApprovalStateBadge state={row.approvalState} />
                </Table.Td>
              </OpenableRow>
            ))}
            {list.data && rows.length === 0 && <NoDataRow colSpan={6} />}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <ListPaging
        testId="onboarding"
        page={state.page}
        size={state.size}
        total={list.data?.iTotalDisplayRecords ?? 0}
        onPage={(page) => update({ page })}
        onSize={(size) => update({ size })}
      />
    </Stack>
  );
}
