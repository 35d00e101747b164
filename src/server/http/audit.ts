import { auditLog } from '../db/schema';
import type { DbOrTx } from '../db/client';
import type { Principal } from './principal';

export interface AuditEntry {
  event: string;
  entity: string;
  entityId?: string | null;
  remarks?: string | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Writes one audit_log row. Call it with the transaction that makes the change, so the row is
 * committed with the change or not at all.
 */
export async function audit(tx: DbOrTx, actor: Principal | null, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values(auditValues(actor, entry));
}

/** The audit_log row of an entry (for a statement that writes it together with other rows). */
export function auditValues(actor: Principal | null, entry: AuditEntry): typeof auditLog.$inferInsert {
  return {
    audtEvent: entry.event,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    audtUid: actor?.usrId ?? null,
    audtUname: actor?.usrName ?? null,
    accnId: actor?.accnId ?? null,
    audtRemarks: entry.remarks ?? null,
    before: entry.before === undefined ? null : entry.before,
    after: entry.after === undefined ? null : entry.after,
  };
}
