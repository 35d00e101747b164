import { FormButtons } from '../components/form/form-buttons';
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  FileInput,
  Group,
  Loader,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState, type ReactNode } from 'react';
import { set, useFieldArray, type Control, type FieldErrors, type Path, type Resolver } from 'react-hook-form';
import { useTranslation } from '../lib/use-translation';
import { Navigate, useNavigate } from '../lib/router';
import type { DatatableResponse, LookupOption } from '../../domain/datatable';
import { priceTrips, routeChoices, type RateLane } from '../../domain/jobs/job-pricing';
import { jobSchema } from '../../domain/jobs/job-schema';
import { formatMoneyWithCurrency } from '../../domain/format';
import { apiPath } from '../lib/admin-api';
import { useApi } from '../lib/api-context';
import { notifySuccess } from '../lib/notify';
import { DayTimeInput } from '../components/form/date-inputs';
import { FormProblems } from '../components/form/form-problems';
import { useEntityForm } from '../components/form/use-entity-form';
import { errorMessage } from '../lib/error-message';
import { useSessionUser } from '../lib/session-user';
import { toInstant, toLocalInput } from './job-time';
import { useListLookup } from '../resources';
import { jobQueryKey, jobViewPath, toSelectData, useJob, type JobDetail } from './jobs-api';
import { ACCEPT_DOCUMENTS, fileProblem, uploadDocument } from './upload-document';
import { jobKeys } from './job-keys';
import { PageTitle } from '../components/page-title';

interface FormContainer {
  containerNo: string;
  sizeType: string;
  sealNo: string;
  grossWeightKg: number | string;
  goodType: string;
  containerLoad: string;
}
interface FormDrop {
  locId: string;
  dropAt: string;
}
interface FormTrip {
  tripType: 'S' | 'M';
  vehicleType: string;
  containerNo: string;
  pickupLocId: string;
  pickupAt: string;
  drops: FormDrop[];
}
export interface JobFormValues {
  toAccnId: string;
  customerAccnId: string;
  shipmentType: string;
  loadType: string;
  truckingDirection: string;
  chargeBasis: string;
  customerRef: string;
  blNo: string;
  doNo: string;
  remarks: string;
  containers: FormContainer[];
  trips: FormTrip[];
}

const emptyDrop = (): FormDrop => ({ locId: '', dropAt: '' });
const emptyTrip = (): FormTrip => ({
  tripType: 'S',
  vehicleType: '',
  containerNo: '',
  pickupLocId: '',
  pickupAt: '',
  drops: [emptyDrop()],
});
const emptyContainer = (): FormContainer => ({
  containerNo: '',
  sizeType: '',
  sealNo: '',
  grossWeightKg: '',
  goodType: '',
  containerLoad: '',
});

export const emptyJob = (): JobFormValues => ({
  toAccnId: '',
  customerAccnId: '',
  shipmentType: '',
  loadType: '',
  truckingDirection: '',
  chargeBasis: '',
  customerRef: '',
  blNo: '',
  doNo: '',
  remarks: '',
  containers: [],
  trips: [emptyTrip()],
});

function valuesOf(job: JobDetail): JobFormValues {
  return {
    toAccnId: job.toAccnId,
    customerAccnId: job.customerAccnId === job.creatorAccnId ? '' : job.customerAccnId,
    shipmentType: job.shipmentType,
    loadType: job.loadType,
    truckingDirection: job.truckingDirection,
    chargeBasis: job.chargeBasis,
    customerRef: job.customerRef ?? '',
    blNo: job.blNo ?? '',
    doNo: job.doNo ?? '',
    remarks: job.remarks ?? '',
    containers: job.containers.map((c) => ({
      containerNo: c.containerNo,
      sizeType: c.sizeType,
      sealNo: c.sealNo ?? '',
      grossWeightKg: c.grossWeightKg,
      goodType: c.goodType,
      containerLoad: c.containerLoad,
    })),
    trips: job.trips.map((trip) => ({
      tripType: trip.tripType === 'M' ? 'M' : 'S',
      vehicleType: trip.vehicleType,
      containerNo: trip.containerNo ?? '',
      pickupLocId: trip.pickupLocId,
      pickupAt: toLocalInput(trip.pickupAt),
      drops: trip.drops.map((d) => ({ locId: d.locId, dropAt: toLocalInput(d.dropAt) })),
    })),
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The request body of the form (the shape of `jobFields`). */
export function bodyOf(v: JobFormValues) {
  return {
    toAccnId: v.toAccnId,
    customerAccnId: orNull(v.customerAccnId),
    shipmentType: v.shipmentType,
    loadType: v.loadType,
    truckingDirection: v.truckingDirection,
    chargeBasis: v.chargeBasis,
    customerRef: orNull(v.customerRef),
    blNo: orNull(v.blNo),
    doNo: orNull(v.doNo),
    remarks: orNull(v.remarks),
    containers: v.containers.map((c) => ({
      containerNo: c.containerNo,
      sizeType: c.sizeType,
      sealNo: orNull(c.sealNo),
      grossWeightKg: c.grossWeightKg === '' ? Number.NaN : Number(c.grossWeightKg),
      goodType: c.goodType,
      containerLoad: c.containerLoad,
    })),
    trips: v.trips.map((trip) => ({
      tripType: trip.tripType,
      vehicleType: trip.vehicleType,
      containerNo: orNull(trip.containerNo),
      pickupLocId: trip.pickupLocId,
      pickupAt: toInstant(trip.pickupAt),
      drops: trip.drops.map((d) => ({ locId: d.locId, dropAt: toInstant(d.dropAt) })),
    })),
  };
}

/** Client-side check with the shared schema: path ("trips.0.pickupAt") -> i18n key (first problem each). */
export function clientErrors(v: JobFormValues): Record<string, string> {
  const parsed = jobSchema().safeParse(bodyOf(v));
  const out: Record<string, string> = {};
  if (parsed.success) return out;
  for (const issue of parsed.error.issues) out[issue.path.map(String).join('.')] ??= issue.message;
  return out;
}

/** Truck operators under an active contract with the customer on the job date (GET /jobs/operator-options). */
function useOperatorOptions(customerAccnId: string, onDate: string, current: string) {
  const api = useApi();
  const options = useQuery({
    queryKey: jobKeys.operatorOptions(customerAccnId, onDate),
    queryFn: ({ signal }) =>
      api.get<LookupOption[]>(apiPath('jobs', 'operator-options'), {
        query: { customerAccnId: customerAccnId || undefined, onDate: onDate || undefined },
        signal,
      }),
    staleTime: 60_000,
  });
  const data = (options.data ?? []).map((o) => ({ value: o.value, label: `${o.desc} (${o.value})` }));
  if (current && !data.some((o) => o.value === current)) data.unshift({ value: current, label: current });
  return { data, loading: options.isLoading };
}

/** Locations of the creator, the customer and the operator (GET /jobs/location-options); own ones until an operator is chosen. */
function useLocationOptions(toAccnId: string, customerAccnId: string) {
  const api = useApi();
  const own = useListLookup('location', !toAccnId);
  const shared = useQuery({
    queryKey: jobKeys.locationOptions(toAccnId, customerAccnId),
    queryFn: ({ signal }) =>
      api.get<LookupOption[]>(apiPath('jobs', 'location-options'), {
        query: { toAccnId, customerAccnId: customerAccnId || undefined },
        signal,
      }),
    enabled: Boolean(toAccnId),
    staleTime: 60_000,
  });
  const source = toAccnId ? shared : own;
  return { options: toSelectData(source.data), loading: source.isFetching };
}

/**
 * The routes the active rates of the customer with the operator price on the job date (GET /jobs/rate-options):
 * the form offers only those and prices the trips with them as they are filled (`priceTrips`, as submit does).
 */
function useRateLanes(toAccnId: string, customerAccnId: string, onDate: string) {
  const api = useApi();
  const lanes = useQuery({
    queryKey: jobKeys.rateOptions(toAccnId, customerAccnId, onDate),
    queryFn: ({ signal }) =>
      api.get<RateLane[]>(apiPath('jobs', 'rate-options'), {
        query: { toAccnId, customerAccnId: customerAccnId || undefined, onDate: onDate || undefined },
        signal,
      }),
    enabled: Boolean(toAccnId),
    staleTime: 60_000,
  });
  return { lanes: lanes.data ?? null, loading: lanes.isFetching };
}

/** Options narrowed to the values a rate offers (all while nothing is known yet); the current value stays. */
const narrowed = (options: { value: string; label: string }[], only: ReadonlySet<string> | null, current: string) =>
  only ? options.filter((o) => only.has(o.value.toUpperCase()) || o.value === current) : options;

/** A forwarder's cargo-owner customers. */
function useCustomerOptions(enabled: boolean) {
  const api = useApi();
  const customers = useQuery({
    queryKey: jobKeys.ffCustomerOptions(),
    queryFn: ({ signal }) =>
      api.get<DatatableResponse<{ accnId: string; accnName: string }>>(apiPath('ff-customers'), {
        query: { length: 1000 },
        signal,
      }),
    enabled,
    staleTime: 60_000,
  });
  return (customers.data?.aaData ?? []).map((c) => ({ value: c.accnId, label: `${c.accnName} (${c.accnId})` }));
}

/** /applications/services/job/truck/new and …/edit/{jobId}: the creator's job form. */
export function JobFormPage({ jobId }: { jobId?: string }) {
  const { t } = useTranslation();
  const job = useJob(jobId ?? '', Boolean(jobId));
  if (!jobId) return <JobForm initial={emptyJob()} />;
  if (job.isLoading) return <Loader aria-label={t('common.loading')} />;
  if (job.isError || !job.data) return <Alert color="red">{errorMessage(job.error, t)}</Alert>;
  if (!job.data.actions.includes('edit')) return <Navigate to={jobViewPath(job.data.jobId)} replace />;
  return <JobForm key={job.dataUpdatedAt} initial={valuesOf(job.data)} job={job.data} onReload={() => void job.refetch()} />;
}

/** The job's header choices from fixed vocabularies (spec §9), in the order the form shows them. */
const HEADER_CHOICES = [
  { field: 'shipmentType', lookup: 'shipment-type', testId: 'job-form-shipment-type' },
  { field: 'loadType', lookup: 'load-type', testId: 'job-form-load-type' },
  { field: 'truckingDirection', lookup: 'trucking-direction', testId: 'job-form-direction' },
  { field: 'chargeBasis', lookup: 'charge-basis', testId: 'job-form-charge-basis' },
] as const;

/** The job's free-text references, with the lengths the job schema allows. */
const REFERENCE_FIELDS = [
  { field: 'customerRef', max: 64, testId: 'job-form-ref' },
  { field: 'blNo', max: 35, testId: 'job-form-bl' },
  { field: 'doNo', max: 35, testId: 'job-form-do' },
] as const;

function OptionSelect({
  lookup,
  value,
  onChange,
  label,
  error,
  testId,
  required = true,
  clearable,
  w,
  only = null,
}: {
  lookup: string;
  value: string;
  onChange: (value: string) => void;
  label: string;
  error?: string | undefined;
  testId: string;
  required?: boolean;
  clearable?: boolean;
  w?: number;
  /** Offer only these values (upper case), e.g. the vehicle types a rate prices. */
  only?: ReadonlySet<string> | null;
}) {
  const { t } = useTranslation();
  const options = useListLookup(lookup);
  const data = narrowed(toSelectData(options.data), only, value);
  if (value && !data.some((o) => o.value === value)) data.unshift({ value, label: value });
  return (
    <Select
      label={label}
      data={data}
      value={value || null}
      onChange={(v) => onChange(v ?? '')}
      error={error}
      required={required}
      clearable={clearable}
      searchable
      nothingFoundMessage={options.isFetching ? t('common.loading') : t('dropdown.noOptions')}
      data-testid={testId}
      comboboxProps={{ withinPortal: true }}
      w={w}
    />
  );
}

function LocationSelect({
  options,
  loading,
  value,
  onChange,
  label,
  error,
  testId,
  w,
}: {
  options: { value: string; label: string }[];
  loading: boolean;
  value: string;
  onChange: (value: string) => void;
  label: string;
  error?: string | undefined;
  testId: string;
  w?: number;
}) {
  const { t } = useTranslation();
  const data = value && !options.some((o) => o.value === value) ? [{ value, label: value }, ...options] : options;
  return (
    <Select
      label={label}
      data={data}
      value={value || null}
      onChange={(v) => onChange(v ?? '')}
      error={error}
      required
      searchable
      nothingFoundMessage={loading ? t('common.loading') : t('dropdown.noOptions')}
      data-testid={testId}
      comboboxProps={{ withinPortal: true }}
      w={w}
    />
  );
}

function JobForm({ initial, job, onReload }: { initial: JobFormValues; job?: JobDetail; onReload?: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useSessionUser();
  const [doFile, setDoFile] = useState<File | null>(null);
  // The shared job schema checks the body the values make; the delivery order file has the upload rules.
  const resolver = useCallback<Resolver<JobFormValues, unknown, JobFormValues>>(
    (values) => {
      const found = clientErrors(values);
      const problem = fileProblem(doFile);
      if (problem) found.doAttId = problem;
      if (!Object.keys(found).length) return { values, errors: {} };
      const errors: FieldErrors<JobFormValues> = {};
      for (const [path, key] of Object.entries(found)) set(errors, path, { type: 'validate', message: key });
      return { values: {}, errors };
    },
    [doFile],
  );
  const entity = useEntityForm<JobFormValues>({
    viewType: job ? 'edit' : 'new',
    defaultValues: initial,
    resolver,
    invalidText: t('jobs.form.fixErrors'),
    save: async (values) => {
      const doAttId = doFile
        ? await uploadDocument(api, doFile, 'DELIVERY_ORDER', values.customerRef || null)
        : (job?.doAttId ?? null);
      const body = { ...bodyOf(values), doAttId };
      return job
        ? api.put<JobDetail>(apiPath('jobs', job.jobId), { ...body, version: job.version })
        : api.post<JobDetail>(apiPath('jobs'), body);
    },
    onSaved: (result) => {
      const saved = result as JobDetail;
      notifySuccess(t('jobs.form.saved', { job: saved.jobId }));
      queryClient.setQueryData(jobQueryKey(saved.jobId), saved);
      void queryClient.invalidateQueries({ queryKey: jobKeys.lists() });
      void navigate(jobViewPath(saved.jobId), { replace: true });
    },
    onReload,
  });
  const { control, setValue, clearErrors, watch } = entity.form;
  const containerRows = useFieldArray({ control, name: 'containers' });
  const tripRows = useFieldArray({ control, name: 'trips' });
  const values = watch();
  // The job date: the Jakarta date of the earliest pickup typed so far (contracts are valid per day).
  const pickups = values.trips.map((trip) => trip.pickupAt.slice(0, 10)).filter((d) => /^\d{4}-\d{2}-\d{2}$/.test(d));
  const jobDate = pickups.length ? pickups.sort()[0]! : '';
  const operators = useOperatorOptions(values.customerAccnId, jobDate, values.toAccnId);
  const locations = useLocationOptions(values.toAccnId, values.customerAccnId);
  const rates = useRateLanes(values.toAccnId, values.customerAccnId, jobDate);
  const today = new Date().toISOString().slice(0, 10);
  const choicesOf = (trip: FormTrip) => (rates.lanes ? routeChoices(rates.lanes, trip, jobDate || today) : null);
  const price = rates.lanes && jobDate ? priceTrips(rates.lanes, values.trips, jobDate) : null;
  const money = (amount: string | null | undefined) =>
    amount && price?.currency ? formatMoneyWithCurrency(amount, price.currency) : null;
  const forwarder = user.accnType === 'ACC_TYPE_FF';
  const customers = useCustomerOptions(forwarder);

  /** Sets values by path and clears the errors of the changed paths. */
  const put = (change: Record<string, unknown>, cleared: string[] = []) => {
    for (const [path, value] of Object.entries(change))
      setValue(path as Path<JobFormValues>, value as never, { shouldDirty: true });
    const paths = [...Object.keys(change), ...cleared];
    if (paths.length) clearErrors(paths as Path<JobFormValues>[]);
  };
  const patch = (change: Partial<JobFormValues>, cleared: string[] = []) => put(change, cleared);
  const setContainer = (i: number, change: Partial<FormContainer>) =>
    put(Object.fromEntries(Object.entries(change).map(([f, v]) => [`containers.${i}.${f}`, v])));
  const setTrip = (i: number, change: Partial<FormTrip>) =>
    put(Object.fromEntries(Object.entries(change).map(([f, v]) => [`trips.${i}.${f}`, v])), [`trips.${i}.drops`]);
  const setDrop = (i: number, k: number, change: Partial<FormDrop>) =>
    put(Object.fromEntries(Object.entries(change).map(([f, v]) => [`trips.${i}.drops.${k}.${f}`, v])), [`trips.${i}.drops`]);
  const err = (path: string) => entity.errorOf(path);

  const containerNumbers = values.containers.map((c) => c.containerNo.trim().toUpperCase()).filter(Boolean);

  return (
    <Stack gap="md" maw={1200}>
      <PageTitle>{job ? `${t('jobs.form.editTitle')} ${job.jobId}` : t('jobs.form.newTitle')}</PageTitle>
      <FormProblems form={{ ...entity, formError: null }} conflictTestId="job-conflict" />
      <Card withBorder>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {forwarder && (
            <Select
              label={t('jobs.form.customer')}
              description={t('jobs.form.customerHint')}
              data={customers}
              value={values.customerAccnId || null}
              onChange={(v) => patch({ customerAccnId: v ?? '' }, ['customerAccnId'])}
              error={err('customerAccnId')}
              clearable
              searchable
              data-testid="job-form-customer"
              comboboxProps={{ withinPortal: true }}
            />
          )}
          <Select
            label={t('jobs.fields.toName')}
            description={t('jobs.form.operatorHint')}
            data={operators.data}
            value={values.toAccnId || null}
            onChange={(v) => patch({ toAccnId: v ?? '' }, ['toAccnId'])}
            error={err('toAccnId')}
            required
            searchable
            nothingFoundMessage={operators.loading ? t('common.loading') : t('jobs.form.noOperators')}
            data-testid="job-form-operator"
            comboboxProps={{ withinPortal: true }}
          />
          {HEADER_CHOICES.map(({ field, lookup, testId }) => (
            <OptionSelect
              key={field}
              lookup={lookup}
              label={t(`jobs.fields.${field}`)}
              value={values[field]}
              onChange={(v) => patch({ [field]: v }, [field])}
              error={err(field)}
              testId={testId}
            />
          ))}
          {REFERENCE_FIELDS.map(({ field, max, testId }) => (
            <TextInput
              key={field}
              label={t(`jobs.fields.${field}`)}
              value={values[field]}
              maxLength={max}
              onChange={(e) => patch({ [field]: e.currentTarget.value }, [field])}
              error={err(field)}
              data-testid={testId}
            />
          ))}
          <FileInput
            label={t('jobs.fields.doDocument')}
            description={job?.doAttId && !doFile ? t('jobs.form.doAttached') : t('jobs.form.doHint')}
            placeholder={t('jobs.form.doPlaceholder')}
            accept={ACCEPT_DOCUMENTS}
            value={doFile}
            onChange={(f) => {
              setDoFile(f);
              put({}, ['doAttId']);
            }}
            error={err('doAttId')}
            clearable
            data-testid="job-form-do-file"
          />
        </SimpleGrid>
        <Textarea
          mt="sm"
          label={t('jobs.fields.remarks')}
          value={values.remarks}
          maxLength={1000}
          onChange={(e) => patch({ remarks: e.currentTarget.value }, ['remarks'])}
          error={err('remarks')}
          data-testid="job-form-remarks"
        />
      </Card>

      <Group justify="space-between">
        <Title order={4}>{t('jobs.fields.containers')}</Title>
        <Button
          variant="light"
          onClick={() => {
            containerRows.append(emptyContainer());
            clearErrors('containers');
          }}
          data-testid="job-form-add-container"
        >
          {t('jobs.form.addContainer')}
        </Button>
      </Group>
      {err('containers') && <Text c="red">{err('containers')}</Text>}
      {values.containers.map((c, i) => (
        <Card key={containerRows.fields[i]?.id ?? i} withBorder data-testid={`job-form-container-${i}`}>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              label={t('jobs.fields.containerNo')}
              placeholder="MSKU1234565"
              value={c.containerNo}
              onChange={(e) => setContainer(i, { containerNo: e.currentTarget.value })}
              error={err(`containers.${i}.containerNo`)}
              required
              w={180}
              data-testid={`job-form-container-${i}-no`}
            />
            <OptionSelect
              lookup="container-type"
              label={t('jobs.fields.sizeType')}
              value={c.sizeType}
              onChange={(v) => setContainer(i, { sizeType: v })}
              error={err(`containers.${i}.sizeType`)}
              testId={`job-form-container-${i}-size`}
              w={200}
            />
            <TextInput
              label={t('jobs.fields.sealNo')}
              value={c.sealNo}
              maxLength={20}
              onChange={(e) => setContainer(i, { sealNo: e.currentTarget.value })}
              error={err(`containers.${i}.sealNo`)}
              w={140}
              data-testid={`job-form-container-${i}-seal`}
            />
            <NumberInput
              label={t('jobs.fields.grossWeightKg')}
              value={c.grossWeightKg}
              onChange={(v) => setContainer(i, { grossWeightKg: v })}
              error={err(`containers.${i}.grossWeightKg`)}
              required
              min={1}
              max={60000}
              allowDecimal={false}
              w={140}
              data-testid={`job-form-container-${i}-weight`}
            />
            <OptionSelect
              lookup="good-type"
              label={t('jobs.fields.goodType')}
              value={c.goodType}
              onChange={(v) => setContainer(i, { goodType: v })}
              error={err(`containers.${i}.goodType`)}
              testId={`job-form-container-${i}-good`}
              w={180}
            />
            <OptionSelect
              lookup="container-load"
              label={t('jobs.fields.containerLoad')}
              value={c.containerLoad}
              onChange={(v) => setContainer(i, { containerLoad: v })}
              error={err(`containers.${i}.containerLoad`)}
              testId={`job-form-container-${i}-load`}
              w={160}
            />
            <ActionIcon
              mt={26}
              variant="subtle"
              color="red"
              aria-label={t('jobs.form.removeContainer')}
              onClick={() => containerRows.remove(i)}
              data-testid={`job-form-container-${i}-remove`}
            >
              ✕
            </ActionIcon>
          </Group>
        </Card>
      ))}

      <Group justify="space-between">
        <Title order={4}>{t('jobs.detail.trips')}</Title>
        <Button
          variant="light"
          onClick={() => {
            tripRows.append(emptyTrip());
            clearErrors('trips');
          }}
          data-testid="job-form-add-trip"
        >
          {t('jobs.form.addTrip')}
        </Button>
      </Group>
      {err('trips') && <Text c="red">{err('trips')}</Text>}
      {values.trips.map((trip, i) => {
        const choices = choicesOf(trip);
        const filled = trip.vehicleType && trip.pickupLocId && trip.drops.every((d) => d.locId);
        return (
          <Card key={tripRows.fields[i]?.id ?? i} withBorder data-testid={`job-form-trip-${i}`}>
            <Stack gap="sm">
              <Group justify="space-between">
                <Group gap="sm">
                  <Text fw={700}>{t('jobs.detail.trip', { n: i + 1 })}</Text>
                  {price && filled && (
                    <Text
                      c={price.tripCharges[i] ? undefined : 'red'}
                      fw={price.tripCharges[i] ? 600 : undefined}
                      data-testid={`job-form-trip-${i}-charge`}
                    >
                      {money(price.tripCharges[i]) ?? t('jobs.form.noRateYet')}
                    </Text>
                  )}
                </Group>
                {values.trips.length > 1 && (
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    onClick={() => tripRows.remove(i)}
                    data-testid={`job-form-trip-${i}-remove`}
                  >
                    {t('jobs.form.removeTrip')}
                  </Button>
                )}
              </Group>
              <Group align="flex-start" gap="sm" wrap="wrap">
                <Select
                  label={t('jobs.fields.tripType')}
                  data={[
                    { value: 'S', label: t('jobs.tripTypes.S') },
                    { value: 'M', label: t('jobs.tripTypes.M') },
                  ]}
                  value={trip.tripType}
                  allowDeselect={false}
                  onChange={(v) => {
                    const tripType = v === 'M' ? 'M' : 'S';
                    const drops =
                      tripType === 'S'
                        ? trip.drops.slice(0, 1)
                        : trip.drops.length < 2
                          ? [...trip.drops, emptyDrop()]
                          : trip.drops;
                    setTrip(i, { tripType, drops });
                  }}
                  error={err(`trips.${i}.tripType`)}
                  w={180}
                  data-testid={`job-form-trip-${i}-type`}
                  comboboxProps={{ withinPortal: true }}
                />
                <OptionSelect
                  lookup="veh-type"
                  label={t('jobs.fields.vehicleType')}
                  value={trip.vehicleType}
                  onChange={(v) => setTrip(i, { vehicleType: v })}
                  error={err(`trips.${i}.vehicleType`)}
                  testId={`job-form-trip-${i}-vehicle`}
                  w={280}
                  only={choices?.vehicles ?? null}
                />
                <Select
                  label={t('jobs.fields.containerNo')}
                  data={containerNumbers}
                  value={trip.containerNo || null}
                  onChange={(v) => setTrip(i, { containerNo: v ?? '' })}
                  error={err(`trips.${i}.containerNo`)}
                  clearable
                  w={180}
                  data-testid={`job-form-trip-${i}-container`}
                  comboboxProps={{ withinPortal: true }}
                />
                <LocationSelect
                  options={narrowed(locations.options, choices?.pickups ?? null, trip.pickupLocId)}
                  loading={locations.loading}
                  label={t('jobs.fields.pickupLocation')}
                  value={trip.pickupLocId}
                  onChange={(v) => setTrip(i, { pickupLocId: v })}
                  error={err(`trips.${i}.pickupLocId`)}
                  testId={`job-form-trip-${i}-pickup-loc`}
                  w={260}
                />
                <DayTimeInput
                  label={t('jobs.fields.pickupAt')}
                  description={t('jobs.form.wib')}
                  value={trip.pickupAt}
                  onChange={(pickupAt) => setTrip(i, { pickupAt })}
                  error={err(`trips.${i}.pickupAt`)}
                  required
                  w={220}
                  data-testid={`job-form-trip-${i}-pickup-at`}
                />
              </Group>
              {err(`trips.${i}.drops`) && (
                <Text c="red" size="sm">
                  {err(`trips.${i}.drops`)}
                </Text>
              )}
              <DropRows control={control} trip={i}>
                {(rows, drops) => (
                  <>
                    {rows.map(({ id, index: k }) => {
                      const drop = trip.drops[k] ?? emptyDrop();
                      return (
                        <Group key={id} align="flex-start" gap="sm" data-testid={`job-form-trip-${i}-drop-${k}`}>
                          <Text w={80} mt={30}>
                            {t('jobs.deliver.drop', { n: k + 1 })}
                          </Text>
                          <LocationSelect
                            options={narrowed(locations.options, choices?.drops[k] ?? null, drop.locId)}
                            loading={locations.loading}
                            label={t('jobs.fields.dropLocation')}
                            value={drop.locId}
                            onChange={(v) => setDrop(i, k, { locId: v })}
                            error={err(`trips.${i}.drops.${k}.locId`)}
                            testId={`job-form-trip-${i}-drop-${k}-loc`}
                            w={260}
                          />
                          <DayTimeInput
                            label={t('jobs.fields.dropAt')}
                            description={t('jobs.form.wib')}
                            value={drop.dropAt}
                            onChange={(dropAt) => setDrop(i, k, { dropAt })}
                            error={err(`trips.${i}.drops.${k}.dropAt`)}
                            required
                            w={220}
                            data-testid={`job-form-trip-${i}-drop-${k}-at`}
                          />
                          {trip.tripType === 'M' && trip.drops.length > 2 && (
                            <ActionIcon
                              mt={30}
                              variant="subtle"
                              color="red"
                              aria-label={t('jobs.form.removeDrop')}
                              onClick={() => drops.remove(k)}
                              data-testid={`job-form-trip-${i}-drop-${k}-remove`}
                            >
                              ✕
                            </ActionIcon>
                          )}
                        </Group>
                      );
                    })}
                    {trip.tripType === 'M' && (
                      <Group>
                        <Button
                          size="xs"
                          variant="light"
                          onClick={() => drops.append(emptyDrop())}
                          data-testid={`job-form-trip-${i}-add-drop`}
                        >
                          {t('jobs.form.addDrop')}
                        </Button>
                      </Group>
                    )}
                  </>
                )}
              </DropRows>
            </Stack>
          </Card>
        );
      })}

      {values.toAccnId && (
        <Card withBorder data-testid="job-form-quote">
          <Group justify="space-between">
            <Stack gap={0}>
              <Text fw={700}>{t('jobs.form.estimate')}</Text>
              <Text size="xs" c="dimmed">
                {rates.lanes && rates.lanes.length === 0 ? t('jobs.form.noRates') : t('jobs.form.estimateHint')}
              </Text>
            </Stack>
            <Text fw={700} size="lg" data-testid="job-form-total">
              {money(price?.total) ?? '—'}
            </Text>
          </Group>
        </Card>
      )}

      {entity.formError && (
        <Alert color="red" data-testid="job-form-error">
          {entity.formError}
        </Alert>
      )}
      <FormButtons
        onCancel={() => void navigate(-1)}
        cancelTestId="job-form-cancel"
        onSubmit={() => void entity.submit()}
        saving={entity.saving}
        submitLabel={t('common.save')}
        submitTestId="job-form-save"
      />
      {entity.dialog}
    </Stack>
  );
}

/** The drops of one trip as a field array. */
function DropRows({
  control,
  trip,
  children,
}: {
  control: Control<JobFormValues, unknown, JobFormValues>;
  trip: number;
  children: (
    rows: { id: string; index: number }[],
    drops: { append: (drop: FormDrop) => void; remove: (k: number) => void },
  ) => ReactNode;
}) {
  const { fields, append, remove } = useFieldArray({ control, name: `trips.${trip}.drops` });
  return (
    <>
      {children(
        fields.map((f, index) => ({ id: f.id, index })),
        { append, remove },
      )}
    </>
  );
}
