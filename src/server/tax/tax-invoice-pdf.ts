import { eq } from 'drizzle-orm';
import { fromMinor } from '../../domain/billing/money';
import { formatDate, formatMoney } from '../../domain/format';
import type { TaxInvoiceDetail } from '../../domain/tax/tax-invoices';
import { A4, pdfBytes, PdfPage, textWidth, wrap } from '../billing/pdf-writer';
import type { DbOrTx } from '../db/client';
import { accounts, moneyDocuments } from '../db/schema';
import { notFound } from '../http/errors';
import { loadInvoicesForExport } from './tax-invoices.service';

const MARGIN = 40;
const RIGHT = A4.width - MARGIN;

const STATES: Record<string, string> = {
  N: 'New / Baru',
  E: 'Exported / Diekspor',
  C: 'Completed / Selesai',
  X: 'Cancelled / Batal',
  R: 'Replaced / Diganti',
};

interface Party {
  name: string;
  tin: string | null;
  address: string;
}

/** The tax invoice as an A4 PDF (the portal's copy; the tax office's approved e-Faktur PDF is the one uploaded at completion). */
export function taxInvoicePdf(inv: TaxInvoiceDetail, seller: Party, buyer: Party & { tku: string | null }): Buffer {
  const page = new PdfPage();
  const money = (minor: number) => formatMoney(fromMinor(BigInt(minor), inv.currency), inv.currency);
  // The amounts are written without a symbol: the currency stands in the headings, as on DJP's e-Faktur (Rp).
  const unit = inv.currency === 'IDR' ? 'Rp' : inv.currency;
  page.rect(0, 0, A4.width, 70, 0.12, false);
  page.text(MARGIN, 20, 'LINTAS', 20, 'bold', 1);
  page.text(MARGIN, 46, 'Tax invoice / Faktur Pajak', 9, 'regular', 1);
  const title = inv.replacementCode === '1' ? 'FAKTUR PAJAK PENGGANTI' : 'FAKTUR PAJAK';
  page.text(RIGHT - textWidth(title, 16, 'bold'), 18, title, 16, 'bold', 1);
  const status = STATES[inv.status] ?? inv.status;
  page.text(RIGHT - textWidth(status, 10), 42, status, 10, 'regular', 1);

  let y = 88;
  const facts: Array<[string, string]> = [
    ['Tax number / Nomor seri', inv.taxNo ?? (inv.awaitingNumber ? 'Waiting for a number / Menunggu nomor' : '-')],
    ['Reference / Referensi', inv.reference],
    ['Transaction code / Kode transaksi', `${inv.trxCode}${inv.facilityRef ? ` (${inv.facilityRef})` : ''}`],
    ['Invoice / Tagihan', `${inv.invoiceNo} (${inv.service}), ${inv.jobId}`],
    ['Date / Tanggal', formatDate(inv.invoiceIssueDate)],
  ];
  if (inv.replacesId !== null) facts.push(['Replaces / Mengganti', `#${inv.replacesId}`]);
  for (const [label, value] of facts) {
    page.text(MARGIN, y, label, 8, 'regular', 0.35);
    page.text(MARGIN + 170, y, value, 9, 'bold');
    y += 14;
  }
  y += 8;
  const colWidth = (RIGHT - MARGIN - 20) / 2;
  const party = (x: number, heading: string, p: Party, extra: string[]) => {
    let py = y;
    page.text(x, py, heading, 8, 'bold', 0.35);
    py += 13;
    for (const line of wrap(p.name, colWidth, 10, 'bold')) {
      page.text(x, py, line, 10, 'bold');
      py += 13;
    }
    for (const text of [`NPWP: ${p.tin ?? '-'}`, ...extra, p.address].filter(Boolean)) {
      for (const line of wrap(text, colWidth, 9)) {
        page.text(x, py, line, 9);
        py += 11;
      }
    }
    return py;
  };
  const end = Math.max(
    party(MARGIN, 'SELLER / PENGUSAHA KENA PAJAK', seller, []),
    party(MARGIN + colWidth + 20, 'BUYER / PEMBELI', buyer, buyer.tku ? [`ID TKU: ${buyer.tku}`] : []),
  );
  y = end + 14;

  // The lines.
  const cols = { no: MARGIN + 4, name: MARGIN + 24, qty: 300, price: 380, base: 460, vat: RIGHT - 4 };
  page.rect(MARGIN, y, RIGHT - MARGIN, 18, 0.9, false);
  page.text(cols.no, y + 5, 'No', 8, 'bold');
  page.text(cols.name, y + 5, 'Item / Barang/Jasa', 8, 'bold');
  page.textRight(cols.qty, y + 5, 'Qty', 8, 'bold');
  page.textRight(cols.price, y + 5, `Price / Harga (${unit})`, 8, 'bold');
  page.textRight(cols.base, y + 5, `DPP (${unit})`, 8, 'bold');
  page.textRight(cols.vat, y + 5, `PPN (${unit})`, 8, 'bold');
  y += 24;
  for (const l of inv.lines) {
    const names = wrap(l.name.split('\n')[0]!, cols.qty - cols.name - 30, 8);
    page.text(cols.no, y, String(l.no), 8);
    names.forEach((t, i) => page.text(cols.name, y + i * 10, t, 8));
    page.textRight(cols.qty, y, String(l.qty), 8);
    page.textRight(cols.price, y, money(l.price), 8);
    page.textRight(cols.base, y, money(l.taxBase), 8);
    page.textRight(cols.vat, y, money(l.vat), 8);
    y += Math.max(1, names.length) * 10 + 6;
    page.line(MARGIN, y - 3, RIGHT, y - 3, 0.3, 0.7);
  }
  y += 8;
  const totals: Array<[string, number]> = [
    [`Tax base / Dasar Pengenaan Pajak (${unit})`, inv.taxBase],
    [`Other tax base / DPP nilai lain (${unit})`, inv.otherTaxBase],
    [`VAT / PPN (${unit})`, inv.vat],
  ];
  for (const [label, v] of totals) {
    page.text(300, y, label, 9);
    page.textRight(RIGHT - 4, y, money(v), 9, 'bold');
    y += 14;
  }
  if (inv.trxCode === '08') {
    y += 6;
    page.text(
      MARGIN,
      y,
      `PPN DIBEBASKAN SESUAI ${inv.facilityRef ?? 'PP 49/2022'} / VAT exempt under ${inv.facilityRef ?? 'PP 49/2022'}`,
      8,
    );
  }
  if (inv.status === 'X' && inv.cancelReason) {
    y += 14;
    page.text(MARGIN, y, `Cancelled / Dibatalkan: ${inv.cancelReason}`, 9, 'bold');
  }
  return pdfBytes([page], { title: `Faktur Pajak ${inv.taxNo ?? inv.reference}`, author: seller.name });
}

/** An invoice's PDF with its seller (the money document's issuer) and buyer. */
export async function getTaxInvoicePdf(db: DbOrTx, id: number): Promise<{ name: string; pdf: Buffer }> {
  const [inv] = await loadInvoicesForExport(db, [id]);
  if (!inv) throw notFound('tax.server.invoiceNotFound');
  const [doc] = await db
    .select({ from: moneyDocuments.fromAccnId })
    .from(moneyDocuments)
    .where(eq(moneyDocuments.docId, inv.docId));
  const [s] = await db.select().from(accounts).where(eq(accounts.accnId, doc!.from));
  const seller = {
    name: s!.accnName,
    tin: s!.accnCoyRegn,
    address: [s!.addrLn1, s!.addrLn2, s!.addrCity, s!.addrProv, s!.addrPcode].filter(Boolean).join(', '),
  };
  const { buyer, ...detail } = inv;
  return {
    name: `faktur-${(inv.taxNo ?? inv.reference).replace(/[^0-9A-Za-z-]/g, '')}.pdf`,
    pdf: taxInvoicePdf(detail, seller, buyer),
  };
}
