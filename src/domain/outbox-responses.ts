import { z } from 'zod';
import { OUTBOX_STATUSES } from './outbox';
import { timestamp } from './wire';

/** Response schemas of the outbox (outgoing e-mail). */

/** One row of the outbox list (`GET /outbox`). */
export const outboxRow = z.object({
  id: z.number().int(),
  toAddress: z.string(),
  subject: z.string(),
  template: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: timestamp,
  sentAt: timestamp.nullable(),
});

/** One message with its body (`GET /outbox/:id`). */
export const outboxMessage = outboxRow.extend({ body: z.string(), usrId: z.string().nullable() });
