import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, outbox, registrations, systemParams } from '../db/schema';
import { createTestDatabase, useTestApp } from '../../../tests/support/test-app';
import { startMailWorker } from '../mail/mail-worker';
import { expireRegistrations, scheduleRegistrationExpiry } from './expiry';

const ctx = useTestApp();
const DAY = 86_400_000;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n');

let n = 0;
const ip = () => `10.77.${Math.floor(++n / 250)}.${(n % 250) + 1}`;

async function draft(name: string): Promise<{ regId: string; secret: string }> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/register/',
    remoteAddress: ip(),
    payload: {
      portalAccn: { accnDetails: { accnName: name, TMstAccnType: { atypId: 'ACC_TYPE_CO' } } },
      requestAction: 'save',
    },
  });
  expect(res.statusCode).toBe(200);
  return { regId: res.json().accnrId, secret: res.json().secret };
}

/** Moves the last change of a registration `days` days into the past. */
const age = (regId: string, days: number, state?: string) =>
  ctx.database.db
    .update(registrations)
    .set({ updatedAt: new Date(Date.now() - days * DAY), ...(state ? { approvalState: state } : {}) })
    .where(eq(registrations.regId, regId));

const stateOf = async (regId: string) =>
  (await ctx.database.db.select({ s: registrations.approvalState }).from(registrations).where(eq(registrations.regId, regId)))[0]!
    .s;

describe('registration expiry (REGISTRATION_EXPIRY_DAYS)', () => {
  it('is a system parameter seeded with 30 days', async () => {
    const [row] = await ctx.database.db.select().from(systemParams).where(eq(systemParams.sysKey, 'REGISTRATION_EXPIRY_DAYS'));
    expect(row).toMatchObject({ sysValue: '30', valueType: 'INT' });
  });

  it('expires drafts and returned registrations older than the limit, audited; recent and submitted ones stay', async () => {
    const old = await draft('PT Draf Lama');
    const recent = await draft('PT Draf Baru');
    const returned = await draft('PT Dikembalikan Lama');
    const submitted = await draft('PT Sudah Diajukan');
    const returnedRecent = await draft('PT Dikembalikan Baru');
    await age(old.regId, 31);
    await age(recent.regId, 29);
    await age(returned.regId, 31, 'RET');
    await age(submitted.regId, 60, 'P');
    await age(returnedRecent.regId, 2, 'RET');

    expect(await expireRegistrations(ctx.database.db)).toBe(2);
    expect(await stateOf(old.regId)).toBe('X');
    expect(await stateOf(returned.regId)).toBe('X');
    expect(await stateOf(recent.regId)).toBe('DRAFT');
    expect(await stateOf(submitted.regId)).toBe('P');
    expect(await stateOf(returnedRecent.regId)).toBe('RET');
    // A second run finds nothing more (and audits nothing twice).
    expect(await expireRegistrations(ctx.database.db)).toBe(0);
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.audtEvent, 'REGISTRATION_EXPIRED'), eq(auditLog.entityId, old.regId)));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ entity: 'registration', audtUid: null, audtRemarks: 'PT Draf Lama' });

    // `now` is a parameter: 30 days on, the recent draft has expired too.
    expect(await expireRegistrations(ctx.database.db, new Date(Date.now() + 2 * DAY))).toBeGreaterThanOrEqual(1);
    expect(await stateOf(recent.regId)).toBe('X');
  });

  it('tells the visitor by e-mail (English and Bahasa Indonesia) when the draft has a company e-mail', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/register/',
      remoteAddress: ip(),
      payload: {
        portalAccn: {
          accnDetails: {
            accnName: 'PT Lupa Kirim',
            TMstAccnType: { atypId: 'ACC_TYPE_CO' },
            accnContact: { contactEmail: 'halo@lupakirim.co.id' },
          },
        },
        requestAction: 'save',
      },
    });
    await age(res.json().accnrId, 31);
    await expireRegistrations(ctx.database.db);
    const mails = await ctx.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.toAddress, 'halo@lupakirim.co.id'), eq(outbox.template, 'REGISTRATION_EXPIRED')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain('PT Lupa Kirim was not submitted within 30 days');
    expect(mails[0]!.body).toContain('tidak dikirim dalam 30 hari');
  });

  it('follows the parameter when an administrator changes it', async () => {
    const { authorization } = await ctx.signIn('SUPERADMIN');
    const [param] = await ctx.database.db.select().from(systemParams).where(eq(systemParams.sysKey, 'REGISTRATION_EXPIRY_DAYS'));
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/lintas/trucking/sysparams/REGISTRATION_EXPIRY_DAYS',
      headers: { authorization },
      payload: { sysValue: '7', version: param!.version },
    });
    expect(changed.statusCode).toBe(200);
    const week = await draft('PT Delapan Hari');
    await age(week.regId, 8);
    const fresh = await draft('PT Enam Hari');
    await age(fresh.regId, 6);
    await expireRegistrations(ctx.database.db);
    expect(await stateOf(week.regId)).toBe('X');
    expect(await stateOf(fresh.regId)).toBe('DRAFT');
    const refused = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/lintas/trucking/sysparams/REGISTRATION_EXPIRY_DAYS',
      headers: { authorization },
      payload: { sysValue: '0', version: param!.version + 1 },
    });
    expect(refused.statusCode).toBe(400);
    await ctx.database.db.update(systemParams).set({ sysValue: '30' }).where(eq(systemParams.sysKey, 'REGISTRATION_EXPIRY_DAYS'));
  });

  it('an expired registration reads as X and can no longer be saved, submitted or given files (409)', async () => {
    const reg = await draft('PT Kedaluwarsa');
    await age(reg.regId, 40);
    await expireRegistrations(ctx.database.db);
    const headers = { 'x-registration-secret': reg.secret };
    const read = await ctx.app.inject({ method: 'GET', url: `/api/register/${reg.regId}`, headers, remoteAddress: ip() });
    expect(read.statusCode).toBe(200);
    expect(read.json().approvalState).toBe('X');
    for (const requestAction of ['save', 'submit']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/register/',
        headers,
        remoteAddress: ip(),
        payload: {
          portalAccn: { accnDetails: { accnId: reg.regId, accnName: 'PT Kedaluwarsa Lagi' } },
          requestAction,
        },
      });
      expect(res.statusCode, requestAction).toBe(409);
      expect(res.json().err.msg).toBe('This registration can no longer be changed');
    }
    const upload = await ctx.app.inject({
      method: 'POST',
      url: '/api/register/attch/upload',
      headers,
      remoteAddress: ip(),
      payload: {
        attType: 'NIB',
        attName: 'nib.pdf',
        attSize: PDF.length,
        attData: PDF.toString('base64'),
        attReferenceid: reg.regId,
      },
    });
    expect(upload.statusCode).toBe(409);
    const [row] = await ctx.database.db
      .select({ name: registrations.accnName })
      .from(registrations)
      .where(eq(registrations.regId, reg.regId));
    expect(row!.name).toBe('PT Kedaluwarsa');
  });
});

describe('the scheduled job', () => {
  it('runs on the pg-boss of the mail worker at start (then hourly) and stops with it', async () => {
    const own = await createTestDatabase();
    try {
      await own.database.db.insert(registrations).values({
        regId: 'OLDDRAFTFORSCHEDULER',
        secretHash: 'x'.repeat(64),
        accnDetails: { accnName: 'PT Terjadwal' },
        accnName: 'PT Terjadwal',
        updatedAt: new Date(Date.now() - 45 * DAY),
      });
      const worker = await startMailWorker(own.database.db, own.url, null, 'Lintas <no-reply@lintas.co.id>', [
        (boss) => scheduleRegistrationExpiry(boss, own.database.db),
      ]);
      try {
        const state = async () =>
          (
            await own.database.db
              .select({ s: registrations.approvalState })
              .from(registrations)
              .where(eq(registrations.regId, 'OLDDRAFTFORSCHEDULER'))
          )[0]!.s;
        const deadline = Date.now() + 20_000;
        while ((await state()) !== 'X' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
        expect(await state()).toBe('X');
      } finally {
        await worker.stop();
      }
    } finally {
      await own.drop();
    }
  });
});
