import { and, asc, desc, eq, ilike, or } from 'drizzle-orm';
import type { DatatableQuery } from '../../domain/datatable';
import type { OutboxStatus } from '../../domain/outbox';
import type { Db, DbOrTx } from '../db/client';
import { outbox } from '../db/schema';
import { countsSql, likePattern, orderBy, paged } from '../http/datatable';
import { notFound } from '../http/errors';

export interface OutgoingMail {
  to: string;
  subject: string;
  body: string;
  template: string;
  usrId?: string | null;
}

/** Queues a message in the caller's transaction; it leaves only if that transaction commits. */
export async function enqueueMail(tx: DbOrTx, mail: OutgoingMail): Promise<number> {
  const [row] = await tx.insert(outbox).values(outboxValues(mail)).returning({ id: outbox.id });
  return row!.id;
}

/** The outbox row of a message (for a statement that writes it together with other rows). */
export const outboxValues = (mail: OutgoingMail): typeof outbox.$inferInsert => ({
  toAddress: mail.to,
  subject: mail.subject,
  body: mail.body,
  template: mail.template,
  usrId: mail.usrId ?? null,
});

const listColumns = {
  id: outbox.id,
  toAddress: outbox.toAddress,
  subject: outbox.subject,
  template: outbox.template,
  status: outbox.status,
  attempts: outbox.attempts,
  lastError: outbox.lastError,
  createdAt: outbox.createdAt,
  sentAt: outbox.sentAt,
};

const SORTABLE = { createdAt: outbox.createdAt, toAddress: outbox.toAddress, status: outbox.status, subject: outbox.subject };

export async function listOutbox(db: Db, q: DatatableQuery & { status?: OutboxStatus | undefined }) {
  const filters = [];
  if (q.search) {
    const like = likePattern(q.search);
    filters.push(or(ilike(outbox.toAddress, like), ilike(outbox.subject, like))!);
  }
  if (q.status) filters.push(eq(outbox.status, q.status));
  const filter = filters.length ? and(...filters) : undefined;
  const order = q.sort ? orderBy(q, SORTABLE, 'createdAt', outbox.id) : [desc(outbox.createdAt), desc(outbox.id)];
  return paged(
    q,
    filter !== undefined,
    () =>
      db
        .select(listColumns)
        .from(outbox)
        .where(filter)
        .orderBy(...order)
        .limit(q.length)
        .offset(q.start),
    async () => (await db.select(countsSql(filter)).from(outbox))[0]!,
  );
}

export async function getOutboxMessage(db: Db, id: number) {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  if (!row) throw notFound('Message not found');
  return row;
}

/** Claims up to `limit` pending messages (SKIP LOCKED: several workers never send one twice). */
export async function claimPending(tx: DbOrTx, limit: number) {
  return tx
    .select()
    .from(outbox)
    .where(eq(outbox.status, 'PENDING'))
    .orderBy(asc(outbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}
