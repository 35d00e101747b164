import { randomBytes } from 'node:crypto';
import { sha256 } from '../http/digest';
import { and, asc, eq, sql } from 'drizzle-orm';
import { companyProblems } from '../../domain/company';
import { accnDetailsSchema, coreUsrSchema, SERVICES, type ApprovalState } from '../../domain/registration';
import type { UploadBody } from '../../domain/upload';
import type { Db, DbOrTx } from '../db/client';
import { accounts, attachments, attachTypes, docAssociates, registrations, users } from '../db/schema';
import { audit } from '../http/audit';
import { conflict, notFound, validationFailed, type FieldErrors } from '../http/errors';
import { toFieldErrors } from '../http/field-errors';
import { storeUpload } from '../files/documents.service';

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
export async function loadRegistration(db: DbOrTx, regId: string, secret: string | undefined) {
  if (!secret) throw notFound('Registration not found');
  const [row] = await db
    .select()
    .from(registrations)
    .where(and(eq(registrations.regId, regId), eq(registrations.secretHash, sha256(secret))));
  if (!row) throw notFound('Registration not found');
  return row;
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
        accnStatus: row.approvalState === 'DRAFT' || row.approvalState === 'RET' ? 'N' : 'R',
      },
    },
    coreUsr: row.coreUsr,
    services: row.services,
    adminTabEnabled: true,
    supDocsEnabled: true,
  };
}

/** Documents asked for the account type, in the three groups of spec §2.5, with the mandatory flag. */
export async function supportingDocs(db: DbOrTx, atypId: string) {
  return db
    .select({
      attType: docAssociates.attType,
      descEn: attachTypes.descEn,
      descId: attachTypes.descId,
      docGroup: docAssociates.docGroup,
      mandatory: docAssociates.mandatory,
    })
    .from(docAssociates)
    .innerJoin(attachTypes, eq(attachTypes.attType, docAssociates.attType))
    .where(and(eq(docAssociates.atypId, atypId), eq(docAssociates.status, 'A')))
    .orderBy(asc(docAssociates.docGroup), sql`${docAssociates.mandatory} desc`, asc(docAssociates.attType));
}

async function validateForSubmit(db: DbOrTx, regId: string, input: RegistrationInput): Promise<{ atypId: string }> {
  const errors: FieldErrors = {};
  const details = accnDetailsSchema.safeParse(input.portalAccn.accnDetails);
  if (!details.success) {
    // The tax number and postal code checks depend on the country; say them with the other errors.
    const raw = input.portalAccn.accnDetails as {
      accnCoyRegn?: unknown;
      accnAddr?: { addrPcode?: unknown; addrCtry?: { ctyCode?: unknown } };
    } | null;
    const problems = companyProblems({
      accnCoyRegn: String(raw?.accnCoyRegn ?? ''),
      addrCtry: String(raw?.accnAddr?.addrCtry?.ctyCode ?? '').toUpperCase(),
      addrPcode: String(raw?.accnAddr?.addrPcode ?? ''),
    }).map((p) => ({ path: p.field === 'accnCoyRegn' ? ['accnCoyRegn'] : ['accnAddr', 'addrPcode'], message: p.message }));
    errors.accnDetails = toFieldErrors([...details.error.issues, ...problems]);
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
    if (Object.keys(section).length === 0) delete errors.accnDetails;
    const today = new Date().toISOString().slice(0, 10);
    const files = await db
      .select({ attType: attachments.attType, validTo: attachments.validTo })
      .from(attachments)
      .where(eq(attachments.attReferenceid, regId));
    const missing = (await supportingDocs(db, atypId)).filter(
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
  if (Object.keys(errors).length) throw validationFailed(errors);
  return { atypId };
}

/**
 * Save keeps a draft (new drafts get an unguessable id and a secret the visitor keeps); submit
 * validates every section and the mandatory documents, then waits for the operator (state P).
 */
export async function saveRegistration(db: Db, input: RegistrationInput, regId: string | undefined, secret: string | undefined) {
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
    let row = regId ? await loadRegistration(tx, regId, secret) : null;
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
      await validateForSubmit(tx, row!.regId, input);
      const [submitted] = await tx
        .update(registrations)
        .set({ approvalState: 'P', submittedAt: new Date(), returnReasons: null })
        .where(and(eq(registrations.regId, row!.regId), sql`${registrations.approvalState} in ('DRAFT','RET')`))
        .returning();
      if (!submitted) throw conflict('registration.notEditable');
      await audit(tx, null, {
        event: 'REGISTRATION_SUBMITTED',
        entity: 'registration',
        entityId: submitted.regId,
        remarks: summary.accnName,
      });
      return { row: submitted, secret: newSecret };
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
  const reg = await loadRegistration(db, regId, secret);
  if (!(['DRAFT', 'RET'] as ApprovalState[]).includes(reg.approvalState as ApprovalState))
    throw conflict('registration.notEditable');
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(attachments)
    .where(eq(attachments.attReferenceid, regId));
  if ((count?.n ?? 0) >= MAX_FILES_PER_REGISTRATION) throw conflict('registration.tooManyFiles');
  const row = await db.transaction((tx) => storeUpload(tx, body, { accnId: null, actor: null, attReferenceid: regId }));
  return { attId: row.attId, attType: row.attType, attName: row.attName, validTo: row.validTo };
}
