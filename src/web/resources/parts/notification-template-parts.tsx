import { Alert, Button, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import { NOTIFICATIONS_API } from '../../../domain/api-paths';
// event-types, not templates: the templates' zod schema would bring zod into every resource list's first load.
import { EVENT_TYPES, variablesOf, type EventType } from '../../../domain/notifications/event-types';
import type { templatePreview } from '../../../domain/notifications/templates';
import type { WireOf } from '../../../domain/wire';
import { useApi } from '../../lib/api-context';
import { failureText } from '../../lib/failure-text';

/** The server's rendering of the template with sample data. */
type Preview = WireOf<typeof templatePreview>;

const isEventType = (code: string): code is EventType => Object.hasOwn(EVENT_TYPES, code);
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Under a template's form: the variables its type offers and the preview of what is typed now (saved or not) with
 * sample data, rendered by the server with the same schema as the save (an unknown variable is named).
 */
export function TemplatePreview({ values }: { values: Record<string, unknown> }) {
  const { t } = useTranslation();
  const api = useApi();
  const ntCode = text(values.ntCode);
  const preview = useMutation({
    mutationFn: () =>
      api.post<Preview>(NOTIFICATIONS_API.templatePreview, {
        ntCode,
        channel: text(values.channel),
        lang: text(values.lang),
        subject: text(values.subject),
        body: text(values.body),
      }),
  });
  return (
    <Paper withBorder p="md" data-testid="template-preview">
      <Stack gap="sm">
        <Title order={3}>{t('resources.notificationTemplate.preview.preview')}</Title>
        {isEventType(ntCode) && (
          <Text size="sm" data-testid="template-variables">
            {t('resources.notificationTemplate.preview.variables')}:{' '}
            {variablesOf(ntCode).map((v) => (
              <Code key={v} mr={4}>{`{{${v}}}`}</Code>
            ))}
          </Text>
        )}
        <Group>
          <Button
            variant="light"
            onClick={() => preview.mutate()}
            loading={preview.isPending}
            disabled={!text(values.subject) || !text(values.body)}
            data-testid="template-preview-run"
          >
            {t('resources.notificationTemplate.preview.previewButton')}
          </Button>
        </Group>
        {preview.isError && (
          <Alert color="red" data-testid="template-preview-error">
            {failureText(preview.error, t)}
          </Alert>
        )}
        {preview.data ? (
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              {t('resources.notificationTemplate.preview.subject')}
            </Text>
            <Text fw={600} data-testid="template-preview-subject">
              {preview.data.subject}
            </Text>
            <Text size="sm" c="dimmed">
              {t('resources.notificationTemplate.preview.body')}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="template-preview-body">
              {preview.data.body}
            </Text>
          </Stack>
        ) : (
          !preview.isError && (
            <Text size="sm" c="dimmed">
              {t('resources.notificationTemplate.preview.previewEmpty')}
            </Text>
          )
        )}
      </Stack>
    </Paper>
  );
}
