import { Alert, Text } from '@mantine/core';
import { useTranslation } from '../lib/use-translation';
import { announcementLines } from './announcement-lines';
import { useOpenAnnouncements } from './open-announcements';
import type { Announcement } from './use-announcements';

/**
 * A slim banner with the first announcement the visitor has not closed; closing it (remembered in this browser)
 * shows the next one. Renders nothing when every announcement is closed; every line is plain text.
 */
export function AnnouncementBanner({ announcements }: { announcements: Announcement[] }) {
  const { t } = useTranslation();
  const { open, current, dismiss } = useOpenAnnouncements(announcements);
  if (!current) return null;
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
