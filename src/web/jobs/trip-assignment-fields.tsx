import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../lib/use-translation';
import type { LookupOption } from '../../domain/datatable';
import { chassisSizeFor } from '../../domain/jobs/job-requests';
import { useApi } from '../lib/api-context';
import { API_PATHS } from '../lib/paths';
import { lookupKeys } from '../lib/shared-keys';
import { toSelectData } from './jobs-api';

/** One trip's choice of driver, truck and chassis ('' for none). */
export interface TripChoice {
  driverId: string;
  truckId: string;
  chsId: string;
}

export const EMPTY_CHOICE: TripChoice = { driverId: '', truckId: '', chsId: '' };

export type TripField = keyof TripChoice;
export const TRIP_FIELDS: readonly TripField[] = ['driverId', 'truckId', 'chsId'];

/** A trip's current assignment as a choice. */
export const choiceOf = (trip: { driverId: string | null; truckId: string | null; chsId: string | null }): TripChoice => ({
  driverId: trip.driverId ?? '',
  truckId: trip.truckId ?? '',
  chsId: trip.chsId ?? '',
});

/** The body of one trip's assignment (`tripAssignment` of src/domain/jobs/job-requests.ts). */
export const assignmentOf = (tripId: number, choice: TripChoice | undefined) => ({
  tripId,
  driverId: choice?.driverId ?? '',
  truckId: choice?.truckId ?? '',
  chsId: choice?.chsId || null,
});

const LOOKUP_STALE_MS = 5 * 60_000;

/**
 * The caller's own fleet through the resource lookups (`GET /lookups/{driver|truck|chassis}`), narrowed by one of
 * the lookup's filters where given: trucks of the trip's vehicle type, chassis of the container's size.
 */
function useFleetOptions(lookup: 'driver' | 'truck' | 'chassis', where: Record<string, string> = {}) {
  const api = useApi();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: lookupKeys.where(lookup, i18n.language, where),
    queryFn: ({ signal }) => api.get<LookupOption[]>(API_PATHS.lookup(lookup), { query: where, signal }),
    staleTime: LOOKUP_STALE_MS,
  });
}

/** The options, with the current value kept if the narrowed list lacks it (labelled from the whole fleet's list). */
const withCurrent = (options: LookupOption[] | undefined, current: string, all: LookupOption[] | undefined) => {
  const data = toSelectData(options);
  if (!current || data.some((o) => o.value === current)) return data;
  const known = toSelectData(all).find((o) => o.value === current);
  return [...data, known ?? { value: current, label: current }];
};

/**
 * The driver, truck and chassis selects of one trip, for the job's assignment panel and the bulk-assignment
 * screen. Drivers are offered when ready (RDY), trucks when unassigned and of the trip's vehicle type (the server
 * refuses others, docs/decisions/0005-jobs.md), chassis of the container's size when the trip carries one. Field errors come from the caller (the server's keys).
 */
export function TripAssignmentFields({
  trip,
  value,
  onChange,
  errors = {},
  testId,
  compact = false,
}: {
  trip: { vehicleType: string; containerSizeType?: string | null };
  value: TripChoice;
  onChange: (field: TripField, value: string) => void;
  errors?: Partial<Record<TripField, string | undefined>>;
  /** `(field) => data-testid` of each select. */
  testId: (field: 'driver' | 'truck' | 'chassis') => string;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  // Only what the server would accept: ready drivers and unassigned trucks (a job's own current ones stay listed).
  const drivers = useFleetOptions('driver', { drvState: 'RDY' });
  const trucks = useFleetOptions('truck', { vhType: trip.vehicleType, vhState: 'UNASSIGNED' });
  // The whole fleet (one cached query each), to name a job's current driver and truck, which are no longer free.
  const allDrivers = useFleetOptions('driver');
  const allTrucks = useFleetOptions('truck');
  const chassis = useFleetOptions('chassis', trip.containerSizeType ? { chsType: chassisSizeFor(trip.containerSizeType) } : {});
  const size = compact ? 'xs' : 'sm';
  return (
    <>
      <Select
        label={t('jobs.fields.driver')}
        size={size}
        data={withCurrent(drivers.data, value.driverId, allDrivers.data)}
        value={value.driverId || null}
        onChange={(v) => onChange('driverId', v ?? '')}
        error={errors.driverId}
        searchable
        nothingFoundMessage={t('dropdown.noOptions')}
        w={compact ? 200 : 300}
        data-testid={testId('driver')}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label={t('jobs.fields.truck')}
        size={size}
        data={withCurrent(trucks.data, value.truckId, allTrucks.data)}
        value={value.truckId || null}
        onChange={(v) => onChange('truckId', v ?? '')}
        error={errors.truckId}
        searchable
        nothingFoundMessage={t('dropdown.noOptions')}
        w={compact ? 190 : 260}
        data-testid={testId('truck')}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label={t('jobs.fields.chassis')}
        size={size}
        data={withCurrent(chassis.data, value.chsId, chassis.data)}
        value={value.chsId || null}
        onChange={(v) => onChange('chsId', v ?? '')}
        error={errors.chsId}
        searchable
        clearable
        nothingFoundMessage={t('dropdown.noOptions')}
        w={compact ? 170 : 260}
        data-testid={testId('chassis')}
        comboboxProps={{ withinPortal: true }}
      />
    </>
  );
}
