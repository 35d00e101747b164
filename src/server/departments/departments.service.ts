import { and, asc, eq, ilike, or } from 'drizzle-orm';
import type { ResourceRowOutput } from '../../domain/resources/row-schema';
import type { DbOrTx, Tx } from '../db/client';
import { users } from '../db/schema';
import { likePattern } from '../http/datatable';
import { validationFailed } from '../http/errors';
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

/** The caller's company's active users `[{value: usrId, desc: name}]`, by name, searched by id or name (at most 200). */
export async function companyUserOptions(db: DbOrTx, p: Principal, search: string | undefined) {
  const like = search ? likePattern(search) : null;
  return db
    .select({ value: users.usrId, desc: users.usrName })
    .from(users)
    .where(
      and(
        eq(users.accnId, p.accnId),
        eq(users.usrStatus, 'A'),
        like ? or(ilike(users.usrId, like), ilike(users.usrName, like)) : undefined,
      ),
    )
    .orderBy(asc(users.usrName))
    .limit(200);
}
