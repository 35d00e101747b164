import { and, eq, getTableColumns, getTableName, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DatatableQuery } from '../../domain/datatable';
import { FIXED_LOOKUPS } from '../../domain/lookups';
import type { ResourceRowOutput } from '../../domain/resources/row-schema';
import { ACTION_TARGET, actionEnabled, type ResourceDef, type RowAction } from '../../domain/resources/types';
import type { Db, Tx } from '../db/client';
import { attachments, masterCacheStamps } from '../db/schema';
import { audit } from '../http/audit';
import { countsSql, likePattern, orderBy, paged } from '../http/datatable';
import { conflict, forbidden, notFound, validationFailed } from '../http/errors';
import { isPlatform } from '../../domain/permissions';
import type { Principal } from '../http/principal';
import type { ServerResource } from './registry-types';

type Row = Record<string, unknown>;
/** A row as read back from a resource table (every column; `resourceRowSchema` declares them). */
type StoredRow = ResourceRowOutput;

function columnsOf(res: ServerResource): Record<string, AnyColumn> {
  return getTableColumns(res.table) as unknown as Record<string, AnyColumn>;
}

function column(res: ServerResource, name: string): AnyColumn {
  const col = columnsOf(res)[name];
  if (!col) throw new Error(`${res.def.name}: no column for field ${name}`);
  return col;
}

/** Tenancy: owned rows are the owner's; the platform sees all. */
function scope(res: ServerResource, principal: Principal): SQL | undefined {
  if (res.def.tenant !== 'owned' || isPlatform(principal)) return undefined;
  return eq(column(res, 'accnId'), principal.accnId);
}

function keyWhere(res: ServerResource, key: string, principal: Principal): SQL {
  return and(eq(column(res, res.def.key), key), scope(res, principal))!;
}

async function touchCache(tx: Tx, def: ResourceDef): Promise<void> {
  if (!def.cacheName) return;
  await tx
    .insert(masterCacheStamps)
    .values({ entity: def.cacheName, changedAt: new Date() })
    .onConflictDoUpdate({ target: masterCacheStamps.entity, set: { changedAt: sql`now()` } });
}

/** A unique violation becomes the field's error ("already exists"), never a 500. */
async function guardUnique<T>(res: ServerResource, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const cause =
      (error as { cause?: { code?: string; constraint?: string } }).cause ?? (error as { code?: string; constraint?: string });
    if (cause?.code === '23505') {
      const field = (cause.constraint && res.unique?.[cause.constraint]) ?? res.def.key;
      throw validationFailed({ [field]: 'validation.duplicate' });
    }
    if (cause?.code === '23503') {
      // The foreign key's name holds the column: `<table>_<column>_<other table>_<column>_fk`.
      const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
      const field =
        res.def.fields.find((f) => cause.constraint?.startsWith(`${getTableName(res.table)}_${snake(f.name)}_`))?.name ?? '_';
      throw validationFailed({ [field]: 'validation.reference' });
    }
    throw error;
  }
}

/**
 * A field the schema lets be empty (null) while its column may not be (e.g. a boolean with a default): null is a
 * missing value, so VALIDATION_FAILED on the field, as the schema does for a required one.
 */
function refuseNulls(res: ServerResource, values: Row): void {
  const columns = columnsOf(res);
  const missing = res.def.fields.filter((f) => values[f.name] === null && columns[f.name]?.notNull);
  if (missing.length > 0) throw validationFailed(Object.fromEntries(missing.map((f) => [f.name, 'validation.required'])));
}

export type ListQuery = DatatableQuery & Record<string, unknown>;

/** A list's page and count statements, built once per shape (prepared with placeholders) and run with each request's values. */
type ListStatements = {
  page: { execute(values: Record<string, unknown>): Promise<unknown[]> };
  count: { execute(values: Record<string, unknown>): Promise<Array<{ total: number; filtered: number }>> };
};
const listStatements = new WeakMap<Db, Map<string, ListStatements>>();

export async function listResource(db: Db, res: ServerResource, principal: Principal, q: ListQuery) {
  const { def } = res;
  const tenant = scope(res, principal) !== undefined;
  const search = !!q.search && def.fields.some((f) => f.search);
  const filterFields = def.fields.filter((f) => (f.filter || f.name === def.statusField) && isSet(q[f.name])).map((f) => f.name);
  // Named statements per shape of the query (which filters, which order): PostgreSQL plans each once per connection,
  // and the statements are built once per shape; a request only fills in its values (docs/performance.md).
  const shape = statementShape(def.name, [
    tenant ? 't' : '',
    search ? 's' : '',
    ...filterFields,
    `${q.sort ?? ''}.${q.sort ? q.order : ''}`,
  ]);
  let statements = listStatements.get(db);
  if (!statements) listStatements.set(db, (statements = new Map()));
  let statement = statements.get(shape);
  if (!statement) {
    statement = buildList(db, res, { tenant, search, filterFields, sort: q.sort, order: q.order }, shape);
    statements.set(shape, statement);
  }
  const values: Record<string, unknown> = { limit: q.length, offset: q.start };
  if (tenant) values.accnId = principal.accnId;
  if (search) values.like = likePattern(q.search!);
  for (const field of filterFields) values[`f_${field}`] = q[field];
  return paged(
    q,
    search || filterFields.length > 0,
    async () => (await statement.page.execute(values)) as StoredRow[],
    async () => (await statement.count.execute(values))[0]!,
  );
}

function buildList(
  db: Db,
  res: ServerResource,
  shape: { tenant: boolean; search: boolean; filterFields: string[]; sort: string | undefined; order: ListQuery['order'] },
  name: string,
): ListStatements {
  const { def } = res;
  const filters: SQL[] = [];
  if (shape.search) {
    const searchable = def.fields.filter((f) => f.search).map((f) => ilike(column(res, f.name), sql.placeholder('like')));
    filters.push(or(...searchable)!);
  }
  for (const field of shape.filterFields) filters.push(eq(column(res, field), sql.placeholder(`f_${field}`)));
  const filter = filters.length ? and(...filters) : undefined;
  const sortable = Object.fromEntries(def.fields.filter((f) => f.sortable).map((f) => [f.name, column(res, f.name)]));
  const order = orderBy(
    { sort: shape.sort ?? def.defaultSort.field, order: shape.sort ? shape.order : def.defaultSort.order } as DatatableQuery,
    sortable,
    def.defaultSort.field,
    column(res, def.key),
  );
  const tenant = shape.tenant ? eq(column(res, 'accnId'), sql.placeholder('accnId')) : undefined;
  return {
    page: db
      .select()
      .from(res.table)
      .where(and(tenant, filter))
      .orderBy(...order)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(`list_${name}`),
    count: db.select(countsSql(filter)).from(res.table).where(tenant).prepare(`count_${name}`),
  };
}

const isSet = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * The name of a query's named statement: the resource and the parts that change the SQL text (never a value). The
 * same shape always builds the same text, so PostgreSQL parses and plans it once per connection.
 */
const statementShapes = new Map<string, number>();
function statementShape(resource: string, parts: string[]): string {
  const key = `${resource}|${parts.join('|')}`;
  let n = statementShapes.get(key);
  if (n === undefined) statementShapes.set(key, (n = statementShapes.size + 1));
  return `${resource}_${n}`;
}

export async function getResource(db: Db, res: ServerResource, principal: Principal, key: string): Promise<StoredRow> {
  const [row] = await db
    .select()
    .from(res.table)
    .where(keyWhere(res, key, principal));
  if (!row) throw notFound(`${res.def.name} not found`);
  return row as StoredRow;
}

/** A file field must name a document of the caller's own company (never another company's). */
async function checkFiles(tx: Tx, res: ServerResource, principal: Principal, values: Row): Promise<void> {
  for (const field of res.def.fields.filter((f) => f.kind === 'file')) {
    const attId = values[field.name];
    if (typeof attId !== 'string') continue;
    const [own] = await tx
      .select({ id: attachments.attId })
      .from(attachments)
      .where(and(eq(attachments.attId, attId), eq(attachments.accnId, principal.accnId)));
    if (!own) throw validationFailed({ [field.name]: 'validation.reference' });
  }
}

function assertOwnerMayCreate(res: ServerResource, principal: Principal): void {
  if (res.def.tenant === 'owned' && res.def.ownerTypes && !res.def.ownerTypes.includes(principal.accnType)) throw forbidden();
}

export async function createResource(db: Db, res: ServerResource, principal: Principal, input: Row): Promise<StoredRow> {
  const { def } = res;
  assertOwnerMayCreate(res, principal);
  const values: Row = { ...input };
  refuseNulls(res, values);
  if (def.tenant === 'owned') values.accnId = principal.accnId;
  if (def.statusField && values[def.statusField] === undefined) values[def.statusField] = 'A';
  values.createdBy = principal.usrId;
  values.updatedBy = principal.usrId;
  return guardUnique(res, () =>
    db.transaction(async (tx) => {
      await checkFiles(tx, res, principal, values);
      await res.beforeWrite?.(tx, principal, values, null);
      const [row] = (await tx.insert(res.table).values(values).returning()) as StoredRow[];
      await res.afterWrite?.(tx, principal, row!, null);
      await audit(tx, principal, {
        event: `${def.name.toUpperCase()}_CREATE`,
        entity: def.name,
        entityId: String(row![def.key]),
        after: row,
      });
      await touchCache(tx, def);
      return row!;
    }),
  );
}

/**
 * Locks the row a change is about (in the caller's transaction) and checks, in this order: it exists
 * for this tenant (404), it is the caller's own (403), the version is the one read (409), and the
 * action is enabled in its status (409).
 */
async function lockForChange(
  tx: Tx,
  res: ServerResource,
  principal: Principal,
  key: string,
  version: number,
  action: RowAction,
): Promise<StoredRow> {
  const { def } = res;
  const [before] = (await tx
    .select()
    .from(res.table)
    .where(keyWhere(res, key, principal))
    .for('update')) as StoredRow[];
  if (!before) throw notFound(`${def.name} not found`);
  if (def.tenant === 'owned' && before.accnId !== principal.accnId) throw forbidden();
  if (before.version !== version) throw conflict('server.errors.conflict');
  const status = def.statusField ? String(before[def.statusField]) : undefined;
  if (!actionEnabled(def, action, status))
    throw conflict(action === 'edit' ? 'server.errors.locked' : 'server.errors.actionNotAllowed');
  return before;
}

/**
 * Changes a row. Optimistic: the caller sends the version it read; a stale version is 409 and
 * nothing changes. Change and audit share the transaction.
 */
export async function updateResource(
  db: Db,
  res: ServerResource,
  principal: Principal,
  key: string,
  input: Row,
): Promise<StoredRow> {
  const { def } = res;
  const { version, ...changes } = input as Row & { version: number };
  refuseNulls(res, changes);
  return guardUnique(res, () =>
    db.transaction(async (tx) => {
      const before = await lockForChange(tx, res, principal, key, version, 'edit');
      await checkFiles(tx, res, principal, changes);
      await res.beforeWrite?.(tx, principal, changes, before);
      const [row] = (await tx
        .update(res.table)
        .set({ ...changes, version: version + 1, updatedAt: new Date(), updatedBy: principal.usrId })
        .where(and(keyWhere(res, key, principal), eq(column(res, 'version'), version)))
        .returning()) as StoredRow[];
      if (!row) throw conflict('server.errors.conflict');
      await res.afterWrite?.(tx, principal, row, before);
      await audit(tx, principal, {
        event: `${def.name.toUpperCase()}_UPDATE`,
        entity: def.name,
        entityId: key,
        before,
        after: row,
      });
      await touchCache(tx, def);
      return row;
    }),
  );
}

/** A status action (activate, deactivate) from the statuses the definition allows; 409 otherwise or if stale. */
export async function actOnResource(
  db: Db,
  res: ServerResource,
  principal: Principal,
  key: string,
  action: RowAction,
  version: number,
): Promise<StoredRow> {
  const { def } = res;
  const target = ACTION_TARGET[action];
  if (!def.statusField || !target) throw notFound('No such action');
  return db.transaction(async (tx) => {
    const before = await lockForChange(tx, res, principal, key, version, action);
    const [row] = (await tx
      .update(res.table)
      .set({ [def.statusField!]: target, version: version + 1, updatedAt: new Date(), updatedBy: principal.usrId })
      .where(and(keyWhere(res, key, principal), eq(column(res, 'version'), version)))
      .returning()) as StoredRow[];
    if (!row) throw conflict('server.errors.conflict');
    await audit(tx, principal, {
      event: `${def.name.toUpperCase()}_${action.toUpperCase()}`,
      entity: def.name,
      entityId: key,
      before: { [def.statusField!]: before[def.statusField!] },
      after: { [def.statusField!]: target },
    });
    await touchCache(tx, def);
    return row;
  });
}

export async function deleteResource(
  db: Db,
  res: ServerResource,
  principal: Principal,
  key: string,
  version: number,
): Promise<void> {
  const { def } = res;
  await db.transaction(async (tx) => {
    const before = await lockForChange(tx, res, principal, key, version, 'delete');
    try {
      await tx.delete(res.table).where(keyWhere(res, key, principal));
    } catch (error) {
      if ((error as { cause?: { code?: string } }).cause?.code === '23503') throw conflict('server.errors.inUse');
      throw error;
    }
    await audit(tx, principal, { event: `${def.name.toUpperCase()}_DELETE`, entity: def.name, entityId: key, before });
    await touchCache(tx, def);
  });
}

/** A lookup's statement, built once per shape (prepared with placeholders) and run with each request's values. */
type LookupStatement = { execute(values: Record<string, unknown>): Promise<Array<Record<string, unknown>>> };
const lookupStatements = new WeakMap<Db, Map<string, LookupStatement>>();

/** `[{ value, desc }]` for dropdowns (spec §3 lookup option), active rows only unless the definition says otherwise. */
export async function lookupResource(
  db: Db,
  res: ServerResource,
  principal: Principal | null,
  search?: string,
  parents: Record<string, string | undefined> = {},
  lang: 'en' | 'id' = 'en',
) {
  const { def } = res;
  const lookup = def.lookup!;
  const tenant = principal !== null && def.tenant === 'owned' && !isPlatform(principal);
  const parentFields = Object.entries(parents)
    .filter(([field, value]) => value && def.fields.some((f) => f.name === field && f.filter))
    .map(([field]) => field);
  const indonesian = lang === 'id' && !!lookup.descId;
  // The query is built (and named, so PostgreSQL plans it once per connection) once per shape: language, tenant,
  // parent filters, search. A request only fills in its values (docs/performance.md).
  const shape = statementShape(def.name, [indonesian ? 'id' : 'en', tenant ? 't' : '', ...parentFields, search ? 's' : '']);
  let statements = lookupStatements.get(db);
  if (!statements) lookupStatements.set(db, (statements = new Map()));
  let statement = statements.get(shape);
  if (!statement) {
    statement = buildLookup(db, res, { tenant, parentFields, search: !!search, lang: indonesian ? 'id' : 'en' }, shape);
    statements.set(shape, statement);
  }
  const values: Record<string, unknown> = {};
  if (tenant) values.accnId = principal!.accnId;
  for (const field of parentFields) values[`p_${field}`] = parents[field];
  if (search) values.like = likePattern(search);
  const rows = await statement.execute(values);
  // A part that is a code of a fixed vocabulary (a truck's vehicle type, a chassis size) reads as its description in
  // the asked language: "B 9101 TNA - Prime mover (…)", not "… - PRIME_MOVER".
  const vocabularies = lookup.desc.map((d) => {
    const field = def.fields.find((f) => f.name === d);
    return field?.kind === 'lookup' && field.lookup ? FIXED_LOOKUPS[field.lookup]?.items : undefined;
  });
  return rows.map((row) => ({
    value: String(row.value),
    desc: lookup.desc
      .map((_d, i) => {
        const text = String(row[`d${i}`] ?? '');
        const item = vocabularies[i]?.find((v) => v.value === text);
        return item ? (lang === 'id' ? item.descId : item.descEn) : text;
      })
      .join(' - '),
  }));
}

function buildLookup(
  db: Db,
  res: ServerResource,
  shape: { tenant: boolean; parentFields: string[]; search: boolean; lang: 'en' | 'id' },
  name: string,
): LookupStatement {
  const { def } = res;
  const lookup = def.lookup!;
  // The whole list for cached dropdowns; the best 100 when the user types (typeahead).
  const limit = shape.search ? 100 : 1000;
  const filters: SQL[] = [];
  if (lookup.activeOnly !== false && def.statusField) filters.push(eq(column(res, def.statusField), 'A'));
  if (shape.tenant) filters.push(eq(column(res, 'accnId'), sql.placeholder('accnId')));
  for (const field of shape.parentFields) filters.push(eq(column(res, field), sql.placeholder(`p_${field}`)));
  if (shape.search) {
    const searched = [lookup.value, ...lookup.desc, ...(lookup.descId ?? [])];
    filters.push(or(...searched.map((d) => ilike(column(res, d), sql.placeholder('like'))))!);
  }
  // In Bahasa Indonesia an Indonesian column replaces its English one where it has a value.
  const descOf = (d: string, i: number) => {
    const indonesian = shape.lang === 'id' ? lookup.descId?.[i] : undefined;
    return indonesian
      ? sql`coalesce(nullif(${column(res, indonesian)}::text, ''), ${column(res, d)}::text, '')`
      : sql`coalesce(${column(res, d)}::text, '')`;
  };
  const parts = Object.fromEntries(lookup.desc.map((d, i) => [`d${i}`, sql<string>`${descOf(d, i)}`]));
  return (
    db
      .select({ value: sql<string>`${column(res, lookup.value)}::text`, ...parts })
      .from(res.table)
      .where(filters.length ? and(...filters) : undefined)
      // The plain column where no Indonesian text applies, so its index can give the order.
      .orderBy(shape.lang === 'id' && lookup.descId?.[0] ? descOf(lookup.desc[0]!, 0) : sql`${column(res, lookup.desc[0]!)}`)
      .limit(limit)
      .prepare(`lookup_${name}`)
  );
}
