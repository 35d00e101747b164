import { and, eq, isNull } from 'drizzle-orm';
import {
  HOLD_CASE,
  parseSnapAmount,
  plainVaNo,
  SNAP_CASES,
  SNAP_SERVICE,
  snapHttpStatus,
  snapPaymentNotification,
  snapResponseCode,
  type HoldReason,
  type NotificationVerdict,
  type SnapCase,
  type SnapPaymentNotification,
  type SnapResponse,
} from '../../domain/payments/snap';
import type { Db, Tx } from '../db/client';
import { gatewayNotifications, virtualAccounts } from '../db/schema';
import { audit } from '../http/audit';
import { GATEWAY_POSTER, type PaymentGateway, type ReceivedCall } from './gateway';
import { settleVaReceipt } from './payment-txns';
import { postJournal } from './ledger.service';
import { recordVaEvent } from '../notifications/payment-events';

export { GATEWAY_POSTER };

export interface NotificationAnswer {
  status: number;
  body: SnapResponse;
  /** Absent when the call was refused before it was stored (bad signature, no X-EXTERNAL-ID). */
  notificationId?: number;
  verdict?: NotificationVerdict;
  reason?: HoldReason;
}

const answer = (c: SnapCase, data?: SnapResponse['virtualAccountData']): SnapResponse => ({
  responseCode: snapResponseCode(SNAP_SERVICE.PAYMENT, c),
  responseMessage: SNAP_CASES[c].message,
  ...(data ? { virtualAccountData: data } : {}),
});

/** The headers kept with a notification: everything but credentials. */
const storedHeaders = (headers: ReceivedCall['headers']): Record<string, string> =>
  Object.fromEntries(
    Object.entries(headers).filter(
      (e): e is [string, string] => typeof e[1] === 'string' && !['authorization', 'cookie'].includes(e[0]),
    ),
  );

function parseBody(body: string): SnapPaymentNotification | null {
  try {
    const parsed = snapPaymentNotification.safeParse(JSON.parse(body));
    return parsed.success && parseSnapAmount(parsed.data.paidAmount) !== null ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * A SNAP transfer-VA payment notification from the gateway (issue 14). A call without the bank's valid signature
 * or without X-EXTERNAL-ID is refused and not stored (the caller logs it). Otherwise, in one transaction, the call is
 * stored as received and judged:
 * - a repeat of a stored X-EXTERNAL-ID (partner and gateway) with the same body is DUPLICATE and answered as the
 *   first was; with another body it is HELD (EXTERNAL_ID_REUSED, 409). The partial unique index decides between two
 *   at once: the second waits for the first's commit and becomes the repeat;
 * - a malformed body, an unknown, closed, paid or expired VA, another currency or amount is HELD with its reason and
 *   answered with SNAP's code for it; nothing is posted;
 * - else the VA becomes PAID and a journal PAYMENT_RECEIVED posts: debit GATEWAY_CLEARING, credit the company's
 *   UNALLOCATED_RECEIPTS (allocation to its documents is a later step). APPLIED, 2002500.
 */
export async function receivePaymentNotification(
  db: Db,
  gateway: PaymentGateway,
  call: ReceivedCall,
  now = new Date(),
): Promise<NotificationAnswer> {
  if (!gateway.verifyNotification(call)) {
    return { status: 401, body: answer('UNAUTHORIZED_SIGNATURE') };
  }
  const externalId = call.headers['x-external-id'];
  const partnerId = call.headers['x-partner-id'];
  if (!externalId || externalId.length > 64 || !partnerId || partnerId.length > 64) {
    const body = { ...answer('INVALID_MANDATORY_FIELD'), responseMessage: 'Invalid Mandatory Field X-EXTERNAL-ID' };
    return { status: 400, body };
  }
  const notification = parseBody(call.body);
  const vaNo = notification ? plainVaNo(notification.virtualAccountNo) : null;
  const currency = notification?.paidAmount.currency ?? null;
  const paid = notification ? parseSnapAmount(notification.paidAmount) : null;

  return db.transaction(async (tx) => {
    const row = {
      gateway: gateway.name,
      partnerId,
      externalId,
      headers: storedHeaders(call.headers),
      body: call.body,
      vaNo: vaNo?.slice(0, 28) ?? null,
      currency,
      paidAmount: paid,
    };
    // Stored first (judged below, in this transaction); the placeholder verdict never commits.
    const [stored] = await tx
      .insert(gatewayNotifications)
      .values({ ...row, verdict: 'HELD', reason: 'PENDING', responseCode: '0000000', responseBody: {} })
      .onConflictDoNothing({
        target: [gatewayNotifications.gateway, gatewayNotifications.partnerId, gatewayNotifications.externalId],
        where: isNull(gatewayNotifications.duplicateOf),
      })
      .returning({ id: gatewayNotifications.notificationId });
    if (!stored) return repeat(tx, row);

    const judged =
      notification && vaNo && paid !== null
        ? await judge(tx, gateway, stored.id, notification, vaNo, paid, now)
        : held('MALFORMED');
    await tx
      .update(gatewayNotifications)
      .set({
        verdict: judged.verdict,
        reason: judged.reason ?? null,
        journalId: judged.journalId ?? null,
        responseCode: judged.body.responseCode,
        responseBody: judged.body,
      })
      .where(eq(gatewayNotifications.notificationId, stored.id));
    await auditJudgement(tx, stored.id, judged, vaNo, paid);
    return {
      status: snapHttpStatus(judged.body.responseCode),
      body: judged.body,
      notificationId: stored.id,
      verdict: judged.verdict,
      reason: judged.reason,
    };
  });
}

interface Judgement {
  verdict: NotificationVerdict;
  reason?: HoldReason;
  journalId?: number;
  body: SnapResponse;
}

const held = (reason: HoldReason): Judgement => ({ verdict: 'HELD', reason, body: answer(HOLD_CASE[reason]) });

/** A repeat of a stored external id: answered as the first when the body is the same, else held. */
async function repeat(
  tx: Tx,
  row: Omit<typeof gatewayNotifications.$inferInsert, 'verdict' | 'responseCode' | 'responseBody'>,
): Promise<NotificationAnswer> {
  const [first] = await tx
    .select()
    .from(gatewayNotifications)
    .where(
      and(
        eq(gatewayNotifications.gateway, row.gateway),
        eq(gatewayNotifications.partnerId, row.partnerId),
        eq(gatewayNotifications.externalId, row.externalId),
        isNull(gatewayNotifications.duplicateOf),
      ),
    );
  if (!first) throw new Error(`notification ${row.externalId} conflicted but is not stored`);
  const same = sameJson(first.body, row.body);
  const judged: Judgement = same
    ? { verdict: 'DUPLICATE', body: first.responseBody as SnapResponse }
    : held('EXTERNAL_ID_REUSED');
  const [stored] = await tx
    .insert(gatewayNotifications)
    .values({
      ...row,
      duplicateOf: first.notificationId,
      verdict: judged.verdict,
      reason: judged.reason ?? null,
      responseCode: judged.body.responseCode,
      responseBody: judged.body,
    })
    .returning({ id: gatewayNotifications.notificationId });
  await auditJudgement(tx, stored!.id, judged, row.vaNo ?? null, row.paidAmount ?? null);
  return {
    status: snapHttpStatus(judged.body.responseCode),
    body: judged.body,
    notificationId: stored!.id,
    verdict: judged.verdict,
    reason: judged.reason,
  };
}

/** An applied payment and a held notification are audited (actor: the gateway, none); a duplicate is not. */
async function auditJudgement(tx: Tx, id: number, judged: Judgement, vaNo: string | null, paid: bigint | null) {
  if (judged.verdict === 'DUPLICATE') return;
  const applied = judged.verdict === 'APPLIED';
  await audit(tx, null, {
    event: applied ? 'GATEWAY_PAYMENT_APPLIED' : 'GATEWAY_NOTIFICATION_HELD',
    entity: 'gateway_notification',
    entityId: String(id),
    remarks: applied ? vaNo : judged.reason,
    after: { vaNo, amount: paid === null ? null : String(paid), journalId: judged.journalId ?? null },
  });
}

function sameJson(a: string, b: string): boolean {
  try {
    return JSON.stringify(JSON.parse(a)) === JSON.stringify(JSON.parse(b));
  } catch {
    return a === b;
  }
}

/** Checks the notification against the VA (locked) and, when it matches, applies it. */
async function judge(
  tx: Tx,
  gateway: PaymentGateway,
  notificationId: number,
  n: SnapPaymentNotification,
  vaNo: string,
  paid: bigint,
  now: Date,
): Promise<Judgement> {
  const [va] = await tx
    .select()
    .from(virtualAccounts)
    .where(and(eq(virtualAccounts.vaNo, vaNo), eq(virtualAccounts.gateway, gateway.name)))
    .for('update');
  if (!va) return held('UNKNOWN_VA');
  if (va.state === 'PAID') return held('ALREADY_PAID');
  if (va.state === 'CLOSED') return held('CLOSED_VA');
  // A payment the VA refuses is told to the company (PAYMENT_FAILED, mandatory; issue 17) with the same transaction.
  const refused = async (reason: 'EXPIRED_VA' | 'WRONG_CURRENCY' | 'WRONG_AMOUNT', why: string) => {
    await recordVaEvent(tx, 'PAYMENT_FAILED', va, { amount: paid, reason: why });
    return held(reason);
  };
  if (va.state === 'EXPIRED' || (va.expiresAt && va.expiresAt <= now))
    return refused('EXPIRED_VA', 'the virtual account had expired / virtual account sudah kedaluwarsa');
  if (n.paidAmount.currency !== va.currency)
    return refused(
      'WRONG_CURRENCY',
      `paid in ${n.paidAmount.currency}, not ${va.currency} / dibayar dalam ${n.paidAmount.currency}`,
    );
  // A static VA takes any positive amount, any number of times; a closed-amount VA its amount, once.
  if (va.isStatic ? paid <= 0n : paid !== va.amount)
    return refused('WRONG_AMOUNT', 'the amount paid is not the amount due / jumlah dibayar tidak sesuai tagihan');

  if (!va.isStatic) {
    await tx.update(virtualAccounts).set({ state: 'PAID', paidAt: now }).where(eq(virtualAccounts.vaId, va.vaId));
  }
  const { journalId } = await postJournal(tx, {
    causeType: 'PAYMENT_RECEIVED',
    causeId: `GW-${notificationId}`,
    memo: `VA ${vaNo} paid at ${gateway.name} (payment request ${n.paymentRequestId.slice(0, 64)})`,
    postedBy: GATEWAY_POSTER,
    postedAt: now,
    lines: [
      { account: 'GATEWAY_CLEARING', accnId: null, currency: va.currency, docId: null, amount: paid },
      { account: 'UNALLOCATED_RECEIPTS', accnId: va.accnId, currency: va.currency, docId: null, amount: -paid },
    ],
  });
  // What the VA was for is paid in this transaction: a ClicPay transaction's documents, a static VA's oldest due.
  await settleVaReceipt(tx, va, journalId, paid, now);
  await recordVaEvent(tx, 'PAYMENT_RECEIVED', va, { amount: paid, at: now });
  return {
    verdict: 'APPLIED',
    journalId,
    body: answer('SUCCESS', {
      partnerServiceId: n.partnerServiceId,
      customerNo: n.customerNo,
      virtualAccountNo: n.virtualAccountNo,
      virtualAccountName: n.virtualAccountName ?? '',
      paymentRequestId: n.paymentRequestId,
      paidAmount: n.paidAmount,
      paymentFlagStatus: '00',
    }),
  };
}
