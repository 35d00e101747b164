import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox, users } from '../db/schema';
import { useTestApp } from '../../../tests/support/test-app';

const ctx = useTestApp();
const BASE = '/api/v1/lintas/trucking';

async function as(usrId: string) {
  const { authorization } = await ctx.signIn(usrId);
  return (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
    ctx.app.inject({ method, url: `${BASE}${url}`, headers: { authorization }, ...(payload ? { payload } : {}) });
}

const newUser = (usrId: string, roles: string[]) => ({
  usrId,
  usrName: 'Dian Pratama',
  usrTitle: 'Dispatcher',
  contactEmail: `${usrId.toLowerCase()}@truknusantara.co.id`,
  contactTel: '+62 812 7000 1000',
  roles,
});

async function activationKey(email: string): Promise<string> {
  const [mail] = await ctx.database.db.select().from(outbox).where(eq(outbox.toAddress, email)).orderBy(desc(outbox.id)).limit(1);
  return /\/trucking\/activate\/([\w-]+)/.exec(mail!.body)![1]!;
}

describe('users administration', () => {
  it('a company administrator creates a user of its own company; the activation link sets the first password once', async () => {
    const to1 = await as('TO1');
    const created = await to1('POST', '/users', newUser('to1disp', ['TO_OPERATION']));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ usrId: 'TO1DISP', accnId: 'TO0001', activated: false, roles: ['TO_OPERATION'] });
    const key = await activationKey('to1disp@truknusantara.co.id');
    expect((await ctx.app.inject({ method: 'GET', url: `${BASE}/auth/activate/${key}` })).json()).toEqual({
      usrId: 'TO1DISP',
      usrName: 'Dian Pratama',
    });
    const weak = await ctx.app.inject({
      method: 'POST',
      url: `${BASE}/auth/activate`,
      payload: { token: key, newPassword: 'weak', confirmPassword: 'weak' },
    });
    expect(Object.keys(weak.json().message)).toEqual(['newPassword']);
    const ok = await ctx.app.inject({
      method: 'POST',
      url: `${BASE}/auth/activate`,
      payload: { token: key, newPassword: 'Dispatch#2027', confirmPassword: 'Dispatch#2027' },
    });
    expect(ok.statusCode).toBe(200);
    const again = await ctx.app.inject({
      method: 'POST',
      url: `${BASE}/auth/activate`,
      payload: { token: key, newPassword: 'Dispatch#2028', confirmPassword: 'Dispatch#2028' },
    });
    expect(Object.keys(again.json().message)).toEqual(['token']);
    const login = await ctx.app.inject({
      method: 'POST',
      url: `${BASE}/auth/login`,
      payload: { id: 'TO1DISP', password: 'Dispatch#2027' },
    });
    expect(login.json().loginStatus).toBe('AUTHORIZED_LOGIN');
  });

  it('offers only roles valid for the company type, and a company administrator grants only roles it holds', async () => {
    const to1 = await as('TO1');
    expect((await to1('POST', '/users', newUser('TO1X', ['FINANCE_HEAD']))).json().message).toMatchObject({
      roles: expect.any(String),
    });
    expect((await to1('POST', '/users', newUser('TO1Y', ['FINANCE_APPROVER']))).json().message).toMatchObject({
      roles: expect.any(String),
    });
    const roles = (await to1('GET', '/roles?atypId=ACC_TYPE_TO')).json();
    expect(roles.map((r: { value: string }) => r.value)).toEqual(['ACCN_ADMIN', 'TO_OPERATION']);
    const op = await as('OPADMIN');
    const platformRoles = (await op('GET', '/roles?atypId=ACC_TYPE_TO')).json();
    expect(platformRoles.map((r: { value: string }) => r.value)).toEqual(['ACCN_ADMIN', 'TO_OPERATION', 'FINANCE_APPROVER']);
    const forCompany = await op('POST', '/users', { ...newUser('TO1FIN', ['FINANCE_APPROVER']), accnId: 'TO0001' });
    expect(forCompany.json()).toMatchObject({ accnId: 'TO0001', roles: ['FINANCE_APPROVER'] });
  });

  it('tenancy: another company’s user is 404 and unchanged; duplicates are field errors', async () => {
    const to2 = await as('TO2');
    expect((await to2('GET', '/users/TO1')).statusCode).toBe(404);
    const { usrId: _ignored, ...body } = newUser('X', ['ACCN_ADMIN']);
    expect((await to2('PUT', '/users/TO1', { ...body, version: 1 })).statusCode).toBe(404);
    const list = (await to2('GET', '/users?length=100')).json();
    expect(list.aaData.every((u: { accnId: string }) => u.accnId === 'TO0002')).toBe(true);
    const dup = await to2('POST', '/users', { ...newUser('TO1', ['TO_OPERATION']) });
    expect(Object.keys(dup.json().message)).toEqual(['usrId']);
  });

  it('the last active administrator of a company cannot be deactivated or lose the role; stale updates are 409', async () => {
    const op = await as('OPADMIN');
    const sl1 = (await op('GET', '/users/SL1')).json();
    const off = await op('POST', '/users/SL1/deactivate', { version: sl1.version });
    expect(off.statusCode).toBe(409);
    const demote = await op('PUT', '/users/SL1', {
      usrName: sl1.usrName,
      contactEmail: sl1.contactEmail,
      contactTel: sl1.contactTel,
      roles: ['OFFICER'],
      version: sl1.version,
    });
    expect(demote.statusCode).toBe(409);
    const ok = await op('PUT', '/users/SL1', {
      usrName: 'Fransiska T.',
      contactEmail: sl1.contactEmail,
      contactTel: sl1.contactTel,
      roles: ['ACCN_ADMIN', 'OFFICER'],
      version: sl1.version,
    });
    expect(ok.json()).toMatchObject({ usrName: 'Fransiska T.', roles: ['ACCN_ADMIN', 'OFFICER'] });
    const stale = await op('PUT', '/users/SL1', {
      usrName: 'Stale',
      contactEmail: sl1.contactEmail,
      contactTel: sl1.contactTel,
      roles: ['ACCN_ADMIN'],
      version: sl1.version,
    });
    expect(stale.statusCode).toBe(409);
    expect((await op('GET', '/users/SL1')).json().usrName).toBe('Fransiska T.');
  });

  it('deactivating ends the user’s sessions; an administrator reset forces a change at the next sign-in', async () => {
    const victim = await ctx.signIn('CO1FIN');
    const co1 = await as('CO1');
    const user = (await co1('GET', '/users/CO1FIN')).json();
    expect((await co1('POST', '/users/CO1FIN/deactivate', { version: user.version })).json().usrStatus).toBe('I');
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/co/cac/profile/', headers: { authorization: victim.authorization } }))
        .statusCode,
    ).toBe(408);
    await co1('POST', '/users/CO1FIN/activate', { version: user.version + 1 });
    expect((await co1('POST', '/users/CO1FIN/reset-password')).statusCode).toBe(204);
    const [mail] = await ctx.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.template, 'TEMP_PASSWORD'))
      .orderBy(desc(outbox.id))
      .limit(1);
    const temporary =
      /: (\S+)\s*$/m.exec(mail!.body.split('\n').find((l) => l.includes('Lt#'))!)?.[1] ?? mail!.body.match(/Lt#\S+/)![0];
    const login = await ctx.app.inject({
      method: 'POST',
      url: `${BASE}/auth/login`,
      payload: { id: 'CO1FIN', password: temporary },
    });
    expect(login.json().loginStatus).toBe('AUTHORIZED_LOGIN_CHNG_PW_RQD');
    const [row] = await ctx.database.db.select().from(users).where(eq(users.usrId, 'CO1FIN'));
    expect(row!.passwordSetBy).toBe('ADMIN');
    const co = await as('CO1');
    expect((await co('POST', '/users/CO1/deactivate', { version: 1 })).statusCode).toBe(409);
  });
});
