import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { businessDate } from '../../domain/contracts/contracts';
import type { DatatableQuery } from '../../domain/datatable';
import { randomCode } from '../../domain/format';
import { documentNumber } from '../../domain/billing/documents';
import {
  INSURABLE_JOB_STATES,
  INSURANCE_WORKFLOW,
  insuranceActionsOf,
  POLICY_SERIES,
  premiumOf,
  type InsuranceApplyBody,
  type InsuranceQuery,
  type InsuranceSide,
  type InsuranceState,
  type InsuranceVerb,
  type InsuranceVerbBody,
} from '../../domain/insurance/insurance';
import { isPlatform } from '../../domain/permissions';
import { refusalOf, type Actor } from '../../domain/workflow';
import { assertCompanyActive } from '../account-requests/company-guard';
import { nextNumber } from '../billing/billing.service';
import type { Db, DbOrTx, Tx } from '../db/client';
import { accounts, insuranceApplications, insuranceRates, insurers, jobs, moneyDocuments } from '../db/schema';
import { audit } from '../http/audit';
import { likePattern, orderBy, pagedFrom } from '../http/datatable';
import { conflict, forbidden, notFound, validationFailed } from '../http/errors';
import type { Principal } from '../http/principal';

/**
 * Cargo insurance (issue 19; docs/decisions/0038-cargo-insurance.md). Who sees an application: its applicant (the job's
 * creator) and the platform. The applicant's side needs `jobs.create`; the platform decides with `terminations.decide`.
 * Each verb locks the row, checks the workflow (state 409, side or permission 403), the version read (409) and updates
 * on state and version (a lost race: 409, the winner's data kept).
 */

type Row = typeof insuranceApplications.$inferSelect;
const A = insuranceApplications;

/** A lost race (deadlock or serialisation failure) is a 409. */
async function raceSafe<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const code = (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code;
    if (code === '40P01' || code === '40001') throw conflict('insurance.server.stale');
    throw error;
  }
}

const readsAll = (p: Principal) =>
  isPlatform(p) && (p.permissions.includes('jobs.readAll') || p.permissions.includes('terminations.decide'));

function visibleTo(p: Principal): SQL {
  if (readsAll(p)) return sql`true`;
  return eq(A.applicantAccnId, p.accnId);
}

const actorOf = (r: Pick<Row, 'applicantAccnId'>, p: Principal): Actor => {
  const sides: InsuranceSide[] = [];
  if (r.applicantAccnId === p.accnId) sides.push('applicant');
  if (isPlatform(p)) sides.push('platform');
  return { usrId: p.usrId, permissions: p.permissions, sides };
};

const applicantName = sql<string>`(select a.accn_name from accounts a where a.accn_id = insurance_applications.applicant_accn_id)`;
const insurerName = sql<string>`(select i.insurer_name from insurers i where i.insurer_id = insurance_applications.insurer_id)`;
const goodsName = sql<string>`(select r.goods_name from insurance_rates r where r.goods_type = insurance_applications.goods_type)`;

const listColumns = {
  appId: A.appId,
  jobId: A.jobId,
  applicantAccnId: A.applicantAccnId,
  applicantName,
  insurerId: A.insurerId,
  insurerName,
  goodsType: A.goodsType,
  goodsName,
  currency: A.currency,
  cargoValue: A.cargoValue,
  premium: A.premium,
  state: A.state,
  policyNo: A.policyNo,
  createdAt: A.createdAt,
  version: A.version,
  appliedBy: A.appliedBy,
};

const SORTABLE = { createdAt: A.createdAt, appId: A.appId, jobId: A.jobId, state: A.state, premium: A.premium };

/** The applications the caller may see, newest first (server-paged); filters state and free text. */
export async function listInsurance(db: DbOrTx, p: Principal, q: InsuranceQuery) {
  const filters: SQL[] = [];
  if (q.state) filters.push(eq(A.state, q.state));
  if (q.search) {
    const like = likePattern(q.search);
    filters.push(or(ilike(A.appId, like), ilike(A.jobId, like), ilike(A.policyNo, like), ilike(applicantName, like))!);
  }
  const page = await pagedFrom(q as DatatableQuery, {
    columns: listColumns,
    from: (fields) => db.select(fields).from(A),
    scope: visibleTo(p),
    filter: filters.length ? and(...filters) : undefined,
    order: q.sort ? orderBy(q, SORTABLE, 'createdAt', A.appId) : [desc(A.createdAt), desc(A.appId)],
  });
  return {
    ...page,
    aaData: page.aaData.map(({ appliedBy, ...r }) => ({ ...r, actions: insuranceActionsOf(r.state, appliedBy, actorOf(r, p)) })),
  };
}

/** One application (not visible: 404). */
export async function getInsurance(db: DbOrTx, p: Principal, appId: string) {
  const [found] = await db
    .select({
      ...listColumns,
      r: A,
      jobState: jobs.jobState,
      billedDocNo: moneyDocuments.docNo,
    })
    .from(A)
    .innerJoin(jobs, eq(jobs.jobId, A.jobId))
    .leftJoin(moneyDocuments, eq(moneyDocuments.docId, A.billedDocId))
    .where(and(eq(A.appId, appId), visibleTo(p)));
  if (!found) throw notFound('insurance.server.notFound');
  const { r, appliedBy, ...row } = found;
  return {
    ...row,
    goodsDesc: r.goodsDesc,
    route: r.route,
    rateBasis: r.rateBasis,
    rate: r.rate,
    minPremium: r.minPremium,
    reason: r.reason,
    appliedBy,
    decidedBy: r.decidedBy,
    decidedAt: r.decidedAt,
    actions: insuranceActionsOf(r.state, appliedBy, actorOf(r, p)),
  };
}

/** The route of a job as shown and printed: its pickups, then its drops, by name (`A → B → C`). */
export async function routeOf(db: DbOrTx, jobId: string): Promise<string> {
  const res = await db.execute<{ name: string }>(sql`
    select name from (
      select distinct on (l.loc_id) l.loc_name || ', ' || l.addr_city as name, t.seq * 1000 as o
        from job_trips t join locations l on l.loc_id = t.pickup_loc_id where t.job_id = ${jobId}
      union all
      select l.loc_name || ', ' || l.addr_city as name, t.seq * 1000 + d.seq + 1 as o
        from job_drops d join job_trips t on t.trip_id = d.trip_id join locations l on l.loc_id = d.loc_id
       where d.job_id = ${jobId}
    ) x order by o`);
  const names: string[] = [];
  for (const { name } of res.rows) if (names[names.length - 1] !== name) names.push(name);
  return names.length ? names.join(' → ') : '-';
}

const rateFor = (tx: DbOrTx, goodsType: string) =>
  tx
    .select()
    .from(insuranceRates)
    .where(and(eq(insuranceRates.goodsType, goodsType), eq(insuranceRates.status, 'A')))
    .then((rows) => rows[0]);

/** The premium the form shows before applying (the application's computation). */
export async function quoteInsurance(db: DbOrTx, q: { goodsType: string; currency: string; cargoValue: string }) {
  const rate = await rateFor(db, q.goodsType);
  if (!rate) throw validationFailed({ goodsType: 'insurance.errors.goodsType' });
  const minPremium = q.currency === 'USD' ? rate.minPremiumUsd : rate.minPremiumIdr;
  let figures;
  try {
    figures = premiumOf({
      cargoValue: q.cargoValue,
      currency: q.currency,
      rateBasis: rate.rateBasis,
      rate: rate.rate,
      minPremium,
    });
  } catch {
    throw validationFailed({ cargoValue: 'billing.errors.amount' });
  }
  return { ...figures, rateBasis: rate.rateBasis, rate: rate.rate, minPremium };
}

/** What the form offers: the caller's insurable jobs (created by its company, not delivered, none live), insurers, rates. */
export async function insuranceOptions(db: DbOrTx, p: Principal) {
  const own = p.permissions.includes('jobs.create') && !isPlatform(p);
  const jobRows = own
    ? await db
        .select({ value: jobs.jobId, currency: jobs.currency, customerRef: jobs.customerRef })
        .from(jobs)
        .where(
          and(
            eq(jobs.creatorAccnId, p.accnId),
            inArray(jobs.jobState, [...INSURABLE_JOB_STATES]),
            // Not those with a live application (applied or approved): one per job.
            sql`not exists (select 1 from insurance_applications i where i.job_id = ${jobs.jobId} and i.state in ('REQ','APR'))`,
          ),
        )
        .orderBy(desc(jobs.createdAt))
        .limit(200)
    : [];
  const withRoutes = [];
  for (const j of jobRows) {
    const route = await routeOf(db, j.value);
    withRoutes.push({
      value: j.value,
      desc: j.customerRef ? `${j.value} (${j.customerRef})` : j.value,
      route,
      currency: j.currency,
    });
  }
  const ins = await db
    .select({ value: insurers.insurerId, desc: insurers.insurerName })
    .from(insurers)
    .where(eq(insurers.status, 'A'))
    .orderBy(asc(insurers.insurerName));
  const rates = await db
    .select({
      value: insuranceRates.goodsType,
      desc: insuranceRates.goodsName,
      rateBasis: insuranceRates.rateBasis,
      rate: insuranceRates.rate,
      minPremiumIdr: insuranceRates.minPremiumIdr,
      minPremiumUsd: insuranceRates.minPremiumUsd,
    })
    .from(insuranceRates)
    .where(eq(insuranceRates.status, 'A'))
    .orderBy(asc(insuranceRates.goodsName));
  return { jobs: withRoutes, insurers: ins, rates };
}

/**
 * An application (REQ) of the job's creator: its own job (another company's: a field error, as if unknown), not
 * delivered, cancelled or billed; no other live application (applied or approved) for the job; an active insurer and
 * goods type; the job's currency when it has one. The premium is the server's, from the rate table.
 */
export async function applyForInsurance(db: Db, p: Principal, body: InsuranceApplyBody, now = new Date()) {
  if (!p.permissions.includes('jobs.create') || isPlatform(p)) throw forbidden();
  return raceSafe(() =>
    db.transaction(async (tx) => {
      await assertCompanyActive(tx, p.accnId);
      const errors: Record<string, string> = {};
      // The job locked: two applications for one job at once are serialised here.
      const [job] = await tx
        .select()
        .from(jobs)
        .where(and(eq(jobs.jobId, body.jobId), eq(jobs.creatorAccnId, p.accnId)))
        .for('update');
      if (!job) errors.jobId = 'insurance.errors.job';
      else if (!(INSURABLE_JOB_STATES as readonly string[]).includes(job.jobState)) errors.jobId = 'insurance.errors.jobState';
      else {
        const [live] = await tx
          .select({ appId: A.appId })
          .from(A)
          .where(and(eq(A.jobId, job.jobId), inArray(A.state, ['REQ', 'APR'])));
        if (live) errors.jobId = 'insurance.errors.alreadyInsured';
        if (job.currency && job.currency !== body.currency) errors.currency = 'insurance.errors.currency';
      }
      const [insurer] = await tx
        .select({ id: insurers.insurerId })
        .from(insurers)
        .where(and(eq(insurers.insurerId, body.insurerId), eq(insurers.status, 'A')));
      if (!insurer) errors.insurerId = 'insurance.errors.insurer';
      const rate = await rateFor(tx, body.goodsType);
      if (!rate) errors.goodsType = 'insurance.errors.goodsType';
      if (Object.keys(errors).length) throw validationFailed(errors);
      const minPremium = body.currency === 'USD' ? rate!.minPremiumUsd : rate!.minPremiumIdr;
      const { premium } = premiumOf({
        cargoValue: body.cargoValue,
        currency: body.currency,
        rateBasis: rate!.rateBasis,
        rate: rate!.rate,
        minPremium,
      });
      const appId = randomCode('INS', now);
      await tx.insert(A).values({
        appId,
        jobId: job!.jobId,
        applicantAccnId: p.accnId,
        insurerId: body.insurerId,
        goodsType: body.goodsType,
        goodsDesc: body.goodsDesc?.trim() || null,
        route: (await routeOf(tx, job!.jobId)).slice(0, 1000),
        currency: body.currency,
        cargoValue: body.cargoValue,
        rateBasis: rate!.rateBasis,
        rate: rate!.rate,
        minPremium,
        premium,
        appliedBy: p.usrId,
        createdBy: p.usrId,
        updatedBy: p.usrId,
        createdAt: now,
        updatedAt: now,
      });
      await audit(tx, p, { event: 'INSURANCE_APPLY', entity: 'insurance', entityId: appId, after: { ...body, premium } });
      return getInsurance(tx, p, appId);
    }),
  );
}

/** The application locked for the verb: visible (404), the workflow (state 409; side, permission, maker 403), version. */
async function lockFor(tx: Tx, p: Principal, appId: string, verb: InsuranceVerb, version: number | undefined) {
  const [r] = await tx
    .select()
    .from(A)
    .where(and(eq(A.appId, appId), visibleTo(p)))
    .for('update');
  if (!r) throw notFound('insurance.server.notFound');
  const refusal = refusalOf(INSURANCE_WORKFLOW, verb, { state: r.state, makers: { appliedBy: r.appliedBy } }, actorOf(r, p));
  if (refusal === 'state') throw conflict('insurance.server.notAllowed');
  if (refusal) throw forbidden();
  if (version !== undefined && version !== r.version) throw conflict('insurance.server.stale');
  return r;
}

/** approve (a policy number in this transaction), reject (a reason), cancel. */
export async function actOnInsurance(
  db: Db,
  p: Principal,
  appId: string,
  verb: InsuranceVerb,
  body: InsuranceVerbBody,
  now = new Date(),
) {
  return raceSafe(() =>
    db.transaction(async (tx) => {
      const r = await lockFor(tx, p, appId, verb, body.version);
      const reason = body.reason?.trim() || null;
      const t = INSURANCE_WORKFLOW.verbs[verb];
      if ('reason' in t && t.reason && !reason) throw validationFailed({ reason: 'validation.required' });
      const set: Partial<typeof A.$inferInsert> = { reason: verb === 'approve' ? null : reason };
      if (verb === 'approve') {
        // The job's bill not yet approved (its documents made): otherwise the premium could not be billed.
        const [job] = await tx.select({ state: jobs.jobState }).from(jobs).where(eq(jobs.jobId, r.jobId)).for('update');
        if (!job || ['APP_BILL', 'CAN', 'REJ', 'DEL', 'TRM'].includes(job.state)) throw conflict('insurance.server.jobClosed');
        const year = Number(businessDate(now).slice(0, 4));
        set.policyNo = documentNumber(POLICY_SERIES, year, await nextNumber(tx, POLICY_SERIES, year));
      }
      if (verb !== 'cancel') Object.assign(set, { decidedBy: p.usrId, decidedAt: now });
      const to: InsuranceState = t.to;
      const [won] = await tx
        .update(A)
        .set({ ...set, state: to, version: r.version + 1, updatedAt: now, updatedBy: p.usrId })
        .where(and(eq(A.appId, r.appId), eq(A.state, r.state), eq(A.version, r.version)))
        .returning({ appId: A.appId });
      if (!won) throw conflict('insurance.server.stale');
      await audit(tx, p, {
        event: `INSURANCE_${verb.toUpperCase()}`,
        entity: 'insurance',
        entityId: appId,
        before: { state: r.state },
        after: { state: to, ...(reason ? { reason } : {}), ...(set.policyNo ? { policyNo: set.policyNo } : {}) },
      });
      return getInsurance(tx, p, appId);
    }),
  );
}

/** What the certificate prints: the approved application with the insured's and the insurer's names (else 404/409). */
export async function certificateData(db: DbOrTx, p: Principal, appId: string) {
  const app = await getInsurance(db, p, appId);
  if (app.state !== 'APR' || !app.policyNo) throw conflict('insurance.server.noPolicy');
  const [insured] = await db
    .select({ accnId: accounts.accnId, accnName: accounts.accnName, npwp: accounts.accnCoyRegn })
    .from(accounts)
    .where(eq(accounts.accnId, app.applicantAccnId));
  return { ...app, insured: insured! };
}
