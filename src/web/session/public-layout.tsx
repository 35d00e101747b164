import { Anchor, Box, Group, Text } from '@mantine/core';
import { useTranslation } from '../lib/use-translation';
import { Link, Outlet, useOutletContext } from '../lib/router';
import { SiteFooter } from '../announcements';
import { getLoginPath } from '../lib/session-store';
import { useSignedIn } from '../lib/use-signed-in';
import { LanguageSelect } from './language-select';

interface PublicOutletContext {
  /** True when the top bar (with the language selector) is shown. */
  withChrome: boolean;
}

/** Whether the public top bar (with its language selector) is on screen. */
export function usePublicChrome(): boolean {
  return useOutletContext<PublicOutletContext | undefined>()?.withChrome ?? false;
}

/** Public session pages: top bar (app name, language) and footer only for visitors who are not signed in. */
export function PublicLayout() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const withChrome = !signedIn;
  return (
    <Box className="lintas-public">
      {withChrome && (
        <Box
          component="header"
          px="md"
          py="xs"
          data-testid="public-topbar"
          style={{ borderBottom: '1px solid var(--mantine-color-default-border)', background: 'var(--mantine-color-body)' }}
        >
          <Group justify="space-between" wrap="nowrap">
            <Group gap="xs" wrap="nowrap">
              <Anchor component={Link} to={getLoginPath()} underline="never" fw={700} size="xl" c="blue.8">
                {t('app.name')}
              </Anchor>
              <Text size="sm" c="dimmed" visibleFrom="sm">
                {t('app.tagline')}
              </Text>
            </Group>
            <LanguageSelect compact />
          </Group>
        </Box>
      )}
      <Box component="main" className="lintas-public-main">
        <Outlet context={{ withChrome } satisfies PublicOutletContext} />
      </Box>
      {withChrome && (
        <Box style={{ borderTop: '1px solid var(--mantine-color-default-border)', background: 'var(--mantine-color-body)' }}>
          <SiteFooter signedIn={false} />
        </Box>
      )}
    </Box>
  );
}
