import { z } from 'zod';

export const WHITELABEL_MIME_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml', 'image/webp'] as const;
/** Largest background image (decoded bytes). */
export const WHITELABEL_MAX_BYTES = 2 * 1024 * 1024;

export const whitelabelName = z
  .string()
  .min(2)
  .max(32)
  .regex(/^[a-z0-9-]+$/i, 'whitelabel.nameFormat');

export const whitelabelBody = z
  .object({
    displayName: z.string().trim().min(1, 'validation.required').max(128, 'validation.tooLong'),
    mimeType: z.enum(WHITELABEL_MIME_TYPES),
    data: z
      .string()
      .min(1, 'validation.required')
      .max(Math.ceil((WHITELABEL_MAX_BYTES * 4) / 3) + 4, 'whitelabel.tooBig')
      .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'whitelabel.notBase64'),
  })
  .strict();
export type WhitelabelBody = z.infer<typeof whitelabelBody>;

/** A brand as the sign-in page reads it (`GET /api/v1/lintas/whitelabel/:name`): its background image in base64. */
export const whitelabelBrand = z.object({ name: z.string(), displayName: z.string(), mimeType: z.string(), data: z.string() });

/** A brand as the administration lists it and the save answers (without the image). */
export const whitelabelRow = z.object({ name: z.string(), displayName: z.string(), mimeType: z.string(), updatedAt: z.date() });
