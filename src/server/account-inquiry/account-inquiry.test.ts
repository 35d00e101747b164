import { describe, expect, it } from 'vitest';
import { apiCallers, useTestApp } from '../../../tests/support/test-app';

const ctx = useTestApp();
const api = apiCallers(ctx, '/api/v1/lintas/trucking/account-inquiry');

type Page = {
  iTotalDisplayRecords: number;
  aaData: Array<{ accnId: string; matchedBy: string | null; matchedUser: string | null }>;
};

describe('account inquiry (issue 19)', () => {
  it('finds a company by name, tax number, user and e-mail, and says by what', async () => {
    const by = async (q: string) => (await api.call<Page>('OPADMIN', 'GET', `?q=${encodeURIComponent(q)}&length=10`)).body;
    const name = await by('sumber makmur');
    expect(name.aaData.map((r) => [r.accnId, r.matchedBy])).toContainEqual(['CO0001', 'name']);
    // NPWP typed with its dots and dashes still finds the digits.
    const tax = await by('00.172.863.4-504');
    expect(tax.aaData.map((r) => [r.accnId, r.matchedBy])).toEqual([['CO0001', 'taxNo']]);
    const user = await by('hendra gunawan');
    expect(user.aaData).toEqual([expect.objectContaining({ accnId: 'CO0001', matchedBy: 'user', matchedUser: 'CO1' })]);
    const email = await by('logistik@sumbermakmur.co.id');
    expect(email.aaData.map((r) => [r.accnId, r.matchedBy])).toEqual([['CO0001', 'email']]);
    // A LIKE wildcard is a character, not a pattern.
    expect((await by('%')).iTotalDisplayRecords).toBe(0);
  });

  it('shows everything about a company on one page, agreeing with the tables it reads', async () => {
    const res = await api.call<{
      account: { accnId: string; history: unknown[] };
      users: { total: number; rows: Array<{ usrId: string; roles: string[] }> };
      contracts: Array<{ contractId: string; role: string; counterpartyId: string }>;
      credit: Array<{ currency: string }>;
      documents: Array<{ side: string; currency: string; open: number }>;
      jobsByState: Array<{ state: string; count: number }>;
      audit: unknown[];
    }>('OPADMIN', 'GET', '/CO0001');
    expect(res.status).toBe(200);
    const page = res.body;
    expect(page.account.accnId).toBe('CO0001');
    expect(page.users.rows.find((u) => u.usrId === 'CO1')?.roles).toEqual(expect.arrayContaining(['ACCN_ADMIN']));
    const db = ctx.database.pool;
    const users = await db.query(`select count(*)::int as n from users where accn_id = 'CO0001'`);
    expect(page.users.total).toBe(users.rows[0].n);
    const contracts = await db.query(
      `select count(*)::int as n from contracts where customer_accn_id = 'CO0001' or to_accn_id = 'CO0001'`,
    );
    expect(page.contracts).toHaveLength(contracts.rows[0].n);
    expect(page.contracts.every((c) => c.role === 'customer' && c.counterpartyId !== 'CO0001')).toBe(true);
    const jobs = await db.query(
      `select job_state as state, count(*)::int as count from jobs
        where creator_accn_id = 'CO0001' or customer_accn_id = 'CO0001' or to_accn_id = 'CO0001' group by 1 order by 1`,
    );
    expect(page.jobsByState).toEqual(jobs.rows);
    const docs = await db.query(
      `select count(*)::int as n from money_documents where to_accn_id = 'CO0001' and doc_type <> 'DN_TO'`,
    );
    const owe = page.documents.filter((d) => d.side === 'owe').reduce((n, d) => n + d.open, 0);
    expect(owe).toBeLessThanOrEqual(docs.rows[0].n);
    expect(page.audit.length).toBeGreaterThan(0);
  });

  it('is the platform’s only: a company user is refused, an unknown company is 404', async () => {
    expect((await api.call('CO1', 'GET', '?q=truk')).status).toBe(403);
    expect((await api.call('CO1', 'GET', '/CO0001')).status).toBe(403);
    expect((await api.call('OPADMIN', 'GET', '/NOPE0001')).status).toBe(404);
  });
});
