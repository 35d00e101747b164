import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { outbox } from '../db/schema';
import { useTestApp } from '../../../tests/support/test-app';
import { drainOutbox } from './mail-worker';
import { enqueueMail } from './outbox';

const ctx = useTestApp();
const FROM = 'Lintas <no-reply@lintas.co.id>';

describe('outbox and mail worker', () => {
  it('without a mail server, messages stay in the outbox marked not sent; operator admins read them', async () => {
    const id = await enqueueMail(ctx.database.db, {
      to: 'a@example.co.id',
      subject: 'Hello',
      body: 'Line one\nhttps://x/y?key=1',
      template: 'TEST',
    });
    expect(await drainOutbox(ctx.database.db, null, FROM)).toBeGreaterThanOrEqual(1);
    const [row] = await ctx.database.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row).toMatchObject({ status: 'NOT_SENT', sentAt: null });
    const { authorization } = await ctx.signIn('OPADMIN');
    const list = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/lintas/trucking/outbox?length=10&status=NOT_SENT',
        headers: { authorization },
      })
    ).json();
    expect(list.aaData.map((r: { id: number }) => r.id)).toContain(id);
    const one = (
      await ctx.app.inject({ method: 'GET', url: `/api/v1/lintas/trucking/outbox/${id}`, headers: { authorization } })
    ).json();
    expect(one.body).toContain('key=1');
  });

  it('with a transport, sends each pending message once and marks it sent', async () => {
    const sent: string[] = [];
    const transport = nodemailer.createTransport({ jsonTransport: true });
    transport.on('idle', () => {});
    const original = transport.sendMail.bind(transport);
    transport.sendMail = ((mail: { to: string }) => {
      sent.push(String(mail.to));
      return original(mail as never);
    }) as typeof transport.sendMail;
    const id = await enqueueMail(ctx.database.db, { to: 'b@example.co.id', subject: 'Hi', body: 'Body', template: 'TEST' });
    await Promise.all([drainOutbox(ctx.database.db, transport, FROM), drainOutbox(ctx.database.db, transport, FROM)]);
    const [row] = await ctx.database.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row!.status).toBe('SENT');
    expect(row!.sentAt).not.toBeNull();
    expect(sent.filter((to) => to === 'b@example.co.id')).toHaveLength(1);
  });

  it('a queued message disappears with the transaction that failed', async () => {
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await enqueueMail(tx, { to: 'rollback@example.co.id', subject: 'x', body: 'x', template: 'TEST' });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await ctx.database.db.select().from(outbox).where(eq(outbox.toAddress, 'rollback@example.co.id'))).toHaveLength(0);
  });
});
