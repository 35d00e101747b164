/**
 * Money in integer minor units (issue 13): amounts travel as decimal strings (NUMERIC) and are computed as bigint
 * minor units, never floats. The billing currencies are the contract currencies; each has two decimals (ISO 4217:
 * IDR sen, USD cents), and the rules that want whole rupiah (VAT, stamp duty) round to 100 sen.
 */
export const CURRENCY_DECIMALS: Readonly<Record<string, number>> = { IDR: 2, USD: 2 };

export const decimalsOf = (currency: string): number => CURRENCY_DECIMALS[currency] ?? 2;

/** A non-negative decimal as text: digits, optionally a point and digits. */
export const DECIMAL_RE = /^\d{1,13}(\.\d+)?$/;

/** How many decimals the text has. */
export const decimalPlaces = (amount: string): number => amount.split('.')[1]?.length ?? 0;

/** The text in minor units; more decimals than the currency has is an error (check with `amountError` first). */
export function toMinor(amount: string, currency: string): bigint {
  const d = decimalsOf(currency);
  const text = amount.trim();
  const negative = text.startsWith('-');
  const [whole = '0', frac = ''] = (negative ? text.slice(1) : text).split('.');
  if (frac.length > d) throw new Error(`${amount} has more than ${d} decimals`);
  const minor = BigInt(whole || '0') * 10n ** BigInt(d) + BigInt((frac + '0'.repeat(d)).slice(0, d) || '0');
  return negative ? -minor : minor;
}

/** Minor units back to text with the currency's decimals ("1250000.00"). */
export function fromMinor(minor: bigint, currency: string): string {
  const d = decimalsOf(currency);
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  const unit = 10n ** BigInt(d);
  const whole = abs / unit;
  const frac = (abs % unit).toString().padStart(d, '0');
  return `${negative ? '-' : ''}${whole}${d ? `.${frac}` : ''}`;
}

/** The i18n key of what is wrong with an amount entered for this currency, or null. */
export function amountError(amount: string, currency: string): string | null {
  const text = amount.trim();
  if (text.startsWith('-')) return 'billing.errors.negative';
  if (!DECIMAL_RE.test(text)) return 'billing.errors.amount';
  if (decimalPlaces(text) > decimalsOf(currency)) return 'billing.errors.decimals';
  return null;
}

/** One whole unit (a rupiah, a dollar) in minor units. */
export const unitOf = (currency: string): bigint => 10n ** BigInt(decimalsOf(currency));

/** Rounds down to a whole unit (VAT: whole rupiah). */
export const floorToUnit = (minor: bigint, currency: string): bigint => (minor / unitOf(currency)) * unitOf(currency);

/** a * num / den rounded half up (non-negative values). */
export const mulDivRound = (a: bigint, num: bigint, den: bigint): bigint => (a * num * 2n + den) / (den * 2n);

/** A percentage given as text ("2.50") in hundredths of a percent (250n). */
export function percentBasisPoints(pct: string): bigint {
  const [whole = '0', frac = ''] = pct.trim().split('.');
  return BigInt(whole || '0') * 100n + BigInt((frac + '00').slice(0, 2));
}
