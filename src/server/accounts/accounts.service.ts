import { and, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { DatatableQuery } from '../../domain/datatable';
import type { Db } from '../db/client';
import { accounts, accountTypes } from '../db/schema';
import { countsSql, likePattern, orderBy, paged } from '../http/datatable';
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

const PLATFORM_ROLES = ['SYS_SUPER_ADMIN', 'SP_OP_ADMIN', 'SP_L1'];

/** Tenancy: the platform sees every account; any other company sees only its own. */
export function accountScope(principal: Principal): SQL | undefined {
  return principal.authorities.some((a) => PLATFORM_ROLES.includes(a)) ? undefined : eq(accounts.accnId, principal.accnId);
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
