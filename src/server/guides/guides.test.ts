import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../tests/support/test-app';
import { GUIDE_NAMES } from '../../domain/guides/guides';
import { guides } from './guides.service';

const ctx = useTestApp();
const dir = mkdtempSync(path.join(tmpdir(), 'guides-'));

/** The PDF's text as pdftotext reads it (poppler, as a reader's viewer would). */
function pdfText(bytes: Buffer, name: string): string {
  const file = path.join(dir, `${name}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-']).toString('utf8');
}

describe('guides (issue 18)', () => {
  it('every guide exists in English and Bahasa Indonesia with the same screens explained', () => {
    const all = guides();
    for (const name of GUIDE_NAMES) {
      const en = all.get(`${name}.en`)!;
      const id = all.get(`${name}.id`)!;
      expect(id.title).not.toBe(en.title);
      expect(id.sections.map((s) => s.key)).toEqual(en.sections.map((s) => s.key));
      expect(en.sections.every((s) => s.key)).toBe(true);
    }
    const keys = [...all.values()].filter((g) => g.lang === 'en').flatMap((g) => g.sections.map((s) => s.key));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('serves each guide as a PDF at the spec address in the asked language, with its text and screenshots', async () => {
    for (const name of GUIDE_NAMES) {
      for (const lang of ['en', 'id'] as const) {
        const res = await ctx.app.inject({ method: 'GET', url: `/trucking/session/assets/pdf/${name}?lang=${lang}` });
        expect(res.statusCode, `${name}.${lang}`).toBe(200);
        expect(res.headers['content-type']).toBe('application/pdf');
        expect(res.headers['content-disposition']).toBe(`inline; filename="${name}-${lang}.pdf"`);
        const text = pdfText(res.rawPayload, `${name}.${lang}`);
        expect(text).toContain(guides().get(`${name}.${lang}`)!.title);
        expect(text).toContain(lang === 'en' ? 'Page 1 of' : 'Halaman 1 dari');
        expect(res.rawPayload.toString('latin1')).toContain('/Subtype /Image');
      }
    }
    const byHeader = await ctx.app.inject({
      method: 'GET',
      url: '/trucking/session/assets/pdf/quickGuide.pdf?download=1',
      headers: { 'accept-language': 'id-ID' },
    });
    expect(byHeader.headers['content-disposition']).toBe('attachment; filename="quickGuide-id.pdf"');
    const twin = await ctx.app.inject({ method: 'GET', url: '/api/v1/lintas/trucking/guides/userGuide/pdf?lang=en' });
    expect(twin.headers['content-type']).toBe('application/pdf');
    const list = await ctx.app.inject({ method: 'GET', url: '/api/v1/lintas/trucking/guides' });
    expect(list.json().map((g: { name: string }) => g.name)).toEqual([...GUIDE_NAMES]);
  });

  it('an unknown guide or language is a field error, never a file', async () => {
    const unknown = await ctx.app.inject({ method: 'GET', url: '/trucking/session/assets/pdf/secretGuide' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ status: 'VALIDATION_FAILED', message: { fileName: 'No such guide' } });
    const lang = await ctx.app.inject({ method: 'GET', url: '/trucking/session/assets/pdf/userGuide?lang=fr' });
    expect(lang.statusCode).toBe(400);
  });

  it('GET /api/v1/component-guide/{id}/ answers the section of a screen, else 404 in the error envelope', async () => {
    const en = await ctx.app.inject({ method: 'GET', url: '/api/v1/component-guide/signin/' });
    expect(en.statusCode).toBe(200);
    expect(en.json()).toMatchObject({
      id: 'signin',
      guide: 'quickGuide',
      lang: 'en',
      title: 'Signing in',
      pdf: '/trucking/session/assets/pdf/quickGuide?lang=en',
    });
    expect(en.json().html).toContain('<strong>Remember me</strong>');
    expect(en.json().html).not.toContain('![');
    const id = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/component-guide/crew-list.import/',
      headers: { 'accept-language': 'id' },
    });
    expect(id.json()).toMatchObject({ guide: 'ICACrewGuide', lang: 'id', title: 'Mengimpor dari lembar kerja' });
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/v1/component-guide/no-such-screen/' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: 'NOT_FOUND' });
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/v1/component-guide/%3Cscript%3E/' });
    expect(bad.statusCode).toBe(400);
  });
});
