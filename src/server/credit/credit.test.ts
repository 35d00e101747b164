import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { billingCallers, billInput, deliveredJob } from '../../../tests/support/billing-kit';
import { created, documentOf, inHours, jobInput, JOBS, ok, type Call } from '../../../tests/support/job-kit';
import { expectLedgerInvariants } from '../../../tests/support/ledger-invariants';
import { apiCallers, useTestApp } from '../../../tests/support/test-app';
import { toMinor } from '../../domain/billing/money';
import {
  auditLog,
  contracts,
  creditLimits,
  jobPayments,
  jobs,
  ledgerJournals,
  moneyDocuments,
  notificationEvents,
} from '../db/schema';
import { AppError } from '../http/errors';
import { creditPosition, repayCreditLine, reserveCreditForJob } from '../payments/credit-line';
import { accountBalance, documentOutstanding, journalLines } from '../payments/ledger.service';
import { CREDIT_BASE } from './credit.routes';

const ctx = useTestApp();
const db = () => ctx.database.db;
const limitEvents = (creditId: string) =>
  db()
    .select()
    .from(notificationEvents)
    .where(and(eq(notificationEvents.type, 'CREDIT_LIMIT_CHANGED'), sql`${notificationEvents.record}->>'id' = ${creditId}`));
const billAs = billingCallers(ctx);

/** One session per user for every base (signing in again would end the one in use). */
const { request } = apiCallers(ctx);
const inject = (usrId: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, lang?: string) =>
  request(usrId, method, url, payload, lang ? { 'accept-language': lang } : {});
const jobsAs =
  async (usrId: string): Promise<Call> =>
  (method, url, payload) =>
    inject(usrId, method, `${JOBS}${url}`, payload);

afterEach(async () => {
  await expectLedgerInvariants(db());
});

const credit = (usrId: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  inject(usrId, method, `${CREDIT_BASE}${url}`, payload);
async function okCredit(usrId: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  const res = await credit(usrId, method, url, payload);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json();
}

const journalsOf = (jobId: string) =>
  db()
    .select()
    .from(ledgerJournals)
    .where(
      and(
        eq(ledgerJournals.causeId, jobId),
        inArray(ledgerJournals.causeType, ['CREDIT_RESERVED', 'CREDIT_RELEASED', 'CREDIT_USED']),
      ),
    )
    .orderBy(ledgerJournals.journalId);

/** FF1's job for itself to TO1 (its contract pays by Credit, USD 95.00 a trip), drafted with its delivery order. */
async function ffJob() {
  const ff1 = await jobsAs('FF1');
  const job = await created(
    ff1,
    jobInput({
      doAttId: await documentOf(ctx, 'FF0001'),
      trips: [
        {
          tripType: 'S',
          vehicleType: 'PRIME_MOVER',
          containerNo: 'CSQU3054383',
          pickupLocId: 'LOC-TO1-PRIOK',
          pickupAt: inHours(24),
          drops: [{ locId: 'LOC-FF1-CFS', dropAt: inHours(28) }],
        },
      ],
    }),
  );
  return { ff1, jobId: job.jobId };
}

describe('credit limit requests (maker-checker)', () => {
  it('a company may not see or make them; the maker makes a draft, changes and submits it; the checker approves', async () => {
    expect((await credit('CO1', 'GET', '/limit-requests')).statusCode).toBe(403);
    expect(
      (await credit('FF1', 'POST', '/limit-requests', { accnId: 'FF0001', creditCcy: 'IDR', newCreditLimit: '1' })).statusCode,
    ).toBe(403);
    // The maker (GLI finance admin) may not decide.
    const draft = await okCredit('GLIFIN', 'POST', '/limit-requests', {
      accnId: 'FF0001',
      creditCcy: 'IDR',
      newCreditLimit: '600000000',
    });
    expect(draft).toMatchObject({
      status: 'NEW',
      creditLimit: '500000000.00',
      newCreditLimit: '600000000.00',
      accnCode: 'FF0001',
    });
    expect(draft.actions).toEqual(['save', 'submit', 'delete']);
    // One open request per company, service and currency.
    expect(
      (await credit('OPADMIN', 'POST', '/limit-requests', { accnId: 'FF0001', creditCcy: 'IDR', newCreditLimit: '1' }))
        .statusCode,
    ).toBe(409);
    // The form's schema on the server.
    const bad = await credit('GLIFIN', 'POST', '/limit-requests', {
      accnId: 'TO0001',
      creditCcy: 'IDR',
      newCreditLimit: '1.234',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message.newCreditLimit).toBeTruthy();
    const saved = await okCredit('GLIFIN', 'PUT', `/limit-requests/${draft.creditId}`, {
      newCreditLimit: '650000000',
      version: 1,
    });
    expect(saved.newCreditLimit).toBe('650000000.00');
    expect(
      (await credit('GLIFIN', 'PUT', `/limit-requests/${draft.creditId}`, { newCreditLimit: '1', version: 1 })).statusCode,
    ).toBe(409);
    const submitted = await okCredit('GLIFIN', 'POST', `/limit-requests/${draft.creditId}/submit`, { version: 2 });
    expect(submitted).toMatchObject({ status: 'SUBMIT', submittedBy: 'GLIFIN' });
    expect((await credit('GLIFIN', 'POST', `/limit-requests/${draft.creditId}/approve`, { version: 3 })).statusCode).toBe(403);
    expect((await credit('GLIHEAD', 'POST', `/limit-requests/${draft.creditId}/reject`, { version: 3 })).statusCode).toBe(400);
    // Refused approvals (the maker's 403, a reject without a reason) change no limit and tell no one.
    expect(await limitEvents(draft.creditId)).toEqual([]);
    const listed = await okCredit('GLIHEAD', 'GET', '/limit-requests?status=SUBMIT&accnId=FF0001');
    expect(listed.aaData.find((r: { creditId: string }) => r.creditId === draft.creditId).actions).toEqual(['approve', 'reject']);
    const approved = await okCredit('GLIHEAD', 'POST', `/limit-requests/${draft.creditId}/approve`, { version: 3 });
    expect(approved).toMatchObject({ status: 'APP', decidedBy: 'GLIHEAD', actions: [] });
    const limits = await okCredit('GLIHEAD', 'GET', '/limits?accnId=FF0001');
    expect(limits.limits).toContainEqual(
      expect.objectContaining({ creditCcy: 'IDR', creditLimit: '650000000.00', creditId: draft.creditId }),
    );
    const events = await db().select().from(auditLog).where(eq(auditLog.entityId, draft.creditId));
    expect(events.map((e) => e.audtEvent).sort()).toEqual([
      'CREDIT_LIMIT_APPROVE',
      'CREDIT_LIMIT_REQUEST',
      'CREDIT_LIMIT_SAVE',
      'CREDIT_LIMIT_SUBMIT',
    ]);
    // The company hears of its new limit (CREDIT_LIMIT_CHANGED, with the approval), linked to its credit line.
    expect(await limitEvents(draft.creditId)).toEqual([
      expect.objectContaining({
        accnIds: ['FF0001'],
        record: { kind: 'creditLimitRequest', id: draft.creditId, path: '/applications/creditline' },
        data: { limit: '650.000.000', currency: 'IDR' },
      }),
    ]);
  });

  it('the approver is never who made or submitted the request (a clear 403); of two approvals at once one wins', async () => {
    // The super admin may make and approve, but not its own request.
    const draft = await okCredit('SUPERADMIN', 'POST', '/limit-requests', {
      accnId: 'CO0003',
      creditCcy: 'IDR',
      newCreditLimit: '1000000',
    });
    await okCredit('SUPERADMIN', 'POST', `/limit-requests/${draft.creditId}/submit`, { version: 1 });
    const own = await credit('SUPERADMIN', 'POST', `/limit-requests/${draft.creditId}/approve`, { version: 2 });
    expect(own.statusCode).toBe(403);
    expect(own.json().err.msg).toMatch(/someone else must approve/);

    // The demo's submitted request (GLIFIN's): GLIHEAD and SUPERADMIN approve at once.
    const [pending] = (await okCredit('GLIHEAD', 'GET', '/limit-requests?status=SUBMIT&accnId=FF0001')).aaData;
    const both = await Promise.all([
      credit('GLIHEAD', 'POST', `/limit-requests/${pending.creditId}/approve`, { version: pending.version }),
      credit('SUPERADMIN', 'POST', `/limit-requests/${pending.creditId}/approve`, { version: pending.version }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const [limit] = await db()
      .select()
      .from(creditLimits)
      .where(and(eq(creditLimits.accnId, 'FF0001'), eq(creditLimits.creditCcy, 'USD')));
    expect(limit).toMatchObject({ creditLimit: '75000.00', creditId: pending.creditId });
    // Of two approvals at once, only the winner's transaction recorded the event.
    expect(await limitEvents(pending.creditId)).toEqual([
      expect.objectContaining({ accnIds: ['FF0001'], data: { limit: '75,000.00', currency: 'USD' } }),
    ]);
  });
});

describe('the credit journal on the job lifecycle', () => {
  it('reserves the price at submit and releases it on withdraw, reject and cancel', async () => {
    const before = await creditPosition(db(), 'FF0001', 'USD');
    const { ff1, jobId } = await ffJob();
    const to1 = await jobsAs('TO1');
    await ok(ff1, 'POST', `/${jobId}/submit`, {});
    const position = await creditPosition(db(), 'FF0001', 'USD');
    expect(position.reserved - before.reserved).toBe(9500n);
    expect(position.available).toBe(before.available - 9500n);
    await ok(ff1, 'POST', `/${jobId}/withdraw`, {});
    expect((await creditPosition(db(), 'FF0001', 'USD')).reserved).toBe(before.reserved);
    await ok(ff1, 'POST', `/${jobId}/submit`, {});
    await ok(to1, 'POST', `/${jobId}/reject`, { reason: 'No truck' });
    expect((await creditPosition(db(), 'FF0001', 'USD')).reserved).toBe(before.reserved);
    await ok(ff1, 'POST', `/${jobId}/submit`, {});
    await ok(to1, 'POST', `/${jobId}/accept`, {});
    await ok(ff1, 'POST', `/${jobId}/cancel`, { reason: 'Vessel rolled' });
    expect((await creditPosition(db(), 'FF0001', 'USD')).reserved).toBe(before.reserved);
    const journals = await journalsOf(jobId);
    expect(journals.map((j) => j.causeType)).toEqual([
      'CREDIT_RESERVED',
      'CREDIT_RELEASED',
      'CREDIT_RESERVED',
      'CREDIT_RELEASED',
      'CREDIT_RESERVED',
      'CREDIT_RELEASED',
    ]);
    expect(await journalLines(db(), journals[0]!.journalId)).toEqual([
      { account: 'CREDIT_RESERVED', accnId: 'FF0001', currency: 'USD', docId: null, amount: 9500n },
      { account: 'CREDIT_LINE', accnId: 'FF0001', currency: 'USD', docId: null, amount: -9500n },
    ]);
    // A ClicPay contract's job reserves nothing.
    const co1 = await jobsAs('CO1');
    const co = await created(co1, jobInput({ doAttId: await documentOf(ctx, 'CO0001') }));
    await ok(co1, 'POST', `/${co.jobId}/submit`, {});
    expect(await journalsOf(co.jobId)).toEqual([]);
  });

  it('refuses a submit past the available credit with a field error naming the available amount, in both languages', async () => {
    const { ff1, jobId } = await ffJob();
    const { reserved, drawn } = await creditPosition(db(), 'FF0001', 'USD');
    // The limit leaves US$ 50.00 available.
    const limit = ((reserved + drawn + 5000n) / 100n).toString();
    await db()
      .update(creditLimits)
      .set({ creditLimit: `${limit}.00` })
      .where(and(eq(creditLimits.accnId, 'FF0001'), eq(creditLimits.creditCcy, 'USD')));
    const res = await ff1('POST', `/${jobId}/submit`, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe('VALIDATION_FAILED');
    expect(res.json().message.credit).toBe("The job's price US$ 95.00 is more than the available credit of US$ 50.00");
    const id = await inject('FF1', 'POST', `${JOBS}/${jobId}/submit`, {}, 'id');
    expect(id.json().message.credit).toBe('Harga pekerjaan US$ 95.00 melebihi kredit yang tersedia sebesar US$ 50.00');
    // Nothing kept: the job is still a draft, nothing reserved.
    const [job] = await db().select().from(jobs).where(eq(jobs.jobId, jobId));
    expect(job!.jobState).toBe('DRF');
    expect(await journalsOf(jobId)).toEqual([]);
  });

  it('two submits at once on the last of the credit: one reserves, the other is refused (the limit row is locked)', async () => {
    const one = await ffJob();
    const two = await ffJob();
    const { reserved, drawn } = await creditPosition(db(), 'FF0001', 'USD');
    // Room for one job of US$ 95.00, not two.
    const limit = reserved + drawn + 15000n;
    await db()
      .update(creditLimits)
      .set({ creditLimit: `${limit / 100n}.${String(limit % 100n).padStart(2, '0')}` })
      .where(and(eq(creditLimits.accnId, 'FF0001'), eq(creditLimits.creditCcy, 'USD')));
    const both = await Promise.all([one.ff1('POST', `/${one.jobId}/submit`, {}), two.ff1('POST', `/${two.jobId}/submit`, {})]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect((await creditPosition(db(), 'FF0001', 'USD')).available).toBe(5500n);
  });

  it('at bill approval releases the reservation and pays DN_CO and PF_CO from the line; repayCreditLine repays it', async () => {
    // CO1's contract with TO1 pays by Credit, with a limit; the delivered job's price was reserved at its submit.
    await db()
      .update(contracts)
      .set({ paymentMethod: 'CREDIT' })
      .where(and(eq(contracts.customerAccnId, 'CO0001'), eq(contracts.toAccnId, 'TO0001')));
    const jobId = await deliveredJob(ctx);
    const [job] = await db().select().from(jobs).where(eq(jobs.jobId, jobId));
    const [request] = (await okCredit('OPADMIN', 'GET', '/limit-requests?status=NEW&accnId=CO0001')).aaData;
    await okCredit('OPADMIN', 'POST', `/limit-requests/${request.creditId}/submit`, { version: request.version });
    await okCredit('GLIHEAD', 'POST', `/limit-requests/${request.creditId}/approve`, { version: request.version + 1 });
    await ctx.database.db.transaction((tx) =>
      reserveCreditForJob(
        tx,
        'CO1',
        {
          jobId,
          creatorAccnId: 'CO0001',
          contractId: job!.contractId!,
          currency: job!.currency!,
          totalCharge: job!.totalCharge!,
        },
        new Date(),
      ),
    );
    expect((await creditPosition(db(), 'CO0001', 'IDR')).reserved).toBe(toMinor(job!.totalCharge!, 'IDR'));

    const call = async (usrId: string, url: string, payload: unknown = {}, method: 'GET' | 'POST' = 'POST') => {
      const res = await (await billAs(usrId))(method, url, payload);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    await call('TO1', `/jobs/${jobId}/bill`, await billInput(ctx));
    await call('CO1', `/jobs/${jobId}/verify`);
    await call('CO1FIN', `/jobs/${jobId}/acknowledge`);
    const billing = await call('L1SUPPORT', `/jobs/${jobId}`, undefined, 'GET');
    for (const doc of billing.documents as Array<{ id: number }>) {
      await call('L1SUPPORT', `/jobs/${jobId}/documents/${doc.id}/verify`, { state: 'VERIFIED' });
    }
    await call('L1SUPPORT', `/jobs/${jobId}/approve`);

    expect((await journalsOf(jobId)).map((j) => j.causeType)).toEqual(['CREDIT_RESERVED', 'CREDIT_RELEASED', 'CREDIT_USED']);
    const docs = await db().select().from(moneyDocuments).where(eq(moneyDocuments.jobId, jobId));
    const owed = docs.filter((d) => d.docType === 'DN_CO' || d.docType === 'PF_CO');
    const total = owed.reduce((s, d) => s + toMinor(d.total, d.currency), 0n);
    const position = await creditPosition(db(), 'CO0001', 'IDR');
    expect(position).toMatchObject({ reserved: 0n, drawn: total, available: toMinor('250000000', 'IDR') - total });
    for (const d of owed) expect(await documentOutstanding(db(), d.docId)).toBe(0n);
    const payments = await db().select().from(jobPayments).where(eq(jobPayments.jobId, jobId));
    const paid = new Set(owed.map((d) => d.docId));
    for (const p of payments) expect(p.status).toBe(paid.has(p.docId) ? 'PAID' : 'NEW');
    await expectLedgerInvariants(db());

    // The line repaid (by VA, another part): debit UNALLOCATED_RECEIPTS, credit CREDIT_DRAWN.
    const { journalId } = await ctx.database.db.transaction((tx) => repayCreditLine(tx, 'CO0001', 'IDR', 100_000n, 'SYSTEM'));
    expect(await journalLines(db(), journalId)).toEqual([
      { account: 'UNALLOCATED_RECEIPTS', accnId: 'CO0001', currency: 'IDR', docId: null, amount: 100_000n },
      { account: 'CREDIT_DRAWN', accnId: 'CO0001', currency: 'IDR', docId: null, amount: -100_000n },
    ]);
    expect(await accountBalance(db(), 'CREDIT_DRAWN', 'CO0001', 'IDR')).toBe(total - 100_000n);
    await expect(
      ctx.database.db.transaction((tx) => repayCreditLine(tx, 'CO0001', 'IDR', total, 'SYSTEM')),
    ).rejects.toBeInstanceOf(AppError);
    await expect(ctx.database.db.transaction((tx) => repayCreditLine(tx, 'CO0001', 'IDR', 0n, 'SYSTEM'))).rejects.toBeInstanceOf(
      AppError,
    );

    // The history shows the company the reserve, release, use and repayment.
    const history = await okCredit('CO1', 'GET', '/line/history?length=10');
    expect(history.aaData.map((h: { kind: string }) => h.kind)).toEqual([
      'CREDIT_REPAID',
      'CREDIT_USED',
      'CREDIT_RELEASED',
      'CREDIT_RESERVED',
    ]);
    expect(history.aaData[1]).toMatchObject({ jobId, currency: 'IDR', amount: (Number(total) / 100).toFixed(2) });
  });
});

describe('/credit/line tenancy', () => {
  it('FF1 sees its own line and history; TO1 not FF1s; the platform and GLI any company', async () => {
    const line = await okCredit('FF1', 'GET', '/line');
    expect(line.accnId).toBe('FF0001');
    const [limit] = await db()
      .select()
      .from(creditLimits)
      .where(and(eq(creditLimits.accnId, 'FF0001'), eq(creditLimits.creditCcy, 'USD')));
    const usd = line.lines.find((l: { currency: string }) => l.currency === 'USD');
    expect(usd).toMatchObject({ serviceType: 'TRUCKING', limit: limit!.creditLimit, drawn: '0.00' });
    expect(Number(usd.reserved)).toBeGreaterThan(0);
    expect(Number(usd.available)).toBeCloseTo(Number(limit!.creditLimit) - Number(usd.reserved), 2);
    expect(line.lines.find((l: { currency: string }) => l.currency === 'IDR')).toMatchObject({
      limit: '650000000.00',
      reserved: '0.00',
    }); // approved above
    const history = await okCredit('FF1', 'GET', '/line/history');
    expect(history.aaData.length).toBeGreaterThan(0);
    expect(history.aaData.map((h: { kind: string }) => h.kind)).toContain('CREDIT_RESERVED');
    expect(history.aaData.every((h: { jobId: string | null; currency: string }) => h.jobId && h.currency === 'USD')).toBe(true);

    expect((await credit('FF1', 'GET', '/line?accnId=CO0001')).statusCode).toBe(403);
    expect((await credit('TO1', 'GET', '/line?accnId=FF0001')).statusCode).toBe(403);
    expect((await credit('TO1', 'GET', '/line/history?accnId=FF0001')).statusCode).toBe(403);
    const own = await okCredit('TO1', 'GET', '/line');
    expect(own).toMatchObject({ accnId: 'TO0001', lines: [] });
    expect((await okCredit('TO1', 'GET', '/line/history')).aaData).toEqual([]);

    expect((await okCredit('GLIHEAD', 'GET', '/line?accnId=FF0001')).lines).toEqual(line.lines);
    expect((await okCredit('OPADMIN', 'GET', '/line/history?accnId=FF0001')).iTotalRecords).toBe(history.iTotalRecords);
    const companies = await okCredit('GLIFIN', 'GET', '/companies');
    expect(companies.map((c: { value: string }) => c.value)).toContain('FF0001');
    expect(companies.map((c: { value: string }) => c.value)).not.toContain('TO0001');
  });
});
