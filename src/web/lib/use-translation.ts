import { useSyncExternalStore } from 'react';
import { i18n } from './i18n';
import type { TFunction, Translator } from './translator';

function subscribe(onChange: () => void): () => void {
  const offLanguage = i18n.on('languageChanged', onChange);
  const offAdded = i18n.on('added', onChange);
  return () => {
    offLanguage();
    offAdded();
  };
}

const snapshot = () => i18n.snapshot;

/**
 * The current translation function and the translator; the component renders again when the language changes or
 * translations arrive (a section's part loaded), with a new `t` so memoised texts follow.
 */
export function useTranslation(): { t: TFunction; i18n: Translator } {
  useSyncExternalStore(subscribe, snapshot, snapshot);
  return { t: i18n.fixedT, i18n };
}
