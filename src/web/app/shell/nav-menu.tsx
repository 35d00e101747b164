import { NavLink, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link, useLocation } from '../../lib/router';
import type { MenuEntry } from '../../../domain/menu';
import { isEntryActive, menuTitle } from './menu-active';
import { NavIcon } from './nav-icon';

export interface NavMenuProps {
  entries: MenuEntry[];
  /** Called after following a link (closes the navbar on a phone). */
  onNavigate?: () => void;
}

/** The vertical menu: entries link to their page, groups open and close; the current page is highlighted. */
export function NavMenu({ entries, onNavigate }: NavMenuProps) {
  const { pathname } = useLocation();
  return (
    <Stack gap={2} component="nav" data-testid="nav-menu">
      {entries.map((entry) => (
        <NavEntry key={entry.id} entry={entry} pathname={pathname} onNavigate={onNavigate} />
      ))}
    </Stack>
  );
}

function NavEntry({ entry, pathname, onNavigate }: { entry: MenuEntry; pathname: string; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const active = isEntryActive(entry, pathname);
  const common = {
    label: menuTitle(entry, t),
    leftSection: <NavIcon name={entry.icon} />,
    'data-testid': `nav-${entry.id}`,
  };
  if (entry.children?.length) {
    return <NavGroup entry={entry} pathname={pathname} active={active} onNavigate={onNavigate} />;
  }
  if (!entry.path) return null;
  return (
    <NavLink
      {...common}
      component={Link}
      to={entry.path}
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
    />
  );
}

function NavGroup({
  entry,
  pathname,
  active,
  onNavigate,
}: {
  entry: MenuEntry;
  pathname: string;
  active: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(active);
  return (
    <NavLink
      component="button"
      type="button"
      label={menuTitle(entry, t)}
      leftSection={<NavIcon name={entry.icon} />}
      data-testid={`nav-${entry.id}`}
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
      childrenOffset={28}
    >
      {entry.children?.map((child) => (
        <NavEntry key={child.id} entry={child} pathname={pathname} onNavigate={onNavigate} />
      ))}
    </NavLink>
  );
}
