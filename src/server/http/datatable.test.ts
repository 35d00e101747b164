import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../tests/support/test-app';

const ctx = useTestApp();
const URL_ = '/api/v1/lintas/trucking/accounts';

describe('datatable paging', () => {
  it('accepts the page sizes 10, 100, 200, 1000 and answers the datatable shape with the echoed draw', async () => {
    const { authorization } = await ctx.signIn('OPADMIN');
    for (const length of [10, 100, 200, 1000]) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `${URL_}?draw=7&start=0&length=${length}`,
        headers: { authorization },
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.draw).toBe(7);
      expect(body.iTotalRecords).toBeGreaterThanOrEqual(11);
      expect(body.iTotalDisplayRecords).toBe(body.iTotalRecords);
      expect(body.aaData.length).toBe(Math.min(length, body.iTotalRecords));
    }
  });

  it('refuses any other page size, a negative start, an unknown sort column or order, and unknown parameters', async () => {
    const { authorization } = await ctx.signIn('OPADMIN');
    const cases: Array<[string, string]> = [
      ['length=7', 'length'],
      ['length=abc', 'length'],
      ['length=0', 'length'],
      ['start=-1', 'start'],
      ['start=1.5', 'start'],
      ['sort=password', 'sort'],
      ['order=sideways', 'order'],
      ['bogus=1', 'bogus'],
      ['accnStatus=Z', 'accnStatus'],
    ];
    for (const [query, field] of cases) {
      const res = await ctx.app.inject({ method: 'GET', url: `${URL_}?${query}`, headers: { authorization } });
      expect(res.statusCode, query).toBe(400);
      const body = res.json();
      expect(body.status).toBe('VALIDATION_FAILED');
      expect(Object.keys(body.message)).toContain(field);
    }
  });

  it('pages, sorts, searches and filters in SQL, with the unfiltered and filtered totals', async () => {
    const { authorization } = await ctx.signIn('OPADMIN');
    const all = (
      await ctx.app.inject({ method: 'GET', url: `${URL_}?length=1000&sort=accnName`, headers: { authorization } })
    ).json();
    const names = all.aaData.map((r: { accnName: string }) => r.accnName);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));

    const second = (
      await ctx.app.inject({ method: 'GET', url: `${URL_}?length=10&start=10&sort=accnName`, headers: { authorization } })
    ).json();
    expect(second.aaData.map((r: { accnName: string }) => r.accnName)).toEqual(names.slice(10, 20));
    expect(second.iTotalDisplayRecords).toBe(all.iTotalRecords);

    const desc = (
      await ctx.app.inject({ method: 'GET', url: `${URL_}?length=10&sort=accnName&order=desc`, headers: { authorization } })
    ).json();
    expect(desc.aaData[0].accnName).toBe(names[names.length - 1]);

    const search = (
      await ctx.app.inject({ method: 'GET', url: `${URL_}?length=10&search=truk`, headers: { authorization } })
    ).json();
    expect(search.aaData.map((r: { accnId: string }) => r.accnId)).toEqual(['TO0001']);
    expect(search.iTotalDisplayRecords).toBe(1);
    expect(search.iTotalRecords).toBe(all.iTotalRecords);

    const filtered = (
      await ctx.app.inject({
        method: 'GET',
        url: `${URL_}?length=10&atypId=ACC_TYPE_TO&accnStatus=A`,
        headers: { authorization },
      })
    ).json();
    expect(filtered.aaData.map((r: { accnId: string }) => r.accnId).sort()).toEqual(['TO0001', 'TO0002']);

    const beyond = (
      await ctx.app.inject({ method: 'GET', url: `${URL_}?length=10&start=500&search=pt`, headers: { authorization } })
    ).json();
    expect(beyond.aaData).toEqual([]);
    expect(beyond.iTotalDisplayRecords).toBeGreaterThan(0);

    const wildcard = (
      await ctx.app.inject({
        method: 'GET',
        url: `${URL_}?length=10&search=${encodeURIComponent('%')}`,
        headers: { authorization },
      })
    ).json();
    expect(wildcard.iTotalDisplayRecords).toBe(0);
  });

  it('keeps a company to its own records whatever it asks for', async () => {
    const { authorization } = await ctx.signIn('CO1');
    const res = (await ctx.app.inject({ method: 'GET', url: `${URL_}?length=1000`, headers: { authorization } })).json();
    expect(res.aaData.map((r: { accnId: string }) => r.accnId)).toEqual(['CO0001']);
    expect(res.iTotalRecords).toBe(1);
    const other = (
      await ctx.app.inject({ method: 'GET', url: `${URL_}?length=10&search=TO0001`, headers: { authorization } })
    ).json();
    expect(other.aaData).toEqual([]);
  });
});
