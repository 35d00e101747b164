import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Divider,
  Group,
  NativeSelect,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  Textarea,
  TextInput,
  Timeline,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../lib/use-translation';
import { useNavigate } from '../lib/router';
import { formatDateTime } from '../../domain/format';
import { SHIP_TYPES } from '../../domain/lookups';
import {
  CALL_PURPOSES,
  vesselCallBody,
  vesselCallUpdateBody,
  type VesselCallBody,
  type VesselCallVerb,
} from '../../domain/vessel-calls/vessel-calls';
import { DayTimeInput } from '../components/form/date-inputs';
import { FormProblems } from '../components/form/form-problems';
import { ReadOnlyValue } from '../components/form/read-only-value';
import { schemaResolver } from '../components/form/schema-resolver';
import { useEntityForm, type FormViewType } from '../components/form/use-entity-form';
import { numericGuards } from '../components/numeric-input';
import { PageTitle } from '../components/page-title';
import { ReasonModal } from '../components/reason-modal';
import { StateBadge } from '../components/state-badge';
import { useApi } from '../lib/api-context';
import { notifySuccess } from '../lib/notify';
import { LookupSelect, LookupValue, useLookupOptions } from '../resources';
import {
  crewColumns,
  EMPTY_CREW,
  EMPTY_GOOD,
  EMPTY_PASSENGER,
  goodColumns,
  passengerColumns,
  type CrewValues,
  type GoodValues,
  type PassengerValues,
} from './crew-columns';
import { RowsTable } from './rows-table';
import { crewListKeys, vesselCallKeys } from './vessel-call-keys';
import { VESSEL_CALL_ROUTES, vesselCallPath } from './vessel-call-paths';
import {
  certificatePagePath,
  crewListsPath,
  vesselCallColor,
  vesselCallsPath,
  wibInput,
  type CrewListDetail,
  type CrewListRow,
  type VesselCallCertificate,
  type VesselCallDetail,
  type VesselCallOptions,
} from './vessel-calls-api';

/** An application as the form holds it (typed text; the switches say which FAL forms it carries). */
export interface VesselCallValues {
  lineAccnId: string;
  vesselName: string;
  imoNo: string;
  callSign: string;
  flag: string;
  shipType: string;
  grossTonnage: string;
  ttCode: string;
  portCode: string;
  terminalCode: string;
  eta: string;
  etd: string;
  lastPort: string;
  nextPort: string;
  services: string[];
  fal1: {
    purpose: string;
    voyageNo: string;
    masterName: string;
    crewCount: string;
    passengerCount: string;
    cargoDescription: string;
    remarks: string;
  };
  withFal5: boolean;
  withFal6: boolean;
  withFal7: boolean;
  fal5: { crewListId: string; members: CrewValues[] };
  fal6: { passengers: PassengerValues[] };
  fal7: { items: GoodValues[] };
}

export const newVesselCallValues = (lineAccnId: string): VesselCallValues => ({
  lineAccnId,
  vesselName: '',
  imoNo: '',
  callSign: '',
  flag: 'ID',
  shipType: '',
  grossTonnage: '',
  ttCode: '',
  portCode: '',
  terminalCode: '',
  eta: '',
  etd: '',
  lastPort: '',
  nextPort: '',
  services: [],
  fal1: {
    purpose: 'ARRIVAL',
    voyageNo: '',
    masterName: '',
    crewCount: '',
    passengerCount: '0',
    cargoDescription: '',
    remarks: '',
  },
  withFal5: true,
  withFal6: false,
  withFal7: false,
  fal5: { crewListId: '', members: [] },
  fal6: { passengers: [] },
  fal7: { items: [] },
});

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

export function vesselCallValues(r: VesselCallDetail): VesselCallValues {
  const f1 = r.fal1;
  return {
    lineAccnId: r.lineAccnId,
    vesselName: r.vesselName,
    imoNo: r.imoNo,
    callSign: r.callSign,
    flag: r.flag,
    shipType: r.shipType,
    grossTonnage: String(r.grossTonnage),
    ttCode: r.ttCode,
    portCode: r.portCode,
    terminalCode: r.terminalCode,
    eta: wibInput(r.eta),
    etd: wibInput(r.etd),
    lastPort: r.lastPort,
    nextPort: r.nextPort,
    services: r.services,
    fal1: {
      purpose: str(f1.purpose),
      voyageNo: str(f1.voyageNo),
      masterName: str(f1.masterName),
      crewCount: str(f1.crewCount),
      passengerCount: str(f1.passengerCount),
      cargoDescription: str(f1.cargoDescription),
      remarks: str(f1.remarks),
    },
    withFal5: !!r.fal5,
    withFal6: !!r.fal6,
    withFal7: !!r.fal7,
    fal5: {
      crewListId: str(r.fal5?.crewListId),
      members: (r.fal5?.members ?? []).map((m): CrewValues => ({ ...EMPTY_CREW, ...m })),
    },
    fal6: { passengers: (r.fal6?.passengers ?? []).map((p): PassengerValues => ({ ...EMPTY_PASSENGER, ...p })) },
    fal7: {
      items: (r.fal7?.items ?? []).map(
        (g): GoodValues => ({ ...g, packingGroup: str(g.packingGroup), stowage: str(g.stowage) }),
      ),
    },
  };
}

const num = (v: string) => (v.trim() === '' ? undefined : Number(v.trim().replace(/\./g, '')));

/** The body the values make (the shared schema's input). */
const bodyOf = (v: VesselCallValues) => ({
  lineAccnId: v.lineAccnId,
  vesselName: v.vesselName,
  imoNo: v.imoNo,
  callSign: v.callSign,
  flag: v.flag,
  shipType: v.shipType,
  grossTonnage: num(v.grossTonnage),
  ttCode: v.ttCode,
  portCode: v.portCode,
  terminalCode: v.terminalCode,
  eta: v.eta,
  etd: v.etd,
  lastPort: v.lastPort,
  nextPort: v.nextPort,
  services: v.services,
  fal1: {
    ...v.fal1,
    crewCount: num(v.fal1.crewCount),
    passengerCount: num(v.fal1.passengerCount),
    remarks: v.fal1.remarks.trim() || null,
  },
  fal5: v.withFal5 ? { crewListId: v.fal5.crewListId || null, members: v.fal5.members } : null,
  fal6: v.withFal6 ? { passengers: v.fal6.passengers } : null,
  fal7: v.withFal7
    ? {
        items: v.fal7.items.map((g) => ({
          ...g,
          packingGroup: g.packingGroup || null,
          stowage: g.stowage.trim() || null,
        })),
      }
    : null,
});

type UpdateBody = ReturnType<typeof vesselCallUpdateBody.parse>;
const VERBS: VesselCallVerb[] = ['submit', 'approve', 'return', 'reject'];
const REASON_VERBS: VesselCallVerb[] = ['return', 'reject'];
const verbColor = (verb: VesselCallVerb) =>
  verb === 'reject' ? 'red' : verb === 'return' ? 'orange' : verb === 'approve' ? 'green' : undefined;

type TextField =
  | 'vesselName'
  | 'imoNo'
  | 'callSign'
  | 'grossTonnage'
  | 'fal1.voyageNo'
  | 'fal1.masterName'
  | 'fal1.crewCount'
  | 'fal1.passengerCount';

export interface VesselCallFormProps {
  viewType: FormViewType;
  initial: VesselCallValues;
  options: VesselCallOptions;
  row?: VesselCallDetail;
  onReload?: () => void;
}

/**
 * A vessel call application on the one form hook, checked with the schemas the server uses (vesselCallBody; the
 * update with the version read): the vessel, the call (port, terminal, times, last and next port, certificate
 * services), FAL 1 and the optional FAL 5 (typed or copied from a saved crew list), FAL 6 and FAL 7 as field arrays.
 * Viewed, it shows the workflow buttons of the server's `actions`, the certificates and the trail.
 */
export function VesselCallForm({ viewType, initial, options, row, onReload }: VesselCallFormProps) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const lang = i18n.language.startsWith('id') ? 'id' : 'en';
  const [asking, setAsking] = useState<VesselCallVerb | null>(null);

  const resolver = useMemo(
    () =>
      row
        ? schemaResolver(vesselCallUpdateBody, (v: VesselCallValues) => ({ ...bodyOf(v), version: row.version }))
        : schemaResolver(vesselCallBody, bodyOf),
    [row],
  );
  const done = (message: string, next: VesselCallDetail) => {
    notifySuccess(message);
    queryClient.setQueryData(vesselCallKeys.item(next.vcId), next);
    void queryClient.invalidateQueries({ queryKey: vesselCallKeys.all });
    void navigate(vesselCallPath('view', next.vcId), { replace: true });
  };
  const entity = useEntityForm<VesselCallValues, VesselCallBody | UpdateBody>({
    viewType,
    locked: (viewType === 'edit' || viewType === 'amend') && !row?.actions.includes('save'),
    defaultValues: initial,
    resolver,
    // Server paths name the body's fields; the switches are the form's own.
    save: (body) =>
      row ? api.put<VesselCallDetail>(vesselCallsPath(row.vcId), body) : api.post<VesselCallDetail>(vesselCallsPath(), body),
    onSaved: (saved) => done(t('vesselCalls.saved'), saved as VesselCallDetail),
    onReload,
  });
  const act = useMutation({
    mutationFn: ({ verb, reason }: { verb: VesselCallVerb; reason?: string }) =>
      api.post<VesselCallDetail>(vesselCallsPath(row!.vcId, verb), { version: row!.version, ...(reason ? { reason } : {}) }),
    onSuccess: (next, { verb }) => {
      setAsking(null);
      done(t(`vesselCalls.done.${verb}`), next);
    },
    onError: (error) => {
      setAsking(null);
      entity.fail(error);
    },
  });
  const run = (verb: VesselCallVerb) => {
    entity.setFormError(null);
    if (REASON_VERBS.includes(verb)) setAsking(verb);
    else act.mutate({ verb });
  };

  const form = entity.form;
  const loose = form as unknown as UseFormReturn<FieldValues>;
  const { setValue, clearErrors, watch } = form;
  const values = watch();
  const editable = !entity.readOnly;
  const err = (path: string) => entity.errorOf(path);
  const set = <P extends Path<VesselCallValues>>(
    path: P,
    value: VesselCallValues[P & keyof VesselCallValues] | string | boolean | string[],
  ) => {
    setValue(path, value as never, { shouldDirty: true });
    clearErrors(path);
  };

  const countries = useLookupOptions('country', '', '');
  const countryOptions = useMemo(
    () => countries.options.map((o) => ({ value: o.value, label: o.desc || o.value })),
    [countries.options],
  );
  const shipTypes = SHIP_TYPES.map((s) => ({ value: s.value, label: lang === 'id' ? s.descId : s.descEn }));
  const portName = (code: string) => options.ports.find((p) => p.portCode === code)?.name;
  const portData = options.ports.map((p) => ({ value: p.portCode, label: `${p.name} (${p.portCode})` }));
  const terminals = options.terminals
    .filter((term) => term.portCode === values.portCode)
    .map((term) => ({ value: term.terminalCode, label: term.name }));
  const services = options.services.filter((s) => s.portCode === values.portCode);
  const serviceName = (svcId: string) => {
    const s = options.services.find((x) => x.svcId === svcId);
    return s ? `${lang === 'id' ? s.descId : s.descEn} (${s.officeCode})` : svcId;
  };
  const lineData = options.lines.map((l) => ({ value: l.value, label: l.desc }));

  const textInput = (path: TextField, label: string, extra: Record<string, unknown> = {}) => {
    const value = path.startsWith('fal1.')
      ? values.fal1[path.slice(5) as keyof VesselCallValues['fal1']]
      : (values[path as keyof VesselCallValues] as string);
    return editable ? (
      <TextInput
        label={label}
        value={value}
        onChange={(e) => set(path, e.currentTarget.value)}
        error={err(path)}
        withAsterisk
        data-testid={`vc-${path.replace('.', '-')}`}
        {...extra}
      />
    ) : (
      <ReadOnlyValue label={label} value={value} testId={`vc-${path.replace('.', '-')}`} />
    );
  };
  const shown = (label: string, value: ReactNode, testId: string) => (
    <ReadOnlyValue label={label} value={value} testId={testId} />
  );

  /** FAL 5 from a saved crew list: its crew copied (later changes to the list do not change the form). */
  const crewLists = useQuery({
    queryKey: crewListKeys.list({ start: 0, length: 100, picker: 1 }),
    queryFn: ({ signal }) => api.get<{ aaData: CrewListRow[] }>(crewListsPath(), { query: { start: 0, length: 100 }, signal }),
    enabled: editable && values.withFal5,
    staleTime: 30_000,
  });
  const copyCrew = useMutation({
    mutationFn: (crewListId: string) => api.get<CrewListDetail>(crewListsPath(crewListId)),
    onSuccess: (list) => {
      setValue('fal5.crewListId', list.crewListId, { shouldDirty: true });
      setValue(
        'fal5.members',
        list.members.map((m) => ({ ...EMPTY_CREW, ...m })),
        { shouldDirty: true },
      );
      set('fal1.crewCount', String(list.members.length));
      clearErrors('fal5');
      if (!values.vesselName) set('vesselName', list.vesselName);
      if (!values.imoNo) set('imoNo', list.imoNo);
      notifySuccess(t('vesselCalls.fal5.copied', { count: list.members.length, title: list.title }));
    },
    onError: (error) => entity.fail(error),
  });

  const status = row?.status;
  const title = row ? `${t('vesselCalls.detail.title')} ${row.vcId}` : t('vesselCalls.detail.newTitle');

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <PageTitle>{viewType === 'amend' ? `${t('vesselCalls.detail.amendTitle')} ${row?.vcId ?? ''}` : title}</PageTitle>
        {row && (
          <StateBadge
            state={row.status}
            label={t(`vesselCalls.status.${row.status}`)}
            color={vesselCallColor(row.status)}
            testId="vc-status"
          />
        )}
      </Group>
      {row && (
        <Text size="sm" c="dimmed" data-testid="vc-meta">
          {t('vesselCalls.detail.meta', { line: row.lineName, filer: row.filerName })}
        </Text>
      )}
      {row?.remarks && (status === 'RETURNED' || status === 'REJECTED') && (
        <Alert
          color={status === 'REJECTED' ? 'red' : 'orange'}
          title={t(`vesselCalls.detail.remarks${status}`)}
          data-testid="vc-remarks"
        >
          {row.remarks}
        </Alert>
      )}
      <FormProblems form={entity} conflictTestId="vc-conflict" errorTestId="vc-error" />
      <form data-testid="vc-form" noValidate onSubmit={(e) => void entity.submit(e)}>
        <Stack gap="lg">
          <Paper withBorder p="md">
            <Stack gap="sm">
              <Title order={3}>{t('vesselCalls.sections.vessel')}</Title>
              <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
                {editable && !row && lineData.length > 1 ? (
                  <Select
                    label={t('vesselCalls.fields.line')}
                    data={lineData}
                    value={values.lineAccnId || null}
                    onChange={(v) => set('lineAccnId', v ?? '')}
                    error={err('lineAccnId')}
                    withAsterisk
                    data-testid="vc-lineAccnId"
                  />
                ) : (
                  shown(
                    t('vesselCalls.fields.line'),
                    row?.lineName ?? lineData.find((l) => l.value === values.lineAccnId)?.label ?? values.lineAccnId,
                    'vc-lineAccnId',
                  )
                )}
                {textInput('vesselName', t('vesselCalls.fields.vesselName'))}
                {textInput('imoNo', t('vesselCalls.fields.imoNo'), {
                  placeholder: 'IMO 9074729',
                  description: editable ? t('vesselCalls.fields.imoHelp') : undefined,
                })}
                {textInput('callSign', t('vesselCalls.fields.callSign'))}
                {editable ? (
                  <LookupSelect
                    lookup="country"
                    label={t('vesselCalls.fields.flag')}
                    value={values.flag}
                    onChange={(v) => set('flag', v)}
                    error={err('flag')}
                    required
                    testId="vc-flag"
                  />
                ) : (
                  shown(
                    t('vesselCalls.fields.flag'),
                    countryOptions.find((c) => c.value === values.flag)?.label ?? values.flag,
                    'vc-flag',
                  )
                )}
                {editable ? (
                  <Select
                    label={t('vesselCalls.fields.shipType')}
                    data={shipTypes}
                    searchable
                    value={values.shipType || null}
                    onChange={(v) => set('shipType', v ?? '')}
                    error={err('shipType')}
                    withAsterisk
                    data-testid="vc-shipType"
                  />
                ) : (
                  shown(
                    t('vesselCalls.fields.shipType'),
                    shipTypes.find((s) => s.value === values.shipType)?.label ?? values.shipType,
                    'vc-shipType',
                  )
                )}
                {textInput('grossTonnage', t('vesselCalls.fields.grossTonnage'), {
                  inputMode: 'numeric',
                  ...numericGuards('int'),
                })}
                {editable ? (
                  <LookupSelect
                    lookup="thrusterType"
                    label={t('vesselCalls.fields.ttCode')}
                    value={values.ttCode}
                    onChange={(v) => set('ttCode', v)}
                    error={err('ttCode')}
                    required
                    testId="vc-ttCode"
                  />
                ) : (
                  shown(t('vesselCalls.fields.ttCode'), <LookupValue lookup="thrusterType" value={values.ttCode} />, 'vc-ttCode')
                )}
              </SimpleGrid>
            </Stack>
          </Paper>

          <Paper withBorder p="md">
            <Stack gap="sm">
              <Title order={3}>{t('vesselCalls.sections.call')}</Title>
              <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
                {editable ? (
                  <Select
                    label={t('vesselCalls.fields.portCode')}
                    data={portData}
                    value={values.portCode || null}
                    onChange={(v) => {
                      set('portCode', v ?? '');
                      set('terminalCode', '');
                      // The services are the port's offices': another port's are dropped.
                      set('services', []);
                    }}
                    error={err('portCode')}
                    withAsterisk
                    data-testid="vc-portCode"
                  />
                ) : (
                  shown(
                    t('vesselCalls.fields.portCode'),
                    `${portName(values.portCode) ?? ''} (${values.portCode})`,
                    'vc-portCode',
                  )
                )}
                {editable ? (
                  <Select
                    label={t('vesselCalls.fields.terminalCode')}
                    data={terminals}
                    value={values.terminalCode || null}
                    onChange={(v) => set('terminalCode', v ?? '')}
                    error={err('terminalCode')}
                    withAsterisk
                    disabled={!values.portCode}
                    nothingFoundMessage={t('dropdown.noData')}
                    data-testid="vc-terminalCode"
                  />
                ) : (
                  shown(
                    t('vesselCalls.fields.terminalCode'),
                    options.terminals.find((x) => x.terminalCode === values.terminalCode)?.name ?? values.terminalCode,
                    'vc-terminalCode',
                  )
                )}
                <div />
                {editable ? (
                  <DayTimeInput
                    label={t('vesselCalls.fields.eta')}
                    value={values.eta}
                    onChange={(v) => set('eta', v)}
                    error={err('eta')}
                    withAsterisk
                    data-testid="vc-eta"
                  />
                ) : (
                  shown(t('vesselCalls.fields.eta'), row ? `${formatDateTime(row.eta)} WIB` : '', 'vc-eta')
                )}
                {editable ? (
                  <DayTimeInput
                    label={t('vesselCalls.fields.etd')}
                    value={values.etd}
                    onChange={(v) => set('etd', v)}
                    error={err('etd')}
                    withAsterisk
                    data-testid="vc-etd"
                  />
                ) : (
                  shown(t('vesselCalls.fields.etd'), row ? `${formatDateTime(row.etd)} WIB` : '', 'vc-etd')
                )}
                <div />
                {editable ? (
                  <LookupSelect
                    lookup="port"
                    label={t('vesselCalls.fields.lastPort')}
                    value={values.lastPort}
                    onChange={(v) => set('lastPort', v)}
                    error={err('lastPort')}
                    required
                    testId="vc-lastPort"
                  />
                ) : (
                  shown(t('vesselCalls.fields.lastPort'), <LookupValue lookup="port" value={values.lastPort} />, 'vc-lastPort')
                )}
                {editable ? (
                  <LookupSelect
                    lookup="port"
                    label={t('vesselCalls.fields.nextPort')}
                    value={values.nextPort}
                    onChange={(v) => set('nextPort', v)}
                    error={err('nextPort')}
                    required
                    testId="vc-nextPort"
                  />
                ) : (
                  shown(t('vesselCalls.fields.nextPort'), <LookupValue lookup="port" value={values.nextPort} />, 'vc-nextPort')
                )}
              </SimpleGrid>
              {editable ? (
                <Checkbox.Group
                  label={t('vesselCalls.fields.services')}
                  description={values.portCode ? undefined : t('vesselCalls.fields.servicesHelp')}
                  value={values.services}
                  onChange={(v) => set('services', v)}
                  error={err('services')}
                  withAsterisk
                  data-testid="vc-services"
                >
                  <Stack gap={4} mt={4}>
                    {services.map((s) => (
                      <Checkbox
                        key={s.svcId}
                        value={s.svcId}
                        label={serviceName(s.svcId)}
                        data-testid={`vc-service-${s.svcId}`}
                      />
                    ))}
                  </Stack>
                </Checkbox.Group>
              ) : (
                shown(t('vesselCalls.fields.services'), values.services.map(serviceName).join(', '), 'vc-services')
              )}
            </Stack>
          </Paper>

          <Paper withBorder p="md">
            <Stack gap="sm">
              <Title order={3}>{t('vesselCalls.sections.fal1')}</Title>
              <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
                {editable ? (
                  <NativeSelect
                    label={t('vesselCalls.fal1.purpose')}
                    data={CALL_PURPOSES.map((p) => ({ value: p, label: t(`vesselCalls.purpose.${p}`) }))}
                    value={values.fal1.purpose}
                    onChange={(e) => set('fal1.purpose', e.currentTarget.value)}
                    error={err('fal1.purpose')}
                    data-testid="vc-fal1-purpose"
                  />
                ) : (
                  shown(t('vesselCalls.fal1.purpose'), t(`vesselCalls.purpose.${values.fal1.purpose}`), 'vc-fal1-purpose')
                )}
                {textInput('fal1.voyageNo', t('vesselCalls.fal1.voyageNo'))}
                {textInput('fal1.masterName', t('vesselCalls.fal1.masterName'))}
                {textInput('fal1.crewCount', t('vesselCalls.fal1.crewCount'), { inputMode: 'numeric', ...numericGuards('int') })}
                {textInput('fal1.passengerCount', t('vesselCalls.fal1.passengerCount'), {
                  inputMode: 'numeric',
                  ...numericGuards('int'),
                })}
              </SimpleGrid>
              {editable ? (
                <>
                  <Textarea
                    label={t('vesselCalls.fal1.cargoDescription')}
                    value={values.fal1.cargoDescription}
                    onChange={(e) => set('fal1.cargoDescription', e.currentTarget.value)}
                    error={err('fal1.cargoDescription')}
                    withAsterisk
                    autosize
                    minRows={2}
                    data-testid="vc-fal1-cargoDescription"
                  />
                  <Textarea
                    label={t('vesselCalls.fal1.remarks')}
                    value={values.fal1.remarks}
                    onChange={(e) => set('fal1.remarks', e.currentTarget.value)}
                    error={err('fal1.remarks')}
                    autosize
                    minRows={1}
                    data-testid="vc-fal1-remarks"
                  />
                </>
              ) : (
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  {shown(t('vesselCalls.fal1.cargoDescription'), values.fal1.cargoDescription, 'vc-fal1-cargoDescription')}
                  {shown(t('vesselCalls.fal1.remarks'), values.fal1.remarks, 'vc-fal1-remarks')}
                </SimpleGrid>
              )}
            </Stack>
          </Paper>

          <Paper withBorder p="md">
            <Stack gap="sm">
              <Group justify="space-between">
                <Title order={3}>{t('vesselCalls.sections.fal5')}</Title>
                {editable && (
                  <Switch
                    label={t('vesselCalls.fal5.include')}
                    checked={values.withFal5}
                    onChange={(e) => set('withFal5', e.currentTarget.checked)}
                    data-testid="vc-withFal5"
                  />
                )}
              </Group>
              {values.withFal5 ? (
                <>
                  {editable && (
                    <Select
                      label={t('vesselCalls.fal5.fromList')}
                      placeholder={t('vesselCalls.fal5.fromListPlaceholder')}
                      data={(crewLists.data?.aaData ?? []).map((l) => ({
                        value: l.crewListId,
                        label: `${l.title} — ${l.vesselName} (${l.memberCount})`,
                      }))}
                      value={values.fal5.crewListId || null}
                      onChange={(v) => v && copyCrew.mutate(v)}
                      nothingFoundMessage={t('dropdown.noData')}
                      maw={520}
                      data-testid="vc-fal5-crewList"
                    />
                  )}
                  {!editable && values.fal5.crewListId && (
                    <Text size="sm" c="dimmed">
                      {t('vesselCalls.fal5.copiedFrom', { id: values.fal5.crewListId })}
                    </Text>
                  )}
                  <RowsTable
                    form={loose}
                    name="fal5.members"
                    title={t('vesselCalls.fal5.members', { count: values.fal5.members.length })}
                    columns={crewColumns(t, countryOptions)}
                    empty={EMPTY_CREW}
                    readOnly={!editable}
                    errorOf={err}
                    testId="vc-crew"
                    addLabel={t('vesselCalls.crewLists.addMember')}
                    onRowsChange={(n) => set('fal1.crewCount', String(n))}
                  />
                </>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('vesselCalls.fal5.none')}
                </Text>
              )}
            </Stack>
          </Paper>

          <Paper withBorder p="md">
            <Stack gap="sm">
              <Group justify="space-between">
                <Title order={3}>{t('vesselCalls.sections.fal6')}</Title>
                {editable && (
                  <Switch
                    label={t('vesselCalls.fal6.include')}
                    checked={values.withFal6}
                    onChange={(e) => {
                      const on = e.currentTarget.checked;
                      set('withFal6', on);
                      if (on && values.fal6.passengers.length === 0) setValue('fal6.passengers', [{ ...EMPTY_PASSENGER }]);
                      set('fal1.passengerCount', on ? String(Math.max(1, values.fal6.passengers.length)) : '0');
                    }}
                    data-testid="vc-withFal6"
                  />
                )}
              </Group>
              {values.withFal6 ? (
                <RowsTable
                  form={loose}
                  name="fal6.passengers"
                  title={t('vesselCalls.fal6.passengers', { count: values.fal6.passengers.length })}
                  columns={passengerColumns(t, countryOptions)}
                  empty={EMPTY_PASSENGER}
                  readOnly={!editable}
                  errorOf={err}
                  testId="vc-passengers"
                  addLabel={t('vesselCalls.fal6.add')}
                  onRowsChange={(n) => set('fal1.passengerCount', String(n))}
                />
              ) : (
                <Text size="sm" c="dimmed">
                  {t('vesselCalls.fal6.none')}
                </Text>
              )}
            </Stack>
          </Paper>

          <Paper withBorder p="md">
            <Stack gap="sm">
              <Group justify="space-between">
                <Title order={3}>{t('vesselCalls.sections.fal7')}</Title>
                {editable && (
                  <Switch
                    label={t('vesselCalls.fal7.include')}
                    checked={values.withFal7}
                    onChange={(e) => {
                      const on = e.currentTarget.checked;
                      set('withFal7', on);
                      if (on && values.fal7.items.length === 0) setValue('fal7.items', [{ ...EMPTY_GOOD }]);
                    }}
                    data-testid="vc-withFal7"
                  />
                )}
              </Group>
              {values.withFal7 ? (
                <RowsTable
                  form={loose}
                  name="fal7.items"
                  title={t('vesselCalls.fal7.items', { count: values.fal7.items.length })}
                  columns={goodColumns(t)}
                  empty={EMPTY_GOOD}
                  readOnly={!editable}
                  errorOf={err}
                  testId="vc-goods"
                  addLabel={t('vesselCalls.fal7.add')}
                />
              ) : (
                <Text size="sm" c="dimmed">
                  {t('vesselCalls.fal7.none')}
                </Text>
              )}
            </Stack>
          </Paper>

          <Group>
            <Button variant="default" onClick={() => void navigate(VESSEL_CALL_ROUTES.list)} data-testid="vc-back">
              {t('common.back')}
            </Button>
            {editable && (
              <Button type="submit" loading={entity.saving} data-testid="vc-save">
                {t('vesselCalls.actions.save')}
              </Button>
            )}
            {row && !editable && row.actions.includes('save') && (
              <Button
                variant="light"
                onClick={() => void navigate(vesselCallPath(row.status === 'RETURNED' ? 'amend' : 'edit', row.vcId))}
                data-testid={row.status === 'RETURNED' ? 'vc-amend' : 'vc-edit'}
              >
                {t(row.status === 'RETURNED' ? 'vesselCalls.actions.amend' : 'vesselCalls.actions.edit')}
              </Button>
            )}
            {row &&
              !editable &&
              VERBS.filter((verb) => row.actions.includes(verb)).map((verb) => (
                <Button
                  key={verb}
                  color={verbColor(verb)}
                  variant={verb === 'reject' || verb === 'return' ? 'light' : 'filled'}
                  loading={act.isPending && act.variables?.verb === verb}
                  onClick={() => run(verb)}
                  data-testid={`vc-${verb}`}
                >
                  {t(
                    verb === 'submit' && row.status === 'RETURNED'
                      ? 'vesselCalls.actions.resubmit'
                      : `vesselCalls.actions.${verb}`,
                  )}
                </Button>
              ))}
          </Group>
        </Stack>
      </form>
      {row && !editable && <Certificates row={row} lang={lang} />}
      {row && !editable && <History row={row} />}
      <ReasonModal
        opened={asking !== null}
        title={asking ? t(`vesselCalls.actions.${asking}`) : ''}
        required
        confirmLabel={asking ? t(`vesselCalls.actions.${asking}`) : ''}
        confirmColor={asking === 'reject' ? 'red' : 'orange'}
        busy={act.isPending}
        onConfirm={(reason) => asking && act.mutate({ verb: asking, reason })}
        onClose={() => setAsking(null)}
      />
      {entity.dialog}
    </Stack>
  );
}

/** The certificates approval recorded (type, number, status); an issued one links to its public page. */
function Certificates({ row, lang }: { row: VesselCallDetail; lang: 'en' | 'id' }) {
  const { t } = useTranslation();
  const certificates = row.certificates as VesselCallCertificate[];
  return (
    <Paper withBorder p="md" data-testid="vc-certificates">
      <Stack gap="sm">
        <Title order={3}>{t('vesselCalls.certificates.title')}</Title>
        {certificates.length === 0 ? (
          <Text size="sm" c="dimmed">
            {row.status === 'APPROVED' ? t('vesselCalls.certificates.noneApproved') : t('vesselCalls.certificates.none')}
          </Text>
        ) : (
          <Table striped data-testid="vc-certificate-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('vesselCalls.certificates.type')}</Table.Th>
                <Table.Th>{t('vesselCalls.certificates.number')}</Table.Th>
                <Table.Th>{t('vesselCalls.certificates.office')}</Table.Th>
                <Table.Th>{t('vesselCalls.certificates.state')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {certificates.map((c) => (
                <Table.Tr key={c.certId} data-testid="vc-certificate">
                  <Table.Td>{lang === 'id' ? c.certNameId : c.certName}</Table.Td>
                  <Table.Td>
                    {c.certToken ? (
                      <Anchor
                        href={certificatePagePath(c.certType, c.certToken)}
                        target="_blank"
                        data-testid="vc-certificate-link"
                      >
                        {c.certId}
                      </Anchor>
                    ) : (
                      c.certId
                    )}
                  </Table.Td>
                  <Table.Td>{c.officeCode}</Table.Td>
                  <Table.Td>
                    <StateBadge
                      state={c.status}
                      label={t(`vesselCalls.certificates.status.${c.status}`, { defaultValue: c.status })}
                      color={c.status === 'REVOKED' ? 'red' : c.status === 'ISSUED_PENDING' ? 'yellow' : 'green'}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}

/** The application's trail: who filed, submitted, returned (with the remarks), amended and decided, and when. */
function History({ row }: { row: VesselCallDetail }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" data-testid="vc-history">
      <Stack gap="sm">
        <Title order={3}>{t('vesselCalls.history.title')}</Title>
        <Divider />
        <Timeline bulletSize={14} lineWidth={2}>
          {row.history.map((h, i) => (
            <Timeline.Item
              key={i}
              title={t(`vesselCalls.history.${h.event}`, { defaultValue: h.event })}
              data-testid="vc-history-item"
            >
              <Text size="xs" c="dimmed">
                {formatDateTime(h.at)} WIB · {h.byName ?? h.by ?? '—'}
              </Text>
              {h.remarks && <Text size="sm">{h.remarks}</Text>}
            </Timeline.Item>
          ))}
        </Timeline>
      </Stack>
    </Paper>
  );
}
