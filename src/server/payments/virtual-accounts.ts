import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { virtualAccounts } from '../db/schema';
import type { PaymentGateway } from './gateway';

export interface OpenVaInput {
  accnId: string;
  name: string;
  currency: string;
  amount: bigint;
  expiresAt: Date;
  /** What the VA collects for (e.g. a money document), if known. */
  purposeType?: string | null;
  purposeId?: string | null;
  by: string;
}

/** Opens a VA at the gateway and records it (state OPEN). */
export async function openVirtualAccount(db: Db, gateway: PaymentGateway, input: OpenVaInput) {
  if (input.amount <= 0n) throw new Error('a VA needs a positive amount');
  const va = await gateway.createVa({
    reference: `${input.accnId}-${input.purposeType ?? 'VA'}-${input.purposeId ?? Date.now()}`,
    name: input.name,
    currency: input.currency,
    amount: input.amount,
    expiresAt: input.expiresAt,
  });
  const [row] = await db
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
      createdBy: input.by,
    })
    .returning();
  return row!;
}

/** Closes an open VA at the gateway and here; a VA that is not open stays as it is (answers false). */
export async function closeVirtualAccount(db: Db, gateway: PaymentGateway, vaNo: string, now = new Date()): Promise<boolean> {
  await gateway.closeVa(vaNo);
  const closed = await db
    .update(virtualAccounts)
    .set({ state: 'CLOSED', closedAt: now })
    .where(and(eq(virtualAccounts.vaNo, vaNo), eq(virtualAccounts.state, 'OPEN')))
    .returning({ vaId: virtualAccounts.vaId });
  return closed.length > 0;
}
