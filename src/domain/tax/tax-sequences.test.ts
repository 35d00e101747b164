import { describe, expect, it } from 'vitest';
import { formatTaxNumber, parseTaxNumber, taxSequenceBody, taxSequenceQuery, voidTaxNumberBody } from './tax-sequences';

const range = { prefixLeft: '010', prefixMid: '000', prefixYear: '26', sequenceStart: 1, sequenceEnd: 500 };
const fieldErrors = (body: unknown) => {
  const r = taxSequenceBody.safeParse(body);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('formatTaxNumber', () => {
  it('writes prefix, mid, year and the 8-digit serial', () => {
    expect(formatTaxNumber('010', '000', '26', 1)).toBe('010.000-26.00000001');
    expect(formatTaxNumber('010', '000', '26', 500)).toBe('010.000-26.00000500');
    expect(formatTaxNumber('011', '123', '27', 99_999_999)).toBe('011.123-27.99999999');
  });

  it('refuses a serial outside 1..99,999,999, a fraction or a bad prefix', () => {
    expect(() => formatTaxNumber('010', '000', '26', 0)).toThrow(RangeError);
    expect(() => formatTaxNumber('010', '000', '26', 100_000_000)).toThrow(RangeError);
    expect(() => formatTaxNumber('010', '000', '26', 1.5)).toThrow(RangeError);
    expect(() => formatTaxNumber('10', '000', '26', 1)).toThrow(RangeError);
    expect(() => formatTaxNumber('010', '0a0', '26', 1)).toThrow(RangeError);
    expect(() => formatTaxNumber('010', '000', '2026', 1)).toThrow(RangeError);
  });

  it('is read back by parseTaxNumber', () => {
    expect(parseTaxNumber('010.000-26.00000042')).toEqual({ prefixLeft: '010', prefixMid: '000', year: '26', serial: 42 });
    expect(parseTaxNumber('010.000-26.00000000')).toBeNull();
    expect(parseTaxNumber('010-000-26.00000001')).toBeNull();
    expect(parseTaxNumber('010.000-26.0000001')).toBeNull();
  });
});

describe('the range body', () => {
  it('takes a range of digits with start <= end', () => {
    expect(taxSequenceBody.parse(range)).toEqual(range);
    expect(taxSequenceBody.parse({ ...range, sequenceEnd: 1 })).toMatchObject({ sequenceStart: 1, sequenceEnd: 1 });
  });

  it('puts start above end on sequenceEnd', () => {
    expect(fieldErrors({ ...range, sequenceStart: 501 })).toEqual({ sequenceEnd: 'tax.validation.endBeforeStart' });
  });

  it('refuses prefixes and years that are not digits of their length', () => {
    expect(fieldErrors({ ...range, prefixLeft: '01', prefixMid: 'abc', prefixYear: '2026' })).toEqual({
      prefixLeft: 'tax.validation.prefix',
      prefixMid: 'tax.validation.prefix',
      prefixYear: 'tax.validation.year',
    });
  });

  it('refuses serials that are not whole numbers of 1..99,999,999, and unknown fields', () => {
    expect(fieldErrors({ ...range, sequenceStart: 0, sequenceEnd: 100_000_000 })).toEqual({
      sequenceStart: 'tax.validation.serial',
      sequenceEnd: 'tax.validation.serial',
    });
    expect(fieldErrors({ ...range, sequenceStart: 1.5 })).toEqual({ sequenceStart: 'tax.validation.serial' });
    expect(fieldErrors({ ...range, sequenceStart: '1' })).toEqual({ sequenceStart: 'tax.validation.serial' });
    expect(taxSequenceBody.safeParse({ ...range, consumedNum: 3 }).success).toBe(false);
  });
});

describe('the list query and the void body', () => {
  it('filters by state and 2-digit year, paged', () => {
    expect(taxSequenceQuery.parse({ status: 'A', year: '26', start: '10', length: '100' })).toMatchObject({
      status: 'A',
      year: '26',
      start: 10,
      length: 100,
    });
    expect(taxSequenceQuery.safeParse({ status: 'X' }).success).toBe(false);
    expect(taxSequenceQuery.safeParse({ year: '2026' }).success).toBe(false);
  });

  it('needs a reason to void', () => {
    expect(voidTaxNumberBody.safeParse({ reason: '  ' }).success).toBe(false);
    expect(voidTaxNumberBody.parse({ reason: ' wrong buyer ' })).toEqual({ reason: 'wrong buyer' });
  });
});
