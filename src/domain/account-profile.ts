import { z } from 'zod';
import { companyFields, POSTAL_CODE_PATTERNS } from './company';

/** What a company administrator may change of its own company (name and tax number change through the platform). */
export const accountProfileBody = companyFields
  .omit({ accnName: true, accnCoyRegn: true })
  .extend({ version: z.number().int().min(1) })
  .strict()
  .superRefine((c, ctx) => {
    const postal = POSTAL_CODE_PATTERNS[c.addrCtry] ?? /^[A-Za-z0-9 -]{3,10}$/;
    if (!postal.test(c.addrPcode)) ctx.addIssue({ code: 'custom', path: ['addrPcode'], message: 'validation.postalCode' });
  });
export type AccountProfileBody = z.infer<typeof accountProfileBody>;
