// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

async function freshI18n() {
  vi.resetModules();
  const module = await import('./i18n');
  await module.i18nReady;
  return module;
}

function browserLanguages(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('i18n', () => {
  it('defaults to English', async () => {
    const { i18n, currentLanguage } = await freshI18n();
    expect(i18n.language).toBe('en');
    expect(currentLanguage()).toBe('en');
    expect(i18n.t('errors.generic')).toBe('Something went wrong!');
  });

  it('restores the stored language preference', async () => {
    localStorage.setItem('languagePreference', 'id');
    const { i18n } = await freshI18n();
    expect(i18n.language).toBe('id');
    expect(i18n.t('common.back')).toBe('Kembali');
  });

  it('ignores an unsupported stored value', async () => {
    localStorage.setItem('languagePreference', 'fr');
    const { i18n } = await freshI18n();
    expect(i18n.language).toBe('en');
  });

  it('setLanguage stores the choice and sets <html lang>', async () => {
    const { setLanguage, i18n, LANGUAGE_PREFERENCE_KEY, loadAllTranslations } = await freshI18n();
    await loadAllTranslations();
    await setLanguage('id');
    expect(localStorage.getItem(LANGUAGE_PREFERENCE_KEY)).toBe('id');
    expect(document.documentElement.lang).toBe('id');
    expect(i18n.t('workbench.signedInAs', { name: 'A', account: 'B' })).toBe('Masuk sebagai A (B)');
    await setLanguage('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('rejects unsupported languages', async () => {
    const { setLanguage } = await freshI18n();
    await expect(setLanguage('fr' as 'en')).rejects.toThrow('Unsupported language');
  });

  it('loads only the chosen language, and the other one when switched to', async () => {
    const { i18n, setLanguage } = await freshI18n();
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(true);
    expect(i18n.hasResourceBundle('id', 'translation')).toBe(false);
    await setLanguage('id');
    expect(i18n.hasResourceBundle('id', 'translation')).toBe(true);
    expect(i18n.t('common.back')).toBe('Kembali');
  });

  it('loads the sign-in part first, the rest when a screen asks for all, and both parts on a switch after', async () => {
    const { i18n, setLanguage, loadAllTranslations } = await freshI18n();
    expect(i18n.t('session.signin.title')).not.toBe('session.signin.title');
    expect(i18n.exists('workbench.signedInAs')).toBe(false);
    await loadAllTranslations();
    expect(i18n.t('workbench.signedInAs', { name: 'A', account: 'B' })).toBe('Signed in as A (B)');
    await setLanguage('id');
    expect(i18n.t('workbench.signedInAs', { name: 'A', account: 'B' })).toBe('Masuk sebagai A (B)');
  });

  it('gives a browser set to Indonesian Bahasa Indonesia on the first visit, without storing it', async () => {
    browserLanguages(['id-ID', 'en-US']);
    const { i18n, LANGUAGE_PREFERENCE_KEY } = await freshI18n();
    expect(i18n.language).toBe('id');
    expect(i18n.t('common.back')).toBe('Kembali');
    expect(document.documentElement.lang).toBe('id');
    expect(localStorage.getItem(LANGUAGE_PREFERENCE_KEY)).toBeNull();
  });

  it('lets the stored choice win over the browser language', async () => {
    browserLanguages(['id-ID']);
    localStorage.setItem('languagePreference', 'en');
    const { i18n } = await freshI18n();
    expect(i18n.language).toBe('en');
  });

  it('reads the browser languages in order: id, id-ID, in give Indonesian; others English', async () => {
    const { browserLanguage } = await freshI18n();
    expect(browserLanguage(['id'])).toBe('id');
    expect(browserLanguage(['id-ID'])).toBe('id');
    expect(browserLanguage(['in'])).toBe('id');
    expect(browserLanguage(['in-ID', 'en'])).toBe('id');
    expect(browserLanguage(['fr-FR', 'id'])).toBe('id');
    expect(browserLanguage(['en-GB', 'id-ID'])).toBe('en');
    expect(browserLanguage(['fr-FR', 'de'])).toBe('en');
    expect(browserLanguage(['indonesian'])).toBe('en');
    expect(browserLanguage([])).toBe('en');
    expect(browserLanguage(undefined)).toBe('en');
  });
});
