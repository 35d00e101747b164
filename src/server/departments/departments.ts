import { and, asc, eq, ilike, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_BASE } from '../../domain/api-paths';
import { lookupOption } from '../../domain/datatable';
import { COMPANY_USER_LOOKUP } from '../../domain/resources/fleet/department';
import type { ResourceRowOutput } from '../../domain/resources/row-schema';
import type { Db, Tx } from '../db/client';
import { users } from '../db/schema';
import { likePattern } from '../http/datatable';
import { validationFailed } from '../http/errors';
import { errorResponses } from '../http/openapi';
import type { Principal } from '../http/principal';

/**
 * Departments (issue 19, part 2; docs/decisions/0040-departments.md) are a resource of the engine; what the engine does
 * not know is here: the head must be an active user of the department's company (a write's check), and the head's
 * dropdown lists the caller's company's active users.
 */
export async function checkDepartment(
  tx: Tx,
  p: Principal,
  values: Record<string, unknown>,
  _before: ResourceRowOutput | null,
): Promise<void> {
  const head = typeof values.headUsrId === 'string' ? values.headUsrId.trim() : '';
  if (!head) return;
  const [found] = await tx
    .select({ usrId: users.usrId })
    .from(users)
    .where(and(eq(users.usrId, head.toUpperCase()), eq(users.accnId, p.accnId), eq(users.usrStatus, 'A')));
  if (!found) throw validationFailed({ headUsrId: 'resources.department.errors.head' });
}

/** `GET …/lookups/companyUser`: the caller's company's active users `[{value: usrId, desc: name}]`. */
export function departmentRoutes(app: FastifyInstance, deps: { db: Db }): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    `${API_BASE}/v1/lintas/trucking/lookups/${COMPANY_USER_LOOKUP}`,
    {
      schema: {
        tags: ['resources'],
        summary: "The caller's company's active users [{value, desc}] (a department's head); search by id or name",
        querystring: z.object({ search: z.string().trim().max(100).optional() }).strict(),
        response: { 200: z.array(lookupOption), ...errorResponses },
      },
      preHandler: app.auth.requirePermission('users.manage'),
    },
    async (request) => {
      const search = request.query.search;
      const like = search ? likePattern(search) : null;
      return deps.db
        .select({ value: users.usrId, desc: users.usrName })
        .from(users)
        .where(
          and(
            eq(users.accnId, request.principal!.accnId),
            eq(users.usrStatus, 'A'),
            like ? or(ilike(users.usrId, like), ilike(users.usrName, like)) : undefined,
          ),
        )
        .orderBy(asc(users.usrName))
        .limit(200);
    },
  );
}
