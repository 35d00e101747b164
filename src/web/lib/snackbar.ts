/** Spec §9: snackbars hide after 3000 ms. */
export const SNACKBAR_MS = 3000;

let wanted = false;
const listeners = new Set<() => void>();

/**
 * Called before the first snackbar is shown (general/notify.ts): from then on the app mounts the snackbar
 * container, which comes in its own chunk, so a screen that never shows one never downloads it.
 */
export function requestSnackbars(): void {
  if (wanted) return;
  wanted = true;
  listeners.forEach((listener) => listener());
}

/** For `useSyncExternalStore`: whether a snackbar was asked for yet. */
export const snackbarsWanted = (): boolean => wanted;

export function subscribeSnackbars(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
