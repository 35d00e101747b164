import { Alert, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { useParams, useSearchParams } from '../lib/router';
import { formatDate } from '../../domain/format';
import { PageTitle } from '../components/page-title';
import { ReasonModal } from '../components/reason-modal';
import { useApi } from '../lib/api-context';
import { isApiError } from '../lib/api-errors';
import { errorMessage } from '../lib/error-message';
import { notifySuccess } from '../lib/notify';
import { billingApi, type ApprovalLinkStatus, type JobBilling } from './billing-api';
import { billingKeys } from './billing-keys';
import { BillDocuments, BillingHeader, BillLines } from './job-billing-view';

type LinkVerb = ApprovalLinkStatus['actions'][number];

/**
 * The e-mailed approval link (spec §2.1) `/approve/billing/job/truck/{jobId}/{accnId}/{role}/{validDate}?token=`:
 * signed in (the shell sends a visitor to sign in and back here), it shows the bill and its documents while the link is
 * VALID, with the verbs the link allows (acknowledge; reject with a reason). A used, expired, re-billed, forged link
 * or another person's says so and acts on nothing; the server decides and audits every use and refusal.
 */
export function ApprovalLinkPage() {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const { jobId = '', accnId = '', role = '', validDate = '' } = useParams();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const path = billingApi.approvalLink(jobId, accnId, role, validDate);
  const link = useQuery({
    queryKey: billingKeys.approvalLink(`${path}?${token}`),
    queryFn: ({ signal }) => api.get<ApprovalLinkStatus>(`${path}?token=${encodeURIComponent(token)}`, { signal }),
    enabled: token.length >= 10,
    retry: false,
  });
  const [asking, setAsking] = useState(false);
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<{ verb: LinkVerb; billing: JobBilling } | null>(null);
  const act = useMutation({
    mutationFn: ({ verb, reason }: { verb: LinkVerb; reason?: string }) =>
      api.post<JobBilling>(path, { token, verb, ...(reason ? { reason } : {}) }),
    onMutate: () => setError(null),
    onSuccess: (billing, { verb }) => {
      setAsking(false);
      setDone({ verb, billing });
      notifySuccess(t('billing.link.done', { action: t(`billing.verbs.${verb}`), job: jobId }));
      queryClient.setQueryData(billingKeys.job(jobId), billing);
      void queryClient.invalidateQueries({ queryKey: billingKeys.lists() });
    },
    onError: (err, { verb }) => {
      // A refusal (used meanwhile, expired, re-billed): read the link again, so the page says why.
      if (isApiError(err) && (err.status === 409 || err.status === 403)) {
        setAsking(false);
        setError(errorMessage(err, t));
        void link.refetch();
        return;
      }
      if (verb === 'rejectBill') setReasonError(errorMessage(err, t));
      else setError(errorMessage(err, t));
    },
  });

  const title = (
    <PageTitle data-testid="link-title">
      {t('billing.link.title')} {jobId}
    </PageTitle>
  );
  if (token.length < 10)
    return (
      <Stack gap="md" maw={1100}>
        {title}
        <Alert color="red" data-testid="link-status" data-status="INVALID">
          {t('billing.link.invalid')}
        </Alert>
      </Stack>
    );
  if (link.isLoading) return <Loader aria-label={t('common.loading')} />;
  if (link.isError || !link.data)
    return (
      <Stack gap="md" maw={1100}>
        {title}
        <Alert color="red" data-testid="link-error">
          {errorMessage(link.error, t)}
        </Alert>
      </Stack>
    );
  const status = link.data;
  const billing = done?.billing ?? status.billing;
  const valid = status.status === 'VALID' && !done;

  return (
    <Stack gap="md" maw={1100}>
      {title}
      {done ? (
        <Alert color="green" data-testid="link-done">
          {t('billing.link.done', { action: t(`billing.verbs.${done.verb}`), job: jobId })}
        </Alert>
      ) : (
        <Alert
          color={valid ? 'blue' : 'orange'}
          data-testid="link-status"
          data-status={status.status}
          title={valid ? undefined : t('billing.link.refused')}
        >
          {t(`billing.link.${status.status.toLowerCase()}`)}
          {valid && (
            <Text size="sm" mt={4}>
              {t('billing.link.validUntil', { date: formatDate(status.validDate) })}
            </Text>
          )}
        </Alert>
      )}
      {error && (
        <Alert color="red" role="alert" data-testid="link-error">
          {error}
        </Alert>
      )}
      {billing && (valid || done) && (
        <Card withBorder data-testid="link-bill">
          <Stack gap="md">
            <BillingHeader billing={billing} />
            {billing.bill && <BillLines bill={billing.bill} testPrefix="link" />}
            <BillDocuments billing={billing} testPrefix="link" />
          </Stack>
        </Card>
      )}
      {valid && status.actions.length > 0 && (
        <Group gap="xs" data-testid="link-actions">
          {status.actions.includes('acknowledgeBill') && (
            <Button
              loading={act.isPending && act.variables?.verb === 'acknowledgeBill'}
              onClick={() => act.mutate({ verb: 'acknowledgeBill' })}
              data-testid="link-acknowledge"
            >
              {t('billing.verbs.acknowledgeBill')}
            </Button>
          )}
          {status.actions.includes('rejectBill') && (
            <Button
              color="red"
              variant="light"
              onClick={() => {
                setReasonError(null);
                setAsking(true);
              }}
              data-testid="link-reject"
            >
              {t('billing.verbs.rejectBill')}
            </Button>
          )}
        </Group>
      )}
      <ReasonModal
        opened={asking}
        title={t('billing.verbs.rejectBill')}
        message={t('billing.job.reasonFor', { job: jobId })}
        required
        confirmLabel={t('billing.verbs.rejectBill')}
        confirmColor="red"
        busy={act.isPending}
        error={reasonError}
        onConfirm={(reason) => act.mutate({ verb: 'rejectBill', reason })}
        onClose={() => setAsking(false)}
      />
    </Stack>
  );
}
