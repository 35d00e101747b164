import { Alert, Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { OPERATOR_ACCOUNT_TYPES } from '../../domain/accounts';
import { formatDateTime } from '../../domain/format';
import { ASSIGNABLE_SORT, ASSIGNABLE_STATES } from '../../domain/jobs/job-dispatch';
import { apiPath } from '../lib/admin-api';
import { useApi } from '../lib/api-context';
import { PATHS } from '../lib/paths';
import { ServerList, type ListColumn } from '../components/server-list';
import { useServerList } from '../components/use-server-list';
import { notifySuccess } from '../lib/notify';
import { ValidationError } from '../lib/api-errors';
import { errorMessage } from '../lib/error-message';
import { useSessionUser } from '../lib/session-user';
import {
  ASSIGNABLE_PATH,
  readBulkErrors,
  tripErrorKey,
  type AssignableJob,
  type AssignableTrip,
  type SentJobs,
} from './dispatch-api';
import { isConflict } from './job-detail-page';
import { JobStateBadge } from './job-list-page';
import { jobViewPath, placeText, useLabels } from './jobs-api';
import {
  EMPTY_CHOICE,
  TripAssignmentFields,
  assignmentOf,
  choiceOf,
  type TripChoice,
  type TripField,
} from './trip-assignment-fields';
import { jobKeys } from './job-keys';

const DEFAULT_SORT = { field: 'pickupAt', order: 'asc' as const };

/** The picks of one job: the version it was read at and each trip's choice. */
interface Draft {
  version: number;
  tripIds: number[];
  choices: Record<number, TripChoice>;
}

const draftOf = (job: AssignableJob): Draft => ({
  version: job.version,
  tripIds: job.trips.map((t) => t.tripId),
  choices: Object.fromEntries(job.trips.map((t) => [t.tripId, choiceOf(t)])),
});

type BulkErrors = ReturnType<typeof readBulkErrors>;
const NO_ERRORS: BulkErrors = { trips: {}, jobs: {}, other: [] };

/**
 * /applications/services/job/to/assign: the truck operator's accepted jobs (and assigned ones, to reassign),
 * server-paged with their trips; driver, truck and chassis per trip; several jobs assigned in one call
 * (`POST /jobs/assign`, all or nothing). Picks and ticks survive paging; the server's field errors show on their
 * trip's select; a 409 (a driver taken meanwhile, a job changed) is said plainly and the list is read again.
 */
export function BulkAssignPage() {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useSessionUser();
  // jobs.operate is the route table's; the screen is a truck operator's (a platform user is sent away too).
  const allowed = (OPERATOR_ACCOUNT_TYPES as readonly string[]).includes(user.accnType);
  const list = useServerList<AssignableJob>({
    queryKey: jobKeys.assignable,
    path: ASSIGNABLE_PATH,
    spec: { sortable: ASSIGNABLE_SORT, filters: ['jobState'] },
    enabled: allowed,
  });
  const vehicle = useLabels('veh-type', allowed);
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  // The ticked jobs, also of other pages (the rows as they were read).
  const [selected, setSelected] = useState<AssignableJob[]>([]);
  const [errors, setErrors] = useState<BulkErrors>(NO_ERRORS);
  const [failed, setFailed] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);

  const assign = useMutation({
    mutationFn: ({ body }: { body: unknown; sent: SentJobs }) =>
      api.post<{ jobs: { jobId: string; jobState: string }[] }>(apiPath('jobs', 'assign'), body),
    onMutate: () => {
      setErrors(NO_ERRORS);
      setFailed(false);
      setConflict(null);
    },
    onSuccess: (_data, { sent }) => {
      notifySuccess(t('jobs.bulk.done', { count: sent.length }));
      const done = new Set(sent.map((s) => s.jobId));
      setSelected((s) => s.filter((job) => !done.has(job.jobId)));
      setDrafts((d) => Object.fromEntries(Object.entries(d).filter(([jobId]) => !done.has(jobId))));
      void queryClient.invalidateQueries({ queryKey: jobKeys.all });
    },
    onError: async (err, { sent }) => {
      if (isConflict(err)) {
        setConflict(t('jobs.bulk.conflict', { reason: errorMessage(err, t) }));
        void queryClient.invalidateQueries({ queryKey: jobKeys.all, refetchType: 'none' });
        // Jobs that changed meanwhile come back as they are now (their picks go); the other picks stay.
        const fresh = (await list.query.refetch()).data?.aaData ?? [];
        const changed = new Set(
          fresh.filter((job) => drafts[job.jobId] && drafts[job.jobId]!.version !== job.version).map((j) => j.jobId),
        );
        if (changed.size) {
          setSelected((s) => s.filter((job) => !changed.has(job.jobId)));
          setDrafts((d) => Object.fromEntries(Object.entries(d).filter(([jobId]) => !changed.has(jobId))));
        }
        return;
      }
      setFailed(true);
      if (err instanceof ValidationError) setErrors(readBulkErrors(err.flattenFieldErrors(), sent));
      else setErrors({ ...NO_ERRORS, other: [errorMessage(err, t)] });
    },
  });

  if (!allowed) return <Navigate to={PATHS.noPermission} replace />;
  const rows = list.rows;
  const isSelected = (jobId: string) => selected.some((job) => job.jobId === jobId);

  const choose = (job: AssignableJob, trip: AssignableTrip, field: TripField, value: string) => {
    setDrafts((d) => {
      const base = d[job.jobId] ?? draftOf(job);
      const choice = { ...(base.choices[trip.tripId] ?? EMPTY_CHOICE), [field]: value };
      return { ...d, [job.jobId]: { ...base, choices: { ...base.choices, [trip.tripId]: choice } } };
    });
    setSelected((s) => (s.some((j) => j.jobId === job.jobId) ? s : [...s, job]));
    const key = tripErrorKey(job.jobId, trip.tripId, field);
    if (errors.trips[key])
      setErrors((e) => ({ ...e, trips: Object.fromEntries(Object.entries(e.trips).filter(([k]) => k !== key)) }));
  };
  // A ticked job keeps its picks (or starts from its current assignment).
  const tick = (jobs: AssignableJob[]) => {
    setDrafts((d) => {
      const added = jobs.filter((job) => !d[job.jobId]);
      return added.length ? { ...d, ...Object.fromEntries(added.map((job) => [job.jobId, draftOf(job)])) } : d;
    });
    setSelected(jobs);
  };
  const onPage = rows.filter((r) => isSelected(r.jobId)).length;

  const send = () => {
    const picked = selected.map((job) => job.jobId).filter((jobId) => drafts[jobId]);
    const sent: SentJobs = picked.map((jobId) => ({ jobId, tripIds: drafts[jobId]!.tripIds }));
    const body = {
      jobs: picked.map((jobId) => {
        const draft = drafts[jobId]!;
        return {
          jobId,
          version: draft.version,
          trips: draft.tripIds.map((tripId) => assignmentOf(tripId, draft.choices[tripId])),
        };
      }),
    };
    assign.mutate({ body, sent });
  };

  const tripText = (trip: AssignableTrip) =>
    [
      t('jobs.detail.trip', { n: trip.seq }),
      vehicle(trip.vehicleType),
      trip.containerNo ? `${trip.containerNo}${trip.sizeType ? ` (${trip.sizeType})` : ''}` : '',
    ]
      .filter(Boolean)
      .join(' · ');
  const routeText = (trip: AssignableTrip) =>
    [
      `${placeText(trip.pickupLocId, trip.pickupLocName, trip.pickupLocCity)} ${formatDateTime(trip.pickupAt)}`,
      ...trip.drops.map((d) => placeText(d.locId, d.locName, d.locCity)),
    ].join(' → ');
  const failedJobs = [...new Set([...Object.keys(errors.jobs), ...Object.keys(errors.trips).map((k) => k.split('|')[0]!)])];

  const columns: ListColumn<AssignableJob>[] = [
    {
      key: 'jobId',
      label: t('jobs.fields.jobId'),
      sortable: true,
      render: (job) => (
        <Stack gap={4} align="flex-start">
          <Anchor
            component={Link}
            to={jobViewPath(job.jobId)}
            aria-label={t('jobs.bulk.openJob', { job: job.jobId })}
            style={{ whiteSpace: 'nowrap' }}
          >
            {job.jobId}
          </Anchor>
          <JobStateBadge state={job.jobState} testId={`bulk-state-${job.jobId}`} />
          <Text size="sm">{job.customerName ?? job.customerAccnId}</Text>
          <Text size="xs" c="dimmed">
            {[job.customerRef, job.blNo].filter(Boolean).join(' · ')}
          </Text>
          {(errors.jobs[job.jobId] ?? []).map((text) => (
            <Text key={text} size="xs" c="red" data-testid={`bulk-job-error-${job.jobId}`}>
              {text}
            </Text>
          ))}
        </Stack>
      ),
    },
    {
      key: 'pickupAt',
      label: t('jobs.fields.pickupAt'),
      sortable: true,
      width: 110,
      render: (job) => formatDateTime(job.pickupAt),
    },
    {
      key: 'assignment',
      label: t('jobs.bulk.assignment'),
      render: (job) => (
        <Stack gap="sm">
          {job.trips.map((trip) => (
            <Stack key={trip.tripId} gap={4} data-testid={`bulk-trip-${job.jobId}-${trip.seq}`}>
              <Text size="sm" fw={600}>
                {tripText(trip)}
              </Text>
              <Text size="xs" c="dimmed">
                {routeText(trip)}
              </Text>
              <Group gap="xs" align="flex-start" wrap="nowrap">
                <TripAssignmentFields
                  compact
                  trip={{ vehicleType: trip.vehicleType, containerSizeType: trip.sizeType }}
                  value={drafts[job.jobId]?.choices[trip.tripId] ?? choiceOf(trip)}
                  onChange={(field, value) => choose(job, trip, field, value)}
                  errors={{
                    driverId: errors.trips[tripErrorKey(job.jobId, trip.tripId, 'driverId')],
                    truckId: errors.trips[tripErrorKey(job.jobId, trip.tripId, 'truckId')],
                    chsId: errors.trips[tripErrorKey(job.jobId, trip.tripId, 'chsId')],
                  }}
                  testId={(field) => `bulk-${field}-${job.jobId}-${trip.seq}`}
                />
              </Group>
            </Stack>
          ))}
        </Stack>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <ServerList<AssignableJob>
        testId="bulk"
        list={list}
        title={t('jobs.bulk.title')}
        headerActions={
          <Button variant="default" onClick={() => void navigate(PATHS.jobsTo)} data-testid="bulk-back">
            {t('common.back')}
          </Button>
        }
        search={{ placeholder: t('jobs.list.searchHint') }}
        filters={[
          {
            name: 'jobState',
            label: t('jobs.fields.jobState'),
            allLabel: t('jobs.bulk.stateAll'),
            options: ASSIGNABLE_STATES.map((s) => ({ value: s, label: t(`jobs.states.${s}`) })),
            testId: 'bulk-filter-state',
          },
        ]}
        columns={columns}
        defaultSort={DEFAULT_SORT}
        rowKey={(job) => job.jobId}
        verticalAlign="top"
        selection={{
          selected,
          onChange: tick,
          rowLabel: (job) => t('jobs.bulk.select', { job: job.jobId }),
          pageLabel: t('jobs.bulk.selectPage'),
          showCount: false,
        }}
      >
        <Text c="dimmed" size="sm">
          {t('jobs.bulk.intro')} {t('jobs.bulk.trucksOfType')}.
        </Text>
        {conflict && (
          <Alert color="orange" data-testid="bulk-conflict" withCloseButton onClose={() => setConflict(null)}>
            {conflict}
          </Alert>
        )}
        {failed && (
          <Alert color="red" data-testid="bulk-error" withCloseButton onClose={() => setFailed(false)}>
            <Stack gap={4}>
              <Text size="sm">{t('jobs.bulk.failed')}</Text>
              {failedJobs.length > 0 && <Text size="sm">{t('jobs.bulk.failedJobs', { jobs: failedJobs.join(', ') })}</Text>}
              {errors.other.map((text) => (
                <Text key={text} size="sm">
                  {text}
                </Text>
              ))}
            </Stack>
          </Alert>
        )}
      </ServerList>
      <Paper withBorder p="sm" pos="sticky" bottom={0} style={{ zIndex: 5 }} data-testid="bulk-bar">
        <Group justify="space-between">
          <Text size="sm" data-testid="bulk-selected">
            {selected.length === 0
              ? t('jobs.bulk.noneSelected')
              : [
                  t('jobs.bulk.selected', { count: selected.length }),
                  selected.length > onPage ? t('jobs.bulk.elsewhere', { count: selected.length - onPage }) : '',
                ]
                  .filter(Boolean)
                  .join(' · ')}
          </Text>
          <Group gap="xs">
            <Button
              variant="subtle"
              disabled={selected.length === 0}
              onClick={() => {
                setSelected([]);
                setDrafts({});
                setErrors(NO_ERRORS);
                setFailed(false);
              }}
              data-testid="bulk-clear"
            >
              {t('jobs.bulk.clear')}
            </Button>
            <Button disabled={selected.length === 0} loading={assign.isPending} onClick={send} data-testid="bulk-assign">
              {t('jobs.bulk.assign')}
            </Button>
          </Group>
        </Group>
      </Paper>
    </Stack>
  );
}
