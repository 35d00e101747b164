import { Alert, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { announcementLines } from './announcement-lines';
import type { Announcement } from './use-announcements';

/** localStorage key holding the ids of the announcements a visitor has closed. */
export const DISMISSED_ANNOUNCEMENTS_KEY = 'dismissedAnnouncements';

function readDismissed(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(DISMISSED_ANNOUNCEMENTS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return []; // storage blocked or garbled: nothing is dismissed
  }
}

function storeDismissed(ids: string[]): void {
  try {
    localStorage.setItem(DISMISSED_ANNOUNCEMENTS_KEY, JSON.stringify(ids.slice(-50)));
  } catch {
    // the choice just does not persist
  }
}

/**
 * A slim banner with the first announcement the visitor has not closed; closing it (remembered in this browser)
 * shows the next one. Renders nothing when every announcement is closed; every line is plain text.
 */
export function AnnouncementBanner({ announcements }: { announcements: Announcement[] }) {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(readDismissed);
  const open = announcements.filter((a) => !dismissed.includes(String(a.canuId)));
  const current = open[0];
  if (!current) return null;
  const dismiss = () => {
    const next = [...dismissed, String(current.canuId)];
    storeDismissed(next);
    setDismissed(next);
  };
  const lines = announcementLines(current.canuContent);
  return (
    <Alert
      role="region"
      aria-label={t('announcements.label')}
      color="blue"
      py={6}
      withCloseButton
      closeButtonLabel={t('announcements.dismiss')}
      onClose={dismiss}
      data-testid="announcements"
      title={
        <>
          {current.canuSubject}
          {open.length > 1 && (
            <Text span size="xs" fw={400} ml="xs" data-testid="announcements-more">
              {t('announcements.more', { count: open.length - 1 })}
            </Text>
          )}
        </>
      }
    >
      <div data-testid="announcement">
        {current.canuDescription && <Text size="sm">{current.canuDescription}</Text>}
        {lines.map((line, i) => (
          <Text size="sm" key={i} data-testid="announcement-line" lineClamp={2}>
            {line}
          </Text>
        ))}
      </div>
    </Alert>
  );
}
