/**
 * Provinces — first-level subdivisions of Indonesia (ID) and Cambodia (KH).
 *
 * Source: ISO 3166-2:ID and ISO 3166-2:KH as packaged by the npm package `iso-3166` 4.4.0 (`iso31662`).
 *
 * Indonesia: the 38 provinces (incl. the capital district ID-JK and special region ID-YO), with the 2022
 * Papua split (ID-PS Papua Selatan, ID-PT Papua Tengah, ID-PE Papua Pegunungan, ID-PD Papua Barat Daya).
 * Left out: the 7 ISO "geographical unit" codes ID-JW, ID-KA, ID-ML, ID-NU, ID-PP, ID-SL, ID-SM, which are
 * groupings of provinces, not provinces.
 * Correction: the package (and the ISO text it copies) spells ID-PE "Papua Pengunungan"; the province
 * established by Law 16/2022 is "Papua Pegunungan", which is used here.
 *
 * Cambodia: the 24 provinces and the capital Phnom Penh (KH-12) = 25 entries, ISO names being the UNGEGN
 * romanization (e.g. "Siem Reab", "Kaoh Kong").
 *
 * `name` is the ISO 3166-2 subdivision name; `commonName` is the name in everyday use on documents and
 * addresses (e.g. "DKI Jakarta", "Siem Reap", "Koh Kong"); it equals `name` when they are the same.
 */
import { iso31662 } from 'iso-3166';

export interface Province {
  /** ISO 3166-2 code, e.g. 'ID-JK', 'KH-12'. */
  readonly provinceId: string;
  /** ISO 3166-1 alpha-2 code of the country. */
  readonly ctryCode: 'ID' | 'KH';
  /** ISO 3166-2 subdivision name. */
  readonly name: string;
  /** Name in common use. */
  readonly commonName: string;
}

/** ISO 3166-2:ID codes that are geographical units (island groups), not provinces. */
export const ID_GEOGRAPHICAL_UNITS: readonly string[] = ['ID-JW', 'ID-KA', 'ID-ML', 'ID-NU', 'ID-PP', 'ID-SL', 'ID-SM'];

const NAME_CORRECTIONS: Readonly<Record<string, string>> = {
  'ID-PE': 'Papua Pegunungan',
};

const COMMON_NAMES: Readonly<Record<string, string>> = {
  'ID-JK': 'DKI Jakarta',
  'ID-YO': 'DI Yogyakarta',
  'KH-1': 'Banteay Meanchey',
  'KH-2': 'Battambang',
  'KH-3': 'Kampong Cham',
  'KH-4': 'Kampong Chhnang',
  'KH-5': 'Kampong Speu',
  'KH-6': 'Kampong Thom',
  'KH-7': 'Kampot',
  'KH-8': 'Kandal',
  'KH-9': 'Koh Kong',
  'KH-10': 'Kratie',
  'KH-11': 'Mondulkiri',
  'KH-12': 'Phnom Penh',
  'KH-13': 'Preah Vihear',
  'KH-14': 'Prey Veng',
  'KH-15': 'Pursat',
  'KH-16': 'Ratanakiri',
  'KH-17': 'Siem Reap',
  'KH-18': 'Preah Sihanouk',
  'KH-19': 'Stung Treng',
  'KH-20': 'Svay Rieng',
  'KH-21': 'Takeo',
  'KH-22': 'Oddar Meanchey',
  'KH-23': 'Kep',
  'KH-24': 'Pailin',
  'KH-25': 'Tboung Khmum',
};

const excludedUnits = new Set(ID_GEOGRAPHICAL_UNITS);

function compareCodes(a: string, b: string): number {
  const [ca = '', sa = ''] = a.split('-');
  const [cb = '', sb = ''] = b.split('-');
  if (ca !== cb) return ca.localeCompare(cb);
  const na = Number(sa);
  const nb = Number(sb);
  if (Number.isInteger(na) && Number.isInteger(nb)) return na - nb;
  return sa.localeCompare(sb);
}

/** The 38 Indonesian and 25 Cambodian provinces, sorted by country then code. */
export const PROVINCES: readonly Province[] = iso31662
  .filter((s) => (s.parent === 'ID' || s.parent === 'KH') && !excludedUnits.has(s.code))
  .map((s) => {
    const name = NAME_CORRECTIONS[s.code] ?? s.name;
    return {
      provinceId: s.code,
      ctryCode: s.parent as 'ID' | 'KH',
      name,
      commonName: COMMON_NAMES[s.code] ?? name,
    };
  })
  .sort((a, b) => compareCodes(a.provinceId, b.provinceId));

/** The subdivision part of an ISO 3166-2 code (the form PORTS.subdivision uses): provinceSuffix('ID-JK') === 'JK'. */
export function provinceSuffix(provinceId: string): string {
  return provinceId.slice(provinceId.indexOf('-') + 1);
}
