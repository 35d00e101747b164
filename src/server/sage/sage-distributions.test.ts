import { describe, expect, it } from 'vitest';
import { computeDocuments } from '../../domain/billing/documents';
import { fromMinor } from '../../domain/billing/money';
import { SAGE_CHARGE_TYPES } from '../../domain/finance/sage';
import { distributions } from './sage-workbook';

// Each charge type its own account, so a line booked to the wrong one shows.
const GL = Object.fromEntries(SAGE_CHARGE_TYPES.map((t) => [t, `GL-${t.replaceAll('_', '')}`]));
const idr = (rupiah: string) => BigInt(rupiah) * 100n;

/** A computed document as the sage export reads it from money_documents. */
function record(doc: ReturnType<typeof computeDocuments>[number], docNo = 'DN/2026/000001') {
  const c = doc.currency;
  return {
    doc_no: docNo,
    doc_type: doc.docType,
    currency: c,
    vat: fromMinor(doc.vat, c),
    stamp_duty: fromMinor(doc.stampDuty, c),
    withholding: fromMinor(doc.withholding, c),
    total: fromMinor(doc.total, c),
    lines: doc.lines,
  };
}

describe('Sage distributions by line kind', () => {
  const docs = computeDocuments({
    currency: 'IDR',
    lines: [
      { kind: 'TRIP', description: 'Trip Tanjung Priok - Cikarang', quantity: 1, amount: idr('4500000') },
      { kind: 'REIMBURSEMENT', description: 'Toll', quantity: 1, amount: idr('150000') },
      { kind: 'ADDITIONAL', description: 'Waiting time', quantity: 1, amount: idr('400000') },
    ],
    creatorOnlyLines: [{ kind: 'INSURANCE', description: 'Cargo insurance POL/2026/000001', quantity: 1, amount: idr('75000') }],
    creatorFee: { feeType: 'PCT', feeValue: '2.50', withholdingPct: '2.00' },
    operatorFee: { feeType: 'FIXED', feeValue: '50000.00', withholdingPct: null },
  });
  const by = Object.fromEntries(docs.map((d) => [d.docType, d]));

  it('books each charge of a debit note to its own account, the stamp duty once, and sums to the total', () => {
    const dn = distributions(record(by.DN_CO!), GL);
    expect(dn.map((x) => [x.dist, x.account, fromMinor(x.amount, 'IDR')])).toEqual([
      ['TRIP', 'GL-TRIP', '4500000.00'],
      ['REIMB', 'GL-REIMBURSEMENT', '150000.00'],
      ['ADDL', 'GL-ADDITIONAL', '400000.00'],
      ['INSUR', 'GL-INSURANCE', '75000.00'],
      ['STAMP', 'GL-STAMPDUTY', '10000.00'],
    ]);
    // The operator's note carries no premium and no stamp duty.
    expect(distributions(record(by.DN_TO!), GL).map((x) => x.dist)).toEqual(['TRIP', 'REIMB', 'ADDL']);
  });

  it('books a platform fee invoice to the fee, VAT and withholding accounts', () => {
    const pf = distributions(record(by.PF_CO!, 'PF/2026/000001'), GL);
    expect(pf.map((x) => [x.dist, x.account])).toEqual([
      ['FEE', 'GL-PLATFORMFEE'],
      ['VAT', 'GL-VATOUT'],
      ['WHT', 'GL-WHTPREPAID'],
    ]);
    expect(pf.reduce((s, x) => s + x.amount, 0n)).toBe(by.PF_CO!.total);
  });

  it('books a fuel invoice to the fuel account', () => {
    const fuel = distributions(
      {
        doc_no: 'FUEL/2026/000001',
        doc_type: 'FUEL',
        currency: 'IDR',
        vat: '0.00',
        stamp_duty: '0.00',
        withholding: '0.00',
        total: '3150000.00',
        lines: [
          {
            no: 1,
            itemDesc: 'Fuel 2026-10 / BBM 2026-10: B 9044 TXS',
            qty: 1,
            currency: 'IDR',
            amount: '2000000.00',
            kind: 'FUEL',
          },
          {
            no: 2,
            itemDesc: 'Fuel 2026-10 / BBM 2026-10: B 9045 TXS',
            qty: 1,
            currency: 'IDR',
            amount: '1150000.00',
            kind: 'FUEL',
          },
        ],
      },
      GL,
    );
    expect(fuel.map((x) => [x.dist, x.account])).toEqual([
      ['FUEL', 'GL-FUEL'],
      ['FUEL', 'GL-FUEL'],
    ]);
  });

  it('reads the lines of documents issued before kinds were stored from their document', () => {
    const legacy = (d: ReturnType<typeof record>) => ({ ...d, lines: d.lines.map(({ kind: _kind, ...l }) => l) });
    const dn = distributions(legacy(record(by.DN_CO!)), GL);
    // A charge line was a trip charge then; the stamp duty line is not booked twice.
    expect(dn.map((x) => x.dist)).toEqual(['TRIP', 'TRIP', 'TRIP', 'TRIP', 'STAMP']);
    expect(distributions(legacy(record(by.PF_TO!, 'PF/2026/000002')), GL).map((x) => x.dist)).toEqual(['FEE', 'VAT']);
  });

  it('refuses a document whose lines do not make its total', () => {
    expect(() => distributions({ ...record(by.DN_TO!), total: '1.00' }, GL)).toThrow(/do not make its total/);
  });
});
