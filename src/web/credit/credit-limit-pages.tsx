import { FormButtons } from '../components/form/form-buttons';
import { Alert, Badge, Button, Group, Loader, NativeSelect, Stack, Table, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { useNavigate, useParams } from '../lib/router';
import { CONTRACT_CURRENCIES } from '../../domain/contracts/contracts';
import { formatDate, formatDateTime, formatMoneyWithCurrency } from '../../domain/format';
import {
  CREDIT_LIMIT_STATUSES,
  creditLimitRequestBody,
  creditLimitUpdateBody,
  type CreditLimitAction,
} from '../../domain/payments/credit';
import type { LookupOption } from '../../domain/datatable';
import { FormProblems } from '../components/form/form-problems';
import { useConflict } from '../components/form/use-conflict';
import { useEntityForm } from '../components/form/use-entity-form';
import { PageTitle } from '../components/page-title';
import { ReasonModal } from '../components/reason-modal';
import { RowAction } from '../components/row-action';
import { PagedList, type ListColumn } from '../components/server-list';
import { useApi } from '../lib/api-context';
import { ApiError } from '../lib/api-errors';
import { errorMessage } from '../lib/error-message';
import { notifyError, notifySuccess } from '../lib/notify';
import { useCan } from '../lib/use-can';
import {
  CREDIT_API,
  CREDIT_ROUTES,
  creditKeys,
  creditLimitEditPath,
  type CreditLimitRequest,
  type CreditLimitsInForce,
} from './credit-api';

const STATUS_COLOR: Record<string, string> = { NEW: 'gray', SUBMIT: 'blue', APP: 'green', REJ: 'red', DEL: 'gray' };

export function CreditStatusBadge({ status, testId }: { status: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="light"
      color={STATUS_COLOR[status] ?? 'gray'}
      styles={{ label: { overflow: 'visible' } }}
      data-testid={testId}
    >
      {t(`credit.status.${status}`, { defaultValue: status })}
    </Badge>
  );
}

/** The companies a limit may be set for (active cargo owners and forwarders). */
export function useCreditCompanies(enabled = true) {
  const api = useApi();
  return useQuery({
    queryKey: creditKeys.companies(),
    queryFn: ({ signal }) => api.get<LookupOption[]>(`${CREDIT_API}/companies`, { signal }),
    staleTime: 60_000,
    enabled,
  });
}

type Verb = Exclude<CreditLimitAction, 'save'>;

/**
 * /opadmin/creditlimit: the credit limit requests (server-paged, status and company filters and search in the URL),
 * their verbs as row actions (the server's `actions`: submit and delete for the maker, approve and reject for
 * another checker), and the limits in force.
 */
export function CreditLimitListPage() {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const maker = useCan('credit.request');
  const companies = useCreditCompanies();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: creditKeys.all });
  const conflict = useConflict(refresh, { testId: 'credit-conflict', reloadTestId: 'credit-reload' });
  const [rejecting, setRejecting] = useState<CreditLimitRequest | null>(null);
  const [rejectError, setRejectError] = useState<string | null>(null);
  const act = useMutation({
    mutationFn: ({ row, verb, reason }: { row: CreditLimitRequest; verb: Verb; reason?: string }) =>
      api.post<CreditLimitRequest>(`${CREDIT_API}/limit-requests/${encodeURIComponent(row.creditId)}/${verb}`, {
        version: row.version,
        ...(reason ? { reason } : {}),
      }),
    onMutate: () => conflict.clear(),
    onSuccess: (result, { verb }) => {
      notifySuccess(t(`credit.done.${verb}`, { id: result.creditId }));
      setRejecting(null);
      refresh();
    },
    onError: (error, { verb }) => {
      if (conflict.caught(error)) setRejecting(null);
      else if (error instanceof ApiError && error.status === 403) {
        // Maker-checker (or a permission taken meanwhile): said, and the list read again.
        setRejecting(null);
        notifyError(errorMessage(error, t));
        refresh();
      } else if (verb === 'reject') setRejectError(errorMessage(error, t));
      else notifyError(errorMessage(error, t));
    },
  });

  const money = (amount: string | null, currency: string) => (amount === null ? '—' : formatMoneyWithCurrency(amount, currency));
  const columns: ListColumn<CreditLimitRequest>[] = [
    { key: 'creditId', label: t('credit.fields.creditId'), sortable: true, noWrap: true, render: (r) => r.creditId },
    {
      key: 'accnCode',
      label: t('credit.fields.company'),
      sortable: true,
      render: (r) => `${r.accnName} (${r.accnCode})`,
      text: (r) => `${r.accnName} (${r.accnCode})`,
    },
    { key: 'serviceType', label: t('credit.fields.serviceType'), render: (r) => t(`credit.service.${r.serviceType}`) },
    {
      key: 'creditLimit',
      label: t('credit.fields.creditLimit'),
      align: 'right',
      noWrap: true,
      render: (r) => money(r.creditLimit, r.creditCcy),
    },
    {
      key: 'newCreditLimit',
      label: t('credit.fields.newCreditLimit'),
      sortable: true,
      align: 'right',
      noWrap: true,
      render: (r) => <span data-testid={`credit-new-${r.creditId}`}>{money(r.newCreditLimit, r.creditCcy)}</span>,
    },
    {
      key: 'status',
      label: t('credit.fields.status'),
      sortable: true,
      noWrap: true,
      render: (r) => <CreditStatusBadge status={r.status} testId={`credit-status-${r.creditId}`} />,
    },
    {
      key: 'dateCreated',
      label: t('credit.fields.dateCreated'),
      sortable: true,
      noWrap: true,
      render: (r) => formatDateTime(r.dateCreated),
    },
    { key: 'createdBy', label: t('credit.fields.createdBy'), noWrap: true, render: (r) => r.createdBy ?? '' },
    {
      key: 'dateSubmitted',
      label: t('credit.fields.dateSubmitted'),
      noWrap: true,
      render: (r) => (r.dateSubmitted ? formatDateTime(r.dateSubmitted) : ''),
    },
    { key: 'submittedBy', label: t('credit.fields.submittedBy'), noWrap: true, render: (r) => r.submittedBy ?? '' },
  ];

  const rowActions = (row: CreditLimitRequest) => (
    <Group gap={4} wrap="nowrap">
      {row.actions.includes('save') && (
        <RowAction
          label={t('credit.verbs.edit')}
          onClick={() => void navigate(creditLimitEditPath(row.creditId))}
          testId={`credit-edit-${row.creditId}`}
        />
      )}
      {(['submit', 'approve'] as const)
        .filter((verb) => row.actions.includes(verb))
        .map((verb) => (
          <RowAction
            key={verb}
            label={t(`credit.verbs.${verb}`)}
            color="green"
            onClick={() => act.mutate({ row, verb })}
            testId={`credit-${verb}-${row.creditId}`}
          />
        ))}
      {row.actions.includes('reject') && (
        <RowAction
          label={t('credit.verbs.reject')}
          color="red"
          onClick={() => {
            setRejectError(null);
            setRejecting(row);
          }}
          testId={`credit-reject-${row.creditId}`}
        />
      )}
      {row.actions.includes('delete') && (
        <RowAction
          label={t('credit.verbs.delete')}
          color="red"
          onClick={() => act.mutate({ row, verb: 'delete' })}
          testId={`credit-delete-${row.creditId}`}
        />
      )}
      {row.status === 'SUBMIT' && !row.actions.includes('approve') && row.submittedBy && (
        <Text size="xs" c="dimmed" data-testid={`credit-waiting-${row.creditId}`}>
          {t('credit.waitingChecker')}
        </Text>
      )}
    </Group>
  );

  return (
    <Stack gap="lg">
      {conflict.alert}
      <PagedList<CreditLimitRequest>
        testId="credit"
        title={t('credit.limitsTitle')}
        queryKey={creditKeys.requests}
        path={`${CREDIT_API}/limit-requests`}
        columns={columns}
        defaultSort={{ field: 'dateCreated', order: 'desc' }}
        rowKey={(r) => r.creditId}
        testIds={{ row: (r) => `credit-row-${r.creditId}` }}
        search={{ placeholder: t('credit.searchPlaceholder') }}
        filters={[
          {
            name: 'status',
            label: t('credit.fields.status'),
            options: CREDIT_LIMIT_STATUSES.filter((s) => s !== 'DEL').map((s) => ({ value: s, label: t(`credit.status.${s}`) })),
          },
          {
            name: 'accnId',
            label: t('credit.fields.company'),
            options: (companies.data ?? []).map((c) => ({ value: c.value, label: c.desc })),
          },
        ]}
        headerActions={
          maker ? (
            <Button onClick={() => void navigate(CREDIT_ROUTES.limitNew)} data-testid="credit-new">
              {t('credit.newRequest')}
            </Button>
          ) : undefined
        }
        rowActions={rowActions}
      />
      <LimitsInForce />
      <ReasonModal
        opened={rejecting !== null}
        title={rejecting ? t('credit.rejectTitle', { id: rejecting.creditId, company: rejecting.accnName }) : ''}
        required
        confirmLabel={t('credit.verbs.reject')}
        confirmColor="red"
        busy={act.isPending}
        error={rejectError}
        onConfirm={(reason) => rejecting && act.mutate({ row: rejecting, verb: 'reject', reason })}
        onClose={() => setRejecting(null)}
      />
    </Stack>
  );
}

/** The limits in force, per company, service and currency. */
function LimitsInForce() {
  const { t } = useTranslation();
  const api = useApi();
  const limits = useQuery({
    queryKey: creditKeys.limits(),
    queryFn: ({ signal }) => api.get<CreditLimitsInForce>(`${CREDIT_API}/limits`, { signal }),
  });
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('credit.inForceTitle')}
      </Title>
      {limits.isLoading ? (
        <Loader size="sm" aria-label={t('common.loading')} />
      ) : limits.isError ? (
        <Alert color="red">{errorMessage(limits.error, t)}</Alert>
      ) : !limits.data?.limits.length ? (
        <Text c="dimmed">{t('credit.noLimits')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={600}>
          <Table striped data-testid="credit-in-force">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('credit.fields.company')}</Table.Th>
                <Table.Th>{t('credit.fields.serviceType')}</Table.Th>
                <Table.Th ta="right">{t('credit.fields.creditLimit')}</Table.Th>
                <Table.Th>{t('credit.fields.approvedBy')}</Table.Th>
                <Table.Th>{t('credit.fields.approvedAt')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {limits.data.limits.map((l) => (
                <Table.Tr
                  key={`${l.accnCode}-${l.serviceType}-${l.creditCcy}`}
                  data-testid={`credit-limit-${l.accnCode}-${l.creditCcy}`}
                >
                  <Table.Td>{`${l.accnName} (${l.accnCode})`}</Table.Td>
                  <Table.Td>{t(`credit.service.${l.serviceType}`)}</Table.Td>
                  <Table.Td ta="right">{formatMoneyWithCurrency(l.creditLimit, l.creditCcy)}</Table.Td>
                  <Table.Td>{l.approvedBy}</Table.Td>
                  <Table.Td>{formatDate(l.approvedAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

interface LimitValues {
  accnId: string;
  serviceType: string;
  creditCcy: string;
  newCreditLimit: string;
  remarks: string;
}

const EMPTY: LimitValues = { accnId: '', serviceType: 'TRUCKING', creditCcy: 'IDR', newCreditLimit: '', remarks: '' };

/** /opadmin/creditlimit/new and /opadmin/creditlimit/edit/:creditId: the maker's draft (the server's schema). */
export function CreditLimitFormPage({ isNew = false }: { isNew?: boolean }) {
  const { t } = useTranslation();
  const { creditId } = useParams();
  const api = useApi();
  const item = useQuery({
    queryKey: creditKeys.request(creditId),
    queryFn: ({ signal }) =>
      api.get<CreditLimitRequest>(`${CREDIT_API}/limit-requests/${encodeURIComponent(creditId!)}`, { signal }),
    enabled: !isNew && !!creditId,
  });
  if (isNew) return <CreditLimitForm />;
  if (item.isLoading) return <Loader aria-label={t('common.loading')} />;
  if (item.isError || !item.data) return <Alert color="red">{errorMessage(item.error, t)}</Alert>;
  return <CreditLimitForm key={item.dataUpdatedAt} row={item.data} onReload={() => void item.refetch()} />;
}

function CreditLimitForm({ row, onReload }: { row?: CreditLimitRequest; onReload?: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const companies = useCreditCompanies(!row);
  const editable = !row || row.actions.includes('save');
  const entity = useEntityForm<LimitValues, unknown>({
    viewType: row ? 'edit' : 'new',
    locked: !editable,
    defaultValues: row
      ? {
          accnId: row.accnCode,
          serviceType: row.serviceType,
          creditCcy: row.creditCcy,
          newCreditLimit: row.newCreditLimit,
          remarks: row.remarks ?? '',
        }
      : EMPTY,
    // The same schemas as the server: a new request, or the change of a draft.
    schema: (row ? creditLimitUpdateBody.omit({ version: true }).passthrough() : creditLimitRequestBody) as never,
    save: (values) => {
      const v = values as LimitValues;
      const remarks = v.remarks.trim() || null;
      return row
        ? api.put(`${CREDIT_API}/limit-requests/${encodeURIComponent(row.creditId)}`, {
            newCreditLimit: v.newCreditLimit.trim(),
            remarks,
            version: row.version,
          })
        : api.post(`${CREDIT_API}/limit-requests`, {
            accnId: v.accnId,
            serviceType: v.serviceType,
            creditCcy: v.creditCcy,
            newCreditLimit: v.newCreditLimit.trim(),
            remarks,
          });
    },
    onSaved: () => {
      notifySuccess(t('credit.saved'));
      void queryClient.invalidateQueries({ queryKey: creditKeys.all });
      void navigate(CREDIT_ROUTES.limitList);
    },
    onReload,
  });
  const { register } = entity.form;
  return (
    <Stack gap="md" maw={640}>
      <PageTitle>{row ? t('credit.editTitle', { id: row.creditId }) : t('credit.newTitle')}</PageTitle>
      {row && (
        <Group gap="xs">
          <CreditStatusBadge status={row.status} testId="credit-form-status" />
          {row.creditLimit !== null && (
            <Text size="sm" c="dimmed">
              {t('credit.currentLimit', { amount: formatMoneyWithCurrency(row.creditLimit, row.creditCcy) })}
            </Text>
          )}
        </Group>
      )}
      <FormProblems form={entity} conflictTestId="credit-form-conflict" />
      <form onSubmit={(e) => void entity.submit(e)} noValidate>
        <Stack gap="sm">
          {row ? (
            <TextInput label={t('credit.fields.company')} value={`${row.accnName} (${row.accnCode})`} readOnly />
          ) : (
            <NativeSelect
              label={t('credit.fields.company')}
              data={[
                { value: '', label: t('credit.chooseCompany') },
                ...(companies.data ?? []).map((c) => ({ value: c.value, label: `${c.desc} (${c.value})` })),
              ]}
              {...register('accnId')}
              error={entity.errorOf('accnId')}
              data-testid="credit-form-company"
            />
          )}
          <Group grow>
            <NativeSelect
              label={t('credit.fields.serviceType')}
              data={[{ value: 'TRUCKING', label: t('credit.service.TRUCKING') }]}
              disabled={!!row}
              {...register('serviceType')}
              data-testid="credit-form-service"
            />
            <NativeSelect
              label={t('credit.fields.currency')}
              data={CONTRACT_CURRENCIES.map((c) => ({ value: c, label: c }))}
              disabled={!!row}
              {...register('creditCcy')}
              error={entity.errorOf('creditCcy')}
              data-testid="credit-form-currency"
            />
          </Group>
          <TextInput
            label={t('credit.fields.newCreditLimit')}
            inputMode="decimal"
            readOnly={entity.readOnly}
            {...register('newCreditLimit')}
            error={entity.errorOf('newCreditLimit')}
            data-testid="credit-form-amount"
          />
          <Textarea
            label={t('credit.fields.remarks')}
            readOnly={entity.readOnly}
            rows={2}
            {...register('remarks')}
            error={entity.errorOf('remarks')}
            data-testid="credit-form-remarks"
          />
          <FormButtons
            onCancel={() => void navigate(CREDIT_ROUTES.limitList)}
            saving={entity.saving}
            submitLabel={t('common.save')}
            submitTestId="credit-form-save"
            readOnly={entity.readOnly}
          />
        </Stack>
      </form>
      {entity.dialog}
    </Stack>
  );
}
