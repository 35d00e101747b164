import { createHash } from 'node:crypto';
import { and, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { DatatableQuery } from '../../domain/datatable';
import type { UploadBody } from '../../domain/upload';
import type { Db } from '../db/client';
import { attachments } from '../db/schema';
import { audit } from '../http/audit';
import { countsSql, likePattern, paged } from '../http/datatable';
import { notFound } from '../http/errors';
import type { Principal } from '../http/principal';
import { isPlatform } from '../resources/engine.service';
import { checkUpload } from './content-check';

const listColumns = {
  attId: attachments.attId,
  accnId: attachments.accnId,
  attType: attachments.attType,
  attName: attachments.attName,
  attSize: attachments.attSize,
  mimeType: attachments.mimeType,
  attReferenceid: attachments.attReferenceid,
  validTo: attachments.validTo,
  createdAt: attachments.createdAt,
  createdBy: attachments.createdBy,
};

/** A company sees its own documents; the platform sees all. */
const scope = (principal: Principal): SQL | undefined =>
  isPlatform(principal) ? undefined : eq(attachments.accnId, principal.accnId);

export async function listDocuments(
  db: Db,
  principal: Principal,
  q: DatatableQuery & { attType?: string; attReferenceid?: string; accnId?: string },
) {
  const filters: SQL[] = [];
  if (q.search)
    filters.push(or(ilike(attachments.attName, likePattern(q.search)), ilike(attachments.attType, likePattern(q.search)))!);
  if (q.attType) filters.push(eq(attachments.attType, q.attType));
  if (q.attReferenceid) filters.push(eq(attachments.attReferenceid, q.attReferenceid));
  if (q.accnId) filters.push(eq(attachments.accnId, q.accnId));
  const filter = filters.length ? and(...filters) : undefined;
  return paged(
    q,
    filter !== undefined,
    () =>
      db
        .select(listColumns)
        .from(attachments)
        .where(and(scope(principal), filter))
        .orderBy(desc(attachments.createdAt), desc(attachments.attId))
        .limit(q.length)
        .offset(q.start),
    async () => (await db.select(countsSql(filter)).from(attachments).where(scope(principal)))[0]!,
  );
}

export async function getDocument(db: Db, principal: Principal, attId: string) {
  const [row] = await db
    .select()
    .from(attachments)
    .where(and(eq(attachments.attId, attId), scope(principal)));
  if (!row) throw notFound('Document not found');
  const { attData, ...rest } = row;
  return { ...rest, attData: attData.toString('base64') };
}

/** Stores a file of the caller's company after the upload rules and the content check. */
export async function saveDocument(db: Db, principal: Principal, body: UploadBody) {
  const bytes = Buffer.from(body.attData, 'base64');
  const mimeType = await checkUpload(body.attName, bytes);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(attachments)
      .values({
        accnId: principal.accnId,
        attType: body.attType,
        attName: body.attName,
        attSize: bytes.length,
        mimeType,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        attData: bytes,
        attReferenceid: body.attReferenceid ?? null,
        validTo: body.validTo ?? null,
        createdBy: principal.usrId,
        updatedBy: principal.usrId,
      })
      .returning(listColumns);
    await audit(tx, principal, {
      event: 'DOCUMENT_UPLOAD',
      entity: 'attachment',
      entityId: row!.attId,
      after: { attType: body.attType, attName: body.attName, size: bytes.length },
    });
    return row!;
  });
}

export async function deleteDocument(db: Db, principal: Principal, attId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(attachments)
      .where(and(eq(attachments.attId, attId), isPlatform(principal) ? undefined : eq(attachments.accnId, principal.accnId)))
      .returning({ attName: attachments.attName, attType: attachments.attType });
    if (!row) throw notFound('Document not found');
    await audit(tx, principal, { event: 'DOCUMENT_DELETE', entity: 'attachment', entityId: attId, before: row });
  });
}
