import { NativeSelect, Text } from '@mantine/core';
import { useTranslation } from '../lib/use-translation';
import { useNavigate } from '../lib/router';
import { formatDateTime } from '../../domain/format';
import { ServerList, type ListColumn } from '../components/server-list';
import { useServerList } from '../components/use-server-list';
import { ApprovalStateBadge } from './onboarding-badges';
import { REVIEW_STATES, onboardingKeys, registrationsPath, reviewPath, type RegistrationRow } from './onboarding-api';

const SPEC = { filters: ['approvalState'] };

/** /onboarding/list: submitted registrations, newest first, filtered by approval state (kept in the URL). */
export function OnboardingListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useServerList<RegistrationRow>({ queryKey: onboardingKeys.list, path: registrationsPath(), spec: SPEC });
  const { state, update } = list;
  const columns: ListColumn<RegistrationRow>[] = [
    {
      key: 'regId',
      label: t('onboarding.regId'),
      noWrap: true,
      render: (row) => (
        <Text ff="monospace" fz="sm">
          {row.regId}
        </Text>
      ),
    },
    {
      key: 'accnName',
      label: t('company.fields.accnName'),
      text: (row) => row.accnName ?? '',
      render: (row) => (
        <>
          {row.accnName ?? ''}
          {row.accnId && (
            <Text size="xs" c="dimmed" ff="monospace" data-testid={`onboarding-accn-${row.regId}`}>
              {row.accnId}
            </Text>
          )}
        </>
      ),
    },
    {
      key: 'atypId',
      label: t('accounts.type'),
      noWrap: true,
      render: (row) => (row.atypId ? t(`accountType.${row.atypId}`, { defaultValue: row.atypId }) : ''),
    },
    {
      key: 'contactEmail',
      label: t('onboarding.contactEmail'),
      render: (row) => row.contactEmail ?? '',
      text: (row) => row.contactEmail ?? '',
    },
    {
      key: 'submittedAt',
      label: t('onboarding.submittedAt'),
      noWrap: true,
      render: (row) => (row.submittedAt ? formatDateTime(row.submittedAt) : '—'),
    },
    {
      key: 'approvalState',
      label: t('onboarding.approvalState'),
      noWrap: true,
      render: (row) => <ApprovalStateBadge state={row.approvalState} />,
    },
  ];
  return (
    <ServerList<RegistrationRow>
      testId="onboarding"
      testIds={{ row: (row) => `onboarding-row-${row.regId}` }}
      list={list}
      title={t('onboarding.listTitle')}
      columns={columns}
      defaultSort={{ field: 'submittedAt', order: 'desc' }}
      rowKey={(row) => row.regId}
      onOpen={(row) => void navigate(reviewPath(row.regId, row.approvalState))}
      toolbar={
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
      }
    />
  );
}
