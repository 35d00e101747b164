import { describe, expect, it } from 'vitest';
import { translationPart } from '../../vite.config';
import en from './en.json';
import id from './id.json';

type Tree = Record<string, unknown>;

function deepMerge(into: Tree, from: Tree): Tree {
  for (const [key, value] of Object.entries(from)) {
    const current = into[key];
    into[key] =
      current && typeof current === 'object' && value && typeof value === 'object'
        ? deepMerge({ ...(current as Tree) }, value as Tree)
        : value;
  }
  return into;
}

describe.each([
  ['en', en],
  ['id', id],
])('the %s language file in parts', (_lng, all) => {
  it('is whole again when the sign-in part, the rest and the money part are merged', () => {
    const merged = [translationPart(all, 'signin'), translationPart(all, 'rest'), translationPart(all, 'money')].reduce(
      (acc, part) => deepMerge(acc, part),
      {} as Tree,
    );
    expect(merged).toEqual(all);
  });

  it('keeps the money screens strings out of the first loads, but their menu labels in', () => {
    const rest = translationPart(all, 'rest') as Tree;
    const signin = translationPart(all, 'signin') as Tree;
    for (const key of ['payments', 'payouts', 'credit', 'ledger', 'tax', 'sage', 'tracking', 'notifications', 'reports']) {
      expect(signin[key], key).toBeUndefined();
      expect(
        Object.keys((rest[key] ?? {}) as Tree).filter((k) => k !== 'menu'),
        key,
      ).toEqual([]);
    }
    expect((rest.payouts as Tree).menu).toBeDefined();
    expect(Object.keys(translationPart(all, 'money')).sort()).toEqual(
      [
        'payments',
        'payouts',
        'credit',
        'ledger',
        'tax',
        'sage',
        'tracking',
        'webhooks',
        'analytics',
        'notifications',
        'reports',
      ].sort(),
    );
  });
});
