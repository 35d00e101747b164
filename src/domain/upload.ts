import { z } from 'zod';

/** Upload rules of spec §5: allowed extensions, at most 10 MB, not empty, name at most 128 characters. */
export const UPLOAD_EXTENSIONS = ['pdf', 'csv', 'xlsx', 'xls', 'doc', 'docx', 'jpeg', 'jpg', 'png', 'ppt'] as const;
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_MAX_NAME = 128;

export const UPLOAD_MESSAGES = {
  extension: 'upload.extensionNotAllowed',
  tooSmall: 'upload.tooSmall',
  tooBig: 'upload.tooBig',
  nameTooLong: 'upload.nameTooLong',
  contentMismatch: 'upload.contentMismatch',
} as const;

export const extensionOf = (name: string) => (name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '');

/**
 * Whether a text is base64 (the alphabet, then at most two '='): the same rule as `/^[A-Za-z0-9+/]*={0,2}$/`, in one
 * scan for the first character outside the alphabet (several times faster on a file of megabytes, which the server
 * checks on its event loop).
 */
export function isBase64(text: string): boolean {
  const end = text.search(/[^A-Za-z0-9+/]/);
  return end < 0 || (text.length - end <= 2 && /^={1,2}$/.test(text.slice(end)));
}

/** The first rule a file breaks (i18n key), or null; the same check runs in the browser and on the server. */
export function uploadProblem(name: string, size: number): string | null {
  if (name.length > UPLOAD_MAX_NAME) return UPLOAD_MESSAGES.nameTooLong;
  if (!(UPLOAD_EXTENSIONS as readonly string[]).includes(extensionOf(name))) return UPLOAD_MESSAGES.extension;
  if (size <= 0) return UPLOAD_MESSAGES.tooSmall;
  if (size > UPLOAD_MAX_BYTES) return UPLOAD_MESSAGES.tooBig;
  return null;
}

/** Spec §3 supporting document: attType, attName, attSize, attData (base64), attReferenceid. */
export const uploadBody = z
  .object({
    attType: z.string().trim().min(1, 'validation.required').max(32, 'validation.tooLong'),
    attName: z.string().trim().min(1, 'validation.required').max(UPLOAD_MAX_NAME, UPLOAD_MESSAGES.nameTooLong),
    attSize: z.number().int().min(0),
    attData: z
      .string()
      .max(Math.ceil((UPLOAD_MAX_BYTES * 4) / 3) + 8, UPLOAD_MESSAGES.tooBig)
      .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'upload.notBase64'),
    attReferenceid: z.string().trim().max(64).optional().nullable(),
    validTo: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date')
      .optional()
      .nullable(),
  })
  .strict();
export type UploadBody = z.infer<typeof uploadBody>;
