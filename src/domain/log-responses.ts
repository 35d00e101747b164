import { z } from 'zod';
import { timestamp } from './wire';

/** Response schemas of the audit and exception logs. */

/** One audit entry (`GET /audit`); `before` and `after` are the audited values, whatever the entity's shape. */
export const auditEntry = z.object({
  id: z.number().int(),
  audtEvent: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  audtUid: z.string().nullable(),
  audtUname: z.string().nullable(),
  accnId: z.string().nullable(),
  audtTimestamp: timestamp,
  audtRemarks: z.string().nullable(),
  before: z.unknown().describe('The audited values before the change (JSON of the entity)'),
  after: z.unknown().describe('The audited values after the change (JSON of the entity)'),
});

/** One row of the exception log (`GET /exceptions`). */
export const exceptionRow = z.object({
  id: z.string(),
  occurredAt: timestamp,
  method: z.string().nullable(),
  url: z.string().nullable(),
  usrId: z.string().nullable(),
  accnId: z.string().nullable(),
  message: z.string(),
});

/** One exception with its request and stack (`GET /exceptions/:id`). */
export const exceptionDetail = exceptionRow.extend({
  requestId: z.string().nullable(),
  requestBody: z.string().nullable(),
  stack: z.string().nullable(),
});
