import { formatDate, formatNumber } from '../../domain/format';
import { A4, PdfPage, pdfBytes, textWidth } from '../billing/pdf-writer';

const MARGIN = 36;
const RIGHT = A4.width - MARGIN;
const num = (v: string, digits = 1) => formatNumber(v, 'id', digits);

interface StatementRow {
  jobId: string;
  tripSeq: number;
  deliveredAt: string;
  vehicleType: string;
  operatorName: string;
  distanceSource: string;
  loadedKm: string;
  emptyKm: string;
  tonneKm: string;
  fuelL: string;
  co2eKg: string;
}

/**
 * The per-customer emissions statement (issue 19, decision 0034): A4, bilingual headings, the customer, the period,
 * the method (GLEC Framework / ISO 14083, well-to-wheel), the totals (CO2e, tonne-km, intensity) and one line per
 * delivered trip. Numbers are Indonesian formatted (decimal comma).
 */
export function co2StatementPdf(s: {
  customer: { accnId: string; accnName: string; accnCoyRegn: string | null };
  from: string | null;
  to: string | null;
  rows: readonly StatementRow[];
  totals: { trips: number; distanceKm: string; fuelL: string; co2eKg: string; tonneKm: string; gPerTkm: string | null };
  issuedAt: Date;
}): Buffer {
  const pages: PdfPage[] = [];
  let page = new PdfPage();
  pages.push(page);
  page.rect(0, 0, A4.width, 64, 0.12, false);
  page.text(MARGIN, 18, 'LINTAS', 20, 'bold', 1);
  const title = 'EMISSIONS STATEMENT';
  page.text(RIGHT - textWidth(title, 15, 'bold'), 16, title, 15, 'bold', 1);
  const titleId = 'LAPORAN EMISI CO2e';
  page.text(RIGHT - textWidth(titleId, 9), 38, titleId, 9, 'regular', 1);

  let y = 82;
  const label = (x: number, text: string, value: string) => {
    page.text(x, y, text, 7, 'regular', 0.4);
    page.text(x, y + 10, value, 10, 'bold');
  };
  label(MARGIN, 'Customer / Pelanggan', `${s.customer.accnName} (${s.customer.accnId})`);
  label(340, 'NPWP', s.customer.accnCoyRegn ?? '-');
  y += 30;
  const day = (d: string | null) => (d ? formatDate(`${d}T00:00:00+07:00`) : '-');
  label(MARGIN, 'Period / Periode', `${day(s.from)} - ${day(s.to)}`);
  label(340, 'Issued / Diterbitkan', formatDate(s.issuedAt));
  y += 34;

  // Totals band.
  page.rect(MARGIN, y, RIGHT - MARGIN, 46, 0.94, false);
  const cells: [string, string][] = [
    ['Total CO2e (kg)', num(s.totals.co2eKg, 3)],
    ['Tonne-km / Ton-km', num(s.totals.tonneKm, 3)],
    ['g CO2e / t-km', s.totals.gPerTkm ? num(s.totals.gPerTkm, 1) : '-'],
    ['Trips / Perjalanan', String(s.totals.trips)],
    ['Distance / Jarak (km)', num(s.totals.distanceKm, 1)],
  ];
  const w = (RIGHT - MARGIN) / cells.length;
  cells.forEach(([k, v], i) => {
    page.text(MARGIN + 6 + i * w, y + 8, k, 7, 'regular', 0.35);
    page.text(MARGIN + 6 + i * w, y + 22, v, 11, 'bold');
  });
  y += 58;
  page.text(
    MARGIN,
    y,
    'Method / Metode: GLEC Framework v3 and ISO 14083:2023, well-to-wheel (WTW). Distance x fuel use of the vehicle type (loaded / empty) x diesel WTW factor.',
    7,
    'regular',
    0.3,
  );
  y += 10;
  page.text(
    MARGIN,
    y,
    'Jarak x konsumsi bahan bakar jenis kendaraan (bermuatan / kosong) x faktor emisi WTW solar. Factors: docs/co2-emission-factors.md',
    7,
    'regular',
    0.3,
  );
  y += 18;

  const cols: { head: string; x: number; right?: boolean; cell: (r: StatementRow) => string }[] = [
    { head: 'Job / Trip', x: MARGIN, cell: (r) => `${r.jobId} / ${r.tripSeq}` },
    { head: 'Delivered', x: MARGIN + 112, cell: (r) => formatDate(r.deliveredAt) },
    { head: 'Vehicle', x: MARGIN + 166, cell: (r) => r.vehicleType.slice(0, 14) },
    { head: 'Src', x: MARGIN + 236, cell: (r) => (r.distanceSource === 'TRACKED' ? 'GPS' : 'Plan') },
    { head: 'Loaded km', x: MARGIN + 306, right: true, cell: (r) => num(r.loadedKm, 1) },
    { head: 'Empty km', x: MARGIN + 356, right: true, cell: (r) => num(r.emptyKm, 1) },
    { head: 't-km', x: MARGIN + 412, right: true, cell: (r) => num(r.tonneKm, 1) },
    { head: 'Fuel L', x: MARGIN + 462, right: true, cell: (r) => num(r.fuelL, 1) },
    { head: 'kg CO2e', x: RIGHT, right: true, cell: (r) => num(r.co2eKg, 3) },
  ];
  const header = () => {
    page.line(MARGIN, y - 3, RIGHT, y - 3, 0.5, 0.6);
    for (const c of cols) {
      if (c.right) page.textRight(c.x, y, c.head, 7, 'bold');
      else page.text(c.x, y, c.head, 7, 'bold');
    }
    y += 12;
    page.line(MARGIN, y - 3, RIGHT, y - 3, 0.5, 0.6);
  };
  header();
  for (const r of s.rows) {
    if (y > A4.height - 50) {
      page = new PdfPage();
      pages.push(page);
      y = 40;
      header();
    }
    for (const c of cols) {
      if (c.right) page.textRight(c.x, y, c.cell(r), 7.5);
      else page.text(c.x, y, c.cell(r), 7.5);
    }
    y += 12;
  }
  if (!s.rows.length)
    page.text(MARGIN, y, 'No delivered trips in the period / Tidak ada perjalanan terkirim pada periode ini', 8);
  pages.forEach((pg, i) =>
    pg.text(MARGIN, A4.height - 28, `Lintas - ${s.customer.accnId} - page ${i + 1} / ${pages.length}`, 7, 'regular', 0.5),
  );
  return pdfBytes(pages, { title: `Emissions statement ${s.customer.accnName}`, author: 'Lintas' });
}
