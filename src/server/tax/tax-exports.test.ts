// @vitest-environment jsdom
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  CORETAX_GOOD_SERVICE_ELEMENTS,
  CORETAX_INVOICE_ELEMENTS,
  coretaxXml,
  efakturCsv,
  efakturSerial,
  FK_COLUMNS,
  LT_COLUMNS,
  OF_COLUMNS,
  plainAmount,
  tin16,
  type TaxExportInvoice,
  type TaxExportSeller,
} from '../../domain/tax/tax-exports';

const golden = path.join(path.dirname(fileURLToPath(import.meta.url)), 'golden');

const seller: TaxExportSeller = {
  tin: '0123456789012000',
  name: 'PT Lintas Logistik Nusantara',
  address: 'Jl. Yos Sudarso No. 1, Tanjung Priok, Jakarta Utara',
  idtku: '0123456789012000000000',
};
const buyer = {
  tin: '012345678901234', // a 15-digit NPWP: written with a leading 0
  name: 'PT Cargo "Satu" & Co',
  address: 'Jl. Raya Cakung Cilincing Km 2, Jakarta',
  email: 'finance@cargo1.example',
  idtku: '0012345678901234000000',
};

/** One invoice of each code of the rules table. */
const invoices: TaxExportInvoice[] = [
  {
    reference: 'PF/2026/000045',
    taxNo: '010.000-26.00000007',
    date: '2026-11-26',
    trxCode: '04',
    replacement: false,
    buyer,
    lines: [
      {
        opt: 'B',
        code: '000000',
        name: 'Biaya platform JB26110001 (pelanggan)',
        unit: 'UM.0033',
        price: 3_625_000n,
        qty: 1,
        discount: 0n,
        taxBase: 3_625_000n,
        otherTaxBase: 3_322_917n,
        vatRate: '12',
        vat: 398_700n,
      },
    ],
  },
  {
    reference: 'DN/2026/000123',
    taxNo: '010.000-26.00000008',
    date: '2026-11-26',
    trxCode: '08',
    replacement: false,
    addInfo: 'TD.00501',
    facilityStamp: 'TD.01101',
    buyer,
    lines: [
      {
        opt: 'B',
        code: '000000',
        name: 'Angkutan barang JB26110001 perjalanan 1 <40ft>',
        unit: 'UM.0033',
        price: 145_000_000n,
        qty: 2,
        discount: 0n,
        taxBase: 290_000_000n,
        otherTaxBase: 290_000_000n,
        vatRate: '0',
        vat: 0n,
      },
    ],
  },
  {
    reference: 'DN/2026/000124',
    taxNo: '010.000-26.00000009',
    date: '2026-12-01',
    trxCode: '05',
    replacement: true,
    buyer: { ...buyer, tin: '3171234567890001', idtku: '3171234567890001000000', email: null },
    lines: [
      {
        opt: 'B',
        code: '000000',
        name: 'Jasa pengurusan transportasi JB26120002',
        unit: 'UM.0033',
        price: 210_000_050n,
        qty: 1,
        discount: 0n,
        taxBase: 210_000_050n,
        otherTaxBase: 210_000_050n,
        vatRate: '1.1',
        vat: 2_310_000n,
      },
    ],
  },
];

/** Compares with the golden file; `UPDATE_GOLDEN=1` writes it (then review the diff). */
function expectGolden(name: string, text: string) {
  const file = path.join(golden, name);
  if (process.env.UPDATE_GOLDEN === '1') writeFileSync(file, text);
  expect(text).toBe(readFileSync(file, 'utf8'));
}

describe('tax report files', () => {
  it('writes amounts as plain decimals from minor units', () => {
    expect(plainAmount(145_000_000n)).toBe('1450000');
    expect(plainAmount(6_677_333n)).toBe('66773.33');
    expect(plainAmount(5n)).toBe('0.05');
    expect(plainAmount(-120n)).toBe('-1.20');
  });

  it('reads NPWPs and tax numbers the way DJP writes them', () => {
    expect(tin16('01.234.567.8-901.234')).toBe('0012345678901234');
    expect(tin16('3171234567890001')).toBe('3171234567890001');
    expect(() => tin16('12345')).toThrow(RangeError);
    expect(efakturSerial('010.000-26.00000007')).toBe('0002600000007');
    expect(() => efakturSerial('010.000-26.0000007')).toThrow(RangeError);
  });

  it('pins the e-Faktur CSV (FK, LT, OF rows in DJP column layout)', () => {
    const csv = efakturCsv(invoices);
    expectGolden('efaktur.csv', csv);
    const rows = csv.trimEnd().split('\n');
    expect(rows.slice(0, 3).map((r) => r.split(',')[0])).toEqual(['"FK"', '"LT"', '"OF"']);
    expect(rows[0]!.split(',')).toHaveLength(FK_COLUMNS.length);
    expect(rows[1]!.split(',')).toHaveLength(LT_COLUMNS.length);
    expect(rows[2]!.split(',')).toHaveLength(OF_COLUMNS.length);
    // The code-04 invoice's DPP is the "nilai lain" (11/12), truncated to the rupiah; the quote is doubled.
    expect(rows[3]).toContain('"04","0","0002600000007","11","2026","26/11/2026","0012345678901234","PT Cargo ""Satu"" & Co"');
    expect(rows[3]).toContain('"33229","3987","0"');
    // The replacement carries FG_PENGGANTI 1 and a NIK-based NPWP as written.
    expect(rows[9]).toContain('"05","1","0002600000009","12","2026","01/12/2026","3171234567890001"');
  });

  it('refuses an invoice without a tax number for e-Faktur (Coretax mode gives none)', () => {
    expect(() => efakturCsv([{ ...invoices[0]!, taxNo: null }])).toThrow(/no tax number/);
  });

  it('pins the Coretax XML and holds its element list and order', () => {
    const xml = coretaxXml(seller, invoices);
    expectGolden('coretax.xml', xml);
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    const root = doc.documentElement;
    expect(root.tagName).toBe('TaxInvoiceBulk');
    expect([...root.children].map((e) => e.tagName)).toEqual(['TIN', 'ListOfTaxInvoice']);
    expect(root.children[0]!.textContent).toBe('0123456789012000');
    const taxInvoices = [...root.children[1]!.children];
    expect(taxInvoices).toHaveLength(3);
    for (const inv of taxInvoices) {
      expect(inv.tagName).toBe('TaxInvoice');
      expect([...inv.children].map((e) => e.tagName)).toEqual([...CORETAX_INVOICE_ELEMENTS]);
      const goods = [...inv.children].at(-1)!.children;
      for (const g of goods) expect([...g.children].map((e) => e.tagName)).toEqual([...CORETAX_GOOD_SERVICE_ELEMENTS]);
    }
    const first = taxInvoices[0]!;
    const text = (el: Element, name: string) => el.getElementsByTagName(name)[0]!.textContent;
    expect(text(first, 'BuyerName')).toBe('PT Cargo "Satu" & Co');
    expect(text(first, 'OtherTaxBase')).toBe('33229.17');
    expect(text(first, 'VAT')).toBe('3987');
    expect(text(taxInvoices[1]!, 'FacilityStamp')).toBe('TD.01101');
    expect(text(taxInvoices[2]!, 'VATRate')).toBe('1.1');
  });

  it('drops characters XML cannot hold instead of writing a broken file', () => {
    const xml = coretaxXml(seller, [{ ...invoices[0]!, buyer: { ...buyer, name: 'PT A\u0000B\u0007C' } }]);
    expect(xml).toContain('<BuyerName>PT ABC</BuyerName>');
  });
});
