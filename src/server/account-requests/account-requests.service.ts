import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  ACCOUNT_LIFECYCLE_WORKFLOW,
  ACCOUNT_REQUEST_FLOW,
  ACCOUNT_REQUEST_WORKFLOW,
  accountRequestActionsOf,
  type AccountRequestStatus,
  type AccountRequestType,
} from '../../domain/account-requests';
import { PLATFORM_ACCOUNT_TYPE } from '../../domain/permissions';
import { allowedFrom, refusalOf } from '../../domain/workflow';
import type { DatatableQuery } from '../../domain/datatable';
import { COMPANY_ADMIN_ROLES } from '../../domain/users';
import type { Db, Tx } from '../db/client';
import { accountRequests, accounts, sessions, userRoles, users } from '../db/schema';
import { audit } from '../http/audit';
import { countsSql, paged } from '../http/datatable';
import { conflict, forbidden, notFound } from '../http/errors';
import { translate, type Lang } from '../http/i18n';
import type { Principal } from '../http/principal';
import { enqueueMail } from '../mail/outbox';
import { recordAccountSuspended } from '../notifications/account-events';

const columns = {
  reqId: accountRequests.reqId,
  accnId: accountRequests.accnId,
  accnName: accounts.accnName,
  accnStatus: accounts.accnStatus,
  reqType: accountRequests.reqType,
  reason: accountRequests.reason,
  fromStatus: accountRequests.fromStatus,
  status: accountRequests.status,
  requestedBy: accountRequests.requestedBy,
  requestedAt: accountRequests.requestedAt,
  decidedBy: accountRequests.decidedBy,
  decidedAt: accountRequests.decidedAt,
  decisionReason: accountRequests.decisionReason,
};

/** Each row with the verbs the caller may use on it (`actions`). */
export async function listAccountRequests(
  db: Db,
  p: Principal,
  q: DatatableQuery & { status?: AccountRequestStatus; reqType?: AccountRequestType; accnId?: string },
) {
  const page = await listAccountRequestRows(db, q);
  return { ...page, aaData: page.aaData.map((row) => ({ ...row, actions: accountRequestActionsOf(row, p) })) };
}

async function listAccountRequestRows(
  db: Db,
  q: DatatableQuery & { status?: AccountRequestStatus; reqType?: AccountRequestType; accnId?: string },
) {
  const filters: SQL[] = [];
  if (q.status) filters.push(eq(accountRequests.status, q.status));
  if (q.reqType) filters.push(eq(accountRequests.reqType, q.reqType));
  if (q.accnId) filters.push(eq(accountRequests.accnId, q.accnId));
  const filter = filters.length ? and(...filters) : undefined;
  return paged(
    q,
    filter !== undefined,
    () =>
      db
        .select(columns)
        .from(accountRequests)
        .innerJoin(accounts, eq(accounts.accnId, accountRequests.accnId))
        .where(filter)
        .orderBy(desc(accountRequests.requestedAt))
        .limit(q.length)
        .offset(q.start),
    async () => (await db.select(countsSql(filter)).from(accountRequests))[0]!,
  );
}

/** E-mails every active administrator of the company about a change of its status. */
async function notifyAdmins(tx: Tx, accnId: string, accnName: string, event: string, reason: string, lang: Lang): Promise<void> {
  const admins = await tx
    .selectDistinct({ usrId: users.usrId, usrName: users.usrName, email: users.contactEmail })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.usrId, users.usrId))
    .where(and(eq(users.accnId, accnId), eq(users.usrStatus, 'A'), inArray(userRoles.roleId, [...COMPANY_ADMIN_ROLES])));
  for (const admin of admins.filter((a) => a.email)) {
    await enqueueMail(tx, {
      to: admin.email!,
      subject: translate(lang, 'server.mail.accountStatusSubject', { company: accnName }),
      body: translate(lang, 'server.mail.accountStatusBody', {
        name: admin.usrName,
        company: accnName,
        event: translate(lang, `server.accountEvents.${event}`),
        reason,
      }),
      template: 'ACCOUNT_STATUS',
      usrId: admin.usrId,
    });
  }
}

/** A platform user requests suspension, termination or resumption; the company moves to the submitted status. */
export async function requestAccountChange(
  db: Db,
  actor: Principal,
  accnId: string,
  reqType: AccountRequestType,
  reason: string,
  lang: Lang,
) {
  const flow = ACCOUNT_REQUEST_FLOW[reqType];
  return db.transaction(async (tx) => {
    const [account] = await tx.select().from(accounts).where(eq(accounts.accnId, accnId)).for('update');
    if (!account) throw notFound('Account not found');
    if (account.atypId === PLATFORM_ACCOUNT_TYPE) throw conflict('server.accountRequests.notAllowed');
    if (!allowedFrom(ACCOUNT_LIFECYCLE_WORKFLOW, reqType, account.accnStatus))
      throw conflict('server.accountRequests.notAllowed');
    await tx
      .update(accounts)
      .set({ accnStatus: flow.submitted, version: account.version + 1, updatedAt: new Date() })
      .where(eq(accounts.accnId, accnId));
    const [request] = await tx
      .insert(accountRequests)
      .values({ accnId, reqType, reason, fromStatus: account.accnStatus, requestedBy: actor.usrId })
      .returning();
    await audit(tx, actor, {
      event: `ACCOUNT_${reqType}_REQUESTED`,
      entity: 'account',
      entityId: accnId,
      remarks: reason,
      before: { accnStatus: account.accnStatus },
      after: { accnStatus: flow.submitted },
    });
    await notifyAdmins(tx, accnId, account.accnName, `${reqType}_REQUESTED`, reason, lang);
    return request!;
  });
}

/**
 * Approve or reject a pending request. Maker-checker: the requester may not decide (403). The
 * company must still be in the submitted status (409 otherwise). Approving a suspension or a
 * termination ends every session of the company's users.
 */
export async function decideAccountRequest(
  db: Db,
  actor: Principal,
  reqId: string,
  approve: boolean,
  reason: string | undefined,
  lang: Lang,
) {
  return db.transaction(async (tx) => {
    const [request] = await tx.select().from(accountRequests).where(eq(accountRequests.reqId, reqId)).for('update');
    if (!request) throw notFound('Request not found');
    const refusal = refusalOf(
      ACCOUNT_REQUEST_WORKFLOW,
      approve ? 'approve' : 'reject',
      { state: request.status, makers: { requestedBy: request.requestedBy } },
      actor,
    );
    if (refusal === 'state') throw conflict('server.accountRequests.decided');
    if (refusal === 'maker') throw forbidden('server.accountRequests.makerChecker');
    if (refusal) throw forbidden();
    const flow = ACCOUNT_REQUEST_FLOW[request.reqType as AccountRequestType];
    const next = approve ? flow.approved : request.fromStatus;
    const [account] = await tx
      .update(accounts)
      .set({ accnStatus: next, updatedAt: new Date() })
      .where(and(eq(accounts.accnId, request.accnId), eq(accounts.accnStatus, flow.submitted)))
      .returning();
    if (!account) throw conflict('server.accountRequests.notAllowed');
    await tx
      .update(accountRequests)
      .set({
        status: approve ? 'APPROVED' : 'REJECTED',
        decidedBy: actor.usrId,
        decidedAt: new Date(),
        decisionReason: reason ?? null,
      })
      .where(eq(accountRequests.reqId, reqId));
    if (approve && ['S', 'T'].includes(next)) {
      await tx
        .update(sessions)
        .set({ endedAt: new Date(), endedReason: next === 'S' ? 'ACCOUNT_SUSPENDED' : 'ACCOUNT_TERMINATED' })
        .where(
          and(
            isNull(sessions.endedAt),
            sql`${sessions.usrId} in (select u.usr_id from users u where u.accn_id = ${request.accnId})`,
          ),
        );
    }
    const event = `${request.reqType}_${approve ? 'APPROVED' : 'REJECTED'}`;
    await audit(tx, actor, {
      event: `ACCOUNT_${event}`,
      entity: 'account',
      entityId: request.accnId,
      remarks: reason ?? null,
      before: { accnStatus: flow.submitted },
      after: { accnStatus: next },
    });
    // An approved suspension is the mandatory ACCOUNT_SUSPENDED event (every active user, by e-mail and in the
    // portal); it replaces the administrators' status e-mail, which would say the same twice.
    if (approve && next === 'S') await recordAccountSuspended(tx, account, request.reason);
    else await notifyAdmins(tx, request.accnId, account.accnName, event, reason ?? request.reason, lang);
    return { ...request, status: approve ? ('APPROVED' as const) : ('REJECTED' as const), accnStatus: next };
  });
}
