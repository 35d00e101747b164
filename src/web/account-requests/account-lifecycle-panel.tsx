import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { accountRequestBody } from '../../domain/account-request-bodies';
import type { AccountRequestType } from '../../domain/account-requests';
import { formatDateTime } from '../../domain/format';
import { useApi } from '../lib/api-context';
import { accountKeys } from '../accounts';
import { AccountStatusBadge } from '../accounts';
import { useCan } from '../lib/use-can';
import { ReasonModal } from '../components/reason-modal';
import { notifySuccess } from '../lib/notify';
import { errorMessage } from '../lib/error-message';
import { dashboardKeys } from '../lib/shared-keys';
import { DecisionButtons, useDecideRequest } from './account-requests-table';
import { accountRequestKeys, companyRequestsPath, requestsAllowed, useAccountRequests } from './lifecycle-api';
import { PLATFORM_ACCOUNT_TYPE } from '../../domain/permissions';

const REQUEST_COLOR: Record<AccountRequestType, string> = { SUSPENSION: 'orange', TERMINATION: 'red', RESUMPTION: 'green' };

/**
 * On a company's page: its status, the pending account request (approve / reject by another
 * platform user), and for platform users with accounts.lifecycle the requests its status allows.
 */
export function AccountLifecyclePanel({
  account,
}: {
  account: { accnId: string; accnName: string; accnStatus: string; atypId: string };
}) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const canLifecycle = useCan('accounts.lifecycle');
  const pending = useAccountRequests({ accnId: account.accnId, status: 'PENDING', length: 10 }, canLifecycle);
  // One conflict alert for the panel: a request asked or decided on a stale status.
  const { open: openDecision, modal: decisionModal, conflict } = useDecideRequest();
  const [asking, setAsking] = useState<AccountRequestType | null>(null);
  const [error, setError] = useState<string | null>(null);
  const ask = useMutation({
    mutationFn: (body: { reqType: AccountRequestType; reason: string }) => api.post(companyRequestsPath(account.accnId), body),
    onMutate: () => conflict.clear(),
    onSuccess: (_d, { reqType }) => {
      notifySuccess(t('lifecycle.requested', { type: t(`lifecycle.type.${reqType}`), company: account.accnName }));
      setAsking(null);
      void queryClient.invalidateQueries({ queryKey: accountRequestKeys.all });
      void queryClient.invalidateQueries({ queryKey: accountKeys.all });
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
    },
    onError: (err) => {
      if (conflict.caught(err)) setAsking(null);
      else setError(errorMessage(err, t));
    },
  });
  const request = pending.data?.aaData[0];
  const allowed = account.atypId === PLATFORM_ACCOUNT_TYPE ? [] : requestsAllowed(account.accnStatus);
  const submit = (reason: string) => {
    if (!asking) return;
    const parsed = accountRequestBody.safeParse({ reqType: asking, reason });
    if (!parsed.success) {
      setError(t(parsed.error.issues[0]?.message ?? 'validation.required'));
      return;
    }
    ask.mutate(parsed.data);
  };

  return (
    <Card withBorder padding="md" data-testid="lifecycle-panel">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4}>{t('lifecycle.title')}</Title>
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {t('accounts.status')}
            </Text>
            <AccountStatusBadge status={account.accnStatus} testId="account-status" />
          </Group>
        </Group>
        {conflict.alert}
        {canLifecycle && pending.isLoading && <Loader size="xs" aria-label={t('common.loading')} />}
        {canLifecycle && pending.isError && <Alert color="red">{errorMessage(pending.error, t)}</Alert>}
        {request && (
          <Alert color="blue" data-testid="lifecycle-pending" title={t(`lifecycle.pendingOne.${request.reqType}`)}>
            <Stack gap={6}>
              <Text size="sm">
                {t('lifecycle.pendingBy', { user: request.requestedBy, at: formatDateTime(request.requestedAt) })}
              </Text>
              <Text size="sm">
                {t('lifecycle.reason')}: {request.reason}
              </Text>
              <DecisionButtons row={request} onDecide={openDecision} />
            </Stack>
          </Alert>
        )}
        {canLifecycle && pending.data && !request && allowed.length > 0 && (
          <Group gap="sm">
            {allowed.map((type) => (
              <Button
                key={type}
                variant="light"
                color={REQUEST_COLOR[type]}
                onClick={() => {
                  setError(null);
                  setAsking(type);
                }}
                data-testid={`lifecycle-request-${type}`}
              >
                {t(`lifecycle.requestAction.${type}`)}
              </Button>
            ))}
          </Group>
        )}
        {canLifecycle && pending.data && !request && allowed.length === 0 && (
          <Text size="sm" c="dimmed" data-testid="lifecycle-none">
            {t('lifecycle.noneAllowed')}
          </Text>
        )}
      </Stack>
      <ReasonModal
        opened={asking !== null}
        title={asking ? t(`lifecycle.requestAction.${asking}`) + ` — ${account.accnName}` : ''}
        message={asking ? t(`lifecycle.requestMessage.${asking}`) : undefined}
        required
        confirmLabel={t('lifecycle.sendRequest')}
        confirmColor={asking ? REQUEST_COLOR[asking] : undefined}
        busy={ask.isPending}
        error={error}
        onConfirm={submit}
        onClose={() => setAsking(null)}
      />
      {decisionModal}
    </Card>
  );
}
