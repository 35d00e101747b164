import { and, eq, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addToDate, businessDate } from '../../domain/contracts/contracts';
import { useTestApp } from '../../../tests/support/test-app';
import { auditLog, contractRequests, contracts, notificationEvents, outbox } from '../db/schema';
import { activeContractFor, runContractSchedule } from './contracts.service';

const ctx = useTestApp();
const BASE = '/api/v1/lintas/trucking';
const today = businessDate();
const daysFrom = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

type Reply = { statusCode: number; body: string; json: () => any }; // eslint-disable-line @typescript-eslint/no-explicit-any
type Call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) => Promise<Reply>;
const sessions = new Map<string, string>();
async function as(usrId: string): Promise<Call> {
  if (!sessions.has(usrId)) sessions.set(usrId, (await ctx.signIn(usrId)).authorization);
  const authorization = sessions.get(usrId)!;
  return (method, url, payload) =>
    ctx.app.inject({ method, url: `${BASE}${url}`, headers: { authorization }, ...(payload ? { payload } : {}) });
}

const terms = (over: Record<string, unknown> = {}) => ({
  reqKind: 'NEW',
  customerAccnId: 'CO0003',
  toAccnId: 'TO0002',
  validFrom: today,
  validTo: addToDate(today, { months: 12 }),
  currency: 'IDR',
  customerPaymentTermDays: 30,
  toPaymentTermDays: 14,
  customerFeeType: 'PCT',
  customerFeeValue: '2.50',
  toFeeType: 'FIXED',
  toFeeValue: '50000',
  financingType: 'NON_FINANCING',
  ...over,
});

async function draft(over: Record<string, unknown> = {}) {
  const l1 = await as('L1SUPPORT');
  const res = await l1('POST', '/contract-requests', terms(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { reqId: string; version: number; state: string; payoutFrequency: string };
}

async function submitted(over: Record<string, unknown> = {}) {
  const l1 = await as('L1SUPPORT');
  const d = await draft(over);
  const res = await l1('POST', `/contract-requests/${d.reqId}/submit`, { version: d.version });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { reqId: string; version: number; state: string };
}

describe('contract requests', () => {
  it('draft -> save -> submit -> approve with a start date of today applies at once (EXPORTED, contract ACTIVE)', async () => {
    const l1 = await as('L1SUPPORT');
    const head = await as('GLIHEAD');
    const d = await draft();
    expect(d.state).toBe('NEW_REQ');
    const saved = await l1('PUT', `/contract-requests/${d.reqId}`, {
      ...terms({ toFeeValue: '75000.50' }),
      reqKind: undefined,
      version: d.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ toFeeValue: '75000.50', version: 2 });
    const stale = await l1('PUT', `/contract-requests/${d.reqId}`, { ...terms(), reqKind: undefined, version: 1 });
    expect(stale.statusCode).toBe(409);
    const sub = await l1('POST', `/contract-requests/${d.reqId}/submit`, { version: 2 });
    expect(sub.json()).toMatchObject({ state: 'NEW_SUBMITTED', submittedBy: 'L1SUPPORT' });
    // Editing or submitting again is no longer in the table.
    expect((await l1('POST', `/contract-requests/${d.reqId}/submit`, { version: 3 })).statusCode).toBe(409);
    expect((await l1('PUT', `/contract-requests/${d.reqId}`, { ...terms(), reqKind: undefined, version: 3 })).statusCode).toBe(
      409,
    );
    // Level-1 support may not approve at all.
    expect((await l1('POST', `/contract-requests/${d.reqId}/approve`, { version: 3 })).statusCode).toBe(403);
    const approved = await head('POST', `/contract-requests/${d.reqId}/approve`, { version: 3 });
    expect(approved.statusCode, approved.body).toBe(200);
    const body = approved.json();
    expect(body).toMatchObject({ state: 'EXPORTED', decidedBy: 'GLIHEAD' });
    expect(body.contractId).toMatch(/^CT\d{6}$/);
    const contract = await head('GET', `/contracts/${body.contractId}`);
    expect(contract.json()).toMatchObject({ status: 'ACTIVE', toFeeValue: '75000.50', customerAccnId: 'CO0003' });
    const events = await ctx.database.db.select({ e: auditLog.audtEvent }).from(auditLog).where(eq(auditLog.entityId, d.reqId));
    expect(events.map((e) => e.e)).toEqual(
      expect.arrayContaining([
        'CONTRACT_REQUEST_CREATED',
        'CONTRACT_REQUEST_SAVED',
        'CONTRACT_REQUEST_SUBMIT',
        'CONTRACT_REQUEST_APPROVE',
        'CONTRACT_REQUEST_APPLIED',
      ]),
    );
    expect(
      await activeContractFor(ctx.database.db, { customerAccnId: 'CO0003', toAccnId: 'TO0002', onDate: today }),
    ).toMatchObject({
      contractId: body.contractId,
    });
    // Approving again: 409.
    expect((await head('POST', `/contract-requests/${d.reqId}/approve`, { version: body.version })).statusCode).toBe(409);
  });

  it('maker-checker: whoever drafted or submitted cannot decide (403); reject needs a reason and ends the request', async () => {
    const su = await as('SUPERADMIN');
    const head = await as('GLIHEAD');
    const later = { validFrom: addToDate(today, { months: 24 }), validTo: addToDate(today, { months: 30 }) };
    const own = await su('POST', '/contract-requests', terms(later));
    expect(own.statusCode).toBe(201);
    const sub = await su('POST', `/contract-requests/${own.json().reqId}/submit`, { version: 1 });
    expect(sub.statusCode).toBe(200);
    const self = await su('POST', `/contract-requests/${own.json().reqId}/approve`, { version: 2 });
    expect(self.statusCode).toBe(403);
    expect(self.json().status).toBe('FORBIDDEN');
    const noReason = await head('POST', `/contract-requests/${own.json().reqId}/reject`, { version: 2 });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toHaveProperty('reason');
    const rejected = await head('POST', `/contract-requests/${own.json().reqId}/reject`, { version: 2, reason: 'Fee too low' });
    expect(rejected.json()).toMatchObject({ state: 'NEW_REJECTED', decisionReason: 'Fee too low' });
    expect((await head('POST', `/contract-requests/${own.json().reqId}/approve`, { version: 3 })).statusCode).toBe(409);
    expect((await su('POST', `/contract-requests/${own.json().reqId}/delete`, { version: 3 })).statusCode).toBe(409);
  });

  it('a draft can be deleted (DELETED), then nothing else', async () => {
    const l1 = await as('L1SUPPORT');
    const d = await draft({ validFrom: addToDate(today, { months: 24 }), validTo: addToDate(today, { months: 30 }) });
    const del = await l1('POST', `/contract-requests/${d.reqId}/delete`, { version: 1 });
    expect(del.json().state).toBe('DELETED');
    expect((await l1('POST', `/contract-requests/${d.reqId}/submit`, { version: 2 })).statusCode).toBe(409);
  });

  it('validation: field errors in the VALIDATION_FAILED shape', async () => {
    const l1 = await as('L1SUPPORT');
    const res = await l1(
      'POST',
      '/contract-requests',
      terms({
        validTo: addToDate(today, { days: -1 }),
        customerFeeValue: '120',
        toFeeValue: '12.345',
        currency: 'EUR',
        financingType: 'OPM',
        customerPaymentTermDays: -1,
      }),
    );
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.status).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.message).sort()).toEqual(['currency', 'customerPaymentTermDays', 'financingType', 'toFeeValue']);
    // Rules across fields answer once the fields themselves are valid.
    const cross = await l1(
      'POST',
      '/contract-requests',
      terms({ validTo: addToDate(today, { days: -1 }), customerFeeValue: '120' }),
    );
    expect(cross.json().message).toEqual({
      validTo: 'The end date must not be before the start date',
      customerFeeValue: 'A percentage is at most 100',
    });
    // Parties of the wrong kind are field errors too.
    const wrong = await l1('POST', '/contract-requests', terms({ customerAccnId: 'TO0001', toAccnId: 'CO0001' }));
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json().message).sort()).toEqual(['customerAccnId', 'toAccnId']);
    // A new contract may not overlap an active one of the same two companies.
    const overlap = await l1('POST', '/contract-requests', terms({ customerAccnId: 'CO0001', toAccnId: 'TO0001' }));
    expect(overlap.json().message).toEqual({ validFrom: expect.stringContaining('active contract') });
    const noContract = await l1('POST', '/contract-requests', terms({ reqKind: 'UPDATE' }));
    expect(noContract.json().message).toHaveProperty('contractId');
    // Nothing was written.
    const rows = await ctx.database.db.select().from(contractRequests).where(eq(contractRequests.toFeeValue, '12.35'));
    expect(rows).toHaveLength(0);
  });

  it('withholding tax (PPh 23) of each side: stored on the draft, changed, approved into the contract, in the answers', async () => {
    const l1 = await as('L1SUPPORT');
    const head = await as('GLIHEAD');
    // An earlier period of CO3 and TO2 (the contract is recorded EXPIRED), clear of the first test's contract.
    const period = {
      customerAccnId: 'CO0003',
      toAccnId: 'TO0002',
      validFrom: addToDate(today, { months: -24 }),
      validTo: addToDate(today, { months: -13 }),
    };
    const d = await draft({ ...period, customerWithholdingPct: '2', toWithholdingPct: null });
    expect(d).toMatchObject({ customerWithholdingPct: '2.00', toWithholdingPct: null });
    const saved = await l1('PUT', `/contract-requests/${d.reqId}`, {
      ...terms({ ...period, customerWithholdingPct: '2.5', toWithholdingPct: '100' }),
      reqKind: undefined,
      version: d.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ customerWithholdingPct: '2.50', toWithholdingPct: '100.00', version: 2 });
    const [stored] = await ctx.database.db.select().from(contractRequests).where(eq(contractRequests.reqId, d.reqId));
    expect(stored).toMatchObject({ customerWithholdingPct: '2.50', toWithholdingPct: '100.00' });
    const listed = await head('GET', `/contract-requests?search=${d.reqId}`);
    expect(listed.json().aaData[0]).toMatchObject({ reqId: d.reqId, customerWithholdingPct: '2.50' });
    expect((await l1('POST', `/contract-requests/${d.reqId}/submit`, { version: 2 })).statusCode).toBe(200);
    const approved = await head('POST', `/contract-requests/${d.reqId}/approve`, { version: 3 });
    expect(approved.json()).toMatchObject({ state: 'EXPORTED', customerWithholdingPct: '2.50', toWithholdingPct: '100.00' });
    const contractId = approved.json().contractId as string;
    const contract = (await head('GET', `/contracts/${contractId}`)).json();
    expect(contract).toMatchObject({ status: 'EXPIRED', customerWithholdingPct: '2.50', toWithholdingPct: '100.00' });
    const [row] = await ctx.database.db.select().from(contracts).where(eq(contracts.contractId, contractId));
    expect(row).toMatchObject({ customerWithholdingPct: '2.50', toWithholdingPct: '100.00' });
  });

  it('the payout frequency: asked on the request (IMMEDIATE unless chosen), approved into the contract', async () => {
    const l1 = await as('L1SUPPORT');
    const head = await as('GLIHEAD');
    const period = {
      customerAccnId: 'CO0003',
      toAccnId: 'TO0002',
      validFrom: addToDate(today, { months: -60 }),
      validTo: addToDate(today, { months: -49 }),
    };
    const bad = await l1('POST', '/contract-requests', terms({ ...period, payoutFrequency: 'DAILY' }));
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().message)).toEqual(['payoutFrequency']);
    expect((await draft({ ...period, validTo: addToDate(today, { months: -59 }) })).payoutFrequency).toBe('IMMEDIATE');
    const d = await draft({ ...period, validFrom: addToDate(today, { months: -58 }), payoutFrequency: 'WEEKLY' });
    expect(d).toMatchObject({ payoutFrequency: 'WEEKLY' });
    const saved = await l1('PUT', `/contract-requests/${d.reqId}`, {
      ...terms({ ...period, validFrom: addToDate(today, { months: -58 }), payoutFrequency: 'MONTHLY' }),
      reqKind: undefined,
      version: d.version,
    });
    expect(saved.json()).toMatchObject({ payoutFrequency: 'MONTHLY', version: 2 });
    expect((await l1('POST', `/contract-requests/${d.reqId}/submit`, { version: 2 })).statusCode).toBe(200);
    const approved = await head('POST', `/contract-requests/${d.reqId}/approve`, { version: 3 });
    expect(approved.json()).toMatchObject({ state: 'EXPORTED', payoutFrequency: 'MONTHLY' });
    const contractId = approved.json().contractId as string;
    expect((await head('GET', `/contracts/${contractId}`)).json()).toMatchObject({ payoutFrequency: 'MONTHLY' });
    const [row] = await ctx.database.db.select().from(contracts).where(eq(contracts.contractId, contractId));
    expect(row!.payoutFrequency).toBe('MONTHLY');
  });

  it('withholding tax validation: over 100, not a number or 3 decimals is a field error and writes nothing', async () => {
    const l1 = await as('L1SUPPORT');
    const cases: [string, unknown][] = [
      ['customerWithholdingPct', '101'],
      ['toWithholdingPct', 'abc'],
      ['customerWithholdingPct', '2.555'],
      ['toWithholdingPct', '-2'],
      ['customerWithholdingPct', 2],
    ];
    for (const [field, value] of cases) {
      const res = await l1(
        'POST',
        '/contract-requests',
        terms({ validFrom: addToDate(today, { months: 36 }), validTo: addToDate(today, { months: 48 }), [field]: value }),
      );
      expect(res.statusCode, `${field}=${String(value)}`).toBe(400);
      expect(res.json()).toMatchObject({
        status: 'VALIDATION_FAILED',
        message: { [field]: 'Use a percentage from 0 to 100 with up to 2 decimals' },
      });
      expect(Object.keys(res.json().message)).toEqual([field]);
    }
    const indonesian = await ctx.app.inject({
      method: 'POST',
      url: `${BASE}/contract-requests`,
      headers: { authorization: sessions.get('L1SUPPORT')!, 'accept-language': 'id' },
      payload: terms({ toWithholdingPct: '100.01' }),
    });
    expect(indonesian.json().message).toEqual({
      toWithholdingPct: 'Gunakan persentase 0 sampai 100 dengan paling banyak 2 desimal',
    });
    const written = await ctx.database.db
      .select()
      .from(contractRequests)
      .where(eq(contractRequests.validFrom, addToDate(today, { months: 36 })));
    expect(written).toHaveLength(0);
  });

  it('a request approved before its start date waits; the schedule applies it on that date (EXPORTED)', async () => {
    const head = await as('GLIHEAD');
    const start = addToDate(today, { days: 10 });
    const s = await submitted({
      customerAccnId: 'FF0001',
      toAccnId: 'TO0002',
      validFrom: start,
      validTo: addToDate(start, { months: 6 }),
    });
    const approved = await head('POST', `/contract-requests/${s.reqId}/approve`, { version: s.version });
    expect(approved.json()).toMatchObject({ state: 'NEW_APPROVED', contractId: null });
    const before = await runContractSchedule(ctx.database.db, new Date(`${addToDate(start, { days: -1 })}T12:00:00+07:00`));
    expect(before.applied).not.toContain(s.reqId);
    const on = await runContractSchedule(ctx.database.db, new Date(`${start}T00:30:00+07:00`));
    expect(on.applied).toContain(s.reqId);
    const [req] = await ctx.database.db.select().from(contractRequests).where(eq(contractRequests.reqId, s.reqId));
    expect(req!.state).toBe('EXPORTED');
    expect(
      await activeContractFor(ctx.database.db, { customerAccnId: 'FF0001', toAccnId: 'TO0002', onDate: start }),
    ).toMatchObject({
      contractId: req!.contractId,
    });
    // A second run applies nothing again.
    expect((await runContractSchedule(ctx.database.db, new Date(`${start}T02:00:00+07:00`))).applied).toHaveLength(0);
  });

  it('update and renewal requests change the contract; one open request per contract (409)', async () => {
    const l1 = await as('L1SUPPORT');
    const head = await as('GLIHEAD');
    const [contract] = await ctx.database.db
      .select()
      .from(contracts)
      .where(and(eq(contracts.customerAccnId, 'CO0001'), eq(contracts.toAccnId, 'TO0001')));
    const base = {
      customerAccnId: contract!.customerAccnId,
      toAccnId: contract!.toAccnId,
      validFrom: contract!.validFrom,
      validTo: contract!.validTo,
      contractId: contract!.contractId,
    };
    const offered = async () => (await l1('GET', `/contracts/${contract!.contractId}`)).json().actions;
    expect(await offered()).toEqual(['requestUpdate', 'requestRenewal']);
    expect((await (await as('TO1'))('GET', `/contracts/${contract!.contractId}`)).json().actions).toEqual([]);
    // The demo contract withholds 2 % on CO1's side; the update keeps it and adds the operator's.
    expect(contract!.customerWithholdingPct).toBe('2.00');
    const upd = await draft({
      ...base,
      reqKind: 'UPDATE',
      customerPaymentTermDays: 45,
      customerWithholdingPct: contract!.customerWithholdingPct,
      toWithholdingPct: '1.5',
    });
    expect(upd.state).toBe('NEW_UPDATE');
    expect(await offered()).toEqual([]);
    const second = await l1(
      'POST',
      '/contract-requests',
      terms({ ...base, reqKind: 'RENEWAL', validTo: addToDate(base.validTo, { months: 12 }) }),
    );
    expect(second.statusCode).toBe(409);
    const moved = await l1('POST', '/contract-requests', terms({ ...base, reqKind: 'UPDATE', customerAccnId: 'FF0001' }));
    expect(moved.statusCode).toBe(400);
    const sub = await l1('POST', `/contract-requests/${upd.reqId}/submit`, { version: 1 });
    expect(sub.json().state).toBe('UPDATE_SUBMITTED');
    const ok = await head('POST', `/contract-requests/${upd.reqId}/approve`, { version: 2 });
    expect(ok.json().state).toBe('EXPORTED');
    expect((await head('GET', `/contracts/${contract!.contractId}`)).json()).toMatchObject({
      customerPaymentTermDays: 45,
      customerWithholdingPct: '2.00',
      toWithholdingPct: '1.50',
    });
    expect(await offered()).toEqual(['requestUpdate', 'requestRenewal']);

    const renewal = await draft({ ...base, reqKind: 'RENEWAL', validTo: addToDate(base.validTo, { months: 12 }) });
    expect(renewal.state).toBe('RENEWAL_REQ');
    await l1('POST', `/contract-requests/${renewal.reqId}/submit`, { version: 1 });
    const renewed = await head('POST', `/contract-requests/${renewal.reqId}/approve`, { version: 2 });
    expect(renewed.json().state).toBe('EXPORTED');
    const after = (await head('GET', `/contracts/${contract!.contractId}`)).json();
    expect(after.validTo).toBe(addToDate(base.validTo, { months: 12 }));
    expect(after.validFrom).toBe(base.validFrom);
    // A renewal replaces the terms: one that sends no withholding leaves none.
    expect(after).toMatchObject({ customerWithholdingPct: null, toWithholdingPct: null });
  });

  it('a race: two approvers at once, one wins and the other gets 409; the contract is created once', async () => {
    const head = await as('GLIHEAD');
    const su = await as('SUPERADMIN');
    const s = await submitted({ customerAccnId: 'CO0001', toAccnId: 'TO0002', validFrom: addToDate(today, { days: 30 }) });
    const [a, b] = await Promise.all([
      head('POST', `/contract-requests/${s.reqId}/approve`, { version: s.version }),
      su('POST', `/contract-requests/${s.reqId}/approve`, { version: s.version }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const approvals = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, s.reqId), eq(auditLog.audtEvent, 'CONTRACT_REQUEST_APPROVE')));
    expect(approvals).toHaveLength(1);
  });

  it('tenancy: companies see only their contracts (another company: 404) and never the requests', async () => {
    const co = await as('CO1');
    const to2 = await as('TO2');
    const list = await co('GET', '/contracts?length=100');
    expect(list.statusCode).toBe(200);
    const rows = list.json().aaData as { customerAccnId: string; toAccnId: string; contractId: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.customerAccnId === 'CO0001' || r.toAccnId === 'CO0001')).toBe(true);
    const [ff] = await ctx.database.db.select().from(contracts).where(eq(contracts.customerAccnId, 'FF0001'));
    expect((await co('GET', `/contracts/${ff!.contractId}`)).statusCode).toBe(404);
    expect((await to2('GET', `/contracts/${ff!.contractId}`)).statusCode).toBe(404);
    expect((await co('GET', '/contract-requests')).statusCode).toBe(403);
    expect((await co('POST', '/contract-requests', terms())).statusCode).toBe(403);
    const all = await (await as('OPADMIN'))('GET', '/contracts?length=100');
    expect(all.json().iTotalRecords).toBeGreaterThanOrEqual(3);
    const sorted = await co('GET', '/contracts?sort=nope');
    expect(sorted.statusCode).toBe(400);
  });
});

describe('contract schedule', () => {
  it('expires a contract past its end date and reminds 2 months, 1 month and 1 week before the end, each once', async () => {
    const end = addToDate(today, { months: 4 });
    const [c] = await ctx.database.db
      .insert(contracts)
      .values({
        customerAccnId: 'CO0001',
        toAccnId: 'TO0001',
        validFrom: today,
        validTo: end,
        currency: 'IDR',
        customerPaymentTermDays: 30,
        toPaymentTermDays: 30,
        customerFeeType: 'PCT',
        customerFeeValue: '1.00',
        toFeeType: 'PCT',
        toFeeValue: '1.00',
        financingType: 'BSF',
      })
      .returning();
    const id = c!.contractId;
    const at = (date: string) => new Date(`${date}T08:00:00+07:00`);
    const mine = (r: { reminders: { contractId: string; reminder: string }[] }) =>
      r.reminders.filter((x) => x.contractId === id).map((x) => x.reminder);
    expect(mine(await runContractSchedule(ctx.database.db, at(addToDate(end, { months: -3 }))))).toEqual([]);
    expect(mine(await runContractSchedule(ctx.database.db, at(addToDate(end, { months: -2 }))))).toEqual(['M2']);
    expect(mine(await runContractSchedule(ctx.database.db, at(addToDate(end, { months: -2, days: 1 }))))).toEqual([]);
    expect(mine(await runContractSchedule(ctx.database.db, at(addToDate(end, { months: -1 }))))).toEqual(['M1']);
    expect(mine(await runContractSchedule(ctx.database.db, at(addToDate(end, { days: -7 }))))).toEqual(['W1']);
    expect(mine(await runContractSchedule(ctx.database.db, at(addToDate(end, { days: -1 }))))).toEqual([]);
    // Each reminder is one CONTRACT_EXPIRING event for both parties (their users, by preference), not an e-mail.
    const mails = await ctx.database.db.select().from(outbox).where(like(outbox.template, 'CONTRACT_REMINDER%'));
    expect(mails.filter((m) => m.body.includes(id))).toHaveLength(0);
    const events = await ctx.database.db
      .select()
      .from(notificationEvents)
      .where(and(eq(notificationEvents.type, 'CONTRACT_EXPIRING'), sql`${notificationEvents.record}->>'id' = ${id}`))
      .orderBy(notificationEvents.occurredAt);
    const endText = `${end.slice(8, 10)}/${end.slice(5, 7)}/${end.slice(0, 4)}`;
    expect(events.map((e) => e.data)).toEqual([
      { contractNo: id, endDate: endText, daysLeft: daysFrom(addToDate(end, { months: -2 }), end) },
      { contractNo: id, endDate: endText, daysLeft: daysFrom(addToDate(end, { months: -1 }), end) },
      { contractNo: id, endDate: endText, daysLeft: 7 },
    ]);
    expect(events[0]).toMatchObject({
      accnIds: ['CO0001', 'TO0001'],
      record: { kind: 'contract', id, path: `/administrations/contract-management/view/${id}` },
    });
    const onEnd = await runContractSchedule(ctx.database.db, at(end));
    expect(onEnd.expiredContracts).not.toContain(id);
    const after = await runContractSchedule(ctx.database.db, at(addToDate(end, { days: 1 })));
    expect(after.expiredContracts).toContain(id);
    const [row] = await ctx.database.db.select().from(contracts).where(eq(contracts.contractId, id));
    expect(row!.status).toBe('EXPIRED');
    expect(
      await activeContractFor(ctx.database.db, { customerAccnId: 'CO0001', toAccnId: 'TO0001', onDate: end }),
    ).not.toMatchObject({
      contractId: id,
    });
  });

  it('a late start sends only the nearest reminder; open requests past their end date expire', async () => {
    const d = await draft({ customerAccnId: 'CO0003', toAccnId: 'TO0001', validTo: addToDate(today, { days: 3 }) });
    const r = await runContractSchedule(ctx.database.db, new Date(`${addToDate(today, { days: 4 })}T08:00:00+07:00`));
    expect(r.expiredRequests).toContain(d.reqId);
    const [row] = await ctx.database.db.select().from(contractRequests).where(eq(contractRequests.reqId, d.reqId));
    expect(row!.state).toBe('EXPIRED');
  });
});
