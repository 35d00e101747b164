import { and, desc, eq, gt, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  CERT_TOKEN_PATTERN,
  CERTIFICATE_WORKFLOW,
  certificateActionsOf,
  certificateStatusOf,
  certificateTokenPath,
  type CertificateRevokeBody,
  type CertificatesQuery,
  type CertificateSearchBody,
} from '../../domain/certificates/certificates';
import type { DatatableQuery } from '../../domain/datatable';
import { refusalOf, type Workflow } from '../../domain/workflow';
import type { Db, DbOrTx } from '../db/client';
import { agencyOffices, certificateConfigs, certificates, certificateServices, vesselCallCertificates } from '../db/schema';
import { audit } from '../http/audit';
import { likePattern, orderBy, pagedFrom } from '../http/datatable';
import { conflict, forbidden, notFound } from '../http/errors';
import type { Principal } from '../http/principal';
import { getVesselCall } from '../vessel-calls/vessel-calls.service';
import { certificatePdf, printedDocumentPdf } from './certificate-pdf';
import { contentOf, printableOf } from './issue';

/**
 * Certificates (issue 18, part "Certificates"; docs/decisions/0030-certificates.md): the public look-ups (by token,
 * by number and type), the parties' print and list, and the officer's revocation.
 */

/** spec §8: what a look-up that finds nothing answers (one answer whichever part was wrong). */
export const CERTIFICATE_NOT_FOUND = 'certificate not found';

type Cert = typeof certificates.$inferSelect;

const reviews = (p: Principal) => p.permissions.includes('vessel.review');
const files = (p: Principal) => p.permissions.includes('vessel.file');

const nameEn = sql<string>`(select c.desc_en from mst_certificate_configs c where c.cert_type = certificates.cert_type)`;
const nameId = sql<string>`(select c.desc_id from mst_certificate_configs c where c.cert_type = certificates.cert_type)`;

/** The public URL of a certificate's page (the QR code's target). */
export const certificateUrl = (publicUrl: string, c: Pick<Cert, 'certType' | 'certToken'>) =>
  `${publicUrl}${certificateTokenPath(c.certType, c.certToken)}`;

/** A certificate as the public page and the inquiry answer it: the facts, the status, the PDF in base64. */
async function answerOf(db: DbOrTx, c: Cert, publicUrl: string, now = new Date()) {
  const [names] = await db
    .select({ en: certificateConfigs.descEn, id: certificateConfigs.descId })
    .from(certificateConfigs)
    .where(eq(certificateConfigs.certType, c.certType));
  const status = certificateStatusOf(c, now);
  return {
    data: {
      certNo: c.certNo,
      certType: c.certType,
      certName: names?.en ?? c.certType,
      certNameId: names?.id ?? c.certType,
      vesselName: c.vesselName,
      imoNo: c.imoNo,
      issuerName: c.issuerName,
      issuedAt: c.issuedAt,
      expiresAt: c.expiresAt,
      status,
      revokedAt: c.revokedAt,
      revokeReason: c.revokeReason,
      certToken: c.certToken,
      certData: certificatePdf(c, status, certificateUrl(publicUrl, c)).toString('base64'),
    },
  };
}

/**
 * The inquiry (spec §2.4, §5): number and type exact (case ignored), and the vessel name and IMO number when given;
 * anything else: 404 'certificate not found'.
 */
export async function searchCertificate(db: DbOrTx, body: CertificateSearchBody, publicUrl: string) {
  const where: SQL[] = [eq(certificates.certNo, body.certificateNo), eq(certificates.certType, body.certificateType)];
  if (body.vesselName) where.push(sql`lower(${certificates.vesselName}) = lower(${body.vesselName})`);
  if (body.imoNo) where.push(eq(certificates.imoNo, body.imoNo));
  const [found] = await db
    .select()
    .from(certificates)
    .where(and(...where));
  if (!found) throw notFound(CERTIFICATE_NOT_FOUND);
  return answerOf(db, found, publicUrl);
}

/** The QR code's page: the certificate of this token (and type, when given); a forged or unknown token: 404. */
export async function certificateByToken(db: DbOrTx, token: string, publicUrl: string, certType?: string) {
  if (!CERT_TOKEN_PATTERN.test(token)) throw notFound(CERTIFICATE_NOT_FOUND);
  const [found] = await db.select().from(certificates).where(eq(certificates.certToken, token));
  if (!found || (certType && certType.toUpperCase() !== found.certType)) throw notFound(CERTIFICATE_NOT_FOUND);
  return answerOf(db, found, publicUrl);
}

/**
 * `POST …/print/certificate` (appnId, certificateType): the application's certificate of that type for its parties
 * and the officer (others: 404, as the application is not theirs to see). Issued: the certificate; asked for but not
 * issued yet: a draft stamped PREVIEW with no number and no QR code; not asked for: 404.
 */
export async function printCertificate(db: DbOrTx, p: Principal, appnId: string, certType: string, publicUrl: string) {
  const vc = await getVesselCall(db, p, appnId);
  const [issued] = await db
    .select({ c: certificates })
    .from(certificates)
    .where(and(eq(certificates.vcId, vc.vcId), eq(certificates.certType, certType)))
    .orderBy(certificates.certId)
    .limit(1);
  if (issued) {
    const status = certificateStatusOf(issued.c);
    return {
      certName: `${issued.c.certNo}.pdf`,
      pdf: certificatePdf(issued.c, status, certificateUrl(publicUrl, issued.c)),
    };
  }
  const [asked] = await db
    .select({
      titleEn: certificateConfigs.descEn,
      titleId: certificateConfigs.descId,
      printedFields: certificateConfigs.printedFields,
      officeName: agencyOffices.name,
    })
    .from(certificateServices)
    .innerJoin(certificateConfigs, eq(certificateConfigs.certType, certificateServices.certType))
    .innerJoin(agencyOffices, eq(agencyOffices.officeCode, certificateServices.officeCode))
    .where(and(inArray(certificateServices.svcId, vc.services), eq(certificateServices.certType, certType)))
    .limit(1);
  if (!asked) throw notFound(CERTIFICATE_NOT_FOUND);
  const printable = (await printableOf(db, vc.vcId))!;
  const content = contentOf(printable, asked);
  return {
    certName: `${vc.vcId}-${certType}-preview.pdf`,
    pdf: printedDocumentPdf({
      titleEn: content.titleEn,
      titleId: content.titleId,
      issuer: content.officeName,
      number: `Application / Permohonan ${vc.vcId}`,
      sections: [
        { heading: 'Particulars / Keterangan', facts: content.fields.map((f) => [f.label, f.value] as [string, string]) },
      ],
      stamp: 'PREVIEW',
      footer:
        'Preview: not a certificate. The number, dates and QR code are given on approval. / Pratinjau: bukan sertifikat. Nomor, tanggal dan kode QR diberikan saat disetujui.',
      author: content.officeName,
    }),
  };
}

/** The certificates the caller may see: a line's own, an associated agent's lines', the officer's all. */
function visibleTo(p: Principal): SQL {
  const own: SQL[] = [];
  if (files(p) && p.accnType === 'ACC_TYPE_SL') own.push(eq(certificates.lineAccnId, p.accnId));
  if (files(p) && p.accnType === 'ACC_TYPE_SP')
    own.push(
      sql`certificates.line_accn_id in (select a.line_accn_id from agent_associations a where a.agent_accn_id = ${p.accnId} and a.status = 'A')`,
    );
  if (reviews(p)) own.push(sql`true`);
  return own.length ? or(...own)! : sql`false`;
}

const lineName = sql<string>`(select a.accn_name from accounts a where a.accn_id = certificates.line_accn_id)`;
const portCode = sql<string>`(select v.port_code from vessel_calls v where v.vc_id = certificates.vc_id)`;

const SORTABLE = {
  issuedAt: certificates.issuedAt,
  certNo: certificates.certNo,
  certType: certificates.certType,
  vesselName: certificates.vesselName,
  expiresAt: certificates.expiresAt,
};

/** Issued certificates the caller may see, newest first (server-paged); filters status, type, free text. */
export async function listCertificates(db: DbOrTx, p: Principal, q: CertificatesQuery) {
  if (!files(p) && !reviews(p)) throw forbidden();
  const now = new Date();
  const filters: SQL[] = [];
  if (q.certType) filters.push(eq(certificates.certType, q.certType));
  if (q.status === 'REVOKED') filters.push(eq(certificates.state, 'REVOKED'));
  if (q.status === 'VALID') filters.push(and(eq(certificates.state, 'ISSUED'), gt(certificates.expiresAt, now))!);
  if (q.status === 'EXPIRED') filters.push(and(eq(certificates.state, 'ISSUED'), lte(certificates.expiresAt, now))!);
  if (q.search) {
    const like = likePattern(q.search);
    filters.push(
      or(
        ilike(certificates.certNo, like),
        ilike(certificates.vesselName, like),
        ilike(certificates.imoNo, like),
        ilike(certificates.vcId, like),
      )!,
    );
  }
  const page = await pagedFrom(q as DatatableQuery, {
    columns: {
      c: certificates,
      certName: nameEn,
      certNameId: nameId,
      lineName,
      portCode,
    },
    from: (fields) => db.select(fields).from(certificates),
    scope: visibleTo(p),
    filter: filters.length ? and(...filters) : undefined,
    order: q.sort
      ? orderBy(q, SORTABLE, 'issuedAt', certificates.certId)
      : [desc(certificates.issuedAt), desc(certificates.certId)],
  });
  return { ...page, aaData: page.aaData.map((r) => rowOf(r, p, now)) };
}

function rowOf(
  r: { c: Cert; certName: string; certNameId: string; lineName: string; portCode: string },
  p: Principal,
  now: Date,
) {
  const c = r.c;
  return {
    certId: c.certId,
    certNo: c.certNo,
    certType: c.certType,
    certName: r.certName,
    certNameId: r.certNameId,
    vcId: c.vcId,
    lineAccnId: c.lineAccnId,
    lineName: r.lineName,
    vesselName: c.vesselName,
    imoNo: c.imoNo,
    portCode: r.portCode,
    issuerName: c.issuerName,
    issuedAt: c.issuedAt,
    expiresAt: c.expiresAt,
    status: certificateStatusOf(c, now),
    revokedAt: c.revokedAt,
    revokedBy: c.revokedBy,
    revokeReason: c.revokeReason,
    certToken: c.certToken,
    version: c.version,
    actions: certificateActionsOf(c.state, p),
  };
}

/** One certificate the caller may see (else 404). */
export async function getCertificate(db: DbOrTx, p: Principal, certId: string) {
  if (!files(p) && !reviews(p)) throw forbidden();
  const [r] = await db
    .select({ c: certificates, certName: nameEn, certNameId: nameId, lineName, portCode })
    .from(certificates)
    .where(and(eq(certificates.certId, certId), visibleTo(p)));
  if (!r) throw notFound(CERTIFICATE_NOT_FOUND);
  return rowOf(r, p, new Date());
}

/**
 * The officer revokes an issued certificate with a reason, in one transaction with its audit entry: the row locked,
 * the workflow asked (already revoked: 409; not the officer: 403), the version read compared (stale: 409).
 */
export async function revokeCertificate(db: Db, p: Principal, certId: string, body: CertificateRevokeBody) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(certificates)
      .where(and(eq(certificates.certId, certId), visibleTo(p)))
      .for('update');
    if (!row) throw notFound(CERTIFICATE_NOT_FOUND);
    const refusal = refusalOf(CERTIFICATE_WORKFLOW as Workflow, 'revoke', { state: row.state }, p);
    if (refusal === 'state') throw conflict('certificates.server.alreadyRevoked');
    if (refusal !== null) throw forbidden();
    if (row.version !== body.version) throw conflict('certificates.server.stale');
    const now = new Date();
    const [changed] = await tx
      .update(certificates)
      .set({ state: 'REVOKED', revokedAt: now, revokedBy: p.usrId, revokeReason: body.reason, version: row.version + 1 })
      .where(and(eq(certificates.certId, certId), eq(certificates.state, 'ISSUED'), eq(certificates.version, row.version)))
      .returning({ certId: certificates.certId });
    if (!changed) throw conflict('certificates.server.alreadyRevoked');
    await tx.update(vesselCallCertificates).set({ status: 'REVOKED' }).where(eq(vesselCallCertificates.certId, certId));
    await audit(tx, p, {
      event: 'CERTIFICATE_REVOKE',
      entity: 'certificate',
      entityId: certId,
      remarks: body.reason,
      before: { state: row.state, certNo: row.certNo, version: row.version },
      after: { state: 'REVOKED', version: row.version + 1 },
    });
    return getCertificate(tx, p, certId);
  });
}
