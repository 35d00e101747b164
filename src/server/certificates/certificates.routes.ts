import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_BASE, TRUCKING_API } from '../../domain/api-paths';
import {
  CERTIFICATE_TYPE_CODES,
  certificateAnswer,
  certificateList,
  certificatePrintBody,
  certificateRevokeBody,
  certificateRow,
  certificateSearchBody,
  certificatesQuery,
  previewAnswer,
} from '../../domain/certificates/certificates';
import type { Db } from '../db/client';
import { errorResponses } from '../http/openapi';
import {
  certificateByToken,
  getCertificate,
  listCertificates,
  printCertificate,
  revokeCertificate,
  searchCertificate,
} from './certificates.service';
import { applicationPreview, declarationPreview, falPreview, paymentsPreview } from './previews';

/** Spec §7 paths of the certificate and preview calls. */
export const CERTIFICATE_PRINT_BASE = `${API_BASE}/certificate/print`;
export const APP_PREVIEW_BASE = `${API_BASE}/app/preview`;
export const CERTIFICATES_BASE = `${TRUCKING_API}/certificates`;

const appId = z.string().trim().min(1).max(20).toUpperCase();
const certIdParams = z.object({ certId: z.string().trim().min(1).max(20).toUpperCase() });
const tokenParams = z.object({ certToken: z.string().min(1).max(128) });
const tokenQuery = z.object({ type: z.enum(CERTIFICATE_TYPE_CODES).optional() }).strict();

export interface CertificateDeps {
  db: Db;
  /** The base of the QR codes' URLs (PUBLIC_URL; never a request's Host). */
  publicUrl: string;
  /** Public inquiries a minute per client address (default 10; 429 past it). */
  inquiryRateMax?: number;
}

const preview = (name: string, pdf: Buffer) => ({ data: { data: pdf.toString('base64'), name } });

/**
 * Certificates and previews (issue 18, part "Certificates"; docs/decisions/0030-certificates.md). The public look-ups
 * are rate-limited per client address (request.ip: the socket's, or X-Forwarded-For from TRUST_PROXY peers only).
 */
export function certificateRoutes(app: FastifyInstance, deps: CertificateDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const parties = app.auth.requirePermission('vessel.file', 'vessel.review');
  const officer = app.auth.requirePermission('vessel.review');
  const tags = ['certificates'];
  const publicLimit = { rateLimit: { max: deps.inquiryRateMax ?? 10, timeWindow: '1 minute' } };

  r.post(
    `${CERTIFICATE_PRINT_BASE}/searchCertificate`,
    {
      schema: {
        tags,
        summary:
          "Certificate inquiry (public; spec §2.4, §5): number and type required, vessel name and IMO optional, exact match; found: the facts, the status and the PDF (base64); else 404 'certificate not found'",
        body: certificateSearchBody,
        response: { 200: certificateAnswer, ...errorResponses },
      },
      config: publicLimit,
    },
    async (request) => searchCertificate(deps.db, request.body, deps.publicUrl),
  );
  r.post(
    `${CERTIFICATE_PRINT_BASE}/redirect/:certToken`,
    {
      schema: {
        tags,
        summary:
          "The certificate of a QR code's token (public): valid, expired or revoked, with the PDF (base64); a forged or unknown token: 404 'certificate not found'",
        params: tokenParams,
        querystring: tokenQuery,
        response: { 200: certificateAnswer, ...errorResponses },
      },
      config: { rateLimit: { max: 3 * (deps.inquiryRateMax ?? 10), timeWindow: '1 minute' } },
    },
    async (request) => certificateByToken(deps.db, request.params.certToken, deps.publicUrl, request.query.type),
  );
  r.post(
    `${CERTIFICATE_PRINT_BASE}/certificate`,
    {
      schema: {
        tags,
        summary:
          "An application's certificate of a type (spec §3 preview request: appnId, certificateType) for its parties and the officer: issued, or a PREVIEW draft before approval; others: 404",
        body: certificatePrintBody,
        response: { 200: previewAnswer, ...errorResponses },
      },
      preHandler: parties,
    },
    async (request) => {
      const { certName, pdf } = await printCertificate(
        deps.db,
        request.principal!,
        request.body.appnId,
        request.body.certificateType,
        deps.publicUrl,
      );
      return preview(certName, pdf);
    },
  );
  r.post(
    `${CERTIFICATE_PRINT_BASE}/payments/:appId`,
    {
      schema: {
        tags,
        summary: "The PAYMENT type: the application's certificate fees as a PDF (base64), for its parties and the officer",
        params: z.object({ appId }),
        response: { 200: previewAnswer, ...errorResponses },
      },
      preHandler: parties,
    },
    async (request) => {
      const { name, pdf } = await paymentsPreview(deps.db, request.principal!, request.params.appId);
      return preview(name, pdf);
    },
  );
  r.get(
    `${APP_PREVIEW_BASE}/fal/:falType/:appId`,
    {
      schema: {
        tags,
        summary: 'A FAL form of the application (fal1, fal5, fal6, fal7) as a PDF, for its parties and the officer (others: 404)',
        params: z.object({ falType: z.enum(['fal1', 'fal5', 'fal6', 'fal7']), appId }),
        response: { 200: previewAnswer, ...errorResponses },
      },
      preHandler: parties,
    },
    async (request) => {
      const { name, pdf } = await falPreview(deps.db, request.principal!, request.params.falType, request.params.appId);
      return preview(name, pdf);
    },
  );
  r.get(
    `${APP_PREVIEW_BASE}/declaration/:appId`,
    {
      schema: {
        tags,
        summary: "The master's declaration of the application as a PDF, for its parties and the officer (others: 404)",
        params: z.object({ appId }),
        response: { 200: previewAnswer, ...errorResponses },
      },
      preHandler: parties,
    },
    async (request) => {
      const { name, pdf } = await declarationPreview(deps.db, request.principal!, request.params.appId);
      return preview(name, pdf);
    },
  );
  r.get(
    `${APP_PREVIEW_BASE}/:appType/:appId`,
    {
      schema: {
        tags,
        summary: 'The application form (appType VC: a vessel call) as a PDF, for its parties and the officer (others: 404)',
        params: z.object({ appType: z.string().trim().min(1).max(8), appId }),
        response: { 200: previewAnswer, ...errorResponses },
      },
      preHandler: parties,
    },
    async (request) => {
      const { name, pdf } = await applicationPreview(deps.db, request.principal!, request.params.appType, request.params.appId);
      return preview(name, pdf);
    },
  );
  r.get(
    CERTIFICATES_BASE,
    {
      schema: {
        tags,
        summary:
          "Issued certificates the caller may see, newest first (server-paged): a line's own, an associated agent's lines', the officer's all; filters status, certType, search",
        querystring: certificatesQuery,
        response: { 200: certificateList, ...errorResponses },
      },
      preHandler: parties,
    },
    async (request) => listCertificates(deps.db, request.principal!, request.query),
  );
  r.get(
    `${CERTIFICATES_BASE}/:certId`,
    {
      schema: {
        tags,
        summary: 'One issued certificate the caller may see (else 404)',
        params: certIdParams,
        response: { 200: certificateRow, ...errorResponses },
      },
      preHandler: parties,
    },
    async (request) => getCertificate(deps.db, request.principal!, request.params.certId),
  );
  r.post(
    `${CERTIFICATES_BASE}/:certId/revoke`,
    {
      schema: {
        tags,
        summary:
          'The port-clearance officer revokes an issued certificate with a reason (audited); already revoked or a stale version: 409',
        params: certIdParams,
        body: certificateRevokeBody,
        response: { 200: certificateRow, ...errorResponses },
      },
      preHandler: officer,
    },
    async (request) => revokeCertificate(deps.db, request.principal!, request.params.certId, request.body),
  );
}
