import { Alert, Anchor, Badge, Group, Loader, NativeSelect, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../domain/format';
import { DRIVER_AVAILABILITY_SORT } from '../../domain/jobs/job-dispatch';
import { DRIVER_STATES } from '../../domain/resources/fleet/driver';
import { SortableTh } from '../administration/sortable-th';
import { DebouncedTextInput } from '../components/debounced-text-input';
import { ListPaging } from '../components/list-paging';
import { NoDataRow } from '../components/list-rows';
import { useListUrlState } from '../components/use-list-url-state';
import { errorMessage } from '../lib/error-message';
import { useDriverAvailability, type DriverAvailabilityRow } from './dispatch-api';
import { JobStateBadge } from './job-list-page';
import { jobViewPath, placeText } from './jobs-api';

const DEFAULT_SORT = { field: 'drvName', order: 'asc' as const };

/** Badge colour of a driver's availability. */
const stateColor = (state: string) =>
  state === 'RDY' ? 'green' : state === 'ASG' ? 'indigo' : state === 'UNRDY' ? 'gray' : 'orange';

/** The URL query of the workbench's driver tab filtered to one availability (the card's numbers link there). */
export const driverStateSearch = (state: string | null) =>
  `?tab=driverAvailability${state ? `&drvState=${encodeURIComponent(state)}` : ''}`;

export function DriverStateBadge({ state }: { state: string }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="light"
      color={stateColor(state)}
      styles={{ label: { overflow: 'visible' } }}
      data-testid="driver-state"
      data-state={state}
    >
      {t(`resources.driver.options.drvState.${state}`, { defaultValue: state })}
    </Badge>
  );
}

/**
 * The truck operator's drivers by availability with their current job (`GET /jobs/drivers/availability`), under the
 * workbench's driver-availability card: server-paged, filtered by state (the card's numbers set it), searched by
 * name or id, sorted; each current job links to the job.
 */
export function DriverAvailabilityTable() {
  const { t } = useTranslation();
  const { state, update } = useListUrlState({ sortable: DRIVER_AVAILABILITY_SORT, filters: ['drvState'] });
  const list = useDriverAvailability(state);
  const rows = list.data?.aaData ?? [];

  const trip = (r: DriverAvailabilityRow) => {
    if (!r.jobId || r.tripSeq === null) return null;
    const drop =
      r.dropSeq !== null && (r.dropCount ?? 0) > 1 ? ` (${t('jobs.drivers.dropOf', { n: r.dropSeq, count: r.dropCount })})` : '';
    return (
      <Stack gap={0}>
        {(r.tripCount ?? 1) > 1 && (
          <Text size="xs" c="dimmed">
            {t('jobs.drivers.tripOf', { n: r.tripSeq, count: r.tripCount })}
          </Text>
        )}
        <Text size="sm">
          {placeText(r.pickupLocId, r.pickupLocName, r.pickupLocCity)} → {placeText(r.dropLocId, r.dropLocName, r.dropLocCity)}
          {drop}
        </Text>
      </Stack>
    );
  };

  return (
    <Stack gap="sm" data-testid="driver-availability">
      <Title order={4}>{t('jobs.drivers.title')}</Title>
      <Group gap="sm" align="flex-end">
        <DebouncedTextInput
          label={t('common.search')}
          placeholder={t('jobs.drivers.searchHint')}
          value={state.search}
          onChange={(search) => update({ search })}
          testId="drivers-search"
          w={240}
        />
        <NativeSelect
          label={t('jobs.drivers.state')}
          value={state.filters.drvState ?? ''}
          data={[
            { value: '', label: t('admin.all') },
            ...DRIVER_STATES.map((s) => ({ value: s, label: t(`resources.driver.options.drvState.${s}`) })),
          ]}
          onChange={(e) => update({ drvState: e.currentTarget.value || null })}
          data-testid="drivers-filter-state"
        />
        {list.isFetching && <Loader size="xs" aria-label={t('common.loading')} />}
      </Group>
      {list.isError && <Alert color="red">{errorMessage(list.error, t)}</Alert>}
      <ScrollArea>
        <Table striped data-testid="drivers-list" miw={900}>
          <Table.Thead>
            <Table.Tr>
              <SortableTh column="drvName" state={state} defaultSort={DEFAULT_SORT} update={update}>
                {t('jobs.fields.driver')}
              </SortableTh>
              <Table.Th>{t('resources.driver.fields.phone')}</Table.Th>
              <SortableTh column="drvState" state={state} defaultSort={DEFAULT_SORT} update={update}>
                {t('jobs.drivers.state')}
              </SortableTh>
              <SortableTh column="jobId" state={state} defaultSort={DEFAULT_SORT} update={update}>
                {t('jobs.drivers.currentJob')}
              </SortableTh>
              <Table.Th>{t('jobs.drivers.currentTrip')}</Table.Th>
              <SortableTh column="pickupAt" state={state} defaultSort={DEFAULT_SORT} update={update}>
                {t('jobs.fields.pickupAt')}
              </SortableTh>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.driverId} data-testid="drivers-row" data-driver={r.driverId}>
                <Table.Td>
                  <Text size="sm">{r.drvName}</Text>
                  <Text size="xs" c="dimmed">
                    {r.driverId}
                  </Text>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{r.phone}</Table.Td>
                <Table.Td>
                  <DriverStateBadge state={r.drvState} />
                </Table.Td>
                <Table.Td>
                  {r.jobId ? (
                    <Stack gap={4} align="flex-start">
                      <Anchor
                        component={Link}
                        to={jobViewPath(r.jobId)}
                        data-testid="drivers-job-link"
                        style={{ whiteSpace: 'nowrap' }}
                      >
                        {r.jobId}
                      </Anchor>
                      {r.jobState && <JobStateBadge state={r.jobState} />}
                    </Stack>
                  ) : (
                    <Text size="sm" c="dimmed">
                      {t('jobs.drivers.noJob')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{trip(r)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{r.pickupAt ? formatDateTime(r.pickupAt) : ''}</Table.Td>
              </Table.Tr>
            ))}
            {list.data && rows.length === 0 && <NoDataRow colSpan={6} />}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <ListPaging
        testId="drivers"
        page={state.page}
        size={state.size}
        total={list.data?.iTotalDisplayRecords ?? 0}
        onPage={(page) => update({ page })}
        onSize={(size) => update({ size })}
      />
    </Stack>
  );
}
