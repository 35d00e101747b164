import { z } from 'zod';
import { NPWP_PATTERN } from '../company';
import { datatableQuery, datatableResponse } from '../datatable';
import { lookupValues } from '../lookups';
import { timestamp } from '../wire';
import { actionsOf, type Actor, type Workflow } from '../workflow';

/**
 * Vessel call applications, crew lists and agent associations (issue 18, part 1; docs/decisions/0028-vessel-calls.md).
 * A shipping line, or a local agent it has associated by tax number, files an application for a vessel's call at a
 * port with the IMO FAL forms it needs; the platform's port-clearance officer approves, rejects or returns it with
 * remarks; approval records the certificates the application asked for (one per certificate service) as ISSUED_PENDING.
 */

// ---------------------------------------------------------------------------------------------------
// IMO number and agent tax number
// ---------------------------------------------------------------------------------------------------

/** The IMO ship number without its "IMO" prefix and spaces (`IMO 9074729` -> `9074729`). */
export const normaliseImo = (value: string): string => value.replace(/^\s*IMO\s*/i, '').replace(/\s+/g, '');

/**
 * The IMO number check (SOLAS XI-1/3): seven digits, the first six weighted 7, 6, 5, 4, 3, 2; the last digit of
 * the sum is the seventh digit (9074729: 9×7 + 0×6 + 7×5 + 4×4 + 7×3 + 2×2 = 139 -> 9).
 */
export function isValidImo(value: string): boolean {
  const digits = normaliseImo(value);
  if (!/^\d{7}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 6; i++) sum += Number(digits[i]) * (7 - i);
  return sum % 10 === Number(digits[6]);
}

/**
 * An agent's tax number (NPWP): 16 digits, or the older 15-digit form (written with a leading 0 since 2024, as the
 * company records keep it); dots, dashes and spaces as typed are ignored. Null when it is not one.
 */
export function normaliseAgentTin(value: string): string | null {
  const digits = value.replace(/[.\s-]/g, '');
  if (/^\d{15}$/.test(digits)) return `0${digits}`;
  return NPWP_PATTERN.test(digits) ? digits : null;
}

// ---------------------------------------------------------------------------------------------------
// Vocabularies
// ---------------------------------------------------------------------------------------------------

export const VESSEL_CALL_STATUSES = ['DRAFT', 'SUBMITTED', 'RETURNED', 'APPROVED', 'REJECTED'] as const;
export type VesselCallStatus = (typeof VESSEL_CALL_STATUSES)[number];

export const VESSEL_CALL_ACTIONS = ['save', 'submit', 'approve', 'reject', 'return'] as const;
export type VesselCallAction = (typeof VESSEL_CALL_ACTIONS)[number];
/** The verbs the filer or the officer sends to `/{vcId}/{verb}` (save is the PUT). */
export type VesselCallVerb = Exclude<VesselCallAction, 'save'>;

/** The side of an application a user is on: its filer (the line or its associated agent). */
export type VesselCallSide = 'filer';

/**
 * The workflow: the filer (the line, or its agent while associated) saves and submits a draft or a returned
 * application; the port-clearance officer (`vessel.review`) approves, rejects (a reason) or returns it (remarks: the
 * filer amends and submits again).
 */
export const VESSEL_CALL_WORKFLOW = {
  entity: 'vessel_call',
  states: VESSEL_CALL_STATUSES,
  verbs: {
    save: { from: ['DRAFT', 'RETURNED'], to: null, side: 'filer', permission: 'vessel.file' },
    submit: { from: ['DRAFT', 'RETURNED'], to: 'SUBMITTED', side: 'filer', permission: 'vessel.file' },
    approve: { from: ['SUBMITTED'], to: 'APPROVED', permission: 'vessel.review' },
    reject: { from: ['SUBMITTED'], to: 'REJECTED', permission: 'vessel.review', reason: true },
    return: { from: ['SUBMITTED'], to: 'RETURNED', permission: 'vessel.review', reason: true },
  },
} as const satisfies Workflow<VesselCallStatus, VesselCallAction, VesselCallSide>;

export function vesselCallActionsOf(status: string, user: Actor): VesselCallAction[] {
  return actionsOf(VESSEL_CALL_WORKFLOW as Workflow<VesselCallStatus, VesselCallAction>, { state: status }, user);
}

/** FAL forms (IMO Convention on Facilitation of International Maritime Traffic). */
export const FAL_FORMS = ['fal1', 'fal5', 'fal6', 'fal7'] as const;
export type FalForm = (typeof FAL_FORMS)[number];

/** Identity documents of a seafarer or passenger. */
export const IDENTITY_DOC_TYPES = ['PASSPORT', 'SEAMAN_BOOK', 'SID', 'NATIONAL_ID'] as const;
/** Ranks of a crew list (FAL 5 "rank or rating"). */
export const CREW_RANKS = [
  'MASTER',
  'CHIEF_OFFICER',
  'SECOND_OFFICER',
  'THIRD_OFFICER',
  'CHIEF_ENGINEER',
  'SECOND_ENGINEER',
  'THIRD_ENGINEER',
  'ELECTRICIAN',
  'BOSUN',
  'ABLE_SEAMAN',
  'ORDINARY_SEAMAN',
  'OILER',
  'COOK',
  'STEWARD',
  'CADET',
] as const;
/** IMDG classes and divisions (FAL 7). */
export const DG_CLASSES = [
  '1.1',
  '1.2',
  '1.3',
  '1.4',
  '1.5',
  '1.6',
  '2.1',
  '2.2',
  '2.3',
  '3',
  '4.1',
  '4.2',
  '4.3',
  '5.1',
  '5.2',
  '6.1',
  '6.2',
  '7',
  '8',
  '9',
] as const;
export const PACKING_GROUPS = ['I', 'II', 'III'] as const;
export const DG_UNITS = ['KG', 'L'] as const;
export const CALL_PURPOSES = ['ARRIVAL', 'DEPARTURE'] as const;

/** At most this many crew on one list, passengers and dangerous-goods lines on one application. */
export const CREW_MAX = 300;
export const PASSENGERS_MAX = 1000;
export const DG_ITEMS_MAX = 200;
/** An imported crew list XLSX: at most 2 MB and CREW_MAX data rows. */
export const CREW_IMPORT_MAX_BYTES = 2 * 1024 * 1024;

// ---------------------------------------------------------------------------------------------------
// Field schemas (the forms and the server share them; messages are i18n keys)
// ---------------------------------------------------------------------------------------------------

const required = (max: number) =>
  z.string({ message: 'validation.required' }).trim().min(1, 'validation.required').max(max, 'validation.tooLong');
/**
 * Optional text: blank or left out is null. Written with `default` and `overwrite` rather than a transform so the
 * FAL schemas also describe and encode the answers that carry the forms as stored.
 */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'validation.tooLong')
    .nullable()
    .default(null)
    .overwrite((v) => (v ? v : null));
const code = (max: number) => required(max).toUpperCase();
const oneOf = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { message: 'validation.option' });
/** A day as YYYY-MM-DD. */
const day = z
  .string({ message: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'validation.date');
/** A country (ISO 3166 alpha-2). */
const country = z
  .string({ message: 'validation.required' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'validation.code2');
/** A port (UN/LOCODE). */
const port = z
  .string({ message: 'validation.required' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}[A-Z0-9]{3}$/, 'vesselCalls.errors.port');
/**
 * An instant: with its offset (2026-12-01T08:00:00+07:00), or a wall-clock time in WIB as the form types it
 * (2026-12-01T08:00, read as +07:00). Stored in UTC.
 */
const instant = z.preprocess(
  (v) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(v.trim()) ? `${v.trim()}:00+07:00` : v),
  z.string({ message: 'validation.required' }).datetime({ offset: true, message: 'validation.dateTime' }),
);

/** One seafarer of a crew list (FAL 5). */
export const crewMemberSchema = z
  .object({
    name: required(120),
    rank: oneOf(CREW_RANKS),
    nationality: country,
    dateOfBirth: day,
    placeOfBirth: required(80),
    docType: oneOf(IDENTITY_DOC_TYPES),
    docNo: required(30),
    docExpiry: day,
  })
  .strict();
export type CrewMember = z.infer<typeof crewMemberSchema>;

/** A passenger (FAL 6). */
export const passengerSchema = z
  .object({
    name: required(120),
    nationality: country,
    dateOfBirth: day,
    placeOfBirth: required(80),
    docType: oneOf(IDENTITY_DOC_TYPES),
    docNo: required(30),
    embarkPort: port,
    disembarkPort: port,
    transit: z.boolean().default(false),
  })
  .strict();

/** A line of dangerous goods (FAL 7): UN number, proper shipping name, IMDG class, packing group, quantity. */
export const dangerousGoodSchema = z
  .object({
    unNo: z
      .string({ message: 'validation.required' })
      .trim()
      .toUpperCase()
      .overwrite((v) => v.replace(/^UN\s*/, ''))
      .regex(/^\d{4}$/, 'vesselCalls.errors.unNo'),
    shippingName: required(200),
    dgClass: oneOf(DG_CLASSES),
    packingGroup: z.enum(PACKING_GROUPS, { message: 'validation.option' }).nullable().default(null),
    quantity: z
      .string({ message: 'validation.required' })
      .trim()
      .regex(/^\d{1,12}(\.\d{1,3})?$/, 'validation.number')
      .refine((v) => Number(v) > 0, 'validation.tooSmall'),
    unit: oneOf(DG_UNITS),
    stowage: optionalText(40),
  })
  .strict();

/** FAL 1 general declaration. */
export const fal1Schema = z
  .object({
    purpose: oneOf(CALL_PURPOSES),
    voyageNo: required(20),
    masterName: required(120),
    crewCount: z
      .number({ message: 'validation.number' })
      .int('validation.integer')
      .min(1, 'validation.tooSmall')
      .max(CREW_MAX, 'validation.tooBig'),
    passengerCount: z
      .number({ message: 'validation.number' })
      .int('validation.integer')
      .min(0, 'validation.tooSmall')
      .max(PASSENGERS_MAX, 'validation.tooBig'),
    cargoDescription: required(500),
    remarks: optionalText(1000),
  })
  .strict();

/** FAL 5 crew list: the crew (copied from a saved crew list, `crewListId`, or typed). */
export const fal5Schema = z
  .object({
    crewListId: optionalText(20),
    members: z.array(crewMemberSchema).min(1, 'vesselCalls.errors.noCrew').max(CREW_MAX, 'validation.tooBig'),
  })
  .strict();

export const fal6Schema = z
  .object({
    passengers: z.array(passengerSchema).min(1, 'vesselCalls.errors.noPassengers').max(PASSENGERS_MAX, 'validation.tooBig'),
  })
  .strict();

export const fal7Schema = z
  .object({ items: z.array(dangerousGoodSchema).min(1, 'vesselCalls.errors.noGoods').max(DG_ITEMS_MAX, 'validation.tooBig') })
  .strict();

const vesselFields = {
  vesselName: required(100),
  imoNo: z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .transform(normaliseImo)
    .refine(isValidImo, 'vesselCalls.errors.imo'),
  callSign: z
    .string({ message: 'validation.required' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{3,9}$/, 'vesselCalls.errors.callSign'),
  flag: country,
  shipType: z.enum(lookupValues('ship-type') as [string, ...string[]], { message: 'validation.option' }),
  grossTonnage: z
    .number({ message: 'validation.number' })
    .int('validation.integer')
    .min(1, 'validation.tooSmall')
    .max(600_000, 'validation.tooBig'),
  ttCode: code(32),
};

/** The application as the filer writes it (new, or a change of a draft or returned one). */
const vesselCallObject = z
  .object({
    /** The shipping line the call is filed for: the filer's own company, or (an agent) a line that associated it. */
    lineAccnId: code(20),
    ...vesselFields,
    portCode: port,
    terminalCode: code(32),
    eta: instant,
    etd: instant,
    lastPort: port,
    nextPort: port,
    /** The certificate services (master `certificateSvc`) the application asks for: at least one. */
    services: z.array(code(20)).min(1, 'vesselCalls.errors.noServices').max(16, 'validation.tooBig'),
    fal1: fal1Schema,
    fal5: fal5Schema.nullable().default(null),
    fal6: fal6Schema.nullable().default(null),
    fal7: fal7Schema.nullable().default(null),
  })
  .strict();

function vesselCallChecks(v: z.infer<typeof vesselCallObject>, ctx: z.RefinementCtx): void {
  if (Date.parse(v.etd) <= Date.parse(v.eta))
    ctx.addIssue({ code: 'custom', path: ['etd'], message: 'vesselCalls.errors.etdBeforeEta' });
  if (v.fal5 && v.fal5.members.length !== v.fal1.crewCount)
    ctx.addIssue({ code: 'custom', path: ['fal1', 'crewCount'], message: 'vesselCalls.errors.crewCount' });
  if (v.fal6 && v.fal6.passengers.length !== v.fal1.passengerCount)
    ctx.addIssue({ code: 'custom', path: ['fal1', 'passengerCount'], message: 'vesselCalls.errors.passengerCount' });
  if (new Set(v.services).size !== v.services.length)
    ctx.addIssue({ code: 'custom', path: ['services'], message: 'vesselCalls.errors.duplicateService' });
  const docs = new Set<string>();
  v.fal5?.members.forEach((m, i) => {
    const key = `${m.docType}:${m.docNo.toUpperCase()}`;
    if (docs.has(key))
      ctx.addIssue({ code: 'custom', path: ['fal5', 'members', i, 'docNo'], message: 'vesselCalls.errors.duplicateDoc' });
    docs.add(key);
  });
}

export const vesselCallBody = vesselCallObject.superRefine(vesselCallChecks);
export type VesselCallBody = z.infer<typeof vesselCallBody>;
/** A change of a draft or returned application: the whole application and the version read (stale: 409). */
export const vesselCallUpdateBody = vesselCallObject
  .extend({ version: z.number().int().min(1) })
  .strict()
  .superRefine(vesselCallChecks);
export type VesselCallUpdateBody = z.infer<typeof vesselCallUpdateBody>;

/** Submit and approve: the version read; reject and return need a reason (the remarks the filer sees). */
export const vesselCallActionBody = z
  .object({ version: z.number().int().min(1), reason: z.string().trim().max(1000, 'validation.tooLong').optional() })
  .strict();
export type VesselCallActionBody = z.infer<typeof vesselCallActionBody>;

export const vesselCallsQuery = datatableQuery
  .extend({ status: z.enum(VESSEL_CALL_STATUSES).optional(), portCode: port.optional() })
  .strict();
export type VesselCallsQuery = z.infer<typeof vesselCallsQuery>;

// ---------------------------------------------------------------------------------------------------
// Crew lists
// ---------------------------------------------------------------------------------------------------

/** A reusable crew list of a vessel (`/configuration/crewList`). */
const crewListShape = {
  vesselName: required(100),
  imoNo: vesselFields.imoNo,
  title: required(100),
  members: z.array(crewMemberSchema).min(1, 'vesselCalls.errors.noCrew').max(CREW_MAX, 'validation.tooBig'),
};
/** The same person twice on one list (the same document) is refused at the second. */
function uniqueDocuments(v: { members: CrewMember[] }, ctx: z.RefinementCtx): void {
  const docs = new Set<string>();
  v.members.forEach((m, i) => {
    const key = `${m.docType}:${m.docNo.toUpperCase()}`;
    if (docs.has(key))
      ctx.addIssue({ code: 'custom', path: ['members', i, 'docNo'], message: 'vesselCalls.errors.duplicateDoc' });
    docs.add(key);
  });
}
export const crewListBody = z.object(crewListShape).strict().superRefine(uniqueDocuments);
export type CrewListBody = z.infer<typeof crewListBody>;
export const crewListUpdateBody = z
  .object({ ...crewListShape, version: z.number().int().min(1) })
  .strict()
  .superRefine(uniqueDocuments);

/** An XLSX of crew (base64), read into a crew list's members (all rows good, or nothing: a report per row and field). */
export const crewImportBody = z
  .object({
    attName: required(128).refine((n) => /\.xlsx$/i.test(n), 'vesselCalls.errors.xlsxOnly'),
    attData: z
      .string()
      .max(Math.ceil((CREW_IMPORT_MAX_BYTES * 4) / 3) + 8, 'upload.tooBig')
      .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'upload.notBase64'),
  })
  .strict();
export type CrewImportBody = z.infer<typeof crewImportBody>;

/** The header of the crew XLSX (row 1), in this order; the import reads columns by these names. */
export const CREW_IMPORT_COLUMNS = [
  'name',
  'rank',
  'nationality',
  'dateOfBirth',
  'placeOfBirth',
  'docType',
  'docNo',
  'docExpiry',
] as const satisfies readonly (keyof CrewMember)[];

export const crewListsQuery = datatableQuery.strict();

// ---------------------------------------------------------------------------------------------------
// Agent associations
// ---------------------------------------------------------------------------------------------------

/** A line associates a local agent (a service-provider company) by its tax number. */
export const agentAssociationBody = z
  .object({
    agentTIN: z
      .string({ message: 'validation.required' })
      .trim()
      .min(1, 'validation.required')
      .refine((v) => normaliseAgentTin(v) !== null, 'validation.npwp'),
  })
  .strict();
export const agentAssociationsQuery = datatableQuery.extend({ status: z.enum(['A', 'E']).optional() }).strict();

// ---------------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------------

export const CERTIFICATE_STATES = ['ISSUED_PENDING'] as const;

export const vesselCallCertificate = z.object({
  certId: z.string(),
  certType: z.string(),
  certName: z.string(),
  certNameId: z.string(),
  svcId: z.string(),
  officeCode: z.string(),
  /** VALID, EXPIRED or REVOKED once issued (docs/decisions/0030-certificates.md); ISSUED_PENDING before. */
  status: z.string(),
  createdAt: timestamp,
  /** The number from the type's series, and the token of its public page (`/trucking/session/certificate/{type}/{certToken}`). */
  certNo: z.string().nullable(),
  certToken: z.string().nullable(),
  issuedAt: timestamp.nullable(),
  expiresAt: timestamp.nullable(),
});

export const vesselCallRow = z.object({
  vcId: z.string(),
  lineAccnId: z.string(),
  lineName: z.string(),
  filerAccnId: z.string(),
  filerName: z.string(),
  vesselName: z.string(),
  imoNo: z.string(),
  callSign: z.string(),
  portCode: z.string(),
  terminalCode: z.string(),
  eta: timestamp,
  etd: timestamp,
  status: z.enum(VESSEL_CALL_STATUSES),
  forms: z.array(z.enum(FAL_FORMS)),
  remarks: z.string().nullable(),
  createdAt: timestamp,
  submittedAt: timestamp.nullable(),
  decidedAt: timestamp.nullable(),
  version: z.number().int(),
  actions: z.array(z.enum(VESSEL_CALL_ACTIONS)),
});

export const vesselCallDetail = vesselCallRow.extend({
  flag: z.string(),
  shipType: z.string(),
  grossTonnage: z.number().int(),
  ttCode: z.string(),
  lastPort: z.string(),
  nextPort: z.string(),
  services: z.array(z.string()),
  // The forms as stored: what their schemas gave on the way in (the schemas hold no transform, so they encode too).
  fal1: fal1Schema,
  fal5: fal5Schema.nullable(),
  fal6: fal6Schema.nullable(),
  fal7: fal7Schema.nullable(),
  createdBy: z.string().nullable(),
  submittedBy: z.string().nullable(),
  decidedBy: z.string().nullable(),
  certificates: z.array(vesselCallCertificate),
  /** The application's trail (its audit log): create, update, submit, return, approve, reject; with the reason given. */
  history: z.array(
    z.object({
      event: z.string(),
      at: timestamp,
      by: z.string().nullable(),
      byName: z.string().nullable(),
      remarks: z.string().nullable(),
    }),
  ),
});

export const vesselCallList = datatableResponse(vesselCallRow);

/** What the form offers: the lines the user may file for, and the certificate services per port. */
export const vesselCallOptions = z.object({
  lines: z.array(z.object({ value: z.string(), desc: z.string() })),
  services: z.array(
    z.object({
      svcId: z.string(),
      certType: z.string(),
      descEn: z.string(),
      descId: z.string(),
      officeCode: z.string(),
      portCode: z.string(),
    }),
  ),
  /** The ports a call can be filed at (those with a certificate service) and their active terminals. */
  ports: z.array(z.object({ portCode: z.string(), name: z.string() })),
  terminals: z.array(z.object({ terminalCode: z.string(), portCode: z.string(), name: z.string() })),
});

export const crewListRow = z.object({
  crewListId: z.string(),
  accnId: z.string(),
  vesselName: z.string(),
  imoNo: z.string(),
  title: z.string(),
  memberCount: z.number().int(),
  updatedAt: timestamp,
  version: z.number().int(),
});
export const crewListDetail = crewListRow.extend({ members: z.array(crewMemberSchema) });
export const crewListList = datatableResponse(crewListRow);

export const agentAssociationRow = z.object({
  assocId: z.string(),
  lineAccnId: z.string(),
  lineName: z.string(),
  agentAccnId: z.string(),
  agentName: z.string(),
  agentTIN: z.string(),
  status: z.enum(['A', 'E']),
  startedAt: timestamp,
  startedBy: z.string().nullable(),
  endedAt: timestamp.nullable(),
  endedBy: z.string().nullable(),
  actions: z.array(z.enum(['end'])),
});
export const agentAssociationList = datatableResponse(agentAssociationRow);
