import { formatDate, formatMoneyWithCurrency } from '../../domain/format';
import { A4, PdfPage, pdfBytes, textWidth, wrap } from '../billing/pdf-writer';

const MARGIN = 48;
const RIGHT = A4.width - MARGIN;

/** WinAnsi has no arrow: the route's `→` printed as `>`. */
const plain = (text: string) => text.replaceAll('→', '>');

/**
 * The cargo insurance certificate (issue 19, decision 0038): A4, bilingual labels; the policy number, the insured
 * (the job's creator), the insurer, the job and its route, the goods, the sum insured, the rate and the premium, the
 * date of issue. Amounts in the policy's currency, Indonesian formatted.
 */
export function insuranceCertificatePdf(c: {
  policyNo: string;
  appId: string;
  jobId: string;
  route: string;
  insured: { accnId: string; accnName: string; npwp: string | null };
  insurerName: string;
  goodsName: string;
  goodsDesc: string | null;
  currency: string;
  cargoValue: string;
  rateBasis: string;
  rate: string;
  premium: string;
  decidedAt: Date | string | null;
}): Buffer {
  const page = new PdfPage();
  page.rect(0, 0, A4.width, 70, 0.12, false);
  page.text(MARGIN, 20, 'LINTAS', 20, 'bold', 1);
  const title = 'CARGO INSURANCE CERTIFICATE';
  page.text(RIGHT - textWidth(title, 14, 'bold'), 16, title, 14, 'bold', 1);
  const titleId = 'SERTIFIKAT ASURANSI KARGO';
  page.text(RIGHT - textWidth(titleId, 9), 38, titleId, 9, 'regular', 1);

  let y = 92;
  page.text(MARGIN, y, 'Policy number / Nomor polis', 8, 'regular', 0.4);
  page.text(MARGIN, y + 11, c.policyNo, 16, 'bold');
  const issued = c.decidedAt ? formatDate(c.decidedAt) : '-';
  page.text(360, y, 'Issued / Diterbitkan', 8, 'regular', 0.4);
  page.text(360, y + 11, issued, 12, 'bold');
  y += 44;
  page.line(MARGIN, y, RIGHT, y, 0.5, 0.7);
  y += 14;

  const field = (label: string, value: string, bold = false) => {
    page.text(MARGIN, y, label, 8, 'regular', 0.4);
    const lines = wrap(plain(value), RIGHT - 200, 10.5, bold ? 'bold' : 'regular');
    lines.forEach((line, i) => page.text(200, y - 1 + i * 14, line, 10.5, bold ? 'bold' : 'regular'));
    y += Math.max(1, lines.length) * 14 + 8;
  };
  field('Insured / Tertanggung', `${c.insured.accnName} (${c.insured.accnId})`, true);
  field('NPWP', c.insured.npwp || '-');
  field('Insurer / Penanggung', c.insurerName, true);
  field('Job / Pekerjaan', c.jobId);
  field('Route / Rute', c.route);
  field('Goods / Barang', c.goodsDesc ? `${c.goodsName}: ${c.goodsDesc}` : c.goodsName);
  field('Application / Permohonan', c.appId);

  y += 6;
  page.rect(MARGIN, y, RIGHT - MARGIN, 64, 0.94, false);
  const rate = `${c.rate.replace(/\.?0+$/, '').replace('.', ',')} ${c.rateBasis === 'PCT' ? '%' : 'per mille / permil'}`;
  const cells: [string, string][] = [
    ['Sum insured / Nilai pertanggungan', formatMoneyWithCurrency(c.cargoValue, c.currency)],
    ['Rate / Tarif', rate],
    ['Premium / Premi', formatMoneyWithCurrency(c.premium, c.currency)],
  ];
  const w = (RIGHT - MARGIN) / cells.length;
  cells.forEach(([k, v], i) => {
    page.text(MARGIN + 10 + i * w, y + 12, k, 7.5, 'regular', 0.35);
    page.text(MARGIN + 10 + i * w, y + 30, v, 13, 'bold');
  });
  y += 84;

  const notes = [
    'The goods are insured against loss of or damage to the cargo during the road transport of the job named above, from',
    'pickup to delivery, subject to the terms of the insurer named above. The premium is billed on the debit note of the job.',
    'Barang diasuransikan terhadap kehilangan atau kerusakan muatan selama pengangkutan darat pekerjaan di atas, dari',
    'penjemputan sampai pengiriman, sesuai ketentuan penanggung di atas. Premi ditagihkan pada nota debit pekerjaan.',
  ];
  for (const line of notes) {
    page.text(MARGIN, y, line, 8, 'regular', 0.3);
    y += 12;
  }
  page.text(MARGIN, A4.height - 36, `Lintas - ${c.policyNo} - ${c.appId}`, 7, 'regular', 0.5);
  return pdfBytes([page], { title: `Cargo insurance certificate ${c.policyNo}`, author: 'Lintas' });
}
