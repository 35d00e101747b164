import { formatDate, formatDateTime } from '../../domain/format';
import type { CertificateStatus } from '../../domain/certificates/certificates';
import { A4, PdfPage, pdfBytes, textWidth, wrap } from '../billing/pdf-writer';
import { qrMatrix } from '../billing/qr';
import type { CertificateContent } from '../db/schema';

const MARGIN = 42;
const RIGHT = A4.width - MARGIN;
const BOTTOM = A4.height - 60;

/** A section of a printed document: facts (label, value) or a table (columns with relative widths, rows). */
export type PdfSection =
  | { heading: string; facts: Array<[string, string]> }
  | { heading: string; table: { columns: Array<{ label: string; width: number }>; rows: string[][] }; empty?: string };

export interface PrintedDocument {
  titleEn: string;
  titleId: string;
  /** Under the title band, left: e.g. the issuing office; right: the number. */
  issuer: string;
  number: string;
  sections: PdfSection[];
  /** A QR code of this URL, bottom right of the last page, with the URL under the caption. */
  qr?: { url: string; caption: string };
  /** A diagonal word over each page (REVOKED, EXPIRED, PREVIEW). */
  stamp?: string;
  footer: string;
  author: string;
}

/** Pages of one document: a header band on each, sections flowing onto new pages, the QR on the last. */
export function printedDocumentPdf(doc: PrintedDocument): Buffer {
  const pages: PdfPage[] = [];
  let page = new PdfPage();
  let y = 0;
  const header = () => {
    page.rect(0, 0, A4.width, 78, 0.12, false);
    page.text(MARGIN, 16, 'REPUBLIC OF INDONESIA / REPUBLIK INDONESIA', 7, 'regular', 0.8);
    const en = wrap(doc.titleEn.toUpperCase(), RIGHT - MARGIN, 15, 'bold');
    page.text(MARGIN, 30, en[0]!, 15, 'bold', 1);
    page.text(MARGIN, 52, wrap(doc.titleId, RIGHT - MARGIN, 9)[0]!, 9, 'regular', 0.85);
    page.text(MARGIN, 88, doc.issuer, 9, 'bold', 0.2);
    page.textRight(RIGHT, 88, doc.number, 11, 'bold');
    page.line(MARGIN, 104, RIGHT, 104, 0.8, 0.2);
    y = 116;
  };
  const newPage = () => {
    pages.push(page);
    page = new PdfPage();
    header();
  };
  header();
  const room = (h: number) => {
    if (y + h > BOTTOM) newPage();
  };
  for (const section of doc.sections) {
    room(40);
    page.text(MARGIN, y, section.heading, 10, 'bold', 0.15);
    y += 16;
    if ('facts' in section) {
      for (const [label, value] of section.facts) {
        const lines = wrap(value || '-', RIGHT - MARGIN - 190, 10, 'bold');
        room(lines.length * 13 + 4);
        page.text(MARGIN, y + 1, label, 8, 'regular', 0.35);
        lines.forEach((l, i) => page.text(MARGIN + 190, y + i * 13, l, 10, 'bold'));
        y += lines.length * 13 + 5;
        page.line(MARGIN, y - 3, RIGHT, y - 3, 0.3, 0.85);
      }
    } else {
      const total = section.table.columns.reduce((s, c) => s + c.width, 0);
      const xs: number[] = [];
      let x = MARGIN;
      for (const c of section.table.columns) {
        xs.push(x);
        x += ((RIGHT - MARGIN) * c.width) / total;
      }
      const widthOf = (i: number) => (i + 1 < xs.length ? xs[i + 1]! : RIGHT) - xs[i]! - 4;
      const head = () => {
        page.rect(MARGIN, y, RIGHT - MARGIN, 16, 0.9);
        section.table.columns.forEach((c, i) =>
          page.text(xs[i]! + 2, y + 4, wrap(c.label, widthOf(i), 7, 'bold')[0]!, 7, 'bold'),
        );
        y += 20;
      };
      head();
      if (!section.table.rows.length) {
        page.text(MARGIN + 2, y, section.empty ?? '-', 8, 'regular', 0.4);
        y += 14;
      }
      for (const row of section.table.rows) {
        const cells = row.map((v, i) => wrap(v || '-', widthOf(i), 8));
        const h = Math.max(...cells.map((c) => c.length)) * 10 + 4;
        if (y + h > BOTTOM) {
          newPage();
          head();
        }
        cells.forEach((lines, i) => lines.forEach((l, j) => page.text(xs[i]! + 2, y + j * 10, l, 8)));
        y += h;
        page.line(MARGIN, y - 2, RIGHT, y - 2, 0.3, 0.85);
      }
    }
    y += 10;
  }
  if (doc.qr) {
    const qr = qrMatrix(doc.qr.url);
    const cell = 2.4;
    const size = qr ? (qr.length + 8) * cell : 0;
    room(size + 10);
    const top = Math.max(y, BOTTOM - size);
    if (qr) {
      page.rect(RIGHT - size, top, size, size, 1, false);
      page.matrix(RIGHT - size + 4 * cell, top + 4 * cell, qr, cell);
    }
    page.text(MARGIN, top + 8, doc.qr.caption, 8, 'bold');
    wrap(doc.qr.url, RIGHT - MARGIN - size - 20, 7).forEach((l, i) => page.text(MARGIN, top + 22 + i * 9, l, 7, 'regular', 0.3));
  }
  pages.push(page);
  pages.forEach((p, i) => {
    if (doc.stamp) stamp(p, doc.stamp);
    for (const [j, line] of wrap(doc.footer, RIGHT - MARGIN - 60, 7).entries())
      p.text(MARGIN, A4.height - 34 + j * 9, line, 7, 'regular', 0.45);
    p.textRight(RIGHT, A4.height - 34, `${i + 1} / ${pages.length}`, 7);
  });
  return pdfBytes(pages, { title: `${doc.titleEn} ${doc.number}`, author: doc.author });
}

/** A large grey word across the page's middle (rotated 30 degrees). */
function stamp(page: PdfPage, word: string): void {
  const size = 64;
  const w = textWidth(word, size, 'bold');
  const angle = Math.PI / 6;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const cx = A4.width / 2;
  const cy = A4.height / 2;
  const x = cx - (w / 2) * cos;
  const y = cy - (w / 2) * sin;
  page.ops.push(
    `BT /F2 ${size} Tf 0.8 0.1 0.1 rg ${cos.toFixed(4)} ${sin.toFixed(4)} ${(-sin).toFixed(4)} ${cos.toFixed(4)} ${x.toFixed(2)} ${y.toFixed(2)} Tm (${word}) Tj ET`,
  );
}

const STAMPS: Record<CertificateStatus, string | undefined> = { VALID: undefined, EXPIRED: 'EXPIRED', REVOKED: 'REVOKED' };

/** An issued certificate as its PDF: the printed content, dates, issuer, status stamp and the QR of its public page. */
export function certificatePdf(
  cert: {
    certNo: string;
    issuerName: string;
    issuedAt: Date;
    expiresAt: Date;
    revokedAt: Date | null;
    revokeReason: string | null;
    content: CertificateContent;
  },
  status: CertificateStatus,
  verifyUrl: string,
): Buffer {
  const validity: Array<[string, string]> = [
    ['Certificate number / Nomor sertifikat', cert.certNo],
    ['Issued at / Diterbitkan', `${formatDateTime(cert.issuedAt)} WIB`],
    ['Valid until / Berlaku sampai', `${formatDateTime(cert.expiresAt)} WIB`],
    ['Issued by / Diterbitkan oleh', cert.issuerName],
    ['Port / Pelabuhan', cert.content.portName],
  ];
  if (cert.revokedAt) validity.push(['Revoked / Dicabut', `${formatDate(cert.revokedAt)}: ${cert.revokeReason ?? ''}`]);
  return printedDocumentPdf({
    titleEn: cert.content.titleEn,
    titleId: cert.content.titleId,
    issuer: cert.issuerName,
    number: `No. ${cert.certNo}`,
    sections: [
      { heading: 'Particulars / Keterangan', facts: cert.content.fields.map((f) => [f.label, f.value] as [string, string]) },
      { heading: 'Validity / Masa berlaku', facts: validity },
    ],
    qr: { url: verifyUrl, caption: 'Check this certificate / Periksa sertifikat ini:' },
    stamp: STAMPS[status],
    footer:
      'Issued electronically through Lintas on behalf of the issuing office; valid without signature while the page of the QR code says valid. / Diterbitkan secara elektronik melalui Lintas atas nama kantor penerbit; sah tanpa tanda tangan selama halaman kode QR menyatakan berlaku.',
    author: cert.issuerName,
  });
}
