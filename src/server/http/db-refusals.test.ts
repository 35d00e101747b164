import { describe, expect, it } from 'vitest';
import { eq, inArray, notInArray } from 'drizzle-orm';
import { attachTypes, docAssociates, users } from '../db/schema';
import { useTestApp } from '../../../tests/support/test-app';

const ctx = useTestApp();
const BASE = '/api/v1/lintas/trucking';

async function as(usrId: string) {
  const { authorization } = await ctx.signIn(usrId);
  return (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) =>
    ctx.app.inject({ method, url: `${BASE}${url}`, headers: { authorization }, payload });
}

describe('values the database refuses answer as field errors, never 500', () => {
  it('null for a master-data field whose column may not be empty is VALIDATION_FAILED (create and change)', async () => {
    const admin = await as('OPADMIN');
    // An attachment type not yet associated with depots, so the pair is free.
    const taken = ctx.database.db
      .select({ attType: docAssociates.attType })
      .from(docAssociates)
      .where(eq(docAssociates.atypId, 'ACC_TYPE_SP'));
    const [type] = await ctx.database.db
      .select({ attType: attachTypes.attType })
      .from(attachTypes)
      .where(notInArray(attachTypes.attType, taken))
      .limit(1);
    const base = { attType: type!.attType, atypId: 'ACC_TYPE_SP', docGroup: 'GENERAL' };
    const res = await admin('POST', '/doc-associates', { ...base, mandatory: null });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'VALIDATION_FAILED', message: { mandatory: 'This field is required' } });

    const created = await admin('POST', '/doc-associates', { ...base, mandatory: true });
    expect(created.json()).toMatchObject({ mandatory: true });
    const { docAssocId, version } = created.json();
    const change = await admin('PUT', `/doc-associates/${docAssocId}`, { ...base, mandatory: null, version });
    expect(change.statusCode).toBe(400);
    expect(change.json().message).toEqual({ mandatory: 'This field is required' });
  });

  it('two creates of the same user id at once: one is created, the other gets "already exists" on usrId', async () => {
    const to1 = await as('TO1');
    const ids = ['RACE1', 'RACE2', 'RACE3', 'RACE4', 'RACE5'];
    const newUser = (usrId: string) => ({
      usrId,
      usrName: 'Dian Pratama',
      contactEmail: `${usrId.toLowerCase()}@truknusantara.co.id`,
      contactTel: '+62 812 7000 1000',
      roles: ['TO_OPERATION'],
    });
    const answers = await Promise.all(
      ids.flatMap((id) => [to1('POST', '/users', newUser(id)), to1('POST', '/users', newUser(id))]),
    );
    for (let i = 0; i < ids.length; i++) {
      const pair = [answers[2 * i]!, answers[2 * i + 1]!].sort((a, b) => a.statusCode - b.statusCode);
      expect(pair.map((r) => r.statusCode)).toEqual([201, 400]);
      expect(pair[1]!.json()).toMatchObject({ status: 'VALIDATION_FAILED', message: { usrId: 'This value already exists' } });
    }
    expect(await ctx.database.db.$count(users, inArray(users.usrId, ids))).toBe(ids.length);
  });
});
