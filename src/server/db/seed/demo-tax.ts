import { businessDate } from '../../../domain/contracts/contracts';
import type { DbOrTx, Tx } from '../client';
import { writeTaxReport } from '../../tax/tax-reports.service';
import { createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { attachments, taxInvoices, taxReports, taxSequences } from '../schema';

/**
 * Demo tax-number ranges (issue 15), registered by GLIFIN for this year's series 010.000: the active range of the
 * first 500 serials and the next 500 waiting for it to be used up.
 */
export async function seedDemoTax(tx: DbOrTx, now: Date = new Date()): Promise<void> {
  const year = businessDate(now).slice(2, 4);
  const range = { prefixLeft: '010', prefixMid: '000', prefixYear: year, createdBy: 'GLIFIN', updatedBy: 'GLIFIN' };
  await tx.insert(taxSequences).values([
    { ...range, sequenceStart: 1, sequenceEnd: 500, status: 'A' },
    { ...range, sequenceStart: 501, sequenceEnd: 1000, status: 'I' },
  ]);
}

/** A minimal real PDF standing in for the tax office's approved e-Faktur of a demo invoice. */
const approvedPdf = (taxNo: string) =>
  Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% e-Faktur ${taxNo}\ntrailer << /Root 1 0 R >>\n%%EOF\n`, 'latin1');

/**
 * The demo approvals' tax invoices (made by the approvals from the ranges above): the two oldest were exported and
 * completed with GLIFIN's upload of the approved PDF, the next one is exported, the rest are new.
 */
export async function seedDemoTaxInvoices(tx: DbOrTx): Promise<void> {
  const rows = await tx.select().from(taxInvoices).orderBy(asc(taxInvoices.id));
  // GLIFIN's first tax report: the first three invoices, downloaded; two of them came back approved (completed).
  const reported = rows.slice(0, 3).filter((r) => r.taxNo && r.currency === 'IDR' && r.status === 'N');
  if (reported.length) {
    const report = await writeTaxReport(
      tx as Tx,
      null,
      reported.map((r) => r.id),
      { origin: 'MANUAL' },
    );
    await tx
      .update(taxReports)
      .set({ status: 'D', createdBy: 'GLIFIN', updatedBy: 'GLIFIN', downloadedBy: 'GLIFIN', downloadedAt: new Date() })
      .where(eq(taxReports.id, report.id));
  }
  const completed = reported.slice(0, 2);
  for (const inv of completed) {
    const data = approvedPdf(inv.taxNo!);
    const [file] = await tx
      .insert(attachments)
      .values({
        accnId: 'GLI',
        attType: 'OTHER',
        attName: `${inv.taxNo!.replace(/\D/g, '')}.pdf`,
        attSize: data.length,
        mimeType: 'application/pdf',
        sha256: createHash('sha256').update(data).digest('hex'),
        attData: data,
      })
      .returning({ attId: attachments.attId });
    await tx
      .update(taxInvoices)
      .set({ status: 'C', completedAttId: file!.attId, updatedBy: 'GLIFIN' })
      .where(eq(taxInvoices.id, inv.id));
  }
}
