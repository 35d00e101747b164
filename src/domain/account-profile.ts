import { z } from 'zod';

const optional = (max: number) => z.string().trim().max(max, 'validation.tooLong').optional().nullable();

/** What a company administrator may change of its own company (name and tax number change through the platform). */
export const accountProfileBody = z
  .object({
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
    version: z.number().int().min(1),
  })
  .strict();
export type AccountProfileBody = z.infer<typeof accountProfileBody>;
