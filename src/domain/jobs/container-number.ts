/**
 * ISO 6346 container numbers: owner code (3 letters), category (U, J or Z), serial (6 digits) and
 * a check digit computed from the first ten characters.
 */
export const CONTAINER_NUMBER_PATTERN = /^[A-Z]{3}[UJZ]\d{6}\d$/;

/** Letter values skip 11 and its multiples (A=10, B=12, … K=21, L=23, … V=34, … Z=38). */
function letterValue(letter: string): number {
  let value = 10;
  for (let c = 'A'.charCodeAt(0); c < letter.charCodeAt(0); c++) {
    value++;
    if (value % 11 === 0) value++;
  }
  return value;
}

/** The check digit of the first ten characters (a remainder of 10 counts as 0). */
export function containerCheckDigit(first10: string): number {
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const ch = first10[i]!;
    const value = /\d/.test(ch) ? Number(ch) : letterValue(ch);
    sum += value * 2 ** i;
  }
  return (sum % 11) % 10;
}

/** Spaces and dashes are allowed when typing ("MSKU 123456-7"); the stored form is upper case without them. */
export const normaliseContainerNumber = (raw: string): string => raw.replace(/[\s-]/g, '').toUpperCase();

export function isValidContainerNumber(raw: string): boolean {
  const n = normaliseContainerNumber(raw);
  return CONTAINER_NUMBER_PATTERN.test(n) && containerCheckDigit(n.slice(0, 10)) === Number(n[10]);
}
