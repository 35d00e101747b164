import { Alert, Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { Link, useNavigate } from '../lib/router';
import { formatDateTime } from '../../domain/format';
import { ASSIGNABLE_SORT, ASSIGNABLE_STATES } from '../../domain/jobs/job-dispatch';
import { apiPath } from '../lib/admin-api';
import { useApi } from '../lib/api-context';
import { PATHS } from '../lib/paths';
import { ServerList, type ListColumn } from '../components/server-list';
import { useServerList } from '../components/use-server-list';
import { notifySuccess } from '../lib/notify';
import { errorMessage } from '../lib/error-message';
import { ASSIGNABLE_PATH, type AssignableJob, type AssignableTrip, type SentJobs } from './dispatch-api';
import { ConflictAlert } from '../components/form/conflict-alert';
import { useEntityForm } from '../components/form/use-entity-form';
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

/** A trip's key in the form (`t{tripId}`: a number would make the form read an array). */
const tripKey = (tripId: number) => `t${tripId}`;

/** The picks of one job: the version it was read at and each trip's choice. */
interface Draft {
  version: number;
  tripIds: number[];
  choices: Record<string, TripChoice>;
}

/** The form: a draft per job picked or ticked (by job id), also of other pages. */
interface BulkValues {
  drafts: Record<string, Draft>;
}

const draftOf = (job: AssignableJob): Draft => ({
  version: job.version,
  tripIds: job.trips.map((t) => t.tripId),
  choices: Object.fromEntries(job.trips.map((t) => [tripKey(t.tripId), choiceOf(t)])),
});

/**
 * A server field path of `POST /jobs/assign` (`jobs.{n}.trips.{i}.driverId`, `jobs.{n}.version`, …) as the form's
 * field of what was sent: the trip's select, or the job (its row); null for the rest.
 */
function fieldOfSent(path: string, sent: SentJobs): string | null {
  const trip = /^jobs\.(\d+)\.trips\.(\d+)\.(driverId|truckId|chsId)$/.exec(path);
  const job = /^jobs\.(\d+)(\.|$)/.exec(path);
  const sentJob = sent[Number((trip ?? job)?.[1] ?? -1)];
  if (!sentJob) return null;
  const tripId = trip ? sentJob.tripIds[Number(trip[2])] : undefined;
  if (trip && tripId !== undefined) return `drafts.${sentJob.jobId}.choices.${tripKey(tripId)}.${trip[3]}`;
  return `drafts.${sentJob.jobId}.version`;
}

/**
 * /applications/services/job/to/assign: the truck operator's accepted jobs (and assigned ones, to reassign),
 * server-paged with their trips; driver, truck and chassis per trip; several jobs assigned in one call
 * (`POST /jobs/assign`, all or nothing). Picks and ticks survive paging; the server's field errors show on their
 * trip's select; a 409 (a driver taken meanwhile, a job changed) is said plainly and the list is read again.
 * Only a truck operator's users open it (src/web/app/route-permissions.ts).
 */
export function BulkAssignPage() {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const list = useServerList<AssignableJob>({
    queryKey: jobKeys.assignable,
    path: ASSIGNABLE_PATH,
    spec: { sortable: ASSIGNABLE_SORT, filters: ['jobState'] },
  });
  const vehicle = useLabels('veh-type');
  // The ticked jobs, also of other pages (the rows as they were read).
  const [selected, setSelected] = useState<AssignableJob[]>([]);
  const [conflict, setConflict] = useState<string | null>(null);
  // What the last call sent, to read its field errors back onto the jobs and trips.
  const sentRef = useRef<SentJobs>([]);

  const entity = useEntityForm<BulkValues, { body: unknown; sent: SentJobs }>({
    defaultValues: { drafts: {} },
    // The body is the ticked jobs' drafts; the server checks it with the shared schema (bulkAssignBody).
    resolver: (values) => ({ values: bodyOf(values), errors: {} }),
    fieldOf: (path) => fieldOfSent(path, sentRef.current),
    save: ({ body, sent }) => {
      sentRef.current = sent;
      setConflict(null);
      return api.post<{ jobs: { jobId: string; jobState: string }[] }>(apiPath('jobs', 'assign'), body);
    },
    onSaved: (_data, { sent }) => {
      notifySuccess(t('jobs.bulk.done', { count: sent.length }));
      const done = new Set(sent.map((s) => s.jobId));
      setSelected((s) => s.filter((job) => !done.has(job.jobId)));
      dropDrafts(done);
      void queryClient.invalidateQueries({ queryKey: jobKeys.all });
    },
    onConflict: (err) => void conflicted(err),
  });
  const { getValues, setValue, clearErrors, reset, watch, formState } = entity.form;

  /** The drafts of these jobs go (sent, or changed meanwhile); the other picks stay. */
  function dropDrafts(jobIds: Set<string>) {
    const kept = Object.fromEntries(Object.entries(getValues('drafts')).filter(([jobId]) => !jobIds.has(jobId)));
    reset({ drafts: kept }, { keepDefaultValues: true });
  }

  /** A 409: nothing was assigned; jobs that changed meanwhile come back as they are now (their picks go). */
  async function conflicted(err: unknown) {
    setConflict(t('jobs.bulk.conflict', { reason: errorMessage(err, t) }));
    void queryClient.invalidateQueries({ queryKey: jobKeys.all, refetchType: 'none' });
    const drafts = getValues('drafts');
    const fresh = (await list.query.refetch()).data?.aaData ?? [];
    const changed = new Set(
      fresh.filter((job) => drafts[job.jobId] && drafts[job.jobId]!.version !== job.version).map((j) => j.jobId),
    );
    if (changed.size) {
      setSelected((s) => s.filter((job) => !changed.has(job.jobId)));
      dropDrafts(changed);
    }
  }

  function bodyOf(values: BulkValues) {
    const picked = selected.map((job) => job.jobId).filter((jobId) => values.drafts[jobId]);
    const sent: SentJobs = picked.map((jobId) => ({ jobId, tripIds: values.drafts[jobId]!.tripIds }));
    const body = {
      jobs: picked.map((jobId) => {
        const draft = values.drafts[jobId]!;
        return {
          jobId,
          version: draft.version,
          trips: draft.tripIds.map((tripId) => assignmentOf(tripId, draft.choices[tripKey(tripId)])),
        };
      }),
    };
    return { body, sent };
  }

  const rows = list.rows;
  const drafts = watch('drafts');
  const isSelected = (jobId: string) => selected.some((job) => job.jobId === jobId);

  const choose = (job: AssignableJob, trip: AssignableTrip, field: TripField, value: string) => {
    const path = `drafts.${job.jobId}.choices.${tripKey(trip.tripId)}` as const;
    if (!getValues(`drafts.${job.jobId}`)) setValue(`drafts.${job.jobId}`, draftOf(job));
    setValue(path, { ...(getValues(path) ?? EMPTY_CHOICE), [field]: value }, { shouldDirty: true });
    clearErrors(`${path}.${field}`);
    setSelected((s) => (s.some((j) => j.jobId === job.jobId) ? s : [...s, job]));
  };
  // A ticked job keeps its picks (or starts from its current assignment).
  const tick = (jobs: AssignableJob[]) => {
    for (const job of jobs) if (!getValues(`drafts.${job.jobId}`)) setValue(`drafts.${job.jobId}`, draftOf(job));
    setSelected(jobs);
  };
  const onPage = rows.filter((r) => isSelected(r.jobId)).length;

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
  // The jobs with a problem of theirs (a trip's select, or the job itself), and whether the last call failed.
  const failedJobs = Object.keys(formState.errors.drafts ?? {});
  const failed = entity.formError !== null || failedJobs.length > 0;
  const tripError = (job: AssignableJob, trip: AssignableTrip, field: TripField) =>
    entity.errorOf(`drafts.${job.jobId}.choices.${tripKey(trip.tripId)}.${field}`);

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
          {entity.errorOf(`drafts.${job.jobId}.version`) && (
            <Text size="xs" c="red" data-testid={`bulk-job-error-${job.jobId}`}>
              {entity.errorOf(`drafts.${job.jobId}.version`)}
            </Text>
          )}
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
                  value={drafts[job.jobId]?.choices[tripKey(trip.tripId)] ?? choiceOf(trip)}
                  onChange={(field, value) => choose(job, trip, field, value)}
                  errors={{
                    driverId: tripError(job, trip, 'driverId'),
                    truckId: tripError(job, trip, 'truckId'),
                    chsId: tripError(job, trip, 'chsId'),
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
          <ConflictAlert
            message={conflict}
            onReload={() => {
              setConflict(null);
              void list.query.refetch();
            }}
            testId="bulk-conflict"
            reloadTestId="bulk-reload"
          />
        )}
        {failed && (
          <Alert
            color="red"
            data-testid="bulk-error"
            withCloseButton
            onClose={() => {
              clearErrors();
              entity.setFormError(null);
            }}
          >
            <Stack gap={4}>
              <Text size="sm">{t('jobs.bulk.failed')}</Text>
              {failedJobs.length > 0 && <Text size="sm">{t('jobs.bulk.failedJobs', { jobs: failedJobs.join(', ') })}</Text>}
              {entity.formError !== null && <Text size="sm">{entity.formError}</Text>}
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
                reset({ drafts: {} });
                entity.setFormError(null);
              }}
              data-testid="bulk-clear"
            >
              {t('jobs.bulk.clear')}
            </Button>
            <Button
              disabled={selected.length === 0}
              loading={entity.saving}
              onClick={() => void entity.submit()}
              data-testid="bulk-assign"
            >
              {t('jobs.bulk.assign')}
            </Button>
          </Group>
        </Group>
      </Paper>
      {entity.dialog}
    </Stack>
  );
}
