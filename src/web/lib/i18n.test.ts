// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

async function freshI18n() {
  vi.resetModules();
  return import('./i18n');
}

afterEach(() => localStorage.clear());

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
    const { setLanguage, i18n, LANGUAGE_PREFERENCE_KEY } = await freshI18n();
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
});
