import { z } from 'zod';
import { companyFields, companyProblems } from './company';
import { actionsOf, type Actor, type Workflow } from './workflow';

/** Services offered at registration (spec §1): at least one must be chosen. */
export const SERVICES = ['DELIVERY_ORDER', 'DECLARATION', 'TRUCKING', 'GATE_PASS', 'DEPOT'] as const;

/** Registration approval states (spec §4) plus the visitor's own states before and after review. */
export const APPROVAL_STATES = ['DRAFT', 'P', 'RET', 'C', 'V', 'R', 'X'] as const;

/**
 * Registration approval (src/domain/workflow.ts): a registration under review (P) has its documents verified by a
 * reviewer, and is approved (C: the company and its administrator are made, activation pending), rejected (R) or
 * returned for changes (RET) with a reason by an approver. Activation makes it V; expiry X.
 */
export const REGISTRATION_WORKFLOW = {
  entity: 'registration',
  states: APPROVAL_STATES,
  verbs: {
    verifyDocument: { from: ['P'], to: 'P', permission: 'onboarding.review' },
    approve: { from: ['P'], to: 'C', permission: 'accounts.lifecycle' },
    reject: { from: ['P'], to: 'R', permission: 'accounts.lifecycle', reason: true },
    return: { from: ['P'], to: 'RET', permission: 'accounts.lifecycle', reason: true },
    activate: { from: ['C'], to: 'V', system: true },
    expire: { from: ['DRAFT', 'RET'], to: 'X', system: true },
  },
} as const satisfies Workflow<(typeof APPROVAL_STATES)[number], string>;
export type ApprovalState = (typeof APPROVAL_STATES)[number];

/**
 * The verbs a reviewer may be offered (the scheduled ones never are): the `actions` of the onboarding rows and of a
 * registration under review. The spec names no maker-checker for registrations: one approver decides.
 */
export const REGISTRATION_VERBS = ['verifyDocument', 'approve', 'reject', 'return'] as const;
export type RegistrationVerb = (typeof REGISTRATION_VERBS)[number];

/** The verbs this user may use on a registration in this approval state now. */
export const registrationActionsOf = (approvalState: string, actor: Actor): RegistrationVerb[] =>
  actionsOf(REGISTRATION_WORKFLOW, { state: approvalState }, actor).filter((v): v is RegistrationVerb =>
    (REGISTRATION_VERBS as readonly string[]).includes(v),
  );

/** Account types a visitor may register (the platform, GLI and finance are set up by the operator). */
export const REGISTRABLE_TYPES = [
  'ACC_TYPE_CO',
  'ACC_TYPE_FF',
  'ACC_TYPE_TO',
  'ACC_TYPE_TO_WJ',
  'ACC_TYPE_SL',
  'ACC_TYPE_SP',
] as const;

const addr = {
  addrLn1: z.string().trim().min(1, 'validation.required').max(64, 'validation.tooLong'),
  addrLn2: z.string().trim().max(64, 'validation.tooLong').optional().nullable(),
  addrLn3: z.string().trim().max(1024, 'validation.tooLong').optional().nullable(),
  addrProv: z.string().trim().max(15, 'validation.tooLong').optional().nullable(),
  addrCity: z.string().trim().max(15, 'validation.tooLong').optional().nullable(),
  addrPcode: z.string().trim().min(1, 'validation.required').max(10, 'validation.tooLong'),
  addrCtry: z.object({ ctyCode: z.string().trim().length(2, 'validation.code2').toUpperCase() }),
};

/** accnDetails (spec §3 and the company table of §5), with the nested contact and address shapes. */
const accnDetailsShape = z.object({
  accnId: z.string().max(20).optional().nullable(),
  accnName: companyFields.shape.accnName,
  accnCoyRegn: companyFields.shape.accnCoyRegn,
  accnStatus: z.string().max(1).optional().nullable(),
  TMstAccnType: z.object({ atypId: z.enum(REGISTRABLE_TYPES, { message: 'validation.option' }) }),
  accnContact: z.object({
    contactTel: companyFields.shape.contactTel,
    contactEmail: companyFields.shape.contactEmail,
    contactFax: companyFields.shape.contactFax,
  }),
  accnAddr: z.object({
    ...addr,
    addrProv: companyFields.shape.addrProv,
    addrCity: companyFields.shape.addrCity,
    addrLn3: companyFields.shape.addrLn3,
  }),
});

/**
 * The tax number and postal code rules by country, as issues at their accnDetails paths. A field a
 * draft leaves blank (or a country it does not name yet) is not checked: submit requires them anyway.
 */
export function accnDetailsProblems(raw: unknown): Array<{ path: string[]; message: string }> {
  const a = (raw ?? {}) as { accnCoyRegn?: unknown; accnAddr?: { addrPcode?: unknown; addrCtry?: { ctyCode?: unknown } } };
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const country = text(a.accnAddr?.addrCtry?.ctyCode).toUpperCase();
  const regn = text(a.accnCoyRegn);
  const pcode = text(a.accnAddr?.addrPcode);
  if (!country) return [];
  return companyProblems({ accnCoyRegn: regn, addrCtry: country, addrPcode: pcode })
    .filter((p) => (p.field === 'accnCoyRegn' ? regn : pcode) !== '')
    .map((p) => ({ path: p.field === 'accnCoyRegn' ? ['accnCoyRegn'] : ['accnAddr', 'addrPcode'], message: p.message }));
}

const withCountryRules = (a: unknown, ctx: z.RefinementCtx) => {
  for (const p of accnDetailsProblems(a)) ctx.addIssue({ code: 'custom', path: p.path, message: p.message });
};

export const accnDetailsSchema = accnDetailsShape.superRefine(withCountryRules);

/** coreUsr: the first user (spec §3 and the user table of §5). */
export const coreUsrSchema = z.object({
  usrName: z.string().trim().min(1, 'validation.required').max(35, 'validation.tooLong'),
  usrPassNid: z.string().trim().min(1, 'validation.required').max(20, 'validation.tooLong'),
  usrTitle: z.string().trim().max(35, 'validation.tooLong').optional().nullable(),
  usrContact: z.object({
    contactTel: z
      .string()
      .trim()
      .min(1, 'validation.required')
      .max(1024, 'validation.tooLong')
      .regex(/^\+?[0-9 ()-]{6,}$/, 'validation.phone'),
    contactEmail: z.string().trim().min(1, 'validation.required').max(128, 'validation.tooLong').email('validation.emailInvalid'),
  }),
  usrAddr: z.object(addr),
});

/**
 * The draft form of a submit schema, derived from it (never a second copy): every field may be missing,
 * null or blank, but a value that is there must fit the same lengths, formats and options as on submit.
 */
export function draftOf(schema: z.ZodType): z.ZodType {
  let inner: z.ZodType = schema;
  while (inner instanceof z.ZodOptional || inner instanceof z.ZodNullable) inner = inner.unwrap() as z.ZodType;
  const node: z.ZodType =
    inner instanceof z.ZodObject
      ? z.object(Object.fromEntries(Object.entries(inner.shape as Record<string, z.ZodType>).map(([k, v]) => [k, draftOf(v)])))
      : inner;
  return z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), node.optional().nullable());
}

/** A saved draft's company section: the submit schema's rules for whatever it holds. */
export const accnDetailsDraftSchema = draftOf(accnDetailsShape).superRefine(withCountryRules);
/** A saved draft's administrator section. */
export const coreUsrDraftSchema = draftOf(coreUsrSchema);

/**
 * The issues of a registration section against its schema (submit or draft). zod skips a refinement
 * once a field failed, so the country rules of accnDetails are said with the other errors here.
 */
export function sectionIssues(
  section: 'accnDetails' | 'coreUsr',
  mode: 'submit' | 'draft',
  value: unknown,
): Array<{ path: PropertyKey[]; message: string }> {
  const schema =
    section === 'accnDetails'
      ? mode === 'submit'
        ? accnDetailsSchema
        : accnDetailsDraftSchema
      : mode === 'submit'
        ? coreUsrSchema
        : coreUsrDraftSchema;
  const result = schema.safeParse(value);
  if (result.success) return [];
  return [...result.error.issues, ...(section === 'accnDetails' ? accnDetailsProblems(value) : [])];
}

/** POST /api/register/: save keeps a draft (partial data allowed); submit validates everything. */
export const registrationBody = z
  .object({
    portalAccn: z.object({ accnDetails: z.unknown() }),
    coreUsr: z.unknown().optional().nullable(),
    regDocIds: z.array(z.string().uuid()).max(50).optional().nullable(),
    regDocs: z.array(z.unknown()).max(50).optional().nullable(),
    services: z.array(z.enum(SERVICES)).max(5).optional().nullable(),
    requestAction: z.enum(['save', 'submit']),
    adminTabEnabled: z.boolean().optional().nullable(),
    supDocsEnabled: z.boolean().optional().nullable(),
  })
  .strict();
