import { describe, expect, it, vi } from 'vitest';
import { Translator, interpolate } from './translator';

function translator(language = 'en', onMissingKey?: (key: string) => void) {
  const tr = new Translator({ language, supportedLanguages: ['en', 'id'], onMissingKey });
  tr.addResourceBundle('en', 'translation', {
    common: { back: 'Back', hello: 'Hello {{name}}, {{ account }}', nested: { deep: 'Deep' } },
    jobs: { count_one: '{{count}} job', count_other: '{{count}} jobs', plain: 'Plain {{count}}' },
  });
  tr.addResourceBundle('id', 'translation', {
    common: { back: 'Kembali' },
    jobs: { count_one: 'x', count_other: '{{count}} pekerjaan' },
  });
  return tr;
}

describe('translator (decision 0043: what the screens used of i18next)', () => {
  it('looks dotted keys up in nested resources and gives the key back when not found', () => {
    const tr = translator();
    expect(tr.t('common.back')).toBe('Back');
    expect(tr.t('common.nested.deep')).toBe('Deep');
    expect(tr.t('common.nested')).toBe('common.nested'); // a section is not a text
    expect(tr.t('common.none')).toBe('common.none');
    expect(tr.exists('common.back')).toBe(true);
    expect(tr.exists('common.none')).toBe(false);
  });

  it('tries a list of keys in turn, then the default value, interpolated', () => {
    const tr = translator();
    expect(tr.t(['common.none', 'common.back'])).toBe('Back');
    expect(tr.t(['common.none', 'common.other'], { defaultValue: 'Code {{code}}', code: 'X1' })).toBe('Code X1');
    expect(tr.t(['common.none', 'common.other'])).toBe('common.other');
    expect(tr.t(undefined as unknown as string)).toBe('');
    expect(tr.t(undefined as unknown as string, { defaultValue: 'None' })).toBe('None');
  });

  it('interpolates {{name}}, with spaces and nested values, and keeps a placeholder without a value', () => {
    const tr = translator();
    expect(tr.t('common.hello', { name: 'Eko', account: 'TO1' })).toBe('Hello Eko, TO1');
    expect(tr.t('common.hello', { name: 'Eko' })).toBe('Hello Eko, {{ account }}');
    expect(interpolate('{{a.b}} {{n}}', { a: { b: 'x' }, n: 0 })).toBe('x 0');
  });

  it('chooses the plural form by the language (Indonesian has one form) and falls back to the bare key', () => {
    const tr = translator();
    expect(tr.t('jobs.count', { count: 1 })).toBe('1 job');
    expect(tr.t('jobs.count', { count: 0 })).toBe('0 jobs');
    expect(tr.t('jobs.count', { count: 5 })).toBe('5 jobs');
    expect(tr.t('jobs.plain', { count: 2 })).toBe('Plain 2');
    void tr.changeLanguage('id');
    expect(tr.t('jobs.count', { count: 1 })).toBe('1 pekerjaan');
    expect(tr.t('common.back')).toBe('Kembali');
  });

  it('calls the missing-key handler for every key of a list not found', () => {
    const missing = vi.fn();
    const tr = translator('en', missing);
    tr.t('common.back');
    expect(missing).not.toHaveBeenCalled();
    tr.t(['billing.a', 'billing.b'], { defaultValue: 'x' });
    expect(missing.mock.calls).toEqual([['billing.a'], ['billing.b']]);
  });

  it('merges bundles deeply, tells listeners, and gives a new t after each change', () => {
    const tr = translator();
    const t1 = tr.fixedT;
    const added = vi.fn();
    const changed = vi.fn();
    tr.on('added', added);
    const off = tr.on('languageChanged', changed);
    tr.addResourceBundle('en', 'translation', { common: { close: 'Close' } });
    expect(tr.t('common.back')).toBe('Back');
    expect(tr.t('common.close')).toBe('Close');
    expect(added).toHaveBeenCalledWith('en');
    expect(tr.fixedT).not.toBe(t1);
    const t2 = tr.fixedT;
    expect(tr.fixedT).toBe(t2);
    void tr.changeLanguage('id');
    expect(changed).toHaveBeenCalledWith('id');
    off();
    void tr.changeLanguage('en');
    expect(changed).toHaveBeenCalledTimes(1);
    expect(tr.resolvedLanguage).toBe('en');
    void tr.changeLanguage('fr');
    expect(tr.resolvedLanguage).toBeUndefined();
  });
});
