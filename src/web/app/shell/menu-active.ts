import type { MenuEntry } from '../../../domain/menu';

/** True when `pathname` is the entry's page or one of its sub-pages. */
export function isEntryActive(entry: MenuEntry, pathname: string): boolean {
  if (entry.path && (pathname === entry.path || pathname.startsWith(`${entry.path}/`))) return true;
  return entry.children?.some((child) => isEntryActive(child, pathname)) ?? false;
}

/** The entry's title: the translation of its key, else the server's own `title`. */
export function menuTitle(entry: MenuEntry, t: (key: string, options: { defaultValue: string }) => string): string {
  const serverTitle = (entry as MenuEntry & { title?: unknown }).title;
  return t(entry.titleKey, { defaultValue: typeof serverTitle === 'string' ? serverTitle : entry.titleKey });
}
