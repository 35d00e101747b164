import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../tests/support/test-app';
import { connect, type Database } from '../db/client';
import { auditLog, taxNumbers, taxSequences } from '../db/schema';
import { AppError } from '../http/errors';
import { allocateTaxNumber, type AllocatedTaxNumber } from './tax-numbers.service';

// Tax-number ranges (NSFP) through the real server, and the allocation under concurrency on the database.
const ctx = useTestApp();
const db = () => ctx.database.db;
const BASE = '/api/v1/lintas/trucking/tax';

/** A pool of its own, wide enough that the allocations of a burst really run at once. */
let wide: Database;
beforeAll(() => {
  wide = connect(ctx.database.pool.options.connectionString!, 30);
});
afterAll(async () => {
  await wide?.close();
});

// Sign-ins are limited per user: one token per user for the file.
const tokens = new Map<string, Promise<{ authorization: string }>>();
const auth = (usrId: string) => {
  if (!tokens.has(usrId)) tokens.set(usrId, ctx.signIn(usrId));
  return tokens.get(usrId)!;
};
async function call<T = Record<string, unknown>>(usrId: string, method: 'GET' | 'POST', url: string, payload?: unknown) {
  const { authorization } = await auth(usrId);
  const res = await ctx.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() as T };
}

type Seq = { id: number; status: string; consumedNum: number; firstTaxNo: string; lastTaxNo: string; paymentState: string };
type Refusal = { status: string; message: Record<string, string> | string };
const range = (prefixLeft: string, sequenceStart: number, sequenceEnd: number, prefixYear = '26') => ({
  prefixLeft,
  prefixMid: '000',
  prefixYear,
  sequenceStart,
  sequenceEnd,
});
async function created(body: ReturnType<typeof range>, usrId = 'GLIFIN'): Promise<Seq> {
  const res = await call<Seq>(usrId, 'POST', `${BASE}/sequences`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}
const sequence = async (id: number) => (await db().select().from(taxSequences).where(eq(taxSequences.id, id)))[0]!;
const gaps = async (id: number) =>
  (await call<{ gaps: number[]; consumedNum: number; accounted: number }>('GLIHEAD', 'GET', `${BASE}/sequences/${id}/gaps`)).body;

/** One allocation in a transaction of its own. */
const allocate = (prefixLeft: string, ref: string | null = null, on: Database = wide) =>
  on.db.transaction((tx) => allocateTaxNumber(tx, { prefixLeft, prefixMid: '000', year: '26', ref, by: 'GLIFIN' }));
const serialsOf = (taken: AllocatedTaxNumber[]) => taken.map((t) => t.serial).sort((a, b) => a - b);
const upTo = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('registering ranges', () => {
  it('makes the first range of a series active and the next waiting; lists, filters and deletes a waiting one', async () => {
    const first = await created(range('019', 1, 500));
    expect(first).toMatchObject({
      status: 'A',
      consumedNum: 0,
      paymentState: 'BILL',
      firstTaxNo: '019.000-26.00000001',
      lastTaxNo: '019.000-26.00000500',
    });
    const second = await created(range('019', 501, 1000), 'GLIHEAD');
    expect(second.status).toBe('I');
    // Another year is another series: active at once.
    expect((await created(range('019', 1, 100, '27'))).status).toBe('A');

    const list = await call<{ iTotalDisplayRecords: number; aaData: Seq[] }>(
      'GLIHEAD',
      'GET',
      `${BASE}/sequences?year=26&search=019.000&length=100`,
    );
    expect(list.status).toBe(200);
    expect(list.body.aaData.map((s) => s.id)).toEqual([second.id, first.id]);
    const waiting = await call<{ aaData: Seq[] }>('GLIFIN', 'GET', `${BASE}/sequences?status=I&year=26&search=019.000`);
    expect(waiting.body.aaData.map((s) => s.id)).toEqual([second.id]);

    const deleted = await call<Seq>('GLIHEAD', 'POST', `${BASE}/sequences/${second.id}/delete`);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(deleted.body.status).toBe('D');
    expect((await sequence(second.id)).updatedBy).toBe('GLIHEAD');
    const events = await db()
      .select({ event: auditLog.audtEvent, uid: auditLog.audtUid })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'tax_sequence'), eq(auditLog.entityId, String(second.id))));
    expect(events).toEqual(
      expect.arrayContaining([
        { event: 'TAX_SEQUENCE_CREATED', uid: 'GLIHEAD' },
        { event: 'TAX_SEQUENCE_DELETED', uid: 'GLIHEAD' },
      ]),
    );
    // A deleted range no longer holds its numbers: they can be registered again.
    expect((await created(range('019', 501, 1000))).status).toBe('I');
  });

  it('refuses an overlap with any non-deleted range of the series, and start above end, as field errors', async () => {
    const active = await created(range('020', 100, 200));
    await created(range('020', 201, 300));
    for (const [start, end] of [
      [150, 160],
      [50, 100],
      [200, 201],
      [300, 400],
      [1, 1000],
    ] as const) {
      const res = await call<Refusal>('GLIFIN', 'POST', `${BASE}/sequences`, range('020', start, end));
      expect(res.status, `${start}-${end}`).toBe(400);
      expect(res.body.status).toBe('VALIDATION_FAILED');
      expect(Object.keys(res.body.message as object).sort()).toEqual(['sequenceEnd', 'sequenceStart']);
    }
    // A used-up range still holds its numbers.
    await db().update(taxSequences).set({ status: 'E', consumedNum: 101 }).where(eq(taxSequences.id, active.id));
    const overUsedUp = await call<Refusal>('GLIFIN', 'POST', `${BASE}/sequences`, range('020', 199, 199));
    expect(overUsedUp.status).toBe(400);

    const backwards = await call<Refusal>('GLIFIN', 'POST', `${BASE}/sequences`, range('020', 900, 800));
    expect(backwards.status).toBe(400);
    expect(backwards.body.status).toBe('VALIDATION_FAILED');
    expect(Object.keys(backwards.body.message as object)).toEqual(['sequenceEnd']);

    const bad = await call<Refusal>('GLIFIN', 'POST', `${BASE}/sequences`, {
      prefixLeft: '2a0',
      prefixMid: '00',
      prefixYear: '2026',
      sequenceStart: 0,
      sequenceEnd: 100_000_000,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.message as object).sort()).toEqual([
      'prefixLeft',
      'prefixMid',
      'prefixYear',
      'sequenceEnd',
      'sequenceStart',
    ]);
    // Nothing of the refusals was stored.
    const stored = await db().select().from(taxSequences).where(eq(taxSequences.prefixLeft, '020'));
    expect(stored).toHaveLength(2);
  });

  it('refuses deleting the active, a used-up or a deleted range with a field error on status', async () => {
    const active = await created(range('030', 1, 10));
    const waiting = await created(range('030', 11, 20));
    const refusal = await call<Refusal>('GLIFIN', 'POST', `${BASE}/sequences/${active.id}/delete`);
    expect(refusal.status).toBe(400);
    expect(refusal.body.status).toBe('VALIDATION_FAILED');
    expect(Object.keys(refusal.body.message as object)).toEqual(['status']);
    expect((await sequence(active.id)).status).toBe('A');

    expect((await call('GLIFIN', 'POST', `${BASE}/sequences/${waiting.id}/delete`)).status).toBe(200);
    const again = await call<Refusal>('GLIFIN', 'POST', `${BASE}/sequences/${waiting.id}/delete`);
    expect(again.status).toBe(400);
    expect(Object.keys(again.body.message as object)).toEqual(['status']);
    expect((await call<Refusal>('GLIFIN', 'POST', `${BASE}/sequences/999999/delete`)).body.status).toBe('NOT_FOUND');
  });

  it('is GLI finance work: other companies get 403', async () => {
    for (const usrId of ['CO1FIN', 'TO1']) {
      expect((await call(usrId, 'GET', `${BASE}/sequences`)).status, usrId).toBe(403);
      expect((await call(usrId, 'POST', `${BASE}/sequences`, range('040', 1, 10))).status, usrId).toBe(403);
      expect((await call(usrId, 'POST', `${BASE}/numbers/040.000-26.00000001/void`, { reason: 'x' })).status, usrId).toBe(403);
    }
    expect(await db().select().from(taxSequences).where(eq(taxSequences.prefixLeft, '040'))).toEqual([]);
  });
});

describe('allocating numbers', () => {
  it('issues 50 numbers taken at once as 50 different, consecutive numbers, none lost', async () => {
    const seq = await created(range('050', 1001, 2000));
    const taken = await Promise.all(upTo(1, 50).map((i) => allocate('050', `DOC-${i}`)));
    expect(serialsOf(taken)).toEqual(upTo(1001, 1050));
    expect(new Set(taken.map((t) => t.taxNo)).size).toBe(50);
    expect(taken.map((t) => t.taxNo)).toContain('050.000-26.00001001');
    expect((await sequence(seq.id)).consumedNum).toBe(50);
    const rows = await db().select().from(taxNumbers).where(eq(taxNumbers.sequenceId, seq.id));
    expect(rows).toHaveLength(50);
    expect(rows.every((r) => r.state === 'ISSUED' && r.issuedBy === 'GLIFIN' && r.ref?.startsWith('DOC-'))).toBe(true);
    expect(await gaps(seq.id)).toMatchObject({ gaps: [], consumedNum: 50, accounted: 50 });
  });

  it('moves to the next waiting range when a range runs out in the middle of a burst, issuing nothing twice', async () => {
    const first = await created(range('060', 1, 10));
    const later = await created(range('060', 100, 200));
    const next = await created(range('060', 11, 30));
    const taken = await Promise.all(upTo(1, 25).map(() => allocate('060')));
    // The lowest waiting range takes over, not the one registered first.
    expect(serialsOf(taken)).toEqual(upTo(1, 25));
    expect(taken.filter((t) => t.sequenceId === first.id)).toHaveLength(10);
    expect(taken.filter((t) => t.sequenceId === next.id)).toHaveLength(15);
    expect(await sequence(first.id)).toMatchObject({ status: 'E', consumedNum: 10 });
    expect(await sequence(next.id)).toMatchObject({ status: 'A', consumedNum: 15 });
    expect(await sequence(later.id)).toMatchObject({ status: 'I', consumedNum: 0 });
    expect((await gaps(first.id)).gaps).toEqual([]);
    expect((await gaps(next.id)).gaps).toEqual([]);
  });

  it('takes three numbers per transaction in 20 transactions at once across two handovers, with no deadlock and no gap', async () => {
    // Each transaction takes by the one-statement path and, at a range's last number, by the locked path, while
    // others queue on the range's row: the mix must neither deadlock nor give a number twice.
    const first = await created(range('065', 1, 7));
    const second = await created(range('065', 8, 16));
    const third = await created(range('065', 17, 100));
    const batches = await Promise.all(
      upTo(1, 20).map((b) =>
        wide.db.transaction(async (tx) => {
          const got: AllocatedTaxNumber[] = [];
          for (const n of [1, 2, 3]) {
            got.push(
              await allocateTaxNumber(tx, {
                prefixLeft: '065',
                prefixMid: '000',
                year: '26',
                ref: `DOC-${b}-${n}`,
                by: 'GLIFIN',
              }),
            );
          }
          return got;
        }),
      ),
    );
    expect(serialsOf(batches.flat())).toEqual(upTo(1, 60));
    // Within a transaction the numbers rise.
    for (const got of batches) expect(got.map((t) => t.serial)).toEqual([...got.map((t) => t.serial)].sort((a, b) => a - b));
    expect(await sequence(first.id)).toMatchObject({ status: 'E', consumedNum: 7 });
    expect(await sequence(second.id)).toMatchObject({ status: 'E', consumedNum: 9 });
    expect(await sequence(third.id)).toMatchObject({ status: 'A', consumedNum: 44 });
    for (const id of [first.id, second.id, third.id]) expect((await gaps(id)).gaps).toEqual([]);
  });

  it('answers a clear conflict when the series has no number left', async () => {
    const only = await created(range('070', 5, 6));
    await allocate('070');
    await allocate('070');
    expect(await sequence(only.id)).toMatchObject({ status: 'E', consumedNum: 2 });
    const refused = await allocate('070').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'CONFLICT', message: 'tax.server.exhausted' });
    // A new range for the used-up series is active at once.
    expect((await created(range('070', 7, 9))).status).toBe('A');
    expect((await allocate('070')).serial).toBe(7);
  });

  it('does not lose a number taken by a transaction that fails: the next allocation takes it again', async () => {
    const seq = await created(range('080', 1, 100));
    await allocate('080');
    const failed = await db()
      .transaction(async (tx) => {
        const t = await allocateTaxNumber(tx, { prefixLeft: '080', prefixMid: '000', year: '26', ref: 'DOC-X', by: 'GLIFIN' });
        expect(t.serial).toBe(2);
        throw new Error('the invoice could not be stored');
      })
      .catch((e: unknown) => e);
    expect(String(failed)).toContain('the invoice could not be stored');
    expect(await db().select().from(taxNumbers).where(eq(taxNumbers.taxNo, '080.000-26.00000002'))).toEqual([]);
    expect((await sequence(seq.id)).consumedNum).toBe(1);
    expect(await allocate('080', 'DOC-Y')).toMatchObject({ serial: 2, taxNo: '080.000-26.00000002' });
    expect(await gaps(seq.id)).toMatchObject({ gaps: [], consumedNum: 2, accounted: 2 });
  });
});

describe('voiding and the gap report', () => {
  it('voids an issued number with a reason, records who and when, and never issues it again', async () => {
    const seq = await created(range('090', 1, 100));
    const issued = await allocate('090', 'DN-2026-000001');
    const url = `${BASE}/numbers/${issued.taxNo}/void`;

    const noReason = await call<Refusal>('GLIHEAD', 'POST', url, { reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(Object.keys(noReason.body.message as object)).toEqual(['reason']);

    const voided = await call<{ state: string; voidedBy: string; voidReason: string; ref: string; voidedAt: string }>(
      'GLIHEAD',
      'POST',
      url,
      { reason: 'Issued to the wrong buyer' },
    );
    expect(voided.status, JSON.stringify(voided.body)).toBe(200);
    expect(voided.body).toMatchObject({
      state: 'VOIDED',
      voidedBy: 'GLIHEAD',
      voidReason: 'Issued to the wrong buyer',
      ref: 'DN-2026-000001',
    });
    expect(voided.body.voidedAt).toBeTruthy();
    expect((await call<Refusal>('GLIFIN', 'POST', url, { reason: 'again' })).status).toBe(409);
    const [event] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.audtEvent, 'TAX_NUMBER_VOIDED'), eq(auditLog.entityId, issued.taxNo)));
    expect(event).toMatchObject({ audtUid: 'GLIHEAD', audtRemarks: 'Issued to the wrong buyer' });

    // The voided number stays accounted for; the next one is new.
    expect((await allocate('090')).serial).toBe(2);
    expect(await gaps(seq.id)).toMatchObject({ gaps: [], consumedNum: 2, accounted: 2 });

    expect((await call<Refusal>('GLIFIN', 'POST', `${BASE}/numbers/090.000-26.00000099/void`, { reason: 'x' })).status).toBe(404);
    expect((await call<Refusal>('GLIFIN', 'POST', `${BASE}/numbers/090-000-26-1/void`, { reason: 'x' })).status).toBe(400);
  });

  it('lists a taken serial that is neither issued nor voided', async () => {
    const seq = await created(range('095', 1, 100));
    for (let i = 0; i < 4; i++) await allocate('095');
    // A number lost outside the allocation (what the report exists to catch).
    await db().execute(sql`delete from tax_numbers where tax_no = '095.000-26.00000003'`);
    expect(await gaps(seq.id)).toMatchObject({ gaps: [3], consumedNum: 4, accounted: 3 });
    expect((await call<Refusal>('GLIHEAD', 'GET', `${BASE}/sequences/999999/gaps`)).status).toBe(404);
  });

  it('reads one range and pages the numbers taken from it in serial order, filtered by state and searched', async () => {
    const seq = await created(range('096', 1, 100));
    for (let i = 1; i <= 5; i++) await allocate('096', `PF/2026/00009${i}`);
    await call('GLIHEAD', 'POST', `${BASE}/numbers/096.000-26.00000002/void`, { reason: 'Buyer cancelled' });

    const one = await call<Seq>('GLIHEAD', 'GET', `${BASE}/sequences/${seq.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: seq.id, consumedNum: 5, firstTaxNo: '096.000-26.00000001' });

    type Numbers = {
      iTotalRecords: number;
      iTotalDisplayRecords: number;
      aaData: { serial: number; state: string; ref: string }[];
    };
    const page = await call<Numbers>('GLIHEAD', 'GET', `${BASE}/sequences/${seq.id}/numbers?start=0&length=10`);
    expect(page.status).toBe(200);
    expect(page.body.iTotalRecords).toBe(5);
    expect(page.body.aaData.map((n) => n.serial)).toEqual([1, 2, 3, 4, 5]);
    const voided = await call<Numbers>('GLIHEAD', 'GET', `${BASE}/sequences/${seq.id}/numbers?state=VOIDED`);
    expect(voided.body).toMatchObject({ iTotalRecords: 5, iTotalDisplayRecords: 1 });
    expect(voided.body.aaData).toMatchObject([{ serial: 2, state: 'VOIDED', ref: 'PF/2026/000092' }]);
    const searched = await call<Numbers>('GLIFIN', 'GET', `${BASE}/sequences/${seq.id}/numbers?search=000094`);
    expect(searched.body.aaData.map((n) => n.serial)).toEqual([4]);

    expect((await call<Refusal>('GLIHEAD', 'GET', `${BASE}/sequences/999999`)).status).toBe(404);
    expect((await call<Refusal>('GLIHEAD', 'GET', `${BASE}/sequences/999999/numbers`)).status).toBe(404);
    expect((await call<Refusal>('TO1', 'GET', `${BASE}/sequences/${seq.id}/numbers`)).status).toBe(403);
  });
});
