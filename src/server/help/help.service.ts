import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { screenMatch, type HelpArticle, type HelpListQuery } from '../../domain/help/help';
import { plainText, renderMarkdown } from '../../domain/help/markdown';
import type { Lang } from '../http/i18n';

/** The help articles: `articles/<slug>.<lang>.md`, each with a front matter of `title` and `screens`. */
export const ARTICLES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'articles');

interface Loaded extends HelpArticle {
  /** Lower-cased title and text, searched by the list. */
  haystack: string;
}

function parse(slug: string, source: string): Loaded {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source.replace(/\r\n/g, '\n'));
  if (!match) throw new Error(`help article ${slug}: no front matter`);
  const meta = Object.fromEntries(
    match[1]!.split('\n').map((line) => {
      const at = line.indexOf(':');
      return [line.slice(0, at).trim(), line.slice(at + 1).trim()];
    }),
  );
  const body = match[2]!.trim();
  const title = meta.title;
  if (!title) throw new Error(`help article ${slug}: no title`);
  const screens = (meta.screens ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const firstParagraph = body.split(/\n\s*\n/)[0] ?? '';
  return {
    slug,
    title,
    summary: plainText(firstParagraph),
    html: renderMarkdown(body),
    screens,
    haystack: `${title}\n${plainText(body)}`.toLowerCase(),
  };
}

let cache: Record<Lang, Loaded[]> | null = null;

/** Every article in both languages, read once (they ship with the code); each slug exists in both. */
export function helpArticles(dir = ARTICLES_DIR): Record<Lang, Loaded[]> {
  if (cache && dir === ARTICLES_DIR) return cache;
  const byLang: Record<Lang, Loaded[]> = { en: [], id: [] };
  for (const file of readdirSync(dir).sort()) {
    const m = /^([a-z0-9-]+)\.(en|id)\.md$/.exec(file);
    if (!m) continue;
    byLang[m[2] as Lang].push(parse(m[1]!, readFileSync(path.join(dir, file), 'utf8')));
  }
  const en = byLang.en.map((a) => a.slug).join();
  if (en !== byLang.id.map((a) => a.slug).join()) throw new Error('help articles: each needs an English and an Indonesian file');
  if (dir === ARTICLES_DIR) cache = byLang;
  return byLang;
}

/** The articles whose title or text holds every word searched, a page of them, in title order. */
export function listHelp(lang: Lang, q: HelpListQuery) {
  const words = (q.search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const all = [...helpArticles()[lang]].sort((a, b) => a.title.localeCompare(b.title, lang));
  const found = all.filter((a) => words.every((w) => a.haystack.includes(w)));
  const start = q.start ?? 0;
  const length = q.length ?? 10;
  return {
    draw: q.draw ?? 0,
    iTotalRecords: all.length,
    iTotalDisplayRecords: found.length,
    aaData: found.slice(start, start + length).map(({ slug, title, summary }) => ({ slug, title, summary })),
  };
}

export function helpArticle(lang: Lang, slug: string): HelpArticle | null {
  const found = helpArticles()[lang].find((a) => a.slug === slug);
  if (!found) return null;
  const { haystack: _text, ...article } = found;
  return article;
}

/** The article that explains a screen: the one whose route pattern matches the path most closely. */
export function helpForScreen(lang: Lang, screenPath: string): string | null {
  let best: { slug: string; strength: number } | null = null;
  for (const article of helpArticles()[lang]) {
    for (const pattern of article.screens) {
      const strength = screenMatch(pattern, screenPath);
      if (strength > (best?.strength ?? 0)) best = { slug: article.slug, strength };
    }
  }
  return best?.slug ?? null;
}
