import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../tests/support/test-app';
import { auditLog, taxInvoices, taxReports } from '../db/schema';
import { dailyTaxReport } from './tax-reports.service';

// Tax reports through the real server and database: the demo's new tax invoices go into a report with its e-Faktur
// CSV and Coretax XML; downloads, cancellation, races, the daily schedule and who may do what.
const ctx = useTestApp();
const db = () => ctx.database.db;
const BASE = '/api/v1/lintas/trucking/tax';

// Sign-ins are limited per user: one token per user for the file.
const tokens = new Map<string, Promise<{ authorization: string }>>();
const auth = (usrId: string) => {
  if (!tokens.has(usrId)) tokens.set(usrId, ctx.signIn(usrId));
  return tokens.get(usrId)!;
};
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function call<T = any>(usrId: string, method: 'GET' | 'POST', url: string, payload?: unknown) {
  const { authorization } = await auth(usrId);
  const res = await ctx.app.inject({
    method,
    url,
    headers: { authorization },
    ...(payload ? { payload: payload as object } : {}),
  });
  const json = res.headers['content-type']?.toString().includes('json');
  return { status: res.statusCode, body: (json ? res.json() : res.payload) as T, headers: res.headers };
}

type Report = { reportId: number; reportName: string; noRecords: number; status: string; hasCsv: boolean; actions: string[] };

/** The invoices a report may take now (N, numbered, rupiah). */
const reportable = async () =>
  (
    await db()
      .select({ id: taxInvoices.id, taxNo: taxInvoices.taxNo })
      .from(taxInvoices)
      .where(
        and(
          eq(taxInvoices.status, 'N'),
          eq(taxInvoices.currency, 'IDR'),
          eq(taxInvoices.awaitingNumber, false),
          sql`(${taxInvoices.numbering} = 'CORETAX' or ${taxInvoices.taxNo} is not null)`,
        ),
      )
  ).sort((a, b) => a.id - b.id);

/** The text of each `<name>` element of the XML (its element order is pinned by the golden file test). */
const elements = (xml: string, name: string) =>
  [...xml.matchAll(new RegExp(`<${name}>([^<]*)</${name}>`, 'g'))].map((m) => m[1]!);

describe('tax reports', () => {
  it('puts every new invoice into one report with both files; the invoices become exported; nothing is left twice', async () => {
    const before = await reportable();
    expect(before.length).toBeGreaterThan(0);

    const made = await call<Report>('GLIFIN', 'POST', `${BASE}/reports`, {});
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({ noRecords: before.length, status: 'A', hasCsv: true, actions: ['download', 'cancel'] });
    expect(made.body.reportName).toMatch(/^TR\/\d{4}\/\d{6}$/);
    const exported = await db()
      .select()
      .from(taxInvoices)
      .where(
        inArray(
          taxInvoices.id,
          before.map((i) => i.id),
        ),
      );
    expect(exported.every((i) => i.status === 'E' && i.reportId === made.body.reportId)).toBe(true);
    // Nothing new is left: a second report now is a conflict.
    const again = await call('GLIHEAD', 'POST', `${BASE}/reports`, {});
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('There is no new tax invoice to report for this period');

    // The CSV: the headers, then an FK row per invoice with its 13-digit serial; the XML: a TaxInvoice each.
    const csv = await call<string>('SUPERADMIN', 'GET', `${BASE}/reports/${made.body.reportId}/files/csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-disposition']).toContain('-efaktur.csv');
    const rows = csv.body.trimEnd().split('\n');
    expect(rows[0]).toMatch(/^"FK","KD_JENIS_TRANSAKSI"/);
    const fk = rows.slice(3).filter((r) => r.startsWith('"FK"'));
    expect(fk).toHaveLength(before.length);
    for (const inv of before) expect(csv.body).toContain(`"${inv.taxNo!.slice(4).replace(/\D/g, '')}"`);
    const xml = await call<string>('SUPERADMIN', 'GET', `${BASE}/reports/${made.body.reportId}/files/xml`);
    expect(xml.body).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\n<TaxInvoiceBulk /);
    expect(elements(xml.body, 'TaxInvoiceDate')).toHaveLength(before.length);
    // A reader's download does not mark the report downloaded; GLI finance's does, once, audited.
    expect((await db().select().from(taxReports).where(eq(taxReports.id, made.body.reportId)))[0]!.status).toBe('A');
    const first = await call<string>('GLIFIN', 'GET', `${BASE}/reports/${made.body.reportId}/files/xml`);
    expect(first.body).toBe(xml.body);
    const [report] = await db().select().from(taxReports).where(eq(taxReports.id, made.body.reportId));
    expect(report).toMatchObject({ status: 'D', downloadedBy: 'GLIFIN' });
    const events = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'tax_report'), eq(auditLog.entityId, String(made.body.reportId))));
    expect(events.map((e) => e.audtEvent)).toEqual(expect.arrayContaining(['TAX_REPORT_CREATED', 'TAX_REPORT_DOWNLOADED']));

    // Listed, filtered by state and searched by name.
    const list = await call('GLIHEAD', 'GET', `${BASE}/reports?status=D&search=${encodeURIComponent(made.body.reportName)}`);
    expect(list.body.aaData.map((r: Report) => r.reportId)).toEqual([made.body.reportId]);

    // Cancelled with a reason: its invoices go back to new and into the next report.
    const noReason = await call('GLIHEAD', 'POST', `${BASE}/reports/${made.body.reportId}/cancel`, { reason: ' ' });
    expect(noReason.status).toBe(400);
    expect(Object.keys(noReason.body.message)).toEqual(['reason']);
    const cancelled = await call<Report>('GLIHEAD', 'POST', `${BASE}/reports/${made.body.reportId}/cancel`, {
      reason: 'Sent for the wrong period',
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'C', actions: [] });
    const back = await db()
      .select()
      .from(taxInvoices)
      .where(
        inArray(
          taxInvoices.id,
          before.map((i) => i.id),
        ),
      );
    expect(back.every((i) => i.status === 'N' && i.reportId === null)).toBe(true);
    expect((await call('GLIHEAD', 'POST', `${BASE}/reports/${made.body.reportId}/cancel`, { reason: 'again' })).status).toBe(409);
    expect((await call('GLIFIN', 'GET', `${BASE}/reports/${made.body.reportId}/files/csv`)).status).toBe(409);

    // Two made at once: one takes the invoices, the other finds none.
    const race = await Promise.all([
      call<Report>('GLIFIN', 'POST', `${BASE}/reports`, {}),
      call<Report>('GLIHEAD', 'POST', `${BASE}/reports`, {}),
    ]);
    expect(race.map((r) => r.status).sort()).toEqual([201, 409]);
    const winner = race.find((r) => r.status === 201)!.body;
    expect(winner.noRecords).toBe(before.length);

    // Once an invoice of a report is completed (its approved e-Faktur is back), the report cannot be cancelled.
    const [done] = await db().select().from(taxInvoices).where(eq(taxInvoices.status, 'C')).limit(1);
    await db()
      .update(taxInvoices)
      .set({ status: 'C', completedAttId: done!.completedAttId })
      .where(eq(taxInvoices.id, before[0]!.id));
    const refused = await call('GLIHEAD', 'POST', `${BASE}/reports/${winner.reportId}/cancel`, { reason: 'x' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('An invoice of this report is completed already: the report cannot be cancelled');
    expect((await db().select().from(taxReports).where(eq(taxReports.id, winner.reportId)))[0]!.status).toBe('A');
  });

  it('takes the period given, checks it with the shared schema, and makes no CSV for Coretax-numbered invoices', async () => {
    const bad = await call('GLIFIN', 'POST', `${BASE}/reports`, { periodFrom: '2026-11-20', periodTo: '2026-11-10' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.message)).toEqual(['periodTo']);
    expect((await call('GLIFIN', 'POST', `${BASE}/reports`, { periodTo: '2000-01-31' })).status).toBe(409);

    // A new invoice numbered by Coretax (the tax office gives its number on import): the report has the XML only.
    const [one] = await db().select().from(taxInvoices).where(eq(taxInvoices.status, 'E')).limit(1);
    await db()
      .update(taxInvoices)
      .set({ status: 'N', reportId: null, numbering: 'CORETAX', taxNo: null })
      .where(eq(taxInvoices.id, one!.id));
    const made = await call<Report>('GLIFIN', 'POST', `${BASE}/reports`, {
      periodFrom: one!.invoiceIssueDate,
      periodTo: one!.invoiceIssueDate,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({ noRecords: 1, hasCsv: false });
    expect((await call('GLIFIN', 'GET', `${BASE}/reports/${made.body.reportId}/files/csv`)).status).toBe(404);
    const xml = await call<string>('GLIFIN', 'GET', `${BASE}/reports/${made.body.reportId}/files/xml`);
    // Coretax matches its number back by our reference.
    expect(elements(xml.body, 'RefDesc')).toEqual([expect.stringMatching(/^TI-\d{4}-\d{6}$/)]);
  });

  it('makes the daily report of what was issued up to yesterday, and none when there is none', async () => {
    // Everything new is in a report by now: today's run finds nothing.
    expect(await dailyTaxReport(ctx.database.db)).toBeNull();
    const [one] = await db().select().from(taxInvoices).where(eq(taxInvoices.status, 'E')).limit(1);
    await db().update(taxInvoices).set({ status: 'N', reportId: null }).where(eq(taxInvoices.id, one!.id));
    // Tomorrow's run takes it (issued today, so "up to yesterday" from tomorrow).
    const tomorrow = new Date(Date.now() + 24 * 3600_000);
    const daily = await dailyTaxReport(ctx.database.db, tomorrow);
    expect(daily).toMatchObject({ origin: 'DAILY', noRecords: 1, createdBy: 'SYSTEM' });
  });

  it('is GLI finance work: other companies get 403; the super admin reads but does not make or cancel', async () => {
    for (const usrId of ['TO1', 'CO1FIN']) {
      expect((await call(usrId, 'GET', `${BASE}/reports`)).status).toBe(403);
      expect((await call(usrId, 'POST', `${BASE}/reports`, {})).status).toBe(403);
    }
    expect((await call('SUPERADMIN', 'GET', `${BASE}/reports`)).status).toBe(200);
    expect((await call('SUPERADMIN', 'POST', `${BASE}/reports`, {})).status).toBe(403);
    expect((await call('SUPERADMIN', 'POST', `${BASE}/reports/1/cancel`, { reason: 'x' })).status).toBe(403);
    expect((await call('GLIFIN', 'GET', `${BASE}/reports/999999/files/xml`)).status).toBe(404);
  });

  it('leaves USD invoices out: e-Faktur and Coretax take rupiah only (the USD one stays new)', async () => {
    const two = await db()
      .select()
      .from(taxInvoices)
      .where(and(eq(taxInvoices.status, 'E'), eq(taxInvoices.numbering, 'RANGE'), isNotNull(taxInvoices.taxNo)))
      .limit(2);
    expect(two).toHaveLength(2);
    const [usd, idr] = two;
    await db().update(taxInvoices).set({ status: 'N', reportId: null, currency: 'USD' }).where(eq(taxInvoices.id, usd!.id));
    await db().update(taxInvoices).set({ status: 'N', reportId: null }).where(eq(taxInvoices.id, idr!.id));
    try {
      const made = await call<Report>('GLIFIN', 'POST', `${BASE}/reports`, {});
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      expect(made.body.noRecords).toBe(1);
      const [after] = await db().select().from(taxInvoices).where(eq(taxInvoices.id, usd!.id));
      expect(after).toMatchObject({ status: 'N', reportId: null, currency: 'USD' });
      const xml = await call<string>('GLIFIN', 'GET', `${BASE}/reports/${made.body.reportId}/files/xml`);
      expect(elements(xml.body, 'TaxInvoiceDate')).toHaveLength(1);
      const csv = await call<string>('GLIFIN', 'GET', `${BASE}/reports/${made.body.reportId}/files/csv`);
      expect(csv.body).toContain(idr!.taxNo!.slice(4).replace(/\D/g, ''));
      expect(csv.body).not.toContain(usd!.taxNo!.slice(4).replace(/\D/g, ''));
      // Only the USD invoice is new now: nothing to report.
      expect((await call('GLIFIN', 'POST', `${BASE}/reports`, {})).status).toBe(409);
    } finally {
      await db()
        .update(taxInvoices)
        .set({ currency: 'IDR', status: 'E', reportId: usd!.reportId })
        .where(eq(taxInvoices.id, usd!.id));
    }
  });

  it('bad input: an over-long search is VALIDATION_FAILED, a huge body is 413, an unknown field 400, never 500', async () => {
    const long = await call('GLIFIN', 'GET', `${BASE}/reports?search=${'a'.repeat(201)}`);
    expect(long.status).toBe(400);
    expect(long.body.status).toBe('VALIDATION_FAILED');
    const huge = await call('GLIFIN', 'POST', `${BASE}/reports`, { periodFrom: '2026-11-01', pad: 'x'.repeat(16 * 1024 * 1024) });
    expect(huge.status).toBe(413);
    const extra = await call('GLIFIN', 'POST', `${BASE}/reports`, { periodFrom: '2026-11-01', pad: 'x' });
    expect(extra.status).toBe(400);
    expect(extra.body.status).toBe('VALIDATION_FAILED');
    const badDay = await call('GLIFIN', 'POST', `${BASE}/reports`, { periodFrom: `2026-11-01${'1'.repeat(5000)}` });
    expect(badDay.status).toBe(400);
    expect(Object.keys(badDay.body.message)).toEqual(['periodFrom']);
  });
});
