import { and, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { AccountProfileBody } from '../../domain/account-profile';
import type { DatatableQuery } from '../../domain/datatable';
import type { Db } from '../db/client';
import { accounts, accountTypes, auditLog } from '../db/schema';
import { audit } from '../http/audit';
import { conflict, forbidden, notFound } from '../http/errors';
import { countsSql, likePattern, orderBy, paged } from '../http/datatable';
import { isPlatform } from '../../domain/permissions';
import type { Principal } from '../http/principal';

export interface AccountListQuery extends DatatableQuery {
  accnStatus?: string | undefined;
  atypId?: string | undefined;
}

const columns = {
  accnId: accounts.accnId,
  accnName: accounts.accnName,
  accnCoyRegn: accounts.accnCoyRegn,
  accnStatus: accounts.accnStatus,
  atypId: accounts.atypId,
  atypDesc: accountTypes.descEn,
  contactEmail: accounts.contactEmail,
  contactTel: accounts.contactTel,
  addrCity: accounts.addrCity,
  addrProv: accounts.addrProv,
  addrCtry: accounts.addrCtry,
  updatedAt: accounts.updatedAt,
};

const SORTABLE = {
  accnId: accounts.accnId,
  accnName: accounts.accnName,
  accnStatus: accounts.accnStatus,
  atypId: accounts.atypId,
  updatedAt: accounts.updatedAt,
};

/** Tenancy: the platform sees every account; any other company sees only its own. */
export function accountScope(principal: Principal): SQL | undefined {
  return isPlatform(principal) ? undefined : eq(accounts.accnId, principal.accnId);
}

export async function listAccounts(db: Db, principal: Principal, q: AccountListQuery) {
  const scope = accountScope(principal);
  const filters: SQL[] = [];
  if (q.search) {
    const like = likePattern(q.search);
    filters.push(
      or(
        ilike(accounts.accnName, like),
        ilike(accounts.accnId, like),
        ilike(accounts.accnCoyRegn, like),
        ilike(accounts.contactEmail, like),
      )!,
    );
  }
  if (q.accnStatus) filters.push(eq(accounts.accnStatus, q.accnStatus));
  if (q.atypId) filters.push(eq(accounts.atypId, q.atypId));
  const order = orderBy(q, SORTABLE, 'accnName', accounts.accnId);
  const filter = filters.length ? and(...filters) : undefined;
  return paged(
    q,
    filter !== undefined,
    () =>
      db
        .select(columns)
        .from(accounts)
        .innerJoin(accountTypes, eq(accountTypes.atypId, accounts.atypId))
        .where(and(scope, filter))
        .orderBy(...order)
        .limit(q.length)
        .offset(q.start),
    async () => (await db.select(countsSql(filter)).from(accounts).where(scope))[0]!,
  );
}

export async function getAccount(db: Db, principal: Principal, accnId: string) {
  const [row] = await db
    .select({ account: accounts, atypDesc: accountTypes.descEn })
    .from(accounts)
    .innerJoin(accountTypes, eq(accountTypes.atypId, accounts.atypId))
    .where(and(eq(accounts.accnId, accnId), accountScope(principal)));
  if (!row) throw notFound('Account not found');
  const history = await db
    .select({
      audtEvent: auditLog.audtEvent,
      audtTimestamp: auditLog.audtTimestamp,
      audtUid: auditLog.audtUid,
      audtUname: auditLog.audtUname,
      audtRemarks: auditLog.audtRemarks,
      after: auditLog.after,
    })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'account'), eq(auditLog.entityId, accnId)))
    .orderBy(desc(auditLog.audtTimestamp), desc(auditLog.id))
    .limit(100);
  return { ...row.account, atypDesc: row.atypDesc, history };
}

/**
 * Who may change a company's profile, from the permission table: `accounts.profileAll` any company's,
 * `accounts.profile` its own. Another company the caller cannot read is 404; one it reads but may not change, 403.
 */
export function assertMayEditProfile(principal: Principal, accnId: string): void {
  if (principal.permissions.includes('accounts.profileAll')) return;
  if (principal.accnId === accnId && principal.permissions.includes('accounts.profile')) return;
  if (principal.accnId !== accnId && !isPlatform(principal)) throw notFound('Account not found');
  throw forbidden();
}

/** A company administrator changes its own company's contact and address (platform admins any company's). */
export async function updateAccountProfile(db: Db, principal: Principal, accnId: string, body: AccountProfileBody) {
  assertMayEditProfile(principal, accnId);
  const { version, ...changes } = body;
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(accounts).where(eq(accounts.accnId, accnId)).for('update');
    if (!before) throw notFound('Account not found');
    if (before.version !== version) throw conflict('server.errors.conflict');
    const [after] = await tx
      .update(accounts)
      .set({ ...changes, version: version + 1, updatedAt: new Date() })
      .where(and(eq(accounts.accnId, accnId), eq(accounts.version, version)))
      .returning();
    const pick = (a: typeof before) => ({
      contactTel: a.contactTel,
      contactEmail: a.contactEmail,
      addrLn1: a.addrLn1,
      addrCity: a.addrCity,
      addrProv: a.addrProv,
      addrPcode: a.addrPcode,
    });
    await audit(tx, principal, {
      event: 'ACCOUNT_PROFILE_UPDATE',
      entity: 'account',
      entityId: accnId,
      before: pick(before),
      after: pick(after!),
    });
    return after!;
  });
}
