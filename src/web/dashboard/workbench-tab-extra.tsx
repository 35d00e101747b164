import { Button, Group } from '@mantine/core';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TabCode } from '../../domain/dashboard';
import { useCan } from '../lib/use-can';

// The tables some tabs show load with the first tab that shows them, not with the workbench.
const WorkbenchRequests = lazy(() =>
  import('../account-requests').then(({ WorkbenchRequests }) => ({ default: WorkbenchRequests })),
);
const DriverAvailabilityTable = lazy(() =>
  import('../jobs').then(({ DriverAvailabilityTable }) => ({ default: DriverAvailabilityTable })),
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
  if (tab === 'accountSuspension') return <WorkbenchRequests reqType="SUSPENSION" />;
  if (tab === 'driverAvailability' && dispatcher) return <DriverAvailabilityTable />;
  if (tab === 'accountResumption') return <WorkbenchRequests reqType="RESUMPTION" />;
  if (tab === 'documentVerifications' && reviewer)
    return (
      <Group>
        <Button component={Link} to="/opadmin/docverification" variant="light" data-testid="workbench-docverification">
          {t('onboarding.openQueue')}
        </Button>
      </Group>
    );
  return null;
}
