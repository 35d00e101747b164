import {
  ActionIcon,
  Alert,
  Button,
  Group,
  NativeSelect,
  ScrollArea,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useFieldArray, type Path } from 'react-hook-form';
import { useTranslation } from '../lib/use-translation';
import { useNavigate } from '../lib/router';
import { CONTRACT_CURRENCIES } from '../../domain/contracts/contracts';
import {
  RATE_REASON_ACTIONS,
  TRIP_TYPE_CODES,
  rateTableBody,
  rateTableUpdateBody,
  type RateTableAction,
  type RateTableBody,
  type RateTableDetail,
} from '../../domain/contracts/rate-tables';
import { formatDate, formatMoney } from '../../domain/format';
import { VEHICLE_TYPES } from '../../domain/lookups';
import { apiPath } from '../lib/admin-api';
import { useCan } from '../lib/use-can';
import { useApi } from '../lib/api-context';
import { DayInput } from '../components/form/date-inputs';
import { FormProblems } from '../components/form/form-problems';
import { ReadOnlyValue } from '../components/form/read-only-value';
import { schemaResolver } from '../components/form/schema-resolver';
import { useEntityForm } from '../components/form/use-entity-form';
import { PageTitle } from '../components/page-title';
import { ReasonModal } from '../components/reason-modal';
import { notifySuccess } from '../lib/notify';
import { numericGuards } from '../components/numeric-input';
import { useSessionUser } from '../lib/session-user';
import { rateTableKeys } from './contract-keys';
import { CONTRACT_ROUTES, usePartyOptions, useRateLocations } from './contracts-api';
import { StateBadge } from './state-badge';

/** One trip rate as the form holds it (typed text). */
interface LineValues {
  fromLocId: string;
  toLocId: string;
  vehicleType: string;
  tripType: string;
  dropSeq: string;
  charge: string;
}
/** A rate table as the form holds it; the shared schema checks the body it makes. */
export interface RateValues {
  rateName: string;
  toAccnId: string;
  customerAccnId: string;
  currency: string;
  validFrom: string;
  validTo: string;
  lines: LineValues[];
}
type HeaderField = Exclude<keyof RateValues, 'lines'>;
const EMPTY_LINE: LineValues = { fromLocId: '', toLocId: '', vehicleType: '', tripType: 'S', dropSeq: '', charge: '' };

/** A new table: the operator's own (an operator user's company), one empty line. */
export const newRateValues = (toAccnId: string): RateValues => ({
  rateName: '',
  toAccnId,
  customerAccnId: '',
  currency: 'IDR',
  validFrom: '',
  validTo: '',
  lines: [{ ...EMPTY_LINE }],
});

export const rateValues = (r: RateTableDetail): RateValues => ({
  rateName: r.rateName,
  toAccnId: r.toAccnId,
  customerAccnId: r.customerAccnId,
  currency: r.currency,
  validFrom: r.validFrom,
  validTo: r.validTo,
  lines: r.lines.map((l) => ({
    fromLocId: l.fromLocId,
    toLocId: l.toLocId,
    vehicleType: l.vehicleType,
    tripType: l.tripType,
    dropSeq: l.dropSeq ? String(l.dropSeq) : '',
    charge: l.charge,
  })),
});

/** The body the values make (the shared schema's input). */
const bodyOf = (v: RateValues) => ({
  rateName: v.rateName.trim(),
  toAccnId: v.toAccnId,
  customerAccnId: v.customerAccnId,
  currency: v.currency,
  validFrom: v.validFrom,
  validTo: v.validTo,
  lines: v.lines.map((l) => ({
    fromLocId: l.fromLocId,
    toLocId: l.toLocId,
    vehicleType: l.vehicleType,
    tripType: l.tripType,
    dropSeq: l.tripType === 'C' && l.dropSeq ? Number(l.dropSeq) : null,
    charge: l.charge.trim(),
  })),
});

type UpdateBody = ReturnType<typeof rateTableUpdateBody.parse>;
type Verb = Exclude<RateTableAction, 'edit'>;
const VERBS: Verb[] = ['verify', 'approve', 'reject', 'activate', 'deactivate'];
const verbColor = (verb: Verb) =>
  verb === 'reject' || verb === 'deactivate' ? 'red' : verb === 'approve' || verb === 'activate' ? 'green' : undefined;

export interface RateTableFormProps {
  viewType: 'new' | 'edit' | 'view';
  initial: RateValues;
  /** The table read (edit, view). */
  row?: RateTableDetail;
  onReload?: () => void;
}

/**
 * A rate table and its trip rates on the one form hook (the lines a field array), checked with the schemas the
 * server uses (rateTableBody, rateTableUpdateBody with the version read). The operator (or the platform) submits
 * it and edits it while submitted or rejected; level-1 support verifies, a finance head approves, the operator
 * activates and deactivates (with a reason): each button is a verb of the server's `actions`.
 */
export function RateTableForm({ viewType, initial, row, onReload }: RateTableFormProps) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useSessionUser();
  const mayVerify = useCan('rates.verify');
  const mayApprove = useCan('rates.approve');
  // The platform picks the operator; an operator's user makes its own company's tables.
  const platform = mayVerify || mayApprove;
  const [asking, setAsking] = useState<Verb | null>(null);

  const resolver = useMemo(
    () =>
      row
        ? schemaResolver(rateTableUpdateBody, (v: RateValues) => ({ ...bodyOf(v), version: row.version }))
        : schemaResolver(rateTableBody, bodyOf),
    [row],
  );
  const done = (message: string, next: RateTableDetail) => {
    notifySuccess(message);
    queryClient.setQueryData(rateTableKeys.item(next.rateId), next);
    void queryClient.invalidateQueries({ queryKey: rateTableKeys.all });
    void navigate(`${CONTRACT_ROUTES.rateDetail}/view/${next.rateId}`, { replace: true });
  };
  const entity = useEntityForm<RateValues, RateTableBody | UpdateBody>({
    viewType,
    // A table is edited while the server offers `edit` (submitted or rejected, the operator's side).
    locked: viewType === 'edit' && !row?.actions.includes('edit'),
    defaultValues: initial,
    resolver,
    save: (body) =>
      row
        ? api.put<RateTableDetail>(apiPath('rate-tables', row.rateId), body)
        : api.post<RateTableDetail>(apiPath('rate-tables'), body),
    onSaved: (saved) => done(t('rates.saved'), saved as RateTableDetail),
    onReload,
  });
  const act = useMutation({
    mutationFn: ({ verb, reason }: { verb: Verb; reason?: string }) =>
      api.post<RateTableDetail>(apiPath('rate-tables', row!.rateId, verb), {
        version: row!.version,
        ...(reason ? { reason } : {}),
      }),
    onSuccess: (next, { verb }) => {
      setAsking(null);
      done(t(`rates.done.${verb}`), next);
    },
    onError: (error) => {
      setAsking(null);
      entity.fail(error);
    },
  });
  const run = (verb: Verb) => {
    entity.setFormError(null);
    if (RATE_REASON_ACTIONS.includes(verb)) setAsking(verb);
    else act.mutate({ verb });
  };

  const { control, setValue, clearErrors, watch } = entity.form;
  const lineRows = useFieldArray({ control, name: 'lines' });
  const values = watch();
  const editable = !entity.readOnly;
  const operators = usePartyOptions('operator', editable && platform);
  const customers = usePartyOptions('customer', editable);
  const locations = useRateLocations(values.toAccnId, values.customerAccnId, editable);
  const setField = (field: HeaderField, value: string) => {
    setValue(field, value, { shouldDirty: true });
    clearErrors(field);
  };
  const setLine = (i: number, field: keyof LineValues, value: string) => {
    const path = `lines.${i}.${field}` as Path<RateValues>;
    setValue(path, value, { shouldDirty: true });
    clearErrors(path);
  };
  const err = (path: string) => entity.errorOf(path);

  const locationData = (locations.data ?? []).map((o) => ({ value: o.value, label: o.desc }));
  for (const l of row?.lines ?? []) {
    for (const [value, name] of [
      [l.fromLocId, l.fromLocName],
      [l.toLocId, l.toLocName],
    ] as const) {
      if (!locationData.some((d) => d.value === value)) locationData.push({ value, label: name ?? value });
    }
  }
  const vehicleData = VEHICLE_TYPES.map((v) => ({ value: v.value, label: i18n.language.startsWith('id') ? v.descId : v.descEn }));
  const partyData = (opts: { value: string; desc: string }[], current: string, name: string | null | undefined) => {
    const data = opts.map((o) => ({ value: o.value, label: `${o.desc} (${o.value})` }));
    if (current && !data.some((d) => d.value === current))
      data.push({ value: current, label: `${name ?? current} (${current})` });
    return data;
  };
  const partyText = (id: string, name: string | null | undefined) => (id ? `${name ?? id} (${id})` : '');
  const operatorName = row?.toName ?? (values.toAccnId === me.accnId ? me.accnName : null);
  const title = row ? `${t('rates.viewTitle')} ${row.rateId}` : t('rates.newTitle');

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <PageTitle>{title}</PageTitle>
        {row && <StateBadge state={row.state} label={t(`rates.state.${row.state}`)} />}
      </Group>
      {row && (
        <Text size="sm" c="dimmed" data-testid="rt-meta">
          {t('rates.trail', {
            submitted: row.submittedBy ?? '—',
            verified: row.verifiedBy ?? '—',
            approved: row.approvedBy ?? '—',
          })}
        </Text>
      )}
      {row?.reason && (
        <Alert color={row.state === 'REJ' ? 'red' : 'gray'} data-testid="rt-reason">
          {t('rates.reasonLabel')}: {row.reason}
        </Alert>
      )}
      <FormProblems form={entity} conflictTestId="rt-conflict" errorTestId="rt-error" />
      <form data-testid="rt-form" noValidate onSubmit={(e) => void entity.submit(e)}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            {editable ? (
              <TextInput
                label={t('rates.fields.rateName')}
                value={values.rateName}
                onChange={(e) => setField('rateName', e.currentTarget.value)}
                error={err('rateName')}
                withAsterisk
                data-testid="rt-rateName"
              />
            ) : (
              <ReadOnlyValue label={t('rates.fields.rateName')} value={values.rateName} testId="rt-rateName" />
            )}
            {editable && platform ? (
              <Select
                label={t('contracts.fields.operator')}
                searchable
                value={values.toAccnId || null}
                data={partyData(operators.data ?? [], values.toAccnId, row?.toName)}
                onChange={(v) => setField('toAccnId', v ?? '')}
                error={err('toAccnId')}
                withAsterisk
                nothingFoundMessage={t('dropdown.noData')}
                data-testid="rt-toAccnId"
              />
            ) : (
              // An operator's table is its own company's; a saved table keeps its operator.
              <ReadOnlyValue
                label={t('contracts.fields.operator')}
                value={partyText(values.toAccnId, operatorName)}
                testId="rt-toAccnId"
              />
            )}
            {editable ? (
              <Select
                label={t('contracts.fields.customer')}
                searchable
                value={values.customerAccnId || null}
                data={partyData(customers.data ?? [], values.customerAccnId, row?.customerName)}
                onChange={(v) => setField('customerAccnId', v ?? '')}
                error={err('customerAccnId')}
                withAsterisk
                nothingFoundMessage={t('dropdown.noData')}
                data-testid="rt-customerAccnId"
              />
            ) : (
              <ReadOnlyValue
                label={t('contracts.fields.customer')}
                value={partyText(values.customerAccnId, row?.customerName)}
                testId="rt-customerAccnId"
              />
            )}
            {editable ? (
              <NativeSelect
                label={t('contracts.fields.currency')}
                value={values.currency}
                data={[...CONTRACT_CURRENCIES]}
                onChange={(e) => setField('currency', e.currentTarget.value)}
                error={err('currency')}
                withAsterisk
                data-testid="rt-currency"
              />
            ) : (
              <ReadOnlyValue label={t('contracts.fields.currency')} value={values.currency} testId="rt-currency" />
            )}
            {editable ? (
              <DayInput
                label={t('contracts.fields.validFrom')}
                value={values.validFrom}
                onChange={(v) => setField('validFrom', v)}
                error={err('validFrom')}
                withAsterisk
                data-testid="rt-validFrom"
              />
            ) : (
              <ReadOnlyValue label={t('contracts.fields.validFrom')} value={formatDate(values.validFrom)} testId="rt-validFrom" />
            )}
            {editable ? (
              <DayInput
                label={t('contracts.fields.validTo')}
                value={values.validTo}
                onChange={(v) => setField('validTo', v)}
                error={err('validTo')}
                withAsterisk
                data-testid="rt-validTo"
              />
            ) : (
              <ReadOnlyValue label={t('contracts.fields.validTo')} value={formatDate(values.validTo)} testId="rt-validTo" />
            )}
          </SimpleGrid>
          <Group justify="space-between">
            <Title order={4}>{t('rates.lines')}</Title>
            {editable && (
              <Button
                size="xs"
                variant="light"
                onClick={() => {
                  lineRows.append({ ...EMPTY_LINE });
                  clearErrors('lines');
                }}
                data-testid="rt-add-line"
              >
                {t('rates.addLine')}
              </Button>
            )}
          </Group>
          {err('lines') && (
            <Alert color="red" data-testid="rt-lines-error">
              {err('lines')}
            </Alert>
          )}
          {editable && values.customerAccnId && locationData.length === 0 && !locations.isLoading && (
            <Alert color="yellow">{t('rates.noLocations')}</Alert>
          )}
          <ScrollArea>
            <Table data-testid="rt-lines" miw={1000} verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('rates.fields.fromLocId')}</Table.Th>
                  <Table.Th>{t('rates.fields.toLocId')}</Table.Th>
                  <Table.Th>{t('rates.fields.vehicleType')}</Table.Th>
                  <Table.Th>{t('rates.fields.tripType')}</Table.Th>
                  <Table.Th>{t('rates.fields.dropSeq')}</Table.Th>
                  <Table.Th>
                    {t('rates.fields.charge')} ({values.currency})
                  </Table.Th>
                  {editable && <Table.Th />}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {values.lines.map((line, i) =>
                  editable ? (
                    <Table.Tr key={lineRows.fields[i]?.id ?? i} data-testid="rt-line">
                      <Table.Td>
                        <Select
                          aria-label={t('rates.fields.fromLocId')}
                          searchable
                          value={line.fromLocId || null}
                          data={locationData}
                          onChange={(v) => setLine(i, 'fromLocId', v ?? '')}
                          error={err(`lines.${i}.fromLocId`)}
                          nothingFoundMessage={t('dropdown.noData')}
                          data-testid={`rt-line-${i}-fromLocId`}
                        />
                      </Table.Td>
                      <Table.Td>
                        <Select
                          aria-label={t('rates.fields.toLocId')}
                          searchable
                          value={line.toLocId || null}
                          data={locationData}
                          onChange={(v) => setLine(i, 'toLocId', v ?? '')}
                          error={err(`lines.${i}.toLocId`)}
                          nothingFoundMessage={t('dropdown.noData')}
                          data-testid={`rt-line-${i}-toLocId`}
                        />
                      </Table.Td>
                      <Table.Td>
                        <Select
                          aria-label={t('rates.fields.vehicleType')}
                          searchable
                          value={line.vehicleType || null}
                          data={vehicleData}
                          onChange={(v) => setLine(i, 'vehicleType', v ?? '')}
                          error={err(`lines.${i}.vehicleType`)}
                          data-testid={`rt-line-${i}-vehicleType`}
                        />
                      </Table.Td>
                      <Table.Td>
                        <NativeSelect
                          aria-label={t('rates.fields.tripType')}
                          value={line.tripType}
                          data={TRIP_TYPE_CODES.map((c) => ({ value: c, label: t(`rates.tripType.${c}`) }))}
                          onChange={(e) => setLine(i, 'tripType', e.currentTarget.value)}
                          error={err(`lines.${i}.tripType`)}
                          data-testid={`rt-line-${i}-tripType`}
                        />
                      </Table.Td>
                      <Table.Td w={90}>
                        <TextInput
                          aria-label={t('rates.fields.dropSeq')}
                          value={line.dropSeq}
                          disabled={line.tripType !== 'C'}
                          onChange={(e) => setLine(i, 'dropSeq', e.currentTarget.value)}
                          error={err(`lines.${i}.dropSeq`)}
                          inputMode="numeric"
                          {...numericGuards('int')}
                          data-testid={`rt-line-${i}-dropSeq`}
                        />
                      </Table.Td>
                      <Table.Td w={170}>
                        <TextInput
                          aria-label={t('rates.fields.charge')}
                          value={line.charge}
                          onChange={(e) => setLine(i, 'charge', e.currentTarget.value)}
                          error={err(`lines.${i}.charge`)}
                          inputMode="decimal"
                          {...numericGuards('decimal')}
                          data-testid={`rt-line-${i}-charge`}
                        />
                      </Table.Td>
                      <Table.Td w={40}>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('rates.removeLine')}
                          disabled={values.lines.length === 1}
                          onClick={() => lineRows.remove(i)}
                          data-testid={`rt-line-${i}-remove`}
                        >
                          ×
                        </ActionIcon>
                      </Table.Td>
                    </Table.Tr>
                  ) : (
                    <Table.Tr key={i} data-testid="rt-line">
                      <Table.Td>{locationData.find((d) => d.value === line.fromLocId)?.label ?? line.fromLocId}</Table.Td>
                      <Table.Td>{locationData.find((d) => d.value === line.toLocId)?.label ?? line.toLocId}</Table.Td>
                      <Table.Td>{vehicleData.find((d) => d.value === line.vehicleType)?.label ?? line.vehicleType}</Table.Td>
                      <Table.Td>{t(`rates.tripType.${line.tripType}`)}</Table.Td>
                      <Table.Td>{line.dropSeq || '—'}</Table.Td>
                      <Table.Td ta="right">{formatMoney(line.charge, values.currency)}</Table.Td>
                    </Table.Tr>
                  ),
                )}
              </Table.Tbody>
            </Table>
          </ScrollArea>
          <Group>
            <Button variant="default" onClick={() => void navigate(CONTRACT_ROUTES.rateList)} data-testid="rt-back">
              {t('common.back')}
            </Button>
            {editable && (
              <Button type="submit" loading={entity.saving} data-testid="rt-save">
                {row ? t('rates.resubmit') : t('common.submit')}
              </Button>
            )}
            {row && !editable && row.actions.includes('edit') && (
              <Button
                variant="light"
                onClick={() => void navigate(`${CONTRACT_ROUTES.rateDetail}/edit/${row.rateId}`)}
                data-testid="rt-edit"
              >
                {t('rates.edit')}
              </Button>
            )}
            {row &&
              !editable &&
              VERBS.filter((verb) => row.actions.includes(verb)).map((verb) => (
                <Button
                  key={verb}
                  color={verbColor(verb)}
                  variant={verbColor(verb) === 'red' ? 'light' : 'filled'}
                  loading={act.isPending && act.variables?.verb === verb}
                  onClick={() => run(verb)}
                  data-testid={`rt-${verb}`}
                >
                  {t(`rates.actions.${verb}`)}
                </Button>
              ))}
          </Group>
        </Stack>
      </form>
      <ReasonModal
        opened={asking !== null}
        title={asking ? t(`rates.actions.${asking}`) : ''}
        required
        confirmLabel={asking ? t(`rates.actions.${asking}`) : ''}
        confirmColor="red"
        busy={act.isPending}
        onConfirm={(reason) => asking && act.mutate({ verb: asking, reason })}
        onClose={() => setAsking(null)}
      />
      {entity.dialog}
    </Stack>
  );
}
