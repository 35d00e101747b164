import { Anchor, Box, Breadcrumbs, Text } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link, useLocation } from '../../lib/router';
import type { MenuEntry } from '../../../domain/menu';
import { useBreadcrumbItemLabel } from '../../components/breadcrumb-item';
import { readVisitedLists, rememberList, trailFor, type Crumb } from './breadcrumb-model';

function menuPathsOf(entries: readonly MenuEntry[], into = new Set<string>()): Set<string> {
  for (const entry of entries) {
    if (entry.path) into.add(entry.path);
    if (entry.children) menuPathsOf(entry.children, into);
  }
  return into;
}

/**
 * Each step stays on one line and is cut with an ellipsis, so a long trail never widens the page on a phone: the
 * record gives way first, the list and the mode keep up to 40% of the width each.
 */
const STEP_STYLE = { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', lineHeight: 1.5 } as const;
// Style props, not `style`: Breadcrumbs replaces each step's `style` with its own.
const stepProps = (crumb: Crumb) => (crumb.record ? { flex: '0 1 auto' } : { flex: '0 0 auto', maw: '40%' });

/**
 * "List › Item" above a detail screen (src/web/app/breadcrumb-routes.ts says which list), rendered by the shell:
 * the list links back with the search and filters the user last had on it.
 */
export function BreadcrumbTrail({ menu }: { menu: readonly MenuEntry[] }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  // A list is remembered once shown; a detail reads what was remembered before it (the trail stays mounted).
  useEffect(() => rememberList(pathname, search), [pathname, search]);
  const visited = readVisitedLists();
  const menuPaths = useMemo(() => menuPathsOf(menu), [menu]);
  const itemLabel = useBreadcrumbItemLabel(pathname);
  const crumbs = trailFor(pathname, { menuPaths, visited, itemLabel, t });
  if (!crumbs) return null;
  return (
    <Box component="nav" aria-label={t('shell.breadcrumbs.label')} mb="sm" data-testid="breadcrumbs" miw={0}>
      <Breadcrumbs
        separator={<span aria-hidden="true">›</span>}
        separatorMargin={6}
        styles={{ root: { flexWrap: 'nowrap', minWidth: 0, overflow: 'hidden' }, breadcrumb: STEP_STYLE }}
      >
        {crumbs.map((crumb, index) =>
          crumb.to ? (
            <Anchor
              key={index}
              component={Link}
              to={crumb.to}
              size="sm"
              title={crumb.label}
              {...stepProps(crumb)}
              data-testid="breadcrumb-link"
            >
              {crumb.label}
            </Anchor>
          ) : (
            <Text
              key={index}
              component="span"
              size="sm"
              title={crumb.label}
              {...stepProps(crumb)}
              aria-current={index === crumbs.length - 1 ? 'page' : undefined}
              data-testid="breadcrumb-current"
            >
              {crumb.label}
            </Text>
          ),
        )}
      </Breadcrumbs>
    </Box>
  );
}
