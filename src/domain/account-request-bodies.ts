import { z } from 'zod';
import { ACCOUNT_REQUEST_TYPES } from './account-requests';

// The request bodies of the account requests (zod), apart from the workflow in account-requests.ts: the workbench's
// request lists use the workflow, and a module that builds zod schemas when loaded keeps zod in their chunks.

export const accountRequestBody = z
  .object({
    reqType: z.enum(ACCOUNT_REQUEST_TYPES),
    reason: z.string().trim().min(1, 'validation.required').max(1000, 'validation.tooLong'),
  })
  .strict();

export const decisionBody = z.object({ reason: z.string().trim().max(1000, 'validation.tooLong').optional() }).strict();
