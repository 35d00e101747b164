import { describe, expect, it } from 'vitest';
import {
  fuelCardCreateBody,
  limitMinor,
  litresPer100Km,
  maskCardNo,
  parseStatementMoment,
  parseStatementRow,
  statementColumnOf,
} from './fuel';

describe('fuel cards', () => {
  const body = {
    cardNo: '7002 4010 0000 1019',
    accnId: 'to0001',
    holderType: 'TRUCK',
    truckId: 'TRK-TO1-01',
    dailyLimit: '3000000',
    monthlyLimit: '45000000',
  };
  it('takes 16 digits with a Luhn check digit, spaces dropped', () => {
    const ok = fuelCardCreateBody.safeParse(body);
    expect(ok.success && ok.data.cardNo).toBe('7002401000001019');
    expect(ok.success && ok.data.accnId).toBe('TO0001');
    const bad = (cardNo: string) => fuelCardCreateBody.safeParse({ ...body, cardNo }).error?.issues[0]?.message;
    expect(bad('7002401000001018')).toBe('fuel.errors.cardCheckDigit');
    expect(bad('700240100000101')).toBe('fuel.errors.cardLength');
    expect(bad('70024010000010A9')).toBe('fuel.errors.cardDigits');
  });
  it('refuses a daily limit above the monthly one, and a truck missing for a truck holder', () => {
    const r = fuelCardCreateBody.safeParse({ ...body, dailyLimit: '50000000', truckId: '' });
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual(
      expect.arrayContaining([
        ['dailyLimit', 'fuel.errors.dayOverMonth'],
        ['truckId', 'validation.required'],
      ]),
    );
  });
  it('masks all but the last 4 digits; limits in sen', () => {
    expect(maskCardNo('7002401000001019')).toBe('•••• •••• •••• 1019');
    expect(limitMinor('3000000')).toBe(300000000n);
    expect(limitMinor('12.5')).toBe(1250n);
  });
});

describe('statement rows', () => {
  it('reads the header in English or Indonesian', () => {
    expect(statementColumnOf('Card Number')).toBe('cardNo');
    expect(statementColumnOf('Nomor kartu')).toBe('cardNo');
    expect(statementColumnOf('Amount (IDR)')).toBe('amount');
    expect(statementColumnOf('Liter')).toBe('litres');
    expect(statementColumnOf('Whatever')).toBeNull();
  });
  it('reads day-first and ISO moments in Jakarta time; refuses impossible dates', () => {
    expect(parseStatementMoment('05/10/2026 08:15')?.toISOString()).toBe('2026-10-05T01:15:00.000Z');
    expect(parseStatementMoment('2026-10-05 08:15:30')?.toISOString()).toBe('2026-10-05T01:15:30.000Z');
    expect(parseStatementMoment(new Date(Date.UTC(2026, 9, 5, 8, 15)))?.toISOString()).toBe('2026-10-05T01:15:00.000Z');
    expect(parseStatementMoment('31/02/2026 08:00')).toBeNull();
    expect(parseStatementMoment('2026-10-05')).toBeNull();
  });
  it('parses a good row exactly (litres 3 decimals, amount in sen) and names every bad column', () => {
    const good = parseStatementRow(
      2,
      {
        cardNo: '7002401000001019',
        txnAt: '05/10/2026 08:15',
        station: 'Shell Cakung',
        product: 'Diesel',
        litres: '100,5',
        amount: '670000.5',
      },
      '2026-10',
    );
    expect(good).toEqual({
      line: expect.objectContaining({ row: 2, litres: '100.500', amount: 67000050n, station: 'Shell Cakung' }),
    });
    const bad = parseStatementRow(
      3,
      { cardNo: '12', txnAt: '05/11/2026 08:15', station: '', product: 'x'.repeat(61), litres: '1.2345', amount: '1.000.000' },
      '2026-10',
    );
    expect(bad).toEqual({
      errors: {
        cardNo: 'fuel.errors.cardLength',
        txnAt: 'fuel.errors.outsidePeriod',
        station: 'validation.required',
        product: 'validation.tooLong',
        litres: 'fuel.errors.litres',
        amount: 'fuel.errors.amount',
      },
    });
  });
  it('gives litres per 100 km only where a distance is known', () => {
    expect(litresPer100Km('385.750', 1250)).toBe('30.86');
    expect(litresPer100Km('385.750', null)).toBeNull();
    expect(litresPer100Km('385.750', 0)).toBeNull();
  });
});
