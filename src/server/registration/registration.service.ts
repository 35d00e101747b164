import { randomBytes } from 'node:crypto';
import { sha256 } from '../http/digest';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { companyFields } from '../../domain/company';
import {
  accnDetailsSchema,
  coreUsrSchema,
  REGISTRABLE_TYPES,
  sectionIssues,
  SERVICES,
  type ApprovalState,
} from '../../domain/registration';
import type { UploadBody } from '../../domain/upload';
import { ATTACHMENT_TYPES } from '../../domain/lookups';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../db/client';
import { accounts, attachments, attachTypes, countries, docAssociates, registrations, users } from '../db/schema';
import { audit } from '../http/audit';
import { conflict, notFound, validationFailed, type FieldErrors } from '../http/errors';
import { toFieldErrors } from '../http/field-errors';
import { assertRegistrationDocumentsEditable, storeUpload } from '../files/documents.service';
import { translate, type Lang } from '../http/i18n';
import { enqueueMail } from '../mail/outbox';
import { recordRegistrationReceived } from '../notifications/account-events';
import { verifyRegistrationAccess } from '../session/registration-access';

/** Most files one registration may hold. */
export const MAX_FILES_PER_REGISTRATION = 30;

export interface RegistrationInput {
  portalAccn: { accnDetails: unknown };
  coreUsr?: unknown;
  regDocIds?: string[] | null;
  services?: string[] | null;
  requestAction: 'save' | 'submit';
}

/** A blank registration (GET /api/mockregister/new). */
export function blankRegistration() {
  const address = {
    addrLn1: '',
    addrLn2: '',
    addrLn3: '',
    addrProv: '',
    addrCity: '',
    addrPcode: '',
    addrCtry: { ctyCode: 'ID' },
  };
  return {
    portalAccn: {
      accnDetails: {
        accnId: null,
        accnName: '',
        accnCoyRegn: '',
        accnStatus: 'N',
        TMstAccnType: { atypId: '' },
        accnContact: { contactTel: '', contactEmail: '', contactFax: '' },
        accnAddr: address,
      },
    },
    coreUsr: { usrName: '', usrPassNid: '', usrTitle: '', usrContact: { contactTel: '', contactEmail: '' }, usrAddr: address },
    services: [] as string[],
    adminTabEnabled: false,
    supDocsEnabled: false,
  };
}

/** Loads a registration only for the holder of its secret; anyone else gets 404. */
export async function loadRegistration(db: DbOrTx, regId: string, secret: string | undefined, lock = false) {
  if (!secret) throw notFound('Registration not found');
  const query = db
    .select()
    .from(registrations)
    .where(and(eq(registrations.regId, regId), eq(registrations.secretHash, sha256(secret))));
  // A change locks the row, so a submit and a change of its documents (which lock it too) run one after the other.
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Registration not found');
  return row;
}

/**
 * Loads a registration for reading: with its secret, or with the short-lived read access answered to a
 * signed-in user of a company still in registration (AUTHORIZED_REG); that access is read-only.
 */
export async function loadRegistrationForReading(db: DbOrTx, tokenSecret: Uint8Array, regId: string, key: string | undefined) {
  if (key && (await verifyRegistrationAccess(tokenSecret, key, regId))) {
    const [row] = await db.select().from(registrations).where(eq(registrations.regId, regId));
    if (!row) throw notFound('Registration not found');
    return { row, readOnly: true };
  }
  return { row: await loadRegistration(db, regId, key), readOnly: false };
}

/** One document of a registration, with its content (the caller has checked the access). */
export async function registrationDocument(db: DbOrTx, regId: string, attId: string) {
  const [doc] = await db
    .select({
      attId: attachments.attId,
      attType: attachments.attType,
      attName: attachments.attName,
      mimeType: attachments.mimeType,
      attData: attachments.attData,
    })
    .from(attachments)
    .where(and(eq(attachments.attId, attId), eq(attachments.attReferenceid, regId)));
  if (!doc) throw notFound('Document not found');
  return { ...doc, attData: Buffer.from(doc.attData).toString('base64') };
}

/** Changes the validity date of a document of a draft (or returned) registration. */
export async function setRegistrationDocValidity(
  db: Db,
  regId: string,
  secret: string | undefined,
  attId: string,
  validTo: string | null,
) {
  return db.transaction(async (tx) => {
    assertRegistrationDocumentsEditable(await loadRegistration(tx, regId, secret, true));
    const [doc] = await tx
      .update(attachments)
      .set({ validTo })
      .where(and(eq(attachments.attId, attId), eq(attachments.attReferenceid, regId)))
      .returning({
        attId: attachments.attId,
        attType: attachments.attType,
        attName: attachments.attName,
        validTo: attachments.validTo,
      });
    if (!doc) throw notFound('Document not found');
    await audit(tx, null, {
      event: 'DOCUMENT_VALIDITY',
      entity: 'attachment',
      entityId: attId,
      remarks: regId,
      after: { validTo },
    });
    return doc;
  });
}

/** Where the visitor's resume link leads: the registration page with the secret in the fragment (never sent to a server). */
export const resumeLink = (baseUrl: string, regId: string, secret: string) =>
  `${baseUrl}/trucking/session/register/${encodeURIComponent(regId)}#s=${encodeURIComponent(secret)}`;

/** The company's account status (spec §4) a registration stands for: N while editable, R under review, A once active, X when rejected or expired. */
export function registrationAccountStatus(approvalState: string): string {
  if (approvalState === 'DRAFT' || approvalState === 'RET') return 'N';
  if (approvalState === 'V') return 'A';
  if (approvalState === 'R' || approvalState === 'X') return 'X';
  return 'R';
}

export function present(row: typeof registrations.$inferSelect) {
  const details = row.accnDetails as Record<string, unknown>;
  return {
    accnrId: row.regId,
    approvalState: row.approvalState,
    returnReasons: row.returnReasons,
    portalAccn: {
      accnDetails: {
        ...details,
        accnId: row.regId,
        accnStatus: registrationAccountStatus(row.approvalState),
      },
    },
    coreUsr: row.coreUsr,
    services: row.services,
    adminTabEnabled: true,
    supDocsEnabled: true,
  };
}

/**
 * Documents asked for the account type (or, without one, for every type a visitor may register), in the
 * three groups of spec §2.5, with the mandatory flag; each row names its account type.
 */
export async function supportingDocs(db: DbOrTx, atypId: string | null, ctryCode?: string | null) {
  const rows = await db
    .select({
      atypId: docAssociates.atypId,
      attType: docAssociates.attType,
      descEn: attachTypes.descEn,
      descId: attachTypes.descId,
      docGroup: docAssociates.docGroup,
      mandatory: docAssociates.mandatory,
    })
    .from(docAssociates)
    .innerJoin(attachTypes, eq(attachTypes.attType, docAssociates.attType))
    .where(
      and(
        atypId === null ? inArray(docAssociates.atypId, [...REGISTRABLE_TYPES]) : eq(docAssociates.atypId, atypId),
        eq(docAssociates.status, 'A'),
      ),
    )
    .orderBy(
      asc(docAssociates.atypId),
      asc(docAssociates.docGroup),
      sql`${docAssociates.mandatory} desc`,
      asc(docAssociates.attType),
    );
  // A country's own documents (an Indonesian NIB, a Cambodian tax certificate) are asked only of companies there.
  const country = ctryCode?.trim().toUpperCase();
  return rows.filter((d) => {
    const own = ATTACHMENT_TYPES.find((a) => a.value === d.attType)?.ctryCode;
    return !own || !country || own === country;
  });
}

/** The country of a saved registration's company address (raw draft data). */
export const registrationCountry = (accnDetails: unknown): string | null => {
  const code = (accnDetails as { accnAddr?: { addrCtry?: { ctyCode?: unknown } } } | null)?.accnAddr?.addrCtry?.ctyCode;
  return typeof code === 'string' && code ? code.toUpperCase() : null;
};

async function validateForSubmit(
  db: DbOrTx,
  regId: string,
  input: RegistrationInput,
): Promise<{ atypId: string; accnDetails: z.infer<typeof accnDetailsSchema>; coreUsr: z.infer<typeof coreUsrSchema> }> {
  const errors: FieldErrors = {};
  const details = accnDetailsSchema.safeParse(input.portalAccn.accnDetails);
  if (!details.success) {
    // The tax number and postal code checks depend on the country; say them with the other errors.
    errors.accnDetails = toFieldErrors(sectionIssues('accnDetails', 'submit', input.portalAccn.accnDetails));
  }
  const user = coreUsrSchema.safeParse(input.coreUsr ?? {});
  if (!user.success) errors.coreUsr = toFieldErrors(user.error.issues);
  const services = input.services ?? [];
  if (services.length === 0 || services.some((s) => !(SERVICES as readonly string[]).includes(s))) {
    errors.accnDetails = { ...((errors.accnDetails as FieldErrors | undefined) ?? {}), services: 'registration.serviceRequired' };
  }
  const atypId = details.success ? details.data.TMstAccnType.atypId : '';
  if (details.success) {
    const digits = details.data.accnCoyRegn.replace(/\D/g, '');
    const [taxTaken] = await db
      .select({ id: accounts.accnId })
      .from(accounts)
      .where(sql`regexp_replace(${accounts.accnCoyRegn}, '[^0-9]', '', 'g') = ${digits}`);
    const [mailTaken] = await db
      .select({ id: accounts.accnId })
      .from(accounts)
      .where(sql`lower(${accounts.contactEmail}) = lower(${details.data.accnContact.contactEmail})`);
    const section = (errors.accnDetails ??= {}) as FieldErrors;
    if (taxTaken) section.accnCoyRegn = 'validation.taxNumberTaken';
    if (mailTaken) section['accnContact.contactEmail'] = 'registration.emailTaken';
    // §5: the country is selectable, so it must be one of the active countries of the list.
    const [country] = await db
      .select({ code: countries.ctryCode })
      .from(countries)
      .where(and(eq(countries.ctryCode, details.data.accnAddr.addrCtry.ctyCode), eq(countries.status, 'A')));
    if (!country) section['accnAddr.addrCtry.ctyCode'] = 'validation.option';
    if (Object.keys(section).length === 0) delete errors.accnDetails;
    const today = new Date().toISOString().slice(0, 10);
    const files = await db
      .select({ attType: attachments.attType, validTo: attachments.validTo })
      .from(attachments)
      .where(eq(attachments.attReferenceid, regId));
    const missing = (await supportingDocs(db, atypId, details.data.accnAddr.addrCtry.ctyCode)).filter(
      (d) => d.mandatory && !files.some((f) => f.attType === d.attType && (!f.validTo || f.validTo >= today)),
    );
    if (missing.length) errors.regDocs = Object.fromEntries(missing.map((d) => [d.attType, 'registration.documentMissing']));
  }
  if (details.success && user.success) {
    const [userTaken] = await db
      .select({ id: users.usrId })
      .from(users)
      .where(sql`lower(${users.contactEmail}) = lower(${user.data.usrContact.contactEmail})`);
    if (userTaken) errors.coreUsr = { 'usrContact.contactEmail': 'registration.emailTaken' };
  }
  if (Object.keys(errors).length || !details.success || !user.success) throw validationFailed(errors);
  // What is kept is what was validated (trimmed, country upper-cased): approval copies it into columns of the §5 sizes.
  return { atypId, accnDetails: details.data, coreUsr: user.data };
}

/**
 * A draft may leave out any field, but what it holds must fit the submit rules (lengths, formats,
 * options): the draft schemas are derived from the submit ones. Errors per section, as on submit.
 */
export function validateDraft(input: RegistrationInput): void {
  const errors: FieldErrors = {};
  const details = sectionIssues('accnDetails', 'draft', input.portalAccn.accnDetails ?? {});
  if (details.length) errors.accnDetails = toFieldErrors(details);
  const user = sectionIssues('coreUsr', 'draft', input.coreUsr ?? {});
  if (user.length) errors.coreUsr = toFieldErrors(user);
  if (Object.keys(errors).length) throw validationFailed(errors);
}

/**
 * Save keeps a draft (new drafts get an unguessable id and a secret the visitor keeps); submit
 * validates every section and the mandatory documents, then waits for the operator (state P).
 */
export async function saveRegistration(
  db: Db,
  input: RegistrationInput,
  regId: string | undefined,
  secret: string | undefined,
  resumeMail?: { baseUrl: string; lang: Lang },
) {
  if (input.requestAction === 'save') validateDraft(input);
  const details = (input.portalAccn.accnDetails ?? {}) as Record<string, unknown>;
  const summary = {
    accnDetails: details,
    coreUsr: input.coreUsr ?? null,
    services: (input.services ?? []).filter((s) => (SERVICES as readonly string[]).includes(s)),
    atypId: String((details.TMstAccnType as { atypId?: unknown } | undefined)?.atypId ?? '') || null,
    accnName: typeof details.accnName === 'string' ? details.accnName.slice(0, 256) : null,
    contactEmail:
      String((details.accnContact as { contactEmail?: unknown } | undefined)?.contactEmail ?? '').slice(0, 128) || null,
    updatedAt: new Date(),
  };
  // One transaction: a submit that fails validation leaves the registration as it was (a new one is not created).
  return db.transaction(async (tx) => {
    let row = regId ? await loadRegistration(tx, regId, secret, true) : null;
    let newSecret: string | null = null;
    if (row && !(['DRAFT', 'RET'] as ApprovalState[]).includes(row.approvalState as ApprovalState))
      throw conflict('registration.notEditable');
    if (!row) {
      if (typeof details.accnName !== 'string' || !details.accnName.trim())
        throw validationFailed({ accnDetails: { accnName: 'validation.required' } });
      newSecret = randomBytes(24).toString('base64url');
      const regId = randomBytes(15).toString('base64url').replace(/[-_]/g, 'x');
      row = (
        await tx
          .insert(registrations)
          .values({ regId, secretHash: sha256(newSecret), ...summary })
          .returning()
      )[0]!;
    } else {
      row = (
        await tx
          .update(registrations)
          .set({ ...summary, version: row.version + 1 })
          .where(eq(registrations.regId, row.regId))
          .returning()
      )[0]!;
    }
    if (input.requestAction === 'submit') {
      const valid = await validateForSubmit(tx, row!.regId, input);
      const [submitted] = await tx
        .update(registrations)
        .set({
          approvalState: 'P',
          submittedAt: new Date(),
          returnReasons: null,
          accnDetails: valid.accnDetails,
          coreUsr: valid.coreUsr,
          accnName: valid.accnDetails.accnName,
          contactEmail: valid.accnDetails.accnContact.contactEmail,
        })
        .where(and(eq(registrations.regId, row!.regId), sql`${registrations.approvalState} in ('DRAFT','RET')`))
        .returning();
      if (!submitted) throw conflict('registration.notEditable');
      await audit(tx, null, {
        event: 'REGISTRATION_SUBMITTED',
        entity: 'registration',
        entityId: submitted.regId,
        remarks: summary.accnName,
      });
      await recordRegistrationReceived(tx, submitted);
      return { row: submitted, secret: newSecret };
    }
    // The first save e-mails the resume link to the company e-mail (when it is one), so the visitor can come back.
    const email = companyFields.shape.contactEmail.safeParse(summary.contactEmail ?? '');
    if (newSecret && resumeMail && email.success) {
      await enqueueMail(tx, {
        to: email.data,
        subject: translate(resumeMail.lang, 'registration.mail.resumeSubject'),
        body: translate(resumeMail.lang, 'registration.mail.resumeBody', {
          company: summary.accnName ?? '',
          link: resumeLink(resumeMail.baseUrl, row!.regId, newSecret),
        }),
        template: 'REGISTRATION_RESUME',
      });
    }
    await audit(tx, null, {
      event: newSecret ? 'REGISTRATION_CREATED' : 'REGISTRATION_SAVED',
      entity: 'registration',
      entityId: row!.regId,
      remarks: summary.accnName,
    });
    return { row: row!, secret: newSecret };
  });
}

/** A supporting document of a registration (the holder of its secret only; at most 30 files). */
export async function uploadRegistrationDoc(db: Db, regId: string, secret: string | undefined, body: UploadBody) {
  const row = await db.transaction(async (tx) => {
    assertRegistrationDocumentsEditable(await loadRegistration(tx, regId, secret, true));
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(attachments)
      .where(eq(attachments.attReferenceid, regId));
    if ((count?.n ?? 0) >= MAX_FILES_PER_REGISTRATION) throw conflict('registration.tooManyFiles');
    return storeUpload(tx, body, { accnId: null, actor: null, attReferenceid: regId });
  });
  return { attId: row.attId, attType: row.attType, attName: row.attName, validTo: row.validTo };
}

/** A registration's documents, as its document list shows them. */
export async function registrationAttachments(db: DbOrTx, regId: string) {
  return db
    .select({
      attId: attachments.attId,
      attType: attachments.attType,
      attName: attachments.attName,
      attSize: attachments.attSize,
      validTo: attachments.validTo,
      verifyState: attachments.verifyState,
      verifyReason: attachments.verifyReason,
    })
    .from(attachments)
    .where(eq(attachments.attReferenceid, regId));
}

/** Deletes a document of a registration whose documents may still change (its key given); audited. */
export async function deleteRegistrationDoc(db: Db, regId: string, secret: string | undefined, attId: string): Promise<void> {
  await db.transaction(async (tx) => {
    assertRegistrationDocumentsEditable(await loadRegistration(tx, regId, secret, true));
    const [gone] = await tx
      .delete(attachments)
      .where(and(eq(attachments.attId, attId), eq(attachments.attReferenceid, regId)))
      .returning({ attId: attachments.attId, attName: attachments.attName });
    if (!gone) throw notFound('Document not found');
    await audit(tx, null, {
      event: 'DOCUMENT_DELETE',
      entity: 'attachment',
      entityId: gone.attId,
      remarks: regId,
      before: gone,
    });
  });
}
