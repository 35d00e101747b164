import type { DatatableQuery, DatatableResponse } from '../../domain/datatable';
import type { DbOrTx } from '../db/client';
import { namedQuery } from '../db/named-query';
import { dayRange } from '../http/datatable';

/**
 * A draft is its creator's alone until submitted (and again after a withdraw, which lands in DRF), and so is a deleted
 * draft (DEL): the customer and the truck operator see a job in every other state (`jobScope`).
 */
export const PRIVATE_JOB_STATES = ['DRF', 'DEL'] as const;
const PRIVATE_SQL = PRIVATE_JOB_STATES.map((s) => `'${s}'`).join(', ');

/** Whether a list query only filters and sorts on what the party indexes hold. */
export const fitsPartyIndexes = (q: DatatableQuery & { jobOutPaymentState?: string | undefined }) =>
  !q.search?.trim() && !q.jobOutPaymentState && (!q.sort || q.sort === 'createdAt');

export type CompanyJobQuery = DatatableQuery & {
  jobDtCreateFrom?: string | undefined;
  jobDtCreateTo?: string | undefined;
  jobState?: string | undefined;
};

/** One row of the job list (the same columns as the general list in jobs.service.ts). */
export type JobListRow = {
  jobId: string;
  rentalId: string | null;
  jobState: string;
  jobOutPaymentState: string;
  creatorAccnId: string;
  creatorName: string;
  customerAccnId: string;
  customerName: string;
  toAccnId: string;
  toName: string;
  shipmentType: string;
  loadType: string;
  truckingDirection: string;
  customerRef: string | null;
  blNo: string | null;
  doNo: string | null;
  containers: string | null;
  pickupAt: Date;
  currency: string | null;
  totalCharge: string | null;
  createdAt: Date;
  updatedAt: Date;
  version: number;
};

/** The statement of one shape of the query (filters present, order), built once and run as a named statement. */
const statements = new Map<string, string>();

function statementFor(shape: {
  state: boolean;
  deleted: boolean;
  from: boolean;
  to: boolean;
  order: 'desc' | 'asc' | 'descAsc';
}) {
  const key = `company_jobs_${shape.state ? (shape.deleted ? 'd' : 's') : 'n'}${shape.from ? 'f' : ''}${shape.to ? 't' : ''}_${shape.order}`;
  let text = statements.get(key);
  if (text === undefined) {
    // $1 company, $2 length, $3 start, then the filters present: state, created from, created before (in that order).
    const filters: string[] = [];
    const param = (cast: string) => `$${filters.length + 4}::${cast}`;
    if (shape.state) filters.push(`job_state = ${param('varchar')}`);
    if (shape.from) filters.push(`created_at >= ${param('timestamptz')}`);
    if (shape.to) filters.push(`created_at < ${param('timestamptz')}`);
    const filter = filters.length ? filters.join(' and ') : 'true';
    // Deleted drafts are gone for the list unless asked for by state.
    const live = shape.deleted ? 'true' : `job_state <> 'DEL'`;
    const branch = (party: string, submittedOnly: boolean) =>
      `select job_id, job_state, created_at from jobs where ${party} = $1 and ${live}${
        submittedOnly ? ` and job_state not in (${PRIVATE_SQL})` : ''
      }`;
    const [created, id] = shape.order === 'desc' ? ['desc', 'desc'] : shape.order === 'asc' ? ['asc', 'asc'] : ['desc', 'asc'];
    text = `
with party as materialized (
  ${branch('creator_accn_id', false)}
  union ${branch('customer_accn_id', true)}
  union ${branch('to_accn_id', true)}
), counts as (
  select count(*)::int as total, count(*) filter (where ${filter})::int as filtered from party
), page as (
  select job_id, created_at from party where ${filter}
   order by created_at ${created}, job_id ${id} limit $2 offset $3
)
select c.total, c.filtered, j.job_id as "jobId", (select r.rental_id from rentals r where r.job_id = j.job_id) as "rentalId",
       j.job_state as "jobState", j.job_out_payment_state as "jobOutPaymentState",
       j.creator_accn_id as "creatorAccnId", cr.accn_name as "creatorName", j.customer_accn_id as "customerAccnId",
       cu.accn_name as "customerName", j.to_accn_id as "toAccnId", op.accn_name as "toName",
       j.shipment_type as "shipmentType", j.load_type as "loadType", j.trucking_direction as "truckingDirection",
       j.customer_ref as "customerRef", j.bl_no as "blNo", j.do_no as "doNo",
       (select string_agg(k.container_no, ', ' order by k.seq) from job_containers k where k.job_id = j.job_id) as containers,
       j.pickup_at as "pickupAt", j.currency, j.total_charge as "totalCharge", j.created_at as "createdAt",
       j.updated_at as "updatedAt", j.version
  from counts c
  left join (page p join jobs j on j.job_id = p.job_id
             join accounts cr on cr.accn_id = j.creator_accn_id
             join accounts cu on cu.accn_id = j.customer_accn_id
             join accounts op on op.accn_id = j.to_accn_id) on true
 order by p.created_at ${created}, p.job_id ${id}`;
    statements.set(key, text);
  }
  return { name: key, text };
}

/**
 * A company's list filtered by state and creation date only (`fitsPartyIndexes`), page and counts in ONE named
 * statement. The company's jobs come from the union of its three party indexes (creator, customer, truck operator),
 * each an index-only scan of `(x_accn_id, job_state, created_at DESC, job_id DESC)`: counting or ordering a company's
 * thousand jobs reads index pages only, where the `OR` of the three columns read one heap page per job; only the
 * page's rows are read from the table. The customer's and the operator's branches skip drafts on the index. The union
 * is materialised once for both the counts and the page (docs/performance.md).
 */
export async function companyJobList(db: DbOrTx, accnId: string, q: CompanyJobQuery): Promise<DatatableResponse<JobListRow>> {
  const range = dayRange(q.jobDtCreateFrom, q.jobDtCreateTo);
  const order = !q.sort ? 'desc' : q.order === 'desc' ? 'descAsc' : 'asc';
  const { name, text } = statementFor({
    state: !!q.jobState,
    deleted: q.jobState === 'DEL',
    from: !!range.from,
    to: !!range.to,
    order,
  });
  const values: unknown[] = [accnId, q.length, q.start];
  if (q.jobState) values.push(q.jobState);
  if (range.from) values.push(range.from);
  if (range.to) values.push(range.to);
  const rows = await namedQuery<JobListRow & { total: number; filtered: number }>(db, name, text, values);
  const first = rows[0]!;
  return {
    draw: q.draw ?? q.echo ?? 0,
    iTotalRecords: first.total,
    iTotalDisplayRecords: first.filtered,
    aaData: first.jobId === null ? [] : rows.map(({ total: _t, filtered: _f, ...row }) => row),
  };
}
