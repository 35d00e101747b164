import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { created, documentOf, jobInput, JOBS } from '../../../tests/support/job-kit';
import { apiCallers, TEST_PUBLIC_URL, useTestApp } from '../../../tests/support/test-app';
import {
  notificationDeliveries,
  notificationEvents,
  notifications,
  notificationTypes,
  outbox,
  userRoles,
  users,
  webhookDeliveries,
} from '../db/schema';
import { CHANNEL_DELIVERERS } from './channels';
import { recipientsOf } from './deliverers';
import { deliverPendingNotifications } from './fanout';
import { recordEvent } from './record-event';

const ctx = useTestApp();
const api = apiCallers(ctx, '/api/v1/lintas/trucking');
const deliver = (now?: () => Date) => deliverPendingNotifications(ctx.database.db, { publicUrl: TEST_PUBLIC_URL }, now);

/** CO1 creates and submits a job to TO1 (with its delivery order); answers the job. */
async function submittedJob() {
  const co1 = await apiCallers(ctx, JOBS).as('CO1');
  const doAttId = await documentOf(ctx, 'CO0001');
  const job = await created(co1, { ...jobInput(), doAttId });
  const res = await co1('POST', `/${job.jobId}/submit`, {});
  expect(res.statusCode).toBe(200);
  return res.json() as { jobId: string; version: number };
}

const eventsOf = async (recordId: string, type: string) =>
  ctx.database.db
    .select()
    .from(notificationEvents)
    .where(and(eq(notificationEvents.type, type), sql`${notificationEvents.record}->>'id' = ${recordId}`));

describe('notifications: recorded in the transaction of their cause', () => {
  it('an event recorded in a transaction that rolls back leaves no event and no delivery', async () => {
    const before = await ctx.database.db.$count(notificationEvents);
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await recordEvent(tx, {
          type: 'JOB_ACCEPTED',
          accnIds: ['CO0001'],
          record: { kind: 'job', id: 'ROLLED-BACK', path: '/applications/services/job/truck/view/ROLLED-BACK' },
          data: { jobNo: 'ROLLED-BACK' },
        });
        throw new Error('the cause failed');
      }),
    ).rejects.toThrow('the cause failed');
    expect(await ctx.database.db.$count(notificationEvents)).toBe(before);
    expect(await eventsOf('ROLLED-BACK', 'JOB_ACCEPTED')).toHaveLength(0);
  });

  it('an accept that loses (stale version, 409) records no JOB_ACCEPTED; the one that wins records exactly one', async () => {
    const job = await submittedJob();
    const to1 = await apiCallers(ctx, JOBS).as('TO1');
    const stale = await to1('POST', `/${job.jobId}/accept`, { version: job.version - 1 });
    expect(stale.statusCode).toBe(409);
    expect(await eventsOf(job.jobId, 'JOB_ACCEPTED')).toHaveLength(0);
    const [a, b] = await Promise.all([
      to1('POST', `/${job.jobId}/accept`, { version: job.version }),
      to1('POST', `/${job.jobId}/accept`, { version: job.version }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const events = await eventsOf(job.jobId, 'JOB_ACCEPTED');
    expect(events).toHaveLength(1);
    expect(events[0]!.accnIds).toEqual(['CO0001']);
    const channels = await ctx.database.db
      .select({ channel: notificationDeliveries.channel, status: notificationDeliveries.status })
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.eventId, events[0]!.id));
    expect(channels.map((c) => c.channel).sort()).toEqual(['EMAIL', 'INAPP', 'WEBHOOK']);
    expect(channels.every((c) => c.status === 'PENDING')).toBe(true);
  });
});

describe('notifications: the fan-out', () => {
  it('honours preferences: CO1 without e-mail for JOB_ACCEPTED gets it in the portal only, CO1FIN by both', async () => {
    const off = await api.call('CO1', 'PUT', '/notification-preferences', {
      items: [{ ntCode: 'JOB_ACCEPTED', channel: 'EMAIL', enabled: false }],
    });
    expect(off.status).toBe(200);
    expect(
      (off.body as Array<{ ntCode: string; EMAIL: boolean; INAPP: boolean }>).find((r) => r.ntCode === 'JOB_ACCEPTED'),
    ).toMatchObject({ EMAIL: false, INAPP: true });
    const job = await submittedJob();
    await deliver();
    const before = (await api.call<{ count: number }>('CO1', 'GET', '/notifications/unread-count')).body.count;
    const to1 = await apiCallers(ctx, JOBS).as('TO1');
    expect((await to1('POST', `/${job.jobId}/accept`, {})).statusCode).toBe(200);
    const done = await deliver();
    expect(done.failed).toBe(0);
    expect((await api.call<{ count: number }>('CO1', 'GET', '/notifications/unread-count')).body.count).toBe(before + 1);
    const list = await api.call<{ aaData: Array<Record<string, unknown>> }>(
      'CO1',
      'GET',
      '/notifications?type=JOB_ACCEPTED&read=UNREAD',
    );
    const mine = list.body.aaData.find((n) => n.recordId === job.jobId)!;
    expect(mine).toMatchObject({
      recordKind: 'job',
      recordPath: `/applications/services/job/truck/view/${job.jobId}`,
      titleEn: `Job ${job.jobId} accepted`,
      titleId: `Pekerjaan ${job.jobId} diterima`,
    });
    expect(mine.bodyEn).toContain('PT');
    const [event] = await eventsOf(job.jobId, 'JOB_ACCEPTED');
    const mails = await ctx.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.template, 'JOB_ACCEPTED'), sql`${outbox.body} like ${`%${job.jobId}%`}`));
    expect(mails.some((m) => m.usrId === 'CO1')).toBe(false);
    const fin = mails.find((m) => m.usrId === 'CO1FIN');
    expect(fin?.subject).toBe(`Lintas: Job ${job.jobId} accepted / Lintas: Pekerjaan ${job.jobId} diterima`);
    expect(fin?.body).toContain(`${TEST_PUBLIC_URL}/trucking/applications/services/job/truck/view/${job.jobId}`);
    // The webhook channel: CO1's demo endpoint (subscribed to JOB_ACCEPTED) has one delivery of the event, its
    // payload fixed at that moment with the record's link from the configured public URL (decision 0024).
    const hooks = await ctx.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.eventId, event!.id));
    expect(hooks).toHaveLength(1);
    expect(hooks[0]).toMatchObject({ accnId: 'CO0001', eventType: 'JOB_ACCEPTED' });
    const payload = JSON.parse(hooks[0]!.payload) as { type: string; record: { id: string; url: string } };
    expect(payload).toMatchObject({ type: 'JOB_ACCEPTED', record: { id: job.jobId } });
    expect(payload.record.url).toBe(`${TEST_PUBLIC_URL}/trucking/applications/services/job/truck/view/${job.jobId}`);
    // Delivered once: a second run makes nothing more.
    await deliver();
    expect(await ctx.database.db.$count(webhookDeliveries, eq(webhookDeliveries.eventId, event!.id))).toBe(1);
    expect(await ctx.database.db.$count(notifications, eq(notifications.eventId, event!.id))).toBe(
      await ctx.database.db.$count(users, and(eq(users.accnId, 'CO0001'), eq(users.usrStatus, 'A'))),
    );
  });

  it('a failing channel does not block the others and is retried later', async () => {
    const job = await submittedJob();
    await deliver();
    const to1 = await apiCallers(ctx, JOBS).as('TO1');
    const email = CHANNEL_DELIVERERS.EMAIL!;
    CHANNEL_DELIVERERS.EMAIL = async () => {
      throw new Error('mail store unavailable');
    };
    try {
      expect((await to1('POST', `/${job.jobId}/accept`, {})).statusCode).toBe(200);
      const first = await deliver();
      expect(first.failed).toBe(1);
    } finally {
      CHANNEL_DELIVERERS.EMAIL = email;
    }
    const [event] = await eventsOf(job.jobId, 'JOB_ACCEPTED');
    const state = async () =>
      Object.fromEntries(
        (await ctx.database.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.eventId, event!.id))).map(
          (d) => [d.channel, d],
        ),
      );
    let rows = await state();
    expect(rows.INAPP).toMatchObject({ status: 'DONE' });
    expect(rows.EMAIL).toMatchObject({ status: 'PENDING', attempts: 1, lastError: 'mail store unavailable' });
    expect(await ctx.database.db.$count(notifications, eq(notifications.eventId, event!.id))).toBeGreaterThan(0);
    // Not due yet: nothing happens now; a minute and more later the e-mail goes.
    await deliver();
    expect((await state()).EMAIL!.status).toBe('PENDING');
    await deliver(() => new Date(Date.now() + 2 * 60_000));
    rows = await state();
    expect(rows.EMAIL).toMatchObject({ status: 'DONE', attempts: 2, lastError: null });
    expect(await ctx.database.db.$count(outbox, eq(outbox.template, 'JOB_ACCEPTED'))).toBeGreaterThan(0);
  });
});

describe('notifications: preferences, templates and tenancy', () => {
  it('a mandatory type cannot be switched off (field error, nothing saved); it shows on', async () => {
    const res = await api.call<{ message: Record<string, string> }>('FF1', 'PUT', '/notification-preferences', {
      items: [
        { ntCode: 'JOB_STARTED', channel: 'INAPP', enabled: false },
        { ntCode: 'PAYMENT_FAILED', channel: 'EMAIL', enabled: false },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual({ 'PAYMENT_FAILED.EMAIL': 'This notification is mandatory and cannot be switched off' });
    const grid = (await api.call<Array<Record<string, unknown>>>('FF1', 'GET', '/notification-preferences')).body;
    expect(grid.find((r) => r.ntCode === 'PAYMENT_FAILED')).toMatchObject({ mandatory: true, EMAIL: true, INAPP: true });
    expect(grid.find((r) => r.ntCode === 'JOB_STARTED')).toMatchObject({ INAPP: true });
    const bad = await api.call('FF1', 'PUT', '/notification-preferences', {
      items: [{ ntCode: 'NO_SUCH_EVENT', channel: 'EMAIL', enabled: false }],
    });
    expect(bad.status).toBe(400);
  });

  it('a template with an unknown variable is a field error naming it, on save and on preview; the preview escapes HTML', async () => {
    const row = (await api.call<Record<string, unknown>>('OPADMIN', 'GET', '/notification-templates/NT0001')).body;
    const { ntplId: _id, createdAt: _c, updatedAt: _u, createdBy: _cb, updatedBy: _ub, status: _s, ...tpl } = row;
    expect(row).toMatchObject({ ntCode: 'JOB_SUBMITTED', channel: 'INAPP', lang: 'en' });
    const save = await api.call<{ message: Record<string, string> }>('OPADMIN', 'PUT', '/notification-templates/NT0001', {
      ...tpl,
      body: 'Job {{jobNo}} for {{customerName}}',
    });
    expect(save.status, JSON.stringify(save.body)).toBe(400);
    expect(save.body.message.body).toBe('Unknown variable: customerName');
    const idSave = await api.request(
      'OPADMIN',
      'PUT',
      '/notification-templates/NT0001',
      { ...tpl, subject: '{{nope}}' },
      {
        'accept-language': 'id',
      },
    );
    expect(idSave.json().message.subject).toBe('Variabel tidak dikenal: nope');
    const good = await api.call('OPADMIN', 'PUT', '/notification-templates/NT0001', {
      ...tpl,
      body: 'Job {{jobNo}} from {{actorCompany}} waits for you.',
    });
    expect(good.status).toBe(200);
    const preview = await api.call<Record<string, unknown>>('OPADMIN', 'POST', '/notification-templates/preview', {
      ntCode: 'JOB_REJECTED',
      channel: 'EMAIL',
      lang: 'en',
      subject: 'Job {{jobNo}} rejected',
      body: '<b>{{actorCompany}}</b> said: {{reason}}',
    });
    expect(preview.status).toBe(200);
    expect(preview.body.subject).toBe('Job JOB2026000123 rejected');
    expect(preview.body.html).toBe('&lt;b&gt;PT Sumber Makmur Logistik&lt;/b&gt; said: Truck not available on that date');
    const unknown = await api.call<{ message: Record<string, string> }>('OPADMIN', 'POST', '/notification-templates/preview', {
      ntCode: 'JOB_REJECTED',
      channel: 'EMAIL',
      lang: 'en',
      subject: 'x',
      body: '{{amount}}',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message.body).toBe('Unknown variable: amount');
    // Only those who keep the master data preview templates.
    const valid = { ntCode: 'JOB_REJECTED', channel: 'INAPP', lang: 'id', subject: 'Ditolak', body: '{{jobNo}}' };
    expect((await api.call('CO1', 'POST', '/notification-templates/preview', valid)).status).toBe(403);
  });

  it('the webhooks’ test event PING is no notification type: not in the preferences, the types master or the templates', async () => {
    const grid = (await api.call<Array<Record<string, unknown>>>('CO1', 'GET', '/notification-preferences')).body;
    expect(grid.length).toBeGreaterThan(10);
    expect(grid.map((r) => r.ntCode)).not.toContain('PING');
    const pref = await api.call('CO1', 'PUT', '/notification-preferences', {
      items: [{ ntCode: 'PING', channel: 'INAPP', enabled: false }],
    });
    expect(pref.status).toBe(400);
    const types = await ctx.database.db.select().from(notificationTypes).where(eq(notificationTypes.ntCode, 'PING'));
    expect(types).toEqual([]);
    const preview = await api.call<{ message: Record<string, string> }>('OPADMIN', 'POST', '/notification-templates/preview', {
      ntCode: 'PING',
      channel: 'INAPP',
      lang: 'en',
      subject: 'x',
      body: '{{message}}',
    });
    expect(preview.status).toBe(400);
    expect(Object.keys(preview.body.message)).toEqual(['ntCode']);
  });

  it('a user lists and marks only their own notifications: another user’s id is 404 and stays unread', async () => {
    const theirs = await ctx.database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.usrId, 'TO1'), sql`${notifications.readAt} is null`))
      .limit(1);
    expect(theirs).toHaveLength(1);
    const id = theirs[0]!.id;
    expect((await api.call('CO1', 'POST', `/notifications/${id}/read`)).status).toBe(404);
    const [still] = await ctx.database.db.select().from(notifications).where(eq(notifications.id, id));
    expect(still!.readAt).toBeNull();
    const list = await api.call<{ aaData: Array<{ id: number }>; iTotalRecords: number }>(
      'CO1',
      'GET',
      '/notifications?length=100',
    );
    const own = await ctx.database.db.$count(notifications, eq(notifications.usrId, 'CO1'));
    expect(list.body.iTotalRecords).toBe(own);
    expect(list.body.aaData.some((n) => n.id === id)).toBe(false);
    expect((await api.call('CO1', 'POST', '/notifications/abc/read')).status).toBe(400);
    // TO1 marks its own: read once; again unchanged; mark all read leaves none unread.
    const read = await api.call<{ readAt: string | null }>('TO1', 'POST', `/notifications/${id}/read`);
    expect(read.status).toBe(200);
    expect(read.body.readAt).not.toBeNull();
    const all = await api.call<{ count: number }>('TO1', 'POST', '/notifications/read-all');
    expect(all.status).toBe(200);
    expect((await api.call<{ count: number }>('TO1', 'GET', '/notifications/unread-count')).body.count).toBe(0);
    expect((await api.call<{ count: number }>('CO1', 'GET', '/notifications/unread-count')).body.count).toBeGreaterThan(0);
  });
});

describe('notifications: only to those who can open the record', () => {
  it("tells a tracking alert to the operator's fleet users, not to its finance user; a job event to both", async () => {
    const db = ctx.database.db;
    const [to1] = await db.select().from(users).where(eq(users.usrId, 'TO1'));
    await db.insert(users).values({ ...to1!, usrId: 'TO1FINX', contactEmail: 'finance@to1.test' });
    await db.insert(userRoles).values({ usrId: 'TO1FINX', roleId: 'FINANCE_APPROVER' });
    const event = (type: 'TRACKING_ALERT' | 'JOB_SUBMITTED') => ({
      id: 'x',
      occurredAt: new Date(),
      type,
      accnIds: ['TO0001'],
      usrIds: [],
      record: { kind: 'trackAlert', id: '1', path: '/administrations/alert' },
      data: {},
    });
    const alert = (await recipientsOf(db as never, event('TRACKING_ALERT'), 'INAPP')).map((r) => r.usrId);
    expect(alert).toContain('TO1');
    expect(alert).not.toContain('TO1FINX');
    expect((await recipientsOf(db as never, event('JOB_SUBMITTED'), 'INAPP')).map((r) => r.usrId)).toContain('TO1FINX');
  });
});
