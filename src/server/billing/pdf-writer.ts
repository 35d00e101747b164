/**
 * A small PDF writer (PDF 1.4, one or more A4 pages) for the money documents: text in the standard Helvetica fonts
 * (WinAnsi: Latin-1 covers English and Bahasa Indonesia), lines, rectangles and filled squares (the QR code). No
 * dependency: the project has no PDF library (see the issue 13 report); swapping this for pdfkit or pdf-lib keeps
 * the layout in `money-document-pdf.ts`.
 */

/** Helvetica advance widths (1/1000 em) for the characters 32..126 (Adobe's AFM). */
const HELVETICA = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556,
  556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778,
  722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222,
  500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
/** Helvetica-Bold advance widths for 32..126. */
const HELVETICA_BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556,
  556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778,
  722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278,
  556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];

export type Font = 'regular' | 'bold';

/** The text's width in points at this size. */
export function textWidth(text: string, size: number, font: Font = 'regular'): number {
  const table = font === 'bold' ? HELVETICA_BOLD : HELVETICA;
  let units = 0;
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    units += code >= 32 && code <= 126 ? table[code - 32]! : 556;
  }
  return (units * size) / 1000;
}

/** Splits text into lines no wider than `width` at this size (on spaces; an over-long word is cut). */
export function wrap(text: string, width: number, size: number, font: Font = 'regular'): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (textWidth(next, size, font) <= width) {
      line = next;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (textWidth(line, size, font) > width && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && textWidth(line.slice(0, cut), size, font) > width) cut--;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
}

/** PDF string literal in WinAnsi (Latin-1; other characters become '?'). */
function pdfString(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    if (ch === '(' || ch === ')' || ch === '\\') out += `\\${ch}`;
    else if (code < 32) out += ' ';
    else if (code < 127) out += ch;
    else if (code <= 255) out += `\\${code.toString(8).padStart(3, '0')}`;
    else out += '?';
  }
  return `(${out})`;
}

const n = (v: number) => (Math.round(v * 100) / 100).toString();

export const A4 = { width: 595.28, height: 841.89 };

/** One page's drawing; coordinates from the top-left corner, in points. */
export class PdfPage {
  readonly ops: string[] = [];
  /** The images the page draws (as XObjects /Im1…, in order). */
  readonly images: PdfImage[] = [];

  text(x: number, y: number, text: string, size = 9, font: Font = 'regular', gray = 0): this {
    this.ops.push(
      `BT /${font === 'bold' ? 'F2' : 'F1'} ${n(size)} Tf ${n(gray)} g ${n(x)} ${n(A4.height - y - size)} Td ${pdfString(text)} Tj ET`,
    );
    return this;
  }

  /** Text ending at `right`. */
  textRight(right: number, y: number, text: string, size = 9, font: Font = 'regular'): this {
    return this.text(right - textWidth(text, size, font), y, text, size, font);
  }

  line(x1: number, y1: number, x2: number, y2: number, width = 0.5, gray = 0): this {
    this.ops.push(`${n(gray)} G ${n(width)} w ${n(x1)} ${n(A4.height - y1)} m ${n(x2)} ${n(A4.height - y2)} l S`);
    return this;
  }

  rect(x: number, y: number, w: number, h: number, fill: number | null = null, stroke = true): this {
    const box = `${n(x)} ${n(A4.height - y - h)} ${n(w)} ${n(h)} re`;
    if (fill !== null) this.ops.push(`${n(fill)} g ${box} ${stroke ? 'B' : 'f'}`);
    else this.ops.push(`0 G 0.5 w ${box} S`);
    return this;
  }

  /** A module matrix (QR code) as filled squares of `cell` points from (x, y). */
  matrix(x: number, y: number, modules: readonly (readonly boolean[])[], cell: number): this {
    const parts: string[] = ['0 g'];
    modules.forEach((row, r) =>
      row.forEach((dark, c) => {
        if (dark) parts.push(`${n(x + c * cell)} ${n(A4.height - y - (r + 1) * cell)} ${n(cell)} ${n(cell)} re`);
      }),
    );
    parts.push('f');
    this.ops.push(parts.join('\n'));
    return this;
  }
}

/** A raster image for `PdfPage.image`: 8-bit RGB (or gray) pixels, deflated (zlib), rows without filter bytes. */
export interface PdfImage {
  width: number;
  height: number;
  gray: boolean;
  /** zlib-compressed samples, row after row. */
  deflated: Buffer;
}

/** Draws an image scaled into the box (x, y from the top-left, w x h points). */
export function drawImage(page: PdfPage, image: PdfImage, x: number, y: number, w: number, h: number): void {
  page.images.push(image);
  page.ops.push(`q ${n(w)} 0 0 ${n(h)} ${n(x)} ${n(A4.height - y - h)} cm /Im${page.images.length} Do Q`);
}

/** Builds the file: catalog, pages, the two fonts, one content stream per page, cross-reference table. */
export function pdfBytes(pages: readonly PdfPage[], info: { title: string; author: string }): Buffer {
  const objects: string[] = [];
  const add = (body: string) => {
    objects.push(body);
    return objects.length;
  };
  const catalog = add('');
  const pagesId = add('');
  const f1 = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const f2 = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const infoId = add(`<< /Title ${pdfString(info.title)} /Author ${pdfString(info.author)} /Producer (Lintas) >>`);
  const kids: number[] = [];
  for (const page of pages) {
    const xobjects = page.images.map((image, i) => {
      const id = add(
        `<< /Type /XObject /Subtype /Image /Width ${image.width} /Height ${image.height} ` +
          `/ColorSpace /Device${image.gray ? 'Gray' : 'RGB'} /BitsPerComponent 8 /Filter /FlateDecode ` +
          `/Length ${image.deflated.length} >>\nstream\n${image.deflated.toString('latin1')}\nendstream`,
      );
      return `/Im${i + 1} ${id} 0 R`;
    });
    const stream = page.ops.join('\n');
    const content = add(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
    kids.push(
      add(
        `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${n(A4.width)} ${n(A4.height)}] ` +
          `/Resources << /Font << /F1 ${f1} 0 R /F2 ${f2} 0 R >>${xobjects.length ? ` /XObject << ${xobjects.join(' ')} >>` : ''} >> /Contents ${content} 0 R >>`,
      ),
    );
  }
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesId} 0 R >>`;
  objects[pagesId - 1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${infoId} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
