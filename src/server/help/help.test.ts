import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../tests/support/test-app';
import { HELP_BASE } from './help.routes';
import { helpArticles } from './help.service';

const ctx = useTestApp();

let session: Promise<{ authorization: string }> | null = null;
async function get(url: string, lang = 'en') {
  session ??= ctx.signIn('TO1');
  const { authorization } = await session;
  return ctx.app.inject({ method: 'GET', url: `${HELP_BASE}${url}`, headers: { authorization, 'accept-language': lang } });
}

describe('help articles (issue 17)', () => {
  it('every article exists in English and Bahasa Indonesia, with a title, screens and different text', () => {
    const { en, id } = helpArticles();
    expect(en.length).toBeGreaterThanOrEqual(8);
    expect(id.map((a) => a.slug)).toEqual(en.map((a) => a.slug));
    en.forEach((article, i) => {
      expect(article.screens.length).toBeGreaterThan(0);
      expect(id[i]!.title).not.toBe(article.title);
      expect(id[i]!.html).not.toBe(article.html);
    });
  });

  it('lists the articles in the asked language, searched by every word, paged on the server', async () => {
    const all = (await get('/articles?length=10')).json();
    expect(all.iTotalRecords).toBeGreaterThanOrEqual(8);
    expect(all.aaData[0]).toEqual({ slug: expect.any(String), title: expect.any(String), summary: expect.any(String) });
    const page2 = (await get('/articles?length=10&start=10')).json();
    expect(page2.aaData.length).toBe(Math.max(0, all.iTotalRecords - 10));
    const found = (await get('/articles?search=virtual%20account')).json();
    expect(found.aaData.map((a: { slug: string }) => a.slug)).toEqual(['payments']);
    const inId = (await get('/articles?search=faktur%20pajak%20NSFP', 'id')).json();
    expect(inId.aaData.map((a: { title: string }) => a.title)).toEqual(['Nomor pajak, faktur pajak, dan laporan pajak (GLI)']);
    expect((await get('/articles?search=zzznothing')).json().iTotalDisplayRecords).toBe(0);
  });

  it('opens an article rendered from markdown, and finds the article of a screen', async () => {
    const article = (await get('/articles/tax-invoices')).json();
    expect(article.html).toContain('<h2>Tax-number ranges</h2>');
    expect(article.screens).toContain('/administrations/tax-management/list');
    expect((await get('/for-screen?path=/manage/sage/excel')).json()).toEqual({ slug: 'finance-exports' });
    expect((await get('/for-screen?path=/nowhere/at/all')).json()).toEqual({ slug: null });
  });

  it('refuses a bad slug, an unknown one and a visitor without a session', async () => {
    expect((await get('/articles/..%2Fetc')).statusCode).toBe(400);
    expect((await get('/articles/no-such-article')).statusCode).toBe(404);
    expect((await get('/articles?length=7')).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: `${HELP_BASE}/articles` })).statusCode).toBe(401);
  });
});
