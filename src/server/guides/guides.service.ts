import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GUIDE_NAMES, guidePdfPath, type ComponentGuide, type GuideLang, type GuideName } from '../../domain/guides/guides';
import { plainText, renderMarkdown } from '../../domain/help/markdown';
import { A4, drawImage, pdfBytes, PdfPage, wrap, type Font, type PdfImage } from '../billing/pdf-writer';
import { pngToPdfImage } from './png';

/**
 * The four guides (decision 0031): `docs/guides/<guide>.<lang>.md` with a front matter of `title` and `summary`;
 * a `## heading {#screen-key}` starts the section that explains that screen (`GET /api/v1/component-guide/{id}/`),
 * and `![caption](name)` places the screenshot `docs/guides/screens/<name>.<lang>.png` (made by
 * `npm run guides:screens` from a running demo). The PDFs are laid out by the server on first request and kept.
 */
export const GUIDES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'docs', 'guides');

type Block =
  | { kind: 'h2' | 'h3' | 'p'; text: string }
  | { kind: 'ul' | 'ol'; items: string[] }
  | { kind: 'img'; name: string; caption: string };

interface Section {
  key: string | null;
  title: string;
  markdown: string;
}

export interface Guide {
  name: GuideName;
  lang: GuideLang;
  title: string;
  summary: string;
  blocks: Block[];
  sections: Section[];
}

function parseGuide(name: GuideName, lang: GuideLang, source: string): Guide {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source.replace(/\r\n/g, '\n'));
  if (!match) throw new Error(`guide ${name}.${lang}: no front matter`);
  const meta = Object.fromEntries(
    match[1]!.split('\n').map((line) => {
      const at = line.indexOf(':');
      return [line.slice(0, at).trim(), line.slice(at + 1).trim()];
    }),
  );
  if (!meta.title) throw new Error(`guide ${name}.${lang}: no title`);
  const blocks: Block[] = [];
  const sections: Section[] = [];
  let paragraph: string[] = [];
  let list: { kind: 'ul' | 'ol'; items: string[] } | null = null;
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'p', text: plainText(paragraph.join(' ')) });
    paragraph = [];
    if (list) blocks.push({ ...list, items: list.items.map(plainText) });
    list = null;
  };
  for (const raw of match[2]!.split('\n')) {
    const line = raw.trim();
    const heading = /^(#{2,3})\s+(.*?)(?:\s+\{#([A-Za-z0-9.-]+)\})?$/.exec(line);
    const image = /^!\[([^\]]*)\]\(([a-z0-9-]+)\)$/.exec(line);
    const bullet = /^[-*]\s+(.*)$/.exec(line);
    const numbered = /^\d+\.\s+(.*)$/.exec(line);
    if (heading?.[1] === '##') sections.push({ key: heading[3] ?? null, title: plainText(heading[2]!), markdown: '' });
    else if (sections.length) sections[sections.length - 1]!.markdown += `${raw}\n`;
    if (!line) flush();
    else if (heading) {
      flush();
      blocks.push({ kind: heading[1] === '##' ? 'h2' : 'h3', text: plainText(heading[2]!) });
    } else if (image) {
      flush();
      blocks.push({ kind: 'img', name: image[2]!, caption: plainText(image[1]!) });
    } else if (bullet || numbered) {
      const kind = bullet ? 'ul' : 'ol';
      if (paragraph.length || (list && list.kind !== kind)) flush();
      list ??= { kind, items: [] };
      list.items.push((bullet ?? numbered)![1]!);
    } else if (list && raw.startsWith('  ')) list.items[list.items.length - 1] += ` ${line}`;
    else {
      if (list) flush();
      paragraph.push(line);
    }
  }
  flush();
  return { name, lang, title: meta.title, summary: meta.summary ?? '', blocks, sections };
}

let cache: Map<string, Guide> | null = null;

/** Every guide in both languages, read once (they ship with the code). */
export function guides(dir = GUIDES_DIR): Map<string, Guide> {
  if (cache && dir === GUIDES_DIR) return cache;
  const all = new Map<string, Guide>();
  for (const name of GUIDE_NAMES) {
    for (const lang of ['en', 'id'] as const) {
      all.set(`${name}.${lang}`, parseGuide(name, lang, readFileSync(path.join(dir, `${name}.${lang}.md`), 'utf8')));
    }
  }
  if (dir === GUIDES_DIR) cache = all;
  return all;
}

export function guide(name: GuideName, lang: GuideLang): Guide {
  return guides().get(`${name}.${lang}`)!;
}

/** The section of the guides that explains a screen, or null (the first guide that has it, in GUIDE_NAMES order). */
export function componentGuide(key: string, lang: GuideLang): ComponentGuide | null {
  for (const name of GUIDE_NAMES) {
    const section = guide(name, lang).sections.find((s) => s.key === key);
    if (section) {
      const body = section.markdown.replace(/^!\[[^\]]*\]\([^)]*\)\s*$/gm, '');
      return { id: key, guide: name, lang, title: section.title, html: renderMarkdown(body), pdf: guidePdfPath(name, lang) };
    }
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------------------
// The PDF

const MARGIN = 56;
const WIDTH = A4.width - 2 * MARGIN;
const TOP = 64;
const BOTTOM = A4.height - 60;
const FOOTER: Record<GuideLang, (page: number, of: number) => string> = {
  en: (page, of) => `Page ${page} of ${of}`,
  id: (page, of) => `Halaman ${page} dari ${of}`,
};
const SUBTITLE: Record<GuideLang, string> = {
  en: 'Lintas - trucking and logistics portal',
  id: 'Lintas - portal truk dan logistik',
};

function screenshot(name: string, lang: GuideLang, dir: string): PdfImage | null {
  for (const candidate of [`${name}.${lang}.png`, `${name}.en.png`]) {
    const file = path.join(dir, 'screens', candidate);
    if (existsSync(file)) return pngToPdfImage(readFileSync(file));
  }
  return null;
}

/** Lays the guide out on A4 pages: a title band, the sections, screenshots scaled to the text width, page numbers. */
export function guidePdf(g: Guide, dir = GUIDES_DIR): Buffer {
  const pages: PdfPage[] = [];
  let page = new PdfPage();
  pages.push(page);
  page.rect(0, 0, A4.width, 110, 0.16, false);
  page.text(MARGIN, 34, g.title, 24, 'bold', 1);
  page.text(MARGIN, 70, SUBTITLE[g.lang], 11, 'regular', 0.85);
  let y = 136;
  const newPage = () => {
    page = new PdfPage();
    pages.push(page);
    y = TOP;
  };
  const ensure = (height: number) => {
    if (y + height > BOTTOM) newPage();
  };
  const lines = (text: string, size: number, font: Font, x: number, width: number, gap: number, gray = 0) => {
    for (const line of wrap(text, width, size, font)) {
      ensure(size + gap);
      page.text(x, y, line, size, font, gray);
      y += size + gap;
    }
  };
  if (g.summary) {
    lines(g.summary, 11, 'regular', MARGIN, WIDTH, 5, 0.25);
    y += 8;
  }
  for (const block of g.blocks) {
    if (block.kind === 'h2') {
      ensure(60);
      y += 10;
      lines(block.text, 15, 'bold', MARGIN, WIDTH, 4, 0.1);
      page.line(MARGIN, y + 1, MARGIN + WIDTH, y + 1, 0.6, 0.6);
      y += 10;
    } else if (block.kind === 'h3') {
      ensure(40);
      y += 4;
      lines(block.text, 12, 'bold', MARGIN, WIDTH, 4, 0.15);
      y += 4;
    } else if (block.kind === 'p') {
      lines(block.text, 10.5, 'regular', MARGIN, WIDTH, 4.5);
      y += 8;
    } else if (block.kind === 'ul' || block.kind === 'ol') {
      block.items.forEach((item, i) => {
        ensure(16);
        if (block.kind === 'ul') page.rect(MARGIN + 4, y + 4, 3.2, 3.2, 0.2, false);
        else page.text(MARGIN, y, `${i + 1}.`, 10.5, 'bold');
        lines(item, 10.5, 'regular', MARGIN + 16, WIDTH - 16, 4.5);
        y += 3;
      });
      y += 6;
    } else if (block.kind === 'img') {
      const image = screenshot(block.name, g.lang, dir);
      if (!image) throw new Error(`guide ${g.name}.${g.lang}: no screenshot ${block.name}`);
      let w = WIDTH;
      let h = (image.height / image.width) * w;
      const maxH = 330;
      if (h > maxH) {
        w = (w * maxH) / h;
        h = maxH;
      }
      ensure(h + 30);
      const x = MARGIN + (WIDTH - w) / 2;
      drawImage(page, image, x, y, w, h);
      page.rect(x, y, w, h);
      y += h + 6;
      if (block.caption) lines(block.caption, 9, 'regular', MARGIN, WIDTH, 3, 0.4);
      y += 10;
    }
  }
  pages.forEach((p, i) => {
    p.line(MARGIN, A4.height - 44, MARGIN + WIDTH, A4.height - 44, 0.4, 0.7);
    p.text(MARGIN, A4.height - 38, g.title, 8, 'regular', 0.4);
    p.textRight(MARGIN + WIDTH, A4.height - 38, FOOTER[g.lang](i + 1, pages.length), 8);
  });
  return pdfBytes(pages, { title: g.title, author: 'Lintas' });
}

const pdfCache = new Map<string, { bytes: Buffer; pages: number }>();

/** The guide's PDF, laid out once per process. */
export function guidePdfFile(name: GuideName, lang: GuideLang): { bytes: Buffer; pages: number } {
  const key = `${name}.${lang}`;
  let file = pdfCache.get(key);
  if (!file) {
    const bytes = guidePdf(guide(name, lang));
    file = { bytes, pages: (bytes.toString('latin1').match(/\/Type \/Page /g) ?? []).length };
    pdfCache.set(key, file);
  }
  return file;
}
