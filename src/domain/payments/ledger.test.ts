import { describe, expect, it } from 'vitest';
import { computeDocuments, type ChargeLine, type FeeTerms } from '../billing/documents';
import { toMinor } from '../billing/money';
import {
  billApprovalLines,
  isBalanced,
  normalBalance,
  postingError,
  reversalLines,
  totalsByCurrency,
  type LedgerLine,
  type PostedDocument,
} from './ledger';

const PARTIES = {
  DN_TO: { fromAccnId: 'TO0001', toAccnId: 'LINTAS' },
  DN_CO: { fromAccnId: 'LINTAS', toAccnId: 'CO0001' },
  PF_CO: { fromAccnId: 'LINTAS', toAccnId: 'CO0001' },
  PF_TO: { fromAccnId: 'LINTAS', toAccnId: 'TO0001' },
};

/** The four documents of a bill as billing computes them, numbered 1..4. */
function approved(
  currency: string,
  lines: ChargeLine[],
  co: FeeTerms,
  to: FeeTerms,
  freightForwardingVat = false,
): PostedDocument[] {
  return computeDocuments({ currency, lines, creatorFee: co, operatorFee: to, freightForwardingVat }).map((d, i) => ({
    ...d,
    ...PARTIES[d.docType],
    docId: i + 1,
  }));
}

const charge = (kind: ChargeLine['kind'], amount: string, currency: string): ChargeLine => ({
  kind,
  description: kind,
  quantity: 1,
  amount: toMinor(amount, currency),
});
const pct = (feeValue: string, withholdingPct: string | null = null): FeeTerms => ({ feeType: 'PCT', feeValue, withholdingPct });

const sumOf = (lines: LedgerLine[], where: (l: LedgerLine) => boolean) => lines.filter(where).reduce((a, l) => a + l.amount, 0n);

describe('the posting of an approved bill', () => {
  const cases = [
    {
      name: 'IDR under the stamp-duty threshold, no withholding',
      currency: 'IDR',
      lines: [charge('TRIP', '2000000', 'IDR'), charge('REIMBURSEMENT', '150000', 'IDR')],
      co: pct('2.50'),
      to: pct('1.00'),
      stamp: 0n,
      withholding: 0n,
    },
    {
      name: 'IDR over Rp5,000,000: e-Meterai on DN_CO; PPh 23 withheld on both fees',
      currency: 'IDR',
      lines: [charge('TRIP', '7000000', 'IDR'), charge('ADDITIONAL', '333333.33', 'IDR')],
      co: pct('2.50', '2.00'),
      to: { feeType: 'FIXED', feeValue: '125000', withholdingPct: '2.00' } as FeeTerms,
      stamp: 1_000_000n,
      // 2 % of 175,000 = 3,500 and 2 % of 125,000 = 2,500 (rupiah; minor units x100).
      withholding: 600_000n,
    },
    {
      name: 'USD over the IDR threshold in number: no stamp duty; withholding in cents',
      currency: 'USD',
      lines: [charge('TRIP', '9876543.21', 'USD'), charge('REIMBURSEMENT', '10.05', 'USD')],
      co: pct('3.33', '2.00'),
      to: pct('0'),
      stamp: 0n,
      // 3.33 % of 9,876,543.21 = 328,888.89 (half up); 2 % of it = 6,577.7778, down to the cent.
      withholding: toMinor('6577.77', 'USD'),
    },
    {
      name: 'USD without withholding',
      currency: 'USD',
      lines: [charge('TRIP', '1234.56', 'USD')],
      co: pct('5.00'),
      to: pct('5.00'),
      stamp: 0n,
      withholding: 0n,
    },
  ];

  for (const c of cases) {
    it(`balances per currency: ${c.name}`, () => {
      const docs = approved(c.currency, c.lines, c.co, c.to);
      const lines = billApprovalLines(docs);
      expect(postingError(lines)).toBeNull();
      expect([...totalsByCurrency(lines)]).toEqual([[c.currency, 0n]]);
      expect(lines.every((l) => l.amount !== 0n && l.currency === c.currency)).toBe(true);

      const by = Object.fromEntries(docs.map((d) => [d.docType, d])) as Record<string, PostedDocument>;
      // Each document's control line is its total: the creator owes DN_CO + PF_CO, the operator PF_TO and is owed DN_TO.
      expect(sumOf(lines, (l) => l.account === 'RECEIVABLE' && l.accnId === 'CO0001')).toBe(by.DN_CO!.total + by.PF_CO!.total);
      expect(sumOf(lines, (l) => l.account === 'RECEIVABLE' && l.accnId === 'TO0001')).toBe(by.PF_TO!.total);
      expect(
        normalBalance(
          'PAYABLE',
          sumOf(lines, (l) => l.account === 'PAYABLE' && l.accnId === 'TO0001'),
        ),
      ).toBe(by.DN_TO!.total);
      for (const d of docs) {
        const control = d.docType === 'DN_TO' ? 'PAYABLE' : 'RECEIVABLE';
        expect(
          normalBalance(
            control,
            sumOf(lines, (l) => l.docId === d.docId && l.account === control),
          ),
        ).toBe(d.total);
      }
      // Agent model: only the fees are revenue; the charges pass through; the taxes are what the documents say.
      expect(-sumOf(lines, (l) => l.account === 'FEE_REVENUE')).toBe(by.PF_CO!.subtotal + by.PF_TO!.subtotal);
      expect(-sumOf(lines, (l) => l.account === 'VAT_OUTPUT')).toBe(by.PF_CO!.vat + by.PF_TO!.vat);
      expect(-sumOf(lines, (l) => l.account === 'STAMP_DUTY_PAYABLE')).toBe(c.stamp);
      expect(sumOf(lines, (l) => l.account === 'WHT_PREPAID')).toBe(c.withholding);
      expect(lines.some((l) => l.account === 'STAMP_DUTY_PAYABLE')).toBe(c.stamp > 0n);
      expect(lines.some((l) => l.account === 'WHT_PREPAID')).toBe(c.withholding > 0n);
      // Platform accounts carry no company; company accounts do.
      for (const l of lines) expect(l.accnId === null).toBe(!['RECEIVABLE', 'PAYABLE'].includes(l.account));

      // The reversal nets every account to zero.
      const both = [...lines, ...reversalLines(lines)];
      expect(isBalanced(reversalLines(lines))).toBe(true);
      for (const account of new Set(lines.map((l) => `${l.account}/${l.accnId}`))) {
        expect(sumOf(both, (l) => `${l.account}/${l.accnId}` === account)).toBe(0n);
      }
    });
  }

  it('freight forwarding: the VAT of the debit note to the creator is owed to the tax office (VAT_OUTPUT), balanced', () => {
    const docs = approved('IDR', [charge('TRIP', '4500000', 'IDR'), charge('TRIP', '1234567', 'IDR')], pct('2'), pct('1'), true);
    const lines = billApprovalLines(docs);
    expect(postingError(lines)).toBeNull();
    const by = Object.fromEntries(docs.map((d) => [d.docType, d])) as Record<string, PostedDocument>;
    expect(by.DN_CO!.vat).toBe(toMinor('63080', 'IDR'));
    expect(-sumOf(lines, (l) => l.account === 'VAT_OUTPUT')).toBe(by.DN_CO!.vat + by.PF_CO!.vat + by.PF_TO!.vat);
    expect(sumOf(lines, (l) => l.account === 'RECEIVABLE' && l.docId === by.DN_CO!.docId)).toBe(by.DN_CO!.total);
  });

  it('refuses documents whose DN_CO does not pass DN_TO through', () => {
    const docs = approved('IDR', [charge('TRIP', '1000000', 'IDR')], pct('1'), pct('1'));
    const bad = docs.map((d) => (d.docType === 'DN_CO' ? { ...d, total: d.total + 100n } : d));
    expect(() => billApprovalLines(bad)).toThrow(/pass DN_TO through/);
  });

  it('posts nothing for a bill of zero', () => {
    expect(billApprovalLines(approved('IDR', [charge('TRIP', '0', 'IDR')], pct('1'), pct('1')))).toEqual([]);
  });
});

describe('postingError', () => {
  const line = (over: Partial<LedgerLine>): LedgerLine => ({
    account: 'BANK',
    accnId: null,
    currency: 'IDR',
    docId: null,
    amount: 100n,
    ...over,
  });

  it('accepts a balanced posting and names what is wrong with the others', () => {
    expect(postingError([line({}), line({ account: 'UNALLOCATED_RECEIPTS', accnId: 'CO0001', amount: -100n })])).toBeNull();
    expect(postingError([])).toMatch(/needs lines/);
    expect(postingError([line({}), line({ account: 'FEE_REVENUE', amount: -99n })])).toMatch(/does not balance: IDR 1/);
    // Balanced in total but not per currency.
    expect(postingError([line({}), line({ account: 'FEE_REVENUE', currency: 'USD', amount: -100n })])).toMatch(
      /IDR 100, USD -100/,
    );
    expect(postingError([line({ amount: 0n })])).toMatch(/zero line/);
    expect(postingError([line({ account: 'RECEIVABLE' }), line({ amount: -100n })])).toMatch(/company account/);
    expect(postingError([line({ accnId: 'CO0001' }), line({ amount: -100n })])).toMatch(/platform account/);
    expect(postingError([line({ currency: 'idr' }), line({ currency: 'idr', amount: -100n })])).toMatch(/currency/);
  });
});

describe('the worked example of docs/decisions/0008-ledger.md', () => {
  it('posts the table of the decision', () => {
    const lines = billApprovalLines(
      approved('IDR', [charge('TRIP', '6000000', 'IDR'), charge('REIMBURSEMENT', '150000', 'IDR')], pct('2.50', '2.00'), {
        feeType: 'FIXED',
        feeValue: '50000',
        withholdingPct: null,
      }),
    );
    const rupiah = (minor: bigint) => Number(minor / 100n);
    expect(lines.map((l) => [l.account, l.accnId, l.docId, rupiah(l.amount)])).toEqual([
      ['RECEIVABLE', 'CO0001', 2, 6_160_000],
      ['STAMP_DUTY_PAYABLE', null, 2, -10_000],
      ['PAYABLE', 'TO0001', 1, -6_150_000],
      ['RECEIVABLE', 'CO0001', 3, 163_500],
      ['WHT_PREPAID', null, 3, 3_000],
      ['FEE_REVENUE', null, 3, -150_000],
      ['VAT_OUTPUT', null, 3, -16_500],
      ['RECEIVABLE', 'TO0001', 4, 55_500],
      ['FEE_REVENUE', null, 4, -50_000],
      ['VAT_OUTPUT', null, 4, -5_500],
    ]);
    expect(rupiah(lines.filter((l) => l.amount > 0n).reduce((a, l) => a + l.amount, 0n))).toBe(6_382_000);
  });
});
