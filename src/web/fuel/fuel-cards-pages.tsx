import { Alert, Button, Card, Group, Loader, Select, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { useNavigate, useParams } from '../lib/router';
import { formatDateTime, formatMoneyWithCurrency } from '../../domain/format';
import { FUEL_CARD_STATUSES } from '../../domain/fuel/fuel';
import { useBreadcrumbItem } from '../components/breadcrumb-item';
import { ReadOnlyValue } from '../components/form/read-only-value';
import { MonoCell } from '../components/mono-cell';
import { PageTitle } from '../components/page-title';
import { NewButton, PagedList, type ListColumn } from '../components/server-list';
import { StateBadge } from '../components/state-badge';
import { useApi } from '../lib/api-context';
import { ValidationError } from '../lib/api-errors';
import { errorMessage } from '../lib/error-message';
import { notifySuccess } from '../lib/notify';
import { useSessionUser } from '../lib/session-user';
import { isPlatform } from '../../domain/permissions';
import { CARD_COLORS, fuelApi, fuelKeys, type FuelCard, type FuelCardView, type FuelOptions } from './fuel-api';
import { FUEL_ROUTES, fuelCardPath } from './fuel-paths';

const idr = (v: string) => formatMoneyWithCurrency(v, 'IDR');

function CardStatus({ status, testId }: { status: string; testId?: string }) {
  const { t } = useTranslation();
  return <StateBadge state={status} label={t(`fuel.status.${status}`)} color={CARD_COLORS[status]} testId={testId} />;
}

const holderOf = (c: FuelCard, none: string) => c.vhPlateNo ?? c.drvName ?? none;

/**
 * /opadmin/shellcard: the fuel cards, server-paged. The platform sees every operator's cards with the whole number
 * and adds cards; an operator sees its own, the number masked to the last 4 digits.
 */
export function FuelCardListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const platform = isPlatform(useSessionUser());
  const columns: ListColumn<FuelCard>[] = [
    {
      key: 'last4',
      label: t('fuel.fields.cardNo'),
      sortable: true,
      noWrap: true,
      render: (c) => <MonoCell>{c.cardNo ?? c.cardNoMasked}</MonoCell>,
      text: (c) => c.cardNo ?? c.cardNoMasked,
    },
    {
      key: 'status',
      label: t('fuel.fields.status'),
      sortable: true,
      render: (c) => <CardStatus status={c.status} testId={`fuel-card-status-${c.last4}`} />,
    },
    ...(platform
      ? [{ key: 'accnName', label: t('fuel.fields.operator'), sortable: true, render: (c: FuelCard) => c.accnName }]
      : []),
    { key: 'holder', label: t('fuel.fields.holder'), render: (c) => holderOf(c, t('fuel.page.noHolder')) },
    { key: 'dailyLimit', label: t('fuel.fields.dailyLimit'), align: 'right', noWrap: true, render: (c) => idr(c.dailyLimit) },
    {
      key: 'monthlyLimit',
      label: t('fuel.fields.monthlyLimit'),
      align: 'right',
      noWrap: true,
      render: (c) => idr(c.monthlyLimit),
    },
  ];
  return (
    <PagedList<FuelCard>
      testId="fuel-cards"
      title={t('fuel.title.cards')}
      path={fuelApi.cards()}
      queryKey={fuelKeys.cards}
      columns={columns}
      search
      filters={[
        {
          name: 'status',
          label: t('fuel.fields.status'),
          options: FUEL_CARD_STATUSES.map((s) => ({ value: s, label: t(`fuel.status.${s}`) })),
        },
      ]}
      headerActions={
        platform ? (
          <NewButton
            label={t('fuel.actions.newCard')}
            onClick={() => void navigate(FUEL_ROUTES.cardNew)}
            testId="fuel-cards-new"
          />
        ) : undefined
      }
      defaultSort={{ field: 'cardId', order: 'desc' }}
      rowKey={(c) => String(c.cardId)}
      onOpen={(c) => void navigate(fuelCardPath(c.cardId))}
    />
  );
}

interface FormValues {
  cardNo: string;
  accnId: string;
  holderType: 'NONE' | 'TRUCK' | 'DRIVER';
  truckId: string;
  driverId: string;
  dailyLimit: string;
  monthlyLimit: string;
  status: string;
  remarks: string;
}

/** The card form (the platform): new, or a change of holder, limits and status with the version read. */
function CardForm({ card, onDone }: { card?: FuelCardView; onDone: (saved: FuelCardView) => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const options = useQuery({
    queryKey: fuelKeys.options(),
    queryFn: ({ signal }) => api.get<FuelOptions>(fuelApi.cardOptions(), { signal }),
  });
  const [v, setV] = useState<FormValues>({
    cardNo: '',
    accnId: card?.accnId ?? '',
    holderType: card?.truckId ? 'TRUCK' : card?.driverId ? 'DRIVER' : card ? 'NONE' : 'TRUCK',
    truckId: card?.truckId ?? '',
    driverId: card?.driverId ?? '',
    dailyLimit: card ? card.dailyLimit.replace(/\.00$/, '') : '',
    monthlyLimit: card ? card.monthlyLimit.replace(/\.00$/, '') : '',
    status: card?.status ?? 'ACT',
    remarks: card?.remarks ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (k: keyof FormValues) => (value: string | null) => setV((old) => ({ ...old, [k]: value ?? '' }));
  const save = useMutation({
    mutationFn: () => {
      const holder = {
        holderType: v.holderType,
        truckId: v.holderType === 'TRUCK' ? v.truckId : null,
        driverId: v.holderType === 'DRIVER' ? v.driverId : null,
        dailyLimit: v.dailyLimit,
        monthlyLimit: v.monthlyLimit,
        remarks: v.remarks || null,
      };
      return card
        ? api.put<FuelCardView>(fuelApi.card(card.cardId), { ...holder, status: v.status, version: card.version })
        : api.post<FuelCardView>(fuelApi.cards(), { ...holder, cardNo: v.cardNo, accnId: v.accnId });
    },
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: fuelKeys.all });
      notifySuccess(t('fuel.actions.save'));
      onDone(saved);
    },
    onError: (e) => setErrors(e instanceof ValidationError ? e.flattenFieldErrors() : { _: errorMessage(e, t) }),
  });
  const accn = card?.accnId ?? v.accnId;
  const trucks = (options.data?.trucks ?? []).filter((o) => o.accnId === accn).map((o) => ({ value: o.value, label: o.desc }));
  const drivers = (options.data?.drivers ?? []).filter((o) => o.accnId === accn).map((o) => ({ value: o.value, label: o.desc }));
  return (
    <Card withBorder>
      <Stack>
        {errors._ && <Alert color="red">{errors._}</Alert>}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {!card && (
            <TextInput
              label={t('fuel.fields.cardNo')}
              required
              inputMode="numeric"
              value={v.cardNo}
              onChange={(e) => set('cardNo')(e.currentTarget.value)}
              error={errors.cardNo}
              data-testid="fuel-card-no"
            />
          )}
          {!card && (
            <Select
              label={t('fuel.fields.operator')}
              required
              data={(options.data?.operators ?? []).map((o) => ({ value: o.value, label: o.desc }))}
              value={v.accnId || null}
              onChange={set('accnId')}
              error={errors.accnId}
              searchable
              data-testid="fuel-card-operator"
            />
          )}
          <Select
            label={t('fuel.fields.holderType')}
            data={(['NONE', 'TRUCK', 'DRIVER'] as const).map((h) => ({ value: h, label: t(`fuel.holderTypes.${h}`) }))}
            value={v.holderType}
            onChange={set('holderType')}
            allowDeselect={false}
            data-testid="fuel-card-holder-type"
          />
          {v.holderType === 'TRUCK' && (
            <Select
              label={t('fuel.fields.truck')}
              data={trucks}
              value={v.truckId || null}
              onChange={set('truckId')}
              error={errors.truckId}
              searchable
              data-testid="fuel-card-truck"
            />
          )}
          {v.holderType === 'DRIVER' && (
            <Select
              label={t('fuel.fields.driver')}
              data={drivers}
              value={v.driverId || null}
              onChange={set('driverId')}
              error={errors.driverId}
              searchable
              data-testid="fuel-card-driver"
            />
          )}
          <TextInput
            label={`${t('fuel.fields.dailyLimit')} (Rp)`}
            required
            inputMode="decimal"
            value={v.dailyLimit}
            onChange={(e) => set('dailyLimit')(e.currentTarget.value)}
            error={errors.dailyLimit}
            data-testid="fuel-card-daily"
          />
          <TextInput
            label={`${t('fuel.fields.monthlyLimit')} (Rp)`}
            required
            inputMode="decimal"
            value={v.monthlyLimit}
            onChange={(e) => set('monthlyLimit')(e.currentTarget.value)}
            error={errors.monthlyLimit}
            data-testid="fuel-card-monthly"
          />
          {card && (
            <Select
              label={t('fuel.fields.status')}
              data={FUEL_CARD_STATUSES.map((s) => ({ value: s, label: t(`fuel.status.${s}`) }))}
              value={v.status}
              onChange={set('status')}
              allowDeselect={false}
              data-testid="fuel-card-status"
            />
          )}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button onClick={() => save.mutate()} loading={save.isPending} data-testid="fuel-card-save">
            {t('fuel.actions.save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** /opadmin/shellcard/new: the platform's new card. */
export function FuelCardNewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Stack>
      <PageTitle>{t('fuel.page.newTitle')}</PageTitle>
      <CardForm onDone={(c) => void navigate(fuelCardPath(c.cardId), { replace: true })} />
    </Stack>
  );
}

/** /opadmin/shellcard/view/:cardId: one card, its assignment history; the platform changes it. */
export function FuelCardDetailPage() {
  const { t } = useTranslation();
  const api = useApi();
  const cardId = Number(useParams().cardId);
  const card = useQuery({
    queryKey: fuelKeys.card(cardId),
    queryFn: ({ signal }) => api.get<FuelCardView>(fuelApi.card(cardId), { signal }),
  });
  useBreadcrumbItem(card.data?.cardNoMasked);
  if (card.isPending) return <Loader />;
  if (card.isError) return <Alert color="red">{errorMessage(card.error, t)}</Alert>;
  const c = card.data;
  return (
    <Stack>
      <PageTitle>
        {t('fuel.title.cards')} <MonoCell>{c.cardNo ?? c.cardNoMasked}</MonoCell>
      </PageTitle>
      <Card withBorder>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <ReadOnlyValue label={t('fuel.fields.cardNo')} value={c.cardNo ?? c.cardNoMasked} />
          <ReadOnlyValue label={t('fuel.fields.operator')} value={c.accnName ?? c.accnId} />
          <ReadOnlyValue label={t('fuel.fields.status')} value={t(`fuel.status.${c.status}`)} />
          <ReadOnlyValue label={t('fuel.fields.holder')} value={holderOf(c, t('fuel.page.noHolder'))} />
          <ReadOnlyValue label={t('fuel.fields.dailyLimit')} value={idr(c.dailyLimit)} />
          <ReadOnlyValue label={t('fuel.fields.monthlyLimit')} value={idr(c.monthlyLimit)} />
        </SimpleGrid>
        {!c.cardNo && (
          <Text size="sm" c="dimmed" mt="sm">
            {t('fuel.page.masked')} {t('fuel.page.readOnly')}
          </Text>
        )}
      </Card>
      {c.editable && (
        <>
          <PageTitle size="h4">{t('fuel.page.editTitle')}</PageTitle>
          <CardForm key={c.version} card={c} onDone={() => void card.refetch()} />
        </>
      )}
      <PageTitle size="h4">{t('fuel.fields.history')}</PageTitle>
      <Table.ScrollContainer minWidth={480}>
        <Table data-testid="fuel-card-history">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('fuel.fields.holder')}</Table.Th>
              <Table.Th>{t('fuel.fields.validFrom')}</Table.Th>
              <Table.Th>{t('fuel.fields.validTo')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {c.history.map((h) => (
              <Table.Tr key={`${h.validFrom}`}>
                <Table.Td>{h.vhPlateNo ?? h.drvName ?? h.truckId ?? h.driverId}</Table.Td>
                <Table.Td>{formatDateTime(h.validFrom)}</Table.Td>
                <Table.Td>{h.validTo ? formatDateTime(h.validTo) : '–'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
