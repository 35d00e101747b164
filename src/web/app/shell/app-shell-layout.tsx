import { Alert, AppShell, Box, Button, Center, Group, Loader, ScrollArea, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useEffect } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link, Outlet, useLocation, useNavigate } from '../../lib/router';
import { PATHS } from '../../lib/paths';
import { signinUrlFor } from '../require-auth';
import { SiteFooter } from '../../announcements';
import { useProfile } from './use-profile';
import { isApiError, isSessionHandledError } from '../../lib/api-errors';
import { errorMessage } from '../../lib/error-message';
import { clearToken } from '../../lib/session-store';
import { useMasterCacheSync } from '../../resources/use-master-options';
import { LanguageSelect } from '../../session/language-select';
import { HelpLink } from './help-link';
import { NotificationBell } from '../../notifications/notification-bell';
import { BreadcrumbItemProvider } from '../../components/breadcrumb-item';
import { BreadcrumbTrail } from './breadcrumb-trail';
import { useLayoutPreference, useNavbarPreference } from './layout-preference';
import { NavMenu } from './nav-menu';
import { SessionUserProvider } from '../../lib/session-user';
import { SidebarToggle } from './sidebar-toggle';
import { TopMenu } from './top-menu';
import { useMenu } from './use-menu';
import { UserMenu } from './user-menu';

const HEADER_HEIGHT = 56;
const TOP_MENU_HEIGHT = 44;
const NAVBAR_ID = 'app-navbar';

/** The signed-in shell: header (burger, language, user menu), the server's menu, the page, the footer. */
export function AppShellLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const profile = useProfile();
  const menu = useMenu();
  // Spec §7: the master data cache checks the server's change times on load and every 5 minutes.
  useMasterCacheSync();
  const [layout, setLayout] = useLayoutPreference();
  const [mobileOpened, mobile] = useDisclosure(false);
  const [navbar, setNavbar] = useNavbarPreference();
  const desktopOpened = navbar === 'open';
  const isMobile = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const offline = isApiError(profile.error) && profile.error.status === 0;
  const horizontal = layout === 'layout1';
  const entries = menu.data ?? [];
  const user = profile.data?.user;

  // Spec §8: a failed profile load means signed-out. Timeout and no-permission are already
  // handled by the API client; a network failure is shown instead.
  useEffect(() => {
    if (!profile.error || offline || isSessionHandledError(profile.error)) return;
    clearToken();
    void navigate(signinUrlFor(location.pathname + location.search), { replace: true });
  }, [profile.error, offline, navigate, location.pathname, location.search]);

  const showTopMenu = horizontal && !isMobile;
  // One toggle in the header: on a phone it opens and closes the menu over the page, on a desktop (layout2) it
  // collapses the menu and remembers that.
  const toggleOpened = isMobile ? mobileOpened : desktopOpened;
  const toggle = isMobile ? mobile.toggle : () => setNavbar(desktopOpened ? 'collapsed' : 'open');
  const navMenu = menu.isError ? (
    <Text size="sm" c="red" p="sm" data-testid="nav-menu-error">
      {t('shell.menuError')}
    </Text>
  ) : (
    <NavMenu entries={entries} onNavigate={mobile.close} />
  );

  return (
    <AppShell
      layout={horizontal ? 'default' : 'alt'}
      header={{ height: showTopMenu ? HEADER_HEIGHT + TOP_MENU_HEIGHT : HEADER_HEIGHT }}
      navbar={{
        width: 260,
        breakpoint: 'sm',
        collapsed: { mobile: !mobileOpened, desktop: horizontal || !desktopOpened },
      }}
      padding="md"
      data-layout={layout}
      data-testid="app-shell"
    >
      <AppShell.Header>
        <Group h={HEADER_HEIGHT} px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <SidebarToggle
              opened={toggleOpened}
              onToggle={toggle}
              controls={NAVBAR_ID}
              testId="nav-toggle"
              withTooltip={!isMobile}
              hiddenFrom={horizontal ? 'sm' : undefined}
            />
            {(horizontal || !desktopOpened || isMobile) && (
              <Text component={Link} to={PATHS.workbench} fw={700} size="lg" c="blue.8">
                {t('app.name')}
              </Text>
            )}
          </Group>
          <Group gap="sm" wrap="nowrap">
            <HelpLink />
            {user && <NotificationBell />}
            <LanguageSelect compact />
            {user && <UserMenu user={user} layout={layout} onLayoutChange={setLayout} />}
          </Group>
        </Group>
        {showTopMenu && (
          <Box
            h={TOP_MENU_HEIGHT}
            px="md"
            style={{ borderTop: '1px solid var(--mantine-color-default-border)', display: 'flex', alignItems: 'center' }}
          >
            <TopMenu entries={entries} />
          </Box>
        )}
      </AppShell.Header>

      {(!horizontal || isMobile) && (
        <AppShell.Navbar
          p="xs"
          aria-label={t('shell.navigation')}
          id={NAVBAR_ID}
          data-state={toggleOpened ? 'open' : 'collapsed'}
          data-testid="app-navbar"
        >
          {/* On a phone the header, with the name and the toggle, stays above the opened menu. */}
          {!horizontal && !isMobile && (
            <AppShell.Section>
              <Group h={HEADER_HEIGHT - 12} px="xs" justify="space-between">
                <Text component={Link} to={PATHS.workbench} fw={700} size="xl" c="blue.8">
                  {t('app.name')}
                </Text>
              </Group>
            </AppShell.Section>
          )}
          <AppShell.Section grow component={ScrollArea}>
            {menu.isPending ? <Loader size="sm" m="sm" aria-label={t('common.loading')} /> : navMenu}
          </AppShell.Section>
        </AppShell.Navbar>
      )}

      <AppShell.Main style={{ display: 'flex', flexDirection: 'column' }}>
        <Box style={{ flex: 1 }}>
          {user ? (
            <SessionUserProvider user={user}>
              <BreadcrumbItemProvider>
                <BreadcrumbTrail menu={entries} />
                <Outlet />
              </BreadcrumbItemProvider>
            </SessionUserProvider>
          ) : offline ? (
            <Alert color="red" data-testid="profile-error">
              <Group justify="space-between">
                <Text size="sm">{errorMessage(profile.error, t)}</Text>
                <Button size="xs" variant="white" onClick={() => void profile.refetch()}>
                  {t('common.retry')}
                </Button>
              </Group>
            </Alert>
          ) : (
            <Center py="xl">
              <Loader aria-label={t('common.loading')} />
            </Center>
          )}
        </Box>
        <Box mt="xl" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
          <SiteFooter signedIn />
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}
