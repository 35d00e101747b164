import { describe, expect, it } from 'vitest';
import { containerCheckDigit, isValidContainerNumber, normaliseContainerNumber } from './container-number';

describe('ISO 6346 container numbers', () => {
  it('computes the check digit of the standard’s example', () => {
    // CSQU3054383 is the standard's own worked example.
    expect(containerCheckDigit('CSQU305438')).toBe(3);
  });

  it('accepts valid numbers with spaces or dashes and refuses a wrong check digit or shape', () => {
    expect(isValidContainerNumber('CSQU3054383')).toBe(true);
    expect(isValidContainerNumber('csqu 305438-3')).toBe(true);
    expect(isValidContainerNumber('CSQU3054384')).toBe(false);
    expect(isValidContainerNumber('CSQX3054383')).toBe(false);
    expect(isValidContainerNumber('CSQU305438')).toBe(false);
    expect(normaliseContainerNumber('csqu 305438-3')).toBe('CSQU3054383');
  });

  it('treats a remainder of 10 as check digit 0', () => {
    // Find a serial whose remainder is 10 and check it maps to 0.
    let serial = 0;
    let first10 = '';
    for (; serial < 1000; serial++) {
      first10 = `ABCU${String(serial).padStart(6, '0')}`;
      let sum = 0;
      const values: Record<string, number> = { A: 10, B: 12, C: 13, U: 32 };
      for (let i = 0; i < 10; i++) sum += (values[first10[i]!] ?? Number(first10[i])) * 2 ** i;
      if (sum % 11 === 10) break;
    }
    expect(containerCheckDigit(first10)).toBe(0);
    expect(isValidContainerNumber(`${first10}0`)).toBe(true);
  });
});
