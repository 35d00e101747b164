/**
 * Currencies — ISO 4217 active currency codes (List One).
 *
 * Source: ISO 4217 List One, published 2024-06-25, as packaged by the npm package `currency-codes` 2.2.0.
 *
 * Excluded: fund codes (BOV, CHE, CHW, CLF, COU, MXV, USN, UYI), the Uruguayan
 * wage-index unit of account UYW (Unidad Previsional), precious metals (XAG, XAU, XPD, XPT),
 * bond-market units (XBA, XBB, XBC, XBD), SDR and other supranational units of account (XDR, XSU, XUA),
 * and the testing / "no currency" codes (XTS, XXX). Every remaining entry is a currency in circulation.
 * `minorUnits` is the ISO exponent (e.g. IDR 2, KHR 2, JPY 0, BHD 3) — business rules may still round
 * IDR to whole rupiah.
 */
import { data, publishDate } from 'currency-codes';

export interface Currency {
  /** ISO 4217 alphabetic code, e.g. 'IDR'. */
  readonly ccyCode: string;
  /** ISO 4217 numeric code as a 3-digit string, e.g. '360'. */
  readonly numeric: string;
  /** ISO 4217 English currency name, e.g. 'Rupiah'. */
  readonly name: string;
  /** Number of minor-unit digits (ISO 4217 exponent). */
  readonly minorUnits: number;
}

/** Codes that are not circulating currencies (funds, metals, units of account, test codes). */
export const EXCLUDED_CURRENCY_CODES: readonly string[] = [
  'BOV',
  'CHE',
  'CHW',
  'CLF',
  'COU',
  'MXV',
  'USN',
  'UYI',
  'UYW',
  'XAG',
  'XAU',
  'XBA',
  'XBB',
  'XBC',
  'XBD',
  'XDR',
  'XPD',
  'XPT',
  'XSU',
  'XTS',
  'XUA',
  'XXX',
];

/** Publication date of the ISO 4217 list the data was taken from. */
export const CURRENCIES_PUBLISH_DATE: string = publishDate;

const excluded = new Set(EXCLUDED_CURRENCY_CODES);

export const CURRENCIES: readonly Currency[] = data
  .filter((c) => !excluded.has(c.code) && c.number !== undefined && c.number !== '')
  .map((c) => ({
    ccyCode: c.code,
    numeric: c.number,
    name: c.currency.trim(),
    minorUnits: c.digits,
  }))
  .sort((a, b) => a.ccyCode.localeCompare(b.ccyCode));
