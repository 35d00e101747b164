import { describe, expect, it } from 'vitest';
import {
  compactDate,
  currencySign,
  formatDate,
  formatDateTime,
  formatDateTimeWithSeconds,
  formatMoney,
  formatMoneyWithCurrency,
  formatNumber,
  formatPercent,
  randomCode,
} from './format';

describe('formatDate', () => {
  it('shows DD/MM/YYYY in Asia/Jakarta by default', () => {
    expect(formatDate(new Date('2024-03-05T01:02:03Z'))).toBe('05/03/2024');
  });

  it('accepts ISO strings and epoch milliseconds', () => {
    expect(formatDate('2024-12-31T00:00:00Z')).toBe('31/12/2024');
    expect(formatDate(Date.UTC(2024, 0, 2, 3, 0, 0))).toBe('02/01/2024');
  });

  it('moves to the next day when UTC evening is past midnight in WIB', () => {
    // 17:00 UTC is 00:00 the next day in Jakarta (UTC+7).
    expect(formatDate('2024-01-15T17:00:00Z')).toBe('16/01/2024');
    expect(formatDate('2024-01-15T16:59:59Z')).toBe('15/01/2024');
  });

  it('uses the given time zone', () => {
    expect(formatDate('2024-01-15T17:00:00Z', 'UTC')).toBe('15/01/2024');
    expect(formatDate('2024-01-01T02:00:00Z', 'America/New_York')).toBe('31/12/2023');
  });

  it('crosses the year boundary in WIB', () => {
    expect(formatDate('2023-12-31T18:30:00Z')).toBe('01/01/2024');
  });

  it('returns empty string for empty or invalid input', () => {
    expect(formatDate('')).toBe('');
    expect(formatDate('   ')).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(Number.NaN)).toBe('');
    expect(formatDate(new Date('invalid'))).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
  });
});

describe('formatDateTime', () => {
  it('shows DD/MM/YYYY HH:mm in 24 hour time, without seconds', () => {
    expect(formatDateTime('2024-06-01T08:04:05Z')).toBe('01/06/2024 15:04');
  });

  it('shows midnight as 00, not 24', () => {
    expect(formatDateTime('2024-01-15T17:00:00Z')).toBe('16/01/2024 00:00');
    expect(formatDateTime('2024-01-15T00:00:00Z', 'UTC')).toBe('15/01/2024 00:00');
  });

  it('shows afternoon hours above 12', () => {
    expect(formatDateTime('2024-01-15T16:59:59Z')).toBe('15/01/2024 23:59');
  });

  it('returns empty string for invalid input', () => {
    expect(formatDateTime('2024-13-45T99:00:00Z')).toBe('');
    expect(formatDateTime('')).toBe('');
  });
});

describe('formatDateTimeWithSeconds', () => {
  it('shows DD/MM/YYYY HH:mm:ss in 24 hour time', () => {
    expect(formatDateTimeWithSeconds('2024-06-01T08:04:05Z')).toBe('01/06/2024 15:04:05');
    expect(formatDateTimeWithSeconds('2024-01-15T17:00:00Z')).toBe('16/01/2024 00:00:00');
    expect(formatDateTimeWithSeconds('2024-01-15T16:59:59Z')).toBe('15/01/2024 23:59:59');
    expect(formatDateTimeWithSeconds(null)).toBe('');
  });
});

describe('compactDate', () => {
  it('gives YYYYMMDD in the time zone', () => {
    expect(compactDate('2024-01-15T17:00:00Z')).toBe('20240116');
    expect(compactDate('bad')).toBe('');
  });
});

describe('formatMoney IDR', () => {
  it('uses dots for thousands and no decimals for whole amounts', () => {
    expect(formatMoney(1234567, 'IDR')).toBe('1.234.567');
    expect(formatMoney('1500000.00', 'IDR')).toBe('1.500.000');
    expect(formatMoney(999, 'IDR')).toBe('999');
    expect(formatMoney(1000, 'IDR')).toBe('1.000');
  });

  it('shows up to 2 decimals with a comma when fractional', () => {
    expect(formatMoney('1234.5', 'IDR')).toBe('1.234,5');
    expect(formatMoney('1234.56', 'IDR')).toBe('1.234,56');
    expect(formatMoney('1234.50', 'IDR')).toBe('1.234,5');
    expect(formatMoney(1234.5, 'IDR')).toBe('1.234,5');
  });

  it('rounds half away from zero at 2 decimals', () => {
    expect(formatMoney('1234.565', 'IDR')).toBe('1.234,57');
    expect(formatMoney('1234.564', 'IDR')).toBe('1.234,56');
    expect(formatMoney('999.995', 'IDR')).toBe('1.000');
    expect(formatMoney('-0.005', 'IDR')).toBe('-0,01');
  });

  it('handles zero', () => {
    expect(formatMoney(0, 'IDR')).toBe('0');
    expect(formatMoney('0.00', 'IDR')).toBe('0');
    expect(formatMoney(-0, 'IDR')).toBe('0');
    expect(formatMoney('-0.001', 'IDR')).toBe('0');
  });

  it('handles negative amounts', () => {
    expect(formatMoney(-1234567, 'IDR')).toBe('-1.234.567');
    expect(formatMoney('-1234.5', 'IDR')).toBe('-1.234,5');
  });

  it('is case-insensitive on the currency code', () => {
    expect(formatMoney(1234567, 'idr')).toBe('1.234.567');
  });

  it('keeps full precision for big decimal strings and bigint', () => {
    expect(formatMoney('123456789012345678901234.56', 'IDR')).toBe('123.456.789.012.345.678.901.234,56');
    expect(formatMoney(12345678901234567890n, 'IDR')).toBe('12.345.678.901.234.567.890');
    expect(formatMoney('9007199254740993', 'IDR')).toBe('9.007.199.254.740.993');
  });

  it('accepts signs, leading zeros and surrounding spaces', () => {
    expect(formatMoney(' +00012.3 ', 'IDR')).toBe('12,3');
    expect(formatMoney('.5', 'IDR')).toBe('0,5');
  });
});

describe('formatMoney USD and others', () => {
  it('uses US grouping with exactly 2 decimals', () => {
    expect(formatMoney('1234.5', 'USD')).toBe('1,234.50');
    expect(formatMoney(1234567, 'USD')).toBe('1,234,567.00');
    expect(formatMoney('0', 'USD')).toBe('0.00');
    expect(formatMoney(-1234.5, 'USD')).toBe('-1,234.50');
    expect(formatMoney('1.005', 'USD')).toBe('1.01');
    expect(formatMoney(0.1 + 0.2, 'USD')).toBe('0.30');
  });

  it('formats other currencies like USD', () => {
    expect(formatMoney('98765.4', 'SGD')).toBe('98,765.40');
    expect(formatMoney(1e21, 'EUR')).toBe('1,000,000,000,000,000,000,000.00');
  });

  it('returns empty string for values that are not numbers', () => {
    expect(formatMoney('', 'USD')).toBe('');
    expect(formatMoney('abc', 'USD')).toBe('');
    expect(formatMoney('1,234.50', 'USD')).toBe('');
    expect(formatMoney('1e5', 'USD')).toBe('');
    expect(formatMoney('.', 'USD')).toBe('');
    expect(formatMoney('-', 'IDR')).toBe('');
    expect(formatMoney(Number.NaN, 'IDR')).toBe('');
    expect(formatMoney(Number.POSITIVE_INFINITY, 'IDR')).toBe('');
    expect(formatMoney(null, 'IDR')).toBe('');
    expect(formatMoney(undefined, 'IDR')).toBe('');
  });
});

describe('formatMoneyWithCurrency', () => {
  it('writes rupiah as Rp with Indonesian grouping and dollars as US$ with US grouping', () => {
    expect(formatMoneyWithCurrency(1450000, 'IDR')).toBe('Rp 1.450.000');
    expect(formatMoneyWithCurrency('1234567.5', 'IDR')).toBe('Rp 1.234.567,5');
    expect(formatMoneyWithCurrency('1450', 'USD')).toBe('US$ 1,450.00');
    expect(formatMoneyWithCurrency('1234.5', 'usd')).toBe('US$ 1,234.50');
    expect(formatMoneyWithCurrency(-5, 'IDR')).toBe('Rp -5');
  });

  it('prefixes other currencies with their upper-case code', () => {
    expect(formatMoneyWithCurrency('1234.5', 'sgd')).toBe('SGD 1,234.50');
    expect(currencySign(' idr ')).toBe('Rp');
  });

  it('returns empty string for invalid amounts', () => {
    expect(formatMoneyWithCurrency('x', 'IDR')).toBe('');
  });
});

describe('formatNumber and formatPercent', () => {
  it('follow the UI language: Indonesian dot thousands and decimal comma, English the other way', () => {
    expect(formatNumber(1234567, 'id')).toBe('1.234.567');
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(formatNumber('1234.567', 'id')).toBe('1.234,57');
    expect(formatNumber('1234.5', 'en')).toBe('1,234.5');
    expect(formatNumber('x', 'en')).toBe('');
    expect(formatPercent('12.50', 'id')).toBe('12,5%');
    expect(formatPercent('12.50', 'en')).toBe('12.5%');
    expect(formatPercent(100, 'id-ID')).toBe('100%');
    expect(formatPercent(null, 'en')).toBe('');
  });
});

describe('randomCode', () => {
  const date = new Date('2024-02-29T10:00:00Z');

  it('joins prefix, Jakarta date and 5 random digits', () => {
    expect(randomCode('JOB', date, () => 0.12345)).toBe('JOB2024022912345');
  });

  it('zero-pads the random part', () => {
    expect(randomCode('INV-', date, () => 0)).toBe('INV-2024022900000');
    expect(randomCode('X', date, () => 0.00042)).toBe('X2024022900042');
  });

  it('stays within 00000-99999', () => {
    expect(randomCode('X', date, () => 0.999999999)).toBe('X2024022999999');
    expect(randomCode('X', date, () => 1)).toBe('X2024022999999');
    expect(randomCode('X', date, () => -0.5)).toBe('X2024022900000');
  });

  it('uses the Jakarta calendar day, not the UTC one', () => {
    expect(randomCode('R', new Date('2024-02-29T17:30:00Z'), () => 0)).toBe('R2024030100000');
  });

  it('defaults to now and Math.random', () => {
    expect(randomCode('P')).toMatch(/^P\d{8}\d{5}$/);
  });
});
