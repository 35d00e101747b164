import { and, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { DatatableQuery } from '../../domain/datatable';
import type { UploadBody } from '../../domain/upload';
import type { Db, DbOrTx } from '../db/client';
import { sha256 } from '../http/digest';
import { attachments, registrations } from '../db/schema';
import { audit } from '../http/audit';
import { countsSql, likePattern, paged } from '../http/datatable';
import { conflict, forbidden, notFound } from '../http/errors';
import { isPlatform } from '../../domain/permissions';
import type { Principal } from '../http/principal';
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
/** Who reads: a signed-in user (their company's documents; the platform all), or the holder of one registration's access. */
export type DocumentReader = Principal | { registration: string };

const scope = (reader: DocumentReader): SQL | undefined => {
  if ('registration' in reader) return eq(attachments.attReferenceid, reader.registration);
  return isPlatform(reader) ? undefined : eq(attachments.accnId, reader.accnId);
};

export async function listDocuments(
  db: Db,
  principal: DocumentReader,
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

export async function getDocument(db: Db, principal: DocumentReader, attId: string) {
  const [row] = await db
    .select()
    .from(attachments)
    .where(and(eq(attachments.attId, attId), scope(principal)));
  if (!row) throw notFound('Document not found');
  const { attData, ...rest } = row;
  return { ...rest, attData: attData.toString('base64') };
}

/**
 * Checks an upload (spec §5 rules and content) and stores it in the caller's transaction, audited.
 * Company documents carry the company; a registration's documents carry its id as reference.
 */
export async function storeUpload(
  tx: DbOrTx,
  body: UploadBody,
  owner: { accnId: string | null; actor: Principal | null; attReferenceid: string | null },
) {
  const bytes = Buffer.from(body.attData, 'base64');
  const mimeType = await checkUpload(body.attName, bytes);
  const [row] = await tx
    .insert(attachments)
    .values({
      accnId: owner.accnId,
      attType: body.attType,
      attName: body.attName,
      attSize: bytes.length,
      mimeType,
      sha256: sha256(bytes),
      attData: bytes,
      attReferenceid: owner.attReferenceid,
      validTo: body.validTo ?? null,
      createdBy: owner.actor?.usrId ?? null,
      updatedBy: owner.actor?.usrId ?? null,
    })
    .returning(listColumns);
  await audit(tx, owner.actor, {
    event: 'DOCUMENT_UPLOAD',
    entity: 'attachment',
    entityId: row!.attId,
    remarks: owner.attReferenceid,
    after: { attType: body.attType, attName: body.attName, size: bytes.length },
  });
  return row!;
}

/** States of a registration whose documents may still change (the visitor's draft, or returned for amendment). */
const DOCUMENTS_EDITABLE: readonly string[] = ['DRAFT', 'RET'];

/**
 * Locks the registration a reference id names, if it names one (in the caller's transaction, before any
 * document row), so that a submit or a review cannot slip in between the check and the change.
 */
export async function lockRegistrationOf(tx: DbOrTx, reference: string | null | undefined) {
  if (!reference) return null;
  const [reg] = await tx
    .select({ regId: registrations.regId, accnId: registrations.accnId, approvalState: registrations.approvalState })
    .from(registrations)
    .where(eq(registrations.regId, reference))
    .for('update');
  return reg ?? null;
}

/** A registration's documents change only while it is a draft or returned: once submitted, 409 for everyone. */
export function assertRegistrationDocumentsEditable(reg: { approvalState: string } | null): void {
  if (reg && !DOCUMENTS_EDITABLE.includes(reg.approvalState)) throw conflict('registration.notEditable');
}

/**
 * Who may change (upload to, delete from) a company's documents, from the permission table: `documents.manageAll`
 * any company's (and a registration's), `documents.manage` the caller's own company's. Read-only roles: 403.
 */
function assertMayChangeDocuments(principal: Principal, accnId: string | null): void {
  if (principal.permissions.includes('documents.manageAll')) return;
  if (accnId !== null && accnId === principal.accnId && principal.permissions.includes('documents.manage')) return;
  throw forbidden();
}

/**
 * Stores a file of the caller's company. Its reference id is free (a job, a customer reference), but it may not
 * name a registration (the onboarding review and approval take a registration's documents by it): another
 * company's registration is 403, the caller's own (submitted long ago) 409.
 */
export async function saveDocument(db: Db, principal: Principal, body: UploadBody) {
  assertMayChangeDocuments(principal, principal.accnId);
  const reference = body.attReferenceid?.trim() || null;
  return db.transaction(async (tx) => {
    const reg = await lockRegistrationOf(tx, reference);
    if (reg && reg.accnId !== principal.accnId) throw forbidden();
    assertRegistrationDocumentsEditable(reg);
    return storeUpload(tx, body, { accnId: principal.accnId, actor: principal, attReferenceid: reference });
  });
}

/**
 * Deletes a document: the own company's with `documents.manage`, any with `documents.manageAll` (else 403; one the
 * caller cannot see, 404). One of a registration that is submitted or further is 409, as on the registration's own
 * API; one a job refers to (delivery order, proof of delivery) is 409.
 */
export async function deleteDocument(db: Db, principal: Principal, attId: string): Promise<void> {
  try {
    await deleteDocumentRow(db, principal, attId);
  } catch (error) {
    const code = (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code;
    if (code === '23503') throw conflict('server.errors.inUse');
    throw error;
  }
}

async function deleteDocumentRow(db: Db, principal: Principal, attId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [doc] = await tx
      .select({ accnId: attachments.accnId, attReferenceid: attachments.attReferenceid })
      .from(attachments)
      .where(and(eq(attachments.attId, attId), scope(principal)));
    if (!doc) throw notFound('Document not found');
    assertMayChangeDocuments(principal, doc.accnId);
    assertRegistrationDocumentsEditable(await lockRegistrationOf(tx, doc.attReferenceid));
    const [row] = await tx
      .delete(attachments)
      .where(eq(attachments.attId, attId))
      .returning({ attName: attachments.attName, attType: attachments.attType });
    if (!row) throw notFound('Document not found');
    await audit(tx, principal, { event: 'DOCUMENT_DELETE', entity: 'attachment', entityId: attId, before: row });
  });
}

/** The reference id (a registration's id, a job's…) a document belongs to, or null (unknown document, or none). */
export async function documentReference(db: DbOrTx, attId: string): Promise<string | null> {
  const [doc] = await db.select({ ref: attachments.attReferenceid }).from(attachments).where(eq(attachments.attId, attId));
  return doc?.ref ?? null;
}
