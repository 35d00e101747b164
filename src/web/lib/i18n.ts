import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../../locales/en.json';
import id from '../../locales/id.json';

/** localStorage key holding the chosen language (spec §1). */
export const LANGUAGE_PREFERENCE_KEY = 'languagePreference';
export const SUPPORTED_LANGUAGES = ['en', 'id'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isSupportedLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // access can throw when storage is blocked
  }
}

/** The stored language, or the default when none (or an unknown one) is stored. */
export function getStoredLanguage(): Language {
  const stored = storage()?.getItem(LANGUAGE_PREFERENCE_KEY);
  return isSupportedLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

function applyLanguage(lng: string): void {
  if (!isSupportedLanguage(lng)) return;
  try {
    storage()?.setItem(LANGUAGE_PREFERENCE_KEY, lng);
  } catch {
    // quota or privacy mode: the choice just does not persist
  }
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}

export const i18n = i18next.createInstance();

i18n.on('languageChanged', applyLanguage);

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, id: { translation: id } },
  lng: getStoredLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...SUPPORTED_LANGUAGES],
  interpolation: { escapeValue: false }, // React escapes
  returnNull: false,
  initAsync: false,
});

/** Switches the UI language, stores it under `languagePreference` and sets `<html lang>`. */
export async function setLanguage(lng: Language): Promise<void> {
  if (!isSupportedLanguage(lng)) throw new Error(`Unsupported language: ${String(lng)}`);
  await i18n.changeLanguage(lng);
}

/** The active language, narrowed to the supported set. */
export function currentLanguage(): Language {
  return isSupportedLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
}
