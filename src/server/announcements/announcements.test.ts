import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../tests/support/test-app';
import { announcements, auditLog } from '../db/schema';
import { activeAnnouncements } from './announcements.service';

const ctx = useTestApp();
const BASE = '/api/v1/lintas/trucking';
const ACTIVE = `${BASE}/announcements/active`;

async function as(usrId: string) {
  const { authorization } = await ctx.signIn(usrId);
  return (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
    ctx.app.inject({ method, url: `${BASE}${url}`, headers: { authorization }, ...(payload ? { payload } : {}) });
}
const subjects = (list: { canuSubject: string }[]) => list.map((a) => a.canuSubject);

describe('announcements administration (issue 17)', () => {
  it('shows each reader the announcements of its audience: visitors those for everyone, a truck operator also its own', async () => {
    const visitor = (await ctx.app.inject({ method: 'GET', url: ACTIVE })).json();
    expect(subjects(visitor)).toEqual(['Welcome to Lintas', 'Planned maintenance']);
    const { authorization: to } = await ctx.signIn('TO1');
    const operator = (await ctx.app.inject({ method: 'GET', url: ACTIVE, headers: { authorization: to } })).json();
    expect(subjects(operator)).toEqual(['Welcome to Lintas', 'Planned maintenance', 'Register your GPS trackers']);
    const { authorization: co } = await ctx.signIn('CO1');
    const owner = (await ctx.app.inject({ method: 'GET', url: ACTIVE, headers: { authorization: co } })).json();
    expect(subjects(owner)).not.toContain('Register your GPS trackers');
  });

  it('is shown from its first to its last day, by Jakarta dates', async () => {
    const db = ctx.database.db;
    await db.insert(announcements).values({
      canuId: 'ANNWINDOW',
      anntCode: 'INFO',
      audience: 'ALL',
      canuSubject: 'Window',
      canuDescription: 'From the 10th to the 12th',
      canuContent: 'x',
      validFrom: '2026-03-10',
      validTo: '2026-03-12',
    });
    try {
      const at = async (iso: string) => subjects(await activeAnnouncements(db, 'en', null, new Date(iso)));
      expect(await at('2026-03-09T16:59:00Z')).not.toContain('Window'); // 23:59 WIB on the 9th
      expect(await at('2026-03-09T17:00:00Z')).toContain('Window'); // 00:00 WIB on the 10th
      expect(await at('2026-03-12T16:59:00Z')).toContain('Window'); // 23:59 WIB on the 12th
      expect(await at('2026-03-12T17:00:00Z')).not.toContain('Window');
    } finally {
      await db.delete(announcements).where(eq(announcements.canuId, 'ANNWINDOW'));
    }
  });

  it('the platform writes one through the engine: checked fields, a new id, audited; then the audience sees it', async () => {
    const call = await as('OPADMIN');
    const bad = await call('POST', '/announcements', {
      anntCode: 'INFO',
      audience: 'EVERYBODY',
      canuSubject: '',
      canuDescription: 'd',
      canuContent: 'c',
      validFrom: '10/03/2026',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().message)).toEqual(expect.arrayContaining(['audience', 'canuSubject', 'validFrom']));
    const unknownType = await call('POST', '/announcements', {
      anntCode: 'NOPE',
      audience: 'ALL',
      canuSubject: 'S',
      canuDescription: 'd',
      canuContent: 'c',
      validFrom: '2026-01-01',
    });
    expect(unknownType.statusCode).toBe(400);
    expect(unknownType.json().message).toHaveProperty('anntCode');

    const made = await call('POST', '/announcements', {
      anntCode: 'MAINTENANCE',
      audience: 'ACC_TYPE_CO',
      canuSubject: 'Billing closes early on Friday',
      canuSubjectId: 'Penagihan tutup lebih awal hari Jumat',
      canuDescription: 'Bills approved after 15:00 WIB are paid on Monday',
      canuContent: 'Approve your bills before 15:00 WIB.\nPayments resume on Monday.',
      validFrom: '2026-01-01',
    });
    expect(made.statusCode).toBe(201);
    const id = made.json().canuId as string;
    expect(id).toMatch(/^ANN/);
    try {
      const { authorization: co } = await ctx.signIn('CO1');
      const owner = (
        await ctx.app.inject({ method: 'GET', url: ACTIVE, headers: { authorization: co, 'accept-language': 'id' } })
      ).json();
      expect(subjects(owner)).toContain('Penagihan tutup lebih awal hari Jumat');
      const visitor = (await ctx.app.inject({ method: 'GET', url: ACTIVE })).json();
      expect(subjects(visitor)).not.toContain('Billing closes early on Friday');
      const audits = await ctx.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'announcement'), eq(auditLog.entityId, id)));
      expect(audits).toHaveLength(1);
    } finally {
      await ctx.database.db.delete(announcements).where(eq(announcements.canuId, id));
    }
  });

  it('a company user may not read or write the announcements list', async () => {
    const call = await as('TO1');
    expect((await call('GET', '/announcements')).statusCode).toBe(403);
    expect(
      (
        await call('POST', '/announcements', {
          anntCode: 'INFO',
          audience: 'ALL',
          canuSubject: 'x',
          canuDescription: 'd',
          canuContent: 'c',
          validFrom: '2026-01-01',
        })
      ).statusCode,
    ).toBe(403);
  });
});
