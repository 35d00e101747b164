import { createHash } from 'node:crypto';
import type { DbOrTx } from '../client';
import { attachments } from '../schema';

/** A small valid PDF (one empty A4 page): a demo delivery order, receipt, invoice or supporting document. */
export const DEMO_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A 1x1 PNG: a demo proof-of-delivery photo. */
export const DEMO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export interface DemoFile {
  accnId: string;
  attType: string;
  /** `.pdf` or `.png`: the content is the demo PDF or PNG. */
  attName: string;
  by: string;
  /** What the file belongs to (a registration's id). */
  referenceId?: string;
  /** Verified by this user (a registration's supporting document the platform checked). */
  verifiedBy?: string;
  validTo?: string;
}

/** Stores a demo file as an upload would; answers its id. */
export async function demoAttachment(tx: DbOrTx, f: DemoFile): Promise<string> {
  const data = f.attName.endsWith('.png') ? DEMO_PNG : DEMO_PDF;
  const [row] = await tx
    .insert(attachments)
    .values({
      accnId: f.accnId,
      attType: f.attType,
      attName: f.attName,
      attSize: data.length,
      mimeType: f.attName.endsWith('.png') ? 'image/png' : 'application/pdf',
      sha256: createHash('sha256').update(data).digest('hex'),
      attData: data,
      attReferenceid: f.referenceId ?? null,
      validTo: f.validTo ?? null,
      ...(f.verifiedBy ? { verifyState: 'VERIFIED', verifiedBy: f.verifiedBy, verifiedAt: new Date() } : {}),
      createdBy: f.by,
      updatedBy: f.by,
    })
    .returning({ attId: attachments.attId });
  return row!.attId;
}
