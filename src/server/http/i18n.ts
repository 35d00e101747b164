import type { FastifyRequest } from 'fastify';
import en from '../../locales/en.json';
import id from '../../locales/id.json';
import type { FieldErrors } from './errors';

export type Lang = 'en' | 'id';

type Tree = { [key: string]: string | Tree };
const LOCALES: Record<Lang, Tree> = { en: en as Tree, id: id as Tree };

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The language of the request: Accept-Language `id…` gives Bahasa Indonesia, anything else English. */
export function requestLang(request: FastifyRequest): Lang {
  const header = request.headers['accept-language'];
  return typeof header === 'string' && /^\s*id\b/i.test(header) ? 'id' : 'en';
}

/** Translates an i18n key (the same files the web app uses); text that is not a key comes back as is. */
export function translate(lang: Lang, key: string, vars: Record<string, string> = {}): string {
  const text = lookup(LOCALES[lang], key) ?? lookup(LOCALES.en, key);
  if (text === undefined) return key;
  return text.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => vars[name] ?? '');
}

/**
 * Translates per-field errors. A field error may carry values for its text as `key?name=value&…` (URL-encoded, e.g.
 * an amount already formatted): the key is translated with them.
 */
export function translateFieldErrors(lang: Lang, errors: FieldErrors): FieldErrors {
  const out: FieldErrors = {};
  for (const [field, value] of Object.entries(errors)) {
    out[field] = typeof value === 'string' ? translateWithVars(lang, value) : translateFieldErrors(lang, value);
  }
  return out;
}

function translateWithVars(lang: Lang, value: string): string {
  const m = /^([\w.]+)\?(.+)$/.exec(value);
  if (!m || lookup(LOCALES.en, m[1]!) === undefined) return translate(lang, value);
  return translate(lang, m[1]!, Object.fromEntries(new URLSearchParams(m[2]!)));
}
