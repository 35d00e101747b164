import { describe, expect, it } from 'vitest';
import { leaseActionsOf, leaseApplicationBody, leaseEndDate, leaseQuoteBody, leaseTotal, leaseTotalMinor } from './leasing';

const operator = { usrId: 'TO1', permissions: ['fleet.manage'], sides: ['applicant'] };
const provider = { usrId: 'LEASE1', permissions: ['accounts.profile'], sides: ['provider'] };
const platform = { usrId: 'OPADMIN', permissions: ['jobs.readAll', 'accounts.profile'], sides: [] };

const body = {
  providerAccnId: 'sp0003',
  vehicleType: 'PRIME_MOVER',
  truckCount: '5',
  startDate: '2027-01-01',
  months: 24,
  wantedPrice: '18500000',
  contactName: 'Bambang',
  contactPhone: '+62 812 8800 1201',
};

describe('lease applications', () => {
  it('the period ends the day before the same date months later', () => {
    expect(leaseEndDate('2027-01-01', 12)).toBe('2027-12-31');
    expect(leaseEndDate('2027-01-31', 1)).toBe('2027-02-27');
    expect(leaseEndDate('2026-12-15', 24)).toBe('2028-12-14');
  });

  it('the total is exact in minor units: monthly price × trucks × months', () => {
    expect(leaseTotalMinor(1_790_000_000n, 2, 36)).toBe(128_880_000_000n);
    expect(leaseTotal('17900000', 2, 36)).toBe('1288800000.00');
    // Beyond a double's exact integers, still exact.
    expect(leaseTotal('9999999999999.99', 50, 60)).toBe('29999999999999970.00');
  });

  it('the workflow: the provider quotes, the operator accepts, the provider approves; each side its verbs', () => {
    expect(leaseActionsOf('SUB', operator)).toEqual(['withdraw']);
    expect(leaseActionsOf('SUB', provider)).toEqual(['quote', 'reject']);
    expect(leaseActionsOf('QUO', operator)).toEqual(['accept', 'withdraw']);
    expect(leaseActionsOf('QUO', provider)).toEqual(['quote', 'reject']);
    expect(leaseActionsOf('ACC', provider)).toEqual(['approve', 'reject']);
    expect(leaseActionsOf('ACC', operator)).toEqual(['withdraw']);
    for (const state of ['APP', 'REJ', 'WDR']) {
      expect(leaseActionsOf(state, operator)).toEqual([]);
      expect(leaseActionsOf(state, provider)).toEqual([]);
    }
    expect(leaseActionsOf('SUB', platform)).toEqual([]);
  });

  it('the application form: coerced and upper-cased; bad fields named', () => {
    const ok = leaseApplicationBody.parse(body);
    expect(ok).toMatchObject({ providerAccnId: 'SP0003', truckCount: 5, months: 24 });
    const bad = leaseApplicationBody.safeParse({
      ...body,
      truckCount: 51,
      months: 0,
      wantedPrice: '0',
      contactPhone: 'call me',
      vehicleType: 'ROCKET',
      contactName: 'x'.repeat(101),
    });
    expect(bad.success).toBe(false);
    const paths = Object.fromEntries(bad.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(paths).toMatchObject({
      truckCount: 'leasing.errors.truckCount',
      months: 'leasing.errors.months',
      contactPhone: 'leasing.errors.phone',
      vehicleType: 'validation.required',
    });
    expect(Object.keys(paths).sort()).toEqual([
      'contactName',
      'contactPhone',
      'months',
      'truckCount',
      'vehicleType',
      'wantedPrice',
    ]);
    expect(leaseQuoteBody.safeParse({ monthlyPrice: '12.345' }).error!.issues[0]!.message).toBe('billing.errors.decimals');
    expect(leaseQuoteBody.safeParse({ monthlyPrice: '-5' }).error!.issues[0]!.message).toBe('billing.errors.negative');
  });
});
