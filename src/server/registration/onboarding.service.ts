import { and, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DatatableQuery } from '../../domain/datatable';
import { randomCode } from '../../domain/format';
import { ACTIVATION_DAYS } from '../../domain/users';
import type { Db, DbOrTx } from '../db/client';
import { accounts, attachTypes, attachments, registrations, userRoles, users } from '../db/schema';
import { audit } from '../http/audit';
import { countsSql, likePattern, paged } from '../http/datatable';
import { conflict, forbidden, notFound } from '../http/errors';
import { translate, type Lang } from '../http/i18n';
import type { Principal } from '../http/principal';
import { enqueueMail } from '../mail/outbox';
import { recordAccountApproved } from '../notifications/account-events';
import { issueKey } from '../session/password.service';
import { present, registrationCountry, supportingDocs } from './registration.service';
import { REGISTRATION_WORKFLOW, registrationActionsOf, type RegistrationVerb } from '../../domain/registration';
import { refusalOf } from '../../domain/workflow';

const ADMIN_ROLE: Record<string, string> = { ACC_TYPE_FF: 'FF_ADMIN' };

/** What the onboarding screens filter submitted registrations by. */
export interface RegistrationFilter {
  approvalState?: string | undefined;
  /** The company a registration became (its account id), e.g. a company still in registration. */
  accnId?: string | undefined;
  search?: string | undefined;
}

/** A registration the platform sees: anything past the visitor's draft. */
const SUBMITTED = sql`${registrations.approvalState} <> 'DRAFT'`;

function registrationWhere(f: RegistrationFilter): SQL {
  const filters: SQL[] = [SUBMITTED];
  if (f.approvalState) filters.push(eq(registrations.approvalState, f.approvalState));
  if (f.accnId) filters.push(eq(registrations.accnId, f.accnId));
  if (f.search) {
    const like = likePattern(f.search);
    filters.push(
      or(
        ilike(registrations.accnName, like),
        ilike(registrations.contactEmail, like),
        ilike(registrations.regId, like),
        ilike(registrations.accnId, like),
      )!,
    );
  }
  return and(...filters)!;
}

/**
 * The one query behind the onboarding screens: submitted registrations (never drafts) with the company
 * each became, filtered. The registrations list (`/onboarding/list`) takes its rows from it, the document
 * verification queue (`/opadmin/docverification`) its registrations (P) with their documents to verify,
 * so a registration in the queue is always in the list under the same state.
 */
function submittedRegistrations(db: DbOrTx, f: RegistrationFilter) {
  return db
    .select({
      regId: registrations.regId,
      accnName: registrations.accnName,
      atypId: registrations.atypId,
      contactEmail: registrations.contactEmail,
      approvalState: registrations.approvalState,
      submittedAt: registrations.submittedAt,
      updatedAt: registrations.updatedAt,
      accnId: registrations.accnId,
      accnStatus: accounts.accnStatus,
    })
    .from(registrations)
    .leftJoin(accounts, eq(accounts.accnId, registrations.accnId))
    .where(registrationWhere(f))
    .as('submitted');
}

/**
 * The registration-approval workflow's check of a verb (src/domain/registration.ts), inside the transaction that
 * holds the registration: not from this state 409, not this user's verb 403.
 */
function checkVerb(verb: RegistrationVerb, approvalState: string, actor: Principal): void {
  const refusal = refusalOf(REGISTRATION_WORKFLOW, verb, { state: approvalState }, actor);
  if (refusal === 'state') throw conflict('registration.notUnderReview');
  if (refusal) throw forbidden();
}

export async function listRegistrations(db: Db, q: DatatableQuery & RegistrationFilter, actor: Principal) {
  const reg = submittedRegistrations(db, q);
  const page = await paged(
    q,
    true,
    () => db.select().from(reg).orderBy(desc(reg.submittedAt), desc(reg.regId)).limit(q.length).offset(q.start),
    async () =>
      (
        await db
          .select(countsSql(registrationWhere(q)))
          .from(registrations)
          .where(SUBMITTED)
      )[0]!,
  );
  return { ...page, aaData: page.aaData.map((row) => ({ ...row, actions: registrationActionsOf(row.approvalState, actor) })) };
}

export async function reviewRegistration(db: Db, regId: string, actor: Principal) {
  const [row] = await db.select().from(registrations).where(eq(registrations.regId, regId));
  if (!row || row.approvalState === 'DRAFT') throw notFound('Registration not found');
  const docs = await db
    .select({
      attId: attachments.attId,
      attType: attachments.attType,
      attName: attachments.attName,
      validTo: attachments.validTo,
      verifyState: attachments.verifyState,
      verifyReason: attachments.verifyReason,
    })
    .from(attachments)
    .where(eq(attachments.attReferenceid, regId));
  // The document types asked for the account type, so the reviewer sees what approval waits for.
  const requiredDocs = await supportingDocs(db, row.atypId ?? '', registrationCountry(row.accnDetails));
  return {
    ...present(row),
    atypId: row.atypId,
    accnId: row.accnId,
    submittedAt: row.submittedAt,
    updatedAt: row.updatedAt,
    documents: docs,
    requiredDocs,
    actions: registrationActionsOf(row.approvalState, actor),
  };
}

/** One document of a submitted registration with its content (base64), for the reviewer to open. */
export async function registrationDocument(db: Db, regId: string, attId: string) {
  const [row] = await db
    .select({
      attId: attachments.attId,
      attType: attachments.attType,
      attName: attachments.attName,
      mimeType: attachments.mimeType,
      attData: attachments.attData,
      approvalState: registrations.approvalState,
    })
    .from(attachments)
    .innerJoin(registrations, eq(registrations.regId, attachments.attReferenceid))
    .where(and(eq(attachments.attId, attId), eq(attachments.attReferenceid, regId)));
  if (!row || row.approvalState === 'DRAFT') throw notFound('Document not found');
  const { attData, approvalState: _state, ...rest } = row;
  return { ...rest, attData: attData.toString('base64') };
}

/** The queue of `/opadmin/docverification`: the documents not verified yet of registrations under review (P). */
export async function pendingDocuments(db: Db) {
  const reg = submittedRegistrations(db, { approvalState: 'P' });
  return db
    .select({
      attId: attachments.attId,
      attType: attachments.attType,
      attName: attachments.attName,
      descEn: attachTypes.descEn,
      descId: attachTypes.descId,
      regId: reg.regId,
      accnName: reg.accnName,
      submittedAt: reg.submittedAt,
    })
    .from(reg)
    .innerJoin(attachments, and(eq(attachments.attReferenceid, reg.regId), eq(attachments.verifyState, 'NOT_VERIFIED')))
    .leftJoin(attachTypes, eq(attachTypes.attType, attachments.attType))
    .orderBy(reg.submittedAt, reg.regId, attachments.attType)
    .limit(1000);
}

/** Marks one document verified, returned (with a reason) or back to not verified. */
export async function verifyDocument(
  db: Db,
  actor: Principal,
  regId: string,
  attId: string,
  state: 'VERIFIED' | 'RETURNED' | 'NOT_VERIFIED',
  reason?: string,
) {
  return db.transaction(async (tx) => {
    // Locked like every other change of a registration's documents (src/server/files/documents.service.ts).
    const [reg] = await tx
      .select({ s: registrations.approvalState })
      .from(registrations)
      .where(eq(registrations.regId, regId))
      .for('update');
    if (!reg || reg.s === 'DRAFT') throw notFound('Registration not found');
    checkVerb('verifyDocument', reg.s, actor);
    const [doc] = await tx
      .update(attachments)
      .set({ verifyState: state, verifyReason: reason ?? null, verifiedBy: actor.usrId, verifiedAt: new Date() })
      .where(and(eq(attachments.attId, attId), eq(attachments.attReferenceid, regId)))
      .returning({ attId: attachments.attId, verifyState: attachments.verifyState });
    if (!doc) throw notFound('Document not found');
    await audit(tx, actor, { event: `DOCUMENT_${state}`, entity: 'attachment', entityId: attId, remarks: reason ?? null });
    return doc;
  });
}

const userIdFrom = (email: string) =>
  email
    .split('@')[0]!
    .replace(/[^A-Za-z0-9_.-]/g, '')
    .toUpperCase()
    .slice(0, 28) || 'ADMIN';

/**
 * Approve: only when every mandatory document is verified. Creates the company (status R until
 * activation) and its administrator without a password, e-mails the activation link; state C.
 */
export async function approveRegistration(db: Db, actor: Principal, regId: string, baseUrl: string, lang: Lang) {
  return db.transaction(async (tx) => {
    const [reg] = await tx.select().from(registrations).where(eq(registrations.regId, regId)).for('update');
    if (!reg || reg.approvalState === 'DRAFT') throw notFound('Registration not found');
    checkVerb('approve', reg.approvalState, actor);
    const docs = await tx.select().from(attachments).where(eq(attachments.attReferenceid, regId));
    const required = (await supportingDocs(tx, reg.atypId ?? '', registrationCountry(reg.accnDetails))).filter(
      (d) => d.mandatory,
    );
    const unverified = required.filter((d) => !docs.some((a) => a.attType === d.attType && a.verifyState === 'VERIFIED'));
    if (unverified.length) throw conflict('registration.documentsNotVerified');
    const details = reg.accnDetails as {
      accnName: string;
      accnCoyRegn: string;
      accnContact: { contactTel: string; contactEmail: string; contactFax?: string | null };
      accnAddr: {
        addrLn1: string;
        addrLn2?: string | null;
        addrLn3?: string | null;
        addrProv: string;
        addrCity: string;
        addrPcode: string;
        addrCtry: { ctyCode: string };
      };
    };
    const user = reg.coreUsr as {
      usrName: string;
      usrPassNid: string;
      usrTitle?: string | null;
      usrContact: { contactTel: string; contactEmail: string };
    };
    const accnId = randomCode('AC').slice(0, 20);
    await tx.insert(accounts).values({
      accnId,
      accnName: details.accnName,
      accnCoyRegn: details.accnCoyRegn.replace(/[.\s-]/g, ''),
      accnStatus: 'R',
      atypId: reg.atypId!,
      contactTel: details.accnContact.contactTel,
      contactEmail: details.accnContact.contactEmail,
      contactFax: details.accnContact.contactFax ?? null,
      addrLn1: details.accnAddr.addrLn1,
      addrLn2: details.accnAddr.addrLn2 ?? null,
      addrLn3: details.accnAddr.addrLn3 ?? null,
      addrProv: details.accnAddr.addrProv,
      addrCity: details.accnAddr.addrCity,
      addrPcode: details.accnAddr.addrPcode,
      addrCtry: details.accnAddr.addrCtry.ctyCode,
    });
    let usrId = userIdFrom(user.usrContact.contactEmail);
    const [taken] = await tx.select({ id: users.usrId }).from(users).where(eq(users.usrId, usrId));
    if (taken) usrId = `${usrId.slice(0, 28)}${Math.floor(Math.random() * 9000 + 1000)}`;
    await tx.insert(users).values({
      usrId,
      accnId,
      usrName: user.usrName,
      usrPassNid: user.usrPassNid,
      usrTitle: user.usrTitle ?? null,
      contactEmail: user.usrContact.contactEmail,
      contactTel: user.usrContact.contactTel,
      passwordHash: null,
      passwordSetBy: 'USER',
    });
    await tx.insert(userRoles).values({ usrId, roleId: ADMIN_ROLE[reg.atypId ?? ''] ?? 'ACCN_ADMIN' });
    // Only the registration's own documents (uploaded with its secret, no company yet) become the company's.
    await tx
      .update(attachments)
      .set({ accnId })
      .where(and(eq(attachments.attReferenceid, regId), isNull(attachments.accnId)));
    await tx
      .update(registrations)
      .set({ approvalState: 'C', accnId, updatedAt: new Date() })
      .where(eq(registrations.regId, regId));
    const key = await issueKey(tx, usrId, 'ACTIVATE', ACTIVATION_DAYS * 24 * 60);
    await enqueueMail(tx, {
      to: user.usrContact.contactEmail,
      subject: translate(lang, 'server.mail.activateSubject'),
      body: translate(lang, 'server.mail.activateBody', {
        name: user.usrName,
        userId: usrId,
        company: details.accnName,
        link: `${baseUrl}/trucking/activate/${key}`,
      }),
      template: 'REGISTRATION_APPROVED',
      usrId,
    });
    await audit(tx, actor, { event: 'REGISTRATION_APPROVED', entity: 'registration', entityId: regId, after: { accnId, usrId } });
    return { regId, approvalState: 'C', accnId, usrId };
  });
}

/** Reject (R) or return for amendment (RET, the visitor edits and resubmits); the reasons are e-mailed. */
export async function closeRegistration(
  db: Db,
  actor: Principal,
  regId: string,
  outcome: 'R' | 'RET',
  reason: string,
  lang: Lang,
) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ s: registrations.approvalState })
      .from(registrations)
      .where(eq(registrations.regId, regId))
      .for('update');
    if (!before || before.s === 'DRAFT') throw notFound('Registration not found');
    checkVerb(outcome === 'R' ? 'reject' : 'return', before.s, actor);
    const [reg] = await tx
      .update(registrations)
      .set({ approvalState: outcome, returnReasons: reason, updatedAt: new Date() })
      .where(and(eq(registrations.regId, regId), eq(registrations.approvalState, 'P')))
      .returning();
    if (!reg) {
      const [exists] = await tx
        .select({ s: registrations.approvalState })
        .from(registrations)
        .where(eq(registrations.regId, regId));
      if (!exists || exists.s === 'DRAFT') throw notFound('Registration not found');
      throw conflict('registration.notUnderReview');
    }
    if (reg.contactEmail) {
      await enqueueMail(tx, {
        to: reg.contactEmail,
        subject: translate(
          lang,
          outcome === 'R' ? 'server.mail.registrationRejectedSubject' : 'server.mail.registrationReturnedSubject',
        ),
        body: translate(lang, 'server.mail.registrationDecisionBody', { company: reg.accnName ?? '', reason }),
        template: outcome === 'R' ? 'REGISTRATION_REJECTED' : 'REGISTRATION_RETURNED',
      });
    }
    await audit(tx, actor, {
      event: outcome === 'R' ? 'REGISTRATION_REJECTED' : 'REGISTRATION_RETURNED',
      entity: 'registration',
      entityId: regId,
      remarks: reason,
    });
    return { regId, approvalState: outcome };
  });
}

/** Activation of the first administrator makes a registered company active (A) and its registration approved (V). */
export async function activateRegisteredCompany(
  tx: Parameters<Parameters<Db['transaction']>[0]>[0],
  usrId: string,
): Promise<void> {
  const [user] = await tx.select({ accnId: users.accnId }).from(users).where(eq(users.usrId, usrId));
  if (!user) return;
  const [account] = await tx
    .update(accounts)
    .set({ accnStatus: 'A', updatedAt: new Date() })
    .where(and(eq(accounts.accnId, user.accnId), inArray(accounts.accnStatus, ['R', 'N'])))
    .returning({ accnId: accounts.accnId, accnName: accounts.accnName });
  if (!account) return;
  await tx
    .update(registrations)
    .set({ approvalState: 'V', updatedAt: new Date() })
    .where(and(eq(registrations.accnId, account.accnId), eq(registrations.approvalState, 'C')));
  await audit(tx, null, { event: 'ACCOUNT_ACTIVATED', entity: 'account', entityId: account.accnId, after: { accnStatus: 'A' } });
  await recordAccountApproved(tx, account, usrId);
}
