import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { reimbursementLineText, stampDutyLineText, tripLineText } from './line-texts';
import { moneyDocumentPdf, type DocumentParty } from './money-document-pdf';

const party = (accnId: string, accnName: string): DocumentParty => ({
  accnId,
  accnName,
  accnCoyRegn: '01.234.567.8-901.000',
  addrLn1: 'Jl. Yos Sudarso Kav. 85',
  addrLn2: null,
  addrLn3: null,
  addrCity: 'Jakarta Utara',
  addrProv: 'ID-JK',
  addrPcode: '14350',
});

const SAMPLE = {
  docId: 1,
  docNo: 'DN/2026/000123',
  docType: 'DN_CO',
  jobId: 'JB2026112600007',
  billVersion: 1,
  fromAccnId: 'LINTAS',
  fromName: 'PT Lintas',
  toAccnId: 'CO0001',
  toName: 'PT Sumber Makmur Abadi',
  currency: 'IDR',
  subtotal: '5150000.00',
  taxBase: '0.00',
  vat: '0.00',
  withholding: '0.00',
  stampDuty: '10000.00',
  total: '5160000.00',
  issuedAt: '2026-11-26T03:00:00.000Z',
  dueDate: '2026-12-26',
  lines: [
    {
      no: 1,
      itemDesc: tripLineText({ seq: 1, vehicleType: 'PRIME_MOVER', containerNo: 'TGHU5000070' }),
      qty: 1,
      currency: 'IDR',
      amount: '5000000.00',
    },
    { no: 2, itemDesc: reimbursementLineText('TOLL', 'Toll'), qty: 1, currency: 'IDR', amount: '150000.00' },
    { no: 3, itemDesc: stampDutyLineText(), qty: 1, currency: 'IDR', amount: '10000.00' },
  ],
  totalInWordsId: 'Lima juta seratus enam puluh ribu rupiah',
  totalInWordsEn: 'Five million one hundred and sixty thousand rupiah',
  verifyUrl: `https://portal.lintas.test/api/v1/lintas/trucking/billing/verify-document/${'0'.repeat(32)}`,
} satisfies Parameters<typeof moneyDocumentPdf>[0];

describe('money document PDF', () => {
  it('is a one-page PDF with the number, parties, lines, totals and words', () => {
    const pdf = moneyDocumentPdf(
      SAMPLE,
      party('LINTAS', 'PT Lintas Platform Indonesia'),
      party('CO0001', 'PT Sumber Makmur Abadi'),
    );
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(text).toContain('/Count 1');
    for (const s of [
      'DN/2026/000123',
      'NPWP: 01.234.567.8-901.000',
      '5.160.000',
      'Lima juta seratus enam puluh ribu rupiah',
      'e-Meterai',
    ]) {
      expect(text).toContain(s);
    }
    // The cross-reference offsets point at the objects.
    const xref = Number(/startxref\n(\d+)/.exec(text)![1]);
    expect(text.slice(xref, xref + 4)).toBe('xref');
  });

  it('wraps a long two-language line inside the description column (Poppler reads the words back)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lintas-pdf-'));
    try {
      const file = path.join(dir, 'doc.pdf');
      writeFileSync(file, moneyDocumentPdf(SAMPLE, party('LINTAS', 'PT Lintas'), party('CO0001', 'PT Sumber Makmur Abadi')));
      const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
      for (const s of [
        'Perjalanan 1',
        'Prime mover (truk penarik sasis kontainer)',
        'Toll',
        'Biaya tol',
        'Bea meterai (e-Meterai)',
      ]) {
        expect(text).toContain(s);
      }
      expect(text).not.toContain('PRIME_MOVER');
      // Every word of the trip line lies left of the Qty column (x 372 pt), and the line takes more than one row.
      const bbox = execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8' });
      const words = [
        ...bbox.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g),
      ].map((m) => ({ xMin: Number(m[1]), y: Number(m[2]), xMax: Number(m[3]), word: m[4]! }));
      const tripWords = words.filter((w) => ['Perjalanan', '(tractor', 'penarik', 'kontainer)'].includes(w.word));
      expect(tripWords).toHaveLength(4);
      for (const w of tripWords) {
        expect(w.xMin).toBeGreaterThanOrEqual(72);
        expect(w.xMax).toBeLessThan(372);
      }
      expect(new Set(tripWords.map((w) => Math.round(w.y))).size).toBeGreaterThan(1);
      // The Indonesian text is a paragraph of its own under the English one, never run on in the same row.
      const at = (word: string) => words.find((w) => w.word === word)!;
      const english = words.filter((w) => w.y < at('Perjalanan').y - 1 && w.xMin >= 72 && w.xMax < 372);
      expect(english.map((w) => w.word)).toEqual(expect.arrayContaining(['Trip', '(tractor']));
      expect(at('Perjalanan').xMin).toBeLessThan(at('Trip').xMin + 1);
      expect(at('Biaya').y).toBeGreaterThan(at('Toll').y + 5);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('prints a QR code that a scanner reads as the verify URL (the page rendered by Poppler)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lintas-pdf-'));
    try {
      const file = path.join(dir, 'doc.pdf');
      writeFileSync(file, moneyDocumentPdf(SAMPLE, party('LINTAS', 'PT Lintas'), party('CO0001', 'PT Sumber Makmur Abadi')));
      execFileSync('pdftoppm', ['-gray', '-r', '150', '-singlefile', file, path.join(dir, 'page')]);
      const { width, height, gray } = readPgm(readFileSync(path.join(dir, 'page.pgm')));
      const rgba = new Uint8ClampedArray(width * height * 4);
      gray.forEach((v, i) => rgba.set([v, v, v, 255], i * 4));
      expect(jsQR(rgba, width, height)?.data).toBe(SAMPLE.verifyUrl);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** A binary PGM (P5, 8-bit) as Poppler writes it. */
function readPgm(data: Buffer): { width: number; height: number; gray: Uint8Array } {
  const fields: string[] = [];
  let at = 0;
  while (fields.length < 4) {
    while (/\s/.test(String.fromCharCode(data[at]!))) at++;
    let token = '';
    while (!/\s/.test(String.fromCharCode(data[at]!))) token += String.fromCharCode(data[at++]!);
    fields.push(token);
  }
  const [magic, width, height] = fields;
  if (magic !== 'P5') throw new Error(`not a PGM: ${magic}`);
  return { width: Number(width), height: Number(height), gray: data.subarray(at + 1) };
}
