import { describe, expect, it } from 'vitest';
import { acceptsNumeric, allowsNegative } from './numeric-input';

describe('numeric input (spec §5)', () => {
  it('takes digits only for integers', () => {
    expect(acceptsNumeric('int', '')).toBe(true);
    expect(acceptsNumeric('int', '2019')).toBe(true);
    for (const bad of ['12a', '1.5', '-3', '1 2', '１２']) expect(acceptsNumeric('int', bad), bad).toBe(false);
  });

  it('takes digits and one decimal point for decimals', () => {
    for (const ok of ['', '12', '12.', '.5', '12.50']) expect(acceptsNumeric('decimal', ok), ok).toBe(true);
    for (const bad of ['12.5.1', '1,5', 'e3', '-1']) expect(acceptsNumeric('decimal', bad), bad).toBe(false);
    expect(acceptsNumeric('decimal', '-6.1', true)).toBe(true);
    expect(acceptsNumeric('decimal', '6-1', true)).toBe(false);
  });

  it('allows a minus sign only where values may be negative', () => {
    expect(allowsNegative({ kind: 'int', min: 1980 })).toBe(false);
    expect(allowsNegative({ kind: 'int' })).toBe(false);
    expect(allowsNegative({ kind: 'int', min: -10 })).toBe(true);
    expect(allowsNegative({ kind: 'decimal' })).toBe(true);
    expect(allowsNegative({ kind: 'decimal', min: 0 })).toBe(false);
  });
});
