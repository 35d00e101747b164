import { useState } from 'react';
import type { Announcement } from './use-announcements';

/** localStorage key holding the ids of the announcements a visitor has closed. */
export const DISMISSED_ANNOUNCEMENTS_KEY = 'dismissedAnnouncements';

function readDismissed(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(DISMISSED_ANNOUNCEMENTS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return []; // storage blocked or garbled: nothing is dismissed
  }
}

function storeDismissed(ids: string[]): void {
  try {
    localStorage.setItem(DISMISSED_ANNOUNCEMENTS_KEY, JSON.stringify(ids.slice(-50)));
  } catch {
    // the choice just does not persist
  }
}

/**
 * The announcements a visitor has not closed (closing is remembered in this browser), the first of them, and how to
 * close it: shared by the app's banner and the light sign-in page's.
 */
export function useOpenAnnouncements(announcements: Announcement[]) {
  const [dismissed, setDismissed] = useState(readDismissed);
  const open = announcements.filter((a) => !dismissed.includes(String(a.canuId)));
  const current = open[0];
  const dismiss = () => {
    if (!current) return;
    const next = [...dismissed, String(current.canuId)];
    storeDismissed(next);
    setDismissed(next);
  };
  return { open, current, dismiss };
}
