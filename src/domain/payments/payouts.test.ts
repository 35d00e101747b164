import { describe, expect, it } from 'vitest';
import { holderNameKey, MAX_TRANSFER_MINOR, periodStart, sameHolderName, splitTransfers } from './payouts';

describe('payout rules', () => {
  it('cuts a payout into transfers of at most Rp250,000,000, the rest last', () => {
    expect(MAX_TRANSFER_MINOR).toBe(25_000_000_000n);
    expect(splitTransfers(0n)).toEqual([]);
    expect(splitTransfers(125_000_000n)).toEqual([125_000_000n]);
    expect(splitTransfers(25_000_000_000n)).toEqual([25_000_000_000n]);
    expect(splitTransfers(25_000_000_001n)).toEqual([25_000_000_000n, 1n]);
    expect(splitTransfers(60_000_000_000n)).toEqual([25_000_000_000n, 25_000_000_000n, 10_000_000_000n]);
  });

  it('collects a period: the day, the ISO week from Monday, the month', () => {
    expect(periodStart('IMMEDIATE', '2026-11-26')).toBe('2026-11-26');
    expect(periodStart('WEEKLY', '2026-11-26')).toBe('2026-11-23'); // a Thursday
    expect(periodStart('WEEKLY', '2026-11-23')).toBe('2026-11-23'); // the Monday itself
    expect(periodStart('WEEKLY', '2026-11-29')).toBe('2026-11-23'); // the Sunday
    expect(periodStart('WEEKLY', '2027-01-01')).toBe('2026-12-28');
    expect(periodStart('MONTHLY', '2026-11-26')).toBe('2026-11-01');
  });

  it('compares holder names without case, spaces or punctuation', () => {
    expect(holderNameKey('  pt.  Truk   Nusantara ')).toBe('PT TRUK NUSANTARA');
    expect(sameHolderName('PT TRUK NUSANTARA', 'pt truk nusantara')).toBe(true);
    expect(sameHolderName('PT TRUK NUSANTARA', 'PT Truk Nusantara Jaya')).toBe(false);
  });
});
