/**
 * Units of measure — UN/ECE Recommendation 20 "Codes for Units of Measure Used in International Trade".
 *
 * Source: UN/CEFACT Recommendation No. 20, Revision 14 (2020), Annexes I–III (common codes, names and
 * symbols). Only the units that appear in freight, trucking and trade documents are included (48 codes).
 * `nameEn` is the Rec 20 name, `symbol` the Rec 20 symbol ('' where Rec 20 gives none),
 * `nameId` the Indonesian name used on Indonesian trade documents.
 *
 * Note: TEU is a Rec 20 unit (common code E22, "TEU"), alongside 20 "twenty foot container" and
 * 21 "forty foot container", so it is included.
 */

export type UnitCategory = 'MASS' | 'LENGTH' | 'AREA' | 'VOLUME' | 'TIME' | 'ENERGY' | 'COUNT' | 'FREIGHT';

export interface Unit {
  /** Rec 20 common code, e.g. 'KGM'. */
  readonly uomCode: string;
  readonly nameEn: string;
  readonly nameId: string;
  /** Rec 20 symbol, '' when Rec 20 defines none. */
  readonly symbol: string;
  readonly category: UnitCategory;
}

export const UNITS: readonly Unit[] = [
  // Mass
  { uomCode: 'KGM', nameEn: 'kilogram', nameId: 'kilogram', symbol: 'kg', category: 'MASS' },
  { uomCode: 'GRM', nameEn: 'gram', nameId: 'gram', symbol: 'g', category: 'MASS' },
  { uomCode: 'TNE', nameEn: 'tonne (metric ton)', nameId: 'ton (metrik)', symbol: 't', category: 'MASS' },
  { uomCode: 'E4', nameEn: 'gross kilogram', nameId: 'kilogram bruto', symbol: '', category: 'MASS' },
  { uomCode: '58', nameEn: 'net kilogram', nameId: 'kilogram neto', symbol: '', category: 'MASS' },
  { uomCode: 'LBR', nameEn: 'pound', nameId: 'pon', symbol: 'lb', category: 'MASS' },
  { uomCode: 'STN', nameEn: 'ton (US) or short ton (UK/US)', nameId: 'ton pendek (AS)', symbol: 'ton (US)', category: 'MASS' },
  { uomCode: 'LTN', nameEn: 'ton (UK) or long ton (US)', nameId: 'ton panjang (Inggris)', symbol: 'ton (UK)', category: 'MASS' },
  // Length
  { uomCode: 'MTR', nameEn: 'metre', nameId: 'meter', symbol: 'm', category: 'LENGTH' },
  { uomCode: 'CMT', nameEn: 'centimetre', nameId: 'sentimeter', symbol: 'cm', category: 'LENGTH' },
  { uomCode: 'MMT', nameEn: 'millimetre', nameId: 'milimeter', symbol: 'mm', category: 'LENGTH' },
  { uomCode: 'KMT', nameEn: 'kilometre', nameId: 'kilometer', symbol: 'km', category: 'LENGTH' },
  { uomCode: 'INH', nameEn: 'inch', nameId: 'inci', symbol: 'in', category: 'LENGTH' },
  { uomCode: 'FOT', nameEn: 'foot', nameId: 'kaki', symbol: 'ft', category: 'LENGTH' },
  { uomCode: 'NMI', nameEn: 'nautical mile', nameId: 'mil laut', symbol: 'n mile', category: 'LENGTH' },
  { uomCode: 'LM', nameEn: 'linear metre', nameId: 'meter lari', symbol: '', category: 'LENGTH' },
  // Area
  { uomCode: 'MTK', nameEn: 'square metre', nameId: 'meter persegi', symbol: 'm²', category: 'AREA' },
  // Volume
  { uomCode: 'MTQ', nameEn: 'cubic metre', nameId: 'meter kubik', symbol: 'm³', category: 'VOLUME' },
  { uomCode: 'FTQ', nameEn: 'cubic foot', nameId: 'kaki kubik', symbol: 'ft³', category: 'VOLUME' },
  { uomCode: 'LTR', nameEn: 'litre', nameId: 'liter', symbol: 'l', category: 'VOLUME' },
  { uomCode: 'MLT', nameEn: 'millilitre', nameId: 'mililiter', symbol: 'ml', category: 'VOLUME' },
  { uomCode: 'GLL', nameEn: 'gallon (US)', nameId: 'galon (AS)', symbol: 'gal (US)', category: 'VOLUME' },
  { uomCode: 'GLI', nameEn: 'gallon (UK)', nameId: 'galon (Inggris)', symbol: 'gal (UK)', category: 'VOLUME' },
  { uomCode: 'BLL', nameEn: 'barrel (US)', nameId: 'barel (AS)', symbol: 'barrel (US)', category: 'VOLUME' },
  // Time
  { uomCode: 'MIN', nameEn: 'minute [unit of time]', nameId: 'menit', symbol: 'min', category: 'TIME' },
  { uomCode: 'HUR', nameEn: 'hour', nameId: 'jam', symbol: 'h', category: 'TIME' },
  { uomCode: 'DAY', nameEn: 'day', nameId: 'hari', symbol: 'd', category: 'TIME' },
  { uomCode: 'E49', nameEn: 'working day', nameId: 'hari kerja', symbol: '', category: 'TIME' },
  { uomCode: 'WEE', nameEn: 'week', nameId: 'minggu', symbol: 'wk', category: 'TIME' },
  { uomCode: 'MON', nameEn: 'month', nameId: 'bulan', symbol: 'mo', category: 'TIME' },
  { uomCode: 'ANN', nameEn: 'year', nameId: 'tahun', symbol: 'y', category: 'TIME' },
  // Energy
  { uomCode: 'KWH', nameEn: 'kilowatt hour', nameId: 'kilowatt jam', symbol: 'kW·h', category: 'ENERGY' },
  // Count
  { uomCode: 'C62', nameEn: 'one', nameId: 'satu (unit)', symbol: '1', category: 'COUNT' },
  { uomCode: 'H87', nameEn: 'piece', nameId: 'buah', symbol: '', category: 'COUNT' },
  { uomCode: 'EA', nameEn: 'each', nameId: 'per satuan', symbol: '', category: 'COUNT' },
  { uomCode: 'SET', nameEn: 'set', nameId: 'set', symbol: '', category: 'COUNT' },
  { uomCode: 'PR', nameEn: 'pair', nameId: 'pasang', symbol: '', category: 'COUNT' },
  { uomCode: 'DZN', nameEn: 'dozen', nameId: 'lusin', symbol: 'DOZ', category: 'COUNT' },
  { uomCode: 'NMP', nameEn: 'number of packs', nameId: 'jumlah kemasan', symbol: '', category: 'COUNT' },
  // Freight and services
  { uomCode: '20', nameEn: 'twenty foot container', nameId: 'kontainer 20 kaki', symbol: '', category: 'FREIGHT' },
  { uomCode: '21', nameEn: 'forty foot container', nameId: 'kontainer 40 kaki', symbol: '', category: 'FREIGHT' },
  { uomCode: 'E22', nameEn: 'TEU', nameId: 'TEU (setara kontainer 20 kaki)', symbol: 'TEU', category: 'FREIGHT' },
  { uomCode: 'A75', nameEn: 'freight ton', nameId: 'ton angkutan (freight ton)', symbol: '', category: 'FREIGHT' },
  { uomCode: 'TKM', nameEn: 'tonne kilometre', nameId: 'ton-kilometer', symbol: 't·km', category: 'FREIGHT' },
  { uomCode: 'E54', nameEn: 'trip', nameId: 'perjalanan (rit)', symbol: '', category: 'FREIGHT' },
  { uomCode: 'E51', nameEn: 'job', nameId: 'pekerjaan', symbol: '', category: 'FREIGHT' },
  { uomCode: 'SX', nameEn: 'shipment', nameId: 'pengiriman', symbol: '', category: 'FREIGHT' },
  { uomCode: 'LS', nameEn: 'lump sum', nameId: 'borongan (lump sum)', symbol: '', category: 'FREIGHT' },
];
