import { Button, Group, Menu } from '@mantine/core';
import { useTranslation } from '../../lib/use-translation';
import { Link, useLocation } from '../../lib/router';
import type { MenuEntry } from '../../../domain/menu';
import { isEntryActive, menuTitle } from './menu-active';
import { NavIcon } from './nav-icon';

/** layout1: the menu as a horizontal bar under the header; groups open as drop-downs. */
export function TopMenu({ entries }: { entries: MenuEntry[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Group gap={4} component="nav" data-testid="nav-menu" wrap="wrap">
      {entries.map((entry) => {
        const active = isEntryActive(entry, pathname);
        const variant = active ? 'light' : 'subtle';
        if (entry.children?.length) {
          return (
            <Menu key={entry.id} position="bottom-start" withinPortal>
              <Menu.Target>
                <Button
                  variant={variant}
                  size="compact-sm"
                  leftSection={<NavIcon name={entry.icon} size={16} />}
                  data-testid={`nav-${entry.id}`}
                >
                  {menuTitle(entry, t)} ▾
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {entry.children.map((child) =>
                  child.path ? (
                    <Menu.Item
                      key={child.id}
                      component={Link}
                      to={child.path}
                      leftSection={<NavIcon name={child.icon} size={16} />}
                      data-testid={`nav-${child.id}`}
                      aria-current={isEntryActive(child, pathname) ? 'page' : undefined}
                    >
                      {menuTitle(child, t)}
                    </Menu.Item>
                  ) : null,
                )}
              </Menu.Dropdown>
            </Menu>
          );
        }
        if (!entry.path) return null;
        return (
          <Button
            key={entry.id}
            component={Link}
            to={entry.path}
            variant={variant}
            size="compact-sm"
            leftSection={<NavIcon name={entry.icon} size={16} />}
            aria-current={active ? 'page' : undefined}
            data-testid={`nav-${entry.id}`}
          >
            {menuTitle(entry, t)}
          </Button>
        );
      })}
    </Group>
  );
}
