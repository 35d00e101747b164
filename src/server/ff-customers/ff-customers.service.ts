import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { CompanyBody } from '../../domain/company';
import type { DatatableQuery } from '../../domain/datatable';
import { randomCode } from '../../domain/format';
import type { Db } from '../db/client';
import { accounts, ffCustomers } from '../db/schema';
import { audit } from '../http/audit';
import { countsSql, likePattern, orderBy, paged } from '../http/datatable';
import { conflict, forbidden, notFound, validationFailed } from '../http/errors';
import { isPlatform } from '../../domain/permissions';
import type { Principal } from '../http/principal';

/** Forwarders see their own customers; the platform sees every link. */
function scope(principal: Principal): SQL | undefined {
  if (isPlatform(principal)) return undefined;
  if (principal.accnType !== 'ACC_TYPE_FF') throw forbidden();
  return eq(ffCustomers.ffAccnId, principal.accnId);
}

const columns = {
  ffAccnId: ffCustomers.ffAccnId,
  accnId: accounts.accnId,
  accnName: accounts.accnName,
  accnCoyRegn: accounts.accnCoyRegn,
  accnStatus: accounts.accnStatus,
  contactEmail: accounts.contactEmail,
  contactTel: accounts.contactTel,
  addrCity: accounts.addrCity,
  updatedAt: accounts.updatedAt,
  version: accounts.version,
};

export async function listFfCustomers(db: Db, principal: Principal, q: DatatableQuery) {
  const tenant = scope(principal);
  const filter = q.search
    ? or(ilike(accounts.accnName, likePattern(q.search)), ilike(accounts.accnCoyRegn, likePattern(q.search)))
    : undefined;
  const order = orderBy(
    q,
    { accnName: accounts.accnName, accnId: accounts.accnId, updatedAt: accounts.updatedAt },
    'accnName',
    accounts.accnId,
  );
  return paged(
    q,
    filter !== undefined,
    () =>
      db
        .select(columns)
        .from(ffCustomers)
        .innerJoin(accounts, eq(accounts.accnId, ffCustomers.coAccnId))
        .where(and(tenant, filter))
        .orderBy(...order)
        .limit(q.length)
        .offset(q.start),
    async () =>
      (
        await db
          .select(countsSql(filter))
          .from(ffCustomers)
          .innerJoin(accounts, eq(accounts.accnId, ffCustomers.coAccnId))
          .where(tenant)
      )[0]!,
  );
}

export async function getFfCustomer(db: Db, principal: Principal, coAccnId: string) {
  const [row] = await db
    .select({ link: ffCustomers, account: accounts })
    .from(ffCustomers)
    .innerJoin(accounts, eq(accounts.accnId, ffCustomers.coAccnId))
    .where(and(eq(ffCustomers.coAccnId, coAccnId), scope(principal)));
  if (!row) throw notFound('Customer not found');
  return { ...row.account, ffAccnId: row.link.ffAccnId };
}

async function assertTaxNumberFree(db: Db, npwp: string, except?: string): Promise<void> {
  const [taken] = await db
    .select({ id: accounts.accnId })
    .from(accounts)
    .where(
      and(
        sql`regexp_replace(${accounts.accnCoyRegn}, '[^0-9]', '', 'g') = ${npwp.replace(/\D/g, '')}`,
        except ? sql`${accounts.accnId} <> ${except}` : undefined,
      ),
    );
  if (taken) throw validationFailed({ accnCoyRegn: 'validation.taxNumberTaken' });
}

/** A forwarder registers a cargo-owner customer: an active company of type FF-CO linked to it. */
export async function createFfCustomer(db: Db, principal: Principal, body: CompanyBody) {
  if (principal.accnType !== 'ACC_TYPE_FF') throw forbidden();
  await assertTaxNumberFree(db, body.accnCoyRegn);
  return db.transaction(async (tx) => {
    const accnId = randomCode('FC').slice(0, 20);
    const [account] = await tx
      .insert(accounts)
      .values({
        ...body,
        accnId,
        accnCoyRegn: body.accnCoyRegn.replace(/[.\s-]/g, ''),
        atypId: 'ACC_TYPE_FF_CO',
        accnStatus: 'A',
      })
      .returning();
    await tx.insert(ffCustomers).values({ ffAccnId: principal.accnId, coAccnId: accnId, createdBy: principal.usrId });
    await audit(tx, principal, {
      event: 'FF_CUSTOMER_CREATE',
      entity: 'account',
      entityId: accnId,
      after: { accnName: body.accnName, ffAccnId: principal.accnId },
    });
    return { ...account!, ffAccnId: principal.accnId };
  });
}

export async function updateFfCustomer(db: Db, principal: Principal, coAccnId: string, body: CompanyBody & { version: number }) {
  const current = await getFfCustomer(db, principal, coAccnId);
  const { version, ...changes } = body;
  await assertTaxNumberFree(db, changes.accnCoyRegn, coAccnId);
  return db.transaction(async (tx) => {
    const [after] = await tx
      .update(accounts)
      .set({ ...changes, accnCoyRegn: changes.accnCoyRegn.replace(/[.\s-]/g, ''), version: version + 1, updatedAt: new Date() })
      .where(and(eq(accounts.accnId, coAccnId), eq(accounts.version, version)))
      .returning();
    if (!after) throw conflict('server.errors.conflict');
    await audit(tx, principal, {
      event: 'FF_CUSTOMER_UPDATE',
      entity: 'account',
      entityId: coAccnId,
      before: { accnName: current.accnName, contactEmail: current.contactEmail },
      after: { accnName: after.accnName, contactEmail: after.contactEmail },
    });
    return { ...after, ffAccnId: current.ffAccnId };
  });
}
