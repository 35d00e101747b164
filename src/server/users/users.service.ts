import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AccountType, UserStatus } from '../../domain/accounts';
import type { DatatableQuery } from '../../domain/datatable';
import { passwordProblems } from '../../domain/password';
import type { RoleCode } from '../../domain/roles';
import { ACTIVATION_DAYS, COMPANY_ADMIN_ROLES, ROLES_BY_ACCOUNT_TYPE } from '../../domain/users';
import type { Db, Tx } from '../db/client';
import { accounts, passwordResets, sessions, userRoles, users } from '../db/schema';
import { audit } from '../http/audit';
import { countsSql, likePattern, orderBy, paged } from '../http/datatable';
import { conflict, notFound, validationFailed } from '../http/errors';
import { translate, type Lang } from '../http/i18n';
import { isPlatform } from '../../domain/permissions';
import type { Principal } from '../http/principal';
import { enqueueMail } from '../mail/outbox';
import { activateRegisteredCompany } from '../registration/onboarding.service';
import { hashPassword } from '../session/passwords';
import { sha256 } from '../http/digest';
import { issueKey } from '../session/password.service';

const rolesAgg = sql<
  string[]
>`coalesce((select array_agg(r.role_id order by r.role_id) from user_roles r where r.usr_id = ${users.usrId}), '{}')`;

const listColumns = {
  usrId: users.usrId,
  usrName: users.usrName,
  usrTitle: users.usrTitle,
  accnId: users.accnId,
  accnName: accounts.accnName,
  contactEmail: users.contactEmail,
  contactTel: users.contactTel,
  usrStatus: users.usrStatus,
  lockedUntil: users.lockedUntil,
  activated: sql<boolean>`${users.passwordHash} is not null`,
  roles: rolesAgg,
  updatedAt: users.updatedAt,
  version: users.version,
};

/** Platform admins see every user; a company administrator its own company's. */
function tenant(principal: Principal): SQL | undefined {
  return isPlatform(principal) ? undefined : eq(users.accnId, principal.accnId);
}

export async function listUsers(db: Db, principal: Principal, q: DatatableQuery & { usrStatus?: UserStatus; accnId?: string }) {
  const filters: SQL[] = [];
  if (q.search) {
    const like = likePattern(q.search);
    filters.push(or(ilike(users.usrId, like), ilike(users.usrName, like), ilike(users.contactEmail, like))!);
  }
  if (q.usrStatus) filters.push(eq(users.usrStatus, q.usrStatus));
  if (q.accnId) filters.push(eq(users.accnId, q.accnId));
  const filter = filters.length ? and(...filters) : undefined;
  const order = orderBy(
    q,
    { usrId: users.usrId, usrName: users.usrName, accnId: users.accnId, usrStatus: users.usrStatus },
    'usrId',
    users.usrId,
  );
  return paged(
    q,
    filter !== undefined,
    () =>
      db
        .select(listColumns)
        .from(users)
        .innerJoin(accounts, eq(accounts.accnId, users.accnId))
        .where(and(tenant(principal), filter))
        .orderBy(...order)
        .limit(q.length)
        .offset(q.start),
    async () => (await db.select(countsSql(filter)).from(users).where(tenant(principal)))[0]!,
  );
}

/** One user within the caller's reach (`anyCompany`: the caller has just created it in a company it chose). */
export async function getUser(db: Db | Tx, principal: Principal, usrId: string, anyCompany = false) {
  const [row] = await db
    .select({ ...listColumns, usrPassNid: users.usrPassNid, atypId: accounts.atypId })
    .from(users)
    .innerJoin(accounts, eq(accounts.accnId, users.accnId))
    .where(and(eq(users.usrId, usrId.toUpperCase()), anyCompany ? undefined : tenant(principal)));
  if (!row) throw notFound('User not found');
  return row;
}

/** Roles must suit the company's type; a company administrator grants only roles it holds itself. */
function checkRoles(principal: Principal, atypId: AccountType, roles: string[]): void {
  const allowed = ROLES_BY_ACCOUNT_TYPE[atypId] ?? [];
  const invalid = roles.find((r) => !allowed.includes(r as RoleCode));
  if (invalid) throw validationFailed({ roles: 'validation.roleNotForCompany' });
  if (!isPlatform(principal) && roles.some((r) => !principal.authorities.includes(r)))
    throw validationFailed({ roles: 'validation.roleNotHeld' });
}

/** 409 when the change would leave the company without an active administrator. */
async function keepAnAdministrator(tx: Tx, accnId: string, usrId: string): Promise<void> {
  const [row] = await tx
    .select({ n: sql<number>`count(distinct ${users.usrId})`.mapWith(Number) })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.usrId, users.usrId))
    .where(
      and(
        eq(users.accnId, accnId),
        eq(users.usrStatus, 'A'),
        ne(users.usrId, usrId),
        inArray(userRoles.roleId, [...COMPANY_ADMIN_ROLES]),
      ),
    );
  if ((row?.n ?? 0) === 0) throw conflict('server.users.lastAdmin');
}

const isAdminSet = (roles: readonly string[]) => roles.some((r) => COMPANY_ADMIN_ROLES.includes(r as RoleCode));

/** Creates a user without a password and e-mails an activation link (single use, 3 days). */
export async function createUser(
  db: Db,
  principal: Principal,
  body: {
    usrId: string;
    accnId?: string | undefined;
    usrName: string;
    usrTitle?: string | null | undefined;
    usrPassNid?: string | null | undefined;
    contactEmail: string;
    contactTel: string;
    roles: string[];
  },
  baseUrl: string,
  lang: Lang,
) {
  const accnId = isPlatform(principal) && body.accnId ? body.accnId : principal.accnId;
  return db.transaction(async (tx) => {
    const [account] = await tx.select().from(accounts).where(eq(accounts.accnId, accnId));
    if (!account) throw validationFailed({ accnId: 'validation.reference' });
    checkRoles(principal, account.atypId as AccountType, body.roles);
    const [exists] = await tx.select({ id: users.usrId }).from(users).where(eq(users.usrId, body.usrId));
    if (exists) throw validationFailed({ usrId: 'validation.duplicate' });
    await tx.insert(users).values({
      usrId: body.usrId,
      accnId,
      usrName: body.usrName,
      usrTitle: body.usrTitle ?? null,
      usrPassNid: body.usrPassNid ?? null,
      contactEmail: body.contactEmail,
      contactTel: body.contactTel,
      usrStatus: 'A',
      passwordHash: null,
      passwordSetBy: 'USER',
    });
    await tx.insert(userRoles).values(body.roles.map((roleId) => ({ usrId: body.usrId, roleId })));
    const key = await issueKey(tx, body.usrId, 'ACTIVATE', ACTIVATION_DAYS * 24 * 60);
    await enqueueMail(tx, {
      to: body.contactEmail,
      subject: translate(lang, 'server.mail.activateSubject'),
      body: translate(lang, 'server.mail.activateBody', {
        name: body.usrName,
        userId: body.usrId,
        company: account.accnName,
        link: `${baseUrl}/trucking/activate/${key}`,
      }),
      template: 'USER_ACTIVATION',
      usrId: body.usrId,
    });
    await audit(tx, principal, {
      event: 'USER_CREATE',
      entity: 'user',
      entityId: body.usrId,
      after: { accnId, roles: body.roles, contactEmail: body.contactEmail },
    });
    return getUser(tx, principal, body.usrId, true);
  });
}

export async function updateUser(
  db: Db,
  principal: Principal,
  usrId: string,
  body: {
    usrName: string;
    usrTitle?: string | null | undefined;
    usrPassNid?: string | null | undefined;
    contactEmail: string;
    contactTel: string;
    roles: string[];
    version: number;
  },
) {
  return db.transaction(async (tx) => {
    const before = await getUser(tx, principal, usrId);
    await tx.select({ id: users.usrId }).from(users).where(eq(users.usrId, before.usrId)).for('update');
    if (before.version !== body.version) throw conflict('server.errors.conflict');
    checkRoles(principal, before.atypId as AccountType, body.roles);
    if (isAdminSet(before.roles) && !isAdminSet(body.roles)) await keepAnAdministrator(tx, before.accnId, before.usrId);
    await tx
      .update(users)
      .set({
        usrName: body.usrName,
        usrTitle: body.usrTitle ?? null,
        usrPassNid: body.usrPassNid ?? null,
        contactEmail: body.contactEmail,
        contactTel: body.contactTel,
        version: body.version + 1,
        updatedAt: new Date(),
      })
      .where(and(eq(users.usrId, before.usrId), eq(users.version, body.version)));
    await tx.delete(userRoles).where(eq(userRoles.usrId, before.usrId));
    await tx.insert(userRoles).values(body.roles.map((roleId) => ({ usrId: before.usrId, roleId })));
    await audit(tx, principal, {
      event: 'USER_UPDATE',
      entity: 'user',
      entityId: before.usrId,
      before: { roles: before.roles, contactEmail: before.contactEmail },
      after: { roles: body.roles, contactEmail: body.contactEmail },
    });
    return getUser(tx, principal, before.usrId);
  });
}

/** Activate (A) or deactivate (I) a user; deactivating ends the user's sessions and may not remove the last administrator. */
export async function setUserStatus(db: Db, principal: Principal, usrId: string, status: 'A' | 'I', version: number) {
  return db.transaction(async (tx) => {
    const before = await getUser(tx, principal, usrId);
    if (before.version !== version) throw conflict('server.errors.conflict');
    if (before.usrStatus === status) throw conflict('server.errors.actionNotAllowed');
    if (before.usrId === principal.usrId) throw conflict('server.users.notYourself');
    if (status === 'I' && isAdminSet(before.roles)) await keepAnAdministrator(tx, before.accnId, before.usrId);
    await tx
      .update(users)
      .set({ usrStatus: status, version: version + 1, updatedAt: new Date() })
      .where(and(eq(users.usrId, before.usrId), eq(users.version, version)));
    if (status === 'I') {
      await tx
        .update(sessions)
        .set({ endedAt: new Date(), endedReason: 'DEACTIVATED' })
        .where(and(eq(sessions.usrId, before.usrId), isNull(sessions.endedAt)));
    }
    await audit(tx, principal, {
      event: status === 'A' ? 'USER_ACTIVATE' : 'USER_DEACTIVATE',
      entity: 'user',
      entityId: before.usrId,
    });
    return getUser(tx, principal, before.usrId);
  });
}

/** Administrator reset: a temporary password is e-mailed and must be changed at the next sign-in. */
export async function adminResetPassword(db: Db, principal: Principal, usrId: string, lang: Lang): Promise<void> {
  await db.transaction(async (tx) => {
    const user = await getUser(tx, principal, usrId);
    let temporary = '';
    do temporary = `Lt#${randomBytes(9).toString('base64url')}7a`;
    while (passwordProblems(temporary, user.usrId).length > 0);
    await tx
      .update(users)
      .set({
        passwordHash: await hashPassword(temporary),
        passwordSetBy: 'ADMIN',
        passwordChangedAt: new Date(),
        failedAttempts: 0,
        lockedUntil: null,
      })
      .where(eq(users.usrId, user.usrId));
    await tx
      .update(sessions)
      .set({ endedAt: new Date(), endedReason: 'PASSWORD_RESET_BY_ADMIN' })
      .where(and(eq(sessions.usrId, user.usrId), isNull(sessions.endedAt)));
    await enqueueMail(tx, {
      to: user.contactEmail ?? '',
      subject: translate(lang, 'server.mail.tempPasswordSubject'),
      body: translate(lang, 'server.mail.tempPasswordBody', { name: user.usrName, userId: user.usrId, password: temporary }),
      template: 'TEMP_PASSWORD',
      usrId: user.usrId,
    });
    await audit(tx, principal, { event: 'USER_PASSWORD_RESET', entity: 'user', entityId: user.usrId });
  });
}

/** Who an activation link is for (the page greets the user), or 404 when it is unknown, used or expired. */
export async function activationFor(db: Db, key: string) {
  const [row] = await db
    .select({ usrId: users.usrId, usrName: users.usrName })
    .from(passwordResets)
    .innerJoin(users, eq(users.usrId, passwordResets.usrId))
    .where(
      and(
        eq(passwordResets.keyHash, sha256(key)),
        eq(passwordResets.purpose, 'ACTIVATE'),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date()),
      ),
    )
    .orderBy(asc(users.usrId));
  if (!row) throw notFound('server.password.tokenInvalid');
  return row;
}

/** The user chooses the first password through the activation link (once). */
export async function activate(db: Db, key: string, newPassword: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResets.keyHash, sha256(key)),
          eq(passwordResets.purpose, 'ACTIVATE'),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, new Date()),
        ),
      )
      .returning({ usrId: passwordResets.usrId });
    if (!row) throw validationFailed({ token: 'server.password.tokenInvalid' });
    const problem = passwordProblems(newPassword, row.usrId)[0];
    if (problem) throw validationFailed({ newPassword: problem });
    await tx
      .update(users)
      .set({ passwordHash: await hashPassword(newPassword), passwordSetBy: 'USER', passwordChangedAt: new Date() })
      .where(eq(users.usrId, row.usrId));
    await audit(tx, null, { event: 'USER_ACTIVATED', entity: 'user', entityId: row.usrId });
    await activateRegisteredCompany(tx, row.usrId);
  });
}

/** Authorities that may unlock any user; anyone else with user.unlock only its own company's. */
const UNLOCK_ANY = ['SYS_SUPER_ADMIN', 'SP_OP_ADMIN'];

/** Clears a user's failed sign-ins and lock; another company's user is "not found" (tenancy never reveals what exists). */
export async function unlockUser(db: Db, actor: Principal, usrId: string): Promise<void> {
  const platform = actor.authorities.some((a) => UNLOCK_ANY.includes(a));
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ failedAttempts: 0, lockedUntil: null })
      .where(and(eq(users.usrId, usrId), platform ? undefined : eq(users.accnId, actor.accnId)))
      .returning({ usrId: users.usrId });
    if (!row) throw notFound('User not found');
    await audit(tx, actor, { event: 'USER_UNLOCK', entity: 'user', entityId: usrId });
  });
}
