import { z } from 'zod';
import { REGISTRATION_VERBS } from './registration';
import { timestamp } from './wire';

/** The registration-approval verbs the signed-in user may use on this registration now (src/domain/registration.ts). */
const registrationActions = z
  .array(z.enum(REGISTRATION_VERBS))
  .describe('The verbs the signed-in user may use on this registration now');

/** Response schemas of the public registration (`/api/register/…`) and its review by the platform (onboarding). */

/**
 * The company section as saved: a draft holds what was typed so far (any field of the registration form may be
 * missing), so its fields pass through as stored; the server sets the registration's id and account status.
 */
export const registrationAccnDetails = z
  .looseObject({
    accnId: z.string().nullable().describe("The registration's id (null on a blank form)"),
    accnStatus: z.string(),
  })
  .describe('The company section of the registration form, as saved (drafts may be partial)');

/** A registration as the form reads it (spec §3's shape). */
export const registrationForm = z.object({
  portalAccn: z.object({ accnDetails: registrationAccnDetails }),
  coreUsr: z.unknown().describe('The administrator section of the form, as saved (drafts may be partial)'),
  services: z.array(z.string()),
  adminTabEnabled: z.boolean(),
  supDocsEnabled: z.boolean(),
});

/** A saved registration: the form with its id, state and return reasons. */
export const registrationView = registrationForm.extend({
  accnrId: z.string(),
  approvalState: z.string(),
  returnReasons: z.string().nullable(),
  readOnly: z.boolean().optional().describe('Present when the registration may no longer be changed'),
  secret: z.string().optional().describe('The resume secret, once, when a registration is first saved'),
});

/** A document uploaded to a registration. */
export const registrationDocumentRow = z.object({
  attId: z.string(),
  attType: z.string(),
  attName: z.string(),
  validTo: z.string().nullable(),
});

/** One document of a registration as its list shows it. */
export const registrationAttachment = registrationDocumentRow.extend({
  attSize: z.number().int(),
  verifyState: z.string(),
  verifyReason: z.string().nullable(),
});

/**
 * A supporting document the public registration asks for (`GET /api/register/suppDocs`): its description in the
 * request's language.
 */
export const requestedDocument = z.object({
  atypId: z.string(),
  attType: z.string(),
  desc: z.string(),
  docGroup: z.string(),
  mandatory: z.boolean(),
});

/**
 * One document of a registration with its content in base64, to view it (`GET /api/register/:regId/attachments/:attId`
 * for the holder of its secret, and the reviewer's `GET /registrations/:regId/documents/:attId`).
 */
export const registrationDocumentContent = z.object({
  attId: z.string(),
  attType: z.string(),
  attName: z.string(),
  mimeType: z.string(),
  attData: z.string().describe('The content, base64'),
});

/** A supporting document asked for an account type (spec §2.5). */
export const supportingDoc = z.object({
  atypId: z.string(),
  attType: z.string(),
  descEn: z.string(),
  descId: z.string(),
  docGroup: z.string(),
  mandatory: z.boolean(),
});

/** One row of the onboarding list. */
export const onboardingRow = z.object({
  regId: z.string(),
  accnName: z.string().nullable(),
  atypId: z.string().nullable(),
  contactEmail: z.string().nullable(),
  approvalState: z.string(),
  submittedAt: timestamp.nullable(),
  updatedAt: timestamp,
  accnId: z.string().nullable(),
  accnStatus: z.string().nullable(),
  actions: registrationActions,
});

/** A registration under review, with its documents and the documents its account type asks for. */
export const registrationReview = registrationView.omit({ readOnly: true, secret: true }).extend({
  atypId: z.string().nullable(),
  accnId: z.string().nullable(),
  submittedAt: timestamp.nullable(),
  updatedAt: timestamp,
  documents: z.array(registrationAttachment.omit({ attSize: true })),
  requiredDocs: z.array(supportingDoc),
  actions: registrationActions,
});

/** A document waiting for verification (`GET /docverification`). */
export const pendingDocument = z.object({
  attId: z.string(),
  attType: z.string(),
  attName: z.string(),
  descEn: z.string().nullable(),
  descId: z.string().nullable(),
  regId: z.string(),
  accnName: z.string().nullable(),
  submittedAt: timestamp.nullable(),
});

export const documentVerification = z.object({ attId: z.string(), verifyState: z.string() });

/** An approved registration: the company and its first user. */
export const registrationApproval = z.object({
  regId: z.string(),
  approvalState: z.string(),
  accnId: z.string(),
  usrId: z.string(),
});

/** A registration returned or rejected. */
export const registrationClosure = z.object({ regId: z.string(), approvalState: z.string() });
