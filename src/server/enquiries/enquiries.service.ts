import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import {
  ENQUIRY_WORKFLOW,
  type EnquiryInput,
  type EnquiryListQuery,
  type EnquiryState,
  type EnquiryVerb,
  type OperatorContact,
} from '../../domain/enquiries/enquiries';
import type { DatatableQuery } from '../../domain/datatable';
import { actionsOf, refusalOf, type Actor } from '../../domain/workflow';
import type { Db } from '../db/client';
import { enquiries, faqEntries } from '../db/schema';
import { audit } from '../http/audit';
import { countsSql, likePattern, orderBy, paged } from '../http/datatable';
import { conflict, forbidden, notFound, validationFailed } from '../http/errors';
import { translate, type Lang } from '../http/i18n';
import type { Principal } from '../http/principal';
import { enqueueMail } from '../mail/outbox';
import { readParam } from '../sysparams/sysparams.service';

// ---------------------------------------------------------------------------------------------------------------
// The challenge: a signed sum, valid ten minutes, usable once (its nonce is unique among the enquiries).

const CHALLENGE_MINUTES = 10;

export type Secret = string | Uint8Array;

/** HMAC of the challenge under a key derived from the token secret (never the session tokens' key itself). */
const sign = (secret: Secret, payload: string) =>
  createHmac('sha256', createHmac('sha256', secret).update('enquiry-challenge').digest()).update(payload).digest('base64url');

export function newChallenge(secret: Secret, now = new Date()) {
  const a = randomInt(2, 20);
  const b = randomInt(2, 20);
  const expiresAt = new Date(now.getTime() + CHALLENGE_MINUTES * 60_000);
  const nonce = randomBytes(12).toString('base64url');
  const payload = `${a}.${b}.${expiresAt.getTime()}.${nonce}`;
  return { token: `${payload}.${sign(secret, payload)}`, a, b, expiresAt };
}

/** The challenge's nonce when the token is ours, unexpired and answered right; else a field error. */
export function checkChallenge(secret: Secret, token: string, answer: string, now = new Date()): string {
  const parts = token.split('.');
  const refuse = (message: string) => validationFailed({ challengeAnswer: message });
  if (parts.length !== 5) throw refuse('enquiries.errors.challengeInvalid');
  const [a, b, expires, nonce, mac] = parts as [string, string, string, string, string];
  const expected = Buffer.from(sign(secret, `${a}.${b}.${expires}.${nonce}`));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw refuse('enquiries.errors.challengeInvalid');
  if (Number(expires) < now.getTime()) throw refuse('enquiries.errors.challengeExpired');
  if (Number(a) + Number(b) !== Number(answer)) throw refuse('enquiries.errors.challengeWrong');
  return nonce;
}

// ---------------------------------------------------------------------------------------------------------------

export async function operatorContact(db: Db): Promise<OperatorContact> {
  const [name, address, phone, email, hours] = await Promise.all([
    readParam(db, 'OPERATOR_NAME'),
    readParam(db, 'OPERATOR_ADDRESS'),
    readParam(db, 'OPERATOR_PHONE'),
    readParam(db, 'SUPPORT_EMAIL'),
    readParam(db, 'SUPPORT_HOURS'),
  ]);
  return { name, address, phone, email, hours };
}

/** Stores an enquiry and queues its e-mail to the platform, in one transaction. */
export async function createEnquiry(
  db: Db,
  input: EnquiryInput,
  context: { secret: Secret; lang: Lang; clientIp: string; principal: Principal | null },
): Promise<{ enqId: string }> {
  const nonce = checkChallenge(context.secret, input.challengeToken, input.challengeAnswer);
  const to = await readParam(db, 'SUPPORT_EMAIL');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(enquiries)
      .values({
        company: input.company || null,
        name: input.name,
        email: input.email,
        topic: input.topic,
        message: input.message,
        lang: context.lang,
        usrId: context.principal?.usrId ?? null,
        clientIp: context.clientIp.slice(0, 64),
        challengeNonce: nonce,
      })
      .onConflictDoNothing({ target: enquiries.challengeNonce })
      .returning({ enqId: enquiries.enqId });
    if (!row) throw validationFailed({ challengeAnswer: 'enquiries.errors.challengeUsed' });
    await enqueueMail(tx, {
      to,
      subject: `[${row.enqId}] ${translate('en', `enquiries.topics.${input.topic}`)}: ${input.name}`,
      body: [
        `Enquiry ${row.enqId} (${input.topic})`,
        `From: ${input.name} <${input.email}>${input.company ? `, ${input.company}` : ''}`,
        context.principal ? `Signed in as: ${context.principal.usrId} (${context.principal.accnName})` : 'Not signed in',
        '',
        input.message,
      ].join('\n'),
      template: 'ENQUIRY_RECEIVED',
    });
    await audit(tx, context.principal, {
      event: 'ENQUIRY_RECEIVED',
      entity: 'enquiry',
      entityId: row.enqId,
      after: { topic: input.topic, email: input.email },
    });
    return row;
  });
}

const actorOf = (p: Principal): Actor => ({ usrId: p.usrId, permissions: p.permissions });
const subjectOf = (status: string) => ({ state: status });

const listColumns = {
  enqId: enquiries.enqId,
  company: enquiries.company,
  name: enquiries.name,
  email: enquiries.email,
  topic: enquiries.topic,
  status: enquiries.status,
  createdAt: enquiries.createdAt,
};
const SORTABLE = { createdAt: enquiries.createdAt, enqId: enquiries.enqId, status: enquiries.status, name: enquiries.name };

export async function listEnquiries(db: Db, principal: Principal, q: EnquiryListQuery) {
  const filters = [];
  if (q.search) {
    const like = likePattern(q.search);
    filters.push(
      or(
        ilike(enquiries.enqId, like),
        ilike(enquiries.name, like),
        ilike(enquiries.email, like),
        ilike(enquiries.company, like),
      )!,
    );
  }
  if (q.status) filters.push(eq(enquiries.status, q.status));
  const filter = filters.length ? and(...filters) : undefined;
  const order = q.sort ? orderBy(q, SORTABLE, 'createdAt', enquiries.enqId) : [desc(enquiries.createdAt), desc(enquiries.enqId)];
  const actor = actorOf(principal);
  const page = await paged(
    q,
    filter !== undefined,
    () =>
      db
        .select(listColumns)
        .from(enquiries)
        .where(filter)
        .orderBy(...order)
        .limit(q.length)
        .offset(q.start),
    async () => (await db.select(countsSql(filter)).from(enquiries))[0]!,
  );
  return {
    ...page,
    aaData: page.aaData.map((r) => ({
      ...r,
      status: r.status as EnquiryState,
      actions: actionsOf(ENQUIRY_WORKFLOW, subjectOf(r.status), actor),
    })),
  };
}

export async function getEnquiry(db: Db, principal: Principal, enqId: string) {
  const [row] = await db.select().from(enquiries).where(eq(enquiries.enqId, enqId));
  if (!row) throw notFound('enquiries.errors.notFound');
  const { challengeNonce: _n, clientIp: _ip, updatedAt: _u, ...rest } = row;
  return {
    ...rest,
    status: row.status as EnquiryState,
    actions: actionsOf(ENQUIRY_WORKFLOW, subjectOf(row.status), actorOf(principal)),
  };
}

/** Answers (e-mailing the answer) or closes an enquiry; the update is conditional on the state it was read in. */
export async function actOnEnquiry(db: Db, principal: Principal, enqId: string, verb: EnquiryVerb, answer?: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(enquiries).where(eq(enquiries.enqId, enqId));
    if (!row) throw notFound('enquiries.errors.notFound');
    const refusal = refusalOf(ENQUIRY_WORKFLOW, verb, subjectOf(row.status), actorOf(principal));
    if (refusal === 'state') throw conflict('enquiries.errors.changed');
    if (refusal) throw forbidden();
    const transition = ENQUIRY_WORKFLOW.verbs[verb];
    const now = new Date();
    const set =
      verb === 'answer'
        ? { status: transition.to!, answer: answer!, answeredAt: now, answeredBy: principal.usrId, updatedAt: now }
        : { status: transition.to!, closedAt: now, closedBy: principal.usrId, updatedAt: now };
    const updated = await tx
      .update(enquiries)
      .set(set)
      .where(and(eq(enquiries.enqId, enqId), eq(enquiries.status, row.status)))
      .returning({ enqId: enquiries.enqId });
    if (updated.length === 0) throw conflict('enquiries.errors.changed');
    if (verb === 'answer') {
      const lang = row.lang === 'id' ? 'id' : 'en';
      await enqueueMail(tx, {
        to: row.email,
        subject: translate(lang, 'enquiries.mail.answerSubject', { enqId }),
        body: [
          translate(lang, 'enquiries.mail.greeting', { name: row.name }),
          '',
          answer!,
          '',
          translate(lang, 'enquiries.mail.yourMessage'),
          row.message,
        ].join('\n'),
        template: 'ENQUIRY_ANSWERED',
        usrId: row.usrId,
      });
    }
    await audit(tx, principal, {
      event: verb === 'answer' ? 'ENQUIRY_ANSWERED' : 'ENQUIRY_CLOSED',
      entity: 'enquiry',
      entityId: enqId,
      before: { status: row.status },
      after: { status: transition.to },
    });
  });
  return getEnquiry(db, principal, enqId);
}

// ---------------------------------------------------------------------------------------------------------------
// The public FAQ

export async function publicFaq(db: Db, lang: Lang, q: DatatableQuery & { category?: string | undefined }) {
  const question =
    lang === 'id'
      ? sql<string>`coalesce(nullif(${faqEntries.questionId}, ''), ${faqEntries.questionEn})`
      : sql<string>`${faqEntries.questionEn}`;
  const answer =
    lang === 'id'
      ? sql<string>`coalesce(nullif(${faqEntries.answerId}, ''), ${faqEntries.answerEn})`
      : sql<string>`${faqEntries.answerEn}`;
  const scope = eq(faqEntries.faqStatus, 'A');
  const filters = [];
  for (const word of (q.search ?? '').split(/\s+/).filter(Boolean)) {
    const like = likePattern(word);
    filters.push(sql`(${question} ILIKE ${like} OR ${answer} ILIKE ${like})`);
  }
  if (q.category) filters.push(eq(faqEntries.category, q.category));
  const filter = filters.length ? and(...filters) : undefined;
  return paged(
    q,
    filter !== undefined,
    () =>
      db
        .select({ faqId: faqEntries.faqId, category: faqEntries.category, question, answer })
        .from(faqEntries)
        .where(and(scope, filter))
        .orderBy(asc(faqEntries.sortOrder), asc(faqEntries.faqId))
        .limit(q.length)
        .offset(q.start),
    async () => (await db.select(countsSql(filter)).from(faqEntries).where(scope))[0]!,
  );
}
