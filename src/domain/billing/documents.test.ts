import { describe, expect, it } from 'vitest';
import { computeDocuments, documentNumber, type ChargeLine, type FeeTerms } from './documents';
import { amountError, fromMinor, toMinor } from './money';

const idr = (s: string) => toMinor(s, 'IDR');
const trip = (amount: string, currency = 'IDR'): ChargeLine => ({
  kind: 'TRIP',
  description: 'Trip 1',
  quantity: 1,
  amount: toMinor(amount, currency),
});
const pct = (v: string, withholdingPct: string | null = null): FeeTerms => ({ feeType: 'PCT', feeValue: v, withholdingPct });
const fixed = (v: string, withholdingPct: string | null = null): FeeTerms => ({
  feeType: 'FIXED',
  feeValue: v,
  withholdingPct,
});

function docs(lines: ChargeLine[], co: FeeTerms, to: FeeTerms, currency = 'IDR') {
  const out = computeDocuments({ currency, lines, creatorFee: co, operatorFee: to });
  const by = Object.fromEntries(out.map((d) => [d.docType, d]));
  const text = (k: string, f: 'subtotal' | 'taxBase' | 'vat' | 'withholding' | 'stampDuty' | 'total') =>
    fromMinor(by[k]![f], currency);
  return { by, text };
}

describe('money documents (a table: fee %, fixed fee, stamp duty threshold, USD, withholding)', () => {
  const cases: Array<{
    name: string;
    currency?: string;
    lines: ChargeLine[];
    co: FeeTerms;
    to: FeeTerms;
    expect: Record<string, Partial<Record<'subtotal' | 'taxBase' | 'vat' | 'withholding' | 'stampDuty' | 'total', string>>>;
  }> = [
    {
      name: 'fee 2.5 % of the trip charges; VAT 12 % of 11/12 of the fee',
      lines: [trip('2000000'), { kind: 'REIMBURSEMENT', description: 'Toll', quantity: 1, amount: idr('150000') }],
      co: pct('2.50'),
      to: fixed('50000'),
      expect: {
        DN_TO: { subtotal: '2150000.00', total: '2150000.00', stampDuty: '0.00' },
        DN_CO: { subtotal: '2150000.00', total: '2150000.00', stampDuty: '0.00' },
        // 2.5 % of 2,000,000 (the trip charges only) = 50,000; tax base 45,833.33; VAT 5,500.
        PF_CO: { subtotal: '50000.00', taxBase: '45833.33', vat: '5500.00', withholding: '0.00', total: '55500.00' },
        PF_TO: { subtotal: '50000.00', vat: '5500.00', total: '55500.00' },
      },
    },
    {
      name: 'a fixed fee whose VAT has a fraction of a rupiah: rounded down',
      lines: [trip('1000000')],
      co: fixed('12345'),
      to: fixed('0'),
      // 12,345 x 11/12 x 12 % = 1,357.95 -> 1,357.
      expect: { PF_CO: { vat: '1357.00', total: '13702.00' }, PF_TO: { vat: '0.00', total: '0.00' } },
    },
    {
      name: 'stamp duty: exactly Rp5,000,000 carries none',
      lines: [trip('4000000'), { kind: 'ADDITIONAL', description: 'Extra', quantity: 1, amount: idr('1000000') }],
      co: pct('0'),
      to: pct('0'),
      expect: { DN_CO: { stampDuty: '0.00', total: '5000000.00' }, DN_TO: { stampDuty: '0.00', total: '5000000.00' } },
    },
    {
      name: 'stamp duty: one rupiah over Rp5,000,000 carries Rp10,000 (on the creator’s debit note only)',
      lines: [trip('5000001')],
      co: pct('0'),
      to: pct('0'),
      expect: { DN_CO: { stampDuty: '10000.00', total: '5010001.00' }, DN_TO: { stampDuty: '0.00', total: '5000001.00' } },
    },
    {
      name: 'USD: cents kept, no stamp duty',
      currency: 'USD',
      lines: [trip('9000.00', 'USD')],
      co: pct('1.75'),
      to: fixed('25.00'),
      // 1.75 % of 9,000 = 157.50; VAT 157.50 x 11 % = 17.325 -> 17.32.
      expect: {
        DN_CO: { stampDuty: '0.00', total: '9000.00' },
        PF_CO: { subtotal: '157.50', vat: '17.32', total: '174.82' },
        PF_TO: { subtotal: '25.00', vat: '2.75', total: '27.75' },
      },
    },
    {
      name: 'withholding 2 % of the fee, deducted',
      lines: [trip('3000000')],
      co: pct('2.00', '2.00'),
      to: fixed('50000', '2.00'),
      // fee 60,000: VAT 6,600, withholding 1,200 -> 65,400; fixed 50,000: 5,500 and 1,000 -> 54,500.
      expect: {
        PF_CO: { subtotal: '60000.00', vat: '6600.00', withholding: '1200.00', total: '65400.00' },
        PF_TO: { subtotal: '50000.00', vat: '5500.00', withholding: '1000.00', total: '54500.00' },
      },
    },
  ];
  for (const c of cases) {
    it(c.name, () => {
      const { text, by } = docs(c.lines, c.co, c.to, c.currency);
      for (const [doc, fields] of Object.entries(c.expect)) {
        for (const [field, value] of Object.entries(fields)) {
          expect(text(doc, field as 'total'), `${doc}.${field}`).toBe(value);
        }
      }
      // The creator's note lists the stamp duty as a line when it has one; the totals equal the lines' sum.
      const dnCo = by.DN_CO!;
      const lineSum = dnCo.lines.reduce((a, l) => a + toMinor(l.amount, dnCo.currency), 0n);
      expect(lineSum).toBe(dnCo.total);
    });
  }

  it('freight forwarding (contract flag): VAT 1.1 % of each charge line, down to the rupiah, on the debit note to the creator only', () => {
    const lines = [trip('4500000.00'), { ...trip('1234567.00'), kind: 'REIMBURSEMENT' as const }];
    const out = computeDocuments({
      currency: 'IDR',
      lines,
      creatorFee: pct('2'),
      operatorFee: pct('1'),
      freightForwardingVat: true,
    });
    const by = Object.fromEntries(out.map((d) => [d.docType, d]));
    // 49,500 + 13,580.237 -> 13,580: each line down to the whole rupiah.
    expect(fromMinor(by.DN_CO!.vat, 'IDR')).toBe('63080.00');
    expect(fromMinor(by.DN_CO!.taxBase, 'IDR')).toBe('5734567.00');
    // Stamp duty on the charges over Rp5,000,000, then the total with the VAT.
    expect(fromMinor(by.DN_CO!.total, 'IDR')).toBe('5807647.00');
    expect(by.DN_TO!.vat).toBe(0n);
    expect(fromMinor(by.DN_TO!.total, 'IDR')).toBe('5734567.00');
    const plain = computeDocuments({ currency: 'IDR', lines, creatorFee: pct('2'), operatorFee: pct('1') });
    expect(plain.find((d) => d.docType === 'DN_CO')!.vat).toBe(0n);
  });

  it('numbers documents per series and year', () => {
    expect(documentNumber('DN', 2026, 123)).toBe('DN/2026/000123');
    expect(documentNumber('PF', 2026, 45)).toBe('PF/2026/000045');
  });
});

describe('amounts', () => {
  it('refuses negatives, bad text and more decimals than the currency has', () => {
    expect(amountError('-1', 'IDR')).toBe('billing.errors.negative');
    expect(amountError('1,000', 'IDR')).toBe('billing.errors.amount');
    expect(amountError('10.123', 'IDR')).toBe('billing.errors.decimals');
    expect(amountError('10.12', 'USD')).toBeNull();
    expect(amountError('0', 'IDR')).toBeNull();
  });
  it('converts exactly to and from minor units', () => {
    expect(toMinor('12345678901.5', 'IDR')).toBe(1234567890150n);
    expect(fromMinor(1234567890150n, 'IDR')).toBe('12345678901.50');
    expect(fromMinor(5n, 'USD')).toBe('0.05');
  });
});
