import { randomBytes } from 'node:crypto';
import { sha256 } from '../http/digest';
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { PASSWORD_HISTORY, PASSWORD_RULE_KEYS, RESET_LINK_MINUTES, type PasswordChangeBody } from '../../domain/password';
import type { Db, Tx } from '../db/client';
import { auditLog, outbox, passwordHistory, passwordResets, sessions, users } from '../db/schema';
import { audit, auditValues } from '../http/audit';
import { AppError, validationFailed } from '../http/errors';
import { translate, type Lang } from '../http/i18n';
import type { Principal } from '../http/principal';
import { outboxValues } from '../mail/outbox';
import { hashPassword, verifyPassword } from './passwords';

/** A new single-use key for a user (reset link, or the forced change after sign-in). Only its hash is stored. */
export async function issueKey(
  tx: Db | Tx,
  usrId: string,
  purpose: 'RESET' | 'CHANGE' | 'ACTIVATE',
  minutes: number,
): Promise<string> {
  const { key, row } = newKey(usrId, purpose, minutes);
  await tx.insert(passwordResets).values(row);
  return key;
}

function newKey(usrId: string, purpose: 'RESET' | 'CHANGE' | 'ACTIVATE', minutes: number) {
  const key = randomBytes(32).toString('base64url');
  const row = { keyHash: sha256(key), usrId, purpose, expiresAt: new Date(Date.now() + minutes * 60_000) };
  return { key, row };
}

/**
 * Forgot password: always the same answer; when the e-mail belongs to an active user of an
 * active company, a reset link (single use, 30 minutes) is queued in the outbox.
 */
export async function forgotPassword(db: Db, email: string, baseUrl: string, lang: Lang): Promise<boolean> {
  const found = await db.execute<{ usr_id: string; usr_name: string; contact_email: string }>(sql`
    select u.usr_id, u.usr_name, u.contact_email from users u join accounts a on a.accn_id = u.accn_id
     where lower(u.contact_email) = lower(${email}) and u.usr_status = 'A' and a.accn_status in ('A','P','Q','V')
     order by u.usr_id limit 1`);
  const user = found.rows[0];
  // Both answers run the lookup and then one statement (atomic on its own): the known e-mail's writes the key,
  // the mail and the audit row; the unknown one's only an audit row. So both take about the same time.
  if (!user) {
    await audit(db, null, { event: 'PASSWORD_RESET_REQUESTED', entity: 'user', remarks: 'no active user with this e-mail' });
    return false;
  }
  const { key, row } = newKey(user.usr_id, 'RESET', RESET_LINK_MINUTES);
  const link = `${baseUrl}/trucking/session/reset-password?key=${key}`;
  const mail = outboxValues({
    to: user.contact_email,
    subject: translate(lang, 'server.mail.resetSubject'),
    body: translate(lang, 'server.mail.resetBody', { name: user.usr_name, userId: user.usr_id, link }),
    template: 'PASSWORD_RESET',
    usrId: user.usr_id,
  });
  const entry = auditValues(null, { event: 'PASSWORD_RESET_REQUESTED', entity: 'user', entityId: user.usr_id });
  const [keyInsert, mailInsert, auditInsert] = [
    db.insert(passwordResets).values(row).getSQL(),
    db.insert(outbox).values(mail).getSQL(),
    db.insert(auditLog).values(entry).getSQL(),
  ];
  await db.execute(sql`with k as (${keyInsert}), m as (${mailInsert}) ${auditInsert}`);
  return user !== undefined;
}

const tokenInvalid = () => validationFailed({ token: 'server.password.tokenInvalid' });

/** Consumes a key once: the conditional update lets only one of two racing uses win. */
async function consumeKey(tx: Tx, key: string, purpose: 'RESET' | 'CHANGE'): Promise<string> {
  const [row] = await tx
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResets.keyHash, sha256(key)),
        eq(passwordResets.purpose, purpose),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date()),
      ),
    )
    .returning({ usrId: passwordResets.usrId });
  if (!row) throw tokenInvalid();
  return row.usrId;
}

/** Sets a new password: refuses the user id and the last five passwords, keeps history, ends the user's other sessions. */
async function setPassword(tx: Tx, usrId: string, newPassword: string, keepSession: string | null): Promise<void> {
  if (newPassword.toUpperCase().includes(usrId.toUpperCase())) throw validationFailed({ newPassword: PASSWORD_RULE_KEYS.userId });
  const [current] = await tx.select({ hash: users.passwordHash }).from(users).where(eq(users.usrId, usrId)).for('update');
  const history = await tx
    .select({ hash: passwordHistory.passwordHash })
    .from(passwordHistory)
    .where(eq(passwordHistory.usrId, usrId))
    .orderBy(desc(passwordHistory.createdAt), desc(passwordHistory.id))
    .limit(PASSWORD_HISTORY - 1);
  const previous = [current?.hash, ...history.map((h) => h.hash)].filter((h): h is string => Boolean(h));
  for (const hash of previous) {
    if (await verifyPassword(hash, newPassword)) throw validationFailed({ newPassword: PASSWORD_RULE_KEYS.reused });
  }
  if (current?.hash) await tx.insert(passwordHistory).values({ usrId, passwordHash: current.hash });
  await tx
    .update(users)
    .set({
      passwordHash: await hashPassword(newPassword),
      passwordChangedAt: new Date(),
      passwordSetBy: 'USER',
      failedAttempts: 0,
      lockedUntil: null,
    })
    .where(eq(users.usrId, usrId));
  await tx
    .update(sessions)
    .set({ endedAt: new Date(), endedReason: 'PASSWORD_CHANGED' })
    .where(and(eq(sessions.usrId, usrId), isNull(sessions.endedAt), keepSession ? ne(sessions.id, keepSession) : undefined));
}

/**
 * PUT /api/v1/lintas/manageusr/password/change: reset (token), forced change (token, userId,
 * currentPassword, forceChangePwd) or a signed-in user's own change (currentPassword).
 */
export async function changePassword(db: Db, body: PasswordChangeBody, principal: Principal | null): Promise<void> {
  if (body.forceChangePwd) {
    const userId = body.userId!.toUpperCase();
    const [user] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.usrId, userId));
    const currentOk = await verifyPassword(user?.hash, body.currentPassword!);
    await db.transaction(async (tx) => {
      const keyUser = await consumeKey(tx, body.token!, 'CHANGE');
      if (keyUser !== userId) throw tokenInvalid();
      if (!currentOk) throw validationFailed({ currentPassword: 'server.password.currentWrong' });
      await setPassword(tx, userId, body.newPassword, null);
      await audit(tx, null, { event: 'PASSWORD_FORCED_CHANGE', entity: 'user', entityId: userId });
    });
    return;
  }
  if (body.token) {
    await db.transaction(async (tx) => {
      const usrId = await consumeKey(tx, body.token!, 'RESET');
      await setPassword(tx, usrId, body.newPassword, null);
      await audit(tx, null, { event: 'PASSWORD_RESET', entity: 'user', entityId: usrId });
    });
    return;
  }
  if (!principal) throw new AppError('UNAUTHENTICATED', 'Authentication required');
  if (!body.currentPassword) throw validationFailed({ currentPassword: 'validation.required' });
  const [user] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.usrId, principal.usrId));
  if (!(await verifyPassword(user?.hash, body.currentPassword)))
    throw validationFailed({ currentPassword: 'server.password.currentWrong' });
  await db.transaction(async (tx) => {
    await setPassword(tx, principal.usrId, body.newPassword, principal.sessionId);
    await audit(tx, principal, { event: 'PASSWORD_CHANGE', entity: 'user', entityId: principal.usrId });
  });
}
