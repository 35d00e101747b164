import { z } from 'zod';

/** Account request types (spec §4) and the transitions they make (issue: registration and lifecycle). */
export const ACCOUNT_REQUEST_TYPES = ['SUSPENSION', 'TERMINATION', 'RESUMPTION'] as const;
export type AccountRequestType = (typeof ACCOUNT_REQUEST_TYPES)[number];

/** A request is pending until a second platform user approves or rejects it. */
export const ACCOUNT_REQUEST_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type AccountRequestStatus = (typeof ACCOUNT_REQUEST_STATUSES)[number];

/** from (company status) -> submitted status -> approved status; a rejection returns to `from`. */
export const ACCOUNT_REQUEST_FLOW: Record<AccountRequestType, { from: readonly string[]; submitted: string; approved: string }> =
  {
    SUSPENSION: { from: ['A'], submitted: 'P', approved: 'S' },
    TERMINATION: { from: ['A', 'S'], submitted: 'V', approved: 'T' },
    RESUMPTION: { from: ['S'], submitted: 'Q', approved: 'A' },
  };

export const accountRequestBody = z
  .object({
    reqType: z.enum(ACCOUNT_REQUEST_TYPES),
    reason: z.string().trim().min(1, 'validation.required').max(1000, 'validation.tooLong'),
  })
  .strict();

export const decisionBody = z.object({ reason: z.string().trim().max(1000, 'validation.tooLong').optional() }).strict();
