import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiCallers, useTestApp } from '../../../tests/support/test-app';
import { enquiries, outbox } from '../db/schema';
import { ENQUIRIES_API, PUBLIC_API } from './enquiries.routes';

const ctx = useTestApp({ enquiryRateMax: 3 });
const api = apiCallers(ctx);

/** A visitor's call from an address of its own (the rate limit counts per client address). */
async function visitor(
  address: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return ctx.app.inject({
    method,
    url,
    remoteAddress: address,
    headers,
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
}

async function challenge(address: string) {
  const res = await visitor(address, 'GET', `${PUBLIC_API}/enquiries/challenge`);
  expect(res.statusCode).toBe(200);
  const body = res.json() as { token: string; a: number; b: number };
  return { token: body.token, answer: String(body.a + body.b) };
}

const form = (c: { token: string; answer: string }, over: Record<string, unknown> = {}) => ({
  company: 'PT Bahari Sentosa',
  name: 'Rina Marlina',
  email: 'rina@bahari.co.id',
  topic: 'PORT',
  message: 'How do we associate an agent?',
  challengeToken: c.token,
  challengeAnswer: c.answer,
  ...over,
});

describe('enquiries (issue 18)', () => {
  it('a visitor sends an enquiry: stored, e-mailed to the support address; the challenge is usable once', async () => {
    const c = await challenge('10.1.0.1');
    const res = await visitor('10.1.0.1', 'POST', `${PUBLIC_API}/enquiries`, form(c), { 'accept-language': 'id' });
    expect(res.statusCode).toBe(201);
    const { enqId } = res.json() as { enqId: string };
    expect(enqId).toMatch(/^ENQ\d{6}$/);
    const [row] = await ctx.database.db.select().from(enquiries).where(eq(enquiries.enqId, enqId));
    expect(row).toMatchObject({ status: 'OPEN', lang: 'id', topic: 'PORT', clientIp: '10.1.0.1', usrId: null });
    const mails = await ctx.database.db.select().from(outbox).where(eq(outbox.template, 'ENQUIRY_RECEIVED'));
    expect(
      mails.some((m) => m.toAddress === 'support@lintas.co.id' && m.subject.includes(enqId) && m.body.includes('How do we')),
    ).toBe(true);
    const again = await visitor('10.1.0.1', 'POST', `${PUBLIC_API}/enquiries`, form(c));
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatchObject({ challengeAnswer: expect.any(String) });
  });

  it('refuses a wrong answer, a forged token and bad fields with field errors; nothing is stored', async () => {
    const before = (await ctx.database.db.select().from(enquiries)).length;
    const c = await challenge('10.2.0.1');
    const wrong = await visitor(
      '10.2.0.1',
      'POST',
      `${PUBLIC_API}/enquiries`,
      form({ ...c, answer: String(Number(c.answer) + 1) }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      status: 'VALIDATION_FAILED',
      message: { challengeAnswer: 'That is not the right answer' },
    });
    const forged = c.token.replace(/^\d+/, '1');
    const bad = await visitor('10.2.0.2', 'POST', `${PUBLIC_API}/enquiries`, form({ token: forged, answer: c.answer }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatchObject({ challengeAnswer: expect.stringMatching(/not valid/) });
    const fields = await visitor('10.2.0.3', 'POST', `${PUBLIC_API}/enquiries`, form(c, { name: '', email: 'nope', topic: 'X' }));
    expect(fields.statusCode).toBe(400);
    expect(Object.keys(fields.json().message).sort()).toEqual(['email', 'name', 'topic']);
    const nul = await visitor('10.2.0.4', 'POST', `${PUBLIC_API}/enquiries`, form(c, { message: 'a\u0000b' }));
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toMatchObject({ message: expect.any(String) });
    const huge = await visitor('10.2.0.5', 'POST', `${PUBLIC_API}/enquiries`, form(c, { message: 'x'.repeat(100_000) }));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().status).toBe('PAYLOAD_TOO_LARGE');
    expect((await ctx.database.db.select().from(enquiries)).length).toBe(before);
  });

  it('limits the enquiries per client address; a forwarded-for header from an untrusted peer does not escape it', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const c = await challenge('10.3.0.1');
      const res = await visitor('10.3.0.1', 'POST', `${PUBLIC_API}/enquiries`, form(c, { message: `Question ${i}` }), {
        'x-forwarded-for': `198.51.100.${i}`,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    const other = await challenge('10.3.0.2');
    expect((await visitor('10.3.0.2', 'POST', `${PUBLIC_API}/enquiries`, form(other))).statusCode).toBe(201);
  });

  it('the platform answers (the answer e-mailed in the sender language) and closes; a second answer or close is 409', async () => {
    const c = await challenge('10.4.0.1');
    const sent = await visitor('10.4.0.1', 'POST', `${PUBLIC_API}/enquiries`, form(c, { email: 'answer.me@bahari.co.id' }));
    const { enqId } = sent.json() as { enqId: string };
    const list = await api.call('OPADMIN', 'GET', `${ENQUIRIES_API}?status=OPEN&search=answer.me`);
    expect(list.body.aaData).toEqual([expect.objectContaining({ enqId, status: 'OPEN', actions: ['answer', 'close'] })]);
    expect((await api.call('CO1', 'GET', ENQUIRIES_API)).status).toBe(403);
    expect((await api.call('OPADMIN', 'POST', `${ENQUIRIES_API}/${enqId}/answer`, { answer: ' ' })).status).toBe(400);
    const answered = await api.call('OPADMIN', 'POST', `${ENQUIRIES_API}/${enqId}/answer`, {
      answer: 'Through the agent association screen.',
    });
    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({ status: 'ANSWERED', answeredBy: 'OPADMIN', actions: ['close'] });
    const mail = await ctx.database.db.select().from(outbox).where(eq(outbox.toAddress, 'answer.me@bahari.co.id'));
    expect(mail).toEqual([expect.objectContaining({ template: 'ENQUIRY_ANSWERED', subject: expect.stringContaining(enqId) })]);
    expect(mail[0]!.body).toContain('Through the agent association screen.');
    const twice = await api.call('OPADMIN', 'POST', `${ENQUIRIES_API}/${enqId}/answer`, { answer: 'Again' });
    expect(twice.status).toBe(409);
    const closes = await Promise.all([
      api.call('OPADMIN', 'POST', `${ENQUIRIES_API}/${enqId}/close`),
      api.call('SUPERADMIN', 'POST', `${ENQUIRIES_API}/${enqId}/close`),
    ]);
    expect(closes.map((r) => r.status).sort()).toEqual([200, 409]);
    const detail = await api.call('OPADMIN', 'GET', `${ENQUIRIES_API}/${enqId}`);
    expect(detail.body).toMatchObject({ status: 'CLOSED', actions: [] });
    expect((await api.call('OPADMIN', 'GET', `${ENQUIRIES_API}/ENQ999999`)).status).toBe(404);
  });

  it('serves the FAQ in both languages, searched by every word, and the operator contact', async () => {
    const en = (await visitor('10.5.0.1', 'GET', `${PUBLIC_API}/faq?search=IMO%20digit`)).json();
    expect(en.aaData).toEqual([expect.objectContaining({ category: 'PORT', question: expect.stringContaining('IMO') })]);
    const id = (
      await visitor('10.5.0.1', 'GET', `${PUBLIC_API}/faq?search=digit%20pemeriksa`, undefined, { 'accept-language': 'id' })
    ).json();
    expect(id.aaData[0].question).toContain('nomor IMO');
    const all = (await visitor('10.5.0.1', 'GET', `${PUBLIC_API}/faq?length=100`)).json();
    expect(all.iTotalRecords).toBeGreaterThanOrEqual(12);
    const contact = (await visitor('10.5.0.1', 'GET', `${PUBLIC_API}/contact`)).json();
    expect(contact).toMatchObject({ name: 'PT Lintas Digital Nusantara', email: 'support@lintas.co.id' });
  });
});
