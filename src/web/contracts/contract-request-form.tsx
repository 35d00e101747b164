import { Alert, Anchor, Button, Group, NativeSelect, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import type { Path } from 'react-hook-form';
import { useNavigate } from '../lib/router';
import {
  CONTRACT_CURRENCIES,
  CONTRACT_FINANCING_TYPES,
  CONTRACT_PAYMENT_METHODS,
  FEE_TYPES,
  addToDate,
  contractRequestBody,
  contractRequestUpdateBody,
  type ContractRequestAction,
  type ContractRequestBody,
  type ContractRequestKind,
  type ContractRequestRow,
  type ContractRow,
} from '../../domain/contracts/contracts';
import { formatDate, formatDateTime, formatPercent } from '../../domain/format';
import { PAYOUT_FREQUENCIES } from '../../domain/payments/payouts';
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
import { useConfirm } from '../components/confirm-dialog';
import { notifySuccess } from '../lib/notify';
import { numericGuards } from '../components/numeric-input';
import { contractKeys, contractRequestKeys } from './contract-keys';
import { CONTRACT_ROUTES, usePartyOptions } from './contracts-api';
import { StateBadge } from './state-badge';

/** The request's terms as the form holds them (typed text; the shared schema checks the body they make). */
export interface RequestValues {
  reqKind: ContractRequestKind;
  contractId: string;
  customerAccnId: string;
  toAccnId: string;
  validFrom: string;
  validTo: string;
  currency: string;
  customerPaymentTermDays: string;
  toPaymentTermDays: string;
  customerFeeType: string;
  customerFeeValue: string;
  toFeeType: string;
  toFeeValue: string;
  /** Withholding tax (PPh 23) percent of each side; '' for none. */
  customerWithholdingPct: string;
  toWithholdingPct: string;
  financingType: string;
  paymentMethod: string;
  payoutFrequency: string;
  remarks: string;
}
type TermField = Exclude<keyof RequestValues, 'reqKind' | 'contractId'>;

export const EMPTY_REQUEST: RequestValues = {
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
  customerWithholdingPct: '',
  toWithholdingPct: '',
  financingType: 'NON_FINANCING',
  paymentMethod: 'CLICPAY',
  payoutFrequency: 'IMMEDIATE',
  remarks: '',
};

/** A request or a contract as form values. */
export const requestValues = (
  r: Omit<ContractRow, 'status' | 'contractId'> & { contractId: string | null },
  kind: ContractRequestKind,
): RequestValues => ({
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
  customerWithholdingPct: r.customerWithholdingPct ?? '',
  toWithholdingPct: r.toWithholdingPct ?? '',
  financingType: r.financingType,
  paymentMethod: r.paymentMethod,
  payoutFrequency: r.payoutFrequency,
  remarks: r.remarks ?? '',
});

/** A new request for a contract: its terms; a renewal proposes the year after the current end date. */
export const newRequestValues = (c: ContractRow, kind: ContractRequestKind): RequestValues =>
  kind === 'RENEWAL'
    ? {
        ...requestValues(c, kind),
        validFrom: addToDate(c.validTo, { days: 1 }),
        validTo: addToDate(c.validTo, { months: 12 }),
      }
    : requestValues(c, kind);

const days = (text: string) => (text === '' ? undefined : Number(text));

/** The terms of the body (the shared schema's input). */
const termsBody = (v: RequestValues) => ({
  customerAccnId: v.customerAccnId,
  toAccnId: v.toAccnId,
  validFrom: v.validFrom,
  validTo: v.validTo,
  currency: v.currency,
  customerPaymentTermDays: days(v.customerPaymentTermDays),
  toPaymentTermDays: days(v.toPaymentTermDays),
  customerFeeType: v.customerFeeType,
  customerFeeValue: v.customerFeeValue.trim(),
  toFeeType: v.toFeeType,
  toFeeValue: v.toFeeValue.trim(),
  // Empty: no withholding.
  customerWithholdingPct: v.customerWithholdingPct.trim() || null,
  toWithholdingPct: v.toWithholdingPct.trim() || null,
  financingType: v.financingType,
  paymentMethod: v.paymentMethod,
  payoutFrequency: v.payoutFrequency,
  remarks: v.remarks.trim() || null,
});

type UpdateBody = ReturnType<typeof contractRequestUpdateBody.parse>;
type Verb = 'submit' | 'approve' | 'reject' | 'delete';

export interface ContractRequestFormProps {
  viewType: 'new' | 'edit' | 'view';
  initial: RequestValues;
  /** The request read (edit, view). */
  row?: ContractRequestRow;
  onReload?: () => void;
}

/**
 * A contract request on the one form hook: the shared schemas the server checks with (new: contractRequestBody,
 * a draft: contractRequestUpdateBody with the version read); the buttons are the server's `actions` (save,
 * submit and delete for the drafter; approve and reject for a finance head who did not draft or submit it).
 */
export function ContractRequestForm({ viewType, initial, row, onReload }: ContractRequestFormProps) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { confirm, dialog: confirmDialog } = useConfirm();
  const mayApprove = useCan('contracts.approve');
  const customers = usePartyOptions('customer');
  const operators = usePartyOptions('operator');
  const [rejecting, setRejecting] = useState(false);
  const kind = initial.reqKind;
  const actions = row?.actions ?? [];
  const can = (verb: ContractRequestAction) => actions.includes(verb);

  const resolver = useMemo(
    () =>
      row
        ? schemaResolver(contractRequestUpdateBody, (v: RequestValues) => ({ ...termsBody(v), version: row.version }))
        : schemaResolver(contractRequestBody, (v: RequestValues) => ({
            reqKind: v.reqKind,
            ...(v.reqKind === 'NEW' ? {} : { contractId: v.contractId }),
            ...termsBody(v),
          })),
    [row],
  );
  const done = (message: string, next: ContractRequestRow) => {
    notifySuccess(message);
    queryClient.setQueryData(contractRequestKeys.item(next.reqId), next);
    void queryClient.invalidateQueries({ queryKey: contractRequestKeys.all });
    void queryClient.invalidateQueries({ queryKey: contractKeys.all });
    void navigate(`${CONTRACT_ROUTES.requestDetail}/view/${next.reqId}`, { replace: true });
  };
  const entity = useEntityForm<RequestValues, ContractRequestBody | UpdateBody>({
    viewType,
    // A draft is edited while the server offers `save` (its state, the user's permission).
    locked: viewType === 'edit' && !actions.includes('save'),
    defaultValues: initial,
    resolver,
    save: (body) =>
      row
        ? api.put<ContractRequestRow>(apiPath('contract-requests', row.reqId), body)
        : api.post<ContractRequestRow>(apiPath('contract-requests'), body),
    onSaved: (saved) => done(t('contracts.saved'), saved as ContractRequestRow),
    onReload,
  });
  const act = useMutation({
    mutationFn: ({ verb, reason }: { verb: Verb; reason?: string }) =>
      api.post<ContractRequestRow>(apiPath('contract-requests', row!.reqId, verb), {
        version: row!.version,
        ...(reason === undefined ? {} : { reason }),
      }),
    onSuccess: (next, { verb }) => {
      setRejecting(false);
      done(t(`contracts.done.${verb}`), next);
    },
    onError: (error) => {
      setRejecting(false);
      entity.fail(error);
    },
  });
  const run = async (verb: Verb) => {
    entity.setFormError(null);
    if (verb === 'reject') return setRejecting(true);
    if (verb === 'delete' && !(await confirm(t('contracts.confirmDelete', { id: row!.reqId })))) return;
    act.mutate({ verb });
  };

  const { setValue, clearErrors, watch } = entity.form;
  const values = watch();
  const editable = !entity.readOnly;
  // The parties of an update or a renewal are the contract's.
  const partiesLocked = !editable || kind !== 'NEW';
  const set = (field: TermField, value: string) => {
    setValue(field, value, { shouldDirty: true });
    clearErrors(field as Path<RequestValues>);
  };
  const err = (field: TermField) => entity.errorOf(field);

  /** A typed term; `percent`: an optional percentage (shown in the UI language's style, "2,5%" in Bahasa Indonesia). */
  const text = (
    field: TermField,
    label: string,
    extra: { date?: boolean; digits?: boolean; decimal?: boolean; percent?: boolean } = {},
  ) =>
    !editable ? (
      <ReadOnlyValue
        label={label}
        value={
          extra.date ? formatDate(values[field]) : extra.percent ? formatPercent(values[field], i18n.language) : values[field]
        }
        testId={`cr-${field}`}
      />
    ) : extra.date ? (
      <DayInput
        label={label}
        value={values[field]}
        onChange={(v) => set(field, v)}
        error={err(field)}
        withAsterisk
        data-testid={`cr-${field}`}
      />
    ) : (
      <TextInput
        label={label}
        value={values[field]}
        onChange={(e) => set(field, e.currentTarget.value)}
        error={err(field)}
        withAsterisk={!extra.percent}
        // An optional percentage left empty is none.
        placeholder={extra.percent ? t('contracts.withholdingNone') : undefined}
        inputMode={extra.digits || extra.decimal || extra.percent ? 'decimal' : undefined}
        {...(extra.digits ? numericGuards('int') : extra.decimal || extra.percent ? numericGuards('decimal') : {})}
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
        error={err(field)}
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
        error={err(field)}
        withAsterisk
        nothingFoundMessage={t('dropdown.noData')}
        data-testid={`cr-${field}`}
      />
    );
  };

  const title = row ? `${t('contracts.requestTitle')} ${row.reqId}` : t(`contracts.newTitle.${kind}`);
  // A checker who holds the permission but is not offered the decision drafted or submitted it (maker-checker).
  const ownSubmitted = Boolean(row?.state.endsWith('_SUBMITTED') && mayApprove && !can('approve'));
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
      <FormProblems form={entity} conflictTestId="cr-conflict" errorTestId="cr-error" />
      {ownSubmitted && (
        <Alert color="yellow" data-testid="cr-maker-checker">
          {t('contracts.makerCheckerHint')}
        </Alert>
      )}
      <form data-testid="cr-form" noValidate onSubmit={(e) => void entity.submit(e)}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {party('customerAccnId', t('contracts.fields.customer'), customers.data ?? [])}
            {party('toAccnId', t('contracts.fields.operator'), operators.data ?? [])}
            {text('validFrom', t('contracts.fields.validFrom'), { date: true })}
            {text('validTo', t('contracts.fields.validTo'), { date: true })}
            {select('currency', t('contracts.fields.currency'), CONTRACT_CURRENCIES, (v) => v)}
            {select('financingType', t('contracts.fields.financingType'), CONTRACT_FINANCING_TYPES, (v) =>
              t(`contracts.financing.${v}`),
            )}
            {select('paymentMethod', t('contracts.fields.paymentMethod'), CONTRACT_PAYMENT_METHODS, (v) =>
              t(`contracts.paymentMethod.${v}`),
            )}
            {select('payoutFrequency', t('contracts.fields.payoutFrequency'), PAYOUT_FREQUENCIES, (v) =>
              t(`contracts.payoutFrequency.${v}`),
            )}
            {text('customerPaymentTermDays', t('contracts.fields.customerPaymentTermDays'), { digits: true })}
            {text('toPaymentTermDays', t('contracts.fields.toPaymentTermDays'), { digits: true })}
          </SimpleGrid>
          {/* Each side's fee with the withholding tax it deducts from the platform's fee invoice. */}
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {select('customerFeeType', t('contracts.fields.customerFeeType'), FEE_TYPES, (v) => t(`contracts.feeType.${v}`))}
            {text('customerFeeValue', t('contracts.fields.customerFeeValue'), { decimal: true })}
            {text('customerWithholdingPct', t('contracts.fields.customerWithholdingPct'), { percent: true })}
            {select('toFeeType', t('contracts.fields.toFeeType'), FEE_TYPES, (v) => t(`contracts.feeType.${v}`))}
            {text('toFeeValue', t('contracts.fields.toFeeValue'), { decimal: true })}
            {text('toWithholdingPct', t('contracts.fields.toWithholdingPct'), { percent: true })}
          </SimpleGrid>
          {editable ? (
            <Textarea
              label={t('contracts.fields.remarks')}
              value={values.remarks}
              onChange={(e) => set('remarks', e.currentTarget.value)}
              error={err('remarks')}
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
              <Button type="submit" loading={entity.saving} data-testid="cr-save">
                {t('common.save')}
              </Button>
            )}
            {row && viewType === 'view' && can('save') && (
              <Button
                variant="light"
                onClick={() => void navigate(`${CONTRACT_ROUTES.requestDetail}/edit/${row.reqId}`)}
                data-testid="cr-edit"
              >
                {t('contracts.edit')}
              </Button>
            )}
            {row && !editable && can('submit') && (
              <Button onClick={() => void run('submit')} loading={act.isPending} data-testid="cr-submit">
                {t('common.submit')}
              </Button>
            )}
            {row && !editable && can('approve') && (
              <Button color="green" onClick={() => void run('approve')} loading={act.isPending} data-testid="cr-approve">
                {t('contracts.approve')}
              </Button>
            )}
            {row && !editable && can('reject') && (
              <Button color="red" variant="light" onClick={() => void run('reject')} data-testid="cr-reject">
                {t('contracts.reject')}
              </Button>
            )}
            {row && !editable && can('delete') && (
              <Button color="red" variant="subtle" onClick={() => void run('delete')} data-testid="cr-delete">
                {t('contracts.delete')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
      <ReasonModal
        opened={rejecting}
        title={rejecting ? t('contracts.rejectTitle') : ''}
        required
        confirmLabel={t('contracts.reject')}
        confirmColor="red"
        busy={act.isPending}
        onConfirm={(reason) => act.mutate({ verb: 'reject', reason })}
        onClose={() => setRejecting(false)}
      />
      {confirmDialog}
      {entity.dialog}
    </Stack>
  );
}
