import { Anchor, Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../lib/use-translation';
import { Link, useNavigate } from '../lib/router';
import type { DatatableResponse } from '../../domain/datatable';
import { PAGE_SIZES } from '../../domain/page-sizes';
import { formatDateTime } from '../../domain/format';
import { useApi } from '../lib/api-context';
import { isSessionHandledError } from '../lib/api-errors';
import { errorMessage } from '../lib/error-message';
import { notifyError } from '../lib/notify';
import { API_PATHS, PATHS } from '../lib/paths';
import { notificationKeys, textOf, type NotificationRow } from './notifications-api';

/** The latest notifications the dropdown shows: one page of the list (a page size of spec §9, or the API refuses it). */
const LATEST = PAGE_SIZES[0];
/** While the dropdown is open it follows new notifications (the fan-out delivers a few seconds after the cause). */
const OPEN_REFRESH_MS = 5_000;

/** The bell's dropdown: the latest notifications (opening one marks it read and goes to its record), mark all read. */
export function NotificationDropdown({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const latest = useQuery({
    queryKey: notificationKeys.latest(),
    queryFn: ({ signal }) =>
      api.get<DatatableResponse<NotificationRow>>(`${API_PATHS.notifications}?start=0&length=${LATEST}`, { signal }),
    staleTime: 0,
    refetchInterval: OPEN_REFRESH_MS,
  });
  // Each fresh list brings the bell's count along, so the two never disagree while the dropdown is open.
  useEffect(() => {
    if (latest.dataUpdatedAt) void queryClient.invalidateQueries({ queryKey: notificationKeys.unread() });
  }, [latest.dataUpdatedAt, queryClient]);
  const refresh = () => queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  const fail = (e: unknown) => {
    if (!isSessionHandledError(e)) notifyError(errorMessage(e, t));
  };

  // The record opens at once; marking it read follows (a slow answer must not hold the user on this screen).
  async function open(n: NotificationRow) {
    onClose();
    void navigate(n.recordPath);
    try {
      if (!n.readAt) await api.post(API_PATHS.notificationRead(n.id));
    } catch (e) {
      fail(e);
    }
    void refresh();
  }

  async function markAll() {
    try {
      await api.post(API_PATHS.notificationsReadAll);
    } catch (e) {
      fail(e);
    }
    void refresh();
  }

  const rows = latest.data?.aaData ?? [];
  return (
    <Stack gap={4}>
      <Group justify="space-between" px={4}>
        <Text fw={600} size="sm">
          {t('notifications.menu.bell')}
        </Text>
        <Button size="compact-xs" variant="subtle" onClick={() => void markAll()} data-testid="notification-mark-all">
          {t('notifications.bell.markAll')}
        </Button>
      </Group>
      {latest.isError && (
        <Text size="sm" c="red">
          {t('notifications.bell.error')}
        </Text>
      )}
      {latest.isSuccess && rows.length === 0 && (
        <Text size="sm" c="dimmed" px={4}>
          {t('notifications.bell.none')}
        </Text>
      )}
      {rows.map((n) => {
        const text = textOf(n, i18n.language);
        return (
          <UnstyledButton
            key={n.id}
            onClick={() => void open(n)}
            p={6}
            style={{ borderRadius: 4, background: n.readAt ? undefined : 'var(--mantine-color-blue-light)' }}
            data-testid="notification-item"
            data-unread={n.readAt ? undefined : 'true'}
            data-path={n.recordPath}
          >
            <Text size="sm" fw={n.readAt ? 400 : 600} lineClamp={1}>
              {text.title}
            </Text>
            <Text size="xs" c="dimmed" lineClamp={2}>
              {text.body}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(n.createdAt)}
            </Text>
          </UnstyledButton>
        );
      })}
      <Anchor component={Link} to={PATHS.notifications} size="sm" ta="center" onClick={onClose} data-testid="notification-all">
        {t('notifications.bell.all')}
      </Anchor>
    </Stack>
  );
}
