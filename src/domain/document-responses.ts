import { z } from 'zod';
import { timestamp } from './wire';

/** Response schemas of the document repository and the spec's attachment calls (§7). */

/** One document of a list (`GET /documents`), without its content. */
export const documentRow = z.object({
  attId: z.string(),
  accnId: z.string().nullable(),
  attType: z.string(),
  attName: z.string(),
  attSize: z.number().int(),
  mimeType: z.string(),
  attReferenceid: z.string().nullable(),
  validTo: z.string().nullable(),
  createdAt: timestamp,
  createdBy: z.string().nullable(),
});

/**
 * One document with its content in base64 (`GET /documents/:id`, and each attachment of
 * `GET /co/common/entity/attach/list` and `…/attach/:id`), with its checksum, verification and audit columns.
 */
export const documentContent = documentRow.extend({
  attData: z.string().describe('The content, base64'),
  sha256: z.string(),
  verifyState: z.string().describe('NOT_VERIFIED, VERIFIED or RETURNED'),
  verifyReason: z.string().nullable(),
  verifiedBy: z.string().nullable(),
  verifiedAt: timestamp.nullable(),
  status: z.string(),
  updatedAt: timestamp,
  updatedBy: z.string().nullable(),
  version: z.number().int(),
});
