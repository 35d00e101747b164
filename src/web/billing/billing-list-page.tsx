import { useTranslation } from '../lib/use-translation';
import { BillingListView } from './billing-list';

/**
 * /applications/services/to/finance/billing (the truck operator): delivered jobs waiting for a bill, the billed ones
 * on their way to approval and the rejected ones with the reason; a row opens the job, where the bill form is.
 */
export function OperatorBillingPage() {
  const { t } = useTranslation();
  return <BillingListView tab="jobBilling" side="operator" testId="jobbilling" title={t('billing.tabs.jobBilling')} />;
}
