import { z } from 'zod';

/**
 * Password rules (the spec leaves them open; decided in the sign-in issue). Messages are i18n
 * keys: the web form translates them, the server answers them translated.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;
export const PASSWORD_HISTORY = 5;

export const PASSWORD_RULE_KEYS = {
  length: 'validation.password.length',
  upper: 'validation.password.upper',
  lower: 'validation.password.lower',
  digit: 'validation.password.digit',
  symbol: 'validation.password.symbol',
  userId: 'validation.password.userId',
  reused: 'validation.password.reused',
} as const;

/** Every rule the password breaks, as i18n keys (history is checked on the server only). */
export function passwordProblems(password: string, userId?: string): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) problems.push(PASSWORD_RULE_KEYS.length);
  if (!/[A-Z]/.test(password)) problems.push(PASSWORD_RULE_KEYS.upper);
  if (!/[a-z]/.test(password)) problems.push(PASSWORD_RULE_KEYS.lower);
  if (!/[0-9]/.test(password)) problems.push(PASSWORD_RULE_KEYS.digit);
  if (!/[^A-Za-z0-9]/.test(password)) problems.push(PASSWORD_RULE_KEYS.symbol);
  if (userId && userId.length >= 3 && password.toUpperCase().includes(userId.toUpperCase()))
    problems.push(PASSWORD_RULE_KEYS.userId);
  return problems;
}

const required = (max: number) => z.string().min(1, 'validation.required').max(max, 'validation.tooLong');

/**
 * PUT /api/v1/lintas/manageusr/password/change serves three cases:
 * - reset: `token` (the key of the e-mailed link) + new/confirm;
 * - forced change: `forceChangePwd: true`, `token` (the key answered with AUTHORIZED_LOGIN_CHNG_PW_RQD), `userId`, `currentPassword` + new/confirm;
 * - own change (signed in): `currentPassword` + new/confirm.
 */
export const passwordChangeBody = z
  .object({
    newPassword: required(PASSWORD_MAX * 2),
    confirmPassword: required(PASSWORD_MAX * 2),
    token: z.string().min(1, 'validation.required').max(2048).optional(),
    userId: z.string().trim().min(1, 'validation.required').max(35).optional(),
    currentPassword: required(128).optional(),
    forceChangePwd: z.boolean().optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.confirmPassword !== body.newPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'validation.passwordsMismatch' });
    }
    const problem = passwordProblems(body.newPassword, body.userId)[0];
    if (problem) ctx.addIssue({ code: 'custom', path: ['newPassword'], message: problem });
    if (body.forceChangePwd) {
      for (const field of ['token', 'userId', 'currentPassword'] as const) {
        if (!body[field]) ctx.addIssue({ code: 'custom', path: [field], message: 'validation.required' });
      }
    }
  });
export type PasswordChangeBody = z.infer<typeof passwordChangeBody>;

export const passwordChangeResult = z.object({
  status: z.literal('SUCCESS'),
  data: z.object({ loginStatus: z.literal('PASSWORD_RESET_SUCCESS') }),
  err: z.null(),
});

export const forgotPasswordBody = z
  .object({
    email: z.string().trim().min(1, 'validation.required').max(128, 'validation.tooLong').email('validation.emailInvalid'),
  })
  .strict();

/** The forgot-password answer: always the same message (in the request's language), known e-mail or not. */
export const forgotPasswordResult = z.object({ message: z.string() });

/** Minutes a reset link stays valid; it works once. */
export const RESET_LINK_MINUTES = 30;
