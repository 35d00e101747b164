import { describe, expect, it } from 'vitest';
import { computeDocuments } from '../billing/documents';
import { billApprovalLines } from '../payments/ledger';
import { insuranceActionsOf, insuranceApplyBody, isPremiumLine, premiumLineText, premiumOf, rateUnits } from './insurance';

describe('the premium', () => {
  it('is the cargo value × the percent rate, exact', () => {
    // Electronics 0.25 % of Rp 500.000.000 = Rp 1.250.000.
    expect(
      premiumOf({ cargoValue: '500000000', currency: 'IDR', rateBasis: 'PCT', rate: '0.2500', minPremium: '250000' }),
    ).toEqual({
      premium: '1250000.00',
      computed: '1250000.00',
      minimumApplied: false,
    });
  });

  it('is at least the minimum premium of the goods type', () => {
    // General cargo 0.10 % of Rp 20.000.000 = Rp 20.000 < the minimum Rp 150.000.
    expect(
      premiumOf({ cargoValue: '20000000', currency: 'IDR', rateBasis: 'PCT', rate: '0.1', minPremium: '150000.00' }),
    ).toEqual({
      premium: '150000.00',
      computed: '20000.00',
      minimumApplied: true,
    });
  });

  it('rounds half up to the whole rupiah', () => {
    // 0.15 % of 100.000.333 = 150.000,4995 -> 150.000; of 100.000.334 = 150.000,501 -> 150.001.
    const of = (v: string) =>
      premiumOf({ cargoValue: v, currency: 'IDR', rateBasis: 'PCT', rate: '0.15', minPremium: '0' }).premium;
    expect(of('100000333')).toBe('150000.00');
    expect(of('100000334')).toBe('150001.00');
    // Exactly half a rupiah goes up: 0.1 % of 1.500 = 1,5 -> 2.
    expect(premiumOf({ cargoValue: '1500', currency: 'IDR', rateBasis: 'PCT', rate: '0.1', minPremium: '0' }).premium).toBe(
      '2.00',
    );
    // Sen of the value count: 0.1 % of 499,99 = 0,49999 -> 0.
    expect(premiumOf({ cargoValue: '499.99', currency: 'IDR', rateBasis: 'PCT', rate: '0.1', minPremium: '0' }).premium).toBe(
      '0.00',
    );
  });

  it('per mille, and in USD to the cent', () => {
    // Machinery 2 per mille of Rp 750.000.000 = Rp 1.500.000.
    expect(
      premiumOf({ cargoValue: '750000000', currency: 'IDR', rateBasis: 'PML', rate: '2.0000', minPremium: '200000' }).premium,
    ).toBe('1500000.00');
    // 0.35 % of US$ 12,345.67 = 43.209845 -> 43.21; the minimum US$ 23 does not apply.
    expect(premiumOf({ cargoValue: '12345.67', currency: 'USD', rateBasis: 'PCT', rate: '0.35', minPremium: '23' }).premium).toBe(
      '43.21',
    );
    expect(premiumOf({ cargoValue: '1000', currency: 'USD', rateBasis: 'PCT', rate: '0.35', minPremium: '23' }).premium).toBe(
      '23.00',
    );
  });

  it('reads rates of up to four decimals', () => {
    expect(rateUnits('0.25')).toBe(2500n);
    expect(rateUnits('2')).toBe(20000n);
    expect(() => rateUnits('0.00001')).toThrow();
  });
});

describe('the application form', () => {
  const good = { jobId: 'JB1', insurerId: 'jasindo', goodsType: 'general', currency: 'IDR', cargoValue: '100000000' };
  it('accepts a good application, upper-casing the codes', () => {
    expect(insuranceApplyBody.parse(good)).toMatchObject({ insurerId: 'JASINDO', goodsType: 'GENERAL' });
  });
  it('refuses a bad amount, a zero value, too many decimals, an over-long text, other currencies', () => {
    const issues = (over: Record<string, unknown>) =>
      insuranceApplyBody.safeParse({ ...good, ...over }).error?.issues.map((i) => `${i.path.join('.')}:${i.message}`);
    expect(issues({ cargoValue: 'abc' })).toEqual(['cargoValue:billing.errors.amount']);
    expect(issues({ cargoValue: '0' })).toEqual(['cargoValue:insurance.errors.cargoValue']);
    expect(issues({ cargoValue: '10.001' })).toEqual(['cargoValue:billing.errors.decimals']);
    expect(issues({ goodsDesc: 'x'.repeat(501) })).toEqual(['goodsDesc:validation.tooLong']);
    expect(issues({ currency: 'EUR' })?.[0]).toMatch(/^currency:/);
  });
});

describe('the workflow', () => {
  const platform = { usrId: 'OPADMIN', permissions: ['terminations.decide'], sides: ['platform'] };
  const applicant = { usrId: 'CO1', permissions: ['jobs.create'], sides: ['applicant'] };
  it('offers approve and reject to the platform, cancel to the applicant, nothing once decided', () => {
    expect(insuranceActionsOf('REQ', 'CO1', platform)).toEqual(['approve', 'reject']);
    expect(insuranceActionsOf('REQ', 'CO1', applicant)).toEqual(['cancel']);
    expect(insuranceActionsOf('APR', 'CO1', platform)).toEqual([]);
    expect(insuranceActionsOf('REQ', 'CO1', { ...platform, permissions: ['jobs.readAll'] })).toEqual([]);
  });
});

describe('the premium on the bill', () => {
  const fee = { feeType: 'PCT' as const, feeValue: '2', withholdingPct: null };
  const figures = {
    currency: 'IDR',
    lines: [{ kind: 'TRIP' as const, description: 'Trip 1', quantity: 1, amount: 4_000_000_00n }],
    creatorFee: fee,
    operatorFee: fee,
    creatorOnlyLines: [
      { kind: 'INSURANCE' as const, description: premiumLineText('POL/2026/000001'), quantity: 1, amount: 1_250_000_00n },
    ],
  };
  it('is a line of DN_CO only, without VAT, counted for the stamp duty; the journal balances', () => {
    const docs = computeDocuments(figures);
    const dnTo = docs.find((d) => d.docType === 'DN_TO')!;
    const dnCo = docs.find((d) => d.docType === 'DN_CO')!;
    expect(dnTo.total).toBe(4_000_000_00n);
    expect(dnCo.lines.map((l) => l.itemDesc)).toEqual(['Trip 1', premiumLineText('POL/2026/000001'), 'e-Meterai stamp duty']);
    expect(dnCo.subtotal).toBe(5_250_000_00n);
    expect(dnCo.vat).toBe(0n);
    expect(dnCo.stampDuty).toBe(10_000_00n); // 5.250.000 > 5.000.000
    expect(dnCo.total).toBe(5_260_000_00n);
    // The platform fee is on the trip charges, not on the premium.
    expect(docs.find((d) => d.docType === 'PF_CO')!.subtotal).toBe(80_000_00n);
    const lines = billApprovalLines(docs.map((d, i) => ({ ...d, docId: i + 1, fromAccnId: 'A', toAccnId: 'B' })));
    expect(lines.find((l) => l.account === 'INSURANCE_PAYABLE')?.amount).toBe(-1_250_000_00n);
    expect(lines.reduce((a, l) => a + l.amount, 0n)).toBe(0n);
  });
  it('gets no freight-forwarding VAT either', () => {
    const dnCo = computeDocuments({ ...figures, freightForwardingVat: true }).find((d) => d.docType === 'DN_CO')!;
    expect(dnCo.vat).toBe(44_000_00n); // 1.1 % of the trip only
    expect(isPremiumLine(dnCo.lines[1]!.itemDesc)).toBe(true);
  });
});
