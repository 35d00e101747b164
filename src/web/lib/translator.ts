/**
 * The app's translator: what the screens used of i18next, in a small fraction of its size (decision 0043). Nested
 * JSON resources per language, looked up by dotted keys; a list of keys tries each in turn; `defaultValue`;
 * `{{name}}` interpolation (no escaping: React escapes); plurals by `count` with `Intl.PluralRules` and the `_one` /
 * `_other` suffixes; a handler for keys not found (lib/i18n.ts loads the key's section from it). Listeners hear a
 * language change and a bundle added, so React re-renders (lib/use-translation.ts).
 */

export type TOptions = {
  defaultValue?: string;
  count?: number | null;
} & Record<string, unknown>;

/** A bound translation function; a new one after every change, so memoised texts are recomputed. */
export type TFunction = (key: string | readonly string[], options?: TOptions) => string;

type Resources = Record<string, unknown>;
type Event = 'languageChanged' | 'added';

export interface TranslatorOptions {
  language: string;
  supportedLanguages: readonly string[];
  /** Called with each key looked up and not found (after every key of a list was tried). */
  onMissingKey?: (key: string) => void;
}

const PLACEHOLDER = /\{\{\s*([^{}\s]+)\s*\}\}/g;

function lookup(resources: Resources | undefined, key: string): unknown {
  let node: unknown = resources;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

function deepMerge(target: Record<string, unknown>, source: Record<string, unknown>): Record<string, unknown> {
  for (const [name, value] of Object.entries(source)) {
    const current = target[name];
    if (value && typeof value === 'object' && !Array.isArray(value) && current && typeof current === 'object') {
      deepMerge(current as Record<string, unknown>, value as Record<string, unknown>);
    } else {
      target[name] = value;
    }
  }
  return target;
}

/** `{{name}}` replaced by the option of that name; a placeholder without a value stays as it is (as i18next does). */
export function interpolate(text: string, values: Record<string, unknown> | undefined): string {
  if (!values || !text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = lookup(values, name);
    return value === undefined || value === null ? whole : String(value);
  });
}

export class Translator {
  language: string;
  private readonly supported: readonly string[];
  private readonly bundles = new Map<string, Record<string, unknown>>();
  private readonly listeners = new Map<Event, Set<(language: string) => void>>();
  private readonly onMissingKey: ((key: string) => void) | undefined;
  private version = 0;
  private bound: TFunction;

  constructor(options: TranslatorOptions) {
    this.language = options.language;
    this.supported = options.supportedLanguages;
    this.onMissingKey = options.onMissingKey;
    this.bound = this.bind();
  }

  /** The language in use when it is a supported one. */
  get resolvedLanguage(): string | undefined {
    return this.supported.includes(this.language) ? this.language : undefined;
  }

  /** A counter that moves with every language change and bundle added (React's external store snapshot). */
  get snapshot(): number {
    return this.version;
  }

  /** The translation function of the current state (the same function until something changes). */
  get fixedT(): TFunction {
    return this.bound;
  }

  hasResourceBundle(language: string, _namespace = 'translation'): boolean {
    return this.bundles.has(language);
  }

  /** Adds (deeply merges) translations of a language. */
  addResourceBundle(language: string, _namespace: string, resources: Resources): void {
    const bundle = this.bundles.get(language) ?? {};
    this.bundles.set(language, deepMerge(bundle, structuredClone(resources)));
    this.changed('added', language);
  }

  async changeLanguage(language: string): Promise<void> {
    this.language = language;
    this.changed('languageChanged', language);
  }

  on(event: Event, listener: (language: string) => void): () => void {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(listener);
    return () => set.delete(listener);
  }

  /** Whether a key has a text in the current language. */
  exists(key: string): boolean {
    return typeof lookup(this.bundles.get(this.language), key) === 'string';
  }

  t: TFunction = (key, options) => this.bound(key, options);

  private changed(event: Event, language: string): void {
    this.version += 1;
    this.bound = this.bind();
    for (const listener of this.listeners.get(event) ?? []) listener(language);
  }

  private bind(): TFunction {
    const language = this.language;
    const resources = this.bundles.get(language);
    const plurals = new Intl.PluralRules(this.resolvedLanguage ?? 'en');
    const find = (key: string, count: number | undefined): string | undefined => {
      if (count !== undefined) {
        for (const suffix of [plurals.select(count), 'other']) {
          const text = lookup(resources, `${key}_${suffix}`);
          if (typeof text === 'string') return text;
        }
      }
      const text = lookup(resources, key);
      return typeof text === 'string' ? text : undefined;
    };
    return (key, options) => {
      // A key from data may be missing (an optional label): no key gives the default value or nothing.
      const keys: readonly string[] = typeof key === 'string' ? [key] : Array.isArray(key) ? key : [];
      const count = typeof options?.count === 'number' ? options.count : undefined;
      for (const each of keys) {
        const text = find(each, count);
        if (text !== undefined) return interpolate(text, options);
      }
      for (const each of keys) this.onMissingKey?.(each);
      const fallback = options?.defaultValue ?? keys.at(-1) ?? '';
      return interpolate(fallback, options);
    };
  }
}
