import { Anchor, Box, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../lib/use-translation';
import { Link } from '../lib/router';
import { PATHS } from '../lib/paths';
import { AnnouncementBanner } from './announcement-banner';
import { useAnnouncements } from './use-announcements';

/** Footer: FAQ and Contact links (public or in-app variants) and the announcement banner. */
export function SiteFooter({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const announcements = useAnnouncements();
  const list = announcements.data ?? [];
  return (
    <Box component="footer" py="sm" px="md" data-testid="site-footer">
      <Stack gap="xs">
        {list.length > 0 && <AnnouncementBanner announcements={list} />}
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            © {new Date().getFullYear()} {t('app.name')}
          </Text>
          <Group gap="md">
            <Anchor component={Link} to={signedIn ? PATHS.infoFaq : PATHS.sessionFaq} size="sm" data-testid="footer-faq">
              {t('faq.link')}
            </Anchor>
            <Anchor
              component={Link}
              to={signedIn ? PATHS.infoContact : PATHS.sessionContact}
              size="sm"
              data-testid="footer-contact"
            >
              {t('contact.link')}
            </Anchor>
          </Group>
        </Group>
      </Stack>
    </Box>
  );
}
