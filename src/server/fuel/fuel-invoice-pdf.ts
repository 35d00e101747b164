import { formatDate, formatMoney } from '../../domain/format';
import { FUEL_INVOICE_VAT_RATE } from '../../domain/fuel/fuel';
import { A4, PdfPage, pdfBytes, textWidth, wrap } from '../billing/pdf-writer';
import type { fuelInvoiceForPdf } from './fuel-invoices.service';

const MARGIN = 42;
const RIGHT = A4.width - MARGIN;

type Invoice = Awaited<ReturnType<typeof fuelInvoiceForPdf>>;

/**
 * The A4 PDF of a fuel invoice (issue 19), drawn with the money documents' PDF writer: title in English and Bahasa
 * Indonesia, number, statement period and dates, both companies, a line per truck or driver (litres and amount), the
 * total, and the VAT note (fuel sold VAT-inclusive by the provider, passed on at cost: no VAT added).
 */
export function fuelInvoicePdf(doc: Invoice): Buffer {
  const page = new PdfPage();
  const money = (v: string) => formatMoney(v, 'IDR');
  page.rect(0, 0, A4.width, 70, 0.12, false);
  page.text(MARGIN, 20, 'LINTAS', 20, 'bold', 1);
  page.text(MARGIN, 46, 'Shell fleet-card programme / Program kartu armada Shell', 8, 'regular', 1);
  page.text(RIGHT - textWidth('FUEL INVOICE', 16, 'bold'), 18, 'FUEL INVOICE', 16, 'bold', 1);
  page.text(RIGHT - textWidth('FAKTUR BBM', 10), 40, 'FAKTUR BBM', 10, 'regular', 1);

  let y = 88;
  const facts: Array<[string, string]> = [
    ['No. / Nomor', doc.doc_no],
    ['Statement period / Periode tagihan', doc.period],
    ['Issue date / Tanggal terbit', formatDate(doc.issued_at)],
    ['Due date / Jatuh tempo', formatDate(`${doc.due_date}T00:00:00+07:00`)],
    ['Payment / Pembayaran', doc.status],
  ];
  for (const [label, value] of facts) {
    page.text(MARGIN, y, label, 8, 'regular', 0.35);
    page.text(MARGIN + 160, y, value, 9, 'bold');
    y += 14;
  }
  y += 10;
  const half = (A4.width - 2 * MARGIN) / 2;
  page.text(MARGIN, y, 'From / Dari', 8, 'regular', 0.35);
  page.text(MARGIN + half, y, 'To / Kepada', 8, 'regular', 0.35);
  y += 12;
  page.text(MARGIN, y, doc.from_name, 10, 'bold');
  page.text(MARGIN + half, y, doc.to_name, 10, 'bold');
  y += 14;
  page.text(MARGIN, y, `NPWP ${doc.from_npwp ?? '-'}`, 8);
  page.text(MARGIN + half, y, `NPWP ${doc.to_npwp ?? '-'}`, 8);
  y += 12;
  for (const l of wrap(doc.to_addr ?? '', half - 10, 8)) {
    page.text(MARGIN + half, y, l, 8);
    y += 11;
  }
  y += 14;

  page.rect(MARGIN, y, RIGHT - MARGIN, 18, 0.9, false);
  page.text(MARGIN + 6, y + 5, 'No', 8, 'bold');
  page.text(MARGIN + 30, y + 5, 'Truck or driver, litres / Truk atau pengemudi, liter', 8, 'bold');
  page.textRight(RIGHT - 6, y + 5, 'Amount / Jumlah (Rp)', 8, 'bold');
  y += 24;
  for (const line of doc.lines) {
    const rows = wrap(line.itemDesc, RIGHT - MARGIN - 160, 9);
    page.text(MARGIN + 6, y, String(line.no), 9);
    rows.forEach((r, i) => page.text(MARGIN + 30, y + i * 12, r, 9));
    page.textRight(RIGHT - 6, y, money(line.amount), 9);
    y += rows.length * 12 + 6;
    page.line(MARGIN, y - 3, RIGHT, y - 3, 0.3, 0.8);
    if (y > A4.height - 160) break;
  }
  y += 8;
  const totals: Array<[string, string, boolean]> = [
    ['Subtotal', money(doc.total), false],
    [`VAT / PPN (${FUEL_INVOICE_VAT_RATE}%)`, money('0'), false],
    ['Total', money(doc.total), true],
  ];
  for (const [label, value, bold] of totals) {
    page.text(RIGHT - 230, y, label, bold ? 10 : 9, bold ? 'bold' : 'regular');
    page.textRight(RIGHT - 6, y, value, bold ? 10 : 9, bold ? 'bold' : 'regular');
    y += 16;
  }
  y += 16;
  const notes = [
    'Fuel is sold by the provider with VAT included in the pump price. Lintas passes it on at cost as a reimbursement: no VAT is added.',
    'BBM dijual oleh penyedia dengan PPN termasuk dalam harga. Lintas menagihkannya kembali sebesar biaya (penggantian): tidak ada PPN tambahan.',
    'Pay by virtual account or bank transfer under Shell payments in Lintas. / Bayar melalui virtual account atau transfer bank di menu Pembayaran Shell.',
  ];
  for (const note of notes) {
    for (const l of wrap(note, RIGHT - MARGIN, 8)) {
      page.text(MARGIN, y, l, 8, 'regular', 0.3);
      y += 11;
    }
    y += 4;
  }
  return pdfBytes([page], { title: `Fuel invoice ${doc.doc_no}`, author: 'Lintas' });
}
