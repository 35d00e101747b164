import { z } from 'zod';
import { companyFields, companyProblems } from './company';

/** Services offered at registration (spec §1): at least one must be chosen. */
export const SERVICES = ['DELIVERY_ORDER', 'DECLARATION', 'TRUCKING', 'GATE_PASS', 'DEPOT'] as const;

/** Registration approval states (spec §4) plus the visitor's own states before and after review. */
export const APPROVAL_STATES = ['DRAFT', 'P', 'RET', 'C', 'V', 'R', 'X'] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];

/** Account types a visitor may register (the platform, GLI and finance are set up by the operator). */
export const REGISTRABLE_TYPES = [
  'ACC_TYPE_CO',
  'ACC_TYPE_FF',
  'ACC_TYPE_TO',
  'ACC_TYPE_TO_WJ',
  'ACC_TYPE_SL',
  'ACC_TYPE_SP',
] as const;

const addr = {
  addrLn1: z.string().trim().min(1, 'validation.required').max(64, 'validation.tooLong'),
  addrLn2: z.string().trim().max(64, 'validation.tooLong').optional().nullable(),
  addrLn3: z.string().trim().max(1024, 'validation.tooLong').optional().nullable(),
  addrProv: z.string().trim().max(15, 'validation.tooLong').optional().nullable(),
  addrCity: z.string().trim().max(15, 'validation.tooLong').optional().nullable(),
  addrPcode: z.string().trim().min(1, 'validation.required').max(10, 'validation.tooLong'),
  addrCtry: z.object({ ctyCode: z.string().trim().length(2, 'validation.code2').toUpperCase() }),
};

/** accnDetails (spec §3 and the company table of §5), with the nested contact and address shapes. */
export const accnDetailsSchema = z
  .object({
    accnId: z.string().max(20).optional().nullable(),
    accnName: companyFields.shape.accnName,
    accnCoyRegn: companyFields.shape.accnCoyRegn,
    accnStatus: z.string().max(1).optional().nullable(),
    TMstAccnType: z.object({ atypId: z.enum(REGISTRABLE_TYPES, { message: 'validation.option' }) }),
    accnContact: z.object({
      contactTel: companyFields.shape.contactTel,
      contactEmail: companyFields.shape.contactEmail,
      contactFax: companyFields.shape.contactFax,
    }),
    accnAddr: z.object({
      ...addr,
      addrProv: companyFields.shape.addrProv,
      addrCity: companyFields.shape.addrCity,
      addrLn3: companyFields.shape.addrLn3,
    }),
  })
  .superRefine((a, ctx) => {
    const problems = companyProblems({
      accnCoyRegn: a.accnCoyRegn,
      addrCtry: a.accnAddr.addrCtry.ctyCode,
      addrPcode: a.accnAddr.addrPcode,
    });
    for (const p of problems)
      ctx.addIssue({
        code: 'custom',
        path: p.field === 'accnCoyRegn' ? ['accnCoyRegn'] : ['accnAddr', 'addrPcode'],
        message: p.message,
      });
  });

/** coreUsr: the first user (spec §3 and the user table of §5). */
export const coreUsrSchema = z.object({
  usrName: z.string().trim().min(1, 'validation.required').max(35, 'validation.tooLong'),
  usrPassNid: z.string().trim().min(1, 'validation.required').max(20, 'validation.tooLong'),
  usrTitle: z.string().trim().max(35, 'validation.tooLong').optional().nullable(),
  usrContact: z.object({
    contactTel: z
      .string()
      .trim()
      .min(1, 'validation.required')
      .max(1024, 'validation.tooLong')
      .regex(/^\+?[0-9 ()-]{6,}$/, 'validation.phone'),
    contactEmail: z.string().trim().min(1, 'validation.required').max(128, 'validation.tooLong').email('validation.emailInvalid'),
  }),
  usrAddr: z.object(addr),
});

/** POST /api/register/: save keeps a draft (partial data allowed); submit validates everything. */
export const registrationBody = z
  .object({
    portalAccn: z.object({ accnDetails: z.unknown() }),
    coreUsr: z.unknown().optional().nullable(),
    regDocIds: z.array(z.string().uuid()).max(50).optional().nullable(),
    regDocs: z.array(z.unknown()).max(50).optional().nullable(),
    services: z.array(z.enum(SERVICES)).max(5).optional().nullable(),
    requestAction: z.enum(['save', 'submit']),
    adminTabEnabled: z.boolean().optional().nullable(),
    supDocsEnabled: z.boolean().optional().nullable(),
  })
  .strict();
