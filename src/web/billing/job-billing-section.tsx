import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { BILLING_ACTIONS, BILLING_SECTION_STATES, type BillingVerb } from '../../domain/billing/billing-actions';
import { useConflict } from '../components/form/use-conflict';
import { ReasonModal } from '../components/reason-modal';
import { useApi } from '../lib/api-context';
import { errorMessage } from '../lib/error-message';
import { notifySuccess } from '../lib/notify';
import { jobKeys } from '../jobs';
import { billingApi, type JobBilling } from './billing-api';
import { billingKeys } from './billing-keys';
import { JobBillingForm } from './job-billing-form';
import { BillDocuments, BillingHeader, BillLines, BillVersions, MoneyDocuments } from './job-billing-view';

/** The decision verbs shown as buttons (bill is the form), in the order of the workflow. */
export const DECISION_VERBS = [
  'verifyBill',
  'acknowledgeBill',
  'approveBill',
  'rejectBill',
  'rejectApproval',
] as const satisfies readonly BillingVerb[];
type DecisionVerb = (typeof DECISION_VERBS)[number];
const needsReason = (verb: DecisionVerb) => 'reason' in BILLING_ACTIONS[verb];

export function useJobBilling(jobId: string, enabled = true) {
  const api = useApi();
  return useQuery({
    queryKey: billingKeys.job(jobId),
    queryFn: ({ signal }) => api.get<JobBilling>(billingApi.job(jobId), { signal }),
    enabled,
  });
}

/**
 * The billing of a delivered or billed job on its detail: the current bill (lines, totals, receipts), its state and
 * reject reason, the versions, the documents and their verification, the money documents with their PDFs, and one
 * button per verb of the server's `actions` (the bill form for `bill`). Renders nothing for other job states.
 */
export function JobBillingSection({ jobId, jobState }: { jobId: string; jobState: string }) {
  if (!BILLING_SECTION_STATES.includes(jobState)) return null;
  return <BillingSection key={`${jobId}-${jobState}`} jobId={jobId} />;
}

function BillingSection({ jobId }: { jobId: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const billing = useJobBilling(jobId);
  const [asking, setAsking] = useState<DecisionVerb | null>(null);
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const b = billing.data;

  // A verb refused as stale (409): the conflict alert; its Reload (the bill form's too) reads the billing and the job again.
  const conflict = useConflict(
    () => {
      setError(null);
      void queryClient.invalidateQueries({ queryKey: billingKeys.job(jobId) });
      void queryClient.invalidateQueries({ queryKey: jobKeys.all });
    },
    { testId: 'billing-conflict', reloadTestId: 'billing-reload' },
  );
  const act = useMutation({
    mutationFn: ({ verb, reason }: { verb: DecisionVerb; reason?: string }) =>
      api.post<JobBilling>(billingApi.verb(jobId, verb), { version: b?.version, ...(reason ? { reason } : {}) }),
    onMutate: () => {
      conflict.clear();
      setError(null);
    },
    onSuccess: (next, { verb }) => {
      setAsking(null);
      notifySuccess(t('billing.job.done', { action: t(`billing.verbs.${verb}`), job: jobId }));
      queryClient.setQueryData(billingKeys.job(jobId), next);
      void queryClient.invalidateQueries({ queryKey: jobKeys.all });
      void queryClient.invalidateQueries({ queryKey: billingKeys.lists() });
    },
    onError: (err, { verb }) => {
      if (conflict.caught(err)) {
        setAsking(null);
        return;
      }
      if (needsReason(verb)) setReasonError(errorMessage(err, t));
      else setError(errorMessage(err, t));
    },
  });

  if (billing.isLoading) return <Loader aria-label={t('common.loading')} />;
  if (billing.isError || !b) return <Alert color="red">{errorMessage(billing.error, t)}</Alert>;
  const verbs = DECISION_VERBS.filter((v) => b.actions.includes(v));
  const run = (verb: DecisionVerb) => {
    if (needsReason(verb)) {
      setReasonError(null);
      setAsking(verb);
    } else act.mutate({ verb });
  };

  return (
    <Card withBorder data-testid="job-billing">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={4}>{t('billing.job.title')}</Title>
        </Group>
        <BillingHeader billing={b} />
        {conflict.alert}
        {error && (
          <Alert color="red" role="alert" data-testid="billing-error" withCloseButton onClose={() => setError(null)}>
            {error}
          </Alert>
        )}
        {b.bill?.rejectReason && b.jobState === 'REJ_BILL' && (
          <Alert color="red" title={t('billing.job.rejected')} data-testid="billing-reject-reason">
            {b.bill.rejectReason}
          </Alert>
        )}
        {verbs.length > 0 && (
          <Group gap="xs" data-testid="billing-actions">
            {verbs.map((verb) => (
              <Button
                key={verb}
                color={needsReason(verb) ? 'red' : undefined}
                variant={needsReason(verb) ? 'light' : 'filled'}
                loading={act.isPending && act.variables?.verb === verb}
                onClick={() => run(verb)}
                data-testid={`billing-action-${verb}`}
              >
                {t(`billing.verbs.${verb}`)}
              </Button>
            ))}
          </Group>
        )}
        {b.actions.includes('rejectApproval') && !b.allDocumentsVerified && (
          <Text size="sm" c="dimmed" data-testid="billing-unverified">
            {t('billing.server.documentsUnverified')}
          </Text>
        )}
        {b.actions.includes('bill') && <JobBillingForm billing={b} onReload={conflict.reload} />}
        {b.bill && <BillLines bill={b.bill} />}
        {!b.bill && !b.actions.includes('bill') && (
          <Text c="dimmed" data-testid="billing-not-billed">
            {t('billing.job.notBilled')}
          </Text>
        )}
        <BillDocuments billing={b} />
        <MoneyDocuments docs={b.moneyDocuments} />
        <BillVersions versions={b.versions} />
      </Stack>
      <ReasonModal
        opened={asking !== null}
        title={asking ? t(`billing.verbs.${asking}`) : ''}
        message={asking ? t('billing.job.reasonFor', { job: jobId }) : undefined}
        required
        confirmLabel={asking ? t(`billing.verbs.${asking}`) : ''}
        confirmColor="red"
        busy={act.isPending}
        error={reasonError}
        onConfirm={(reason) => asking && act.mutate({ verb: asking, reason })}
        onClose={() => setAsking(null)}
      />
    </Card>
  );
}
