import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Loader,
  Modal,
  NativeSelect,
  ScrollArea,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { CONTRACT_CURRENCIES, OPERATOR_ACCOUNT_TYPES } from '../../domain/contracts/contracts';
import {
  RATE_REASON_ACTIONS,
  RATE_TABLE_STATES,
  TRIP_TYPE_CODES,
  rateTableBody,
  rateTableUpdateBody,
  type RateTableAction,
  type RateTableDetail,
  type RateTableRow,
} from '../../domain/contracts/rate-tables';
import { formatDate, formatMoney } from '../../domain/format';
import { VEHICLE_TYPES } from '../../domain/lookups';
import { apiPath } from '../administration/admin-api';
import { useCan } from '../administration/use-can';
import { useApi } from '../app/api-context';
import { PATHS } from '../app/paths';
import { notifySuccess } from '../general/notify';
import { ConflictAlert } from '../components/form/conflict-alert';
import { DayInput } from '../components/form/date-inputs';
import { ReadOnlyValue } from '../components/form/read-only-value';
import { saveProblemOf } from '../components/form/server-errors';
import { errorMessage } from '../lib/error-message';

/** Field path -> translated text. */
type FieldErrorMap = Partial<Record<string, string>>;
import { numericGuards } from '../resources/numeric-input';
import { useSessionUser } from '../shell/session-user';
import { CONTRACT_ROUTES, usePartyOptions, useRateLocations } from './contracts-api';
import { NewButton, PagedList, type ListColumn as Column } from '../components/server-list';
import { StateBadge } from './state-badge';
import { rateTableKeys } from './contract-keys';
import { PageTitle } from '../components/page-title';

/** /manage/ratetable and /administrations/rateTable-management: rate tables the user is party to (platform: all). */
export function RateTableListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const allowed = useCan('rates.read');
  const mayManage = useCan('rates.manage');
  const mayVerify = useCan('rates.verify');
  const mayApprove = useCan('rates.approve');
  const platform = mayVerify || mayApprove;
  const customers = usePartyOptions('customer', platform);
  const operators = usePartyOptions('operator', platform);
  if (!allowed) return <Navigate to={PATHS.noPermission} replace />;
  const partyFilters = platform
    ? [
        {
          name: 'toAccnId',
          label: t('contracts.fields.operator'),
          options: (operators.data ?? []).map((o) => ({ value: o.value, label: o.desc })),
        },
        {
          name: 'customerAccnId',
          label: t('contracts.fields.customer'),
          options: (customers.data ?? []).map((o) => ({ value: o.value, label: o.desc })),
        },
      ]
    : [];
  // rates.manage is the truck operator's and the back office's alone (src/domain/permissions.ts, by company type).
  const mayCreate = mayManage;
  const columns: Column<RateTableRow>[] = [
    { key: 'rateId', label: t('rates.fields.rateId'), sortable: true, render: (r) => r.rateId },
    { key: 'rateName', label: t('rates.fields.rateName'), sortable: true, render: (r) => r.rateName },
    { key: 'toName', label: t('contracts.fields.operator'), sortable: true, render: (r) => r.toName },
    { key: 'customerName', label: t('contracts.fields.customer'), sortable: true, render: (r) => r.customerName },
    {
      key: 'validFrom',
      label: t('contracts.fields.validity'),
      sortable: true,
      render: (r) => `${formatDate(r.validFrom)} – ${formatDate(r.validTo)}`,
    },
    { key: 'lineCount', label: t('rates.fields.lineCount'), render: (r) => r.lineCount },
    {
      key: 'state',
      label: t('rates.fields.state'),
      sortable: true,
      render: (r) => <StateBadge state={r.state} label={t(`rates.state.${r.state}`)} />,
    },
  ];
  return (
    <PagedList<RateTableRow>
      testId="rate-tables"
      title={t('rates.listTitle')}
      path={apiPath('rate-tables')}
      queryKey={rateTableKeys.list}
      columns={columns}
      filters={[
        {
          name: 'state',
          label: t('rates.fields.state'),
          options: RATE_TABLE_STATES.map((s) => ({ value: s, label: t(`rates.state.${s}`) })),
        },
        ...partyFilters,
      ]}
      defaultSort={{ field: 'updatedAt', order: 'desc' }}
      rowKey={(r) => r.rateId}
      onOpen={(r) => void navigate(`${CONTRACT_ROUTES.rateDetail}/view/${encodeURIComponent(r.rateId)}`)}
      headerActions={
        mayCreate && (
          <NewButton
            label={t('rates.new')}
            onClick={() => void navigate(`${CONTRACT_ROUTES.rateDetail}/new`)}
            testId="rate-table-new"
          />
        )
      }
    />
  );
}

interface LineValues {
  fromLocId: string;
  toLocId: string;
  vehicleType: string;
  tripType: string;
  dropSeq: string;
  charge: string;
}
interface Values {
  rateName: string;
  toAccnId: string;
  customerAccnId: string;
  currency: string;
  validFrom: string;
  validTo: string;
  lines: LineValues[];
}
const EMPTY_LINE: LineValues = { fromLocId: '', toLocId: '', vehicleType: '', tripType: 'S', dropSeq: '', charge: '' };

const valuesOf = (r: RateTableDetail): Values => ({
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

const bodyOf = (v: Values) => ({
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

type Verb = Exclude<RateTableAction, 'edit'>;
const VERBS: Verb[] = ['verify', 'approve', 'reject', 'activate', 'deactivate'];

/**
 * /manage/ratetable-details/{viewType}/{id}: a rate table with its trip rates. The operator (or the platform)
 * submits and edits it while submitted or rejected; level-1 support verifies, a finance head approves, the
 * operator activates and deactivates (with a reason).
 */
export function RateTableDetailPage() {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useSessionUser();
  const { viewType = '', id = '' } = useParams();
  const allowed = useCan('rates.read');
  const mayManage = useCan('rates.manage');
  const mayVerify = useCan('rates.verify');
  const mayApprove = useCan('rates.approve');
  const platform = mayVerify || mayApprove;
  const isNew = viewType === 'new';
  const table = useQuery({
    queryKey: rateTableKeys.item(id),
    queryFn: ({ signal }) => api.get<RateTableDetail>(apiPath('rate-tables', id), { signal }),
    enabled: allowed && !isNew && id !== '',
  });
  const operators = usePartyOptions('operator', mayManage && platform);
  const customers = usePartyOptions('customer', mayManage);
  const [edited, setEdited] = useState<Values | null>(null);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [asking, setAsking] = useState<Verb | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const row = table.data;
  const ownOperator = (OPERATOR_ACCOUNT_TYPES as readonly string[]).includes(me.accnType);
  const initial: Values = row
    ? valuesOf(row)
    : {
        rateName: '',
        toAccnId: ownOperator && !platform ? me.accnId : '',
        customerAccnId: '',
        currency: 'IDR',
        validFrom: '',
        validTo: '',
        lines: [{ ...EMPTY_LINE }],
      };
  const values = edited ?? initial;
  const locations = useRateLocations(values.toAccnId, values.customerAccnId, mayManage);
  const save = useMutation({
    mutationFn: (body: unknown) =>
      isNew
        ? api.post<RateTableDetail>(apiPath('rate-tables'), body)
        : api.put<RateTableDetail>(apiPath('rate-tables', id), body),
  });
  const act = useMutation({
    mutationFn: ({ verb, body }: { verb: Verb; body: unknown }) =>
      api.post<RateTableDetail>(apiPath('rate-tables', id, verb), body),
  });

  if (!allowed) return <Navigate to={PATHS.noPermission} replace />;
  if (!['new', 'edit', 'view'].includes(viewType) || (!isNew && !id)) return <Navigate to={PATHS.notFound} replace />;
  if (isNew && !mayManage) return <Navigate to={PATHS.noPermission} replace />;
  if (!isNew && table.isLoading) return <Loader aria-label={t('common.loading')} />;
  if (!isNew && (table.isError || !row)) return <Alert color="red">{errorMessage(table.error, t)}</Alert>;

  // A new table is the operator's (or the back office's); an existing one's verbs are the server's `actions`.
  const editable = isNew ? mayManage : viewType === 'edit' && row!.actions.includes('edit');
  const mayDo = (verb: Verb): boolean => !!row && row.actions.includes(verb);

  const setField = (field: Exclude<keyof Values, 'lines'>, value: string) => {
    setEdited({ ...values, [field]: value });
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const setLine = (i: number, field: keyof LineValues, value: string) => {
    setEdited({ ...values, lines: values.lines.map((l, j) => (j === i ? { ...l, [field]: value } : l)) });
    setErrors((e) => ({ ...e, [`lines.${i}.${field}`]: undefined }));
  };
  const issuesToErrors = (issues: { path: PropertyKey[]; message: string }[]): FieldErrorMap => {
    const out: FieldErrorMap = {};
    for (const issue of issues) {
      const key = issue.path.map(String).join('.') || '_form';
      out[key] ??= t(issue.message);
    }
    return out;
  };
  const done = (message: string, next?: RateTableDetail) => {
    notifySuccess(message);
    setEdited(null);
    void queryClient.invalidateQueries({ queryKey: rateTableKeys.all });
    if (next) void navigate(`${CONTRACT_ROUTES.rateDetail}/view/${next.rateId}`, { replace: true });
  };
  const failed = (err: unknown) => {
    const known = ['rateName', 'toAccnId', 'customerAccnId', 'currency', 'validFrom', 'validTo', 'lines'];
    const problem = saveProblemOf(err, (path) => known.includes(path) || path.startsWith('lines.'), t);
    setErrors(problem.fields);
    setFormError(problem.form);
    setConflict(problem.conflict);
  };
  const onSave = () => {
    setFormError(null);
    setConflict(null);
    const body = isNew ? bodyOf(values) : { ...bodyOf(values), version: row!.version };
    const parsed = (isNew ? rateTableBody : rateTableUpdateBody).safeParse(body);
    if (!parsed.success) {
      setErrors(issuesToErrors(parsed.error.issues));
      return;
    }
    save.mutate(parsed.data, { onSuccess: (saved) => done(t('rates.saved'), saved), onError: failed });
  };
  const run = (verb: Verb, withReason?: string) => {
    setConflict(null);
    setFormError(null);
    if (RATE_REASON_ACTIONS.includes(verb) && withReason === undefined) {
      setReason('');
      setReasonError(null);
      setAsking(verb);
      return;
    }
    act.mutate(
      { verb, body: { version: row!.version, ...(withReason ? { reason: withReason } : {}) } },
      {
        onSuccess: (next) => {
          setAsking(null);
          done(t(`rates.done.${verb}`), next);
        },
        onError: (err) => {
          setAsking(null);
          failed(err);
        },
      },
    );
  };

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
  const title = isNew ? t('rates.newTitle') : `${t('rates.viewTitle')} ${row!.rateId}`;

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
      {conflict !== null && (
        <ConflictAlert
          message={conflict}
          testId="rt-conflict"
          onReload={() => {
            setConflict(null);
            setEdited(null);
            void table.refetch();
          }}
        />
      )}
      {formError && <Alert color="red">{formError}</Alert>}
      <form
        data-testid="rt-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (editable) onSave();
        }}
      >
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            {editable ? (
              <TextInput
                label={t('rates.fields.rateName')}
                value={values.rateName}
                onChange={(e) => setField('rateName', e.currentTarget.value)}
                error={errors.rateName}
                withAsterisk
                data-testid="rt-rateName"
              />
            ) : (
              <ReadOnlyValue label={t('rates.fields.rateName')} value={values.rateName} testId="rt-rateName" />
            )}
            <Select
              label={t('contracts.fields.operator')}
              searchable
              value={values.toAccnId || null}
              data={partyData(
                platform ? (operators.data ?? []) : [{ value: me.accnId, desc: me.accnName }],
                values.toAccnId,
                row?.toName,
              )}
              onChange={(v) => setField('toAccnId', v ?? '')}
              error={errors.toAccnId}
              disabled={!editable || !platform}
              withAsterisk={editable}
              data-testid="rt-toAccnId"
            />
            <Select
              label={t('contracts.fields.customer')}
              searchable
              value={values.customerAccnId || null}
              data={partyData(customers.data ?? [], values.customerAccnId, row?.customerName)}
              onChange={(v) => setField('customerAccnId', v ?? '')}
              error={errors.customerAccnId}
              disabled={!editable}
              withAsterisk={editable}
              data-testid="rt-customerAccnId"
            />
            <NativeSelect
              label={t('contracts.fields.currency')}
              value={values.currency}
              data={[...CONTRACT_CURRENCIES]}
              onChange={(e) => setField('currency', e.currentTarget.value)}
              error={errors.currency}
              disabled={!editable}
              data-testid="rt-currency"
            />
            {editable ? (
              <DayInput
                label={t('contracts.fields.validFrom')}
                value={values.validFrom}
                onChange={(v) => setField('validFrom', v)}
                error={errors.validFrom}
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
                error={errors.validTo}
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
                onClick={() => setEdited({ ...values, lines: [...values.lines, { ...EMPTY_LINE }] })}
                data-testid="rt-add-line"
              >
                {t('rates.addLine')}
              </Button>
            )}
          </Group>
          {errors.lines && <Alert color="red">{errors.lines}</Alert>}
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
                    <Table.Tr key={i} data-testid="rt-line">
                      <Table.Td>
                        <Select
                          aria-label={t('rates.fields.fromLocId')}
                          searchable
                          value={line.fromLocId || null}
                          data={locationData}
                          onChange={(v) => setLine(i, 'fromLocId', v ?? '')}
                          error={errors[`lines.${i}.fromLocId`]}
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
                          error={errors[`lines.${i}.toLocId`]}
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
                          error={errors[`lines.${i}.vehicleType`]}
                          data-testid={`rt-line-${i}-vehicleType`}
                        />
                      </Table.Td>
                      <Table.Td>
                        <NativeSelect
                          aria-label={t('rates.fields.tripType')}
                          value={line.tripType}
                          data={TRIP_TYPE_CODES.map((c) => ({ value: c, label: t(`rates.tripType.${c}`) }))}
                          onChange={(e) => setLine(i, 'tripType', e.currentTarget.value)}
                          error={errors[`lines.${i}.tripType`]}
                          data-testid={`rt-line-${i}-tripType`}
                        />
                      </Table.Td>
                      <Table.Td w={90}>
                        <TextInput
                          aria-label={t('rates.fields.dropSeq')}
                          value={line.dropSeq}
                          disabled={line.tripType !== 'C'}
                          onChange={(e) => setLine(i, 'dropSeq', e.currentTarget.value)}
                          error={errors[`lines.${i}.dropSeq`]}
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
                          error={errors[`lines.${i}.charge`]}
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
                          onClick={() => setEdited({ ...values, lines: values.lines.filter((_, j) => j !== i) })}
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
              <Button type="submit" loading={save.isPending} data-testid="rt-save">
                {isNew ? t('common.submit') : t('rates.resubmit')}
              </Button>
            )}
            {!isNew && !editable && row?.actions.includes('edit') && (
              <Button
                variant="light"
                onClick={() => void navigate(`${CONTRACT_ROUTES.rateDetail}/edit/${row.rateId}`)}
                data-testid="rt-edit"
              >
                {t('rates.edit')}
              </Button>
            )}
            {!editable &&
              VERBS.filter(mayDo).map((verb) => (
                <Button
                  key={verb}
                  color={
                    verb === 'reject' || verb === 'deactivate'
                      ? 'red'
                      : verb === 'approve' || verb === 'activate'
                        ? 'green'
                        : undefined
                  }
                  variant={verb === 'reject' || verb === 'deactivate' ? 'light' : 'filled'}
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
      <Modal opened={asking !== null} onClose={() => setAsking(null)} title={asking ? t(`rates.actions.${asking}`) : ''} centered>
        <Textarea
          label={t('rates.reasonLabel')}
          value={reason}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            setReasonError(null);
          }}
          error={reasonError}
          withAsterisk
          rows={3}
          data-testid="rt-reason-input"
        />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setAsking(null)}>
            {t('common.cancel')}
          </Button>
          <Button
            color="red"
            loading={act.isPending}
            onClick={() => {
              if (!reason.trim()) setReasonError(t('validation.required'));
              else if (asking) run(asking, reason.trim());
            }}
            data-testid="rt-reason-confirm"
          >
            {asking ? t(`rates.actions.${asking}`) : ''}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
