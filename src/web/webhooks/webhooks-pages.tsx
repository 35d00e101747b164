import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Code,
  CopyButton,
  Group,
  Loader,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from '../lib/use-translation';
import { Link, useNavigate, useParams } from '../lib/router';
import { formatDateTimeWithSeconds } from '../../domain/format';
import type { EventType } from '../../domain/notifications/event-types';
import { DELIVERY_STATUSES, eventsByGroup, webhookEndpointInput, type DeliveryStatus } from '../../domain/webhooks/webhooks';
import { ConfirmDialog } from '../components/confirm-modal';
import { FormProblems } from '../components/form/form-problems';
import { useEntityForm } from '../components/form/use-entity-form';
import { PageTitle } from '../components/page-title';
import { PagedList, type ListColumn } from '../components/server-list';
import { StateBadge } from '../components/state-badge';
import { useApi } from '../lib/api-context';
import { isSessionHandledError } from '../lib/api-errors';
import { errorMessage } from '../lib/error-message';
import { notifyError, notifySuccess } from '../lib/notify';
import { useCan } from '../lib/use-can';
import {
  WEBHOOK_ROUTES,
  webhookApi,
  webhookDetailPath,
  webhookKeys,
  type WebhookDelivery,
  type WebhookDeliveryDetail,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
} from './webhooks-api';
import { textColumn } from '../components/list-columns';

const DELIVERY_COLORS: Record<DeliveryStatus, string> = {
  PENDING: 'blue',
  RETRYING: 'orange',
  DELIVERED: 'green',
  FAILED: 'red',
};

function DeliveryBadge({ status, testId }: { status: DeliveryStatus; testId?: string }) {
  const { t } = useTranslation();
  return <StateBadge state={status} label={t(`webhooks.status.${status}`)} color={DELIVERY_COLORS[status]} testId={testId} />;
}

function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <StateBadge
      state={active ? 'A' : 'I'}
      label={t(active ? 'webhooks.active' : 'webhooks.inactive')}
      color={active ? 'green' : 'gray'}
      testId="webhook-active"
    />
  );
}

/** The events an endpoint receives, as a short text. */
function useEventsText() {
  const { t } = useTranslation();
  return (e: Pick<WebhookEndpoint, 'allEvents' | 'events'>) =>
    e.allEvents ? t('webhooks.allEvents') : t('webhooks.eventCount', { count: e.events.length });
}

/**
 * /administrations/webhooks: the company's endpoints (the platform: every company's, read-only), server-paged; a row
 * opens the endpoint and its delivery log.
 */
export function WebhookListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const manager = useCan('webhooks.manage');
  const platform = useCan('webhooks.readAll');
  const eventsText = useEventsText();
  const columns: ListColumn<WebhookEndpoint>[] = [
    textColumn('url', t('webhooks.fields.url'), (r) => r.url, { sortable: true }),
    textColumn('description', t('webhooks.fields.description'), (r) => r.description),
    ...(platform
      ? [
          {
            key: 'accnName',
            label: t('webhooks.fields.company'),
            sortable: true,
            render: (r: WebhookEndpoint) => r.accnName ?? r.accnId,
            text: (r: WebhookEndpoint) => r.accnName ?? r.accnId,
          },
        ]
      : []),
    { key: 'events', label: t('webhooks.fields.events'), noWrap: true, render: eventsText },
    { key: 'active', label: t('webhooks.fields.active'), noWrap: true, render: (r) => <ActiveBadge active={r.active} /> },
    {
      key: 'health',
      label: t('webhooks.fields.health'),
      noWrap: true,
      render: (r) => (
        <Group gap={4} wrap="nowrap">
          {r.pending > 0 && (
            <StateBadge state="RETRYING" color="orange" label={t('webhooks.pendingCount', { count: r.pending })} />
          )}
          {r.failed > 0 && <StateBadge state="FAILED" color="red" label={t('webhooks.failedCount', { count: r.failed })} />}
          {r.pending === 0 && r.failed === 0 && <Text size="sm">—</Text>}
        </Group>
      ),
    },
    {
      key: 'createdAt',
      label: t('webhooks.fields.createdAt'),
      sortable: true,
      noWrap: true,
      render: (r) => formatDateTimeWithSeconds(r.createdAt),
    },
  ];
  return (
    <Stack gap="md">
      <PagedList<WebhookEndpoint>
        testId="webhooks"
        title={t('webhooks.title')}
        queryKey={webhookKeys.endpoints}
        path={webhookApi.endpoints()}
        columns={columns}
        defaultSort={{ field: 'createdAt', order: 'desc' }}
        rowKey={(r) => r.endpointId}
        search={{ placeholder: t('webhooks.searchPlaceholder') }}
        filters={[
          {
            name: 'active',
            label: t('webhooks.fields.active'),
            options: [
              { value: 'true', label: t('webhooks.active') },
              { value: 'false', label: t('webhooks.inactive') },
            ],
          },
        ]}
        onOpen={(r) => void navigate(webhookDetailPath(r.endpointId))}
        headerActions={
          manager ? (
            <Button onClick={() => void navigate(WEBHOOK_ROUTES.create)} data-testid="webhooks-new">
              {t('webhooks.newEndpoint')}
            </Button>
          ) : undefined
        }
      />
      <Text size="sm" c="dimmed">
        {t('webhooks.listHint')}
      </Text>
    </Stack>
  );
}

interface EndpointValues {
  url: string;
  description: string;
  allEvents: boolean;
  events: EventType[];
  active: boolean;
}

const EMPTY: EndpointValues = { url: 'https://', description: '', allEvents: true, events: [], active: true };

/** The secret, shown once (after create and roll), with a copy button. */
function SecretModal({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={secret !== null}
      onClose={onClose}
      title={t('webhooks.secretTitle')}
      size="lg"
      centered
      closeOnClickOutside={false}
    >
      <Stack gap="sm">
        <Alert color="yellow">{t('webhooks.secretOnce')}</Alert>
        <Code block data-testid="webhook-secret" style={{ wordBreak: 'break-all', userSelect: 'all' }}>
          {secret}
        </Code>
        <Group justify="flex-end">
          <CopyButton value={secret ?? ''}>
            {({ copied, copy }) => (
              <Button variant="default" onClick={copy} data-testid="webhook-secret-copy">
                {copied ? t('webhooks.copied') : t('webhooks.copy')}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onClose} data-testid="webhook-secret-done">
            {t('webhooks.secretDone')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The endpoint's fields (new or change), checked with the server's schema. */
function EndpointForm({
  endpoint,
  onSaved,
  onReload,
}: {
  endpoint?: WebhookEndpoint;
  onSaved: (saved: WebhookEndpoint | WebhookEndpointWithSecret) => void;
  onReload?: () => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const readOnly = endpoint !== undefined && !endpoint.canManage;
  const entity = useEntityForm<EndpointValues, EndpointValues>({
    viewType: endpoint ? (readOnly ? 'view' : 'edit') : 'new',
    defaultValues: endpoint
      ? {
          url: endpoint.url,
          description: endpoint.description,
          allEvents: endpoint.allEvents,
          events: endpoint.events as EventType[],
          active: endpoint.active,
        }
      : EMPTY,
    schema: webhookEndpointInput as never,
    save: (values) =>
      endpoint
        ? api.put<WebhookEndpoint>(webhookApi.endpoint(endpoint.endpointId), { ...values, version: endpoint.version })
        : api.post<WebhookEndpointWithSecret>(webhookApi.endpoints(), values),
    onSaved: (result, values) => {
      // The saved values are the form's new baseline: leaving is no longer "unsaved changes".
      entity.form.reset(values);
      onSaved(result as WebhookEndpoint);
    },
    onReload,
    invalidText: t('webhooks.invalid'),
  });
  const { register, control, watch } = entity.form;
  const allEvents = watch('allEvents');
  return (
    <form onSubmit={(e) => void entity.submit(e)} noValidate>
      <Stack gap="sm">
        <FormProblems form={entity} conflictTestId="webhook-conflict" />
        <TextInput
          label={t('webhooks.fields.url')}
          description={t('webhooks.urlHint')}
          required
          readOnly={entity.readOnly}
          {...register('url')}
          error={entity.errorOf('url')}
          data-testid="webhook-url"
        />
        <TextInput
          label={t('webhooks.fields.description')}
          readOnly={entity.readOnly}
          {...register('description')}
          error={entity.errorOf('description')}
          data-testid="webhook-description"
        />
        <Controller
          control={control}
          name="active"
          render={({ field }) => (
            <Switch
              label={t('webhooks.fields.active')}
              disabled={entity.readOnly}
              checked={field.value}
              onChange={(e) => field.onChange(e.currentTarget.checked)}
              onBlur={field.onBlur}
              data-testid="webhook-active-switch"
            />
          )}
        />
        <Controller
          control={control}
          name="allEvents"
          render={({ field }) => (
            <Checkbox
              label={t('webhooks.allEventsLabel')}
              disabled={entity.readOnly}
              checked={field.value}
              onChange={(e) => field.onChange(e.currentTarget.checked)}
              onBlur={field.onBlur}
              data-testid="webhook-all-events"
            />
          )}
        />
        {!allEvents && (
          <Controller
            control={control}
            name="events"
            render={({ field }) => (
              <Checkbox.Group
                label={t('webhooks.fields.events')}
                value={field.value}
                onChange={(v) => field.onChange(v as EventType[])}
                error={entity.errorOf('events')}
                readOnly={entity.readOnly}
              >
                <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} mt="xs">
                  {eventsByGroup().map(({ group, events }) => (
                    <Paper key={group} withBorder p="sm">
                      <Text fw={600} size="sm" mb={4}>
                        {t(`webhooks.groups.${group}`)}
                      </Text>
                      <Stack gap={4}>
                        {events.map((type) => (
                          <Checkbox
                            key={type}
                            value={type}
                            disabled={entity.readOnly}
                            label={`${t(`webhooks.events.${type}`)} (${type})`}
                            data-testid={`webhook-event-${type}`}
                          />
                        ))}
                      </Stack>
                    </Paper>
                  ))}
                </SimpleGrid>
              </Checkbox.Group>
            )}
          />
        )}
        {!entity.readOnly && (
          <Group>
            <Button type="submit" loading={entity.saving} data-testid="webhook-save">
              {endpoint ? t('webhooks.save') : t('webhooks.create')}
            </Button>
          </Group>
        )}
      </Stack>
      {entity.dialog}
    </form>
  );
}

/** /administrations/webhooks/new: register an endpoint; its secret is shown once, then its page opens. */
export function WebhookNewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [created, setCreated] = useState<WebhookEndpointWithSecret | null>(null);
  return (
    <Stack gap="md" maw={960}>
      <Anchor component={Link} to={WEBHOOK_ROUTES.list} size="sm">
        ← {t('webhooks.title')}
      </Anchor>
      <PageTitle>{t('webhooks.newEndpoint')}</PageTitle>
      <EndpointForm
        onSaved={(saved) => {
          void queryClient.invalidateQueries({ queryKey: webhookKeys.all });
          setCreated(saved as WebhookEndpointWithSecret);
        }}
      />
      <SecretModal
        secret={created?.secret ?? null}
        onClose={() => {
          if (created) void navigate(webhookDetailPath(created.endpointId), { replace: true });
        }}
      />
    </Stack>
  );
}

/** /administrations/webhooks/:endpointId: the endpoint (changed by its company's administrator), test event, roll, log. */
export function WebhookDetailPage() {
  const { t } = useTranslation();
  const { endpointId = '' } = useParams();
  const api = useApi();
  const queryClient = useQueryClient();
  const endpoint = useQuery({
    queryKey: webhookKeys.endpoint(endpointId),
    queryFn: ({ signal }) => api.get<WebhookEndpoint>(webhookApi.endpoint(endpointId), { signal }),
  });
  const [secret, setSecret] = useState<string | null>(null);
  const [confirmRoll, setConfirmRoll] = useState(false);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: webhookKeys.all });
  const fail = (error: unknown) => {
    if (!isSessionHandledError(error)) notifyError(errorMessage(error, t));
  };
  const roll = useMutation({
    mutationFn: (row: WebhookEndpoint) =>
      api.post<WebhookEndpointWithSecret>(webhookApi.roll(row.endpointId), { version: row.version }),
    onSuccess: (result) => {
      setSecret(result.secret);
      refresh();
    },
    onError: fail,
  });
  const test = useMutation({
    mutationFn: (row: WebhookEndpoint) => api.post<WebhookDelivery>(webhookApi.test(row.endpointId)),
    onSuccess: () => {
      notifySuccess(t('webhooks.testSent'));
      refresh();
    },
    onError: fail,
  });
  if (endpoint.isPending) return <Loader aria-label={t('common.loading')} />;
  if (endpoint.isError) return <Alert color="red">{errorMessage(endpoint.error, t)}</Alert>;
  const row = endpoint.data;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={WEBHOOK_ROUTES.list} size="sm">
        ← {t('webhooks.title')}
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <PageTitle>{row.description || t('webhooks.endpoint')}</PageTitle>
          <Group gap="xs">
            <ActiveBadge active={row.active} />
            <Text size="sm" c="dimmed">
              {t('webhooks.secretHint', { hint: row.secretHint })}
            </Text>
            {row.accnName && (
              <Text size="sm" c="dimmed">
                · {row.accnName}
              </Text>
            )}
          </Group>
        </Stack>
        {row.canManage && (
          <Group gap="xs">
            <Button
              variant="default"
              onClick={() => test.mutate(row)}
              loading={test.isPending}
              disabled={!row.active}
              data-testid="webhook-test"
            >
              {t('webhooks.sendTest')}
            </Button>
            <Button variant="default" color="red" onClick={() => setConfirmRoll(true)} data-testid="webhook-roll">
              {t('webhooks.rollSecret')}
            </Button>
          </Group>
        )}
      </Group>
      <Paper withBorder p="md">
        <EndpointForm
          key={`${row.endpointId}-${row.version}`}
          endpoint={row}
          onReload={() => void endpoint.refetch()}
          onSaved={() => {
            notifySuccess(t('webhooks.saved'));
            refresh();
          }}
        />
      </Paper>
      <DeliveryLog endpointId={row.endpointId} />
      <ConfirmDialog
        opened={confirmRoll}
        title={t('webhooks.rollSecret')}
        message={t('webhooks.rollConfirm')}
        onNo={() => setConfirmRoll(false)}
        onYes={() => {
          setConfirmRoll(false);
          roll.mutate(row);
        }}
      />
      <SecretModal secret={secret} onClose={() => setSecret(null)} />
    </Stack>
  );
}

/** The endpoint's deliveries, newest first, server-paged, filtered by status; a row opens its attempts. */
function DeliveryLog({ endpointId }: { endpointId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<string | null>(null);
  const columns: ListColumn<WebhookDelivery>[] = [
    {
      key: 'createdAt',
      label: t('webhooks.fields.createdAt'),
      sortable: true,
      noWrap: true,
      render: (r) => formatDateTimeWithSeconds(r.createdAt),
    },
    { key: 'eventType', label: t('webhooks.fields.eventType'), sortable: true, noWrap: true, render: (r) => r.eventType },
    {
      key: 'status',
      label: t('webhooks.fields.status'),
      sortable: true,
      noWrap: true,
      render: (r) => <DeliveryBadge status={r.status} testId="delivery-status" />,
    },
    { key: 'attempts', label: t('webhooks.fields.attempts'), align: 'right', render: (r) => r.attempts },
    { key: 'lastStatusCode', label: t('webhooks.fields.lastStatusCode'), align: 'right', render: (r) => r.lastStatusCode ?? '—' },
    {
      key: 'nextAttemptAt',
      label: t('webhooks.fields.nextAttemptAt'),
      noWrap: true,
      render: (r) => (r.nextAttemptAt && r.status !== 'DELIVERED' ? formatDateTimeWithSeconds(r.nextAttemptAt) : '—'),
    },
    { key: 'lastError', label: t('webhooks.fields.lastError'), render: (r) => r.lastError ?? '', text: (r) => r.lastError ?? '' },
  ];
  return (
    <>
      <PagedList<WebhookDelivery>
        testId="deliveries"
        title={t('webhooks.deliveries')}
        titleOrder={2}
        queryKey={webhookKeys.deliveries(endpointId)}
        path={webhookApi.deliveries(endpointId)}
        columns={columns}
        defaultSort={{ field: 'createdAt', order: 'desc' }}
        rowKey={(r) => r.deliveryId}
        search={{ placeholder: t('webhooks.searchEvent') }}
        filters={[
          {
            name: 'status',
            label: t('webhooks.fields.status'),
            options: DELIVERY_STATUSES.map((s) => ({ value: s, label: t(`webhooks.status.${s}`) })),
          },
        ]}
        onOpen={(r) => setOpen(r.deliveryId)}
      />
      <DeliveryModal deliveryId={open} onClose={() => setOpen(null)} />
    </>
  );
}

/** A delivery: its payload as signed, every attempt (code, time, error, the response's first bytes) and Replay. */
function DeliveryModal({ deliveryId, onClose }: { deliveryId: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const detail = useQuery({
    queryKey: webhookKeys.delivery(deliveryId ?? ''),
    queryFn: ({ signal }) => api.get<WebhookDeliveryDetail>(webhookApi.delivery(deliveryId!), { signal }),
    enabled: deliveryId !== null,
    refetchInterval: (q) => (q.state.data && ['PENDING', 'RETRYING'].includes(q.state.data.status) ? 2000 : false),
  });
  const replay = useMutation({
    mutationFn: (id: string) => api.post(webhookApi.replay(id)),
    onSuccess: () => {
      notifySuccess(t('webhooks.replayed'));
      void queryClient.invalidateQueries({ queryKey: webhookKeys.all });
    },
    onError: (error) => {
      if (!isSessionHandledError(error)) notifyError(errorMessage(error, t));
    },
  });
  const d = detail.data;
  return (
    <Modal opened={deliveryId !== null} onClose={onClose} title={t('webhooks.delivery')} size="xl" centered>
      {detail.isPending && <Loader size="sm" aria-label={t('common.loading')} />}
      {detail.isError && <Alert color="red">{errorMessage(detail.error, t)}</Alert>}
      {d && (
        <Stack gap="sm" data-testid="delivery-detail">
          <Group justify="space-between">
            <Group gap="xs">
              <DeliveryBadge status={d.status} testId="delivery-detail-status" />
              <Text size="sm">{d.eventType}</Text>
              <Text size="xs" c="dimmed" ff="monospace">
                {d.deliveryId}
              </Text>
            </Group>
            {d.canReplay && (
              <Button
                size="xs"
                onClick={() => replay.mutate(d.deliveryId)}
                loading={replay.isPending}
                data-testid="delivery-replay"
              >
                {t('webhooks.replay')}
              </Button>
            )}
          </Group>
          <Title order={3} size="h5">
            {t('webhooks.attempts')}
          </Title>
          {d.attemptLog.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('webhooks.noAttempts')}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={600}>
              <Table striped data-testid="delivery-attempts">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>#</Table.Th>
                    <Table.Th>{t('webhooks.fields.startedAt')}</Table.Th>
                    <Table.Th>{t('webhooks.fields.statusCode')}</Table.Th>
                    <Table.Th>{t('webhooks.fields.duration')}</Table.Th>
                    <Table.Th>{t('webhooks.fields.result')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {d.attemptLog.map((a) => (
                    <Table.Tr key={a.attemptNo} data-testid="delivery-attempt">
                      <Table.Td>
                        {a.attemptNo}
                        {a.replay ? ` (${t('webhooks.replay')})` : ''}
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTimeWithSeconds(a.startedAt)}</Table.Td>
                      <Table.Td data-testid="delivery-attempt-code">{a.statusCode ?? '—'}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{t('webhooks.ms', { ms: a.durationMs })}</Table.Td>
                      <Table.Td>
                        <Text size="xs" ff="monospace" style={{ wordBreak: 'break-all' }}>
                          {a.error ?? a.responseExcerpt ?? ''}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <Title order={3} size="h5">
            {t('webhooks.payload')}
          </Title>
          <Code block data-testid="delivery-payload" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {prettyJson(d.payload)}
          </Code>
        </Stack>
      )}
    </Modal>
  );
}

const prettyJson = (text: string) => {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
};
