import { describe, expect, it } from 'vitest';
import { qrMatrix, rsDivisor, rsRemainder } from './qr';

describe('QR code', () => {
  it('computes the error correction of the standard’s example (01234567, version 1-M)', () => {
    const data = [0x10, 0x20, 0x0c, 0x56, 0x61, 0x80, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11];
    expect(rsRemainder(data, rsDivisor(10))).toEqual([0xa5, 0x24, 0xd4, 0xc1, 0xed, 0x36, 0xc7, 0x87, 0x2c, 0x55]);
  });

  it('draws finder patterns and picks the smallest version that holds the text', () => {
    const small = qrMatrix('HELLO')!;
    expect(small).toHaveLength(21);
    const url = `https://portal.lintas.test/api/v1/lintas/trucking/billing/verify-document/${'a'.repeat(32)}`;
    const m = qrMatrix(url)!;
    expect(m.length).toBe(37); // 106 bytes: version 5
    // The top-left finder: a dark 7x7 ring, light ring, dark 3x3 centre; the dark module beside the bottom-left one.
    expect(m[0]!.slice(0, 7).every(Boolean)).toBe(true);
    expect(m[1]![1]).toBe(false);
    expect(m[3]![3]).toBe(true);
    expect(m[m.length - 8]![8]).toBe(true);
    expect(qrMatrix('x'.repeat(135))).toBeNull();
  });
});
