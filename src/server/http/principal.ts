import type { AccountType } from '../../domain/accounts';

/** The signed-in user as the server knows it; never taken from the client. */
export interface Principal {
  usrId: string;
  usrName: string;
  accnId: string;
  accnName: string;
  accnType: AccountType;
  accnStatus: string;
  authorities: string[];
  /** Effective permissions of the roles (table role_permission_sets). */
  permissions: string[];
  sessionId: string;
  /** A 'remember me' session (lives 7 days, no idle expiry). */
  remember: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
}
