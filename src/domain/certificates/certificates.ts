import { z } from 'zod';
import { datatableQuery, datatableResponse } from '../datatable';
import { timestamp } from '../wire';
import { actionsOf, type Actor, type Workflow } from '../workflow';

/**
 * Certificates of approved vessel calls (issue 18, part "Certificates"; docs/decisions/0030-certificates.md): the 8
 * types of spec §3, each numbered from its own gapless series at approval, printed as a PDF with a QR code of its
 * public token page, found by the public inquiry (number and type, exact match), revocable by the port-clearance
 * officer with a reason.
 */

/** The 8 certificate types of spec §3 (master `certificateConfig`). */
export const CERTIFICATE_TYPE_CODES = ['EP', 'DOS', 'PAS', 'QUD', 'FRQ', 'POC', 'SSCC', 'SSCEC'] as const;
export type CertificateTypeCode = (typeof CERTIFICATE_TYPE_CODES)[number];

/** What a visitor sees of a certificate: valid until its expiry, then expired; revoked from its revocation on. */
export const CERTIFICATE_STATUSES = ['VALID', 'EXPIRED', 'REVOKED'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

/** The stored state of an issued certificate (`certificates.status`). */
export type StoredCertificateState = 'ISSUED' | 'REVOKED';

/** A certificate's status at `now`: revoked wins; else expired once `expiresAt` has passed. */
export function certificateStatusOf(row: { state: string; expiresAt: Date | string }, now: Date = new Date()): CertificateStatus {
  if (row.state === 'REVOKED') return 'REVOKED';
  return new Date(row.expiresAt).getTime() <= now.getTime() ? 'EXPIRED' : 'VALID';
}

/**
 * The fields a certificate can print (master `certificateConfig.printedFields`, comma-separated): the vessel, the call
 * and the FAL 1 facts, in the order listed.
 */
export const PRINTABLE_FIELDS = [
  'vesselName',
  'imoNo',
  'callSign',
  'flag',
  'shipType',
  'grossTonnage',
  'lineName',
  'portCode',
  'terminalCode',
  'eta',
  'etd',
  'lastPort',
  'nextPort',
  'voyageNo',
  'masterName',
  'crewCount',
  'passengerCount',
  'dangerousGoods',
] as const;
export type PrintableField = (typeof PRINTABLE_FIELDS)[number];

/** The printed fields' labels on the PDF (English / Bahasa Indonesia). */
export const PRINTED_FIELD_LABELS: Record<PrintableField, string> = {
  vesselName: 'Name of ship / Nama kapal',
  imoNo: 'IMO number / Nomor IMO',
  callSign: 'Call sign / Tanda panggilan',
  flag: 'Flag / Bendera',
  shipType: 'Type of ship / Jenis kapal',
  grossTonnage: 'Gross tonnage / Tonase kotor',
  lineName: 'Shipping line / Perusahaan pelayaran',
  portCode: 'Port / Pelabuhan',
  terminalCode: 'Terminal',
  eta: 'Arrival (ETA) / Kedatangan',
  etd: 'Departure (ETD) / Keberangkatan',
  lastPort: 'Last port of call / Pelabuhan asal',
  nextPort: 'Next port of call / Pelabuhan tujuan',
  voyageNo: 'Voyage number / Nomor pelayaran',
  masterName: 'Name of master / Nama nakhoda',
  crewCount: 'Number of crew / Jumlah awak',
  passengerCount: 'Number of passengers / Jumlah penumpang',
  dangerousGoods: 'Dangerous goods (FAL 7) / Barang berbahaya',
};

const VESSEL = 'vesselName,imoNo,callSign,flag,shipType,grossTonnage,lineName';
/**
 * Validity in days and the printed fields of each type, the master's values on a new database (the migration sets
 * them on an existing one where unset). Port clearance (SPB) is valid 24 hours; the sanitation certificates six
 * months (IHR 2005, Annex 3).
 */
export const CERTIFICATE_DEFAULTS: Record<CertificateTypeCode, { validityDays: number; printedFields: string }> = {
  EP: { validityDays: 30, printedFields: `${VESSEL},portCode,terminalCode,eta,lastPort,voyageNo,masterName` },
  DOS: { validityDays: 30, printedFields: `${VESSEL},portCode,terminalCode,eta,etd,masterName` },
  PAS: { validityDays: 7, printedFields: `${VESSEL},portCode,eta,lastPort,voyageNo,masterName,crewCount,passengerCount` },
  QUD: { validityDays: 2, printedFields: `${VESSEL},portCode,etd,nextPort,masterName,crewCount,passengerCount` },
  FRQ: { validityDays: 30, printedFields: `${VESSEL},portCode,eta,lastPort,masterName,crewCount,passengerCount` },
  POC: {
    validityDays: 1,
    printedFields: `${VESSEL},portCode,terminalCode,etd,nextPort,voyageNo,masterName,crewCount,passengerCount,dangerousGoods`,
  },
  SSCC: { validityDays: 180, printedFields: `${VESSEL},portCode,masterName` },
  SSCEC: { validityDays: 180, printedFields: `${VESSEL},portCode,masterName` },
};

/** The printed fields of a master row (unknown names skipped; none: the vessel's). */
export function printedFieldsOf(value: string | null | undefined): PrintableField[] {
  const known = (value ?? '')
    .split(',')
    .map((f) => f.trim())
    .filter((f): f is PrintableField => (PRINTABLE_FIELDS as readonly string[]).includes(f));
  return known.length ? [...new Set(known)] : (VESSEL.split(',') as PrintableField[]);
}

/** A certificate number: `<type>-<year>-<6 digits>` from the type's series of that year (`POC-2026-000001`). */
export const certificateNumber = (type: string, year: number, seq: number) => `${type}-${year}-${String(seq).padStart(6, '0')}`;

/** The public page of a certificate, under the web app's base (`/trucking`): the QR code's target. */
export const certificateTokenPath = (type: string, certToken: string) =>
  `/trucking/session/certificate/${encodeURIComponent(type)}/${encodeURIComponent(certToken)}`;

/** A certificate token: 32 random bytes in base64url (43 characters). */
export const CERT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

// ---------------------------------------------------------------------------------------------------
// Requests (spec §3, §5, §7)
// ---------------------------------------------------------------------------------------------------

const requiredText = (max: number) =>
  z.string({ message: 'validation.required' }).trim().min(1, 'validation.required').max(max, 'validation.tooLong');
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'validation.tooLong')
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * Certificate search (spec §3, §5): number and type required, vessel name and IMO number optional; exact match
 * (case and surrounding spaces ignored, the IMO's "IMO" prefix dropped).
 */
export const certificateSearchBody = z
  .object({
    certificateNo: requiredText(32).transform((v) => v.toUpperCase()),
    certificateType: z.enum(CERTIFICATE_TYPE_CODES, { message: 'validation.required' }),
    vesselName: optionalText(100),
    imoNo: optionalText(12).transform((v) => (v ? v.replace(/^\s*IMO\s*/i, '').replace(/\s+/g, '') : null)),
  })
  .strict();
export type CertificateSearchBody = z.infer<typeof certificateSearchBody>;

/** Preview request (spec §3): the application and the certificate type (`POST …/print/certificate`). */
export const certificatePrintBody = z
  .object({
    appnId: requiredText(20).transform((v) => v.toUpperCase()),
    certificateType: z.enum(CERTIFICATE_TYPE_CODES, { message: 'validation.option' }),
  })
  .strict();

/** Revocation by the port-clearance officer: a reason, and the version read (a lost race: 409). */
export const certificateRevokeBody = z.object({ reason: requiredText(1000), version: z.number().int().min(1) }).strict();
export type CertificateRevokeBody = z.infer<typeof certificateRevokeBody>;

export const certificatesQuery = datatableQuery
  .extend({ status: z.enum(CERTIFICATE_STATUSES).optional(), certType: z.enum(CERTIFICATE_TYPE_CODES).optional() })
  .strict();
export type CertificatesQuery = z.infer<typeof certificatesQuery>;

/** The FAL forms a preview renders (`/cert/preview/fal/{falType}/{appId}`). */
export const PREVIEW_FAL_TYPES = ['fal1', 'fal5', 'fal6', 'fal7'] as const;
/** The application forms `/form/preview/{appType}/{appId}` renders: the vessel call application. */
export const PREVIEW_APP_TYPES = ['VC'] as const;

// ---------------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------------

/** What the public page and the inquiry show of a certificate (no party names beyond the printed ones). */
export const certificatePublic = z.object({
  certNo: z.string(),
  certType: z.string(),
  certName: z.string(),
  certNameId: z.string(),
  vesselName: z.string(),
  imoNo: z.string(),
  issuerName: z.string(),
  issuedAt: timestamp,
  expiresAt: timestamp,
  status: z.enum(CERTIFICATE_STATUSES),
  revokedAt: timestamp.nullable(),
  revokeReason: z.string().nullable(),
  certToken: z.string(),
});
export type CertificatePublic = z.infer<typeof certificatePublic>;

/** Spec §3 certificate response: certName and certData (base64 PDF), with what the page shows. */
export const certificateAnswer = z.object({
  data: certificatePublic.extend({ certData: z.string().describe('The PDF, base64') }),
});

/** Spec §7 preview response: data.data, a base64 PDF (with its file name). */
export const previewAnswer = z.object({ data: z.object({ data: z.string(), name: z.string() }) });

export const CERTIFICATE_ACTIONS = ['revoke'] as const;

export const certificateRow = z.object({
  certId: z.string(),
  certNo: z.string(),
  certType: z.string(),
  certName: z.string(),
  certNameId: z.string(),
  vcId: z.string(),
  lineAccnId: z.string(),
  lineName: z.string(),
  vesselName: z.string(),
  imoNo: z.string(),
  portCode: z.string(),
  issuerName: z.string(),
  issuedAt: timestamp,
  expiresAt: timestamp,
  status: z.enum(CERTIFICATE_STATUSES),
  revokedAt: timestamp.nullable(),
  revokedBy: z.string().nullable(),
  revokeReason: z.string().nullable(),
  certToken: z.string(),
  version: z.number().int(),
  actions: z.array(z.enum(CERTIFICATE_ACTIONS)),
});
export type CertificateRow = z.infer<typeof certificateRow>;
export const certificateList = datatableResponse(certificateRow);

/** Revocation: an issued certificate (valid or expired) by the port-clearance officer, with a reason. */
export const CERTIFICATE_WORKFLOW = {
  entity: 'certificate',
  states: ['ISSUED', 'REVOKED'],
  verbs: { revoke: { from: ['ISSUED'], to: 'REVOKED', permission: 'vessel.review', reason: true } },
} as const satisfies Workflow<StoredCertificateState, (typeof CERTIFICATE_ACTIONS)[number]>;

export const certificateActionsOf = (state: string, actor: Actor) =>
  actionsOf(CERTIFICATE_WORKFLOW as Workflow<StoredCertificateState, 'revoke'>, { state }, actor);
