import { z } from 'zod';

/** Login statuses (spec §3). */
export const LOGIN_STATUSES = [
  'AUTHORIZED_REG',
  'AUTHORIZED_IGNORE',
  'UNAUTHENTICATED',
  'UNAUTHORIZED',
  'AUTHORIZED_LOGIN',
  'AUTHORIZED_LOGIN_CHNG_PW_RQD',
  'ACCOUNT_SUSPENDED',
  'ACCOUNT_INACTIVE',
  'USER_SESSION_EXISTING',
  'PASSWORD_RESET_SUCCESS',
  'SESSION_EXPIRED_OR_INACTIVE',
] as const;
export type LoginStatus = (typeof LOGIN_STATUSES)[number];

/** Sign-in form (spec §3): the user id is upper-cased as typed. */
export const loginBody = z
  .object({
    id: z
      .string()
      .trim()
      .min(1, 'This field is required')
      .max(35)
      .transform((v) => v.toUpperCase()),
    password: z.string().min(1, 'This field is required').max(128),
    isRememberMe: z.boolean().optional(),
    /** Confirms ending an existing session (answer to USER_SESSION_EXISTING). */
    force: z.boolean().optional(),
  })
  .strict();
export type LoginBody = z.input<typeof loginBody>;

export const sessionUser = z.object({
  usrId: z.string(),
  usrName: z.string(),
  accnId: z.string(),
  accnName: z.string(),
  accnType: z.string(),
  accnStatus: z.string(),
  authorities: z.array(z.string()),
  /** Effective permissions of the user's roles (role -> permission table). */
  permissions: z.array(z.string()).optional(),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const loginResult = z.object({
  user: sessionUser.nullable(),
  token: z.string().nullable(),
  loginStatus: z.enum(LOGIN_STATUSES),
  err: z.object({ msg: z.string() }).nullable(),
  /**
   * AUTHORIZED_REG only: the company's registration and a short-lived read-only access to it
   * (sent in `x-registration-secret`), so the user can see its state. Null when there is none.
   */
  registration: z.object({ regId: z.string(), access: z.string() }).nullable().optional(),
});
export type LoginResult = z.infer<typeof loginResult>;

/** `GET /api/co/cac/profile/`: the signed-in user, and the token (renewed when a tab session's is half spent). */
export const profileResult = z.object({ user: sessionUser, token: z.string(), err: z.null() });

/** A remembered session lives at most this long; otherwise the token lives for the tab. */
export const REMEMBER_ME_DAYS = 7;
/** Upper bound of a tab session's token (the idle expiry usually ends it sooner). */
export const TAB_TOKEN_HOURS = 12;
