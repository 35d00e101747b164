import { Translator } from './translator';

/** localStorage key holding the chosen language (spec §1). */
export const LANGUAGE_PREFERENCE_KEY = 'languagePreference';
export const SUPPORTED_LANGUAGES = ['en', 'id'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

type Translations = Record<string, unknown>;

/**
 * The parts of a language file, cut at build time by vite.config.ts (`localeParts`): `signin` (what the sign-in page
 * shows), `shell` (what every signed-in screen shows: the shell, the workbench, the list and form components, every
 * menu label), one part per other section of the file (`jobs`, `billing`…: a screen's own texts), and `rest` (all but
 * the sign-in part and the money screens') and `money` for the screens that do not name their sections.
 */
export type TranslationPart = 'signin' | 'rest' | 'money' | 'shell' | (string & {});
type LocaleLoader = () => Promise<{ default: Translations }>;

/**
 * One chunk per language and part: a visitor downloads only the chosen language, the sign-in part first and the
 * others with the screens that need them; the other language when switching. (Both files hold the same keys,
 * checked by src/locales/locales.test.ts, so no fallback language is loaded.)
 */
const LOADERS: Record<Language, Record<string, LocaleLoader>> = {
  en: {
    signin: () => import('../../locales/en.json?part=signin'),
    rest: () => import('../../locales/en.json?part=rest'),
    money: () => import('../../locales/en.json?part=money'),
    shell: () => import('../../locales/en.json?part=shell'),
  },
  id: {
    signin: () => import('../../locales/id.json?part=signin'),
    rest: () => import('../../locales/id.json?part=rest'),
    money: () => import('../../locales/id.json?part=money'),
    shell: () => import('../../locales/id.json?part=shell'),
  },
};
/** The sections of the language files that are parts of their own (all but the shell's and sign-in's; vite.config.ts). */
const SECTIONS = new Set<string>();

/**
 * Adds the sections' parts (`virtual:locale-loaders`, registered by the app's entry through lib/lazy-page.tsx; the
 * light sign-in page has no use for them).
 */
export function registerSectionParts(loaders: Record<Language, Record<string, LocaleLoader>>): void {
  for (const lng of SUPPORTED_LANGUAGES) Object.assign(LOADERS[lng], loaders[lng]);
  for (const section of Object.keys(loaders.en)) SECTIONS.add(section);
}

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

/** The stored language, or null when none (or an unknown one) is stored. */
export function getStoredLanguage(): Language | null {
  const stored = storage()?.getItem(LANGUAGE_PREFERENCE_KEY);
  return isSupportedLanguage(stored) ? stored : null;
}

/**
 * The browser's language among the supported ones: Indonesian (`id`, `id-ID`, or the legacy code `in`) gives
 * Bahasa Indonesia, anything else English. The first supported entry of the browser's ordered list wins.
 */
export function browserLanguage(languages: readonly string[] | undefined): Language {
  for (const tag of languages ?? []) {
    const primary = tag.toLowerCase().split(/[-_]/)[0];
    if (primary === 'id' || primary === 'in') return 'id';
    if (primary === 'en') return 'en';
  }
  return DEFAULT_LANGUAGE;
}

function navigatorLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  if (navigator.languages?.length) return navigator.languages;
  return navigator.language ? [navigator.language] : [];
}

/** The language of the first render: the stored choice, else the browser's language (first visit). */
export function initialLanguage(): Language {
  return getStoredLanguage() ?? browserLanguage(navigatorLanguages());
}

function storeLanguage(lng: Language): void {
  try {
    storage()?.setItem(LANGUAGE_PREFERENCE_KEY, lng);
  } catch {
    // quota or privacy mode: the choice just does not persist
  }
}

/** `<html lang>` follows the language once its translations are in (the first render waits for them too). */
function applyLanguage(lng: string): void {
  if (!isSupportedLanguage(lng) || !i18n.hasResourceBundle(lng, 'translation')) return;
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}

const firstLanguage = initialLanguage();

/**
 * The translator (lib/translator.ts). Its safety net for the parts: a key of a section not loaded yet loads that
 * section's part, and the screens render again once it is in (lib/use-translation.ts). A screen names its sections
 * (lib/lazy-page.tsx) so that this is not needed; a key missing for good (a server code without a text) loads nothing
 * more.
 */
export const i18n = new Translator({
  language: firstLanguage,
  supportedLanguages: SUPPORTED_LANGUAGES,
  onMissingKey: (key) => loadSectionOf(key),
});

i18n.on('languageChanged', applyLanguage);

const loading = new Map<string, Promise<void>>();
/** The parts the app has asked for so far: a language switch loads these of the new language. */
const wantedParts = new Set<TranslationPart>(['signin']);

/** Loads one part of a language's translations once (its own chunk) and adds it to the translator. */
function loadPart(lng: Language, part: TranslationPart): Promise<void> {
  const key = `${lng}:${part}`;
  let pending = loading.get(key);
  if (!pending) {
    const loader = LOADERS[lng][part];
    if (!loader) return Promise.reject(new Error(`No translations part ${part}`));
    pending = loader().then((module) => {
      i18n.addResourceBundle(lng, 'translation', module.default);
    });
    pending.catch(() => loading.delete(key)); // a failed download can be retried
    loading.set(key, pending);
  }
  return pending;
}

/** Loads the parts of a language the app needs (also those asked for while it loads). */
export async function loadLanguage(lng: Language): Promise<void> {
  let parts: TranslationPart[];
  do {
    parts = [...wantedParts];
    await Promise.all(parts.map((part) => loadPart(lng, part)));
  } while (parts.length !== wantedParts.size);
}

/** Resolves when the first language's translations are in: the app renders after it. */
export const i18nReady: Promise<void> = loadLanguage(firstLanguage).then(async () => {
  await i18n.changeLanguage(firstLanguage); // resolves the language now that its translations are in
});

const languageInUse = (): Language => (isSupportedLanguage(i18n.language) ? i18n.language : firstLanguage);

/**
 * Every translation of the language in use (and of any language switched to later): awaited by the screens
 * that do not name their sections before they render (app/lazy-page.tsx).
 */
export function loadAllTranslations(withMoney = false): Promise<void> {
  wantedParts.add('rest');
  if (withMoney) wantedParts.add('money');
  return loadLanguage(languageInUse());
}

/**
 * The shell's translations and those of the named sections (parts of their own: see vite.config.ts
 * `SHELL_SECTIONS`), of the language in use and of any language switched to later: awaited by a screen that names
 * the sections it shows (app/lazy-page.tsx), or by a lazy part of a screen (a tab, a dialog) before it renders.
 */
export function loadTranslations(sections: readonly string[]): Promise<void> {
  wantedParts.add('shell');
  for (const section of sections) if (SECTIONS.has(section)) wantedParts.add(section);
  return loadLanguage(languageInUse());
}

/** The safety net: loads the part of a key's section when it is a part of its own and not asked for yet. */
function loadSectionOf(key: string): void {
  const section = key.split('.', 1)[0]!;
  if (!SECTIONS.has(section) || wantedParts.has(section) || wantedParts.has('rest')) return;
  void loadTranslations([section]).catch(() => undefined);
}

/** Switches the UI language (loading it first), stores it under `languagePreference` and sets `<html lang>`. */
export async function setLanguage(lng: Language): Promise<void> {
  if (!isSupportedLanguage(lng)) throw new Error(`Unsupported language: ${String(lng)}`);
  await loadLanguage(lng);
  storeLanguage(lng);
  await i18n.changeLanguage(lng);
}

/** The active language, narrowed to the supported set. */
export function currentLanguage(): Language {
  return isSupportedLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
}
