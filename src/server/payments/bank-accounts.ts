import { and, asc, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { TRUCKING_API } from '../../domain/api-paths';
import { OPERATOR_ACCOUNT_TYPES } from '../../domain/accounts';
import { PLATFORM_ACCOUNT_TYPE } from '../../domain/permissions';
import { BANK_ACCOUNT_WORKFLOW, bankAccountActionsOf, bankName, sameHolderName } from '../../domain/payments/payouts';
import { allowedFrom, refusalOf, type Workflow } from '../../domain/workflow';
import { bankInquiryBody, type BankAccountBody, type BankAccountsQuery } from '../../domain/payments/payouts-schema';
import type { Db, DbOrTx } from '../db/client';
import { accounts, bankAccounts } from '../db/schema';
import { audit } from '../http/audit';
import { countsSql, likePattern, orderBy, paged } from '../http/datatable';
import { conflict, forbidden, notFound, validationFailed } from '../http/errors';
import type { Principal } from '../http/principal';
import type { PaymentGateway } from './gateway';

export const BANK_ACCOUNTS_BASE = `${TRUCKING_API}/bankaccounts`;

/** Platform and GLI users see every company's bank accounts and payouts; anyone else only its own company's. */
export const seesAllPayouts = (p: Pick<Principal, 'accnType'>): boolean =>
  p.accnType === PLATFORM_ACCOUNT_TYPE || p.accnType === 'ACC_TYPE_GLI';

const SORTABLE = {
  proposedAt: bankAccounts.proposedAt,
  accnName: accounts.accnName,
  bankCode: bankAccounts.bankCode,
  state: bankAccounts.state,
};

type BankAccount = typeof bankAccounts.$inferSelect;

/** The verbs of the workflow the user may use now; only the platform and GLI act on bank accounts. */
const actionsOf = (p: Principal, a: BankAccount) => (seesAllPayouts(p) ? bankAccountActionsOf(a, p) : []);

const rowOf = (p: Principal, a: BankAccount, accnName: string) => ({
  bankAcctId: a.bankAcctId,
  accnId: a.accnId,
  accnName,
  bankCode: a.bankCode,
  bankName: bankName(a.bankCode),
  accountNo: a.accountNo,
  holderName: a.holderName,
  bankHolderName: a.bankHolderName,
  currency: a.currency,
  isDefault: a.isDefault,
  state: a.state,
  replacesId: a.replacesId,
  proposedBy: a.proposedBy,
  proposedAt: a.proposedAt,
  decidedBy: a.decidedBy,
  decidedAt: a.decidedAt,
  decisionReason: a.decisionReason,
  actions: actionsOf(p, a),
});

/** The bank accounts the caller may see (server-paged): every company's for platform and GLI, else its own. */
export async function listBankAccounts(db: DbOrTx, p: Principal, q: BankAccountsQuery) {
  const scope = seesAllPayouts(p) ? undefined : eq(bankAccounts.accnId, p.accnId);
  const filters: SQL[] = [];
  if (q.state) filters.push(eq(bankAccounts.state, q.state));
  if (q.accnId) filters.push(eq(bankAccounts.accnId, q.accnId));
  if (q.search) {
    const like = likePattern(q.search);
    filters.push(
      or(
        ilike(bankAccounts.accountNo, like),
        ilike(bankAccounts.holderName, like),
        ilike(accounts.accnName, like),
        ilike(bankAccounts.accnId, like),
      )!,
    );
  }
  const filter = filters.length ? and(...filters) : undefined;
  const order = q.sort
    ? orderBy(q, SORTABLE, 'proposedAt', bankAccounts.bankAcctId)
    : [desc(bankAccounts.proposedAt), desc(bankAccounts.bankAcctId)];
  return paged(
    q,
    filter !== undefined,
    async () => {
      const rows = await db
        .select({ a: bankAccounts, accnName: accounts.accnName })
        .from(bankAccounts)
        .innerJoin(accounts, eq(accounts.accnId, bankAccounts.accnId))
        .where(and(scope, filter))
        .orderBy(...order)
        .limit(q.length)
        .offset(q.start);
      return rows.map((r) => rowOf(p, r.a, r.accnName));
    },
    async () =>
      (
        await db
          .select(countsSql(filter))
          .from(bankAccounts)
          .innerJoin(accounts, eq(accounts.accnId, bankAccounts.accnId))
          .where(scope)
      )[0]!,
  );
}

async function readOne(db: DbOrTx, p: Principal, id: number) {
  const [row] = await db
    .select({ a: bankAccounts, accnName: accounts.accnName })
    .from(bankAccounts)
    .innerJoin(accounts, eq(accounts.accnId, bankAccounts.accnId))
    .where(eq(bankAccounts.bankAcctId, id));
  if (!row || (!seesAllPayouts(p) && row.a.accnId !== p.accnId)) throw notFound('Bank account not found');
  return row;
}

export async function getBankAccount(db: DbOrTx, p: Principal, id: number) {
  const row = await readOne(db, p, id);
  return rowOf(p, row.a, row.accnName);
}

/**
 * The account inquiry at the bank: the holder name it keeps, which must match the name entered (case, spaces and
 * punctuation aside), else a field error; an account the bank does not know is a field error on the number.
 */
async function inquire(gateway: PaymentGateway | null, body: Pick<BankAccountBody, 'bankCode' | 'accountNo'>) {
  if (!gateway) throw conflict('payouts.server.noGateway');
  return gateway.inquireAccount(body.bankCode, body.accountNo);
}

export async function inquireBankAccount(gateway: PaymentGateway | null, body: z.infer<typeof bankInquiryBody>) {
  const found = await inquire(gateway, body);
  return { found: found !== null, holderName: found?.name ?? null };
}

/**
 * A new bank account (or, with `replacesId`, a change of a verified one) proposed by platform finance: checked at the
 * bank, stored PENDING, audited, in one transaction. A second person approves it.
 */
export async function proposeBankAccount(
  db: Db,
  gateway: PaymentGateway | null,
  p: Principal,
  body: BankAccountBody,
  replacesId: number | null = null,
) {
  if (!seesAllPayouts(p)) throw forbidden();
  const found = await inquire(gateway, body);
  if (!found) throw validationFailed({ accountNo: 'payouts.validation.accountNotFound' });
  if (!sameHolderName(found.name, body.holderName)) throw validationFailed({ holderName: 'payouts.validation.nameMismatch' });
  return db.transaction(async (tx) => {
    const [company] = await tx
      .select({ accnId: accounts.accnId, atypId: accounts.atypId })
      .from(accounts)
      .where(eq(accounts.accnId, body.accnId));
    if (!company) throw validationFailed({ accnId: 'validation.reference' });
    // Payouts go to truck operators: only their accounts are kept.
    if (!(OPERATOR_ACCOUNT_TYPES as readonly string[]).includes(company.atypId))
      throw validationFailed({ accnId: 'payouts.validation.notOperator' });
    if (replacesId !== null) {
      const [old] = await tx.select().from(bankAccounts).where(eq(bankAccounts.bankAcctId, replacesId)).for('update');
      if (!old) throw notFound('Bank account not found');
      if (!allowedFrom(BANK_ACCOUNT_WORKFLOW as Workflow, 'change', old.state))
        throw conflict('payouts.server.bankAccountNotVerified');
      if (old.accnId !== body.accnId) throw validationFailed({ accnId: 'payouts.validation.otherCompany' });
    }
    const [same] = await tx
      .select({ id: bankAccounts.bankAcctId, state: bankAccounts.state })
      .from(bankAccounts)
      .where(
        and(
          eq(bankAccounts.accnId, body.accnId),
          eq(bankAccounts.bankCode, body.bankCode),
          eq(bankAccounts.accountNo, body.accountNo),
          eq(bankAccounts.currency, body.currency),
          or(eq(bankAccounts.state, 'PENDING'), eq(bankAccounts.state, 'VERIFIED')),
          replacesId !== null ? ne(bankAccounts.bankAcctId, replacesId) : undefined,
        ),
      );
    if (same) throw validationFailed({ accountNo: 'payouts.validation.exists' });
    const inserted = await tx
      .insert(bankAccounts)
      .values({
        accnId: body.accnId,
        bankCode: body.bankCode,
        accountNo: body.accountNo,
        holderName: body.holderName,
        bankHolderName: found.name,
        currency: body.currency,
        isDefault: body.isDefault,
        state: 'PENDING',
        replacesId,
        proposedBy: p.usrId,
      })
      .onConflictDoNothing()
      .returning();
    // The unique index of one pending change per verified account: a second change at once loses.
    if (!inserted[0]) throw conflict('payouts.server.changePending');
    const row = inserted[0];
    await audit(tx, p, {
      event: replacesId ? 'BANK_ACCOUNT_CHANGE_PROPOSED' : 'BANK_ACCOUNT_PROPOSED',
      entity: 'bankAccount',
      entityId: String(row.bankAcctId),
      after: { ...body, bankHolderName: found.name, replacesId },
    });
    return getBankAccount(tx, p, row.bankAcctId);
  });
}

/**
 * The checker's decision on a pending account: never the proposer (403). Approval makes it VERIFIED, the account it
 * changes REPLACED and, when it is the default, the company's other default of the currency not default; a
 * conditional update settles two decisions at once (the loser 409).
 */
export async function decideBankAccount(
  db: Db,
  p: Principal,
  id: number,
  verb: 'approve' | 'reject',
  reason: string | undefined,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const { a } = await readOne(tx, p, id);
    if (!seesAllPayouts(p)) throw forbidden();
    const refusal = refusalOf(
      BANK_ACCOUNT_WORKFLOW as Workflow,
      verb,
      { state: a.state, makers: { proposedBy: a.proposedBy } },
      p,
    );
    if (refusal === 'maker') throw forbidden('payouts.server.sameBankChecker');
    if (refusal === 'state') throw conflict('payouts.server.bankAccountDecided');
    if (refusal) throw forbidden();
    if (verb === 'approve') {
      if (a.replacesId !== null) {
        const [old] = await tx
          .update(bankAccounts)
          .set({ state: 'REPLACED', isDefault: false, version: sql`${bankAccounts.version} + 1` })
          .where(and(eq(bankAccounts.bankAcctId, a.replacesId), eq(bankAccounts.state, 'VERIFIED')))
          .returning({ id: bankAccounts.bankAcctId });
        if (!old) throw conflict('payouts.server.bankAccountDecided');
      }
      if (a.isDefault) {
        await tx
          .update(bankAccounts)
          .set({ isDefault: false, version: sql`${bankAccounts.version} + 1` })
          .where(
            and(
              eq(bankAccounts.accnId, a.accnId),
              eq(bankAccounts.currency, a.currency),
              eq(bankAccounts.state, 'VERIFIED'),
              eq(bankAccounts.isDefault, true),
              ne(bankAccounts.bankAcctId, a.bankAcctId),
            ),
          );
      }
    }
    const [won] = await tx
      .update(bankAccounts)
      .set({
        state: verb === 'approve' ? 'VERIFIED' : 'REJECTED',
        decidedBy: p.usrId,
        decidedAt: now,
        decisionReason: reason ?? null,
        version: sql`${bankAccounts.version} + 1`,
      })
      .where(and(eq(bankAccounts.bankAcctId, id), eq(bankAccounts.state, 'PENDING'), eq(bankAccounts.version, a.version)))
      .returning({ id: bankAccounts.bankAcctId });
    if (!won) throw conflict('payouts.server.bankAccountDecided');
    await audit(tx, p, {
      event: verb === 'approve' ? 'BANK_ACCOUNT_VERIFIED' : 'BANK_ACCOUNT_REJECTED',
      entity: 'bankAccount',
      entityId: String(id),
      remarks: reason ?? null,
      before: { state: 'PENDING' },
      after: { state: verb === 'approve' ? 'VERIFIED' : 'REJECTED', replaced: a.replacesId },
    });
    return getBankAccount(tx, p, id);
  });
}

/** The truck operators whose bank accounts may be proposed (the form's company choice), by name. */
export async function operatorOptions(db: DbOrTx) {
  const rows = await db
    .select({ value: accounts.accnId, desc: accounts.accnName })
    .from(accounts)
    .where(and(inArray(accounts.atypId, [...OPERATOR_ACCOUNT_TYPES]), inArray(accounts.accnStatus, ['A', 'P', 'S', 'Q'])))
    .orderBy(asc(accounts.accnName));
  return rows;
}
