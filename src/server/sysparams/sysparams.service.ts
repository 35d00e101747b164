import { and, eq, ilike, or } from 'drizzle-orm';
import { paramValueSchema, SYSTEM_PARAMS, type ParamDefinition, type SystemParamKey } from '../../domain/system-params';
import type { DatatableQuery, DatatableResponse } from '../../domain/datatable';
import type { Db, DbOrTx } from '../db/client';
import { systemParams } from '../db/schema';
import { audit } from '../http/audit';
import { countsSql, likePattern, orderBy, paged } from '../http/datatable';
import { conflict, notFound, validationFailed } from '../http/errors';
import type { Principal } from '../http/principal';
import { announceChange, type ChangeFeed } from '../db/notify';

export type SysParamRow = typeof systemParams.$inferSelect;

/** Reads a parameter, falling back to its default when the row is missing. */
export async function readParam(db: DbOrTx, key: SystemParamKey): Promise<string> {
  const rows = await db.select({ v: systemParams.sysValue }).from(systemParams).where(eq(systemParams.sysKey, key));
  return rows[0]?.v ?? SYSTEM_PARAMS[key].default;
}

export async function readIntParam(db: DbOrTx, key: SystemParamKey): Promise<number> {
  return Number.parseInt(await readParam(db, key), 10);
}

/**
 * A reader for a parameter read on every request (e.g. the session idle time): the value is kept
 * until a change announced on `changes` (any process, db/notify.ts) drops it, and at most `ttlMs`.
 */
export function cachedIntParam(
  db: DbOrTx,
  key: SystemParamKey,
  options: { ttlMs?: number; changes?: ChangeFeed } = {},
): () => Promise<number> {
  const ttlMs = options.ttlMs ?? 30_000;
  let value: number | undefined;
  let readAt = 0;
  let generation = 0;
  options.changes?.on('system_params', () => {
    value = undefined;
    generation++;
  });
  return async () => {
    if (value === undefined || Date.now() - readAt > ttlMs) {
      const started = generation;
      const read = await readIntParam(db, key);
      // A change announced while reading may not be in what was read: use it once, keep nothing.
      if (started !== generation) return read;
      value = read;
      readAt = Date.now();
    }
    return value;
  };
}

/** Inserts the defaults of parameters that are not there yet (start-up; keeps changed values). */
export async function ensureDefaultParams(db: DbOrTx): Promise<void> {
  const values = Object.entries(SYSTEM_PARAMS).map(([key, def]) => ({
    sysKey: key,
    sysValue: def.default,
    valueType: def.type,
    descEn: def.en,
    descId: def.id,
  }));
  await db.insert(systemParams).values(values).onConflictDoNothing();
}

const SORTABLE = {
  sysKey: systemParams.sysKey,
  sysValue: systemParams.sysValue,
  updatedAt: systemParams.updatedAt,
};

export async function listParams(
  db: Db,
  q: DatatableQuery & { valueType?: string | undefined },
): Promise<DatatableResponse<SysParamRow>> {
  const filters = [];
  if (q.search) {
    const like = likePattern(q.search);
    filters.push(or(ilike(systemParams.sysKey, like), ilike(systemParams.descEn, like), ilike(systemParams.descId, like)));
  }
  if (q.valueType) filters.push(eq(systemParams.valueType, q.valueType));
  const filter = filters.length ? and(...filters) : undefined;
  const order = orderBy(q, SORTABLE, 'sysKey', systemParams.sysKey);
  return paged(
    q,
    filter !== undefined,
    () =>
      db
        .select()
        .from(systemParams)
        .where(filter)
        .orderBy(...order)
        .limit(q.length)
        .offset(q.start),
    async () => (await db.select(countsSql(filter)).from(systemParams))[0]!,
  );
}

export async function getParam(db: Db, key: string): Promise<SysParamRow> {
  const rows = await db.select().from(systemParams).where(eq(systemParams.sysKey, key));
  if (!rows[0]) throw notFound(`System parameter ${key} not found`);
  return rows[0];
}

/**
 * Changes one parameter's value. Optimistic: the caller sends the version it read; if another
 * change won meanwhile, 409 and nothing is written. Change and audit row share one transaction.
 */
export async function updateParam(
  db: Db,
  actor: Principal,
  key: string,
  input: { sysValue: string; version: number },
): Promise<SysParamRow> {
  const def = (SYSTEM_PARAMS as Record<string, ParamDefinition>)[key];
  return db.transaction(async (tx) => {
    const current = (await tx.select().from(systemParams).where(eq(systemParams.sysKey, key)).for('update'))[0];
    if (!current) throw notFound(`System parameter ${key} not found`);
    const schema = paramValueSchema(def ?? { type: current.valueType as ParamDefinition['type'], default: '', en: '', id: '' });
    const parsed = schema.safeParse(input.sysValue);
    if (!parsed.success) throw validationFailed({ sysValue: parsed.error.issues[0]?.message ?? 'Invalid value' });
    if (current.version !== input.version) {
      throw conflict('This parameter was changed by someone else; reload it and try again');
    }
    const [updated] = await tx
      .update(systemParams)
      .set({ sysValue: parsed.data, version: current.version + 1, updatedAt: new Date() })
      .where(and(eq(systemParams.sysKey, key), eq(systemParams.version, current.version)))
      .returning();
    if (!updated) throw conflict('This parameter was changed by someone else; reload it and try again');
    await announceChange(tx, 'system_params');
    await audit(tx, actor, {
      event: 'SYSPARAM_UPDATE',
      entity: 'system_param',
      entityId: key,
      before: { sysValue: current.sysValue },
      after: { sysValue: updated.sysValue },
    });
    return updated;
  });
}
