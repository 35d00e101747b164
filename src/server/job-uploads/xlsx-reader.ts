import { createInflateRaw } from 'node:zlib';

/**
 * A bounded reader of the rows of one sheet of an XLSX file, for the job upload. The zip's central directory is only
 * used to find the parts; their sizes there are not trusted: each part is inflated as a stream, every inflated byte is
 * counted, and reading stops with `XlsxTooBig` as soon as a part passes `maxEntry` or all parts together pass `maxTotal`,
 * whatever the directory claims. Only the parts a job list needs are inflated (workbook, its relationships, shared
 * strings, styles and the one sheet), and the sheet is read row by row as it inflates, so the caller can stop at a
 * row limit without inflating the rest. No part is ever held whole except the shared strings (bounded by the count).
 */

export type XlsxCell = string | number | boolean | Date | null;

/** The file inflates past the limits. */
export class XlsxTooBig extends Error {}
/** The file is not a readable XLSX (no zip directory, a part missing or damaged, an unknown compression). */
export class XlsxUnreadable extends Error {}

export interface XlsxLimits {
  /** All inflated parts together. */
  maxTotal: number;
  /** One inflated part. */
  maxEntry: number;
}

interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  /** The inflated size the directory claims: never trusted for limits (tests show what a bomb claims). */
  claimedSize: number;
  localOffset: number;
}

/** The entries of a zip's central directory (names, compression, where their data sits, the size they claim). */
export function zipEntries(zip: Buffer): Map<string, ZipEntry> {
  const EOCD = 0x06054b50;
  const CENTRAL = 0x02014b50;
  let end = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--) {
    if (zip.readUInt32LE(i) === EOCD) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new XlsxUnreadable('no zip directory');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries = new Map<string, ZipEntry>();
  for (let n = 0; n < count; n++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL) throw new XlsxUnreadable('damaged zip directory');
    const nameLength = zip.readUInt16LE(at + 28);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength).replace(/^\/+/, '');
    const entry: ZipEntry = {
      name,
      flags: zip.readUInt16LE(at + 8),
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      claimedSize: zip.readUInt32LE(at + 24),
      localOffset: zip.readUInt32LE(at + 42),
    };
    // Two parts of one name: which one a reader takes is up to the reader, so the file is refused.
    if (entries.has(name.toLowerCase())) throw new XlsxUnreadable(`duplicate part ${name}`);
    entries.set(name.toLowerCase(), entry);
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

/** The inflated bytes of all parts read so far, against the limits. */
class Budget {
  used = 0;
  constructor(readonly limits: XlsxLimits) {}
}

/**
 * Inflates one part chunk by chunk, counting the bytes; `onChunk` gets each chunk and answers true to stop reading the
 * part early. Throws `XlsxTooBig` at the limits, `XlsxUnreadable` on a damaged part.
 */
async function inflatePart(
  zip: Buffer,
  entry: ZipEntry,
  budget: Budget,
  onChunk: (chunk: Buffer) => boolean | void,
): Promise<void> {
  if (entry.flags & 0x1) throw new XlsxUnreadable('encrypted part');
  const at = entry.localOffset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== 0x04034b50) throw new XlsxUnreadable('damaged part header');
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  if (entry.compressedSize === 0xffffffff || start + entry.compressedSize > zip.length)
    throw new XlsxUnreadable('part past the end of the file');
  const data = zip.subarray(start, start + entry.compressedSize);
  let inPart = 0;
  const count = (chunk: Buffer) => {
    inPart += chunk.length;
    budget.used += chunk.length;
    if (inPart > budget.limits.maxEntry || budget.used > budget.limits.maxTotal) throw new XlsxTooBig(entry.name);
  };
  if (entry.method === 0) {
    count(data);
    onChunk(data);
    return;
  }
  if (entry.method !== 8) throw new XlsxUnreadable(`compression method ${entry.method}`);
  const inflate = createInflateRaw({ chunkSize: 64 * 1024 });
  inflate.end(data);
  try {
    for await (const chunk of inflate as AsyncIterable<Buffer>) {
      count(chunk);
      if (onChunk(chunk)) break;
    }
  } catch (error) {
    // zlib's own errors (Z_DATA_ERROR, Z_BUF_ERROR…) mean a damaged part; anything else (a limit, the caller) goes on.
    if (error instanceof Error && /^Z_/.test(String((error as NodeJS.ErrnoException).code)))
      throw new XlsxUnreadable(`damaged part ${entry.name}`);
    throw error;
  } finally {
    inflate.destroy();
  }
}

// ---------------------------------------------------------------------------------------------------
// A streaming XML scanner: enough for the SpreadsheetML parts (elements, attributes, text, CDATA, entities)
// ---------------------------------------------------------------------------------------------------

interface XmlHandler {
  /** An element opens (`name` without its namespace prefix; `tag` the whole start tag for `attrOf`). */
  open(name: string, tag: string, selfClosing: boolean): void;
  close(name: string): void;
  /** Text of the current element, only while `wantText()` says so. */
  text(text: string): void;
  wantText(): boolean;
}

/** The longest unfinished tag or text kept between chunks (a cell holds at most 32,767 characters). */
const MAX_PENDING = 1024 * 1024;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);/g, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[ref] ?? whole;
  });
}

/** The value of an attribute of a start tag (`r`, `t`, `s`…; `:id` finds `r:id` whatever the prefix), or undefined. */
export function attrOf(tag: string, name: string): string | undefined {
  let pattern = ATTRIBUTES.get(name);
  if (!pattern) {
    const key = name.startsWith(':') ? `[\\w.-]+${name}` : `(?:[\\w.-]+:)?${name}`;
    pattern = new RegExp(`\\s${key}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`);
    ATTRIBUTES.set(name, pattern);
  }
  const m = pattern.exec(tag);
  if (!m) return undefined;
  return decodeEntities(m[1] ?? m[2] ?? '');
}
const ATTRIBUTES = new Map<string, RegExp>();

const localName = (qualified: string) => {
  const colon = qualified.indexOf(':');
  return colon < 0 ? qualified : qualified.slice(colon + 1);
};

class XmlScanner {
  private carry = '';
  private readonly decoder = new TextDecoder('utf-8');

  constructor(private readonly handler: XmlHandler) {}

  feed(chunk: Buffer): void {
    const text = this.carry + this.decoder.decode(chunk, { stream: true });
    this.carry = '';
    let pos = 0;
    const h = this.handler;
    while (pos < text.length) {
      const lt = text.indexOf('<', pos);
      if (lt < 0) {
        // Text running past the chunk: kept only if wanted (it is bounded by the inflate limit anyway).
        if (h.wantText()) this.keep(text, pos);
        return;
      }
      if (lt > pos && h.wantText()) h.text(decodeEntities(text.slice(pos, lt)));
      const next = text.charCodeAt(lt + 1);
      if (next === 0x21 /* ! */) {
        if (text.startsWith('<!--', lt)) {
          const end = text.indexOf('-->', lt + 4);
          if (end < 0) return this.keep(text, lt);
          pos = end + 3;
        } else if (text.startsWith('<![CDATA[', lt)) {
          const end = text.indexOf(']]>', lt + 9);
          if (end < 0) return this.keep(text, lt);
          if (h.wantText()) h.text(text.slice(lt + 9, end));
          pos = end + 3;
        } else if (lt + 9 > text.length) {
          return this.keep(text, lt);
        } else {
          // A DOCTYPE (and its entities) has no place in SpreadsheetML.
          throw new XlsxUnreadable('DOCTYPE in a part');
        }
        continue;
      }
      if (next === 0x3f /* ? */) {
        const end = text.indexOf('?>', lt + 2);
        if (end < 0) return this.keep(text, lt);
        pos = end + 2;
        continue;
      }
      // The end of the tag: a '>' outside quoted attribute values.
      const gt = tagEnd(text, lt + 1);
      if (gt < 0) return this.keep(text, lt);
      if (next === 0x2f /* / */) {
        h.close(localName(text.slice(lt + 2, gt).trim()));
      } else {
        const selfClosing = text.charCodeAt(gt - 1) === 0x2f;
        const tag = text.slice(lt, selfClosing ? gt - 1 : gt);
        const nameEnd = tag.search(/[\s/>]|$/);
        const name = localName(tag.slice(1, nameEnd === -1 ? undefined : nameEnd));
        h.open(name, tag, selfClosing);
        if (selfClosing) h.close(name);
      }
      pos = gt + 1;
    }
  }

  /** Keeps an unfinished tag or text for the next chunk; no tag or cell text of SpreadsheetML comes near the cap. */
  private keep(text: string, from: number): void {
    if (text.length - from > MAX_PENDING) throw new XlsxUnreadable('a tag or text too long');
    this.carry = text.slice(from);
  }
}

/** The '>' that ends the tag starting before `from`, outside quoted attribute values; -1 when not in the text yet. */
function tagEnd(text: string, from: number): number {
  let quote = 0;
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (quote) {
      if (c === quote) quote = 0;
    } else if (c === 0x3e) return i;
    else if (c === 0x22 || c === 0x27) quote = c;
  }
  return -1;
}

/** Reads a whole (small) part through a handler. */
async function scanPart(zip: Buffer, entry: ZipEntry, budget: Budget, handler: XmlHandler): Promise<void> {
  const scanner = new XmlScanner(handler);
  await inflatePart(zip, entry, budget, (chunk) => scanner.feed(chunk));
}

// ---------------------------------------------------------------------------------------------------
// The workbook: which part is the sheet, the shared strings, the date styles
// ---------------------------------------------------------------------------------------------------

/** A text-collecting handler for simple parts: `onOpen` sees every start tag. */
function tagsOf(onOpen: (name: string, tag: string) => void): XmlHandler {
  return { open: onOpen, close: () => {}, text: () => {}, wantText: () => false };
}

interface Relationship {
  target: string;
  type: string;
}

/** The relationships of a part (`xl/_rels/workbook.xml.rels`) by id, their targets resolved against `base`. */
async function relationshipsOf(zip: Buffer, entries: Map<string, ZipEntry>, path: string, base: string, budget: Budget) {
  const rels = new Map<string, Relationship>();
  const entry = entries.get(path.toLowerCase());
  if (!entry) return rels;
  await scanPart(
    zip,
    entry,
    budget,
    tagsOf((name, tag) => {
      if (name !== 'Relationship') return;
      const id = attrOf(tag, 'Id');
      const target = attrOf(tag, 'Target');
      if (id && target) rels.set(id, { target: resolvePath(base, target), type: attrOf(tag, 'Type') ?? '' });
    }),
  );
  return rels;
}

function resolvePath(base: string, target: string): string {
  const parts = target.startsWith('/') ? [] : base.split('/').filter(Boolean);
  for (const part of target.split('/')) {
    if (part === '..') parts.pop();
    else if (part && part !== '.') parts.push(part);
  }
  return parts.join('/');
}

/** Built-in number formats that are dates or times (ECMA-376 18.8.30). */
const BUILTIN_DATE_FORMATS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56, 57, 58,
]);

/** A custom number format shows a date when, outside quoted text, escapes and [colour] sections, it has d, m, y, h or s. */
export function isDateFormat(code: string): boolean {
  const bare = code
    .replace(/"[^"]*"/g, '')
    .replace(/\\./g, '')
    .replace(/\[[^\]]*\]/g, '');
  return /[dmyhs]/i.test(bare) && !/^general$/i.test(bare.trim());
}

/** Per cell style index (`s`): whether its number format is a date. */
async function dateStylesOf(zip: Buffer, entry: ZipEntry | undefined, budget: Budget): Promise<boolean[]> {
  if (!entry) return [];
  const custom = new Map<number, string>();
  const xfs: number[] = [];
  let inCellXfs = false;
  await scanPart(zip, entry, budget, {
    open(name, tag, selfClosing) {
      if (name === 'numFmt') custom.set(Number(attrOf(tag, 'numFmtId')), attrOf(tag, 'formatCode') ?? '');
      else if (name === 'cellXfs') inCellXfs = !selfClosing;
      else if (name === 'xf' && inCellXfs) xfs.push(Number(attrOf(tag, 'numFmtId') ?? 0));
    },
    close(name) {
      if (name === 'cellXfs') inCellXfs = false;
    },
    text: () => {},
    wantText: () => false,
  });
  return xfs.map((id) => (custom.has(id) ? isDateFormat(custom.get(id)!) : BUILTIN_DATE_FORMATS.has(id)));
}

/** The shared strings: each `si`'s text runs joined (phonetic runs left out). */
async function sharedStringsOf(zip: Buffer, entry: ZipEntry | undefined, budget: Budget): Promise<string[]> {
  if (!entry) return [];
  const strings: string[] = [];
  let current: string | null = null;
  let inText = false;
  let phonetic = 0;
  await scanPart(zip, entry, budget, {
    open(name) {
      if (name === 'si') current = '';
      else if (name === 't' && current !== null && !phonetic) inText = true;
      else if (name === 'rPh') phonetic++;
    },
    close(name) {
      if (name === 't') inText = false;
      else if (name === 'rPh') phonetic--;
      else if (name === 'si' && current !== null) {
        strings.push(current);
        current = null;
      }
    },
    text(text) {
      current += text;
    },
    wantText: () => inText,
  });
  return strings;
}

/** Excel's serial day number as the Date exceljs gives (the wall-clock time as UTC). */
function serialToDate(serial: number, date1904: boolean): Date {
  return new Date(Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 86_400_000));
}

/** The 0-based column of a cell reference (`C12` -> 2), or -1. */
function columnOf(ref: string): number {
  let col = 0;
  let i = 0;
  for (; i < ref.length; i++) {
    const c = ref.charCodeAt(i);
    if (c >= 65 && c <= 90) col = col * 26 + (c - 64);
    else if (c >= 97 && c <= 122) col = col * 26 + (c - 96);
    else break;
  }
  return i === 0 ? -1 : col - 1;
}

/**
 * Reads the rows of the sheet named `sheetName` (case and outer spaces ignored; else the first sheet), in file order:
 * `onRow(rowNumber, cells)` with the 1-based spreadsheet row and the cells by 0-based column (formulas by their cached
 * result, rich text joined, date-formatted numbers as Date). `onRow` may throw to stop; rows past `maxColumns` columns
 * are cut there. Throws `XlsxTooBig` or `XlsxUnreadable`.
 */
export async function readXlsxRows(
  zip: Buffer,
  sheetName: string,
  limits: XlsxLimits,
  maxColumns: number,
  onRow: (rowNumber: number, cells: XlsxCell[]) => void,
): Promise<void> {
  const entries = zipEntries(zip);
  const budget = new Budget(limits);
  const root = await relationshipsOf(zip, entries, '_rels/.rels', '', budget);
  const workbookPath = [...root.values()].find((r) => r.type.endsWith('/officeDocument'))?.target ?? 'xl/workbook.xml';
  const workbookEntry = entries.get(workbookPath.toLowerCase());
  if (!workbookEntry) throw new XlsxUnreadable('no workbook');
  const base = workbookPath.includes('/') ? workbookPath.slice(0, workbookPath.lastIndexOf('/')) : '';
  const sheets: Array<{ name: string; rel: string }> = [];
  let date1904 = false;
  await scanPart(
    zip,
    workbookEntry,
    budget,
    tagsOf((name, tag) => {
      if (name === 'sheet') sheets.push({ name: attrOf(tag, 'name') ?? '', rel: attrOf(tag, ':id') ?? '' });
      else if (name === 'workbookPr') date1904 = /^(1|true)$/i.test(attrOf(tag, 'date1904') ?? '');
    }),
  );
  const relsPath = `${base ? `${base}/` : ''}_rels/${workbookPath.slice(base ? base.length + 1 : 0)}.rels`;
  const rels = await relationshipsOf(zip, entries, relsPath, base, budget);
  const wanted = sheetName.trim().toLowerCase();
  const sheet = sheets.find((s) => s.name.trim().toLowerCase() === wanted) ?? sheets[0];
  const sheetEntry = sheet && entries.get((rels.get(sheet.rel)?.target ?? '').toLowerCase());
  if (!sheetEntry) throw new XlsxUnreadable('no sheet');
  const partOf = (type: string, fallback: string) =>
    entries.get(([...rels.values()].find((r) => r.type.endsWith(type))?.target ?? fallback).toLowerCase());
  const strings = await sharedStringsOf(zip, partOf('/sharedStrings', `${base}/sharedStrings.xml`), budget);
  const dateStyles = await dateStylesOf(zip, partOf('/styles', `${base}/styles.xml`), budget);

  // The sheet, row by row as it inflates; reading stops at the end of sheetData.
  let rowNumber = 0;
  let cells: XlsxCell[] = [];
  let inRow = false;
  let col = -1;
  let type = '';
  let style = 0;
  let value: string | null = null;
  let inline: string | null = null;
  let capture: 'v' | 't' | null = null;
  let phonetic = 0;
  let done = false;
  const endCell = () => {
    if (col < 0 || col >= maxColumns) return;
    let cell: XlsxCell = null;
    if (type === 'inlineStr') cell = inline;
    else if (value !== null) {
      if (type === 's') cell = strings[Number(value)] ?? null;
      else if (type === 'str' || type === 'e') cell = value;
      else if (type === 'b') cell = value === '1' || value === 'true';
      else if (type === 'd') {
        const d = new Date(value.endsWith('Z') || /[+-]\d\d:?\d\d$/.test(value) ? value : `${value}Z`);
        cell = Number.isNaN(d.getTime()) ? value : d;
      } else {
        const n = Number(value);
        cell = Number.isNaN(n) ? value : dateStyles[style] ? serialToDate(n, date1904) : n;
      }
    }
    cells[col] = cell;
  };
  const scanner = new XmlScanner({
    open(name, tag, selfClosing) {
      if (name === 'row') {
        const r = Number(attrOf(tag, 'r'));
        rowNumber = Number.isInteger(r) && r > 0 ? r : rowNumber + 1;
        cells = [];
        col = -1;
        inRow = true;
      } else if (name === 'c' && inRow) {
        const ref = attrOf(tag, 'r');
        col = ref ? columnOf(ref) : col + 1;
        type = attrOf(tag, 't') ?? 'n';
        style = Number(attrOf(tag, 's') ?? 0);
        value = null;
        inline = null;
      } else if (name === 'v' && inRow && !selfClosing) {
        capture = 'v';
        value = '';
      } else if (name === 'is') inline = '';
      else if (name === 't' && inline !== null && !phonetic) capture = 't';
      else if (name === 'rPh') phonetic++;
    },
    close(name) {
      if (name === 'v' || name === 't') capture = null;
      else if (name === 'rPh') phonetic--;
      else if (name === 'c' && inRow) endCell();
      else if (name === 'row' && inRow) {
        inRow = false;
        onRow(rowNumber, cells);
      } else if (name === 'sheetData') done = true;
    },
    text(text) {
      if (capture === 'v') value += text;
      else inline += text;
    },
    wantText: () => capture !== null,
  });
  await inflatePart(zip, sheetEntry, budget, (chunk) => {
    scanner.feed(chunk);
    return done;
  });
}
