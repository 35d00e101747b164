import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Pool } from 'pg';
import type { AccountType } from '../../domain/accounts';
import { permissionsForCompany, type Permission } from '../../domain/permissions';
import type { RoleCode } from '../../domain/roles';
import { forbidden, sessionExpired, unauthenticated } from './errors';
import type { Principal } from './principal';
import { verifySessionToken } from './tokens';

export interface AuthDeps {
  pool: Pool;
  secret: Uint8Array;
  /** Idle minutes before a session that is not 'remembered' ends. */
  idleMinutes: () => Promise<number>;
}

export interface Auth {
  /** Resolves the principal from the bearer token, or answers 401/408. */
  requireUser: preHandlerAsyncHookHandler;
  /** Resolves the principal when a bearer token is sent (and refuses a bad one); none: principal stays null. */
  optionalUser: preHandlerAsyncHookHandler;
  /** Requires a signed-in user holding at least one of the roles. */
  requireRole(...roles: RoleCode[]): preHandlerAsyncHookHandler;
  /**
   * Requires a signed-in user whose roles grant the permission, or any one of several (a screen shared by makers and
   * checkers) (src/domain/permissions.ts).
   */
  requirePermission(...anyOf: [Permission, ...Permission[]]): preHandlerAsyncHookHandler;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
  }
}

/**
 * Checks the session (live, not idle past its expiry) and loads the principal in one statement.
 * The idle expiry moves only when the last touch is over 30 s old, so most requests write nothing.
 */
const TOUCH_SESSION = `
with s as (
  select id, usr_id, last_seen_at, remember from sessions
   where id = $1 and usr_id = $2 and ended_at is null and expires_at > now()
), touched as (
  update sessions
     set last_seen_at = now(),
         expires_at = case when sessions.remember then sessions.expires_at else now() + make_interval(mins => $3::int) end
    from s
   where sessions.id = s.id and s.last_seen_at < now() - interval '30 seconds'
)
select s.remember, u.usr_id, u.usr_name, u.usr_status, a.accn_id, a.accn_name, a.atyp_id, a.accn_status,
       coalesce((select array_agg(r.role_id order by r.role_id) from user_roles r where r.usr_id = u.usr_id), '{}') as authorities,
       coalesce((select array_agg(distinct p order by p) from user_roles r join role_permission_sets rp on rp.role_id = r.role_id,
                 unnest(rp.permissions) p where r.usr_id = u.usr_id), '{}') as permissions
  from s join users u on u.usr_id = s.usr_id join accounts a on a.accn_id = u.accn_id`;

interface PrincipalRow {
  remember: boolean;
  usr_id: string;
  usr_name: string;
  usr_status: string;
  accn_id: string;
  accn_name: string;
  atyp_id: AccountType;
  accn_status: string;
  authorities: string[];
  permissions: string[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header || !header.startsWith('Bearer ')) return null;
  const token = header.slice(7).trim();
  return token.length > 0 && token.length < 4096 ? token : null;
}

export function createAuth(deps: AuthDeps): Auth {
  const requireUser: preHandlerAsyncHookHandler = async (request) => {
    const token = bearerToken(request);
    if (!token) throw unauthenticated();
    const claims = await verifySessionToken(deps.secret, token);
    if (!claims || !UUID.test(claims.sid)) throw sessionExpired();
    // A named statement: PostgreSQL parses and plans the session check once per connection, not on every request.
    const { rows } = await deps.pool.query<PrincipalRow>({
      name: 'session_check',
      text: TOUCH_SESSION,
      values: [claims.sid, claims.sub, await deps.idleMinutes()],
    });
    const row = rows[0];
    if (!row || row.usr_status !== 'A' || ['D', 'X', 'T', 'S', 'Q'].includes(row.accn_status)) throw sessionExpired();
    const principal: Principal = {
      usrId: row.usr_id,
      usrName: row.usr_name,
      accnId: row.accn_id,
      accnName: row.accn_name,
      accnType: row.atyp_id,
      accnStatus: row.accn_status,
      authorities: row.authorities,
      permissions: permissionsForCompany(row.atyp_id, row.permissions),
      sessionId: claims.sid,
      remember: row.remember,
    };
    request.principal = principal;
  };

  return {
    requireUser,
    async optionalUser(request, reply) {
      if (request.headers.authorization) await requireUser.call(this, request, reply);
    },
    requirePermission(...anyOf) {
      return async function requirePermissionHandler(this: FastifyInstance, request, reply) {
        if (!request.principal) await requireUser.call(this, request, reply);
        const held = request.principal?.permissions ?? [];
        if (!anyOf.some((p) => held.includes(p))) throw forbidden();
      };
    },
    requireRole(...roles) {
      return async function requireRoleHandler(this: FastifyInstance, request, reply) {
        if (!request.principal) await requireUser.call(this, request, reply);
        const held = request.principal?.authorities ?? [];
        if (!roles.some((r) => held.includes(r))) throw forbidden();
      };
    },
  };
}

export function installAuth(app: FastifyInstance, deps: AuthDeps): void {
  app.decorateRequest('principal', null);
  app.decorate('auth', createAuth(deps));
}
