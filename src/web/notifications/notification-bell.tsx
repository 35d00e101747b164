import { ActionIcon, Indicator, Popover, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { useApi } from '../lib/api-context';
import { loadAllTranslations } from '../lib/i18n';
import { API_PATHS } from '../lib/paths';
import { notificationKeys, UNREAD_REFRESH_MS } from './notifications-api';

/** The dropdown's list (and the notifications' texts, in the lazy part) load on the first opening or hover. */
const loadDropdown = () => Promise.all([import('./notification-dropdown'), loadAllTranslations(true)]).then(([module]) => module);
const NotificationDropdown = lazy(() => loadDropdown().then((m) => ({ default: m.NotificationDropdown })));

/**
 * The top bar's bell (issue 17): the unread count (a count query on a partial index), fetched again every minute
 * and when the window regains focus; the latest notifications open under it.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const api = useApi();
  const [opened, setOpened] = useState(false);
  const unread = useQuery({
    queryKey: notificationKeys.unread(),
    queryFn: ({ signal }) => api.get<{ count: number }>(API_PATHS.notificationsUnread, { signal }),
    refetchInterval: UNREAD_REFRESH_MS,
    refetchOnWindowFocus: true,
    staleTime: 10_000,
  });
  const count = unread.data?.count ?? 0;
  const label =
    count > 0 ? `${t('notifications.menu.bell')}: ${t('notifications.menu.unread', { count })}` : t('notifications.menu.bell');
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={360} shadow="md" withinPortal>
      <Popover.Target>
        <Tooltip label={label} disabled={opened}>
          <Indicator
            label={count > 99 ? '99+' : count}
            size={16}
            color="red"
            disabled={count === 0}
            offset={4}
            data-testid="notification-count"
            data-count={count}
          >
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={label}
              aria-expanded={opened}
              onClick={() => setOpened((o) => !o)}
              onMouseEnter={() => void loadDropdown().catch(() => undefined)}
              data-testid="notification-bell"
            >
              <svg
                width="18"
                height="18"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                aria-hidden="true"
              >
                <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
                <path d="M13.73 21a2 2 0 0 1-3.46 0" />
              </svg>
            </ActionIcon>
          </Indicator>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown p="xs" data-testid="notification-dropdown" aria-label={t('notifications.menu.bell')}>
        {opened && (
          <Suspense fallback={t('common.loading')}>
            <NotificationDropdown onClose={() => setOpened(false)} />
          </Suspense>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
