import type { LoginBody, LoginResult, profileResult } from '../../domain/session';
import type { WireOf } from '../../domain/wire';

export type { LoginStatus, SessionUser } from '../../domain/session';

/** POST /api/v1/lintas/trucking/auth/login body (shared with the server's zod schema). */
export type LoginRequest = LoginBody;

/** Login answer: `{ user, token, loginStatus, err }` (spec §3). */
export type LoginResponse = LoginResult;

/** GET /api/co/cac/profile/ answer (spec §7). */
export type ProfileResponse = WireOf<typeof profileResult>;
