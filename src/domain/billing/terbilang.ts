import { decimalsOf, toMinor, unitOf } from './money';

/** Amounts in words (issue 13): Bahasa Indonesia (terbilang) and English, for the money documents. */

const ID_ONES = ['', 'satu', 'dua', 'tiga', 'empat', 'lima', 'enam', 'tujuh', 'delapan', 'sembilan', 'sepuluh', 'sebelas'];

function idBelowThousand(n: number): string {
  if (n < 12) return ID_ONES[n]!;
  if (n < 20) return `${ID_ONES[n - 10]} belas`;
  if (n < 100) return `${ID_ONES[Math.floor(n / 10)]} puluh${n % 10 ? ` ${ID_ONES[n % 10]}` : ''}`;
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return `${hundreds === 1 ? 'seratus' : `${ID_ONES[hundreds]} ratus`}${rest ? ` ${idBelowThousand(rest)}` : ''}`;
}

const ID_SCALES = ['', 'ribu', 'juta', 'miliar', 'triliun', 'kuadriliun'];

/** A whole number in Indonesian words ("seribu dua ratus", "nol"). */
export function terbilang(value: bigint): string {
  if (value < 0n) return `minus ${terbilang(-value)}`;
  if (value === 0n) return 'nol';
  const groups: number[] = [];
  for (let v = value; v > 0n; v /= 1000n) groups.push(Number(v % 1000n));
  const words: string[] = [];
  for (let i = groups.length - 1; i >= 0; i--) {
    const g = groups[i]!;
    if (!g) continue;
    if (i === 1 && g === 1) words.push('seribu');
    else words.push(`${idBelowThousand(g)}${ID_SCALES[i] ? ` ${ID_SCALES[i]}` : ''}`);
  }
  return words.join(' ');
}

const EN_ONES = [
  '',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const EN_TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const EN_SCALES = ['', 'thousand', 'million', 'billion', 'trillion', 'quadrillion'];

function enBelowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const tail = rest < 20 ? EN_ONES[rest]! : `${EN_TENS[Math.floor(rest / 10)]}${rest % 10 ? `-${EN_ONES[rest % 10]}` : ''}`;
  if (!hundreds) return tail;
  return `${EN_ONES[hundreds]} hundred${tail ? ` and ${tail}` : ''}`;
}

/** A whole number in English words ("one thousand two hundred", "zero"). */
export function inWords(value: bigint): string {
  if (value < 0n) return `minus ${inWords(-value)}`;
  if (value === 0n) return 'zero';
  const groups: number[] = [];
  for (let v = value; v > 0n; v /= 1000n) groups.push(Number(v % 1000n));
  const words: string[] = [];
  for (let i = groups.length - 1; i >= 0; i--) {
    const g = groups[i]!;
    if (!g) continue;
    words.push(`${enBelowThousand(g)}${EN_SCALES[i] ? ` ${EN_SCALES[i]}` : ''}`);
  }
  return words.join(' ');
}

const CURRENCY_WORDS: Record<string, { id: [string, string]; en: [string, string] }> = {
  IDR: { id: ['rupiah', 'sen'], en: ['rupiah', 'sen'] },
  USD: { id: ['dolar Amerika Serikat', 'sen'], en: ['US dollars', 'cents'] },
};

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * An amount (decimal text or minor units) with its currency in words: "Lima juta sepuluh ribu rupiah" /
 * "Five million ten thousand rupiah"; the fraction, when there is one, in sen or cents.
 */
export function amountInWords(amount: string | bigint, currency: string, lang: 'id' | 'en'): string {
  const minor = typeof amount === 'bigint' ? amount : toMinor(amount, currency);
  const unit = unitOf(currency);
  const whole = minor / unit;
  const frac = decimalsOf(currency) ? minor % unit : 0n;
  const names = CURRENCY_WORDS[currency] ?? { id: [currency, 'sen'], en: [currency, 'cents'] };
  const [major, minorName] = names[lang];
  const say = lang === 'id' ? terbilang : inWords;
  const text = `${say(whole)} ${major}${frac ? ` ${lang === 'id' ? '' : 'and '}${say(frac)} ${minorName}`.replace('  ', ' ') : ''}`;
  return capitalise(text);
}
