import { and, eq } from 'drizzle-orm';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { DbOrTx } from '../db/client';
import { accountRequests, accounts } from '../db/schema';
import { AppError, notFound, unauthenticated } from '../http/errors';

/** What a company may do by its status (spec §4 account statuses). */
export type CompanyActivity = 'ACTIVE' | 'SUSPENDED' | 'INACTIVE';

/**
 * A (active) and P (suspension requested, not yet approved) work as usual; S (suspended) and Q
 * (resumption requested, still suspended) are suspended; V (termination requested) is what it was
 * before the request (`fromStatus`: A works, S stays suspended; unknown counts as suspended);
 * N, R (registration not yet active), X, D and T (terminated) are inactive.
 */
export function companyActivity(accnStatus: string, terminationFrom?: string | null): CompanyActivity {
  switch (accnStatus) {
    case 'A':
    case 'P':
      return 'ACTIVE';
    case 'S':
    case 'Q':
      return 'SUSPENDED';
    case 'V':
      return terminationFrom === 'A' || terminationFrom === 'P' ? 'ACTIVE' : 'SUSPENDED';
    default:
      return 'INACTIVE';
  }
}

export const accountSuspended = () => new AppError('ACCOUNT_SUSPENDED', 'server.account.suspended');
export const accountInactive = () => new AppError('ACCOUNT_INACTIVE', 'server.account.inactive');

/**
 * Throws 403 ACCOUNT_SUSPENDED (key `server.account.suspended`) or 403 ACCOUNT_INACTIVE
 * (`server.account.inactive`) unless the company may work (see companyActivity). Call it inside the
 * transaction of the change: the account row is read FOR SHARE, so a suspension being approved at
 * the same moment waits for this change to commit (or this change waits for the suspension).
 * Used by jobs (create, submit) and billing (verify, approve).
 */
export async function assertCompanyActive(db: DbOrTx, accnId: string): Promise<void> {
  const [account] = await db
    .select({ accnStatus: accounts.accnStatus })
    .from(accounts)
    .where(eq(accounts.accnId, accnId))
    .for('share');
  if (!account) throw notFound('Account not found');
  let from: string | null = null;
  if (account.accnStatus === 'V') {
    const [pending] = await db
      .select({ fromStatus: accountRequests.fromStatus })
      .from(accountRequests)
      .where(
        and(
          eq(accountRequests.accnId, accnId),
          eq(accountRequests.reqType, 'TERMINATION'),
          eq(accountRequests.status, 'PENDING'),
        ),
      );
    from = pending?.fromStatus ?? null;
  }
  const activity = companyActivity(account.accnStatus, from);
  if (activity === 'SUSPENDED') throw accountSuspended();
  if (activity === 'INACTIVE') throw accountInactive();
}

/**
 * Route guard: the signed-in user's company must be active (after `app.auth.requireUser` or
 * `requirePermission`, which set `request.principal`). Example:
 * `preHandler: [app.auth.requirePermission('jobs.create'), requireActiveCompany(db)]`.
 */
export function requireActiveCompany(db: DbOrTx): preHandlerAsyncHookHandler {
  return async function requireActiveCompanyHandler(request) {
    if (!request.principal) throw unauthenticated();
    await assertCompanyActive(db, request.principal.accnId);
  };
}
