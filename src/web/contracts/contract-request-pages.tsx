import {
  Alert,
  Anchor,
  Button,
  Group,
  Loader,
  Modal,
  NativeSelect,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  CONTRACT_CURRENCIES,
  CONTRACT_FINANCING_TYPES,
  CONTRACT_REQUEST_KINDS,
  CONTRACT_REQUEST_STATES,
  FEE_TYPES,
  addToDate,
  contractRequestBody,
  contractRequestUpdateBody,
  type ContractRequestKind,
  type ContractRequestRow,
  type ContractRow,
} from '../../domain/contracts/contracts';
import { formatDate, formatDateTime } from '../../domain/format';
import { apiPath } from '../administration/admin-api';
import { useCan } from '../administration/use-can';
import { useApi } from '../app/api-context';
import { PATHS } from '../app/paths';
import { useConfirm } from '../general/confirm-dialog';
import { notifySuccess } from '../general/notify';
import { errorMessage } from '../lib/error-message';
import { ConflictAlert } from '../components/form/conflict-alert';
import { DayInput } from '../components/form/date-inputs';
import { ReadOnlyValue } from '../components/form/read-only-value';
import { schemaProblems } from '../components/form/schema-resolver';
import { saveProblemOf } from '../components/form/server-errors';
import { numericGuards } from '../resources/numeric-input';
import { useSessionUser } from '../shell/session-user';
import { CONTRACT_ROUTES, usePartyOptions } from './contracts-api';
import { NewButton, PagedList, type ListColumn as Column } from '../components/server-list';
import { StateBadge } from './state-badge';
import { contractKeys, contractRequestKeys } from './contract-keys';
import { PageTitle } from '../components/page-title';

/** /opadmin/contractrequest: every contract request, newest first (the contract back office). */
export function ContractRequestListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mayRequest = useCan('contracts.request');
  const mayApprove = useCan('contracts.approve');
  if (!mayRequest && !mayApprove) return <Navigate to={PATHS.noPermission} replace />;
  const columns: Column<ContractRequestRow>[] = [
    { key: 'reqId', label: t('contracts.fields.reqId'), sortable: true, render: (r) => r.reqId },
    { key: 'reqKind', label: t('contracts.fields.reqKind'), render: (r) => t(`contracts.kind.${r.reqKind}`) },
    { key: 'contractId', label: t('contracts.fields.contractId'), render: (r) => r.contractId ?? '—' },
    { key: 'customerName', label: t('contracts.fields.customer'), sortable: true, render: (r) => r.customerName },
    { key: 'toName', label: t('contracts.fields.operator'), sortable: true, render: (r) => r.toName },
    { key: 'validFrom', label: t('contracts.fields.validFrom'), sortable: true, render: (r) => formatDate(r.validFrom) },
    { key: 'validTo', label: t('contracts.fields.validTo'), sortable: true, render: (r) => formatDate(r.validTo) },
    {
      key: 'state',
      label: t('contracts.fields.state'),
      sortable: true,
      render: (r) => <StateBadge state={r.state} label={t(`contracts.requestState.${r.state}`)} />,
    },
  ];
  return (
    <PagedList<ContractRequestRow>
      testId="contract-requests"
      title={t('contracts.requestListTitle')}
      path={apiPath('contract-requests')}
      queryKey={contractRequestKeys.list}
      columns={columns}
      filters={[
        {
          name: 'state',
          label: t('contracts.fields.state'),
          options: CONTRACT_REQUEST_STATES.map((s) => ({ value: s, label: t(`contracts.requestState.${s}`) })),
        },
        {
          name: 'reqKind',
          label: t('contracts.fields.reqKind'),
          options: CONTRACT_REQUEST_KINDS.map((k) => ({ value: k, label: t(`contracts.kind.${k}`) })),
        },
      ]}
      defaultSort={{ field: 'createdAt', order: 'desc' }}
      rowKey={(r) => r.reqId}
      onOpen={(r) => void navigate(`${CONTRACT_ROUTES.requestDetail}/view/${encodeURIComponent(r.reqId)}`)}
      headerActions={
        mayRequest && (
          <NewButton
            label={t('contracts.newRequest')}
            onClick={() => void navigate(`${CONTRACT_ROUTES.requestDetail}/new`)}
            testId="contract-request-new"
          />
        )
      }
    />
  );
}

const TERM_FIELDS = [
  'contractId',
  'customerAccnId',
  'toAccnId',
  'validFrom',
  'validTo',
  'currency',
  'customerPaymentTermDays',
  'toPaymentTermDays',
  'customerFeeType',
  'customerFeeValue',
  'toFeeType',
  'toFeeValue',
  'financingType',
  'remarks',
] as const;
type TermField = (typeof TERM_FIELDS)[number];
type Values = Record<TermField, string> & { reqKind: ContractRequestKind };

const EMPTY: Values = {
  reqKind: 'NEW',
  contractId: '',
  customerAccnId: '',
  toAccnId: '',
  validFrom: '',
  validTo: '',
  currency: 'IDR',
  customerPaymentTermDays: '30',
  toPaymentTermDays: '30',
  customerFeeType: 'PCT',
  customerFeeValue: '',
  toFeeType: 'PCT',
  toFeeValue: '',
  financingType: 'NON_FINANCING',
  remarks: '',
};

const valuesOf = (
  r: Omit<ContractRow, 'status' | 'contractId'> & { contractId: string | null },
  kind: ContractRequestKind,
): Values => ({
  reqKind: kind,
  contractId: r.contractId ?? '',
  customerAccnId: r.customerAccnId,
  toAccnId: r.toAccnId,
  validFrom: r.validFrom,
  validTo: r.validTo,
  currency: r.currency,
  customerPaymentTermDays: String(r.customerPaymentTermDays),
  toPaymentTermDays: String(r.toPaymentTermDays),
  customerFeeType: r.customerFeeType,
  customerFeeValue: r.customerFeeValue,
  toFeeType: r.toFeeType,
  toFeeValue: r.toFeeValue,
  financingType: r.financingType,
  remarks: r.remarks ?? '',
});

const termsBody = (v: Values) => ({
  customerAccnId: v.customerAccnId,
  toAccnId: v.toAccnId,
  validFrom: v.validFrom,
  validTo: v.validTo,
  currency: v.currency,
  customerPaymentTermDays: v.customerPaymentTermDays === '' ? undefined : Number(v.customerPaymentTermDays),
  toPaymentTermDays: v.toPaymentTermDays === '' ? undefined : Number(v.toPaymentTermDays),
  customerFeeType: v.customerFeeType,
  customerFeeValue: v.customerFeeValue.trim(),
  toFeeType: v.toFeeType,
  toFeeValue: v.toFeeValue.trim(),
  financingType: v.financingType,
  remarks: v.remarks.trim() || null,
});

type Verb = 'submit' | 'approve' | 'reject' | 'delete';

/**
 * /opadmin/contractrequest/{viewType}/{contractReqId}: draft (new, edit) and view a request; the buttons are
 * those the state table and the user's permissions allow (submit, delete for the drafter; approve, reject for
 * a finance head who did not draft or submit it).
 */
export function ContractRequestDetailPage() {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useSessionUser();
  const { confirm, dialog } = useConfirm();
  const [search] = useSearchParams();
  const { viewType = '', contractReqId = '' } = useParams();
  const mayRequest = useCan('contracts.request');
  const mayApprove = useCan('contracts.approve');
  const isNew = viewType === 'new';
  const fromContract = isNew ? (search.get('contractId') ?? '') : '';
  const kindParam = search.get('kind');
  const newKind: ContractRequestKind = fromContract && (kindParam === 'UPDATE' || kindParam === 'RENEWAL') ? kindParam : 'NEW';

  const request = useQuery({
    queryKey: contractRequestKeys.item(contractReqId),
    queryFn: ({ signal }) => api.get<ContractRequestRow>(apiPath('contract-requests', contractReqId), { signal }),
    enabled: !isNew && contractReqId !== '',
  });
  const source = useQuery({
    queryKey: contractKeys.item(fromContract),
    queryFn: ({ signal }) => api.get<ContractRow>(apiPath('contracts', fromContract), { signal }),
    enabled: fromContract !== '',
  });
  const customers = usePartyOptions('customer', mayRequest || mayApprove);
  const operators = usePartyOptions('operator', mayRequest || mayApprove);
  const [edited, setEdited] = useState<Values | null>(null);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: (body: unknown) =>
      isNew
        ? api.post<ContractRequestRow>(apiPath('contract-requests'), body)
        : api.put<ContractRequestRow>(apiPath('contract-requests', contractReqId), body),
  });
  const act = useMutation({
    mutationFn: ({ verb, body }: { verb: Verb; body: unknown }) =>
      api.post<ContractRequestRow>(apiPath('contract-requests', contractReqId, verb), body),
  });

  if (!mayRequest && !mayApprove) return <Navigate to={PATHS.noPermission} replace />;
  if (!['new', 'edit', 'view'].includes(viewType) || (!isNew && !contractReqId)) return <Navigate to={PATHS.notFound} replace />;
  if (isNew && !mayRequest) return <Navigate to={PATHS.noPermission} replace />;
  if (!isNew && request.isLoading) return <Loader aria-label={t('common.loading')} />;
  if (!isNew && (request.isError || !request.data)) return <Alert color="red">{errorMessage(request.error, t)}</Alert>;
  if (fromContract && source.isLoading) return <Loader aria-label={t('common.loading')} />;

  const row = request.data;
  const kind: ContractRequestKind = row?.reqKind ?? newKind;
  // A renewal proposes the year after the current end date.
  const renewal = (c: ContractRow): Values => ({
    ...valuesOf(c, 'RENEWAL'),
    validFrom: addToDate(c.validTo, { days: 1 }),
    validTo: addToDate(c.validTo, { months: 12 }),
  });
  const initial: Values = row
    ? valuesOf(row, row.reqKind)
    : source.data
      ? newKind === 'RENEWAL'
        ? renewal(source.data)
        : valuesOf(source.data, newKind)
      : EMPTY;
  const values = edited ?? initial;
  // The verbs this user may use now, as the server sent them (state, permission and maker-checker).
  const actions = row?.actions ?? [];
  const editable = isNew || (viewType === 'edit' && actions.includes('save'));
  const partiesLocked = !editable || kind !== 'NEW';
  const decidedByMe = Boolean(row && [row.requestedBy, row.submittedBy].includes(me.usrId));
  const can = (verb: Verb) => actions.includes(verb);

  const set = (field: TermField, value: string) => {
    setEdited({ ...values, [field]: value });
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const done = (message: string, next?: ContractRequestRow) => {
    notifySuccess(message);
    setEdited(null);
    void queryClient.invalidateQueries({ queryKey: contractRequestKeys.all });
    void queryClient.invalidateQueries({ queryKey: contractKeys.all });
    if (next) void navigate(`${CONTRACT_ROUTES.requestDetail}/view/${next.reqId}`, { replace: true });
  };
  const failed = (err: unknown) => {
    const problem = saveProblemOf(err, (path) => (TERM_FIELDS as readonly string[]).includes(path), t);
    setErrors(problem.fields);
    setFormError(problem.form);
    setConflict(problem.conflict);
  };

  const onSave = () => {
    setFormError(null);
    setConflict(null);
    const body = isNew
      ? { reqKind: kind, ...(kind === 'NEW' ? {} : { contractId: values.contractId }), ...termsBody(values) }
      : { ...termsBody(values), version: row!.version };
    const schema = isNew ? contractRequestBody : contractRequestUpdateBody;
    const problems = schemaProblems(schema, body, t);
    if (problems) {
      setErrors(problems);
      return;
    }
    save.mutate(schema.parse(body), { onSuccess: (saved) => done(t('contracts.saved'), saved), onError: failed });
  };

  const run = async (verb: Verb) => {
    setConflict(null);
    setFormError(null);
    if (verb === 'reject') {
      setReason('');
      setReasonError(null);
      setRejecting(true);
      return;
    }
    if (verb === 'delete' && !(await confirm(t('contracts.confirmDelete', { id: row!.reqId })))) return;
    act.mutate(
      { verb, body: { version: row!.version } },
      { onSuccess: (next) => done(t(`contracts.done.${verb}`), next), onError: failed },
    );
  };
  const reject = () => {
    if (!reason.trim()) {
      setReasonError(t('validation.required'));
      return;
    }
    act.mutate(
      { verb: 'reject', body: { version: row!.version, reason: reason.trim() } },
      {
        onSuccess: (next) => {
          setRejecting(false);
          done(t('contracts.done.reject'), next);
        },
        onError: (err) => {
          setRejecting(false);
          failed(err);
        },
      },
    );
  };

  const text = (
    field: TermField,
    label: string,
    extra: { type?: string; digits?: boolean; decimal?: boolean; disabled?: boolean } = {},
  ) =>
    !editable ? (
      <ReadOnlyValue
        label={label}
        value={extra.type === 'date' ? formatDate(values[field]) : values[field]}
        testId={`cr-${field}`}
      />
    ) : extra.type === 'date' ? (
      <DayInput
        label={label}
        value={values[field]}
        onChange={(v) => set(field, v)}
        error={errors[field]}
        withAsterisk
        data-testid={`cr-${field}`}
      />
    ) : (
      <TextInput
        label={label}
        value={values[field]}
        onChange={(e) => set(field, e.currentTarget.value)}
        error={errors[field]}
        disabled={extra.disabled}
        withAsterisk={field !== 'remarks'}
        inputMode={extra.digits || extra.decimal ? 'decimal' : undefined}
        {...(extra.digits ? numericGuards('int') : extra.decimal ? numericGuards('decimal') : {})}
        data-testid={`cr-${field}`}
      />
    );
  const select = (field: TermField, label: string, options: readonly string[], labelOf: (v: string) => string) =>
    !editable ? (
      <ReadOnlyValue label={label} value={values[field] ? labelOf(values[field]) : ''} testId={`cr-${field}`} />
    ) : (
      <NativeSelect
        label={label}
        value={values[field]}
        data={options.map((o) => ({ value: o, label: labelOf(o) }))}
        onChange={(e) => set(field, e.currentTarget.value)}
        error={errors[field]}
        withAsterisk
        data-testid={`cr-${field}`}
      />
    );
  const party = (field: 'customerAccnId' | 'toAccnId', label: string, options: { value: string; desc: string }[]) => {
    const data = options.map((o) => ({ value: o.value, label: `${o.desc} (${o.value})` }));
    const current = values[field];
    if (current && !data.some((d) => d.value === current)) {
      const name = field === 'customerAccnId' ? row?.customerName : row?.toName;
      data.push({ value: current, label: `${name ?? current} (${current})` });
    }
    if (partiesLocked)
      return (
        <ReadOnlyValue label={label} value={data.find((d) => d.value === current)?.label ?? current} testId={`cr-${field}`} />
      );
    return (
      <Select
        label={label}
        searchable
        value={current || null}
        data={data}
        onChange={(v) => set(field, v ?? '')}
        error={errors[field]}
        withAsterisk
        nothingFoundMessage={t('dropdown.noData')}
        data-testid={`cr-${field}`}
      />
    );
  };

  const title = isNew ? t(`contracts.newTitle.${kind}`) : `${t('contracts.requestTitle')} ${row!.reqId}`;
  return (
    <Stack gap="md" maw={1000}>
      <Group justify="space-between">
        <PageTitle>{title}</PageTitle>
        {row && <StateBadge state={row.state} label={t(`contracts.requestState.${row.state}`)} />}
      </Group>
      {row && (
        <Text size="sm" c="dimmed" data-testid="cr-meta">
          {t(`contracts.kind.${row.reqKind}`)}
          {row.contractId && (
            <>
              {' · '}
              <Anchor
                size="sm"
                onClick={() => void navigate(`${CONTRACT_ROUTES.opadminContracts}/view/${row.contractId}`)}
                data-testid="cr-contract-link"
              >
                {t('contracts.fields.contractId')} {row.contractId}
              </Anchor>
            </>
          )}{' '}
          · {t('contracts.requestedBy', { user: row.requestedBy })}
          {row.decidedBy && row.decidedAt
            ? ` · ${t('contracts.decidedBy', { user: row.decidedBy, at: formatDateTime(row.decidedAt) })}`
            : ''}
        </Text>
      )}
      {row?.decisionReason && (
        <Alert color={row.state.endsWith('REJECTED') ? 'red' : 'blue'} data-testid="cr-decision-reason">
          {row.decisionReason}
        </Alert>
      )}
      {conflict !== null && (
        <ConflictAlert
          message={conflict}
          testId="cr-conflict"
          onReload={() => {
            setConflict(null);
            setEdited(null);
            void request.refetch();
          }}
        />
      )}
      {formError && <Alert color="red">{formError}</Alert>}
      {decidedByMe && mayApprove && row?.state.endsWith('_SUBMITTED') && (
        <Alert color="yellow" data-testid="cr-maker-checker">
          {t('contracts.makerCheckerHint')}
        </Alert>
      )}
      <form
        data-testid="cr-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (editable) onSave();
        }}
      >
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {party('customerAccnId', t('contracts.fields.customer'), customers.data ?? [])}
            {party('toAccnId', t('contracts.fields.operator'), operators.data ?? [])}
            {text('validFrom', t('contracts.fields.validFrom'), { type: 'date' })}
            {text('validTo', t('contracts.fields.validTo'), { type: 'date' })}
            {select('currency', t('contracts.fields.currency'), CONTRACT_CURRENCIES, (v) => v)}
            {select('financingType', t('contracts.fields.financingType'), CONTRACT_FINANCING_TYPES, (v) =>
              t(`contracts.financing.${v}`),
            )}
            {text('customerPaymentTermDays', t('contracts.fields.customerPaymentTermDays'), { digits: true })}
            {text('toPaymentTermDays', t('contracts.fields.toPaymentTermDays'), { digits: true })}
            {select('customerFeeType', t('contracts.fields.customerFeeType'), FEE_TYPES, (v) => t(`contracts.feeType.${v}`))}
            {text('customerFeeValue', t('contracts.fields.customerFeeValue'), { decimal: true })}
            {select('toFeeType', t('contracts.fields.toFeeType'), FEE_TYPES, (v) => t(`contracts.feeType.${v}`))}
            {text('toFeeValue', t('contracts.fields.toFeeValue'), { decimal: true })}
          </SimpleGrid>
          {editable ? (
            <Textarea
              label={t('contracts.fields.remarks')}
              value={values.remarks}
              onChange={(e) => set('remarks', e.currentTarget.value)}
              error={errors.remarks}
              rows={2}
              data-testid="cr-remarks"
            />
          ) : (
            <ReadOnlyValue label={t('contracts.fields.remarks')} value={values.remarks} testId="cr-remarks" />
          )}
          <Group>
            <Button variant="default" onClick={() => void navigate(CONTRACT_ROUTES.requestList)} data-testid="cr-back">
              {t('common.back')}
            </Button>
            {editable && (
              <Button type="submit" loading={save.isPending} data-testid="cr-save">
                {t('common.save')}
              </Button>
            )}
            {!isNew && viewType === 'view' && can('submit') && (
              <Button
                variant="light"
                onClick={() => void navigate(`${CONTRACT_ROUTES.requestDetail}/edit/${row!.reqId}`)}
                data-testid="cr-edit"
              >
                {t('contracts.edit')}
              </Button>
            )}
            {!isNew && !editable && can('submit') && (
              <Button onClick={() => void run('submit')} loading={act.isPending} data-testid="cr-submit">
                {t('common.submit')}
              </Button>
            )}
            {!isNew && !editable && can('approve') && (
              <Button color="green" onClick={() => void run('approve')} loading={act.isPending} data-testid="cr-approve">
                {t('contracts.approve')}
              </Button>
            )}
            {!isNew && !editable && can('reject') && (
              <Button color="red" variant="light" onClick={() => void run('reject')} data-testid="cr-reject">
                {t('contracts.reject')}
              </Button>
            )}
            {!isNew && !editable && can('delete') && (
              <Button color="red" variant="subtle" onClick={() => void run('delete')} data-testid="cr-delete">
                {t('contracts.delete')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
      <Modal opened={rejecting} onClose={() => setRejecting(false)} title={t('contracts.rejectTitle')} centered>
        <Textarea
          label={t('contracts.reason')}
          value={reason}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            setReasonError(null);
          }}
          error={reasonError}
          withAsterisk
          rows={3}
          data-testid="cr-reject-reason"
        />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setRejecting(false)}>
            {t('common.cancel')}
          </Button>
          <Button color="red" onClick={reject} loading={act.isPending} data-testid="cr-reject-confirm">
            {t('contracts.reject')}
          </Button>
        </Group>
      </Modal>
      {dialog}
    </Stack>
  );
}
