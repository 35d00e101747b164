import { Avatar, Button, Menu, Text, useMantineColorScheme } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link } from '../../lib/router';
import { PATHS } from '../../lib/paths';
import type { SessionUser } from '../../session/login-api';
import type { LayoutName } from './layout-preference';
import { useSignOut } from './use-sign-out';

function initials(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part[0]?.toUpperCase() ?? '')
      .join('') || '?'
  );
}

export interface UserMenuProps {
  user: SessionUser;
  layout: LayoutName;
  onLayoutChange: (layout: LayoutName) => void;
}

/**
 * The profile dialog (Mantine's Modal, its focus trap and scroll lock) loads when the menu first opens, not with
 * every signed-in screen.
 */
const loadProfileModal = () => import('./profile-modal');
const ProfileModal = lazy(() => loadProfileModal().then(({ ProfileModal }) => ({ default: ProfileModal })));

/** Profile, change password, notifications and their preferences, layout, theme and logout. */
export function UserMenu({ user, layout, onLayoutChange }: UserMenuProps) {
  const { t } = useTranslation();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const [profileOpened, profile] = useDisclosure(false);
  // Mounted from its first opening on, so it closes with its transition as before.
  const [profileShown, setProfileShown] = useState(false);
  const { signOut, signingOut } = useSignOut();
  const dark = colorScheme === 'dark';
  const nextLayout: LayoutName = layout === 'layout1' ? 'layout2' : 'layout1';

  return (
    <>
      <Menu position="bottom-end" width={240} withinPortal onOpen={() => void loadProfileModal().catch(() => undefined)}>
        <Menu.Target>
          <Button
            variant="subtle"
            px="xs"
            loading={signingOut}
            leftSection={
              <Avatar size="sm" color="blue" radius="xl">
                {initials(user.usrName)}
              </Avatar>
            }
            data-testid="user-menu"
          >
            {/* Named by what it shows (WCAG 2.5.3): the user's name, read out but not shown on a phone. */}
            <Text size="sm" className="lintas-hidden-on-phone" truncate maw={180}>
              {user.usrName}
            </Text>
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{user.accnName}</Menu.Label>
          <Menu.Item
            onClick={() => {
              setProfileShown(true);
              profile.open();
            }}
            data-testid="user-menu-profile"
          >
            {t('shell.profile')}
          </Menu.Item>
          <Menu.Item component={Link} to={PATHS.updatePassword} data-testid="user-menu-password">
            {t('menu.changePassword')}
          </Menu.Item>
          <Menu.Item component={Link} to={PATHS.notifications} data-testid="user-menu-notifications">
            {t('notifications.menu.inbox')}
          </Menu.Item>
          <Menu.Item component={Link} to={PATHS.notificationPreferences} data-testid="user-menu-notification-preferences">
            {t('notifications.menu.preferences')}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item onClick={() => onLayoutChange(nextLayout)} data-testid="user-menu-layout" data-layout={layout}>
            {t('shell.layoutSwitch', { layout: t(`shell.layouts.${nextLayout}`) })}
          </Menu.Item>
          <Menu.Item
            onClick={() => setColorScheme(dark ? 'light' : 'dark')}
            data-testid="user-menu-theme"
            data-theme={dark ? 'dark' : 'light'}
          >
            {t(dark ? 'shell.themeLight' : 'shell.themeDark')}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item color="red.9" onClick={() => void signOut()} data-testid="user-menu-logout">
            {t('shell.logout')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {profileShown && (
        <Suspense fallback={null}>
          <ProfileModal user={user} opened={profileOpened} onClose={profile.close} />
        </Suspense>
      )}
    </>
  );
}
