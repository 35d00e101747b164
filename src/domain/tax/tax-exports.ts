import { parseTaxNumber } from './tax-sequences';

/**
 * The two files of a tax report (issue 15): the legacy e-Faktur import CSV (DJP's FK, LT and OF rows) and the
 * Coretax XML (`TaxInvoiceBulk`, imported into the tax office's Coretax system since 2025). Pure functions of the
 * invoices, so golden files pin both formats (src/server/tax/golden/).
 *
 * Amounts are rupiah in minor units (sen, bigint), as everywhere in the money half. e-Faktur's invoice totals
 * (JUMLAH_DPP, JUMLAH_PPN) are whole rupiah, truncated as DJP's application does; line amounts and the XML keep the
 * sen when there are any (`66773.33`), and are plain integers otherwise.
 */

/**
 * Code 08 (VAT not collected: road haulage of goods, PP 49/2022): the facility's additional-information and stamp
 * codes of the Coretax import, as seen in public code-08 import files. GLI checks them against Coretax's reference
 * list before the first import (decision 0016).
 */
export const CODE_08_ADD_INFO = 'TD.00501';
export const CODE_08_FACILITY_STAMP = 'TD.01101';
/** Coretax's unit for a service line ("other"): the platform invoices services only. */
export const CORETAX_SERVICE_UNIT = 'UM.0033';

/** A good or service of a tax invoice. */
export interface TaxExportLine {
  /** Coretax `Opt`: A goods, B services (everything this platform invoices is a service). */
  opt: 'A' | 'B';
  /** Coretax goods/services code; `000000` is the general code. */
  code: string;
  name: string;
  /** Coretax unit code (`UM.0033` others). */
  unit: string;
  /** Minor units. */
  price: bigint;
  qty: number;
  discount: bigint;
  /** DPP: price x qty - discount. */
  taxBase: bigint;
  /** DPP nilai lain (11/12 of the tax base for code 04); the tax base itself otherwise. */
  otherTaxBase: bigint;
  /** Percent: 12, 0 (code 08), 1.1 (code 05). */
  vatRate: string;
  vat: bigint;
}

export interface TaxExportParty {
  /** 16-digit NPWP (a 15-digit one is written with a leading 0). */
  tin: string;
  name: string;
  address: string;
  email?: string | null;
  /** The 22-digit TKU id (NPWP + the place of business, `000000` the head office). */
  idtku: string;
}

export interface TaxExportInvoice {
  /** Our reference (the money document's number), Coretax `RefDesc`, e-Faktur `REFERENSI`. */
  reference: string;
  /** `010.000-26.00000001` in range mode; null in Coretax mode (the tax office gives the number on import). */
  taxNo: string | null;
  /** Jakarta date, `YYYY-MM-DD`. */
  date: string;
  /** The transaction code of the rules table: 04, 05 or 08. */
  trxCode: string;
  /** A replacement (pengganti) of an earlier invoice of the same number. */
  replacement: boolean;
  /** For code 08: the facility's additional-information and stamp codes (Coretax `AddInfo`, `FacilityStamp`). */
  addInfo?: string | null;
  facilityStamp?: string | null;
  buyer: TaxExportParty;
  lines: readonly TaxExportLine[];
}

export interface TaxExportSeller {
  tin: string;
  name: string;
  address: string;
  phone?: string | null;
  idtku: string;
}

export const FK_COLUMNS = [
  'FK',
  'KD_JENIS_TRANSAKSI',
  'FG_PENGGANTI',
  'NOMOR_FAKTUR',
  'MASA_PAJAK',
  'TAHUN_PAJAK',
  'TANGGAL_FAKTUR',
  'NPWP',
  'NAMA',
  'ALAMAT_LENGKAP',
  'JUMLAH_DPP',
  'JUMLAH_PPN',
  'JUMLAH_PPNBM',
  'ID_KETERANGAN_TAMBAHAN',
  'FG_UANG_MUKA',
  'UANG_MUKA_DPP',
  'UANG_MUKA_PPN',
  'UANG_MUKA_PPNBM',
  'REFERENSI',
  'KODE_DOKUMEN_PENDUKUNG',
] as const;
export const LT_COLUMNS = [
  'LT',
  'NPWP',
  'NAMA',
  'JALAN',
  'BLOK',
  'NOMOR',
  'RT',
  'RW',
  'KECAMATAN',
  'KELURAHAN',
  'KABUPATEN',
  'PROPINSI',
  'KODE_POS',
  'NOMOR_TELEPON',
] as const;
export const OF_COLUMNS = [
  'OF',
  'KODE_OBJEK',
  'NAMA',
  'HARGA_SATUAN',
  'JUMLAH_BARANG',
  'HARGA_TOTAL',
  'DISKON',
  'DPP',
  'PPN',
  'TARIF_PPNBM',
  'PPNBM',
] as const;

/** The elements of a Coretax `TaxInvoice` and of its `GoodService`, in the order the import expects. */
export const CORETAX_INVOICE_ELEMENTS = [
  'TaxInvoiceDate',
  'TaxInvoiceOpt',
  'TrxCode',
  'AddInfo',
  'CustomDoc',
  'CustomDocMonthYear',
  'RefDesc',
  'FacilityStamp',
  'SellerIDTKU',
  'BuyerTin',
  'BuyerDocument',
  'BuyerCountry',
  'BuyerDocumentNumber',
  'BuyerName',
  'BuyerAdress',
  'BuyerEmail',
  'BuyerIDTKU',
  'ListOfGoodService',
] as const;
export const CORETAX_GOOD_SERVICE_ELEMENTS = [
  'Opt',
  'Code',
  'Name',
  'Unit',
  'Price',
  'Qty',
  'TotalDiscount',
  'TaxBase',
  'OtherTaxBase',
  'VATRate',
  'VAT',
  'STLGRate',
  'STLG',
] as const;

/** Minor units as a plain decimal: `1450000` or `66773.33` (never a thousands separator, never a float). */
export function plainAmount(minor: bigint): string {
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  const whole = abs / 100n;
  const sen = abs % 100n;
  const text = sen === 0n ? `${whole}` : `${whole}.${String(sen).padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}

/** Whole rupiah, truncated (e-Faktur's invoice totals). */
const wholeRupiah = (minor: bigint): string => `${minor / 100n}`;

/** A 16-digit NPWP from 15 or 16 digits (punctuation dropped). */
export function tin16(npwp: string): string {
  const d = npwp.replace(/\D/g, '');
  if (d.length === 15) return `0${d}`;
  if (d.length === 16) return d;
  throw new RangeError(`Not an NPWP: ${npwp}`);
}

/** The 13 digits e-Faktur calls NOMOR_FAKTUR: branch (3), year (2), serial (8) of `010.000-26.00000001`. */
export function efakturSerial(taxNo: string): string {
  const parts = parseTaxNumber(taxNo);
  if (!parts) throw new RangeError(`Not a tax number: ${taxNo}`);
  return `${parts.prefixMid}${parts.year}${String(parts.serial).padStart(8, '0')}`;
}

const csvCell = (value: string | number) =>
  `"${String(value)
    .replace(/"/g, '""')
    .replace(/[\r\n]+/g, ' ')}"`;
const csvRow = (cells: readonly (string | number)[]) => `${cells.map(csvCell).join(',')}\n`;

const sum = (xs: readonly bigint[]) => xs.reduce((a, b) => a + b, 0n);

/** `2026-11-26` -> `26/11/2026`, month 11, year 2026. */
function dateParts(date: string) {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) throw new RangeError(`Not a date: ${date}`);
  return { day: m[3]!, month: String(Number(m[2])), year: m[1]!, dmy: `${m[3]}/${m[2]}/${m[1]}` };
}

/**
 * The e-Faktur import CSV: the three header rows, then for each invoice its FK row, the buyer's LT row and one OF
 * row per line. Only invoices with a tax number can be imported into e-Faktur (range mode).
 */
export function efakturCsv(invoices: readonly TaxExportInvoice[]): string {
  let out = csvRow(FK_COLUMNS) + csvRow(LT_COLUMNS) + csvRow(OF_COLUMNS);
  for (const inv of invoices) {
    if (!inv.taxNo) throw new RangeError(`Invoice ${inv.reference} has no tax number for e-Faktur`);
    const d = dateParts(inv.date);
    const dpp = sum(inv.lines.map((l) => (inv.trxCode === '04' ? l.otherTaxBase : l.taxBase)));
    const ppn = sum(inv.lines.map((l) => l.vat));
    out += csvRow([
      'FK',
      inv.trxCode,
      inv.replacement ? '1' : '0',
      efakturSerial(inv.taxNo),
      d.month,
      d.year,
      d.dmy,
      tin16(inv.buyer.tin),
      inv.buyer.name,
      inv.buyer.address,
      wholeRupiah(dpp),
      wholeRupiah(ppn),
      '0',
      inv.addInfo ?? '',
      '0',
      '0',
      '0',
      '0',
      inv.reference,
      '',
    ]);
    out += csvRow(['LT', tin16(inv.buyer.tin), inv.buyer.name, inv.buyer.address, '', '', '', '', '', '', '', '', '', '']);
    for (const l of inv.lines) {
      out += csvRow([
        'OF',
        l.code,
        l.name,
        plainAmount(l.price),
        l.qty,
        plainAmount(l.price * BigInt(l.qty)),
        plainAmount(l.discount),
        plainAmount(inv.trxCode === '04' ? l.otherTaxBase : l.taxBase),
        plainAmount(l.vat),
        '0',
        '0',
      ]);
    }
  }
  return out;
}

const xmlText = (s: string) =>
  s
    // Characters XML 1.0 cannot hold at all (a NUL, other C0 controls) are dropped.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

const element = (indent: string, name: string, value: string | null | undefined) =>
  value === null || value === undefined || value === ''
    ? `${indent}<${name}/>\n`
    : `${indent}<${name}>${xmlText(value)}</${name}>\n`;

/** The Coretax import XML of a report: the seller's TIN and every invoice with its goods and services. */
export function coretaxXml(seller: TaxExportSeller, invoices: readonly TaxExportInvoice[]): string {
  let out = '<?xml version="1.0" encoding="utf-8"?>\n';
  out +=
    '<TaxInvoiceBulk xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="TaxInvoice.xsd">\n';
  out += element('  ', 'TIN', tin16(seller.tin));
  out += '  <ListOfTaxInvoice>\n';
  for (const inv of invoices) {
    const i = '      ';
    out += '    <TaxInvoice>\n';
    out += element(i, 'TaxInvoiceDate', inv.date);
    out += element(i, 'TaxInvoiceOpt', 'Normal');
    out += element(i, 'TrxCode', inv.trxCode);
    out += element(i, 'AddInfo', inv.addInfo);
    out += element(i, 'CustomDoc', null);
    out += element(i, 'CustomDocMonthYear', null);
    out += element(i, 'RefDesc', inv.replacement && inv.taxNo ? `${inv.reference} (${inv.taxNo})` : inv.reference);
    out += element(i, 'FacilityStamp', inv.facilityStamp);
    out += element(i, 'SellerIDTKU', seller.idtku);
    out += element(i, 'BuyerTin', tin16(inv.buyer.tin));
    out += element(i, 'BuyerDocument', 'TIN');
    out += element(i, 'BuyerCountry', 'IDN');
    out += element(i, 'BuyerDocumentNumber', null);
    out += element(i, 'BuyerName', inv.buyer.name);
    out += element(i, 'BuyerAdress', inv.buyer.address);
    out += element(i, 'BuyerEmail', inv.buyer.email);
    out += element(i, 'BuyerIDTKU', inv.buyer.idtku);
    out += `${i}<ListOfGoodService>\n`;
    for (const l of inv.lines) {
      const g = '          ';
      out += '        <GoodService>\n';
      out += element(g, 'Opt', l.opt);
      out += element(g, 'Code', l.code);
      out += element(g, 'Name', l.name);
      out += element(g, 'Unit', l.unit);
      out += element(g, 'Price', plainAmount(l.price));
      out += element(g, 'Qty', String(l.qty));
      out += element(g, 'TotalDiscount', plainAmount(l.discount));
      out += element(g, 'TaxBase', plainAmount(l.taxBase));
      out += element(g, 'OtherTaxBase', plainAmount(l.otherTaxBase));
      out += element(g, 'VATRate', l.vatRate);
      out += element(g, 'VAT', plainAmount(l.vat));
      out += element(g, 'STLGRate', '0');
      out += element(g, 'STLG', '0');
      out += '        </GoodService>\n';
    }
    out += `${i}</ListOfGoodService>\n`;
    out += '    </TaxInvoice>\n';
  }
  out += '  </ListOfTaxInvoice>\n';
  out += '</TaxInvoiceBulk>\n';
  return out;
}
