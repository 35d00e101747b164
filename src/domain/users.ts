import { z } from 'zod';
import type { AccountType } from './accounts';
import type { RoleCode } from './roles';

/** Roles a user of each kind of company may hold (offered in the user form; the server refuses others). */
export const ROLES_BY_ACCOUNT_TYPE: Record<AccountType, readonly RoleCode[]> = {
  SP_OP_ADMIN: [
    'SYS_SUPER_ADMIN',
    'SP_OP_ADMIN',
    'ADMIN',
    'SP_L1',
    'OPS_ADMIN_OFFICER',
    'COMMERCIAL',
    'BUSINESS_HEAD',
    'OP_ADMIN_NO_JOB',
  ],
  ACC_TYPE_GLI: ['FINANCE_ADMIN', 'FINANCE_HEAD', 'FINANCE_APPROVER', 'ACCN_ADMIN'],
  ACC_TYPE_FINANCE: ['FINANCE_ADMIN', 'FINANCE_HEAD', 'FINANCE_APPROVER', 'ACCN_ADMIN'],
  ACC_TYPE_CO: ['ACCN_ADMIN', 'OFFICER', 'FINANCE_APPROVER'],
  ACC_TYPE_FF_CO: ['ACCN_ADMIN', 'FFCO_ADMIN', 'OFFICER', 'FINANCE_APPROVER'],
  ACC_TYPE_FF: ['FF_ADMIN', 'OFFICER', 'FF_FINANCE', 'FINANCE_APPROVER'],
  ACC_TYPE_TO: ['ACCN_ADMIN', 'TO_OPERATION', 'FINANCE_APPROVER'],
  ACC_TYPE_TO_WJ: ['ACCN_ADMIN', 'TO_OPERATION'],
  ACC_TYPE_SL: ['ACCN_ADMIN', 'SL_FINANCE', 'SL_DOC_VERIFIER', 'OFFICER'],
  ACC_TYPE_SP: ['ACCN_ADMIN', 'SP_OPS_ADMIN', 'OFFICER'],
};

/** Roles that administer a company's users; a company must keep one active user holding one. */
export const COMPANY_ADMIN_ROLES: readonly RoleCode[] = [
  'ACCN_ADMIN',
  'FF_ADMIN',
  'FFCO_ADMIN',
  'SP_OP_ADMIN',
  'SYS_SUPER_ADMIN',
];

const text = (max: number, required = true) =>
  required
    ? z.string().trim().min(1, 'validation.required').max(max, 'validation.tooLong')
    : z.string().trim().max(max, 'validation.tooLong').optional().nullable();

const userFields = {
  usrName: z.string().trim().min(1, 'validation.required').max(35, 'validation.tooLong'),
  usrTitle: text(35, false),
  usrPassNid: text(20, false),
  contactEmail: z.string().trim().min(1, 'validation.required').max(128, 'validation.tooLong').email('validation.emailInvalid'),
  contactTel: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(24, 'validation.tooLong')
    .regex(/^\+?[0-9 ()-]{6,24}$/, 'validation.phone'),
  roles: z.array(z.string().max(32)).min(1, 'validation.roleRequired').max(10),
};

export const createUserBody = z
  .object({
    usrId: z
      .string()
      .trim()
      .min(3, 'validation.userIdFormat')
      .max(35, 'validation.tooLong')
      .regex(/^[A-Za-z0-9_.-]+$/, 'validation.userIdFormat')
      .transform((v) => v.toUpperCase()),
    /** Platform admins choose the company; a company administrator always creates in its own. */
    accnId: z.string().max(20).optional(),
    ...userFields,
  })
  .strict();

export const updateUserBody = z.object({ ...userFields, version: z.number().int().min(1) }).strict();

export const activateBody = z
  .object({
    token: z.string().min(1).max(200),
    newPassword: z.string().min(1, 'validation.required').max(128),
    confirmPassword: z.string().min(1, 'validation.required').max(128),
  })
  .strict()
  .refine((b) => b.newPassword === b.confirmPassword, { path: ['confirmPassword'], message: 'validation.passwordsMismatch' });

/** Days an activation link stays valid; it works once. */
export const ACTIVATION_DAYS = 3;
