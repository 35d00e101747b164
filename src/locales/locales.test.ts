import { describe, expect, it } from 'vitest';
import en from './en.json';
import id from './id.json';
import { BILLING_TABS } from '../domain/billing/billing-actions';

type Tree = { [key: string]: unknown };

function flatten(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of flatten(value as Tree, path)) out.set(k, v);
    } else {
      out.set(path, value);
    }
  }
  return out;
}

const placeholders = (text: string): string[] => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();

const flatEn = flatten(en);
const flatId = flatten(id);

describe('locales', () => {
  it('have exactly the same keys', () => {
    const enKeys = [...flatEn.keys()].sort();
    const idKeys = [...flatId.keys()].sort();
    expect(idKeys.filter((k) => !flatEn.has(k))).toEqual([]);
    expect(enKeys.filter((k) => !flatId.has(k))).toEqual([]);
    expect(idKeys).toEqual(enKeys);
  });

  it.each([
    ['en', flatEn],
    ['id', flatId],
  ])('%s has only non-empty string values', (_lng, flat) => {
    for (const [key, value] of flat) {
      expect(typeof value, key).toBe('string');
      expect((value as string).trim(), key).not.toBe('');
    }
  });

  it('use the same interpolation placeholders in both languages', () => {
    for (const [key, value] of flatEn) {
      expect(placeholders(String(flatId.get(key))), key).toEqual(placeholders(String(value)));
    }
  });

  it('carry the spec texts verbatim in English', () => {
    expect(en.errors).toEqual({
      network: 'Please check your internet connection!',
      sessionTimeout: 'session timeout',
      noPermission: 'no permission',
      generic: 'Something went wrong!',
    });
    expect(en.validation.required).toBe('This field is required');
    expect(en.validation.emailInvalid).toBe('Email is not valid');
    expect(en.validation.passwordsMismatch).toBe('Passwords do not match');
    expect(en.session.timeout.message).toBe(
      'You have been logged out due to expired or multiple sessions. Please click Home button to log in.',
    );
    expect(en.session.noPermission.message).toBe('You are not authorized to access this page.');
    expect(en.dropdown).toEqual({ noData: 'No data found', noOptions: 'No options' });
    expect(en.language.en).toBe('English');
    expect(en.language.id).toBe('Bahasa Indonesia');
  });

  it('are translated rather than copied', () => {
    const same = [...flatEn].filter(([key, value]) => flatId.get(key) === value).map(([k]) => k);
    // Proper names (ClicPay, the product's payment method), and words Bahasa Indonesia uses as they are ("Status"),
    // may stay the same.
    expect(same.sort()).toEqual([
      'app.name',
      'contracts.paymentMethod.CLICPAY',
      'enquiries.guides.lang.id',
      'language.en',
      'language.id',
      'resources.common.statusLabel',
    ]);
  });
});

/** Paths of keys written twice in one object of a JSON text (JSON.parse keeps the last silently). */
function duplicateKeys(text: string): string[] {
  let i = 0;
  const found: string[] = [];
  const ws = () => {
    while (/\s/.test(text[i] ?? '')) i += 1;
  };
  const str = (): string => {
    const start = i;
    i += 1;
    while (text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    i += 1;
    return JSON.parse(text.slice(start, i)) as string;
  };
  const value = (path: string): void => {
    ws();
    if (text[i] === '{') {
      i += 1;
      const seen = new Set<string>();
      ws();
      while (text[i] !== '}') {
        ws();
        const key = str();
        if (seen.has(key)) found.push(`${path}${key}`);
        seen.add(key);
        ws();
        i += 1; // :
        value(`${path}${key}.`);
        ws();
        if (text[i] === ',') i += 1;
        ws();
      }
      i += 1;
    } else if (text[i] === '[') {
      i += 1;
      ws();
      while (text[i] !== ']') {
        value(path);
        ws();
        if (text[i] === ',') i += 1;
        ws();
      }
      i += 1;
    } else if (text[i] === '"') str();
    else while (!/[,}\]\s]/.test(text[i] ?? ',')) i += 1;
  };
  value('');
  return found;
}

describe('the language files as written', () => {
  it('write no key twice in one object (a merge that did would drop one side silently)', async () => {
    const { default: enText } = await import('./en.json?raw');
    const { default: idText } = await import('./id.json?raw');
    expect(duplicateKeys('{"a":{"b":1,"b":2},"c":[{"d":1}]}')).toEqual(['a.b']);
    expect(duplicateKeys(enText)).toEqual([]);
    expect(duplicateKeys(idText)).toEqual([]);
  });

  it('name every job state a billing list shows and filters by (a terminated job is billed too)', () => {
    for (const state of new Set(Object.values(BILLING_TABS).flat())) {
      expect(flatEn.get(`billing.states.${state}`), state).toBeTruthy();
      expect(flatId.get(`billing.states.${state}`), state).toBeTruthy();
    }
  });
});
