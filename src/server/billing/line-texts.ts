import { REIMBURSEMENT_TYPES, VEHICLE_TYPES, type Lookup } from '../../domain/lookups';
import { translate, type Lang } from '../http/i18n';

/**
 * The line texts of the money documents (debit notes, platform-fee invoices) and so of their PDFs: English, then
 * Bahasa Indonesia, as `English / Indonesia`, with the vocabulary's names instead of codes. The bill lines keep their
 * stored English description; the web describes a trip line from its structured trip in the reader's language.
 */

const LANGS: readonly Lang[] = ['en', 'id'];

/** The text in both languages; once when they read the same (a free text, an operator's own description). */
const both = (text: (lang: Lang) => string) => {
  const [en, id] = LANGS.map(text) as [string, string];
  return en === id ? en : `${en} / ${id}`;
};

const nameOf = (items: readonly Lookup[], code: string, lang: Lang) => {
  const item = items.find((i) => i.value === code);
  return item ? (lang === 'id' ? item.descId : item.descEn) : code;
};

export interface TripOfLine {
  seq: number;
  vehicleType: string;
  containerNo: string | null;
}

/** `Trip 1 · Prime mover (…) · TGHU5000079 / Perjalanan 1 · Prime mover (…) · TGHU5000079`. */
export const tripLineText = (trip: TripOfLine) =>
  both((lang) =>
    [
      translate(lang, 'billing.job.tripN', { seq: String(trip.seq) }),
      nameOf(VEHICLE_TYPES, trip.vehicleType, lang),
      trip.containerNo,
    ]
      .filter(Boolean)
      .join(' · '),
  );

/** The reimbursement type's English name: the bill line's stored description (with the operator's remarks). */
export const reimbursementName = (code: string) => nameOf(REIMBURSEMENT_TYPES, code, 'en');

/** The stored description of a reimbursement line: `Toll` or `Toll: remarks`. */
export const reimbursementDescription = (code: string, remarks?: string | null) =>
  remarks ? `${reimbursementName(code)}: ${remarks}` : reimbursementName(code);

/** `Toll / Biaya tol`; the operator's remarks (as written) after both: `Toll / Biaya tol: Cikampek`. */
export function reimbursementLineText(code: string, description: string) {
  const prefix = `${reimbursementName(code)}: `;
  const remarks = description.startsWith(prefix) ? description.slice(prefix.length) : '';
  const name = both((lang) => nameOf(REIMBURSEMENT_TYPES, code, lang));
  return remarks ? `${name}: ${remarks}` : name;
}

/** `Platform fee JB… (customer) / Biaya platform JB… (pelanggan)`. */
export const platformFeeLineText = (jobId: string, side: 'CO' | 'TO') =>
  both((lang) => translate(lang, 'billing.fees.platformFeeLine', { jobId, side: translate(lang, `billing.fees.side_${side}`) }));

/** `Stamp duty (e-Meterai) / Bea meterai (e-Meterai)`. */
export const stampDutyLineText = () => both((lang) => translate(lang, 'billing.fees.stampDutyLine'));

export interface StoredBillLine {
  kind: 'TRIP' | 'REIMBURSEMENT' | 'ADDITIONAL';
  reimbursementType: string | null;
  description: string;
}

/**
 * Each line's trip (null for the others): a bill's TRIP lines are the job's trips in their order (billJob writes them
 * first, by trip seq).
 */
export function tripsOfLines<T>(lines: readonly { kind: string }[], trips: readonly T[]): Array<T | null> {
  let next = 0;
  return lines.map((l) => (l.kind === 'TRIP' ? (trips[next++] ?? null) : null));
}

/**
 * The money-document texts of a bill's lines, in their order. The TRIP lines are the job's trips in their order
 * (billJob writes them first, by trip seq); an additional charge is the operator's own text, kept as written.
 */
export function billLineTexts(lines: readonly StoredBillLine[], trips: readonly TripOfLine[]): string[] {
  const tripOf = tripsOfLines(lines, trips);
  return lines.map((l, i) => {
    if (l.kind === 'TRIP') {
      const trip = tripOf[i];
      return trip ? tripLineText(trip) : l.description;
    }
    if (l.kind === 'REIMBURSEMENT' && l.reimbursementType) return reimbursementLineText(l.reimbursementType, l.description);
    return l.description;
  });
}
