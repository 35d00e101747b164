import { and, desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_PUBLIC_URL, useTestApp } from '../../../tests/support/test-app';
import { notificationEvents, notifications, outbox, virtualAccounts } from '../db/schema';
import { SnapSimulator } from '../payments/snap-simulator';
import { expireVirtualAccounts, openVirtualAccount } from '../payments/virtual-accounts';
import { deliverPendingNotifications } from './fanout';

// The payments' events (issue 17): recorded with their cause (the gateway's notification, the expiry job) and
// delivered by the fan-out to the paying company's users, in the portal and by e-mail (the outbox).
const bank = new SnapSimulator({ retryDelayMs: 10 });
const ctx = useTestApp({ paymentGateway: bank });
const db = () => ctx.database.db;

beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  bank.callbackBase = `http://127.0.0.1:${(ctx.app.server.address() as { port: number }).port}`;
});

const RP = (rupiah: number) => BigInt(rupiah) * 100n;
const openVa = (amount: bigint, expiresAt = new Date(Date.now() + 3600_000)) =>
  openVirtualAccount(db(), bank, {
    accnId: 'CO0001',
    name: 'PT Sumber Makmur Abadi',
    currency: 'IDR',
    amount,
    expiresAt,
    purposeType: 'TEST',
    purposeId: String(Math.random()),
    actor: null,
    by: 'TEST',
  });
const eventsOf = (vaNo: string) =>
  db()
    .select()
    .from(notificationEvents)
    .where(sql`${notificationEvents.record}->>'id' = ${vaNo}`)
    .orderBy(desc(notificationEvents.occurredAt));

describe('payments’ notifications', () => {
  it('a VA paid records PAYMENT_RECEIVED in the payment’s transaction; the company’s users get it in the portal and by e-mail', async () => {
    const va = await openVa(RP(1_500_000));
    expect((await bank.pay(va.vaNo, RP(1_500_000))).status).toBe(200);
    const [event] = await eventsOf(va.vaNo);
    expect(event).toMatchObject({
      type: 'PAYMENT_RECEIVED',
      accnIds: ['CO0001'],
      record: { kind: 'virtualAccount', id: va.vaNo, path: '/payments' },
      data: { documentNo: va.vaNo, amount: '1.500.000', currency: 'IDR' },
    });
    await deliverPendingNotifications(db(), { publicUrl: TEST_PUBLIC_URL });
    const inApp = await db().select().from(notifications).where(eq(notifications.eventId, event!.id));
    expect(inApp.map((n) => n.usrId)).toContain('CO1');
    expect(inApp[0]!.titleEn).toBe(`Payment received for ${va.vaNo}`);
    expect(inApp[0]!.titleId).toBe(`Pembayaran diterima untuk ${va.vaNo}`);
    const mails = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.template, 'PAYMENT_RECEIVED'), sql`${outbox.subject} like ${`%${va.vaNo}%`}`));
    expect(mails.length).toBeGreaterThan(0);
    expect(mails[0]!.body).toContain('IDR 1.500.000');
    expect(mails[0]!.body).toContain(`${TEST_PUBLIC_URL}/trucking/payments`);
  });

  it('a payment the VA refuses records PAYMENT_FAILED (mandatory: reaches even those who switched it off); nothing else changes', async () => {
    await db().execute(
      sql`insert into notification_preferences (usr_id, nt_code, channel, enabled) values ('CO1', 'PAYMENT_FAILED', 'INAPP', false)
          on conflict do nothing`,
    );
    const va = await openVa(RP(300_000));
    expect((await bank.pay(va.vaNo, RP(299_999))).status).toBe(404);
    const [event] = await eventsOf(va.vaNo);
    expect(event).toMatchObject({
      type: 'PAYMENT_FAILED',
      data: { amount: '299.999', reason: expect.stringContaining('amount') },
    });
    await deliverPendingNotifications(db(), { publicUrl: TEST_PUBLIC_URL });
    const inApp = await db().select().from(notifications).where(eq(notifications.eventId, event!.id));
    expect(inApp.map((n) => n.usrId)).toContain('CO1');
    const [state] = await db()
      .select({ s: virtualAccounts.state })
      .from(virtualAccounts)
      .where(eq(virtualAccounts.vaNo, va.vaNo));
    expect(state!.s).toBe('OPEN');
  });

  it('the expiry job records PAYMENT_EXPIRED once per VA', async () => {
    const va = await openVa(RP(310_000), new Date(Date.now() + 60_000));
    const later = new Date(Date.now() + 120_000);
    await expireVirtualAccounts(db(), later);
    await expireVirtualAccounts(db(), later);
    const events = await eventsOf(va.vaNo);
    expect(events.map((e) => e.type)).toEqual(['PAYMENT_EXPIRED']);
    expect(events[0]!.data).toMatchObject({
      amount: '310.000',
      currency: 'IDR',
      expiredAt: expect.stringMatching(/^\d\d\/\d\d\/\d{4} \d\d:\d\d WIB$/),
    });
  });
});
