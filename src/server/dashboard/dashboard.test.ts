import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, announcements, attachments, registrations, taxSequences } from '../db/schema';
import { apiCallers, useTestApp } from '../../../tests/support/test-app';

const ctx = useTestApp();
const { request } = apiCallers(ctx);
const get = (usrId: string, url: string) => request(usrId, 'GET', url);

describe('workbench dashboard', () => {
  it('gives each kind of user the tabs of its work', async () => {
    const tabs = async (usrId: string) => (await get(usrId, '/api/v1/lintas/trucking/dashboard')).json().tabs;
    expect(await tabs('CO1')).toEqual(['truckingJobs', 'billedJobs', 'verifiedJobs', 'rentals']);
    expect(await tabs('CO1FIN')).toEqual(['truckingJobs', 'billedJobs', 'approvedJobs', 'pendingPayments', 'jobPayments']);
    expect(await tabs('TO1')).toEqual(['truckingJobs', 'driverAvailability', 'jobBilling', 'rentals', 'leaseApplications']);
    // Service providers and shipping lines are party to no trucking job: a leasing provider's work is its lease
    // applications, a ship agent's and a shipping line's their vessel calls.
    expect(await tabs('LEASE1')).toEqual(['leaseApplications']);
    expect(await tabs('AGENT1')).toEqual(['vesselCalls']);
    expect(await tabs('SL1')).toEqual(['vesselCalls']);
    expect(await tabs('GLIFIN')).toEqual([
      'approvedJobs',
      'pendingPayments',
      'jobPayments',
      'taxSequence',
      'taxReport',
      'taxInvoices',
    ]);
    expect(await tabs('OPADMIN')).toEqual([
      'taxSequence',
      'taxReport',
      'taxInvoices',
      'accountSuspension',
      'accountResumption',
      'documentVerifications',
    ]);
    // A platform user sees the cards of its roles' work: the port clearance officer reviews vessel calls.
    expect(await tabs('PCOFFICER')).toEqual(['vesselCalls']);
  });

  it("counts the rentals and lease applications of the caller's sides by state (issue 19)", async () => {
    const body = async (usrId: string) => (await get(usrId, '/api/v1/lintas/trucking/dashboard')).json();
    const card = (b: { cards: Array<{ tabCode: string }> }, tab: string) => b.cards.find((c) => c.tabCode === tab);
    const db = ctx.database.db;
    const counted = async (table: 'rentals' | 'lease_applications', side: string, accnId: string, states: string[]) => {
      const rows = await db.execute<{ state: string; n: number }>(
        sql`select state, count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(side)} = ${accnId} group by state`,
      );
      return Object.fromEntries(states.map((s) => [s, Number(rows.rows.find((r) => r.state === s)?.n ?? 0)]));
    };
    const co1 = await body('CO1');
    const rentalStates = ['REQ', 'QUO', 'ACC', 'ASG', 'ACT'];
    expect(card(co1, 'rentals')).toMatchObject({
      dbType: 'RENTALS',
      transStatistic: await counted('rentals', 'renter_accn_id', 'CO0001', rentalStates),
    });
    // The demo has CO1's rentals open (requested, quoted): the card is not all zero.
    expect(
      Object.values((card(co1, 'rentals') as unknown as { transStatistic: Record<string, number> }).transStatistic).some(
        (n) => n > 0,
      ),
    ).toBe(true);
    const to1 = await body('TO1');
    expect(card(to1, 'leaseApplications')).toMatchObject({
      dbType: 'LEASES',
      transStatistic: await counted('lease_applications', 'to_accn_id', 'TO0001', ['SUB', 'QUO', 'ACC', 'APP']),
    });
    expect(card(await body('LEASE1'), 'leaseApplications')).toMatchObject({
      transStatistic: await counted('lease_applications', 'provider_accn_id', 'SP0003', ['SUB', 'QUO', 'ACC', 'APP']),
    });
  });

  it("counts a shipping line's and its agent's vessel calls by status, each the list its link opens", async () => {
    const card = async (usrId: string) =>
      (await get(usrId, '/api/v1/lintas/trucking/dashboard'))
        .json()
        .cards.find((c: { tabCode: string }) => c.tabCode === 'vesselCalls');
    const listed = async (usrId: string, status: string) =>
      (await get(usrId, `/api/v1/lintas/trucking/vessel-calls?status=${status}`)).json().iTotalDisplayRecords as number;
    const statuses = ['DRAFT', 'RETURNED', 'SUBMITTED', 'APPROVED'];
    for (const usrId of ['SL1', 'AGENT1']) {
      const c = await card(usrId);
      expect(c).toMatchObject({ dbType: 'VESSEL_CALLS' });
      expect(Object.keys(c.transStatistic)).toEqual(statuses);
      for (const status of statuses) expect(c.transStatistic[status], `${usrId} ${status}`).toBe(await listed(usrId, status));
    }
    // The demo line has applications in several states: the card is not all zero.
    const { rows } = await ctx.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from vessel_calls where line_accn_id = 'SL0001' and status in ('DRAFT', 'RETURNED', 'SUBMITTED', 'APPROVED')`,
    );
    const sl1 = await card('SL1');
    expect(Object.values(sl1.transStatistic as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(Number(rows[0]!.n));
    expect(Number(rows[0]!.n)).toBeGreaterThan(0);
  });

  it('counts cards from the database (accounts) and shows zero honestly for later features', async () => {
    await ctx.database.db.update(accounts).set({ accnStatus: 'Q' }).where(eq(accounts.accnId, 'SP0001'));
    const body = (await get('OPADMIN', '/api/v1/lintas/trucking/dashboard')).json();
    const card = (tab: string) => body.cards.find((c: { tabCode: string }) => c.tabCode === tab);
    expect(card('accountSuspension')).toMatchObject({
      dbType: 'ACCOUNTS',
      transStatistic: { P: 0, S: 1 },
      accnType: 'SP_OP_ADMIN',
    });
    expect(card('accountResumption').transStatistic).toEqual({ Q: 1 });
    expect(card('documentVerifications').transStatistic).toMatchObject({ PENDING: 0, RETURNED: 0 });
    // The demo approvals' tax invoices: two completed, one exported, the rest new.
    expect(card('taxInvoices').transStatistic).toMatchObject({ EXPORTED: 1, COMPLETED: 2 });
    expect(card('taxInvoices').transStatistic.NEW).toBeGreaterThan(0);
    // The demo's tax-number ranges: 1-500 active (less what the demo invoices took), 501-1000 waiting.
    const [active] = await ctx.database.db.select().from(taxSequences).where(eq(taxSequences.status, 'A'));
    expect(card('taxSequence').transStatistic).toEqual({ LEFT: 500 - active!.consumedNum, WAITING: 500 });
    expect(card('taxSequence').warnings).toEqual([]);
    expect(Object.keys(card('taxSequence'))).toEqual(
      expect.arrayContaining(['id', 'dbType', 'title', 'transStatistic', 'accnType', 'img']),
    );
  });

  it("counts the job payments of the caller's documents by state, as /payments lists them (issue 14)", async () => {
    const card = async (usrId: string) =>
      (
        (await get(usrId, '/api/v1/lintas/trucking/dashboard')).json().cards as Array<{
          tabCode: string;
          transStatistic: Record<string, number>;
        }>
      ).find((c) => c.tabCode === 'jobPayments')!;
    const listed = async (usrId: string, side: string, status: string) =>
      (await get(usrId, `/api/v1/lintas/trucking/payments/documents?side=${side}&status=${status}`)).json()
        .iTotalDisplayRecords as number;
    // The demo: CO1 paid one bill by ClicPay, two more are paid for the payouts, three are open.
    const co = await card('CO1FIN');
    expect(co.transStatistic.PAID).toBe(await listed('CO1FIN', 'owe', 'PAID'));
    expect(co.transStatistic.NEW).toBe(await listed('CO1FIN', 'owe', 'NEW'));
    expect(co.transStatistic.NEW).toBeGreaterThan(0);
    expect(co.transStatistic.PAID).toBeGreaterThan(0);
    // GLI's: every company's documents on both sides of /payments, not the fuel invoices (their own screen, and the
    // demo's TO1 has an unpaid one).
    const all = await card('GLIFIN');
    for (const status of ['NEW', 'PAID'])
      expect(all.transStatistic[status], status).toBe(
        (await listed('GLIFIN', 'owe', status)) + (await listed('GLIFIN', 'owed', status)),
      );
    // GLI sees every company's: more than CO1's.
    const gli = await card('GLIFIN');
    expect(gli.transStatistic.NEW! + gli.transStatistic.PAID!).toBeGreaterThan(co.transStatistic.NEW! + co.transStatistic.PAID!);
  });

  it('counts the pending debit notes and fee invoices apart, each as its /payments list (DN_PAYMENTS, PF_PAYMENTS)', async () => {
    type Card = { id: string; tabCode: string; dbType: string; title: string; transStatistic: Record<string, number> };
    for (const usrId of ['CO1FIN', 'GLIFIN']) {
      const read = async (url: string) => (await get(usrId, `/api/v1/lintas/trucking${url}`)).json();
      const cards = ((await read('/dashboard')).cards as Card[]).filter((c) => c.tabCode === 'pendingPayments');
      expect(cards.map((c) => [c.id, c.dbType, c.title])).toEqual([
        ['pendingPayments', 'DN_PAYMENTS', 'Debit note payments'],
        ['pendingPayments-PF_PAYMENTS', 'PF_PAYMENTS', 'Platform fee payments'],
      ]);
      for (const [card, docType] of [
        [cards[0]!, 'DN_CO'],
        [cards[1]!, 'PF_CO'],
      ] as const) {
        for (const status of ['NEW', 'PAYING']) {
          const listed = (await read(`/payments/documents?side=owe&docType=${docType}&status=${status}`))
            .iTotalDisplayRecords as number;
          expect(card.transStatistic[status], `${usrId} ${docType} ${status}`).toBe(listed);
        }
      }
      // The demo has open debit notes and fee invoices of CO1 (bills 00109 to 00111).
      expect(cards[0]!.transStatistic.NEW).toBeGreaterThan(0);
      expect(cards[1]!.transStatistic.NEW).toBeGreaterThan(0);
    }
  });

  it("counts the caller's jobs by state, and a truck operator's drivers (ASG: on a live job)", async () => {
    const call = async (url: string) => (await get('TO1', `/api/v1/lintas/trucking${url}`)).json();
    const cards = (await call('/dashboard')).cards as Array<{ tabCode: string; transStatistic: Record<string, number> }>;
    const counts = (tab: string) => cards.find((c) => c.tabCode === tab)!.transStatistic;
    const to1 = counts('truckingJobs');
    for (const state of ['SUB', 'ACP', 'ASG', 'ONGOING', 'DLV'])
      expect(to1[state], state).toBe((await call(`/jobs?length=10&jobState=${state}`)).iTotalDisplayRecords);
    expect(to1.ASG! + to1.ONGOING! + to1.DLV!).toBeGreaterThan(0);
    const drivers = counts('driverAvailability');
    const holds = await ctx.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from job_resource_holds h join drivers d on d.driver_id = h.res_id
          where h.res_type = 'DRIVER' and d.accn_id = 'TO0001'`,
    );
    expect(drivers.ASG).toBe(Number(holds.rows[0]!.n));
    expect(drivers.RDY).toBeGreaterThan(0);
  });

  it('counts the documents of registrations under review: not verified (pending) and returned', async () => {
    const file = (attType: string, verifyState: string, regId: string) => ({
      attType,
      attName: `${attType}.pdf`,
      attSize: 4,
      mimeType: 'application/pdf',
      sha256: '0'.repeat(64),
      attData: Buffer.from('%PDF'),
      attReferenceid: regId,
      verifyState,
    });
    await ctx.database.db.insert(registrations).values([
      { regId: 'DASHREVIEW0000000001', secretHash: '0'.repeat(64), approvalState: 'P', accnDetails: {} },
      { regId: 'DASHDRAFT00000000001', secretHash: '0'.repeat(64), approvalState: 'DRAFT', accnDetails: {} },
    ]);
    await ctx.database.db
      .insert(attachments)
      .values([
        file('NIB', 'NOT_VERIFIED', 'DASHREVIEW0000000001'),
        file('NPWP', 'NOT_VERIFIED', 'DASHREVIEW0000000001'),
        file('KTP_DIRECTOR', 'RETURNED', 'DASHREVIEW0000000001'),
        file('AKTA_PENDIRIAN', 'VERIFIED', 'DASHREVIEW0000000001'),
        file('NIB', 'NOT_VERIFIED', 'DASHDRAFT00000000001'),
      ]);
    const body = (await get('OPADMIN', '/api/v1/lintas/trucking/dashboard')).json();
    const card = body.cards.find((c: { tabCode: string }) => c.tabCode === 'documentVerifications');
    expect(card.transStatistic).toMatchObject({ PENDING: 2, RETURNED: 1 });
  });

  describe("billing cards (issue 13): the caller's jobs per billing state, amounts per currency", () => {
    type Card = { tabCode: string; transStatistic: Record<string, number>; amounts: Array<Record<string, string>> };
    type List = { iTotalDisplayRecords: number; totals: Array<{ currency: string; count: number; amount: string }> };
    const billing = (usrId: string) => ({
      cards: async () => (await get(usrId, '/api/v1/lintas/trucking/dashboard')).json().cards as Card[],
      list: async (query: string) => (await get(usrId, `/api/v1/lintas/trucking/billing/${query}`)).json() as List,
    });
    /** Each statistic of the card equals the list it links to, in count and in amount per currency. */
    const expectCardMatchesList = async (usrId: string, tab: string, listOf: (code: string) => string) => {
      const who = billing(usrId);
      const card = (await who.cards()).find((c) => c.tabCode === tab)!;
      expect(card, tab).toBeDefined();
      for (const [code, n] of Object.entries(card.transStatistic)) {
        const list = await who.list(listOf(code));
        expect(n, `${usrId} ${tab} ${code}`).toBe(list.iTotalDisplayRecords);
        const amounts = card.amounts.filter((a) => a.code === code).map(({ currency, amount }) => ({ currency, amount }));
        expect(amounts).toEqual(list.totals.map(({ currency, amount }) => ({ currency, amount })));
      }
      return card;
    };

    it("the creator's billed and verified jobs, the operator's job billing: counts and amounts equal the lists", async () => {
      const billed = await expectCardMatchesList('CO1', 'billedJobs', (code) =>
        code === 'REJ_BILL' ? 'jobs?tab=rejected' : `jobs?tab=${code === 'BILLED' ? 'billed' : 'verified'}&jobState=${code}`,
      );
      expect(billed.transStatistic.BILLED! + billed.transStatistic.VER_BILL! + billed.transStatistic.REJ_BILL!).toBeGreaterThan(
        0,
      );
      expect(billed.amounts.length).toBeGreaterThan(0);
      await expectCardMatchesList('CO1', 'verifiedJobs', (code) => `jobs?tab=verified&jobState=${code}`);
      const toBilling = await expectCardMatchesList('TO1', 'jobBilling', (code) => `jobs?tab=jobBilling&jobState=${code}`);
      expect(toBilling.transStatistic.DLV).toBeGreaterThan(0);
    });

    it("the approved jobs: unpaid and paid on the caller's side; another company sees none of them", async () => {
      const card = (await billing('CO1FIN').cards()).find((c) => c.tabCode === 'approvedJobs')!;
      const approved = await billing('CO1FIN').list('jobs?tab=approved');
      expect(card.transStatistic.APP_BILL! + card.transStatistic.PAID!).toBe(approved.iTotalDisplayRecords);
      expect(approved.iTotalDisplayRecords).toBeGreaterThan(0);
      const sum = (rows: Array<{ currency: string; amount: string }>, currency: string) =>
        rows.filter((r) => r.currency === currency).reduce((a, r) => a + Number(r.amount), 0);
      for (const t of approved.totals) expect(sum(card.amounts as never, t.currency)).toBeCloseTo(Number(t.amount), 2);
      // Another company counts its own jobs only (the same scope as its list).
      const ff = (await billing('FF1').cards()).find((c) => c.tabCode === 'billedJobs')!;
      expect(ff.transStatistic.BILLED).toBe((await billing('FF1').list('jobs?tab=billed')).iTotalDisplayRecords);
    });

    it("the platform's document verifications card counts the ACK_BILL queue", async () => {
      const card = (await billing('L1SUPPORT').cards()).find((c) => c.tabCode === 'documentVerifications');
      const queue = await billing('L1SUPPORT').list('doc-verification');
      expect(card?.transStatistic.ACK_BILL).toBe(queue.iTotalDisplayRecords);
      expect(card?.amounts.map(({ currency, amount }) => ({ currency, amount }))).toEqual(
        queue.totals.map(({ currency, amount }) => ({ currency, amount })),
      );
      const opadmin = (await billing('OPADMIN').cards()).find((c) => c.tabCode === 'documentVerifications')!;
      expect(opadmin.transStatistic.ACK_BILL).toBe(queue.iTotalDisplayRecords);
      expect(queue.iTotalDisplayRecords).toBeGreaterThan(0);
    });
  });

  it('analytics are for the super admin only', async () => {
    expect((await get('CO1', '/api/v1/lintas/trucking/dashboard/analytics')).statusCode).toBe(403);
    expect((await get('OPADMIN', '/api/v1/lintas/trucking/dashboard/analytics')).statusCode).toBe(403);
    const res = (await get('SUPERADMIN', '/api/v1/lintas/trucking/dashboard/analytics')).json();
    expect(res.accountsByStatus.A).toBeGreaterThan(5);
    expect(res.accountsByType.ACC_TYPE_TO).toBe(3);
    expect(res.users.total).toBeGreaterThanOrEqual(13);
    expect(res.signInsLast24h).toBeGreaterThan(0);
    expect(res.liveSessions).toBeGreaterThan(0);
  });

  it('announcements are public and carry content lines separated by <br>', async () => {
    const res = (await ctx.app.inject({ method: 'GET', url: '/api/v1/lintas/trucking/announcements/active' })).json();
    expect(res).toHaveLength(2);
    expect(res[0].canuContent.split('<br>').length).toBeGreaterThan(1);
    expect(res[0].canuSubject).toBe('Welcome to Lintas');
  });

  it('announcements answer in Bahasa Indonesia where written in it, else as written', async () => {
    const url = '/api/v1/lintas/trucking/announcements/active';
    const inId = (await ctx.app.inject({ method: 'GET', url, headers: { 'accept-language': 'id-ID,id;q=0.9' } })).json();
    expect(inId[0]).toMatchObject({ canuSubject: 'Selamat datang di Lintas' });
    expect(inId[0].canuContent).toContain('Faktur pajak diterbitkan oleh GLI.');
    const [only] = await ctx.database.db
      .insert(announcements)
      .values({
        canuId: 'ANNENONLY',
        anntCode: 'INFO',
        canuSubject: 'English only',
        canuDescription: 'No translation',
        canuContent: 'Line',
        validFrom: '2026-01-01',
      })
      .returning();
    try {
      const again = (await ctx.app.inject({ method: 'GET', url, headers: { 'accept-language': 'id' } })).json();
      expect(again.find((a: { canuId: string }) => a.canuId === only!.canuId)).toMatchObject({ canuSubject: 'English only' });
    } finally {
      await ctx.database.db.delete(announcements).where(eq(announcements.canuId, only!.canuId));
    }
  });
});

describe('tax cards (issue 15)', () => {
  it('warns when an active range has under a tenth of its numbers left, and counts the reports by state', async () => {
    const before = await ctx.database.db.select().from(taxSequences).where(eq(taxSequences.status, 'A'));
    // 460 of the active range's 500 numbers taken: 40 left, under 10 %.
    await ctx.database.db.execute(sql`update tax_sequences set consumed_num = 460 where status = 'A' and consumed_num < 460`);
    try {
      const body = (await get('GLIHEAD', '/api/v1/lintas/trucking/dashboard')).json();
      const card = body.cards.find((c: { tabCode: string }) => c.tabCode === 'taxSequence');
      expect(card).toMatchObject({ dbType: 'SEQUENCE', transStatistic: { LEFT: 40, WAITING: 500 } });
      expect(card.warnings).toEqual([{ code: 'LOW_TAX_NUMBERS', count: 1 }]);
      const reports = body.cards.find((c: { tabCode: string }) => c.tabCode === 'taxReport');
      expect(reports).toMatchObject({ dbType: 'REPORTS', transStatistic: { A: expect.any(Number), D: expect.any(Number) } });
    } finally {
      for (const s of before) {
        await ctx.database.db.update(taxSequences).set({ consumedNum: s.consumedNum }).where(eq(taxSequences.id, s.id));
      }
    }
  });
});
