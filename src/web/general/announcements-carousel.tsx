import { ActionIcon, Box, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { announcementLines } from './announcement-lines';
import type { Announcement } from './use-announcements';

/** Spec §9: the carousel moves on every 3000 ms. */
export const CAROUSEL_INTERVAL_MS = 3000;

export interface AnnouncementsCarouselProps {
  announcements: Announcement[];
  intervalMs?: number;
}

/** Footer carousel of announcements. Renders nothing without announcements; every line is plain text. */
export function AnnouncementsCarousel({ announcements, intervalMs = CAROUSEL_INTERVAL_MS }: AnnouncementsCarouselProps) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = announcements.length;
  const current = count ? announcements[index % count] : undefined;

  useEffect(() => {
    if (count < 2 || paused) return undefined;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [count, paused, intervalMs]);

  if (!current) return null;
  const go = (delta: number) => setIndex((i) => (((i + delta) % count) + count) % count);

  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      data-testid="announcements"
      role="region"
      aria-roledescription="carousel"
      aria-label={t('announcements.label')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Group wrap="nowrap" align="center" gap="xs">
        {count > 1 && (
          <ActionIcon variant="subtle" onClick={() => go(-1)} aria-label={t('announcements.previous')}>
            ‹
          </ActionIcon>
        )}
        <Box
          key={index % count}
          className="lintas-fade-in"
          style={{ flex: 1, minWidth: 0 }}
          aria-live={paused ? 'polite' : 'off'}
        >
          <Stack gap={2} data-testid="announcement">
            <Text fw={600} size="sm">
              {current.canuSubject}
            </Text>
            {current.canuDescription && (
              <Text size="sm" c="dimmed">
                {current.canuDescription}
              </Text>
            )}
            {announcementLines(current.canuContent).map((line, i) => (
              <Text size="sm" key={i} data-testid="announcement-line">
                {line}
              </Text>
            ))}
          </Stack>
        </Box>
        {count > 1 && (
          <ActionIcon variant="subtle" onClick={() => go(1)} aria-label={t('announcements.next')}>
            ›
          </ActionIcon>
        )}
      </Group>
      {count > 1 && (
        <Group justify="center" gap={6} mt={6}>
          {announcements.map((a, i) => (
            <UnstyledButton
              key={a.canuId}
              onClick={() => setIndex(i)}
              aria-label={t('announcements.goTo', { number: i + 1 })}
              aria-current={i === index % count}
              w={8}
              h={8}
              style={{
                borderRadius: '50%',
                background: i === index % count ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-gray-4)',
              }}
            />
          ))}
        </Group>
      )}
    </Paper>
  );
}
