import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCallers, TEST_PUBLIC_URL, useTestApp } from '../../../tests/support/test-app';
import { EVENT_TYPE_CODES, EVENT_TYPES } from '../../domain/notifications/event-types';
import { auditLog, webhookAttempts, webhookDeliveries, webhookEndpoints } from '../db/schema';
import { sealPlainWebhookSecrets } from './seal-secrets';
import { openSecret } from './secret-box';
import { deliverDue, enqueueWebhookDeliveries } from './deliveries';
import { RESPONSE_LIMIT_BYTES, sendSigned } from './sender';
import { DEFAULT_WEBHOOK_SETTINGS, retryDelayMs, type WebhookSettings } from './settings';

const SETTINGS: WebhookSettings = { allowPrivateTargets: true, allowHttp: true, retryBaseMs: 60_000, timeoutMs: 3000 };
const ctx = useTestApp({ webhooks: SETTINGS });
const api = apiCallers(ctx, '/api/v1/lintas/trucking/webhooks');
const db = () => ctx.database.db;

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A receiver on 127.0.0.1 answering `status` (changeable), recording what it got. */
async function receiver(status = 200, reply = '{"ok":true}') {
  const got: Received[] = [];
  const state = { status, reply };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      got.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(state.status, { 'content-type': 'application/json' }).end(state.reply);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hook`, got, state, close: () => new Promise((r) => server.close(r)) };
}

/** Verifies a Lintas-Signature header as docs/api.md tells a receiver to. */
function verify(secret: string, header: string, body: string, toleranceS = 300): boolean {
  const parts = Object.fromEntries(header.split(',').map((kv) => kv.split('=') as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(Date.now() / 1000 - t) > toleranceS) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(`${t}.${body}`).digest('hex'));
  const given = Buffer.from(parts.v1 ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const ALL = { description: 'ERP', allEvents: true, events: [], active: true };

async function register(usrId: string, url: string, extra: Record<string, unknown> = {}) {
  const res = await api.call(usrId, 'POST', '/endpoints', { ...ALL, url, ...extra });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { endpointId: string; secret: string; version: number; secretHint: string };
}

const event = (
  type: 'JOB_ACCEPTED' | 'BILL_SUBMITTED',
  accnIds: string[],
  id = `evt_${Math.random().toString(36).slice(2)}`,
) => ({
  id,
  occurredAt: new Date('2026-11-20T03:04:05.678Z'),
  type,
  accnIds,
  record: { kind: 'job', id: 'JOB-1', path: '/applications/services/job/truck/view/JOB-1' },
  data: { jobNo: 'JOB-1', customerRefNo: 'PO-1', jobState: 'ACC', actorCompany: 'PT Truk Nusantara', reason: null },
});

const enqueue = (e: ReturnType<typeof event>) => db().transaction((tx) => enqueueWebhookDeliveries(tx, e, TEST_PUBLIC_URL));
const deliveryOf = async (id: string) =>
  (await db().select().from(webhookDeliveries).where(eq(webhookDeliveries.deliveryId, id)))[0]!;

describe('webhooks', () => {
  let ok: Awaited<ReturnType<typeof receiver>>;
  let failing: Awaited<ReturnType<typeof receiver>>;
  beforeAll(async () => {
    ok = await receiver(200);
    failing = await receiver(500, 'x'.repeat(10_000));
  });
  afterAll(async () => {
    await ok.close();
    await failing.close();
  });

  it('signs each delivery so that the secret shown once verifies it; the payload is fixed with the configured link', async () => {
    const endpoint = await register('CO1', ok.url);
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(endpoint.secretHint).toBe(endpoint.secret.slice(-4));
    // The secret is never read back.
    const read = await api.call('CO1', 'GET', `/endpoints/${endpoint.endpointId}`);
    expect(read.status).toBe(200);
    expect(JSON.stringify(read.body)).not.toContain(endpoint.secret);
    const audit = await db().select().from(auditLog).where(eq(auditLog.entityId, endpoint.endpointId));
    expect(audit.map((a) => a.audtEvent)).toContain('WEBHOOK_ENDPOINT_CREATE');
    expect(JSON.stringify(audit)).not.toContain(endpoint.secret);

    const e = event('JOB_ACCEPTED', ['CO0001']);
    expect(await enqueue(e)).toBeGreaterThanOrEqual(1);
    // The same event again is not a second delivery.
    expect(await enqueue(e)).toBe(0);
    ok.got.length = 0;
    await deliverDue(db(), SETTINGS);
    const got = ok.got.find((g) => JSON.parse(g.body).id === e.id)!;
    expect(got).toBeDefined();
    expect(got.headers['lintas-event']).toBe('JOB_ACCEPTED');
    expect(got.headers['content-type']).toContain('application/json');
    expect(verify(endpoint.secret, String(got.headers['lintas-signature']), got.body)).toBe(true);
    expect(verify('whsec_wrong', String(got.headers['lintas-signature']), got.body)).toBe(false);
    expect(JSON.parse(got.body)).toEqual({
      id: e.id,
      type: 'JOB_ACCEPTED',
      occurredAt: '2026-11-20T03:04:05.678Z',
      record: { kind: 'job', id: 'JOB-1', url: `${TEST_PUBLIC_URL}/trucking/applications/services/job/truck/view/JOB-1` },
      data: e.data,
    });
    const delivery = await deliveryOf(String(got.headers['lintas-delivery']));
    expect(delivery).toMatchObject({ status: 'DELIVERED', attempts: 1, lastStatusCode: 200, nextAttemptAt: null });
    const attempts = await db().select().from(webhookAttempts).where(eq(webhookAttempts.deliveryId, delivery.deliveryId));
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({ statusCode: 200, error: null, responseExcerpt: '{"ok":true}' });
    expect(attempts[0]!.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('only subscribed events of active endpoints of the companies concerned get deliveries', async () => {
    const billOnly = await register('TO1', ok.url, { allEvents: false, events: ['BILL_SUBMITTED'] });
    const inactive = await register('TO1', ok.url, { active: false });
    const count = async (endpointId: string) =>
      (await db().select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId))).length;
    await enqueue(event('JOB_ACCEPTED', ['TO0001']));
    expect(await count(billOnly.endpointId)).toBe(0);
    await enqueue(event('BILL_SUBMITTED', ['TO0001']));
    expect(await count(billOnly.endpointId)).toBe(1);
    expect(await count(inactive.endpointId)).toBe(0);
    // Another company's event does not reach TO1's endpoints.
    await enqueue(event('BILL_SUBMITTED', ['FF0001']));
    expect(await count(billOnly.endpointId)).toBe(1);
  });

  it('retries a failing endpoint with exponential backoff, logs each attempt, fails after 24 h; others are not held', async () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map((n) => retryDelayMs(n, 60_000) / 60_000)).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
    const bad = await register('FF1', failing.url);
    const good = await register('FF1', ok.url);
    const e = event('BILL_SUBMITTED', ['FF0001']);
    expect(await enqueue(e)).toBe(2);
    const [badDelivery] = await db().select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, bad.endpointId));
    const [goodDelivery] = await db().select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, good.endpointId));
    const before = Date.now();
    await deliverDue(db(), SETTINGS);
    expect((await deliveryOf(goodDelivery!.deliveryId)).status).toBe('DELIVERED');
    let d = await deliveryOf(badDelivery!.deliveryId);
    expect(d).toMatchObject({ status: 'RETRYING', attempts: 1, lastStatusCode: 500, lastError: 'HTTP 500' });
    expect(d.nextAttemptAt!.getTime() - before).toBeGreaterThanOrEqual(60_000);
    expect(d.nextAttemptAt!.getTime() - Date.now()).toBeLessThanOrEqual(60_000);
    // Not due yet: nothing is sent.
    expect(await deliverDue(db(), SETTINGS)).toBe(0);
    // Due: the second attempt, then 2 minutes.
    await db().update(webhookDeliveries).set({ nextAttemptAt: new Date() }).where(eq(webhookDeliveries.deliveryId, d.deliveryId));
    await deliverDue(db(), SETTINGS);
    d = await deliveryOf(d.deliveryId);
    expect(d).toMatchObject({ status: 'RETRYING', attempts: 2 });
    expect(d.nextAttemptAt!.getTime() - Date.now()).toBeGreaterThan(110_000);
    // A day later: the next retry would fall after the window, so the attempt fails the delivery.
    await db()
      .update(webhookDeliveries)
      .set({ nextAttemptAt: new Date(), retryUntil: new Date(Date.now() + 1000) })
      .where(eq(webhookDeliveries.deliveryId, d.deliveryId));
    await deliverDue(db(), SETTINGS);
    d = await deliveryOf(d.deliveryId);
    expect(d).toMatchObject({ status: 'FAILED', attempts: 3, nextAttemptAt: null });
    const log = await api.call('FF1', 'GET', `/deliveries/${d.deliveryId}`);
    expect(log.status).toBe(200);
    expect(log.body.attemptLog).toHaveLength(3);
    for (const a of log.body.attemptLog) {
      expect(a.statusCode).toBe(500);
      // The response is read to 4 KB at most; its first bytes are kept.
      expect(a.responseExcerpt.length).toBeLessThanOrEqual(RESPONSE_LIMIT_BYTES);
      expect(a.responseExcerpt).toMatch(/^x+$/);
    }
    const listed = await api.call('FF1', 'GET', `/endpoints/${bad.endpointId}/deliveries?status=FAILED`);
    expect(listed.body.aaData.map((r: { deliveryId: string }) => r.deliveryId)).toEqual([d.deliveryId]);

    // Replay: the same payload and delivery id, signed anew; the receiver now answers 200.
    failing.state.status = 200;
    failing.got.length = 0;
    const replay = await api.call('FF1', 'POST', `/deliveries/${d.deliveryId}/replay`);
    expect(replay.status).toBe(202);
    expect((await api.call('FF1', 'POST', `/deliveries/${d.deliveryId}/replay`)).status).toBe(409);
    await deliverDue(db(), SETTINGS);
    failing.state.status = 500;
    expect(failing.got).toHaveLength(1);
    expect(failing.got[0]!.headers['lintas-delivery']).toBe(d.deliveryId);
    expect(failing.got[0]!.body).toBe(d.payload);
    expect(verify(bad.secret, String(failing.got[0]!.headers['lintas-signature']), failing.got[0]!.body)).toBe(true);
    const after = await api.call('FF1', 'GET', `/deliveries/${d.deliveryId}`);
    expect(after.body).toMatchObject({ status: 'DELIVERED', attempts: 4 });
    expect(after.body.attemptLog.at(-1)).toMatchObject({ replay: true, statusCode: 200 });
  });

  it('rolls the secret: the new one signs, the old one no longer verifies', async () => {
    const endpoint = await register('CO1', ok.url, { description: 'roll' });
    const rolled = await api.call('CO1', 'POST', `/endpoints/${endpoint.endpointId}/roll-secret`, { version: endpoint.version });
    expect(rolled.status).toBe(200);
    expect(rolled.body.secret).not.toBe(endpoint.secret);
    expect(
      (await api.call('CO1', 'POST', `/endpoints/${endpoint.endpointId}/roll-secret`, { version: endpoint.version })).status,
    ).toBe(409);
    ok.got.length = 0;
    const test = await api.call('CO1', 'POST', `/endpoints/${endpoint.endpointId}/test`);
    expect(test.status).toBe(202);
    expect(test.body).toMatchObject({ eventType: 'PING', status: 'PENDING' });
    await deliverDue(db(), SETTINGS);
    const ping = ok.got.find((g) => g.headers['lintas-delivery'] === test.body.deliveryId)!;
    expect(JSON.parse(ping.body)).toMatchObject({
      type: 'PING',
      record: { kind: 'webhookEndpoint', url: `${TEST_PUBLIC_URL}/trucking/administrations/webhooks/${endpoint.endpointId}` },
    });
    expect(verify(rolled.body.secret, String(ping.headers['lintas-signature']), ping.body)).toBe(true);
    expect(verify(endpoint.secret, String(ping.headers['lintas-signature']), ping.body)).toBe(false);
  });

  it('keeps secrets encrypted at rest (AES-256-GCM); a plain row left from before is sealed by the start-up step and still signs', async () => {
    const endpoint = await register('CO1', ok.url, { description: 'at rest' });
    const [row] = await db().select().from(webhookEndpoints).where(eq(webhookEndpoints.endpointId, endpoint.endpointId));
    expect(row!.secret).toMatch(/^enc:v1:/);
    expect(row!.secret).not.toContain(endpoint.secret.slice(6));
    expect(openSecret(row!.secret)).toBe(endpoint.secret);
    // Tampering is detected (GCM's tag), and another key does not open it.
    const parts = row!.secret.split('.');
    expect(() => openSecret(`${parts[0]}.${parts[1]!.slice(0, -2)}AA.${parts[2]}`)).toThrow();
    // A row written before encryption: sealed by the data step, then the worker signs with the same secret.
    await db()
      .update(webhookEndpoints)
      .set({ secret: endpoint.secret })
      .where(eq(webhookEndpoints.endpointId, endpoint.endpointId));
    expect(await sealPlainWebhookSecrets(db())).toBeGreaterThanOrEqual(1);
    expect(await sealPlainWebhookSecrets(db())).toBe(0);
    const [sealed] = await db().select().from(webhookEndpoints).where(eq(webhookEndpoints.endpointId, endpoint.endpointId));
    expect(sealed!.secret).toMatch(/^enc:v1:/);
    expect((await api.call('CO1', 'GET', `/endpoints/${endpoint.endpointId}`)).body.secretHint).toBe(endpoint.secret.slice(-4));
    ok.got.length = 0;
    const test = await api.call('CO1', 'POST', `/endpoints/${endpoint.endpointId}/test`);
    await deliverDue(db(), SETTINGS);
    const ping = ok.got.find((g) => g.headers['lintas-delivery'] === test.body.deliveryId)!;
    expect(verify(endpoint.secret, String(ping.headers['lintas-signature']), ping.body)).toBe(true);
  });

  it('refuses private, loopback and link-local targets (registration and send time) unless allowed', async () => {
    const linkLocal = await api.call('CO1', 'POST', '/endpoints', { ...ALL, url: 'http://169.254.169.254/latest/meta-data' });
    expect(linkLocal.status).toBe(400);
    expect(linkLocal.body.status).toBe('VALIDATION_FAILED');
    expect(linkLocal.body.message.url).toBe('Private, loopback and link-local addresses are not allowed');
    const tricked = await api.call('CO1', 'POST', '/endpoints', { ...ALL, url: 'http://2852039166/' });
    expect(tricked.status).toBe(400);
    expect(tricked.body.message.url).toBeDefined();
    const mapped = await api.call('CO1', 'POST', '/endpoints', { ...ALL, url: 'http://[::ffff:169.254.169.254]/' });
    expect(mapped.status).toBe(400);

    // With the production rules (no private targets, https only): loopback by literal and by name are refused at send time.
    ok.got.length = 0;
    const send = (url: string, settings: WebhookSettings) =>
      sendSigned({ url, body: '{}', secret: 'whsec_x', eventType: 'PING', deliveryId: 'd', timestamp: 1 }, settings);
    const strict = { ...DEFAULT_WEBHOOK_SETTINGS, allowHttp: true };
    const literal = await send(ok.url, strict);
    expect(literal).toMatchObject({ delivered: false, statusCode: null });
    expect(literal.error).toContain('Refused target');
    const byName = await send(ok.url.replace('127.0.0.1', 'localhost'), strict);
    expect(byName.delivered).toBe(false);
    expect(byName.error).toMatch(/refused address/);
    const viaDecimal = await send(ok.url.replace('127.0.0.1', '2130706433'), strict);
    expect(viaDecimal.error).toContain('loopback');
    expect(ok.got).toHaveLength(0);
    expect((await send(ok.url.replace('http:', 'https:'), DEFAULT_WEBHOOK_SETTINGS)).error).toContain('loopback');
    expect((await send(ok.url, DEFAULT_WEBHOOK_SETTINGS)).error).toContain('https');
    // Allowed for the tests: the same receiver is reached.
    expect((await send(ok.url, SETTINGS)).delivered).toBe(true);
  });

  it('does not follow redirects and gives up after the timeout', async () => {
    const redirect = http.createServer((_req, res) => res.writeHead(302, { location: 'http://169.254.169.254/' }).end());
    const slow = http.createServer(() => {});
    await new Promise<void>((r) => redirect.listen(0, '127.0.0.1', r));
    await new Promise<void>((r) => slow.listen(0, '127.0.0.1', r));
    const send = (port: number) =>
      sendSigned(
        { url: `http://127.0.0.1:${port}/`, body: '{}', secret: 's', eventType: 'PING', deliveryId: 'd', timestamp: 1 },
        { ...SETTINGS, timeoutMs: 300 },
      );
    const redirected = await send((redirect.address() as AddressInfo).port);
    expect(redirected).toMatchObject({ delivered: false, statusCode: 302 });
    expect(redirected.error).toContain('not followed');
    const timedOut = await send((slow.address() as AddressInfo).port);
    expect(timedOut).toMatchObject({ delivered: false, statusCode: null });
    expect(timedOut.error).toContain('timed out');
    expect(timedOut.durationMs).toBeLessThan(2000);
    slow.closeAllConnections();
    await new Promise((r) => redirect.close(r));
    await new Promise((r) => slow.close(r));
  });

  it('keeps each company to its own endpoints and deliveries; the platform reads all, read-only', async () => {
    const to1 = await register('TO1', ok.url, { description: 'TO1 only' });
    await enqueue(event('BILL_SUBMITTED', ['TO0001']));
    const [toDelivery] = await db().select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, to1.endpointId));
    expect((await api.call('CO1', 'GET', `/endpoints/${to1.endpointId}`)).status).toBe(404);
    expect((await api.call('CO1', 'GET', `/endpoints/${to1.endpointId}/deliveries`)).status).toBe(404);
    expect((await api.call('CO1', 'GET', `/deliveries/${toDelivery!.deliveryId}`)).status).toBe(404);
    expect((await api.call('CO1', 'POST', `/deliveries/${toDelivery!.deliveryId}/replay`)).status).toBe(404);
    expect((await api.call('CO1', 'POST', `/endpoints/${to1.endpointId}/test`)).status).toBe(404);
    expect(
      (await api.call('CO1', 'PUT', `/endpoints/${to1.endpointId}`, { ...ALL, url: ok.url, version: to1.version })).status,
    ).toBe(404);
    const list = await api.call('CO1', 'GET', '/endpoints?length=100');
    expect(list.body.aaData.every((r: { accnId: string }) => r.accnId === 'CO0001')).toBe(true);
    expect(list.body.aaData.some((r: { url: string }) => r.url === 'https://hooks.example.co.id/lintas')).toBe(true);

    // The platform reads every company's, and changes none.
    const platform = await api.call('OPADMIN', 'GET', `/endpoints/${to1.endpointId}`);
    expect(platform.status).toBe(200);
    expect(platform.body.canManage).toBe(false);
    expect((await api.call('OPADMIN', 'GET', `/deliveries/${toDelivery!.deliveryId}`)).body.canReplay).toBe(false);
    expect((await api.call('OPADMIN', 'POST', `/endpoints/${to1.endpointId}/roll-secret`, { version: 1 })).status).toBe(403);
    expect((await api.call('OPADMIN', 'POST', '/endpoints', { ...ALL, url: ok.url })).status).toBe(403);
    // A company's user who is not its administrator: 403.
    expect((await api.call('CO1FIN', 'GET', '/endpoints')).status).toBe(403);
    expect((await api.call('CO1FIN', 'POST', '/endpoints', { ...ALL, url: ok.url })).status).toBe(403);
    // A malformed id is a field error, not a 500.
    expect((await api.call('CO1', 'GET', '/endpoints/not-a-uuid')).status).toBe(400);
  });

  it('answers field-level validation errors with the form schema, and 409 on a stale change', async () => {
    const bad = await api.call('CO1', 'POST', '/endpoints', {
      url: 'ftp://example.com/x',
      description: 'd'.repeat(201),
      allEvents: false,
      events: [],
      active: true,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatchObject({
      url: 'Use an http or https URL without a user name or password',
      description: 'Too long',
      events: 'Choose at least one event, or all events',
    });
    const unknownEvent = await api.call('CO1', 'POST', '/endpoints', { ...ALL, allEvents: false, events: ['NOPE'], url: ok.url });
    expect(unknownEvent.status).toBe(400);
    expect(Object.keys(unknownEvent.body.message)[0]).toMatch(/^events/);
    const nul = await api.call('CO1', 'POST', '/endpoints', { ...ALL, url: `${ok.url}\u0000` });
    expect(nul.status).toBe(400);
    const huge = await api.call('CO1', 'POST', '/endpoints', { ...ALL, url: `https://example.com/${'a'.repeat(3000)}` });
    expect(huge.status).toBe(400);
    expect(huge.body.message.url).toBe('Too long');
    const id = await api.call('CO1', 'POST', '/endpoints', { ...ALL, url: ok.url }, { 'accept-language': 'id' });
    expect(id.status).toBe(201);

    const endpoint = await register('CO1', ok.url, { description: 'to change' });
    const change = { url: ok.url, description: 'changed', allEvents: false, events: ['JOB_ACCEPTED'], active: false };
    const [a, b] = await Promise.all([
      api.call('CO1', 'PUT', `/endpoints/${endpoint.endpointId}`, { ...change, version: endpoint.version }),
      api.call('CO1', 'PUT', `/endpoints/${endpoint.endpointId}`, { ...change, description: 'other', version: endpoint.version }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const now = await api.call('CO1', 'GET', `/endpoints/${endpoint.endpointId}`);
    expect(now.body).toMatchObject({ allEvents: false, events: ['JOB_ACCEPTED'], active: false, version: endpoint.version + 1 });
    // An inactive endpoint takes no test event.
    expect((await api.call('CO1', 'POST', `/endpoints/${endpoint.endpointId}/test`)).status).toBe(409);
    const count = await db().execute(sql`select count(*)::int as n from webhook_endpoints where accn_id = 'CO0001'`);
    expect(Number((count.rows[0] as { n: number }).n)).toBeGreaterThan(1);
  });

  it('documents every event type\u2019s payload and the endpoints API in the OpenAPI document', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      components: { schemas: Record<string, { properties?: Record<string, { enum?: string[]; properties?: object }> }> };
      paths: Record<string, unknown>;
    };
    for (const type of EVENT_TYPE_CODES) {
      const schema = doc.components.schemas[`WebhookEvent_${type}`];
      expect(schema?.properties?.type?.enum, type).toEqual([type]);
      expect(Object.keys(schema!.properties!.data!.properties!)).toEqual([...EVENT_TYPES[type].variables]);
    }
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/lintas/trucking/webhooks/endpoints',
        '/api/v1/lintas/trucking/webhooks/endpoints/{endpointId}/test',
        '/api/v1/lintas/trucking/webhooks/deliveries/{deliveryId}/replay',
      ]),
    );
  });
});
