import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../lib/use-translation';
import { Link } from '../lib/router';
import { notificationInboxResource } from '../../domain/notifications/inbox-resource';
import { RowAction } from '../components/row-action';
import { useApi } from '../lib/api-context';
import { isSessionHandledError } from '../lib/api-errors';
import { errorMessage } from '../lib/error-message';
import { notifyError, notifySuccess } from '../lib/notify';
import { API_PATHS } from '../lib/paths';
import { ResourceListPage } from '../resources';
import { notificationKeys, textOf, type NotificationRow } from './notifications-api';

/**
 * /session/notification (issue 17): all of one's notifications, paged on the server, filtered read/unread and by
 * type; each links to its record; mark one read, or all.
 */
export function NotificationsPage() {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  const fail = (e: unknown) => {
    if (!isSessionHandledError(e)) notifyError(errorMessage(e, t));
  };

  async function markRead(row: NotificationRow) {
    try {
      await api.post(API_PATHS.notificationRead(row.id));
    } catch (e) {
      fail(e);
    }
    void refresh();
  }

  async function markAll() {
    try {
      const { count } = await api.post<{ count: number }>(API_PATHS.notificationsReadAll);
      notifySuccess(t('notifications.page.markedAll', { count }));
    } catch (e) {
      fail(e);
    }
    void refresh();
  }

  return (
    <ResourceListPage<NotificationRow>
      def={notificationInboxResource}
      parts={{
        testIds: {
          list: 'notifications',
          table: 'notifications-table',
          row: 'notifications-row',
          filters: { read: 'notification-filter-read', type: 'notification-filter-type' },
        },
        cells: {
          titleEn: {
            render: (row) => {
              const text = textOf(row, i18n.language);
              return (
                <Stack gap={0}>
                  <Anchor
                    component={Link}
                    to={row.recordPath}
                    fw={row.readAt ? 400 : 700}
                    size="sm"
                    onClick={() => {
                      if (!row.readAt) void markRead(row);
                    }}
                    data-testid="notification-link"
                  >
                    {text.title}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {text.body}
                  </Text>
                </Stack>
              );
            },
            text: (row) => textOf(row, i18n.language).title,
          },
        },
        rowActions: (row) =>
          !row.readAt && (
            <RowAction
              label={t('notifications.page.markRead')}
              onClick={() => void markRead(row)}
              testId="notification-mark-read"
            />
          ),
        above: (
          <Group justify="flex-end">
            <Button size="xs" variant="light" onClick={() => void markAll()} data-testid="notifications-mark-all">
              {t('notifications.page.markAll')}
            </Button>
          </Group>
        ),
      }}
    />
  );
}
