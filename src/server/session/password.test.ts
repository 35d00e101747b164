import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox, passwordResets, sessions } from '../db/schema';
import { TEST_PUBLIC_URL, useTestApp } from '../../../tests/support/test-app';
import { sha256 } from '../http/digest';

const ctx = useTestApp();
const FORGOT = '/api/v1/lintas/trucking/manageusr/forgotpwd';
const CHANGE = '/api/v1/lintas/manageusr/password/change';
const LOGIN = '/api/v1/lintas/trucking/auth/login';

const login = (id: string, password: string, extra: Record<string, unknown> = {}) =>
  ctx.app.inject({ method: 'POST', url: LOGIN, payload: { id, password, force: true, ...extra } }).then((r) => r.json());

/** Asks for a reset link and reads it from the outbox, as a user reads their mail. */
async function resetKeyFor(email: string): Promise<string> {
  const res = await ctx.app.inject({ method: 'POST', url: FORGOT, payload: { email } });
  expect(res.statusCode).toBe(200);
  const [mail] = await ctx.database.db.select().from(outbox).where(eq(outbox.toAddress, email)).orderBy(desc(outbox.id)).limit(1);
  const match = mail!.body.match(/\/trucking\/session\/reset-password\?key=([\w-]+)/);
  expect(match).not.toBeNull();
  return match![1]!;
}

describe('forgot and reset password', () => {
  it('answers the same message for a known and an unknown e-mail, and queues a link only for the known one', async () => {
    const known = await ctx.app.inject({ method: 'POST', url: FORGOT, payload: { email: 'HENDRA@sumbermakmur.co.id' } });
    const unknown = await ctx.app.inject({ method: 'POST', url: FORGOT, payload: { email: 'nobody@example.com' } });
    expect(known.json()).toEqual(unknown.json());
    const mails = await ctx.database.db.select().from(outbox);
    expect(mails.map((m) => m.toAddress)).toContain('hendra@sumbermakmur.co.id');
    expect(mails.map((m) => m.toAddress)).not.toContain('nobody@example.com');
    // The demo data has mailed CO1 before (billing); the reset mail is the one of this template.
    const mail = mails.find((m) => m.toAddress === 'hendra@sumbermakmur.co.id' && m.template === 'PASSWORD_RESET')!;
    expect(mail).toMatchObject({ status: 'PENDING', template: 'PASSWORD_RESET', usrId: 'CO1' });
    expect(mail.body).toContain(`${TEST_PUBLIC_URL}/trucking/session/reset-password?key=`);
  });

  it("builds the reset link from the configured URL, never from the request's Host or X-Forwarded-Host", async () => {
    const email = 'maria@sumbermakmur.co.id';
    const res = await ctx.app.inject({
      method: 'POST',
      url: FORGOT,
      payload: { email },
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    });
    expect(res.statusCode).toBe(200);
    const [mail] = await ctx.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, email))
      .orderBy(desc(outbox.id))
      .limit(1);
    const link = mail!.body.match(/https?:\/\/\S+reset-password\?key=[\w-]+/)![0];
    expect(link.startsWith(`${TEST_PUBLIC_URL}/trucking/session/reset-password?key=`)).toBe(true);
    expect(mail!.body).not.toContain('evil.example');
  });

  it('validates the e-mail with the spec messages', async () => {
    const empty = await ctx.app.inject({ method: 'POST', url: FORGOT, payload: { email: '' } });
    expect(empty.json().message).toEqual({ email: 'This field is required' });
    const bad = await ctx.app.inject({ method: 'POST', url: FORGOT, payload: { email: 'not-an-email' } });
    expect(bad.json().message).toEqual({ email: 'Email is not valid' });
  });

  it('resets with the link once; the key cannot be reused; the new password signs in; old sessions end', async () => {
    const before = await ctx.signIn('TO2');
    const key = await resetKeyFor('eko@angkutanjaya.co.id');
    const ok = await ctx.app.inject({
      method: 'PUT',
      url: CHANGE,
      payload: { token: key, newPassword: 'Truk#Jaya2027', confirmPassword: 'Truk#Jaya2027' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ status: 'SUCCESS', data: { loginStatus: 'PASSWORD_RESET_SUCCESS' }, err: null });
    const again = await ctx.app.inject({
      method: 'PUT',
      url: CHANGE,
      payload: { token: key, newPassword: 'Other#Pass2027', confirmPassword: 'Other#Pass2027' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toEqual({ token: 'This link is invalid, has expired or was already used' });
    expect((await login('TO2', 'Truk#Jaya2027')).loginStatus).toBe('AUTHORIZED_LOGIN');
    expect((await login('TO2', 'Demo#2026')).loginStatus).toBe('UNAUTHENTICATED');
    const old = await ctx.app.inject({
      method: 'GET',
      url: '/api/co/cac/profile/',
      headers: { authorization: before.authorization },
    });
    expect(old.statusCode).toBe(408);
  });

  it('refuses an expired key and a forged key', async () => {
    const key = await resetKeyFor('fransiska@samuderaline.co.id');
    await ctx.database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.keyHash, sha256(key)));
    const expired = await ctx.app.inject({
      method: 'PUT',
      url: CHANGE,
      payload: { token: key, newPassword: 'Samudera#2027', confirmPassword: 'Samudera#2027' },
    });
    expect(expired.json().message).toEqual({ token: 'This link is invalid, has expired or was already used' });
    const forged = await ctx.app.inject({
      method: 'PUT',
      url: CHANGE,
      payload: { token: 'x'.repeat(43), newPassword: 'Samudera#2027', confirmPassword: 'Samudera#2027' },
    });
    expect(forged.statusCode).toBe(400);
    expect(Object.keys(forged.json().message)).toEqual(['token']);
  });

  it('gives a clear message for each broken rule, in English and in Bahasa Indonesia', async () => {
    const cases: Array<[string, string, string]> = [
      ['Ab#1', 'Use 8 to 64 characters', 'Gunakan 8 sampai 64 karakter'],
      ['lowercase#2026', 'Include an upper-case letter (A-Z)', 'Sertakan huruf besar (A-Z)'],
      ['UPPERCASE#2026', 'Include a lower-case letter (a-z)', 'Sertakan huruf kecil (a-z)'],
      ['NoDigits#here', 'Include a digit (0-9)', 'Sertakan angka (0-9)'],
      ['NoSymbol2026x', 'Include a symbol such as # ! @ $', 'Sertakan simbol seperti # ! @ $'],
      [`${'Aa#1'.repeat(17)}`, 'Use 8 to 64 characters', 'Gunakan 8 sampai 64 karakter'],
    ];
    for (const [password, en, id] of cases) {
      for (const [lang, text] of [
        ['en', en],
        ['id', id],
      ] as const) {
        const res = await ctx.app.inject({
          method: 'PUT',
          url: CHANGE,
          headers: { 'accept-language': lang },
          payload: { token: 'k', newPassword: password, confirmPassword: password },
        });
        expect(res.statusCode, password).toBe(400);
        expect(res.json().message.newPassword, `${password} ${lang}`).toBe(text);
      }
    }
    const mismatch = await ctx.app.inject({
      method: 'PUT',
      url: CHANGE,
      payload: { token: 'k', newPassword: 'Good#Pass2027', confirmPassword: 'Good#Pass2028' },
    });
    expect(mismatch.json().message).toEqual({ confirmPassword: 'Passwords do not match' });
  });

  it('refuses the user id inside the password and any of the last five passwords', async () => {
    const { authorization } = await ctx.signIn('SL1');
    const own = (current: string, next: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: CHANGE,
        headers: { authorization },
        payload: { currentPassword: current, newPassword: next, confirmPassword: next },
      });
    const withId = await own('Demo#2026', 'Xsl1x#Pass2027');
    expect(withId.json().message).toEqual({ newPassword: 'Must not contain your user ID' });
    let current = 'Demo#2026';
    for (const next of ['Ocean#Pass01', 'Ocean#Pass02', 'Ocean#Pass03', 'Ocean#Pass04']) {
      expect((await own(current, next)).statusCode, next).toBe(200);
      current = next;
    }
    // Demo#2026 and the four since are the last five: all refused.
    for (const old of ['Demo#2026', 'Ocean#Pass01', 'Ocean#Pass04']) {
      const res = await own(current, old);
      expect(res.json().message, old).toEqual({ newPassword: 'Must differ from your last 5 passwords' });
    }
    expect((await own(current, 'Ocean#Pass05')).statusCode).toBe(200);
    expect((await own('Ocean#Pass05', 'Demo#2026')).statusCode).toBe(200);
  });

  it('own change needs the right current password, keeps this session and ends the others', async () => {
    const first = await login('GLIHEAD', 'Demo#2026');
    const second = await login('GLIHEAD', 'Demo#2026');
    const authorization = `Bearer ${second.token}`;
    const wrong = await ctx.app.inject({
      method: 'PUT',
      url: CHANGE,
      headers: { authorization },
      payload: { currentPassword: 'nope', newPassword: 'Finance#2027', confirmPassword: 'Finance#2027' },
    });
    expect(wrong.json().message).toEqual({ currentPassword: 'The current password is not correct' });
    // First session was taken over by the second sign-in; make a third one that is live alongside.
    await ctx.database.db.update(sessions).set({ endedAt: null, endedReason: null }).where(eq(sessions.usrId, 'GLIHEAD'));
    const ok = await ctx.app.inject({
      method: 'PUT',
      url: CHANGE,
      headers: { authorization },
      payload: { currentPassword: 'Demo#2026', newPassword: 'Finance#2027', confirmPassword: 'Finance#2027' },
    });
    expect(ok.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/co/cac/profile/', headers: { authorization } })).statusCode).toBe(
      200,
    );
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/co/cac/profile/', headers: { authorization: `Bearer ${first.token}` } }))
        .statusCode,
    ).toBe(408);
    const live = await ctx.database.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.usrId, 'GLIHEAD'), eq(sessions.endedReason, 'PASSWORD_CHANGED')));
    expect(live.length).toBeGreaterThan(0);
  });
});

describe('forced change at first sign-in', () => {
  it('a password set by an administrator must be changed: change key, then the new password signs in', async () => {
    const first = await login('CO1OPS', 'Demo#2026');
    expect(first.loginStatus).toBe('AUTHORIZED_LOGIN_CHNG_PW_RQD');
    expect(first.err.msg).toBe('You must change your password before continuing');
    const key = first.token as string;
    // The change key is not a session token.
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/co/cac/profile/', headers: { authorization: `Bearer ${key}` } }))
        .statusCode,
    ).toBe(408);
    const body = {
      token: key,
      userId: 'CO1OPS',
      forceChangePwd: true,
      newPassword: 'Cargo#Owner2027',
      confirmPassword: 'Cargo#Owner2027',
    };
    const wrongCurrent = await ctx.app.inject({
      method: 'PUT',
      url: CHANGE,
      payload: { ...body, currentPassword: 'Wrong#2026' },
    });
    expect(wrongCurrent.json().message).toEqual({ currentPassword: 'The current password is not correct' });
    const otherUser = await ctx.app.inject({
      method: 'PUT',
      url: CHANGE,
      payload: { ...body, userId: 'CO1', currentPassword: 'Demo#2026' },
    });
    expect(otherUser.json().message).toEqual({ token: 'This link is invalid, has expired or was already used' });
    const ok = await ctx.app.inject({ method: 'PUT', url: CHANGE, payload: { ...body, currentPassword: 'Demo#2026' } });
    expect(ok.statusCode).toBe(200);
    expect((await login('CO1OPS', 'Cargo#Owner2027')).loginStatus).toBe('AUTHORIZED_LOGIN');
  });

  it('a password older than PASSWORD_MAX_AGE_DAYS must be changed too', async () => {
    const { users } = await import('../db/schema');
    await ctx.database.db
      .update(users)
      .set({ passwordChangedAt: new Date(Date.now() - 91 * 86_400_000) })
      .where(eq(users.usrId, 'FF1'));
    expect((await login('FF1', 'Demo#2026')).loginStatus).toBe('AUTHORIZED_LOGIN_CHNG_PW_RQD');
  });
});
