import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { jwtVerify } from 'jose';
import type pg from 'pg';
import type { LoginBody, LoginResult, LoginStatus, SessionUser } from '../../domain/session';
import { REMEMBER_ME_DAYS, TAB_TOKEN_HOURS } from '../../domain/session';
import type { Db, Tx } from '../db/client';
import { accountRequests, accounts, registrations, sessions, signinFailures, userRoles, users } from '../db/schema';
import { companyActivity } from '../account-requests/company-guard';
import { audit } from '../http/audit';
import type { Principal } from '../http/principal';
import { signSessionToken } from '../http/tokens';
import { readIntParam } from '../sysparams/sysparams.service';
import { translate, type Lang } from '../http/i18n';
import { issueKey } from './password.service';
import { permissionsForCompany } from '../../domain/permissions';
import { permissionsOfRoles } from '../authorisations/authorisations.service';
import { verifyPassword } from './passwords';
import { signRegistrationAccess } from './registration-access';

export interface RequestMeta {
  ip?: string | undefined;
  userAgent?: string | undefined;
}

/** Statuses whose answer carries a message (i18n key server.login.<status>). */
const WITH_MESSAGE = new Set<LoginStatus>([
  'UNAUTHENTICATED',
  'UNAUTHORIZED',
  'ACCOUNT_SUSPENDED',
  'ACCOUNT_INACTIVE',
  'USER_SESSION_EXISTING',
  'AUTHORIZED_LOGIN_CHNG_PW_RQD',
  'AUTHORIZED_REG',
]);

const result = (
  lang: Lang,
  loginStatus: LoginStatus,
  user: SessionUser | null = null,
  token: string | null = null,
): LoginResult => ({
  user,
  token,
  loginStatus,
  err: WITH_MESSAGE.has(loginStatus) ? { msg: translate(lang, `server.login.${loginStatus}`) } : null,
});

/** Minutes the change key answered with AUTHORIZED_LOGIN_CHNG_PW_RQD stays valid. */
const CHANGE_KEY_MINUTES = 15;

/** The user row with its company (one query; what a failed sign-in needs). */
async function loadUserRow(db: Db | Tx, usrId: string) {
  const rows = await db
    .select({ user: users, account: accounts })
    .from(users)
    .innerJoin(accounts, eq(accounts.accnId, users.accnId))
    .where(eq(users.usrId, usrId));
  return rows[0] ?? null;
}

/** Adds the roles, permissions and a pending termination's origin (needed once the identity is proven). */
async function withRoles(db: Db | Tx, row: NonNullable<Awaited<ReturnType<typeof loadUserRow>>>) {
  const roleRows = await db.select({ roleId: userRoles.roleId }).from(userRoles).where(eq(userRoles.usrId, row.user.usrId));
  const authorities = roleRows.map((r) => r.roleId).sort();
  const permissions = permissionsForCompany(row.account.atypId, await permissionsOfRoles(db, authorities));
  // A company whose termination is pending works as it did before the request (active, or suspended).
  let terminationFrom: string | null = null;
  if (row.account.accnStatus === 'V') {
    const [pending] = await db
      .select({ fromStatus: accountRequests.fromStatus })
      .from(accountRequests)
      .where(
        and(
          eq(accountRequests.accnId, row.account.accnId),
          eq(accountRequests.reqType, 'TERMINATION'),
          eq(accountRequests.status, 'PENDING'),
        ),
      );
    terminationFrom = pending?.fromStatus ?? null;
  }
  return { ...row, authorities, permissions, terminationFrom };
}

async function loadUser(db: Db | Tx, usrId: string) {
  const row = await loadUserRow(db, usrId);
  return row ? withRoles(db, row) : null;
}

function toSessionUser(row: NonNullable<Awaited<ReturnType<typeof loadUser>>>): SessionUser {
  return {
    usrId: row.user.usrId,
    usrName: row.user.usrName,
    accnId: row.account.accnId,
    accnName: row.account.accnName,
    accnType: row.account.atypId,
    accnStatus: row.account.accnStatus,
    authorities: row.authorities,
    permissions: row.permissions,
  };
}

/**
 * Signs a user in (spec §3 login statuses). Failed attempts count towards a lock; a success
 * creates one server-side session row and a signed token that carries its id.
 */
export async function login(
  db: Db,
  secret: Uint8Array,
  body: LoginBody & { id: string },
  meta: RequestMeta,
  lang: Lang = 'en',
): Promise<LoginResult> {
  // Both reads for every id, so a known and an unknown one cost the same.
  const [row, unknownLock] = await Promise.all([loadUserRow(db, body.id), unknownIdLock(db, body.id)]);
  // An unknown user is verified against a dummy hash: both paths spend one argon2 verify.
  const passwordOk = await verifyPassword(row?.user.passwordHash, body.password);
  const now = new Date();
  // While locked, the right and the wrong password get the same answer (and neither is counted); an unknown id
  // locks after as many failures as a real one, so the lock does not tell them apart.
  const lockedUntil = row ? row.user.lockedUntil : unknownLock;
  if (lockedUntil !== null && lockedUntil > now) return result(lang, 'UNAUTHORIZED');
  if (!row || !passwordOk) {
    await recordFailedSignIn(db, body.id, row !== null, meta);
    return result(lang, 'UNAUTHENTICATED');
  }
  const found = await withRoles(db, row);
  const { user } = found;
  const refusal = accountRefusal(found);
  if (refusal === 'AUTHORIZED_REG') {
    // No session: the user may only read the company's registration and its state.
    const [reg] = await db
      .select({ regId: registrations.regId })
      .from(registrations)
      .where(eq(registrations.accnId, found.account.accnId))
      .orderBy(desc(registrations.updatedAt))
      .limit(1);
    return {
      ...result(lang, 'AUTHORIZED_REG', toSessionUser(found)),
      registration: reg ? { regId: reg.regId, access: await signRegistrationAccess(secret, reg.regId) } : null,
    };
  }
  if (refusal) return result(lang, refusal);

  const maxAgeDays = await readIntParam(db, 'PASSWORD_MAX_AGE_DAYS');
  const changedAt = user.passwordChangedAt ?? user.createdAt;
  const mustChange = user.passwordSetBy !== 'USER' || now.getTime() - changedAt.getTime() > maxAgeDays * 86_400_000;
  if (mustChange) {
    const key = await issueKey(db, user.usrId, 'CHANGE', CHANGE_KEY_MINUTES);
    return result(lang, 'AUTHORIZED_LOGIN_CHNG_PW_RQD', toSessionUser(found), key);
  }
  return startSession(db, secret, found, { remember: body.isRememberMe === true, force: body.force === true }, meta, lang);
}

/** Until when an id that is no user's is locked by its failed sign-ins (null: not locked). */
async function unknownIdLock(db: Db, usrId: string): Promise<Date | null> {
  const [row] = await db
    .select({ lockedUntil: signinFailures.lockedUntil })
    .from(signinFailures)
    .where(eq(signinFailures.usrId, usrId));
  return row?.lockedUntil ?? null;
}

type LoadedUser = NonNullable<Awaited<ReturnType<typeof loadUser>>>;

/**
 * Counts a failed attempt towards the lock and audits it. An unknown user id runs the same statements (the
 * update matches no row), so a known and an unknown user answer in the same time.
 */
async function recordFailedSignIn(db: Db, usrId: string, known: boolean, meta: RequestMeta): Promise<void> {
  const [maxAttempts, lockMinutes] = await Promise.all([
    readIntParam(db, 'LOGIN_MAX_ATTEMPTS'),
    readIntParam(db, 'LOGIN_LOCK_MINUTES'),
  ]);
  await db.transaction(async (tx) => {
    const [updated] = known
      ? await tx
          .update(users)
          .set({
            failedAttempts: sql`${users.failedAttempts} + 1`,
            lockedUntil: sql`case when ${users.failedAttempts} + 1 >= ${maxAttempts} then now() + make_interval(mins => ${lockMinutes}::int) else ${users.lockedUntil} end`,
          })
          .where(eq(users.usrId, usrId))
          .returning({ failedAttempts: users.failedAttempts })
      : await tx
          .insert(signinFailures)
          .values({
            usrId,
            failedAttempts: 1,
            lockedUntil: maxAttempts <= 1 ? sql`now() + make_interval(mins => ${lockMinutes}::int)` : null,
          })
          .onConflictDoUpdate({
            target: signinFailures.usrId,
            set: {
              failedAttempts: sql`${signinFailures.failedAttempts} + 1`,
              lockedUntil: sql`case when ${signinFailures.failedAttempts} + 1 >= ${maxAttempts} then now() + make_interval(mins => ${lockMinutes}::int) else ${signinFailures.lockedUntil} end`,
              updatedAt: sql`now()`,
            },
          })
          .returning({ failedAttempts: signinFailures.failedAttempts });
    // Unknown ids sprayed by a guesser do not pile up.
    if (!known) await tx.delete(signinFailures).where(lt(signinFailures.updatedAt, sql`now() - interval '1 day'`));
    const lockedNow = (updated?.failedAttempts ?? 0) >= maxAttempts;
    const from = meta.ip ? `from ${meta.ip}` : null;
    await audit(tx, null, {
      event: lockedNow ? 'LOGIN_LOCKED' : 'LOGIN_FAILED',
      entity: 'user',
      entityId: usrId,
      remarks: known ? from : ['unknown user id', from].filter(Boolean).join(', '),
    });
  });
}

/** Why a user whose identity is proven may still not start a session (null: may). */
function accountRefusal(found: LoadedUser): LoginStatus | null {
  const { user, account } = found;
  if (user.usrStatus !== 'A') return 'ACCOUNT_INACTIVE';
  if (['N', 'R'].includes(account.accnStatus)) return 'AUTHORIZED_REG';
  // Suspended (S), resumption pending (Q) or termination pending from suspension: suspended; T, X, D: inactive.
  const activity = companyActivity(account.accnStatus, found.terminationFrom);
  if (activity === 'SUSPENDED') return 'ACCOUNT_SUSPENDED';
  if (activity === 'INACTIVE') return 'ACCOUNT_INACTIVE';
  if (found.authorities.length === 0) return 'UNAUTHORIZED';
  return null;
}

/** Creates the session row and its token; an existing live session needs `force` (then it is ended). */
async function startSession(
  db: Db,
  secret: Uint8Array,
  found: LoadedUser,
  options: { remember: boolean; force: boolean },
  meta: RequestMeta,
  lang: Lang,
  event = 'LOGIN',
): Promise<LoginResult> {
  const { user, account } = found;
  const now = new Date();
  const remember = options.remember;
  const idleMinutes = await readIntParam(db, 'SESSION_IDLE_MINUTES');
  return db.transaction(async (tx) => {
    // Serialise sign-ins of one user so two racing logins cannot both create a session.
    await tx.select({ id: users.usrId }).from(users).where(eq(users.usrId, user.usrId)).for('update');
    const live = await tx
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.usrId, user.usrId), isNull(sessions.endedAt), gt(sessions.expiresAt, now)));
    if (live.length > 0 && !options.force) return result(lang, 'USER_SESSION_EXISTING');
    if (live.length > 0) {
      await tx
        .update(sessions)
        .set({ endedAt: now, endedReason: 'TAKEN_OVER' })
        .where(and(eq(sessions.usrId, user.usrId), isNull(sessions.endedAt)));
    }
    const expiresAt = remember
      ? new Date(now.getTime() + REMEMBER_ME_DAYS * 86_400_000)
      : new Date(now.getTime() + idleMinutes * 60_000);
    const tokenExpiry = remember ? expiresAt : new Date(now.getTime() + TAB_TOKEN_HOURS * 3_600_000);
    const [session] = await tx
      .insert(sessions)
      .values({
        usrId: user.usrId,
        remember,
        expiresAt,
        ip: meta.ip?.slice(0, 64) ?? null,
        userAgent: meta.userAgent?.slice(0, 512) ?? null,
      })
      .returning({ id: sessions.id });
    await tx.update(users).set({ failedAttempts: 0, lockedUntil: null }).where(eq(users.usrId, user.usrId));
    const sessionUser = toSessionUser(found);
    await audit(
      tx,
      {
        ...sessionUser,
        permissions: found.permissions,
        accnType: account.atypId as Principal['accnType'],
        sessionId: session!.id,
        remember,
      },
      {
        event: live.length > 0 ? `${event}_TAKEOVER` : event,
        entity: 'session',
        entityId: session!.id,
        remarks: meta.ip ? `from ${meta.ip}` : null,
      },
    );
    const token = await signSessionToken(secret, { sub: user.usrId, sid: session!.id }, tokenExpiry);
    return result(lang, live.length > 0 ? 'AUTHORIZED_IGNORE' : 'AUTHORIZED_LOGIN', sessionUser, token);
  });
}

/** Ends the caller's session. */
/**
 * Whether a session is still live (not ended, not expired): a long-lived stream checks it at each heartbeat. A named
 * (prepared) statement on the pool: it runs every few seconds per open stream.
 */
export async function sessionIsLive(pool: pg.Pool, sessionId: string): Promise<boolean> {
  const { rows } = await pool.query({
    name: 'stream_session_live',
    text: `select 1 from sessions where id = $1 and ended_at is null and expires_at > now()`,
    values: [sessionId],
  });
  return rows.length > 0;
}

export async function logout(db: Db, principal: Principal): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(sessions)
      .set({ endedAt: new Date(), endedReason: 'LOGOUT' })
      .where(and(eq(sessions.id, principal.sessionId), isNull(sessions.endedAt)));
    await audit(tx, principal, { event: 'LOGOUT', entity: 'session', entityId: principal.sessionId });
  });
}

export function principalToUser(p: Principal): SessionUser {
  return {
    usrId: p.usrId,
    usrName: p.usrName,
    accnId: p.accnId,
    accnName: p.accnName,
    accnType: p.accnType,
    accnStatus: p.accnStatus,
    authorities: p.authorities,
    permissions: p.permissions,
  };
}

/**
 * Single sign-on: a token signed with the configured SSO key (HS256 secret or an RS256/ES256
 * public key) whose subject is a user id starts a normal session. Decoding alone is never enough.
 */
export async function ssoLogin(
  db: Db,
  secret: Uint8Array,
  ssoKey: SsoKey | null,
  ssoToken: string,
  meta: RequestMeta,
  lang: Lang,
): Promise<LoginResult> {
  const invalid = (): LoginResult => ({
    user: null,
    token: null,
    loginStatus: 'UNAUTHENTICATED',
    err: { msg: translate(lang, 'server.login.SSO_INVALID') },
  });
  if (!ssoKey) return invalid();
  let subject: string;
  try {
    const { payload } = await jwtVerify(ssoToken, ssoKey.key, { algorithms: ssoKey.algorithms, requiredClaims: ['exp', 'sub'] });
    subject = String(payload.sub).toUpperCase();
  } catch {
    return invalid();
  }
  const found = await loadUser(db, subject);
  if (!found) return invalid();
  if (found.user.lockedUntil && found.user.lockedUntil > new Date()) return result(lang, 'UNAUTHORIZED');
  const refusal = accountRefusal(found);
  if (refusal) return result(lang, refusal === 'AUTHORIZED_REG' ? 'UNAUTHORIZED' : refusal);
  const answer = await startSession(db, secret, found, { remember: false, force: true }, meta, lang, 'SSO_LOGIN');
  return answer.loginStatus === 'AUTHORIZED_IGNORE' ? { ...answer, loginStatus: 'AUTHORIZED_LOGIN' } : answer;
}

export interface SsoKey {
  key: Uint8Array | CryptoKey;
  algorithms: string[];
}
