import { aliasedTable, and, desc, eq, ilike, inArray, isNull, lte, gte, or, sql, type SQL } from 'drizzle-orm';
import {
  CUSTOMER_ACCOUNT_TYPES,
  OPERATOR_ACCOUNT_TYPES,
  REQUEST_STATES_BY_KIND,
  addToDate,
  businessDate,
  CONTRACT_REQUEST_WORKFLOWS,
  contractActionsOf,
  contractRequestActionsOf,
  contractRequestSubject,
  nextRequestState,
  type ContractRequestAction,
  type ContractRequestBody,
  type ContractRequestKind,
  type ContractRequestState,
  type ContractStatus,
} from '../../domain/contracts/contracts';
import type { DatatableQuery } from '../../domain/datatable';
import { COMPANY_ADMIN_ROLES } from '../../domain/users';
import type { Db, DbOrTx, Tx } from '../db/client';
import { accounts, contractRequests, contracts, userRoles, users } from '../db/schema';
import { audit } from '../http/audit';
import { likePattern, orderBy, pagedFrom } from '../http/datatable';
import { conflict, forbidden, notFound, validationFailed, type FieldErrors } from '../http/errors';
import { translate, type Lang } from '../http/i18n';
import { isPlatform } from '../../domain/permissions';
import { refusalOf } from '../../domain/workflow';
import type { Principal } from '../http/principal';
import { enqueueMail } from '../mail/outbox';
import { recordContractExpiring } from '../notifications/operations-events';

const customer = aliasedTable(accounts, 'customer');
const operator = aliasedTable(accounts, 'operator');

/** Platform users and the contract back office (requesters, approvers) see every contract; companies their own. */
export const seesAllContracts = (p: Principal) =>
  isPlatform(p) || p.permissions.includes('contracts.request') || p.permissions.includes('contracts.approve');

const partyScope = (p: Principal, table: typeof contracts | typeof contractRequests): SQL | undefined =>
  seesAllContracts(p) ? undefined : or(eq(table.customerAccnId, p.accnId), eq(table.toAccnId, p.accnId));

const termColumns = (t: typeof contracts | typeof contractRequests) => ({
  customerAccnId: t.customerAccnId,
  customerName: customer.accnName,
  toAccnId: t.toAccnId,
  toName: operator.accnName,
  validFrom: t.validFrom,
  validTo: t.validTo,
  currency: t.currency,
  customerPaymentTermDays: t.customerPaymentTermDays,
  toPaymentTermDays: t.toPaymentTermDays,
  customerFeeType: t.customerFeeType,
  customerFeeValue: t.customerFeeValue,
  toFeeType: t.toFeeType,
  toFeeValue: t.toFeeValue,
  customerWithholdingPct: t.customerWithholdingPct,
  toWithholdingPct: t.toWithholdingPct,
  financingType: t.financingType,
  paymentMethod: t.paymentMethod,
  payoutFrequency: t.payoutFrequency,
  remarks: t.remarks,
  version: t.version,
  createdAt: t.createdAt,
  updatedAt: t.updatedAt,
});

const contractColumns = { contractId: contracts.contractId, ...termColumns(contracts), status: contracts.status };
const requestColumns = {
  reqId: contractRequests.reqId,
  reqKind: contractRequests.reqKind,
  contractId: contractRequests.contractId,
  state: contractRequests.state,
  ...termColumns(contractRequests),
  requestedBy: contractRequests.requestedBy,
  submittedBy: contractRequests.submittedBy,
  submittedAt: contractRequests.submittedAt,
  decidedBy: contractRequests.decidedBy,
  decidedAt: contractRequests.decidedAt,
  decisionReason: contractRequests.decisionReason,
  appliedAt: contractRequests.appliedAt,
};

const CONTRACT_SORT = {
  contractId: contracts.contractId,
  validFrom: contracts.validFrom,
  validTo: contracts.validTo,
  status: contracts.status,
  customerName: customer.accnName,
  toName: operator.accnName,
};

export type ContractListQuery = DatatableQuery & { status?: ContractStatus; customerAccnId?: string; toAccnId?: string };

export async function listContracts(db: Db, p: Principal, q: ContractListQuery) {
  const scope = partyScope(p, contracts);
  const filters: SQL[] = [];
  if (q.status) filters.push(eq(contracts.status, q.status));
  if (q.customerAccnId) filters.push(eq(contracts.customerAccnId, q.customerAccnId));
  if (q.toAccnId) filters.push(eq(contracts.toAccnId, q.toAccnId));
  if (q.search) {
    const like = likePattern(q.search);
    filters.push(or(ilike(contracts.contractId, like), ilike(customer.accnName, like), ilike(operator.accnName, like))!);
  }
  const filter = filters.length ? and(...filters) : undefined;
  return pagedFrom(q, {
    columns: contractColumns,
    from: (fields) =>
      db
        .select(fields)
        .from(contracts)
        .innerJoin(customer, eq(customer.accnId, contracts.customerAccnId))
        .innerJoin(operator, eq(operator.accnId, contracts.toAccnId)),
    scope,
    filter,
    order: orderBy(q, CONTRACT_SORT, 'contractId', contracts.contractId),
  });
}

export async function getContract(db: Db, p: Principal, contractId: string) {
  const [row] = await db
    .select(contractColumns)
    .from(contracts)
    .innerJoin(customer, eq(customer.accnId, contracts.customerAccnId))
    .innerJoin(operator, eq(operator.accnId, contracts.toAccnId))
    .where(and(eq(contracts.contractId, contractId), partyScope(p, contracts)));
  if (!row) throw notFound('Contract not found');
  const requests = await db
    .select({
      reqId: contractRequests.reqId,
      reqKind: contractRequests.reqKind,
      state: contractRequests.state,
      validFrom: contractRequests.validFrom,
      validTo: contractRequests.validTo,
      requestedBy: contractRequests.requestedBy,
      decidedBy: contractRequests.decidedBy,
      appliedAt: contractRequests.appliedAt,
    })
    .from(contractRequests)
    .where(eq(contractRequests.contractId, contractId))
    .orderBy(desc(contractRequests.createdAt));
  return {
    ...row,
    requests: seesAllContracts(p) ? requests : [],
    actions: contractActionsOf(requests, p.permissions),
  };
}

// ---------------------------------------------------------------------------------------------------
// Contract requests
// ---------------------------------------------------------------------------------------------------

const REQUEST_SORT = {
  reqId: contractRequests.reqId,
  state: contractRequests.state,
  validFrom: contractRequests.validFrom,
  validTo: contractRequests.validTo,
  createdAt: contractRequests.createdAt,
  customerName: customer.accnName,
  toName: operator.accnName,
};

export type RequestListQuery = DatatableQuery & {
  state?: ContractRequestState;
  reqKind?: ContractRequestKind;
  contractId?: string;
};

export async function listContractRequests(db: Db, p: Principal, q: RequestListQuery) {
  if (!seesAllContracts(p)) throw forbidden();
  const filters: SQL[] = [];
  if (q.state) filters.push(eq(contractRequests.state, q.state));
  if (q.reqKind) filters.push(eq(contractRequests.reqKind, q.reqKind));
  if (q.contractId) filters.push(eq(contractRequests.contractId, q.contractId));
  if (q.search) {
    const like = likePattern(q.search);
    filters.push(
      or(
        ilike(contractRequests.reqId, like),
        ilike(contractRequests.contractId, like),
        ilike(customer.accnName, like),
        ilike(operator.accnName, like),
      )!,
    );
  }
  const filter = filters.length ? and(...filters) : undefined;
  const order = q.sort
    ? orderBy(q, REQUEST_SORT, 'createdAt', contractRequests.reqId)
    : [desc(contractRequests.createdAt), desc(contractRequests.reqId)];
  const page = await pagedFrom(q, {
    columns: requestColumns,
    from: (fields) =>
      db
        .select(fields)
        .from(contractRequests)
        .innerJoin(customer, eq(customer.accnId, contractRequests.customerAccnId))
        .innerJoin(operator, eq(operator.accnId, contractRequests.toAccnId)),
    filter,
    order,
  });
  return { ...page, aaData: page.aaData.map((row) => ({ ...row, actions: contractRequestActionsOf(row, p) })) };
}

export async function getContractRequest(db: DbOrTx, p: Principal, reqId: string) {
  if (!seesAllContracts(p)) throw notFound('Request not found');
  const [row] = await db
    .select(requestColumns)
    .from(contractRequests)
    .innerJoin(customer, eq(customer.accnId, contractRequests.customerAccnId))
    .innerJoin(operator, eq(operator.accnId, contractRequests.toAccnId))
    .where(eq(contractRequests.reqId, reqId));
  if (!row) throw notFound('Request not found');
  return { ...row, actions: contractRequestActionsOf(row, p) };
}

type Terms = Omit<ContractRequestBody, 'reqKind' | 'contractId'>;

const termsOf = (b: Terms) => ({
  customerAccnId: b.customerAccnId.toUpperCase(),
  toAccnId: b.toAccnId.toUpperCase(),
  validFrom: b.validFrom,
  validTo: b.validTo,
  currency: b.currency,
  customerPaymentTermDays: b.customerPaymentTermDays,
  toPaymentTermDays: b.toPaymentTermDays,
  customerFeeType: b.customerFeeType,
  customerFeeValue: b.customerFeeValue,
  toFeeType: b.toFeeType,
  toFeeValue: b.toFeeValue,
  customerWithholdingPct: b.customerWithholdingPct ?? null,
  toWithholdingPct: b.toWithholdingPct ?? null,
  financingType: b.financingType,
  paymentMethod: b.paymentMethod ?? 'CLICPAY',
  payoutFrequency: b.payoutFrequency ?? 'IMMEDIATE',
  remarks: b.remarks ?? null,
});

/** The parties must be active companies of the right kind (field errors otherwise). */
async function checkParties(tx: DbOrTx, terms: { customerAccnId: string; toAccnId: string }): Promise<void> {
  const found = await tx
    .select({ accnId: accounts.accnId, atypId: accounts.atypId, accnStatus: accounts.accnStatus })
    .from(accounts)
    .where(inArray(accounts.accnId, [terms.customerAccnId, terms.toAccnId]));
  const errors: FieldErrors = {};
  const c = found.find((a) => a.accnId === terms.customerAccnId);
  const o = found.find((a) => a.accnId === terms.toAccnId);
  if (!c || !(CUSTOMER_ACCOUNT_TYPES as readonly string[]).includes(c.atypId) || c.accnStatus !== 'A') {
    errors.customerAccnId = 'contracts.errors.customer';
  }
  if (!o || !(OPERATOR_ACCOUNT_TYPES as readonly string[]).includes(o.atypId) || o.accnStatus !== 'A') {
    errors.toAccnId = 'contracts.errors.operator';
  }
  if (Object.keys(errors).length) throw validationFailed(errors);
}

/** A NEW contract may not overlap an active contract between the same two companies (field error). */
async function checkNoOverlap(
  tx: DbOrTx,
  terms: { customerAccnId: string; toAccnId: string; validFrom: string; validTo: string },
) {
  const [clash] = await tx
    .select({ contractId: contracts.contractId })
    .from(contracts)
    .where(
      and(
        eq(contracts.customerAccnId, terms.customerAccnId),
        eq(contracts.toAccnId, terms.toAccnId),
        eq(contracts.status, 'ACTIVE'),
        lte(contracts.validFrom, terms.validTo),
        gte(contracts.validTo, terms.validFrom),
      ),
    )
    .limit(1);
  if (clash) throw validationFailed({ validFrom: 'contracts.errors.overlap' });
}

/** UPDATE and RENEWAL requests: the contract exists, keeps its parties and has no other open request. */
async function checkTarget(tx: Tx, kind: ContractRequestKind, contractId: string, terms: Terms, exceptReqId?: string) {
  const [contract] = await tx.select().from(contracts).where(eq(contracts.contractId, contractId)).for('update');
  if (!contract) throw validationFailed({ contractId: 'validation.reference' });
  const errors: FieldErrors = {};
  if (contract.customerAccnId !== terms.customerAccnId.toUpperCase()) errors.customerAccnId = 'contracts.errors.partyFixed';
  if (contract.toAccnId !== terms.toAccnId.toUpperCase()) errors.toAccnId = 'contracts.errors.partyFixed';
  if (kind === 'RENEWAL' && terms.validTo <= contract.validTo) errors.validTo = 'contracts.errors.renewalEnd';
  if (Object.keys(errors).length) throw validationFailed(errors);
  const open = (['UPDATE', 'RENEWAL'] as const).flatMap((k) => {
    const s = REQUEST_STATES_BY_KIND[k];
    return [s.draft, s.submitted, s.approved];
  });
  const [other] = await tx
    .select({ reqId: contractRequests.reqId })
    .from(contractRequests)
    .where(
      and(
        eq(contractRequests.contractId, contractId),
        inArray(contractRequests.state, open),
        exceptReqId ? sql`${contractRequests.reqId} <> ${exceptReqId}` : undefined,
      ),
    );
  if (other) throw conflict('contracts.server.openRequest');
}

/** Level-1 support drafts a request (state NEW_REQ, NEW_UPDATE or RENEWAL_REQ). */
export async function createContractRequest(db: Db, actor: Principal, body: ContractRequestBody) {
  const terms = termsOf(body);
  return db.transaction(async (tx) => {
    await checkParties(tx, terms);
    if (body.reqKind !== 'NEW') await checkTarget(tx, body.reqKind, body.contractId!.toUpperCase(), body);
    else await checkNoOverlap(tx, terms);
    const [row] = await tx
      .insert(contractRequests)
      .values({
        reqKind: body.reqKind,
        contractId: body.reqKind === 'NEW' ? null : body.contractId!.toUpperCase(),
        state: REQUEST_STATES_BY_KIND[body.reqKind].draft,
        ...terms,
        requestedBy: actor.usrId,
        createdBy: actor.usrId,
        updatedBy: actor.usrId,
      })
      .returning();
    await audit(tx, actor, {
      event: 'CONTRACT_REQUEST_CREATED',
      entity: 'contract_request',
      entityId: row!.reqId,
      after: row,
    });
    return getContractRequest(tx, actor, row!.reqId);
  });
}

/** Changes a draft; the version read must still be current (409 otherwise). */
export async function updateContractRequest(db: Db, actor: Principal, reqId: string, body: Terms & { version: number }) {
  const terms = termsOf(body);
  return db.transaction(async (tx) => {
    const before = await lockRequest(tx, actor, reqId);
    const kind = before.reqKind as ContractRequestKind;
    if (nextRequestState(kind, before.state, 'save') === null) throw conflict('contracts.server.notAllowed');
    if (before.version !== body.version) throw conflict('contracts.server.stale');
    await checkParties(tx, terms);
    if (kind !== 'NEW') await checkTarget(tx, kind, before.contractId!, body, reqId);
    else await checkNoOverlap(tx, terms);
    const [row] = await tx
      .update(contractRequests)
      .set({ ...terms, version: before.version + 1, updatedAt: new Date(), updatedBy: actor.usrId })
      .where(and(eq(contractRequests.reqId, reqId), eq(contractRequests.version, body.version)))
      .returning();
    if (!row) throw conflict('contracts.server.stale');
    await audit(tx, actor, { event: 'CONTRACT_REQUEST_SAVED', entity: 'contract_request', entityId: reqId, before, after: row });
    return getContractRequest(tx, actor, reqId);
  });
}

async function lockRequest(tx: Tx, actor: Principal, reqId: string) {
  if (!seesAllContracts(actor)) throw notFound('Request not found');
  const [row] = await tx.select().from(contractRequests).where(eq(contractRequests.reqId, reqId)).for('update');
  if (!row) throw notFound('Request not found');
  return row;
}

type UserAction = Extract<ContractRequestAction, 'submit' | 'approve' | 'reject' | 'delete'>;

/**
 * Submit, approve, reject or delete a request. The transition must be in the table (409), the version
 * current (409), and the approver or rejecter someone other than who drafted or submitted it (403).
 * Approving a request whose start date is today or past applies it at once.
 */
export async function actOnContractRequest(
  db: Db,
  actor: Principal,
  reqId: string,
  action: UserAction,
  input: { version: number; reason?: string | undefined },
  lang: Lang,
  now: Date = new Date(),
) {
  return db.transaction(async (tx) => {
    const before = await lockRequest(tx, actor, reqId);
    const kind = before.reqKind as ContractRequestKind;
    const refusal = refusalOf(CONTRACT_REQUEST_WORKFLOWS[kind], action, contractRequestSubject(before), actor);
    const next = nextRequestState(kind, before.state, action);
    if (refusal === 'state' || next === null) throw conflict('contracts.server.notAllowed');
    if (before.version !== input.version) throw conflict('contracts.server.stale');
    if (refusal === 'maker') throw forbidden('contracts.server.makerChecker');
    if (refusal) throw forbidden();
    const stamp = new Date();
    const set: Partial<typeof contractRequests.$inferInsert> = {
      state: next,
      version: before.version + 1,
      updatedAt: stamp,
      updatedBy: actor.usrId,
    };
    if (action === 'submit') Object.assign(set, { submittedBy: actor.usrId, submittedAt: stamp });
    if (action === 'approve' || action === 'reject') {
      Object.assign(set, { decidedBy: actor.usrId, decidedAt: stamp, decisionReason: input.reason ?? null });
    }
    const [row] = await tx
      .update(contractRequests)
      .set(set)
      .where(
        and(
          eq(contractRequests.reqId, reqId),
          eq(contractRequests.state, before.state),
          eq(contractRequests.version, input.version),
        ),
      )
      .returning();
    if (!row) throw conflict('contracts.server.stale');
    await audit(tx, actor, {
      event: `CONTRACT_REQUEST_${action.toUpperCase()}`,
      entity: 'contract_request',
      entityId: reqId,
      remarks: input.reason ?? null,
      before: { state: before.state },
      after: { state: next },
    });
    if (action === 'approve' || action === 'reject') {
      await notifyParties(tx, row, `request.${action === 'approve' ? 'approved' : 'rejected'}`, lang, {
        reason: input.reason ?? '',
      });
    }
    if (action === 'approve' && row.validFrom <= businessDate(now)) await applyRequest(tx, row, actor, now, lang);
    return getContractRequest(tx, actor, reqId);
  });
}

type RequestRow = typeof contractRequests.$inferSelect;

/** Applies an approved request: creates or changes the contract and marks the request EXPORTED. */
async function applyRequest(tx: Tx, req: RequestRow, actor: Principal | null, now: Date, lang: Lang): Promise<string | null> {
  const kind = req.reqKind as ContractRequestKind;
  const today = businessDate(now);
  const terms = {
    validFrom: req.validFrom,
    validTo: req.validTo,
    currency: req.currency,
    customerPaymentTermDays: req.customerPaymentTermDays,
    toPaymentTermDays: req.toPaymentTermDays,
    customerFeeType: req.customerFeeType,
    customerFeeValue: req.customerFeeValue,
    toFeeType: req.toFeeType,
    toFeeValue: req.toFeeValue,
    customerWithholdingPct: req.customerWithholdingPct,
    toWithholdingPct: req.toWithholdingPct,
    financingType: req.financingType,
    paymentMethod: req.paymentMethod,
    payoutFrequency: req.payoutFrequency,
    remarks: req.remarks,
  };
  const by = actor?.usrId ?? 'SYSTEM';
  const status = req.validTo < today ? 'EXPIRED' : 'ACTIVE';
  let contractId = req.contractId;
  if (kind === 'NEW') {
    const [created] = await tx
      .insert(contracts)
      .values({ ...terms, customerAccnId: req.customerAccnId, toAccnId: req.toAccnId, status, createdBy: by, updatedBy: by })
      .returning();
    contractId = created!.contractId;
    await audit(tx, actor, { event: 'CONTRACT_CREATED', entity: 'contract', entityId: contractId, after: created });
  } else {
    const [before] = await tx.select().from(contracts).where(eq(contracts.contractId, contractId!)).for('update');
    if (!before) return null;
    const validFrom = kind === 'RENEWAL' && before.validFrom < req.validFrom ? before.validFrom : req.validFrom;
    const validTo = req.validTo;
    const endMoved = validTo !== before.validTo;
    const [after] = await tx
      .update(contracts)
      .set({
        ...terms,
        validFrom,
        validTo,
        status: validTo < today ? 'EXPIRED' : 'ACTIVE',
        // A new end date earns its reminders again.
        ...(endMoved ? { remindedM2At: null, remindedM1At: null, remindedW1At: null } : {}),
        version: before.version + 1,
        updatedAt: new Date(),
        updatedBy: by,
      })
      .where(eq(contracts.contractId, contractId!))
      .returning();
    await audit(tx, actor, {
      event: kind === 'RENEWAL' ? 'CONTRACT_RENEWED' : 'CONTRACT_UPDATED',
      entity: 'contract',
      entityId: contractId,
      remarks: req.reqId,
      before,
      after,
    });
  }
  await tx
    .update(contractRequests)
    .set({ state: 'EXPORTED', contractId, appliedAt: new Date(), version: req.version + 1, updatedAt: new Date() })
    .where(eq(contractRequests.reqId, req.reqId));
  await audit(tx, actor, {
    event: 'CONTRACT_REQUEST_APPLIED',
    entity: 'contract_request',
    entityId: req.reqId,
    remarks: contractId,
    before: { state: req.state },
    after: { state: 'EXPORTED', contractId },
  });
  await notifyParties(tx, { ...req, contractId }, 'applied', lang, {});
  return contractId;
}

/** E-mails the active administrators of both companies of a contract or request. */
async function notifyParties(
  tx: Tx,
  row: { customerAccnId: string; toAccnId: string; contractId: string | null; reqId?: string; validTo: string },
  event: string,
  lang: Lang,
  vars: Record<string, string>,
): Promise<number> {
  const admins = await tx
    .selectDistinct({ usrId: users.usrId, usrName: users.usrName, email: users.contactEmail, accnName: accounts.accnName })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.usrId, users.usrId))
    .innerJoin(accounts, eq(accounts.accnId, users.accnId))
    .where(
      and(
        inArray(users.accnId, [row.customerAccnId, row.toAccnId]),
        eq(users.usrStatus, 'A'),
        inArray(userRoles.roleId, [...COMPANY_ADMIN_ROLES]),
      ),
    );
  let sent = 0;
  for (const admin of admins.filter((a) => a.email)) {
    const all = {
      name: admin.usrName,
      company: admin.accnName,
      contract: row.contractId ?? '',
      request: row.reqId ?? '',
      end: row.validTo,
      ...vars,
    };
    await enqueueMail(tx, {
      to: admin.email!,
      subject: translate(lang, `contracts.mail.${event}.subject`, all),
      body: translate(lang, `contracts.mail.${event}.body`, all),
      template: `CONTRACT_${event.replace('.', '_').toUpperCase()}`,
      usrId: admin.usrId,
    });
    sent++;
  }
  return sent;
}

// ---------------------------------------------------------------------------------------------------
// The scheduled work: apply on the start date, expire, remind
// ---------------------------------------------------------------------------------------------------

export interface ScheduleResult {
  applied: string[];
  expiredRequests: string[];
  expiredContracts: string[];
  reminders: { contractId: string; reminder: string }[];
}

/**
 * One run of the contract schedule for the given moment (idempotent; every step is a conditional update,
 * so two workers never apply, expire or remind twice):
 * 1. open requests whose end date has passed become EXPIRED;
 * 2. approved requests whose start date has come are applied (EXPORTED);
 * 3. active contracts past their end date become EXPIRED;
 * 4. reminders 2 months, 1 month and 1 week before the end, each once (a late start sends only the nearest).
 */
export async function runContractSchedule(db: Db, now: Date = new Date(), lang: Lang = 'en'): Promise<ScheduleResult> {
  const today = businessDate(now);
  const result: ScheduleResult = { applied: [], expiredRequests: [], expiredContracts: [], reminders: [] };
  const open = (['NEW', 'UPDATE', 'RENEWAL'] as const).flatMap((k) => {
    const s = REQUEST_STATES_BY_KIND[k];
    return [s.draft, s.submitted, s.approved];
  });
  const approved = (['NEW', 'UPDATE', 'RENEWAL'] as const).map((k) => REQUEST_STATES_BY_KIND[k].approved);

  await db.transaction(async (tx) => {
    const rows = await tx
      .update(contractRequests)
      .set({ state: 'EXPIRED', version: sql`${contractRequests.version} + 1`, updatedAt: new Date(), updatedBy: 'SYSTEM' })
      .where(and(inArray(contractRequests.state, open), sql`${contractRequests.validTo} < ${today}::date`))
      .returning({ reqId: contractRequests.reqId });
    for (const r of rows) {
      await audit(tx, null, { event: 'CONTRACT_REQUEST_EXPIRED', entity: 'contract_request', entityId: r.reqId });
      result.expiredRequests.push(r.reqId);
    }
  });

  for (;;) {
    const done = await db.transaction(async (tx) => {
      const [req] = await tx
        .select()
        .from(contractRequests)
        .where(and(inArray(contractRequests.state, approved), lte(contractRequests.validFrom, today)))
        .orderBy(contractRequests.validFrom, contractRequests.reqId)
        .limit(1)
        .for('update', { skipLocked: true });
      if (!req) return true;
      const id = await applyRequest(tx, req, null, now, lang);
      if (id === null) {
        await tx
          .update(contractRequests)
          .set({ state: 'EXPIRED', updatedAt: new Date() })
          .where(eq(contractRequests.reqId, req.reqId));
      } else result.applied.push(req.reqId);
      return false;
    });
    if (done) break;
  }

  await db.transaction(async (tx) => {
    const rows = await tx
      .update(contracts)
      .set({ status: 'EXPIRED', version: sql`${contracts.version} + 1`, updatedAt: new Date(), updatedBy: 'SYSTEM' })
      .where(and(eq(contracts.status, 'ACTIVE'), sql`${contracts.validTo} < ${today}::date`))
      .returning();
    for (const c of rows) {
      await audit(tx, null, { event: 'CONTRACT_EXPIRED', entity: 'contract', entityId: c.contractId });
      await notifyParties(tx, c, 'expired', lang, {});
      result.expiredContracts.push(c.contractId);
    }
  });

  // Reminders: the earliest reminder date is two months before the end.
  const due = await db
    .select()
    .from(contracts)
    .where(
      and(
        eq(contracts.status, 'ACTIVE'),
        gte(contracts.validTo, today),
        lte(contracts.validTo, addToDate(today, { months: 2 })),
        or(isNull(contracts.remindedM2At), isNull(contracts.remindedM1At), isNull(contracts.remindedW1At)),
      ),
    );
  for (const c of due) {
    const reached = {
      M2: today >= addToDate(c.validTo, { months: -2 }),
      M1: today >= addToDate(c.validTo, { months: -1 }),
      W1: today >= addToDate(c.validTo, { days: -7 }),
    };
    const nearest = reached.W1 ? 'W1' : reached.M1 ? 'M1' : reached.M2 ? 'M2' : null;
    if (!nearest) continue;
    const column = { M2: contracts.remindedM2At, M1: contracts.remindedM1At, W1: contracts.remindedW1At }[nearest];
    await db.transaction(async (tx) => {
      const stamp = new Date();
      // Marks the nearest reminder and every earlier one not yet sent; only the nearest is e-mailed.
      const [marked] = await tx
        .update(contracts)
        .set({
          remindedM2At: sql`coalesce(${contracts.remindedM2At}, ${stamp})`,
          ...(reached.M1 ? { remindedM1At: sql`coalesce(${contracts.remindedM1At}, ${stamp})` } : {}),
          ...(reached.W1 ? { remindedW1At: sql`coalesce(${contracts.remindedW1At}, ${stamp})` } : {}),
        })
        .where(and(eq(contracts.contractId, c.contractId), isNull(column)))
        .returning({ contractId: contracts.contractId });
      if (!marked) return;
      // The reminder is the CONTRACT_EXPIRING event: both parties' users, in the portal and by e-mail, by their
      // preferences (it replaced the administrators' reminder e-mail, which would say the same twice).
      await recordContractExpiring(tx, c, today);
      await audit(tx, null, { event: `CONTRACT_REMINDER_${nearest}`, entity: 'contract', entityId: c.contractId });
      result.reminders.push({ contractId: c.contractId, reminder: nearest });
    });
  }
  return result;
}

/** The contract in force between a customer and a truck operator on a date, or null (for pricing jobs). */
export async function activeContractFor(
  db: DbOrTx,
  q: { customerAccnId: string; toAccnId: string; onDate: string },
): Promise<typeof contracts.$inferSelect | null> {
  const [row] = await db
    .select()
    .from(contracts)
    .where(
      and(
        eq(contracts.customerAccnId, q.customerAccnId),
        eq(contracts.toAccnId, q.toAccnId),
        eq(contracts.status, 'ACTIVE'),
        lte(contracts.validFrom, q.onDate),
        gte(contracts.validTo, q.onDate),
      ),
    )
    .orderBy(desc(contracts.validFrom), desc(contracts.contractId))
    .limit(1);
  return row ?? null;
}

/**
 * Active companies that can be a contract's customer or truck operator side, as lookup options. The platform and the
 * contract and rate back office (makers, verifiers, approvers) get every such company; a company (a truck operator
 * making its rate tables) only itself and the companies it has an active contract with.
 */
export async function partyOptions(db: Db, p: Principal, side: 'customer' | 'operator') {
  const types = side === 'customer' ? CUSTOMER_ACCOUNT_TYPES : OPERATOR_ACCOUNT_TYPES;
  const backOffice = seesAllContracts(p) || p.permissions.includes('rates.verify') || p.permissions.includes('rates.approve');
  const contracted = backOffice
    ? undefined
    : or(
        eq(accounts.accnId, p.accnId),
        sql`exists (select 1 from ${contracts} c where c.status = 'ACTIVE' and c.valid_to >= ${businessDate()}
             and ((c.customer_accn_id = ${accounts.accnId} and c.to_accn_id = ${p.accnId})
               or (c.to_accn_id = ${accounts.accnId} and c.customer_accn_id = ${p.accnId})))`,
      );
  return db
    .select({ value: accounts.accnId, desc: accounts.accnName })
    .from(accounts)
    .where(and(inArray(accounts.atypId, [...types]), eq(accounts.accnStatus, 'A'), contracted))
    .orderBy(accounts.accnName)
    .limit(1000);
}

/**
 * Whether two companies are bound by a contract in force (status ACTIVE, not past its end date), whichever side
 * each is on. Tenancy for calls that name another company (location options, rate tables): a company may look at
 * another company's data only through such a contract.
 */
export async function hasActiveContractBetween(db: DbOrTx, accnA: string, accnB: string): Promise<boolean> {
  const [row] = await db
    .select({ contractId: contracts.contractId })
    .from(contracts)
    .where(
      and(
        or(
          and(eq(contracts.customerAccnId, accnA), eq(contracts.toAccnId, accnB)),
          and(eq(contracts.customerAccnId, accnB), eq(contracts.toAccnId, accnA)),
        ),
        eq(contracts.status, 'ACTIVE'),
        gte(contracts.validTo, businessDate()),
      ),
    )
    .limit(1);
  return row !== undefined;
}
