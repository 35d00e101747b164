import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';
import { zipEntries } from '../../src/server/job-uploads/xlsx-reader';

/**
 * Hand-built XLSX files for the upload's limits: a zip writer whose headers may lie about the unpacked sizes, a sheet
 * of many rows written as text (exceljs takes seconds for 90,000 rows), and a zip bomb.
 */

interface Part {
  name: string;
  /** The deflated bytes. */
  data: Buffer;
  crc: number;
  size: number;
}

const deflated = (name: string, text: string): Part => {
  const raw = Buffer.from(text, 'utf8');
  return { name, data: deflateRawSync(raw), crc: crc32(raw), size: raw.length };
};

/** A zip of deflated parts; `claimedSize` (when given) replaces every unpacked size in the local and central headers. */
export function zipOf(parts: readonly Part[], claimedSize?: number): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    const size = claimedSize ?? part.size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(part.crc, 14);
    local.writeUInt32LE(part.data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(part.crc, 16);
    central.writeUInt32LE(part.data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, part.data);
    centrals.push(central, name);
    offset += local.length + name.length + part.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The parts of a one-sheet workbook (sheet "Jobs") around the given sheet part. */
function workbookParts(sheet: Part): Part[] {
  return [
    deflated(
      '[Content_Types].xml',
      `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
        `<Default Extension="xml" ContentType="application/xml"/>` +
        `<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>` +
        `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>` +
        `</Types>`,
    ),
    deflated(
      '_rels/.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
        `<Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    deflated(
      'xl/workbook.xml',
      `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets>` +
        `<sheet name="Jobs" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    deflated(
      'xl/_rels/workbook.xml.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
        `<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
    sheet,
  ];
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The letters of a 0-based column (0 -> A, 26 -> AA). */
const letters = (c: number): string => (c < 26 ? '' : letters(Math.floor(c / 26) - 1)) + String.fromCharCode(65 + (c % 26));

/** The XML of one row of text cells (inline strings); empty cells are left out. */
function rowXml(r: number, cells: readonly string[]): string {
  const parts = cells.map((text, c) =>
    text === '' ? '' : `<c r="${letters(c)}${r}" t="inlineStr"><is><t>${escape(text)}</t></is></c>`,
  );
  return `<row r="${r}">${parts.join('')}</row>`;
}

/**
 * An XLSX whose sheet "Jobs" holds these rows of text (row 1 first), then `blankBytes` of blank padding, deflated as a
 * stream (the sheet is never held whole, so a file of 90,000 rows or a zip bomb costs the test little memory).
 * `claimedSize` replaces every unpacked size in the zip headers (a lying directory); `prolog` goes before the root.
 */
export async function xlsxOfText(
  rows: Iterable<readonly string[]>,
  { blankBytes = 0, claimedSize, prolog = '' }: { blankBytes?: number; claimedSize?: number; prolog?: string } = {},
): Promise<Buffer> {
  const deflate = createDeflateRaw({ level: 6 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const done = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  let crc = 0;
  let size = 0;
  const write = async (bytes: Buffer) => {
    crc = crc32(bytes, crc);
    size += bytes.length;
    if (!deflate.write(bytes)) await new Promise((resolve) => deflate.once('drain', resolve));
  };
  await write(Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>${prolog}<worksheet xmlns="${MAIN}"><sheetData>`));
  let batch: string[] = [];
  let r = 0;
  for (const cells of rows) {
    batch.push(rowXml(++r, cells));
    if (batch.length === 1000) {
      await write(Buffer.from(batch.join('')));
      batch = [];
    }
  }
  await write(Buffer.from(batch.join('')));
  const blank = Buffer.alloc(1024 * 1024, ' ');
  for (let written = 0; written < blankBytes; written += blank.length) await write(blank);
  await write(Buffer.from('</sheetData></worksheet>'));
  deflate.end();
  await done;
  return zipOf(workbookParts({ name: 'xl/worksheets/sheet1.xml', data: Buffer.concat(out), crc, size }), claimedSize);
}

/** A zip bomb: a valid XLSX (the header row given) whose sheet inflates to `inflatedBytes` of blanks, all sizes claimed 1 KiB. */
export const xlsxBomb = (header: readonly string[], inflatedBytes: number) =>
  xlsxOfText([header], { blankBytes: inflatedBytes, claimedSize: 1024 });

/**
 * The sum of the uncompressed sizes a zip's central directory claims (what the upload once trusted), or null when the
 * directory cannot be read.
 */
export function claimedUnpackedSize(zip: Buffer): number | null {
  try {
    const sizes = [...zipEntries(zip).values()].map((entry) => entry.claimedSize);
    return sizes.includes(0xffffffff) ? null : sizes.reduce((sum, size) => sum + size, 0);
  } catch {
    return null;
  }
}
