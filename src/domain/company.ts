import { z } from 'zod';

/** Indonesian tax number (NPWP): 16 digits since 2024 (the older 15-digit form is written with a leading 0). */
export const NPWP_PATTERN = /^\d{16}$/;

/** Postal code formats users expect per country; other countries: 3 to 10 letters, digits, spaces or dashes. */
export const POSTAL_CODE_PATTERNS: Record<string, RegExp> = { ID: /^\d{5}$/, KH: /^\d{5,6}$/ };

const optional = (max: number) => z.string().trim().max(max, 'validation.tooLong').optional().nullable();

/** A company's name, tax number, contact and address (spec §5 company table), with the checks users expect. */
export const companyFields = z.object({
  accnName: z.string().trim().min(1, 'validation.required').max(256, 'validation.tooLong'),
  accnCoyRegn: z.string().trim().min(1, 'validation.required').max(20, 'validation.tooLong'),
  contactTel: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(1024, 'validation.tooLong')
    .regex(/^\+?[0-9 ()-]{6,}$/, 'validation.phone'),
  contactEmail: z.string().trim().min(1, 'validation.required').max(128, 'validation.tooLong').email('validation.emailInvalid'),
  contactFax: optional(128),
  addrLn1: z.string().trim().min(1, 'validation.required').max(64, 'validation.tooLong'),
  addrLn2: optional(64),
  addrLn3: optional(64),
  addrProv: z.string().trim().min(1, 'validation.required').max(15, 'validation.tooLong'),
  addrCity: z.string().trim().min(1, 'validation.required').max(15, 'validation.tooLong'),
  addrPcode: z.string().trim().min(1, 'validation.required').max(10, 'validation.tooLong'),
  addrCtry: z.string().trim().length(2, 'validation.code2').toUpperCase(),
});

/** Tax number and postal code by country: the fields that break the rule, with their messages. */
export function companyProblems(c: {
  accnCoyRegn: string;
  addrCtry: string;
  addrPcode: string;
}): Array<{ field: 'accnCoyRegn' | 'addrPcode'; message: string }> {
  const problems: Array<{ field: 'accnCoyRegn' | 'addrPcode'; message: string }> = [];
  const digits = c.accnCoyRegn.replace(/[.\s-]/g, '');
  if (c.addrCtry === 'ID' && !NPWP_PATTERN.test(digits)) problems.push({ field: 'accnCoyRegn', message: 'validation.npwp' });
  const postal = POSTAL_CODE_PATTERNS[c.addrCtry] ?? /^[A-Za-z0-9 -]{3,10}$/;
  if (!postal.test(c.addrPcode)) problems.push({ field: 'addrPcode', message: 'validation.postalCode' });
  return problems;
}

export function companyChecks(c: { accnCoyRegn: string; addrCtry: string; addrPcode: string }, ctx: z.RefinementCtx): void {
  for (const p of companyProblems(c)) ctx.addIssue({ code: 'custom', path: [p.field], message: p.message });
}

export const companyBody = companyFields.strict().superRefine(companyChecks);
export const companyUpdateBody = companyFields
  .extend({ version: z.number().int().min(1) })
  .strict()
  .superRefine(companyChecks);
export type CompanyBody = z.infer<typeof companyBody>;
