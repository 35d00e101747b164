import { describe, expect, it } from 'vitest';
import { ACCOUNT_TYPE_CODES } from '../../../../domain/accounts';
import {
  AGENCIES,
  AGENCY_OFFICES,
  ARTICLE_CATEGORIES,
  ATTACHMENT_TYPES,
  BILLING_FREQUENCIES,
  CERTIFICATE_TYPES,
  CHARGE_BASIS,
  CHASSIS_TYPES,
  CONTAINER_LOADS,
  CONTAINER_TYPES,
  CONTRACT_TYPES,
  COUNTRIES,
  CURRENCIES,
  DOC_ASSOCIATES,
  FINANCING_TYPES,
  GOOD_TYPES,
  HS_CHAPTERS,
  HS_HEADINGS,
  LOAD_TYPES,
  LOCATION_TYPES,
  MINISTRIES,
  PAYMENT_METHODS,
  PAYMENT_TYPES,
  PORT_TERMINALS,
  PORTS,
  PRESIDENT_PSEUDO_MINISTRY,
  PROVINCES,
  REIMBURSEMENT_TYPES,
  SHIP_TYPES,
  SHIPMENT_TYPES,
  THRUSTER_TYPES,
  TRIP_ATTACHMENT_TYPES,
  TRIP_TYPES,
  TRUCKING_DIRECTIONS,
  UNITS,
  VEHICLE_TYPES,
  loadCountries,
  parseLocodeCoordinates,
} from './index';

function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>();
  return values.filter((v) => (seen.has(v) ? true : (seen.add(v), false)));
}

describe('countries', () => {
  it('has every ISO 3166-1 country with an Indonesian name', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(249);
    expect(duplicates(COUNTRIES.map((c) => c.ctryCode))).toEqual([]);
    for (const c of COUNTRIES) {
      expect(c.ctryCode).toMatch(/^[A-Z]{2}$/);
      expect(c.alpha3).toMatch(/^[A-Z]{3}$/);
      expect(c.numeric).toMatch(/^\d{3}$/);
      expect(c.nameEn.trim()).not.toBe('');
      expect(c.nameId.trim()).not.toBe('');
    }
    expect(COUNTRIES.find((c) => c.ctryCode === 'ID')).toMatchObject({ alpha3: 'IDN', numeric: '360', nameId: 'Indonesia' });
    expect(COUNTRIES.find((c) => c.ctryCode === 'KH')).toMatchObject({ alpha3: 'KHM', numeric: '116', nameId: 'Kamboja' });
    expect(COUNTRIES.some((c) => c.ctryCode === 'XK')).toBe(false);
  });

  it('loadCountries() is pure and repeatable', () => {
    expect(loadCountries()).toEqual(COUNTRIES);
  });
});

describe('currencies', () => {
  it('has the active ISO 4217 currencies and no funds or metals', () => {
    const codes = new Set(CURRENCIES.map((c) => c.ccyCode));
    for (const code of ['IDR', 'USD', 'KHR', 'SGD']) expect(codes.has(code)).toBe(true);
    for (const code of ['XAU', 'XAG', 'XPT', 'XPD', 'XBA', 'XBD', 'XDR', 'XSU', 'XUA', 'XTS', 'XXX', 'BOV', 'USN']) {
      expect(codes.has(code)).toBe(false);
    }
    expect(duplicates(CURRENCIES.map((c) => c.ccyCode))).toEqual([]);
    for (const c of CURRENCIES) {
      expect(c.ccyCode).toMatch(/^[A-Z]{3}$/);
      expect(c.numeric).toMatch(/^\d{3}$/);
      expect(c.name).not.toBe('');
      expect(Number.isInteger(c.minorUnits)).toBe(true);
    }
    expect(CURRENCIES.find((c) => c.ccyCode === 'IDR')).toMatchObject({ numeric: '360', minorUnits: 2 });
  });
});

describe('provinces', () => {
  it('has 38 Indonesian and 25 Cambodian provinces', () => {
    expect(PROVINCES.filter((p) => p.ctryCode === 'ID')).toHaveLength(38);
    expect(PROVINCES.filter((p) => p.ctryCode === 'KH')).toHaveLength(25);
    expect(duplicates(PROVINCES.map((p) => p.provinceId))).toEqual([]);
    for (const p of PROVINCES) expect(p.provinceId.startsWith(`${p.ctryCode}-`)).toBe(true);
  });

  it('includes the 2022 Papua provinces and excludes the geographical units', () => {
    const byId = new Map(PROVINCES.map((p) => [p.provinceId, p.name]));
    expect(byId.get('ID-PS')).toBe('Papua Selatan');
    expect(byId.get('ID-PT')).toBe('Papua Tengah');
    expect(byId.get('ID-PE')).toBe('Papua Pegunungan');
    expect(byId.get('ID-PD')).toBe('Papua Barat Daya');
    for (const unit of ['ID-JW', 'ID-KA', 'ID-ML', 'ID-NU', 'ID-PP', 'ID-SL', 'ID-SM']) expect(byId.has(unit)).toBe(false);
    expect(byId.get('KH-12')).toBe('Phnom Penh');
  });
});

describe('ports', () => {
  it('has unique Indonesian and Cambodian UN/LOCODE seaports', () => {
    expect(duplicates(PORTS.map((p) => p.portCode))).toEqual([]);
    const codes = new Set(PORTS.map((p) => p.portCode));
    expect(codes.has('IDTPP')).toBe(true);
    expect(codes.has('KHKOS')).toBe(true);
    for (const p of PORTS) {
      expect(p.portCode).toMatch(/^(ID|KH)[A-Z2-9]{3}$/);
      expect(p.portCode.slice(0, 2)).toBe(p.ctryCode);
      expect(p.functions).toMatch(/^1[-0-9B]{7}$/);
      expect(p.status).toBe('A');
      expect(p.name).not.toBe('');
      expect((p.lat === null) === (p.lon === null)).toBe(true);
    }
  });

  it('uses current province codes as subdivisions', () => {
    const provinceIds = new Set(PROVINCES.map((p) => p.provinceId));
    for (const p of PORTS) {
      if (p.subdivision !== '') expect(provinceIds.has(`${p.ctryCode}-${p.subdivision}`)).toBe(true);
    }
  });

  it('converts UN/LOCODE coordinates to decimal degrees', () => {
    expect(parseLocodeCoordinates('0608S 10650E')).toEqual({ lat: -6.1333, lon: 106.8333 });
    expect(parseLocodeCoordinates('1036N 10331E')).toEqual({ lat: 10.6, lon: 103.5167 });
    expect(parseLocodeCoordinates('')).toBeNull();
    const jkt = PORTS.find((p) => p.portCode === 'IDJKT');
    expect(jkt?.lat).toBeCloseTo(-6.1333, 3);
    expect(jkt?.lon).toBeCloseTo(106.8333, 3);
  });
});

describe('port terminals', () => {
  it('refer to existing ports', () => {
    const codes = new Set(PORTS.map((p) => p.portCode));
    expect(duplicates(PORT_TERMINALS.map((t) => t.terminalCode))).toEqual([]);
    for (const t of PORT_TERMINALS) {
      expect(codes.has(t.portCode)).toBe(true);
      expect(t.kind).toBe('CONTAINER');
    }
  });
});

describe('units', () => {
  it('has unique Rec 20 codes with names', () => {
    expect(duplicates(UNITS.map((u) => u.uomCode))).toEqual([]);
    for (const u of UNITS) {
      expect(u.uomCode).toMatch(/^[A-Z0-9]{2,3}$/);
      expect(u.nameEn).not.toBe('');
      expect(u.nameId).not.toBe('');
    }
    for (const code of ['KGM', 'TNE', 'MTQ', 'MTR', 'MTK', 'LTR', 'C62', 'H87', 'KMT', 'HUR', 'DAY', 'SET', 'PR', 'DZN']) {
      expect(UNITS.some((u) => u.uomCode === code)).toBe(true);
    }
  });
});

describe('HS codes', () => {
  it('has the 97 chapters with sections', () => {
    expect(HS_CHAPTERS).toHaveLength(97);
    expect(HS_CHAPTERS.map((c) => c.hsCode)).toEqual(Array.from({ length: 97 }, (_, i) => String(i + 1).padStart(2, '0')));
    for (const c of HS_CHAPTERS) {
      expect(c.section).toMatch(/^[IVX]+$/);
      expect(c.descEn).not.toBe('');
      expect(c.descId).not.toBe('');
    }
    expect(HS_CHAPTERS.find((c) => c.hsCode === '77')?.descEn).toMatch(/reserved/i);
  });

  it('has unique 4-digit headings in existing chapters', () => {
    const chapters = new Set(HS_CHAPTERS.map((c) => c.hsCode));
    expect(duplicates(HS_HEADINGS.map((h) => h.hsCode))).toEqual([]);
    for (const h of HS_HEADINGS) {
      expect(h.hsCode).toMatch(/^\d{4}$/);
      expect(h.chapter).toBe(h.hsCode.slice(0, 2));
      expect(chapters.has(h.chapter)).toBe(true);
      expect(h.descEn).not.toBe('');
    }
    expect(HS_HEADINGS.some((h) => h.chapter === '77')).toBe(false);
    expect(HS_HEADINGS).toHaveLength(1228);
  });
});

describe('government', () => {
  it('links agencies to ministries (or the documented pseudo-parent) and offices to agencies and ports', () => {
    expect(duplicates(MINISTRIES.map((m) => m.ministryCode))).toEqual([]);
    expect(duplicates(AGENCIES.map((a) => a.agencyCode))).toEqual([]);
    expect(duplicates(AGENCY_OFFICES.map((o) => o.officeCode))).toEqual([]);
    const ministries = new Map(MINISTRIES.map((m) => [m.ministryCode, m]));
    expect(ministries.get(PRESIDENT_PSEUDO_MINISTRY)?.isPseudo).toBe(true);
    expect(MINISTRIES.filter((m) => m.isPseudo).map((m) => m.ministryCode)).toEqual([PRESIDENT_PSEUDO_MINISTRY]);
    for (const a of AGENCIES) {
      const parent = ministries.get(a.ministryCode);
      expect(parent, a.agencyCode).toBeDefined();
      expect(parent?.ctryCode).toBe(a.ctryCode);
      expect(a.role).not.toBe('');
    }
    expect(AGENCIES.find((a) => a.agencyCode === 'ID_BARANTIN')?.ministryCode).toBe(PRESIDENT_PSEUDO_MINISTRY);
    const agencies = new Set(AGENCIES.map((a) => a.agencyCode));
    const ports = new Set(PORTS.map((p) => p.portCode));
    for (const o of AGENCY_OFFICES) {
      expect(agencies.has(o.agencyCode)).toBe(true);
      expect(ports.has(o.portCode)).toBe(true);
    }
  });
});

describe('lookups', () => {
  const keyed: Record<string, readonly { key: string; descEn: string; descId: string }[]> = {
    VEHICLE_TYPES: VEHICLE_TYPES.map((l) => ({ ...l, key: l.value })),
    CHASSIS_TYPES: CHASSIS_TYPES.map((l) => ({ ...l, key: l.value })),
    CONTAINER_TYPES: CONTAINER_TYPES.map((l) => ({ ...l, key: l.value })),
    GOOD_TYPES: GOOD_TYPES.map((l) => ({ ...l, key: l.value })),
    CONTAINER_LOADS: CONTAINER_LOADS.map((l) => ({ ...l, key: l.value })),
    LOCATION_TYPES: LOCATION_TYPES.map((l) => ({ ...l, key: l.value })),
    SHIPMENT_TYPES: SHIPMENT_TYPES.map((l) => ({ ...l, key: l.value })),
    LOAD_TYPES: LOAD_TYPES.map((l) => ({ ...l, key: l.value })),
    TRIP_TYPES: TRIP_TYPES.map((l) => ({ ...l, key: l.value })),
    TRUCKING_DIRECTIONS: TRUCKING_DIRECTIONS.map((l) => ({ ...l, key: l.value })),
    CHARGE_BASIS: CHARGE_BASIS.map((l) => ({ ...l, key: l.value })),
    FINANCING_TYPES: FINANCING_TYPES.map((l) => ({ ...l, key: l.value })),
    PAYMENT_METHODS: PAYMENT_METHODS.map((l) => ({ ...l, key: l.value })),
    BILLING_FREQUENCIES: BILLING_FREQUENCIES.map((l) => ({ ...l, key: l.value })),
    TRIP_ATTACHMENT_TYPES: TRIP_ATTACHMENT_TYPES.map((l) => ({ ...l, key: l.value })),
    REIMBURSEMENT_TYPES: REIMBURSEMENT_TYPES.map((l) => ({ ...l, key: l.value })),
    SHIP_TYPES: SHIP_TYPES.map((l) => ({ ...l, key: l.value })),
    ATTACHMENT_TYPES: ATTACHMENT_TYPES.map((l) => ({ ...l, key: l.value })),
    PAYMENT_TYPES: PAYMENT_TYPES.map((l) => ({ ...l, key: l.ptCode })),
    THRUSTER_TYPES: THRUSTER_TYPES.map((l) => ({ ...l, key: l.ttCode })),
    ARTICLE_CATEGORIES: ARTICLE_CATEGORIES.map((l) => ({ ...l, key: l.arcCode })),
    CONTRACT_TYPES: CONTRACT_TYPES.map((l) => ({ ...l, key: l.value })),
    DOC_ASSOCIATES: DOC_ASSOCIATES.map((l) => ({ ...l, key: l.value })),
    CERTIFICATE_TYPES: CERTIFICATE_TYPES.map((l) => ({ ...l, key: l.value })),
  };

  it.each(Object.entries(keyed))('%s has unique codes and English and Indonesian descriptions', (_name, entries) => {
    expect(entries.length).toBeGreaterThan(0);
    expect(duplicates(entries.map((e) => e.key))).toEqual([]);
    for (const e of entries) {
      expect(e.key).toMatch(/^[A-Z0-9_:]+$/);
      expect(e.descEn.trim()).not.toBe('');
      expect(e.descId.trim()).not.toBe('');
    }
  });

  it('has the spec §9 code sets', () => {
    expect(CHASSIS_TYPES.map((c) => c.value)).toEqual(['20FT', '40FT']);
    expect(TRIP_TYPES.map((t) => t.value)).toEqual(['S', 'M', 'C']);
    expect(SHIPMENT_TYPES.map((t) => t.value)).toEqual(['IMPORT', 'EXPORT', 'DOMESTIC', 'LOCAL']);
    expect(LOAD_TYPES.map((t) => t.value)).toEqual(['FTL', 'LTL']);
    expect(CHARGE_BASIS.map((t) => t.value)).toEqual(['DO', 'BL']);
    expect(PAYMENT_METHODS.map((t) => t.value)).toEqual(['CLICPAY', 'CREDIT']);
    expect(BILLING_FREQUENCIES.map((t) => t.value)).toEqual(['IMMEDIATE', 'WEEKLY', 'MONTHLY']);
    expect(CONTAINER_LOADS.map((t) => t.value)).toEqual(['FCL', 'LCL', 'EMPTY']);
    expect(FINANCING_TYPES).toHaveLength(5);
    const vehicles = new Set(VEHICLE_TYPES.map((v) => v.value));
    for (const v of ['VT10FT', 'VT10FT_EV', 'VT10FT_BOX', 'VT20FT_HAZMAT', 'VT25FT', 'PRIME_MOVER', 'VAN'])
      expect(vehicles.has(v)).toBe(true);
    for (const c of CONTAINER_TYPES) expect(c.value).toMatch(/^[0-9A-Z]{2}[A-Z][0-9]$/);
  });

  it('links document associations to attachment types and account types', () => {
    const attTypes = new Set(ATTACHMENT_TYPES.map((a) => a.value));
    const accountTypes = new Set<string>(ACCOUNT_TYPE_CODES);
    for (const d of DOC_ASSOCIATES) {
      expect(d.value).toBe(`${d.attType}:${d.atypId}`);
      expect(attTypes.has(d.attType)).toBe(true);
      expect(accountTypes.has(d.atypId)).toBe(true);
    }
  });

  it('has exactly the 8 certificate types of spec §3 with existing issuing agencies', () => {
    expect(CERTIFICATE_TYPES.map((c) => c.value).sort()).toEqual(['DOS', 'EP', 'FRQ', 'PAS', 'POC', 'QUD', 'SSCC', 'SSCEC']);
    const agencies = new Map(AGENCIES.map((a) => [a.agencyCode, a]));
    for (const c of CERTIFICATE_TYPES) {
      expect(agencies.get(c.issuingAgencyCodes.ID)?.ctryCode).toBe('ID');
      expect(agencies.get(c.issuingAgencyCodes.KH)?.ctryCode).toBe('KH');
    }
  });
});
