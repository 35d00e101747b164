import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TabCode } from '../../domain/dashboard';
import { WorkbenchRequests } from '../account-requests';
import { useCan } from '../lib/use-can';
import { DriverAvailabilityTable } from '../jobs';

/** What a workbench tab shows under its cards: the work itself where a screen for it exists. */
export function WorkbenchTabExtra({ tab }: { tab: TabCode }) {
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
