import { Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../lib/use-translation';
import { BILLING_SECTION_STATES } from '../../domain/billing/billing-actions';

const Section = lazy(() => import('./job-billing-section').then((m) => ({ default: m.JobBillingSection })));

/**
 * The job detail's billing section, loaded with its own chunk only for a delivered or billed job (the billing index is
 * imported by the shell's route tables, which must stay small).
 */
export function JobBillingSection({ jobId, jobState }: { jobId: string; jobState: string }) {
  const { t } = useTranslation();
  if (!BILLING_SECTION_STATES.includes(jobState)) return null;
  return (
    <Suspense fallback={<Loader size="sm" aria-label={t('common.loading')} />}>
      <Section jobId={jobId} jobState={jobState} />
    </Suspense>
  );
}
