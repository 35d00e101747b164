import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { normaliseAgentTin } from '../../domain/vessel-calls/vessel-calls';
import type { Db, DbOrTx } from '../db/client';
import { accounts, agentAssociations } from '../db/schema';
import { audit } from '../http/audit';
import { likePattern, pagedFrom } from '../http/datatable';
import { conflict, forbidden, notFound, validationFailed } from '../http/errors';
import type { Principal } from '../http/principal';
import { pgErrorOf } from '../http/pg-errors';
import type { DatatableQuery } from '../../domain/datatable';

/**
 * Agent associations (`/association/agentAss`, issue 18): a shipping line associates a local agent (an active
 * service-provider company, ACC_TYPE_SP) by its tax number; while associated the agent files vessel calls for the
 * line and sees them; the line ends the association and the agent's access stops at once (the service checks the
 * association on every call).
 */

export const AGENT_ACCOUNT_TYPE = 'ACC_TYPE_SP';

const manages = (p: Principal) => p.permissions.includes('vessel.associate') && p.accnType === 'ACC_TYPE_SL';
const isAgent = (p: Principal) => p.accnType === AGENT_ACCOUNT_TYPE && p.permissions.includes('vessel.file');

const lineName = sql<string>`(select a.accn_name from accounts a where a.accn_id = ${agentAssociations.lineAccnId})`;
const agentName = sql<string>`(select a.accn_name from accounts a where a.accn_id = ${agentAssociations.agentAccnId})`;

const columns = {
  assocId: agentAssociations.assocId,
  lineAccnId: agentAssociations.lineAccnId,
  lineName,
  agentAccnId: agentAssociations.agentAccnId,
  agentName,
  agentTIN: agentAssociations.agentTin,
  status: agentAssociations.status,
  startedAt: agentAssociations.startedAt,
  startedBy: agentAssociations.startedBy,
  endedAt: agentAssociations.endedAt,
  endedBy: agentAssociations.endedBy,
};

function scopeOf(p: Principal): SQL {
  if (manages(p)) return eq(agentAssociations.lineAccnId, p.accnId);
  if (isAgent(p)) return eq(agentAssociations.agentAccnId, p.accnId);
  throw forbidden();
}

const withActions = <R extends { status: 'A' | 'E' }>(p: Principal, r: R) => ({
  ...r,
  actions: manages(p) && r.status === 'A' ? (['end'] as const).slice() : [],
});

/** A line's agents, or an agent's lines: active first, then newest. */
export async function listAgentAssociations(db: DbOrTx, p: Principal, q: DatatableQuery & { status?: 'A' | 'E' | undefined }) {
  const scope = scopeOf(p);
  const filters: SQL[] = [];
  if (q.status) filters.push(eq(agentAssociations.status, q.status));
  if (q.search) {
    const like = likePattern(q.search);
    filters.push(or(ilike(agentName, like), ilike(lineName, like), ilike(agentAssociations.agentTin, like))!);
  }
  const page = await pagedFrom(q, {
    columns,
    from: (fields) => db.select(fields).from(agentAssociations),
    scope,
    filter: filters.length ? and(...filters) : undefined,
    order: [sql`${agentAssociations.status}`, desc(agentAssociations.startedAt), desc(agentAssociations.assocId)],
  });
  return { ...page, aaData: page.aaData.map((r) => withActions(p, r)) };
}

async function getAssociation(db: DbOrTx, p: Principal, assocId: string) {
  const [row] = await db
    .select(columns)
    .from(agentAssociations)
    .where(and(eq(agentAssociations.assocId, assocId), scopeOf(p)));
  if (!row) throw notFound('vesselCalls.server.associationNotFound');
  return withActions(p, row);
}

/** Associates the active agent company with this tax number (none such: a field error; already associated: 409). */
export async function associateAgent(db: Db, p: Principal, agentTIN: string) {
  if (!manages(p)) throw forbidden();
  const tin = normaliseAgentTin(agentTIN);
  if (!tin) throw validationFailed({ agentTIN: 'validation.npwp' });
  return db.transaction(async (tx) => {
    const [agent] = await tx
      .select({ accnId: accounts.accnId })
      .from(accounts)
      .where(
        and(
          sql`regexp_replace(${accounts.accnCoyRegn}, '[^0-9]', '', 'g') in (${tin}, ${tin.replace(/^0/, '')})`,
          eq(accounts.atypId, AGENT_ACCOUNT_TYPE),
          eq(accounts.accnStatus, 'A'),
        ),
      )
      .limit(1);
    if (!agent) throw validationFailed({ agentTIN: 'vesselCalls.errors.agentNotFound' });
    let assocId: string;
    try {
      const [row] = await tx
        .insert(agentAssociations)
        .values({ lineAccnId: p.accnId, agentAccnId: agent.accnId, agentTin: tin, startedBy: p.usrId })
        .returning({ assocId: agentAssociations.assocId });
      assocId = row!.assocId;
    } catch (error) {
      if (pgErrorOf(error)?.code === '23505') throw conflict('vesselCalls.server.alreadyAssociated');
      throw error;
    }
    await audit(tx, p, {
      event: 'AGENT_ASSOCIATE',
      entity: 'agent_association',
      entityId: assocId,
      after: { lineAccnId: p.accnId, agentAccnId: agent.accnId, agentTIN: tin },
    });
    return getAssociation(tx, p, assocId);
  });
}

/** Ends an active association (already ended: 409): the agent no longer files for the line nor sees its calls. */
export async function endAgentAssociation(db: Db, p: Principal, assocId: string) {
  if (!manages(p)) throw forbidden();
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(agentAssociations)
      .where(and(eq(agentAssociations.assocId, assocId), eq(agentAssociations.lineAccnId, p.accnId)))
      .for('update');
    if (!before) throw notFound('vesselCalls.server.associationNotFound');
    if (before.status !== 'A') throw conflict('vesselCalls.server.associationEnded');
    await tx
      .update(agentAssociations)
      .set({ status: 'E', endedAt: new Date(), endedBy: p.usrId, version: before.version + 1 })
      .where(eq(agentAssociations.assocId, assocId));
    await audit(tx, p, {
      event: 'AGENT_ASSOCIATION_END',
      entity: 'agent_association',
      entityId: assocId,
      before: { status: 'A' },
      after: { status: 'E' },
    });
    return getAssociation(tx, p, assocId);
  });
}
