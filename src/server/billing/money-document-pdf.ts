import type { MoneyDocumentWire } from '../../domain/billing/billing-responses';
import { formatDate, formatMoney, currencySign } from '../../domain/format';
import { A4, PdfPage, pdfBytes, textWidth, wrap } from './pdf-writer';
import { qrMatrix } from './qr';

/** A company as the document prints it: name, address, tax number (NPWP). */
export interface DocumentParty {
  accnId: string;
  accnName: string;
  accnCoyRegn: string;
  addrLn1: string | null;
  addrLn2: string | null;
  addrLn3: string | null;
  addrCity: string | null;
  addrProv: string | null;
  addrPcode: string | null;
}

const TITLES: Record<MoneyDocumentWire['docType'], [string, string]> = {
  DN_TO: ['DEBIT NOTE', 'NOTA DEBIT'],
  DN_CO: ['DEBIT NOTE', 'NOTA DEBIT'],
  PF_CO: ['PLATFORM FEE INVOICE', 'FAKTUR BIAYA PLATFORM'],
  PF_TO: ['PLATFORM FEE INVOICE', 'FAKTUR BIAYA PLATFORM'],
};

const MARGIN = 42;
const RIGHT = A4.width - MARGIN;

const day = (d: Date | string) => formatDate(typeof d === 'string' && d.length === 10 ? `${d}T00:00:00+07:00` : d);

/**
 * The A4 PDF of a money document (issue 13): title in English and Bahasa Indonesia, number and dates, both companies'
 * names, addresses and NPWP, the line items (§3 finance history item: no, description, quantity, currency, amount),
 * totals with tax base, VAT, withholding and stamp duty, the stamp-duty note, the total in words in Bahasa Indonesia
 * (terbilang) and English, and a QR code of the URL that verifies the document.
 */
export function moneyDocumentPdf(doc: MoneyDocumentWire, from: DocumentParty, to: DocumentParty): Buffer {
  const page = new PdfPage();
  const money = (v: string) => formatMoney(v, doc.currency);
  const [titleEn, titleId] = TITLES[doc.docType];

  // Header band.
  page.rect(0, 0, A4.width, 70, 0.12, false);
  page.text(MARGIN, 20, 'LINTAS', 20, 'bold', 1);
  page.text(MARGIN, 46, 'Trucking marketplace / Pasar angkutan truk', 8, 'regular', 1);
  page.text(RIGHT - textWidth(titleEn, 16, 'bold'), 18, titleEn, 16, 'bold', 1);
  page.text(RIGHT - textWidth(titleId, 10), 40, titleId, 10, 'regular', 1);

  // Number and dates.
  let y = 88;
  const facts: Array<[string, string]> = [
    ['No. / Nomor', doc.docNo],
    ['Issue date / Tanggal terbit', day(doc.issuedAt)],
    ['Due date / Jatuh tempo', day(doc.dueDate)],
    ['Job / Pekerjaan', `${doc.jobId} (bill version ${doc.billVersion})`],
  ];
  for (const [label, value] of facts) {
    page.text(MARGIN, y, label, 8, 'regular', 0.35);
    page.text(MARGIN + 130, y, value, 9, 'bold');
    y += 14;
  }

  // The two companies.
  y += 8;
  const colWidth = (RIGHT - MARGIN - 20) / 2;
  const party = (x: number, heading: string, p: DocumentParty) => {
    let py = y;
    page.text(x, py, heading, 8, 'bold', 0.35);
    py += 13;
    for (const line of wrap(p.accnName, colWidth, 10, 'bold')) {
      page.text(x, py, line, 10, 'bold');
      py += 13;
    }
    const place = [p.addrCity, p.addrProv, p.addrPcode].filter(Boolean).join(' ');
    for (const text of [p.addrLn1, p.addrLn2, p.addrLn3, place].filter((t): t is string => !!t)) {
      for (const line of wrap(text, colWidth, 9)) {
        page.text(x, py, line, 9);
        py += 11;
      }
    }
    page.text(x, py, `NPWP: ${p.accnCoyRegn}`, 9);
    return py + 11;
  };
  const end = Math.max(party(MARGIN, 'FROM / DARI', from), party(MARGIN + colWidth + 20, 'TO / KEPADA', to));
  y = end + 14;

  // Line items.
  const cols = { no: MARGIN + 4, desc: MARGIN + 30, qty: MARGIN + 330, ccy: MARGIN + 370, amount: RIGHT - 4 };
  page.rect(MARGIN, y, RIGHT - MARGIN, 18, 0.9);
  const head = y + 5;
  page.text(cols.no, head, 'No', 8, 'bold');
  page.text(cols.desc, head, 'Description / Uraian', 8, 'bold');
  page.text(cols.qty, head, 'Qty', 8, 'bold');
  page.text(cols.ccy, head, 'Currency', 8, 'bold');
  page.textRight(cols.amount, head, 'Amount / Jumlah', 8, 'bold');
  y += 22;
  for (const item of doc.lines) {
    // `English / Indonesia` (line-texts.ts): each language its own paragraph, the Indonesian one under it in grey.
    const [english, indonesian] = languagesOf(item.itemDesc);
    const width = cols.qty - cols.desc - 10;
    const lines = [
      ...wrap(english, width, 9).map((text) => ({ text, gray: 0 })),
      ...(indonesian ? wrap(indonesian, width, 9).map((text) => ({ text, gray: 0.4 })) : []),
    ];
    page.text(cols.no, y, String(item.no), 9);
    lines.forEach((l, i) => page.text(cols.desc, y + i * 11, l.text, 9, 'regular', l.gray));
    page.text(cols.qty, y, String(item.qty), 9);
    page.text(cols.ccy, y, item.currency, 9);
    page.textRight(cols.amount, y, money(item.amount), 9);
    y += lines.length * 11 + 5;
    page.line(MARGIN, y - 2, RIGHT, y - 2, 0.3, 0.75);
  }

  // Totals.
  y += 6;
  const totals: Array<[string, string, boolean]> = [['Subtotal', doc.subtotal, false]];
  if (doc.docType.startsWith('PF')) {
    totals.push(['Tax base / DPP (11/12)', doc.taxBase, false]);
    totals.push(['VAT / PPN 12%', doc.vat, false]);
    if (doc.withholding !== '0.00') totals.push(['Withholding / PPh 23 (deducted)', `-${doc.withholding}`, false]);
  } else if (doc.vat !== '0.00') {
    // Freight forwarding (tax code 05): 1.1 % of the charges.
    totals.push(['VAT / PPN 1.1% (PMK 71/2022)', doc.vat, false]);
  }
  if (doc.stampDuty !== '0.00') totals.push(['Stamp duty / Bea meterai (in lines)', doc.stampDuty, false]);
  totals.push([`TOTAL (${currencySign(doc.currency)})`, doc.total, true]);
  for (const [label, value, strong] of totals) {
    if (strong) page.rect(MARGIN + 250, y - 4, RIGHT - MARGIN - 250, 18, 0.93, false);
    page.text(MARGIN + 256, y, label, 9, strong ? 'bold' : 'regular');
    page.textRight(
      cols.amount,
      y,
      value.startsWith('-') ? `-${money(value.slice(1))}` : money(value),
      strong ? 10 : 9,
      strong ? 'bold' : 'regular',
    );
    y += 16;
  }

  // Stamp duty note and the total in words.
  y += 6;
  const note =
    doc.stampDuty !== '0.00'
      ? 'e-Meterai Rp10.000 is due on this document (total over Rp5.000.000) / Dokumen ini dikenai e-Meterai Rp10.000.'
      : doc.docType === 'DN_CO' && doc.currency === 'IDR'
        ? 'No stamp duty: the total does not exceed Rp5.000.000 / Tanpa bea meterai: jumlah tidak melebihi Rp5.000.000.'
        : 'Stamp duty does not apply to this document / Bea meterai tidak berlaku untuk dokumen ini.';
  for (const line of wrap(note, RIGHT - MARGIN, 8)) {
    page.text(MARGIN, y, line, 8, 'regular', 0.3);
    y += 10;
  }
  y += 6;
  for (const [label, words] of [
    ['Terbilang:', doc.totalInWordsId],
    ['In words:', doc.totalInWordsEn],
  ] as const) {
    page.text(MARGIN, y, label, 9, 'bold');
    for (const line of wrap(words, RIGHT - MARGIN - 70, 9)) {
      page.text(MARGIN + 70, y, line, 9);
      y += 11;
    }
    y += 4;
  }

  // The QR code of the verify URL, bottom right; the URL under it.
  const qr = qrMatrix(doc.verifyUrl);
  const qrTop = A4.height - 170;
  if (qr) {
    const cell = 2.6;
    const size = (qr.length + 8) * cell;
    page.rect(RIGHT - size, qrTop, size, size, 1, false);
    page.matrix(RIGHT - size + 4 * cell, qrTop + 4 * cell, qr, cell);
  }
  page.text(MARGIN, qrTop + 20, 'Verify this document / Verifikasi dokumen ini:', 8, 'bold');
  wrap(doc.verifyUrl, 300, 7).forEach((l, i) => page.text(MARGIN, qrTop + 34 + i * 9, l, 7, 'regular', 0.3));
  page.text(
    MARGIN,
    A4.height - 30,
    'Issued electronically by Lintas; valid without signature. / Diterbitkan secara elektronik oleh Lintas.',
    7,
    'regular',
    0.45,
  );
  return pdfBytes([page], { title: `${titleEn} ${doc.docNo}`, author: from.accnName });
}

/** A line text's English and Indonesian parts (`English / Indonesia`); one part when the text has no single ` / `. */
export function languagesOf(text: string): [string, string | null] {
  const parts = text.split(' / ');
  return parts.length === 2 ? [parts[0]!, parts[1]!] : [text, null];
}
