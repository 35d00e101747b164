import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useTranslation } from '../lib/use-translation';
import { formatDateTime } from '../../domain/format';
import { agentAssociationBody } from '../../domain/vessel-calls/vessel-calls';
import { useConfirm } from '../components/confirm-dialog';
import { FormProblems } from '../components/form/form-problems';
import { useEntityForm } from '../components/form/use-entity-form';
import { RowAction } from '../components/row-action';
import { PagedList, type ListColumn } from '../components/server-list';
import { StateBadge } from '../components/state-badge';
import { useApi } from '../lib/api-context';
import { errorMessage } from '../lib/error-message';
import { notifyError, notifySuccess } from '../lib/notify';
import { useCan } from '../lib/use-can';
import { agentAssociationKeys } from './vessel-call-keys';
import { agentAssociationsPath, type AgentAssociationRow } from './vessel-calls-api';
import { monoColumn, textColumn } from '../components/list-columns';

type AgentBody = z.infer<typeof agentAssociationBody>;

/**
 * /association/agentAss: a shipping line's agents (associate one by its tax number, end an association); an agent
 * sees the lines that associated it. Server-paged, filter active or ended.
 */
export function AgentAssociationPage() {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const line = useCan('vessel.associate');
  const { confirm, dialog } = useConfirm();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: agentAssociationKeys.all });
  const entity = useEntityForm<AgentBody, AgentBody>({
    viewType: 'new',
    defaultValues: { agentTIN: '' },
    schema: agentAssociationBody,
    guard: false,
    save: (body) => api.post<AgentAssociationRow>(agentAssociationsPath(), body),
    onSaved: (saved) => {
      notifySuccess(t('vesselCalls.agents.associated', { name: (saved as AgentAssociationRow).agentName }));
      entity.form.reset({ agentTIN: '' });
      refresh();
    },
  });
  const end = useMutation({
    mutationFn: (row: AgentAssociationRow) => api.post<AgentAssociationRow>(agentAssociationsPath(row.assocId, 'end')),
    onSuccess: (row) => {
      notifySuccess(t('vesselCalls.agents.ended', { name: row.agentName }));
      refresh();
    },
    onError: (error) => notifyError(errorMessage(error, t)),
  });
  const columns: ListColumn<AgentAssociationRow>[] = [
    monoColumn('assocId', t('vesselCalls.agents.assocId'), (r) => r.assocId),
    line
      ? textColumn('agentName', t('vesselCalls.agents.agent'), (r) => r.agentName)
      : textColumn('lineName', t('vesselCalls.fields.line'), (r) => r.lineName),
    monoColumn('agentTIN', t('vesselCalls.agents.agentTIN'), (r) => r.agentTIN),
    {
      key: 'status',
      label: t('vesselCalls.fields.status'),
      noWrap: true,
      render: (r) => (
        <StateBadge
          state={r.status}
          label={t(`vesselCalls.agents.status.${r.status}`)}
          color={r.status === 'A' ? 'green' : 'gray'}
        />
      ),
    },
    {
      key: 'startedAt',
      label: t('vesselCalls.agents.startedAt'),
      noWrap: true,
      render: (r) => `${formatDateTime(r.startedAt)}${r.startedBy ? ` · ${r.startedBy}` : ''}`,
    },
    {
      key: 'endedAt',
      label: t('vesselCalls.agents.endedAt'),
      noWrap: true,
      render: (r) => (r.endedAt ? `${formatDateTime(r.endedAt)}${r.endedBy ? ` · ${r.endedBy}` : ''}` : '—'),
    },
  ];
  const tin = entity.form.watch('agentTIN');
  return (
    <Stack gap="md">
      <PagedList<AgentAssociationRow>
        testId="agent-associations"
        title={t('vesselCalls.menu.agents')}
        path={agentAssociationsPath()}
        queryKey={agentAssociationKeys.list}
        columns={columns}
        filters={[
          {
            name: 'status',
            label: t('vesselCalls.fields.status'),
            options: (['A', 'E'] as const).map((s) => ({ value: s, label: t(`vesselCalls.agents.status.${s}`) })),
          },
        ]}
        defaultSort={{ field: 'startedAt', order: 'desc' }}
        rowKey={(r) => r.assocId}
        rowActions={(r) =>
          r.actions.includes('end') ? (
            <RowAction
              label={t('vesselCalls.agents.end')}
              color="red"
              testId={`agent-end-${r.assocId}`}
              onClick={() =>
                void confirm(t('vesselCalls.agents.confirmEnd', { name: r.agentName })).then((yes) => yes && end.mutate(r))
              }
            />
          ) : null
        }
      >
        {line ? (
          <Paper withBorder p="sm">
            <form data-testid="agent-form" noValidate onSubmit={(e) => void entity.submit(e)}>
              <Stack gap="xs">
                <Text size="sm">{t('vesselCalls.agents.help')}</Text>
                <FormProblems form={entity} errorTestId="agent-error" />
                <Group align="flex-start">
                  <TextInput
                    label={t('vesselCalls.agents.agentTIN')}
                    placeholder="00.000.000.0-000.000"
                    value={tin}
                    onChange={(e) => {
                      entity.form.setValue('agentTIN', e.currentTarget.value, { shouldDirty: true });
                      entity.form.clearErrors('agentTIN');
                    }}
                    error={entity.errorOf('agentTIN')}
                    withAsterisk
                    w={280}
                    data-testid="agent-tin"
                  />
                  <Button type="submit" mt={25} loading={entity.saving} data-testid="agent-associate">
                    {t('vesselCalls.agents.associate')}
                  </Button>
                </Group>
              </Stack>
            </form>
          </Paper>
        ) : (
          <Text size="sm" c="dimmed">
            {t('vesselCalls.agents.agentHelp')}
          </Text>
        )}
      </PagedList>
      {dialog}
    </Stack>
  );
}
