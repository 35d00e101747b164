/**
 * Display formatting helpers (spec §9). Pure functions: no I/O, no globals
 * beyond `Intl`, so both the web app and the server (PDFs, exports) can use them.
 *
 * - Dates are stored in UTC and shown in an IANA time zone (default WIB).
 * - Money never goes through a float when it arrives as a decimal string.
 */

export const DEFAULT_TIME_ZONE = 'Asia/Jakarta';

export type DateInput = Date | string | number | null | undefined;

interface DateParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = dateFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    dateFormatters.set(timeZone, formatter);
  }
  return formatter;
}

function toValidDate(value: DateInput): Date | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function dateParts(date: Date, timeZone: string): DateParts {
  const parts: DateParts = { year: '', month: '', day: '', hour: '', minute: '', second: '' };
  for (const part of formatterFor(timeZone).formatToParts(date)) {
    if (part.type in parts) parts[part.type as keyof DateParts] = part.value;
  }
  // Some engines still emit "24" for midnight despite hourCycle h23.
  if (parts.hour === '24') parts.hour = '00';
  parts.year = parts.year.padStart(4, '0');
  return parts;
}

/** `DD/MM/YYYY` in the given time zone; '' for empty or invalid input. */
export function formatDate(value: DateInput, tz: string = DEFAULT_TIME_ZONE): string {
  const date = toValidDate(value);
  if (!date) return '';
  const p = dateParts(date, tz);
  return `${p.day}/${p.month}/${p.year}`;
}

/** `DD/MM/YYYY HH:mm` (24 h) in the given time zone; '' for empty or invalid input. */
export function formatDateTime(value: DateInput, tz: string = DEFAULT_TIME_ZONE): string {
  const date = toValidDate(value);
  if (!date) return '';
  const p = dateParts(date, tz);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/** `DD/MM/YYYY HH:mm:ss` (24 h), for screens that need the second (logs, the outbox); '' for empty or invalid input. */
export function formatDateTimeWithSeconds(value: DateInput, tz: string = DEFAULT_TIME_ZONE): string {
  const date = toValidDate(value);
  if (!date) return '';
  const p = dateParts(date, tz);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}:${p.second}`;
}

/** `YYYYMMDD` of the calendar day in the given time zone. */
export function compactDate(value: DateInput, tz: string = DEFAULT_TIME_ZONE): string {
  const date = toValidDate(value);
  if (!date) return '';
  const p = dateParts(date, tz);
  return `${p.year}${p.month}${p.day}`;
}

export type MoneyInput = number | string | bigint | null | undefined;

interface MoneyStyle {
  group: string;
  decimal: string;
  minFraction: number;
  maxFraction: number;
}

const IDR_STYLE: MoneyStyle = { group: '.', decimal: ',', minFraction: 0, maxFraction: 2 };
const US_STYLE: MoneyStyle = { group: ',', decimal: '.', minFraction: 2, maxFraction: 2 };

function styleFor(currency: string): MoneyStyle {
  return currency.trim().toUpperCase() === 'IDR' ? IDR_STYLE : US_STYLE;
}

interface Decimal {
  negative: boolean;
  integer: string;
  fraction: string;
}

const DECIMAL_PATTERN = /^([+-])?(\d*)(?:\.(\d*))?$/;

/** Parses an exact decimal representation; null when the input is not a number. */
function toDecimal(amount: MoneyInput): Decimal | null {
  let text: string;
  if (typeof amount === 'bigint') {
    text = amount.toString();
  } else if (typeof amount === 'number') {
    if (!Number.isFinite(amount)) return null;
    // Shortest round-trip digits, never exponent notation.
    text = amount.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
  } else if (typeof amount === 'string') {
    text = amount.trim();
  } else {
    return null;
  }
  const match = DECIMAL_PATTERN.exec(text);
  if (!match) return null;
  const integer = match[2] ?? '';
  const fraction = match[3] ?? '';
  if (integer === '' && fraction === '') return null;
  return { negative: match[1] === '-', integer: integer || '0', fraction };
}

/** Rounds half away from zero to `digits` fraction digits using BigInt arithmetic. */
function roundDecimal(value: Decimal, digits: number): { integer: string; fraction: string } {
  const kept = value.fraction.slice(0, digits).padEnd(digits, '0');
  let scaled = BigInt(value.integer + kept);
  const next = value.fraction.charAt(digits);
  if (next !== '' && next >= '5') scaled += 1n;
  const text = scaled.toString().padStart(digits + 1, '0');
  return {
    integer: text.slice(0, text.length - digits),
    fraction: text.slice(text.length - digits),
  };
}

function groupThousands(integer: string, separator: string): string {
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * Formats an amount without the currency code.
 * IDR: Indonesian grouping, no decimals unless fractional (then up to 2): "1.234.567", "1.234,5".
 * USD and any other currency: US grouping with exactly 2 decimals: "1,234.50".
 * Returns '' for input that is not a number.
 */
export function formatMoney(amount: MoneyInput, currency: string): string {
  const decimal = toDecimal(amount);
  if (!decimal) return '';
  const style = styleFor(currency);
  const rounded = roundDecimal(decimal, style.maxFraction);
  let fraction = rounded.fraction;
  while (fraction.length > style.minFraction && fraction.endsWith('0')) {
    fraction = fraction.slice(0, -1);
  }
  const integer = rounded.integer.replace(/^0+(?=\d)/, '');
  const isZero = /^0*$/.test(integer + fraction);
  const sign = decimal.negative && !isZero ? '-' : '';
  const grouped = groupThousands(integer, style.group);
  return fraction ? `${sign}${grouped}${style.decimal}${fraction}` : `${sign}${grouped}`;
}

/** The sign shown before an amount: Rp for rupiah, US$ for US dollars, else the ISO code. */
export function currencySign(currency: string): string {
  const code = currency.trim().toUpperCase();
  return CURRENCY_SIGNS[code] ?? code;
}

const CURRENCY_SIGNS: Record<string, string> = { IDR: 'Rp', USD: 'US$' };

/** "Rp 1.234.567", "US$ 1,234.50", "SGD 1,234.50"; '' for input that is not a number. */
export function formatMoneyWithCurrency(amount: MoneyInput, currency: string): string {
  const formatted = formatMoney(amount, currency);
  return formatted ? `${currencySign(currency)} ${formatted}` : '';
}

/** Number style of a UI language: Indonesian groups with dots and writes a decimal comma, English the other way. */
function numberStyleOf(language: string): { group: string; decimal: string } {
  return language.toLowerCase().startsWith('id') ? { group: '.', decimal: ',' } : { group: ',', decimal: '.' };
}

/**
 * A plain number in the UI language's style, rounded to at most `maxFraction` digits (trailing zeros dropped):
 * id "1.234.567,5", en "1,234,567.5"; '' for input that is not a number.
 */
export function formatNumber(value: MoneyInput, language: string, maxFraction = 2): string {
  const decimal = toDecimal(value);
  if (!decimal) return '';
  const style = numberStyleOf(language);
  const rounded = roundDecimal(decimal, maxFraction);
  const fraction = rounded.fraction.replace(/0+$/, '');
  const integer = rounded.integer.replace(/^0+(?=\d)/, '');
  const sign = decimal.negative && !/^0*$/.test(integer + fraction) ? '-' : '';
  const grouped = groupThousands(integer, style.group);
  return fraction ? `${sign}${grouped}${style.decimal}${fraction}` : `${sign}${grouped}`;
}

/** Percentage points in the UI language's style: id "12,5%", en "12.5%"; '' for input that is not a number. */
export function formatPercent(value: MoneyInput, language: string): string {
  const formatted = formatNumber(value, language);
  return formatted ? `${formatted}%` : '';
}

/**
 * prefix + YYYYMMDD (calendar day in Asia/Jakarta) + 5 random digits (00000-99999).
 * `rand` must return a number in [0, 1), like Math.random.
 */
export function randomCode(prefix: string, date: Date = new Date(), rand: () => number = Math.random): string {
  const day = compactDate(date, DEFAULT_TIME_ZONE);
  const n = Math.min(99999, Math.max(0, Math.floor(rand() * 100000)));
  return `${prefix}${day}${String(n).padStart(5, '0')}`;
}
