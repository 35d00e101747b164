/**
 * Countries — ISO 3166-1 (alpha-2, alpha-3, numeric) with English and Indonesian short names.
 *
 * Source: ISO 3166-1 country codes as packaged by the npm package `i18n-iso-countries` 7.14.0
 * (code table `codes.json`, English locale `langs/en.json`, Indonesian locale `langs/id.json`),
 * restricted to the officially assigned ISO 3166-1 codes listed by the npm package `iso-3166` 4.4.0
 * (`iso31661`). This removes `XK` (Kosovo), a user-assigned code that is not part of ISO 3166-1.
 *
 * `nameEn` is the package's primary English name (e.g. "United States of America", "South Korea"),
 * `nameId` the Indonesian name (e.g. ID -> "Indonesia", KH -> "Kamboja").
 *
 * The locale files are read as plain JSON: no `registerLocale` side effect is needed.
 */
import { iso31661 } from 'iso-3166';
import codes from 'i18n-iso-countries/codes.json';
import en from 'i18n-iso-countries/langs/en.json';
import id from 'i18n-iso-countries/langs/id.json';

export interface Country {
  /** ISO 3166-1 alpha-2 code, e.g. 'ID'. */
  readonly ctryCode: string;
  /** ISO 3166-1 alpha-3 code, e.g. 'IDN'. */
  readonly alpha3: string;
  /** ISO 3166-1 numeric code as a 3-digit string, e.g. '360'. */
  readonly numeric: string;
  readonly nameEn: string;
  readonly nameId: string;
}

type LocaleNames = Readonly<Record<string, string | readonly string[]>>;

function primaryName(names: LocaleNames, alpha2: string): string {
  const value = names[alpha2];
  const name = Array.isArray(value) ? value[0] : value;
  if (typeof name !== 'string' || name.trim() === '') {
    throw new Error(`i18n-iso-countries has no name for ${alpha2}`);
  }
  return name.trim();
}

/** Builds the country list from the packaged data (pure: no locale registration, no I/O). */
export function loadCountries(): readonly Country[] {
  const assigned = new Set(iso31661.map((c) => c.alpha2));
  const enNames = en.countries as LocaleNames;
  const idNames = id.countries as LocaleNames;
  return (codes as readonly (readonly string[])[])
    .filter((row) => assigned.has(row[0] ?? ''))
    .map(([alpha2 = '', alpha3 = '', numeric = '']) => ({
      ctryCode: alpha2,
      alpha3,
      numeric,
      nameEn: primaryName(enNames, alpha2),
      nameId: primaryName(idNames, alpha2),
    }))
    .sort((a, b) => a.ctryCode.localeCompare(b.ctryCode));
}

/** Every ISO 3166-1 country (249), sorted by alpha-2 code. */
export const COUNTRIES: readonly Country[] = loadCountries();
