import { Alert, Button, Container, Group, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { useNavigate, useParams } from '../lib/router';
import { ENQUIRY_STATES } from '../../domain/enquiries/enquiries';
import { formatDateTime } from '../../domain/format';
import { useBreadcrumbItem } from '../components/breadcrumb-item';
import { useConfirm } from '../components/confirm-dialog';
import { useConflict } from '../components/form/use-conflict';
import { PageTitle } from '../components/page-title';
import { ReasonModal } from '../components/reason-modal';
import { ServerList, type ListColumn } from '../components/server-list';
import { StateBadge } from '../components/state-badge';
import { useServerList } from '../components/use-server-list';
import { useApi } from '../lib/api-context';
import { errorMessage } from '../lib/error-message';
import { notifySuccess } from '../lib/notify';
import { infoApi, infoKeys, type EnquiryDetail, type EnquiryRow } from './info-api';
import { enquiryPath } from './info-paths';
import { monoColumn, textColumn } from '../components/list-columns';

const COLORS: Record<string, string> = { OPEN: 'orange', ANSWERED: 'blue', CLOSED: 'gray' };

function EnquiryStateBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return <StateBadge state={status} label={t(`enquiries.states.${status}`)} color={COLORS[status]} testId="enquiry-state" />;
}

/** /opadmin/enquiries: the enquiries, newest first, with the open ones to answer. */
export function EnquiriesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useServerList<EnquiryRow>({
    queryKey: infoKeys.enquiries(),
    path: infoApi.enquiries(),
    spec: { sortable: ['createdAt', 'enqId', 'status', 'name'], filters: ['status'] },
  });
  const columns: ListColumn<EnquiryRow>[] = [
    monoColumn<EnquiryRow>('enqId', t('enquiries.fields.enqId'), (r) => r.enqId, { sortable: true }),
    {
      key: 'createdAt',
      label: t('enquiries.fields.createdAt'),
      sortable: true,
      noWrap: true,
      render: (r) => formatDateTime(r.createdAt),
    },
    textColumn('name', t('enquiries.fields.name'), (r) => r.name, { sortable: true }),
    { key: 'company', label: t('enquiries.fields.company'), render: (r) => r.company ?? '', text: (r) => r.company ?? '' },
    { key: 'topic', label: t('enquiries.fields.topic'), render: (r) => t(`enquiries.topics.${r.topic}`) },
    {
      key: 'status',
      label: t('enquiries.fields.status'),
      sortable: true,
      render: (r) => <EnquiryStateBadge status={r.status} />,
    },
  ];
  return (
    <ServerList<EnquiryRow>
      testId="enquiries"
      list={list}
      title={t('enquiries.menu.list')}
      columns={columns}
      defaultSort={{ field: 'createdAt', order: 'desc' }}
      rowKey={(r) => r.enqId}
      testIds={{ row: (r) => `enquiry-row-${r.enqId}` }}
      search={{ placeholder: t('enquiries.list.search') }}
      filters={[
        {
          name: 'status',
          label: t('enquiries.fields.status'),
          options: ENQUIRY_STATES.map((value) => ({ value, label: t(`enquiries.states.${value}`) })),
          testId: 'enquiries-status',
        },
      ]}
      onOpen={(r) => void navigate(enquiryPath(r.enqId))}
    />
  );
}

/** /opadmin/enquiries/:enqId: the message, and the answer (e-mailed) and close verbs the server offers. */
export function EnquiryDetailPage() {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const enqId = useParams().enqId ?? '';
  useBreadcrumbItem(enqId);
  const { confirm, dialog } = useConfirm();
  const [answering, setAnswering] = useState(false);
  const [answerError, setAnswerError] = useState<string | null>(null);
  const query = useQuery({
    queryKey: infoKeys.enquiry(enqId),
    queryFn: ({ signal }) => api.get<EnquiryDetail>(infoApi.enquiry(enqId), { signal }),
  });
  const conflict = useConflict(() => void query.refetch(), { testId: 'enquiry-conflict', reloadTestId: 'enquiry-reload' });
  const act = useMutation({
    mutationFn: ({ verb, answer }: { verb: 'answer' | 'close'; answer?: string }) =>
      api.post<EnquiryDetail>(infoApi.act(enqId, verb), verb === 'answer' ? { answer } : {}),
    onSuccess: (detail, { verb }) => {
      queryClient.setQueryData(infoKeys.enquiry(enqId), detail);
      void queryClient.invalidateQueries({ queryKey: infoKeys.enquiryLists() });
      setAnswering(false);
      notifySuccess(t(verb === 'answer' ? 'enquiries.detail.answered' : 'enquiries.detail.closed'));
    },
    onError: (error) => {
      setAnswering(false);
      if (!conflict.caught(error)) setAnswerError(errorMessage(error, t));
    },
  });
  if (query.isPending) return <Loader />;
  if (query.isError) return <Alert color="red">{errorMessage(query.error, t)}</Alert>;
  const e = query.data;
  const row = (label: string, value: string | null | undefined, testId?: string) => (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" data-testid={testId}>
        {value || '-'}
      </Text>
    </div>
  );
  return (
    <Container size="md" data-testid="enquiry-detail">
      <Group justify="space-between" mb="md" wrap="wrap">
        <Group gap="sm">
          <PageTitle>{t('enquiries.detail.title', { enqId: e.enqId })}</PageTitle>
          <EnquiryStateBadge status={e.status} />
        </Group>
        <Group gap="xs">
          {e.actions.includes('answer') && (
            <Button onClick={() => (setAnswerError(null), setAnswering(true))} data-testid="enquiry-answer">
              {t('enquiries.detail.answer')}
            </Button>
          )}
          {e.actions.includes('close') && (
            <Button
              variant="default"
              loading={act.isPending && act.variables?.verb === 'close'}
              onClick={() =>
                void confirm(t('enquiries.detail.closeConfirm')).then((yes) => {
                  if (yes) act.mutate({ verb: 'close' });
                })
              }
              data-testid="enquiry-close"
            >
              {t('enquiries.detail.close')}
            </Button>
          )}
        </Group>
      </Group>
      {conflict.alert}
      {answerError && (
        <Alert color="red" mb="sm">
          {answerError}
        </Alert>
      )}
      <Stack gap="md">
        <Paper withBorder p="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            {row(t('enquiries.fields.name'), e.name)}
            {row(t('enquiries.fields.email'), e.email)}
            {row(t('enquiries.fields.company'), e.company)}
            {row(t('enquiries.fields.topic'), t(`enquiries.topics.${e.topic}`))}
            {row(t('enquiries.fields.createdAt'), formatDateTime(e.createdAt))}
            {row(t('enquiries.fields.usrId'), e.usrId)}
          </SimpleGrid>
        </Paper>
        <Paper withBorder p="md">
          <Text size="xs" c="dimmed">
            {t('enquiries.fields.message')}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }} data-testid="enquiry-message-text">
            {e.message}
          </Text>
        </Paper>
        {e.answer && (
          <Paper withBorder p="md">
            <Text size="xs" c="dimmed">
              {t('enquiries.detail.answerBy', {
                by: e.answeredBy ?? '',
                at: e.answeredAt ? formatDateTime(e.answeredAt) : '',
              })}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }} data-testid="enquiry-answer-text">
              {e.answer}
            </Text>
          </Paper>
        )}
        {e.closedAt && (
          <Text size="sm" c="dimmed" data-testid="enquiry-closed-by">
            {t('enquiries.detail.closedBy', { by: e.closedBy ?? '', at: formatDateTime(e.closedAt) })}
          </Text>
        )}
      </Stack>
      <ReasonModal
        opened={answering}
        title={t('enquiries.detail.answerTitle', { enqId: e.enqId })}
        message={t('enquiries.detail.answerHint', { email: e.email })}
        label={t('enquiries.detail.answerLabel')}
        required
        maxLength={4000}
        confirmLabel={t('enquiries.detail.send')}
        busy={act.isPending}
        onConfirm={(answer) => act.mutate({ verb: 'answer', answer })}
        onClose={() => setAnswering(false)}
      />
      {dialog}
    </Container>
  );
}
