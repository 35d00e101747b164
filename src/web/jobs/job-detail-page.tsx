import { Alert, Anchor, Button, Card, FileInput, Group, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from '../lib/translator';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation';
import { Link, useNavigate, useParams } from '../lib/router';
import { formatDateTime, formatDateTimeWithSeconds, formatMoneyWithCurrency, formatNumber } from '../../domain/format';
import type { JobVerb } from '../../domain/jobs/job-actions';
import { assignBody, type AssignBody } from '../../domain/jobs/job-requests';
import { useFieldArray } from 'react-hook-form';
import { ConflictAlert } from '../components/form/conflict-alert';
import { FormProblems } from '../components/form/form-problems';
import { schemaResolver } from '../components/form/schema-resolver';
import { useEntityForm } from '../components/form/use-entity-form';
import { isConflictError } from '../components/form/use-conflict';
import { apiPath } from '../lib/admin-api';
import { useApi } from '../lib/api-context';
import { ReasonModal } from '../components/reason-modal';
import { useConfirm } from '../components/confirm-dialog';
import { notifySuccess } from '../lib/notify';
import { failureText } from '../lib/failure-text';
import { errorMessage } from '../lib/error-message';
import { DeliverModal } from './deliver-modal';
import { ACCEPT_DOCUMENTS, fileProblem, uploadDocument } from './upload-document';
import { JobFormPage } from './job-form-page';
import { JobStateBadge } from './job-list-page';
import {
  jobEditPath,
  jobQueryKey,
  placeText,
  useJob,
  useLabels,
  type JobDetail,
  type JobDrop,
  type JobEvent,
  type JobTrip,
} from './jobs-api';
import { TripAssignmentFields, assignmentOf, choiceOf, type TripChoice, type TripField } from './trip-assignment-fields';
import { jobKeys } from './job-keys';
import { PageTitle } from '../components/page-title';
import { DownloadButton } from '../components/download-button';
import { fetchStoredFile } from '../lib/stored-file';
import { JobBillingSection } from '../billing';
import { BILL_STATES } from '../../domain/billing/billing-actions';
import { JobEmissionsCard } from '../co2x';
import { TerminationRequestForm, terminationPath } from '../order-termination';
import { rentalPath } from '../rentals';
import { insureJobPath } from '../insurance';

/** The job states cargo insurance may be applied for in (src/domain/insurance: INSURABLE_JOB_STATES). */
const INSURABLE: readonly string[] = ['DRF', 'SUB', 'ACP', 'ASG', 'ONGOING', 'PAUSED'];

/** /applications/services/job/truck/{viewType}/{jobId} (and /applications/services/truck/job/…): view, new or edit. */
export function JobPage() {
  const { viewType = 'view', jobId = '' } = useParams();
  if (viewType === 'new') return <JobFormPage key="new" />;
  if (viewType === 'edit') return <JobFormPage key={`edit-${jobId}`} jobId={jobId} />;
  return <JobDetailPage key={jobId} jobId={jobId} />;
}

/** The verbs the state buttons use (assign and deliver have their own controls). */
const BUTTON_VERBS: JobVerb[] = ['submit', 'withdraw', 'accept', 'start', 'pause', 'reject', 'cancel', 'delete'];
const REASON_VERBS: JobVerb[] = ['cancel', 'reject'];

const str = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** A timeline row's details in words: the price at submit, the assignment, the delivered drop. */
export function eventDetail(e: JobEvent, job: JobDetail, t: TFunction): string {
  const d = e.details;
  if (!d) return '';
  if (e.verb === 'submit' && d.totalCharge && d.currency) return formatMoneyWithCurrency(str(d.totalCharge), str(d.currency));
  if (e.verb === 'deliver') {
    const trip = job.trips.find((tr) => tr.tripId === d.tripId);
    return [
      trip ? t('jobs.detail.trip', { n: trip.seq }) : '',
      d.dropSeq ? t('jobs.deliver.drop', { n: str(d.dropSeq) }) : '',
      str(d.receiverName),
    ]
      .filter(Boolean)
      .join(' · ');
  }
  if (e.verb === 'assign' && Array.isArray(d.trips)) {
    // People, not codes, where the job still has them on a trip.
    const name = (id: unknown, of: (trip: JobTrip) => [string | null, string | null | undefined]) =>
      job.trips.map(of).find(([code, text]) => code === id && text)?.[1] ?? str(id);
    return (d.trips as Record<string, unknown>[])
      .map((a) =>
        [
          name(a.driverId, (tr) => [tr.driverId, tr.driverName]),
          name(a.truckId, (tr) => [tr.truckId, tr.truckPlate]),
          str(a.chsId),
        ]
          .filter(Boolean)
          .join(' / '),
      )
      .join('; ');
  }
  return '';
}

/** Opens a job's delivery order or proof of delivery (readable by every party of the job). */
function JobDocumentLink({ jobId, attId, testId }: { jobId: string; attId: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <DownloadButton fetchFile={(api) => fetchStoredFile(api, apiPath('jobs', jobId, 'documents', attId))} testId={testId}>
      {t('jobs.detail.openDocument')}
    </DownloadButton>
  );
}

/** The creator attaches (or replaces) the delivery order of a live job without editing it. */
function AttachDeliveryOrder({ job }: { job: JobDetail }) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const attach = useMutation({
    mutationFn: async (file: File) => {
      const doAttId = await uploadDocument(api, file, 'DELIVERY_ORDER', job.customerRef);
      return api.post<JobDetail>(apiPath('jobs', job.jobId, 'delivery-order'), { doAttId, version: job.version });
    },
    onMutate: () => setError(null),
    onSuccess: (data) => {
      notifySuccess(t('jobs.detail.doSaved'));
      queryClient.setQueryData(jobQueryKey(job.jobId), data);
      void queryClient.invalidateQueries({ queryKey: jobKeys.lists() });
    },
    onError: (err) => setError(failureText(err, t)),
  });
  return (
    <FileInput
      size="xs"
      mt={4}
      accept={ACCEPT_DOCUMENTS}
      placeholder={job.doAttId ? t('jobs.detail.replaceDo') : t('jobs.detail.attachDo')}
      aria-label={job.doAttId ? t('jobs.detail.replaceDo') : t('jobs.detail.attachDo')}
      value={null}
      disabled={attach.isPending}
      error={error}
      onChange={(file) => {
        if (!file) return;
        const problem = fileProblem(file);
        if (problem) setError(t(problem));
        else attach.mutate(file);
      }}
      data-testid="job-do-attach"
    />
  );
}

function Item({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text data-testid={testId}>{children || '—'}</Text>
    </div>
  );
}

function JobDetailPage({ jobId }: { jobId: string }) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const job = useJob(jobId);
  const [conflict, setConflict] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const [terminating, setTerminating] = useState(false);
  const [asking, setAsking] = useState<JobVerb | null>(null);
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [delivering, setDelivering] = useState<{ trip: JobTrip; drop: JobDrop } | null>(null);
  const { confirm, dialog } = useConfirm();
  const labels = {
    shipment: useLabels('shipment-type'),
    load: useLabels('load-type'),
    direction: useLabels('trucking-direction'),
    basis: useLabels('charge-basis'),
    container: useLabels('container-type'),
    good: useLabels('good-type'),
    containerLoad: useLabels('container-load'),
    vehicle: useLabels('veh-type'),
    // The fleet lookups answer the caller's own company: names for the operator, ids for the others.
    driver: useLabels('driver', job.data?.side === 'operator'),
    truck: useLabels('truck', job.data?.side === 'operator'),
    chassis: useLabels('chassis', job.data?.side === 'operator'),
  };

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: jobKeys.all });
  };
  /**
   * A 409: the job is read again. When its version moved, someone else changed it (a lost race): say so. Otherwise
   * the server refused for a reason of its own (a driver on another job, no delivery order): show its message.
   */
  const failed = (err: unknown, sentVersion: number | undefined, show: (text: string) => void = setActionError) => {
    if (!isConflictError(err)) return false;
    void queryClient.invalidateQueries({ queryKey: jobKeys.lists() });
    void job.refetch().then((fresh) => {
      if (!fresh.data || fresh.data.version !== sentVersion) setConflict(true);
      else show(errorMessage(err, t));
    });
    return true;
  };

  const j = job.data;
  const act = useMutation({
    mutationFn: ({ verb, reason }: { verb: JobVerb; reason?: string }) =>
      api.post<JobDetail>(apiPath('jobs', jobId, verb), {
        version: job.data?.version,
        ...(reason !== undefined ? { reason } : {}),
      }),
    onMutate: () => setActionError(null),
    onSuccess: (data, { verb }) => {
      setConflict(false);
      setAsking(null);
      notifySuccess(t('jobs.detail.done', { action: t(`jobs.verbs.${verb}`) }));
      if (verb === 'delete') {
        void refresh();
        void navigate(-1);
        return;
      }
      if (data && typeof data === 'object' && 'jobId' in data) queryClient.setQueryData(jobQueryKey(jobId), data);
      void refresh();
    },
    onError: (err, { verb }) => {
      if (failed(err, j?.version)) {
        setAsking(null);
        return;
      }
      if (REASON_VERBS.includes(verb)) setReasonError(failureText(err, t));
      else setActionError(failureText(err, t));
    },
  });

  if (job.isLoading) return <Loader aria-label={t('common.loading')} />;
  if (job.isError || !j) return <Alert color="red">{errorMessage(job.error, t)}</Alert>;
  // The verbs this user may use now, as the server sent them (src/domain/jobs/job-actions.ts).
  const actions = j.actions;
  const money = (amount: string | null) => (amount && j.currency ? formatMoneyWithCurrency(amount, j.currency) : '—');
  // A trip's driver, truck and chassis are the job's from acceptance on (a rejected job keeps its last ones to offer
  // them again at the next acceptance; they are not shown meanwhile).
  const assigned = ['ACP', 'ASG', 'ONGOING', 'PAUSED', 'DLV'].includes(j.jobState);

  const onVerb = async (verb: JobVerb) => {
    if (REASON_VERBS.includes(verb)) {
      setReasonError(null);
      setAsking(verb);
      return;
    }
    if (verb === 'delete' && !(await confirm(t('jobs.detail.confirmDelete', { job: j.jobId })))) return;
    act.mutate({ verb });
  };

  return (
    <Stack gap="md" maw={1200}>
      <Group justify="space-between">
        <PageTitle data-testid="job-title">
          {t('jobs.detail.title')} {j.jobId}
        </PageTitle>
        <JobStateBadge state={j.jobState} testId="job-state" />
      </Group>
      {conflict && (
        <ConflictAlert
          message={t('jobs.detail.conflict')}
          onReload={() => {
            setConflict(false);
            void refresh();
          }}
          testId="job-conflict"
          reloadTestId="job-reload"
        />
      )}
      {actionError && (
        <Alert color="red" data-testid="job-action-error" withCloseButton onClose={() => setActionError(null)}>
          {actionError}
        </Alert>
      )}
      <Group gap="xs" data-testid="job-actions">
        <Button variant="default" onClick={() => void navigate(-1)} data-testid="job-back">
          {t('common.back')}
        </Button>
        {actions.includes('edit') && (
          <Button variant="light" onClick={() => void navigate(jobEditPath(j.jobId))} data-testid="job-edit">
            {t('jobs.detail.edit')}
          </Button>
        )}
        {/* Cargo insurance (decision 0038): the creator's jobs before delivery; the form and the server check the rest. */}
        {j.side === 'creator' && INSURABLE.includes(j.jobState) && (
          <Button variant="light" onClick={() => void navigate(insureJobPath(j.jobId))} data-testid="job-insure-cargo">
            {t('insurance.insureCargo')}
          </Button>
        )}
        {actions.includes('requestTermination') && (
          <Button color="red" variant="light" onClick={() => setTerminating(true)} data-testid="job-request-termination">
            {t('orderTermination.request')}
          </Button>
        )}
        {BUTTON_VERBS.filter((v) => actions.includes(v)).map((verb) => (
          <Button
            key={verb}
            color={['reject', 'cancel', 'delete'].includes(verb) ? 'red' : undefined}
            variant={['reject', 'cancel', 'delete', 'withdraw', 'pause'].includes(verb) ? 'light' : 'filled'}
            loading={act.isPending && act.variables?.verb === verb}
            onClick={() => void onVerb(verb)}
            data-testid={`job-action-${verb}`}
          >
            {t(`jobs.actions.${verb}`)}
          </Button>
        ))}
      </Group>

      {j.rentalId && (
        <Alert color="blue" data-testid="job-rental-note">
          {t('jobs.detail.rentalRuns')}
        </Alert>
      )}
      <Card withBorder>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} data-testid="job-detail">
          <Item label={t('jobs.fields.creatorName')}>{j.creatorName ?? j.creatorAccnId}</Item>
          <Item label={t('jobs.fields.customerName')}>{j.customerName ?? j.customerAccnId}</Item>
          <Item label={t('jobs.fields.toName')} testId="job-operator">
            {j.toName ?? j.toAccnId}
          </Item>
          <Item label={t('jobs.fields.jobOutPaymentState')}>
            {t(`jobs.paymentStates.${j.jobOutPaymentState}`, { defaultValue: j.jobOutPaymentState })}
          </Item>
          <Item label={t('jobs.fields.shipmentType')}>{labels.shipment(j.shipmentType)}</Item>
          <Item label={t('jobs.fields.loadType')}>{labels.load(j.loadType)}</Item>
          <Item label={t('jobs.fields.truckingDirection')}>{labels.direction(j.truckingDirection)}</Item>
          <Item label={t('jobs.fields.chargeBasis')}>{labels.basis(j.chargeBasis)}</Item>
          <Item label={t('jobs.fields.customerRef')} testId="job-ref">
            {j.customerRef}
          </Item>
          {j.rentalId && (
            <Item label={t('jobs.fields.rentalId')} testId="job-rental">
              <Anchor component={Link} to={rentalPath(j.rentalId)}>
                {j.rentalId}
              </Anchor>
            </Item>
          )}
          <Item label={t('jobs.fields.trackingCode')} testId="job-tracking-code">
            <Text span ff="monospace" inherit>
              {j.trackingCode}
            </Text>
          </Item>
          <Item label={t('jobs.fields.blNo')}>{j.blNo}</Item>
          <Item label={t('jobs.fields.doNo')}>{j.doNo}</Item>
          <div>
            <Item label={t('jobs.fields.doDocument')} testId="job-do-document">
              {j.doAttId ? (
                <JobDocumentLink jobId={j.jobId} attId={j.doAttId} testId="job-do-download" />
              ) : (
                <Text span c="red" inherit>
                  {t('jobs.detail.notAttached')}
                </Text>
              )}
            </Item>
            {actions.includes('attachDo') && <AttachDeliveryOrder job={j} />}
          </div>
          <Item label={t('jobs.fields.pickupAt')}>{formatDateTime(j.pickupAt)}</Item>
          <Item label={t('jobs.fields.createdAt')}>{formatDateTime(j.createdAt)}</Item>
          <Item label={t('jobs.fields.totalCharge')} testId="job-total">
            {money(j.totalCharge)}
          </Item>
          <Item label={t('jobs.fields.remarks')}>{j.remarks}</Item>
        </SimpleGrid>
      </Card>

      <Title order={4}>{t('jobs.fields.containers')}</Title>
      {j.containers.length === 0 ? (
        <Text c="dimmed">{t('jobs.detail.noContainers')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped data-testid="job-containers">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('jobs.fields.containerNo')}</Table.Th>
                <Table.Th>{t('jobs.fields.sizeType')}</Table.Th>
                <Table.Th>{t('jobs.fields.sealNo')}</Table.Th>
                <Table.Th>{t('jobs.fields.grossWeightKg')}</Table.Th>
                <Table.Th>{t('jobs.fields.goodType')}</Table.Th>
                <Table.Th>{t('jobs.fields.containerLoad')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {j.containers.map((c) => (
                <Table.Tr key={c.seq}>
                  <Table.Td>{c.containerNo}</Table.Td>
                  <Table.Td>{labels.container(c.sizeType)}</Table.Td>
                  <Table.Td>{c.sealNo ?? ''}</Table.Td>
                  <Table.Td>{formatNumber(c.grossWeightKg, i18n.language)}</Table.Td>
                  <Table.Td>{labels.good(c.goodType)}</Table.Td>
                  <Table.Td>{labels.containerLoad(c.containerLoad)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}

      <Title order={4}>{t('jobs.detail.trips')}</Title>
      {actions.includes('assign') && (
        <AssignPanel key={j.version} job={j} onConflict={(err, show) => failed(err, j.version, show)} />
      )}
      {j.trips.map((trip) => (
        <Card key={trip.tripId} withBorder data-testid={`job-trip-${trip.seq}`}>
          <Stack gap="xs">
            <Group justify="space-between">
              <Text fw={700}>
                {t('jobs.detail.trip', { n: trip.seq })} · {t(`jobs.tripTypes.${trip.tripType}`, { defaultValue: trip.tripType })}{' '}
                · {labels.vehicle(trip.vehicleType)}
                {trip.containerNo ? ` · ${trip.containerNo}` : ''}
              </Text>
              <Text data-testid={`job-trip-${trip.seq}-charge`}>{money(trip.charge)}</Text>
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
              <Item label={t('jobs.fields.pickupLocation')} testId={`job-trip-${trip.seq}-pickup`}>
                {placeText(trip.pickupLocId, trip.pickupLocName, trip.pickupLocCity)}
              </Item>
              <Item label={t('jobs.fields.pickupAt')}>{formatDateTime(trip.pickupAt)}</Item>
              <Item label={t('jobs.fields.driver')} testId={`job-trip-${trip.seq}-driver`}>
                {assigned &&
                  trip.driverId &&
                  (trip.driverName
                    ? [trip.driverName, trip.driverPhone].filter(Boolean).join(' · ')
                    : labels.driver(trip.driverId))}
              </Item>
              <Item label={t('jobs.fields.truck')} testId={`job-trip-${trip.seq}-truck`}>
                {assigned && trip.truckId && (trip.truckPlate ?? labels.truck(trip.truckId))}
              </Item>
              <Item label={t('jobs.fields.chassis')} testId={`job-trip-${trip.seq}-chassis`}>
                {assigned && trip.chsId && labels.chassis(trip.chsId)}
              </Item>
              <Item label={t('jobs.fields.deliveredAt')}>{formatDateTime(trip.deliveredAt)}</Item>
            </SimpleGrid>
            <Table.ScrollContainer minWidth={720}>
              <Table data-testid={`job-trip-${trip.seq}-drops`}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>#</Table.Th>
                    <Table.Th>{t('jobs.fields.dropLocation')}</Table.Th>
                    <Table.Th>{t('jobs.fields.dropAt')}</Table.Th>
                    <Table.Th>{t('jobs.fields.charge')}</Table.Th>
                    <Table.Th>{t('jobs.fields.deliveredAt')}</Table.Th>
                    <Table.Th>{t('jobs.fields.receiverName')}</Table.Th>
                    <Table.Th>{t('jobs.fields.proof')}</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {trip.drops.map((drop, k) => {
                    const next = !drop.deliveredAt && trip.drops.slice(0, k).every((d) => d.deliveredAt);
                    return (
                      <Table.Tr key={drop.dropId} data-testid={`job-drop-${trip.seq}-${drop.seq}`}>
                        <Table.Td>{drop.seq}</Table.Td>
                        <Table.Td data-testid={`job-drop-${trip.seq}-${drop.seq}-place`}>
                          {placeText(drop.locId, drop.locName, drop.locCity)}
                        </Table.Td>
                        <Table.Td>{formatDateTime(drop.dropAt)}</Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>{money(drop.charge)}</Table.Td>
                        <Table.Td data-testid={`job-drop-${trip.seq}-${drop.seq}-delivered`}>
                          {formatDateTime(drop.deliveredAt)}
                        </Table.Td>
                        <Table.Td>{drop.receiverName ?? ''}</Table.Td>
                        <Table.Td>
                          {drop.podAttId && (
                            <JobDocumentLink jobId={j.jobId} attId={drop.podAttId} testId={`job-pod-${trip.seq}-${drop.seq}`} />
                          )}
                        </Table.Td>
                        <Table.Td>
                          {actions.includes('deliver') && next && (
                            <Button
                              size="xs"
                              onClick={() => setDelivering({ trip, drop })}
                              data-testid={`job-deliver-${trip.seq}-${drop.seq}`}
                            >
                              {t('jobs.actions.deliver')}
                            </Button>
                          )}
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
        </Card>
      ))}

      {(j.jobState === 'DLV' || (BILL_STATES as readonly string[]).includes(j.jobState)) && <JobEmissionsCard jobId={j.jobId} />}
      <JobBillingSection jobId={j.jobId} jobState={j.jobState} />
      {terminating && (
        <TerminationRequestForm
          job={j}
          onClose={() => setTerminating(false)}
          onSaved={(row) => {
            setTerminating(false);
            notifySuccess(t('orderTermination.done.request'));
            void navigate(terminationPath(row.terminationId));
          }}
        />
      )}
      <Title order={4}>{t('jobs.detail.timeline')}</Title>
      <Table.ScrollContainer minWidth={720}>
        <Table striped data-testid="job-timeline">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('jobs.timeline.when')}</Table.Th>
              <Table.Th>{t('jobs.timeline.who')}</Table.Th>
              <Table.Th>{t('jobs.timeline.what')}</Table.Th>
              <Table.Th>{t('jobs.timeline.states')}</Table.Th>
              <Table.Th>{t('jobs.timeline.reason')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {j.events.map((e, i) => (
              <Table.Tr key={i} data-testid="job-timeline-row" data-verb={e.verb}>
                <Table.Td>{formatDateTimeWithSeconds(e.at)}</Table.Td>
                <Table.Td>{e.usrName ? `${e.usrName} (${e.usrId ?? ''})` : (e.usrId ?? '')}</Table.Td>
                <Table.Td>
                  {t(`jobs.verbs.${e.verb}`, { defaultValue: e.verb })}
                  {eventDetail(e, j, t) && (
                    <Text size="xs" c="dimmed">
                      {eventDetail(e, j, t)}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {e.fromState ? t(`jobs.states.${e.fromState}`, { defaultValue: e.fromState }) : '—'} →{' '}
                  {e.toState ? t(`jobs.states.${e.toState}`, { defaultValue: e.toState }) : '—'}
                </Table.Td>
                <Table.Td>{e.reason ?? ''}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      <ReasonModal
        opened={asking !== null}
        title={asking ? t(`jobs.actions.${asking}`) : ''}
        message={asking ? t(`jobs.detail.reasonFor.${asking}`, { job: j.jobId }) : undefined}
        required
        confirmLabel={asking ? t(`jobs.actions.${asking}`) : ''}
        confirmColor="red"
        busy={act.isPending}
        error={reasonError}
        onConfirm={(reason) => asking && act.mutate({ verb: asking, reason })}
        onClose={() => setAsking(null)}
      />
      {delivering && (
        <DeliverModal
          job={j}
          trip={delivering.trip}
          drop={delivering.drop}
          onClose={() => setDelivering(null)}
          onDone={() => {
            setDelivering(null);
            setConflict(false);
            void refresh();
          }}
          onConflict={(err) => {
            setDelivering(null);
            failed(err, j.version);
          }}
        />
      )}
      {dialog}
    </Stack>
  );
}

interface AssignValues {
  trips: (TripChoice & { tripId: number })[];
}

/** Driver, truck and chassis per trip (the operator's own fleet); saved for every trip at once. */
function AssignPanel({ job, onConflict }: { job: JobDetail; onConflict: (err: unknown, show: (text: string) => void) => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const bodyOf = (values: AssignValues) => ({
    version: job.version,
    trips: values.trips.map((trip) => assignmentOf(trip.tripId, trip)),
  });
  const entity = useEntityForm<AssignValues, AssignBody>({
    viewType: 'edit',
    defaultValues: { trips: job.trips.map((trip) => ({ tripId: trip.tripId, ...choiceOf(trip) })) },
    resolver: schemaResolver(assignBody, bodyOf),
    save: (body) => api.post<JobDetail>(apiPath('jobs', job.jobId, 'assign'), body),
    onSaved: (data) => {
      notifySuccess(t('jobs.detail.done', { action: t('jobs.verbs.assign') }));
      if (data && typeof data === 'object' && 'jobId' in data) queryClient.setQueryData(jobQueryKey(job.jobId), data);
      void queryClient.invalidateQueries({ queryKey: jobKeys.all });
    },
    // The job page reads the job again: someone else's change is its conflict, a refusal is said here.
    onConflict: (err) => onConflict(err, (text) => entity.setFormError(text)),
  });
  const { control, setValue, clearErrors, watch } = entity.form;
  const rows = useFieldArray({ control, name: 'trips', keyName: 'key' });
  const choose = (i: number, field: TripField, value: string) => {
    setValue(`trips.${i}.${field}`, value, { shouldDirty: true });
    clearErrors(`trips.${i}.${field}`);
  };
  return (
    <Card withBorder data-testid="job-assign">
      <form onSubmit={(e) => void entity.submit(e)} noValidate>
        <Stack gap="sm">
          <Text fw={700}>{t('jobs.detail.assignTitle')}</Text>
          <Text size="xs" c="dimmed">
            {t('jobs.bulk.trucksOfType')}
          </Text>
          {rows.fields.map((row, i) => {
            const trip = job.trips[i]!;
            return (
              <Group key={row.key} align="flex-start" gap="sm">
                <Text w={80} mt={30}>
                  {t('jobs.detail.trip', { n: trip.seq })}
                </Text>
                <TripAssignmentFields
                  trip={{
                    vehicleType: trip.vehicleType,
                    containerSizeType: job.containers.find((c) => c.containerNo === trip.containerNo)?.sizeType ?? null,
                  }}
                  value={watch(`trips.${i}`)}
                  onChange={(field, value) => choose(i, field, value)}
                  errors={{
                    driverId: entity.errorOf(`trips.${i}.driverId`),
                    truckId: entity.errorOf(`trips.${i}.truckId`),
                    chsId: entity.errorOf(`trips.${i}.chsId`),
                  }}
                  testId={(field) => `job-assign-${field}-${trip.seq}`}
                />
              </Group>
            );
          })}
          <FormProblems form={entity} errorTestId="job-assign-error" />
          <Group>
            <Button type="submit" loading={entity.saving} data-testid="job-assign-save">
              {t('jobs.actions.assign')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
