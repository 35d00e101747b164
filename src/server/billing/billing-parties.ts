import { sql } from 'drizzle-orm';
import { CUSTOMER_ACCOUNT_TYPES, OPERATOR_ACCOUNT_TYPES } from '../../domain/accounts';
import { BILLING_TABS } from '../../domain/billing/billing-actions';
import type { LookupOption } from '../../domain/datatable';
import type { DbOrTx } from '../db/client';
import type { Principal } from '../http/principal';
import { seesAllJobs } from '../jobs/jobs.service';
import { billingScope } from './billing-list';

/** Which party of a job a billing list filters by: its truck operator or its creator. */
export type BillingPartySide = 'to' | 'creator';

/**
 * The companies a billing list can be filtered by (the operator or creator filter's options): for the platform every
 * truck operator or cargo owner / forwarder; for a company the parties of the jobs in billing it is party to.
 */
export async function billingParties(db: DbOrTx, p: Principal, side: BillingPartySide): Promise<LookupOption[]> {
  if (seesAllJobs(p)) {
    const types = side === 'to' ? OPERATOR_ACCOUNT_TYPES : CUSTOMER_ACCOUNT_TYPES;
    const { rows } = await db.execute<LookupOption>(sql`
      select accn_id as value, accn_name as desc from accounts
       where atyp_id in (${sql.join(
         types.map((t) => sql`${t}`),
         sql`, `,
       )})
       order by accn_name, accn_id`);
    return rows;
  }
  const states = [...new Set(Object.values(BILLING_TABS).flat())] as string[];
  const column = side === 'to' ? sql.raw('j.to_accn_id') : sql.raw('j.creator_accn_id');
  const { rows } = await db.execute<LookupOption>(sql`
    select a.accn_id as value, a.accn_name as desc
      from accounts a
     where a.accn_id in (
       select ${column} from jobs j
        where ${billingScope(p)}
          and j.job_state in (${sql.join(
            states.map((s) => sql`${s}`),
            sql`, `,
          )}))
     order by a.accn_name, a.accn_id`);
  return rows;
}
