import { queueStartUpRun } from '../mail/start-up-run';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Db } from '../db/client';
import { virtualAccounts } from '../db/schema';
import { audit } from '../http/audit';
import type { Principal } from '../http/principal';
import type { PaymentGateway } from './gateway';
import { endTxn, TXN_PURPOSE } from './payment-txns';
import { recordVaEvent } from '../notifications/payment-events';

export interface OpenVaInput {
  accnId: string;
  name: string;
  currency: string;
  amount: bigint;
  expiresAt: Date;
  /** What the VA collects for (e.g. a money document), if known. */
  purposeType?: string | null;
  purposeId?: string | null;
  /** Who opens it: a user, or null for the system (then `by` names the process). */
  actor: Principal | null;
  by?: string;
}

/** Opens a VA at the gateway and records it (state OPEN), audited (VA_OPENED). */
export async function openVirtualAccount(db: Db, gateway: PaymentGateway, input: OpenVaInput) {
  if (input.amount <= 0n) throw new Error('a VA needs a positive amount');
  const va = await gateway.createVa({
    reference: `${input.accnId}-${input.purposeType ?? 'VA'}-${input.purposeId ?? Date.now()}`,
    name: input.name,
    currency: input.currency,
    amount: input.amount,
    expiresAt: input.expiresAt,
  });
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(virtualAccounts)
      .values({
        vaNo: va.vaNo,
        gateway: gateway.name,
        accnId: input.accnId,
        currency: va.currency,
        amount: va.amount,
        expiresAt: va.expiresAt,
        purposeType: input.purposeType ?? null,
        purposeId: input.purposeId ?? null,
        createdBy: input.actor?.usrId ?? input.by ?? 'SYSTEM',
      })
      .returning();
    await audit(tx, input.actor, {
      event: 'VA_OPENED',
      entity: 'virtual_account',
      entityId: va.vaNo,
      remarks: input.accnId,
      after: { amount: String(va.amount), currency: va.currency, expiresAt: va.expiresAt, purpose: input.purposeType ?? null },
    });
    return row!;
  });
}

/** Closes an open VA at the gateway and here (audited VA_CLOSED); a VA that is not open stays as it is (false). */
/** Our record of a virtual account a gateway opened (the simulated bank learns a VA it did not open itself from it). */
export async function findVirtualAccount(db: Db, gateway: string, vaNo: string) {
  const [known] = await db
    .select()
    .from(virtualAccounts)
    .where(and(eq(virtualAccounts.vaNo, vaNo), eq(virtualAccounts.gateway, gateway)));
  return known ?? null;
}

export async function closeVirtualAccount(
  db: Db,
  gateway: PaymentGateway,
  vaNo: string,
  actor: Principal | null,
  now = new Date(),
): Promise<boolean> {
  await gateway.closeVa(vaNo);
  return db.transaction(async (tx) => {
    const closed = await tx
      .update(virtualAccounts)
      .set({ state: 'CLOSED', closedAt: now })
      .where(and(eq(virtualAccounts.vaNo, vaNo), eq(virtualAccounts.state, 'OPEN')))
      .returning({ vaId: virtualAccounts.vaId });
    if (closed.length) await audit(tx, actor, { event: 'VA_CLOSED', entity: 'virtual_account', entityId: vaNo });
    return closed.length > 0;
  });
}

/**
 * Marks EXPIRED every OPEN VA whose expiry has passed (one audit row each, VA_EXPIRED); the ClicPay transaction of
 * each ends (CAN) and gives its documents back. Conditional on the state, so
 * two processes at once expire each VA once. A notification for an expired VA is held either way (its expiry is
 * checked); this keeps the state true for lists and reports. Answers how many expired.
 */
export async function expireVirtualAccounts(db: Db, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(virtualAccounts)
      .set({ state: 'EXPIRED' })
      .where(and(inArray(virtualAccounts.state, ['OPEN']), lt(virtualAccounts.expiresAt, now)))
      .returning({
        vaNo: virtualAccounts.vaNo,
        accnId: virtualAccounts.accnId,
        purposeType: virtualAccounts.purposeType,
        purposeId: virtualAccounts.purposeId,
        currency: virtualAccounts.currency,
        amount: virtualAccounts.amount,
      });
    for (const va of expired) {
      await recordVaEvent(tx, 'PAYMENT_EXPIRED', va, { at: now });
      await audit(tx, null, { event: 'VA_EXPIRED', entity: 'virtual_account', entityId: va.vaNo, remarks: va.accnId });
      // A ClicPay transaction ends with its VA, and its documents can be paid again.
      if (va.purposeType === TXN_PURPOSE && va.purposeId) await endTxn(tx, va.purposeId, 'SYSTEM', 'EXPIRED', now);
    }
    return expired.length;
  });
}

const QUEUE = 'virtual-account-expiry';

/** Runs expireVirtualAccounts on pg-boss every 5 minutes (once across processes) and once at start. */
export async function scheduleVaExpiry(boss: PgBoss, db: Db, log: (error: unknown) => void = () => {}) {
  await boss.createQueue(QUEUE);
  await boss.schedule(QUEUE, '*/5 * * * *');
  await boss.work(QUEUE, async () => {
    try {
      await expireVirtualAccounts(db);
    } catch (error) {
      log(error);
      throw error;
    }
  });
  await queueStartUpRun(boss, QUEUE);
}
