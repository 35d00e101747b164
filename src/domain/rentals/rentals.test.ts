import { describe, expect, it } from 'vitest';
import { refusalOf } from '../workflow';
import {
  periodDays,
  RENTAL_WORKFLOW,
  rentalActionsOf,
  rentalAmount,
  rentalQuoteBody,
  rentalRequestBody,
  rentalUnits,
} from './rentals';

const renter = { usrId: 'CO1', permissions: ['jobs.create'], sides: ['renter'] };
const operator = { usrId: 'TO1', permissions: ['jobs.operate'], sides: ['operator'] };

describe('the rental price', () => {
  it('counts both ends of the period; weeks of 7 and months of 30 days, a part counted whole', () => {
    expect(periodDays('2026-12-01', '2026-12-01')).toBe(1);
    expect(periodDays('2026-12-30', '2027-01-02')).toBe(4);
    expect(rentalUnits('PD', 10)).toBe(10);
    expect(rentalUnits('PTW', 8)).toBe(2);
    expect(rentalUnits('PM', 30)).toBe(1);
    expect(rentalUnits('PTM', 31)).toBe(2);
  });

  it('is exact in minor units and split over the trucks, the remainder on the first', () => {
    const base = { currency: 'IDR', truckCount: 3, startDate: '2026-12-01', endDate: '2026-12-03' };
    expect(rentalAmount({ ...base, rentalType: 'PTD', unitPrice: '1500000' })).toEqual({
      units: 3,
      total: '13500000.00',
      shares: ['4500000.00', '4500000.00', '4500000.00'],
    });
    // The whole fleet per day: 3 × Rp1,000,000.01 over 3 trucks.
    expect(rentalAmount({ ...base, rentalType: 'PD', unitPrice: '1000000.01' }).shares).toEqual([
      '1000000.01',
      '1000000.01',
      '1000000.01',
    ]);
    expect(rentalAmount({ ...base, rentalType: 'PW', unitPrice: '100' }).shares).toEqual(['33.34', '33.33', '33.33']);
  });
});

describe('the rental workflow', () => {
  it('gives each side its verbs only', () => {
    expect(rentalActionsOf('REQ', renter)).toEqual(['cancel']);
    expect(rentalActionsOf('REQ', operator)).toEqual(['quote', 'decline']);
    expect(rentalActionsOf('QUO', renter)).toEqual(['accept', 'cancel']);
    expect(rentalActionsOf('ACC', operator)).toEqual(['assign']);
    expect(rentalActionsOf('ASG', operator)).toEqual(['assign', 'start']);
    expect(rentalActionsOf('ACT', operator)).toEqual(['complete']);
    expect(rentalActionsOf('COM', operator)).toEqual([]);
    expect(refusalOf(RENTAL_WORKFLOW, 'accept', { state: 'QUO' }, operator)).toBe('side');
    expect(refusalOf(RENTAL_WORKFLOW, 'accept', { state: 'ACC' }, renter)).toBe('state');
    expect(refusalOf(RENTAL_WORKFLOW, 'quote', { state: 'REQ' }, { ...operator, permissions: [] })).toBe('permission');
  });
});

describe('the forms', () => {
  const request = {
    toAccnId: 'to0001',
    vehicleType: 'PRIME_MOVER',
    truckCount: '2',
    startDate: '2026-12-05',
    endDate: '2026-12-04',
    pickupLocId: 'LOC-CO1-SUNTER',
    rentalType: 'PTD',
  };
  it('refuses an end before the start, a period over 366 days, 0 or 21 trucks', () => {
    const issues = (body: object) =>
      rentalRequestBody.safeParse(body).error?.issues.map((i) => `${i.path.join('.')}:${i.message}`);
    expect(issues(request)).toEqual(['endDate:rentals.errors.endBeforeStart']);
    expect(issues({ ...request, endDate: '2027-12-31' })).toEqual(['endDate:rentals.errors.periodTooLong']);
    expect(issues({ ...request, endDate: '2026-12-05', truckCount: 21 })).toEqual(['truckCount:rentals.errors.truckCount']);
    expect(rentalRequestBody.parse({ ...request, endDate: '2026-12-05' })).toMatchObject({ toAccnId: 'TO0001', truckCount: 2 });
  });
  it('checks the unit price against the currency', () => {
    expect(rentalQuoteBody.safeParse({ unitPrice: '0' }).error?.issues[0]?.message).toBe('rentals.errors.unitPrice');
    expect(rentalQuoteBody.safeParse({ unitPrice: '1.005' }).error?.issues[0]?.message).toBe('billing.errors.decimals');
    expect(rentalQuoteBody.parse({ unitPrice: '2500.50', currency: 'USD' })).toMatchObject({ unitPrice: '2500.50' });
  });
});
