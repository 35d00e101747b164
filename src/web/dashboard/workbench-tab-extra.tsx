import { Button, Group } from '@mantine/core';
import { Suspense, lazy } from 'react';
import { useTranslation } from '../lib/use-translation';
import { Link } from '../lib/router';
import { CUSTOMER_ACCOUNT_TYPES } from '../../domain/accounts';
import type { TabCode } from '../../domain/dashboard';
import { BILLING_ROUTES } from '../billing';
import { PAYMENTS_ROUTES } from '../payments';
import { useSessionUser } from '../lib/session-user';
import { useCan } from '../lib/use-can';
import { loadTranslations } from '../lib/i18n';

// The tables some tabs show load with the first tab that shows them, not with the workbench.
// Each loads its feature's texts with it (the workbench's first load holds the shell's only: lib/i18n.ts).
const WorkbenchRequests = lazy(() =>
  Promise.all([import('../account-requests'), loadTranslations(['lifecycle', 'company', 'accounts'])]).then(
    ([{ WorkbenchRequests }]) => ({ default: WorkbenchRequests }),
  ),
);
const DriverAvailabilityTable = lazy(() =>
  Promise.all([import('../jobs'), loadTranslations(['jobs', 'resources'])]).then(([{ DriverAvailabilityTable }]) => ({
    default: DriverAvailabilityTable,
  })),
);

/** What a workbench tab shows under its cards: the work itself where a screen for it exists. */
export function WorkbenchTabExtra({ tab }: { tab: TabCode }) {
  return (
    <Suspense fallback={null}>
      <TabExtra tab={tab} />
    </Suspense>
  );
}

function TabExtra({ tab }: { tab: TabCode }) {
  const { t } = useTranslation();
  const reviewer = useCan('onboarding.review');
  const dispatcher = useCan('jobs.operate');
  const approver = useCan('billing.approve');
  const paymentsReader = useCan('payments.read');
  const user = useSessionUser();
  const financeReader = useCan('billing.review') && (CUSTOMER_ACCOUNT_TYPES as readonly string[]).includes(user.accnType);
  if (tab === 'accountSuspension') return <WorkbenchRequests reqType="SUSPENSION" />;
  if (tab === 'driverAvailability' && dispatcher) return <DriverAvailabilityTable />;
  if (tab === 'accountResumption') return <WorkbenchRequests reqType="RESUMPTION" />;
  if (tab === 'documentVerifications' && (reviewer || approver))
    return (
      <Group>
        <Button component={Link} to="/opadmin/docverification" variant="light" data-testid="workbench-docverification">
          {t('onboarding.openQueue')}
        </Button>
      </Group>
    );
  if (tab === 'jobBilling' && dispatcher)
    return (
      <Group>
        <Button component={Link} to={BILLING_ROUTES.operatorBilling} variant="light" data-testid="workbench-jobbilling">
          {t('billing.lists.openJobBilling')}
        </Button>
      </Group>
    );
  if ((tab === 'jobPayments' || tab === 'pendingPayments') && paymentsReader)
    return (
      <Group>
        <Button component={Link} to={PAYMENTS_ROUTES.documents} variant="light" data-testid="workbench-payments">
          {t('workbench.openPayments')}
        </Button>
      </Group>
    );
  if ((tab === 'billedJobs' || tab === 'verifiedJobs' || tab === 'approvedJobs') && financeReader)
    return (
      <Group>
        <Button component={Link} to={BILLING_ROUTES.financeDashboard} variant="light" data-testid="workbench-finance">
          {t('billing.dashboard.open')}
        </Button>
      </Group>
    );
  return null;
}
