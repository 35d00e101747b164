import { sql, type SQL } from 'drizzle-orm';
import type { DatatableQuery } from '../../domain/datatable';

/**
 * A draft is its creator's alone until submitted (and again after a withdraw, which lands in DRF), and so is a deleted
 * draft (DEL): the customer and the truck operator see a job in every other state (`jobScope`).
 */
export const PRIVATE_JOB_STATES = ['DRF', 'DEL'] as const;

/**
 * A company's jobs as the union of its three party indexes (creator, customer, truck operator), each an index-only
 * scan of `(x_accn_id, job_state, created_at DESC, job_id DESC)`. The derived table is named `jobs`, so filters written
 * on the `jobs` columns (state, creation date) apply to it unchanged. Counting or ordering a company's thousand jobs
 * this way reads index pages only, where the `OR` of the three columns read one heap page per job
 * (docs/performance.md). Usable when every filter is on those columns.
 */
function partyJobs(accnId: string, columns: SQL, where: SQL): SQL {
  const branch = (party: string, hidden?: SQL) =>
    sql`select ${columns} from jobs where ${sql.identifier(party)} = ${accnId} and ${where}${hidden ?? sql``}`;
  // Drafts are the creator's alone (jobScope): the customer's and the operator's branches skip them, on the index.
  const submitted = sql.raw(` and job_state not in (${PRIVATE_JOB_STATES.map((s) => `'${s}'`).join(', ')})`);
  return sql`(${branch('creator_accn_id')} union ${branch('customer_accn_id', submitted)} union ${branch('to_accn_id', submitted)}) as jobs`;
}

/** The ids of one page of the company's jobs, newest first by default (or by creation date either way). */
export function companyJobPageIds(accnId: string, where: SQL, q: DatatableQuery): SQL {
  const newestFirst = !q.sort || q.order === 'desc';
  // The same order as the general list: the default sorts both keys descending, an explicit sort breaks ties by id.
  const tie = !q.sort ? sql`desc` : sql`asc`;
  return sql`select job_id from ${partyJobs(accnId, sql`job_id, created_at`, where)}
    order by created_at ${newestFirst ? sql`desc` : sql`asc`}, job_id ${tie} limit ${q.length} offset ${q.start}`;
}

/** The company's total (within `scope`) and the total matching `filter`, from index pages alone. */
export function companyJobCounts(accnId: string, scope: SQL, filter: SQL | undefined): SQL<{ total: number; filtered: number }> {
  const filtered = filter ? sql`count(*) filter (where ${filter})` : sql`count(*)`;
  return sql`select count(*)::int as total, ${filtered}::int as filtered
    from ${partyJobs(accnId, sql`job_id, job_state, created_at`, scope)}`;
}

/** Whether a list query only filters and sorts on what the party indexes hold. */
export const fitsPartyIndexes = (q: DatatableQuery & { jobOutPaymentState?: string | undefined }) =>
  !q.search?.trim() && !q.jobOutPaymentState && (!q.sort || q.sort === 'createdAt');
