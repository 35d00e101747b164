import { z } from 'zod';

/** Public cargo tracking: the customer reference and the job's tracking code. */
export const cargoTrackingInput = z
  .object({
    customerRef: z.string().trim().min(1, 'validation.required').max(64, 'validation.tooLong'),
    trackingCode: z
      .string()
      .trim()
      .min(1, 'validation.required')
      .max(16, 'validation.tooLong')
      .transform((v) => v.toUpperCase()),
  })
  .strict();
export type CargoTrackingInput = z.infer<typeof cargoTrackingInput>;
