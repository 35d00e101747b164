/** The states of an outgoing message (zod-free, so the web's outbox screen takes them without zod). */
export const OUTBOX_STATUSES = ['PENDING', 'SENT', 'NOT_SENT', 'FAILED'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];
