import { and, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { DatatableQuery } from '../../domain/datatable';
import type { Db } from '../db/client';
import { auditLog, exceptionLog } from '../db/schema';
import { cachedCount, countsSql, dayRangeFilters, likePattern, orderBy, paged } from '../http/datatable';
import { notFound } from '../http/errors';

export interface AuditQuery extends DatatableQuery {
  from?: string | undefined;
  to?: string | undefined;
  audtUid?: string | undefined;
  audtEvent?: string | undefined;
  entity?: string | undefined;
  entityId?: string | undefined;
}

/** The unfiltered total of the audit log (millions of rows, append-only): counted at most every 10 s per process. */
const unfilteredAuditTotal = (db: Db) => cachedCount('audit_log', () => db.$count(auditLog));

export async function listAudit(db: Db, q: AuditQuery) {
  const filters: SQL[] = [];
  filters.push(...dayRangeFilters(auditLog.audtTimestamp, q.from, q.to));
  if (q.audtUid) filters.push(eq(auditLog.audtUid, q.audtUid.toUpperCase()));
  if (q.audtEvent) filters.push(eq(auditLog.audtEvent, q.audtEvent.toUpperCase()));
  if (q.entity) filters.push(eq(auditLog.entity, q.entity));
  if (q.entityId) filters.push(eq(auditLog.entityId, q.entityId));
  if (q.search) {
    const like = likePattern(q.search);
    filters.push(or(ilike(auditLog.audtRemarks, like), ilike(auditLog.audtUname, like), ilike(auditLog.entityId, like))!);
  }
  const filter = filters.length ? and(...filters) : undefined;
  const order = q.sort
    ? orderBy(
        q,
        { audtTimestamp: auditLog.audtTimestamp, audtEvent: auditLog.audtEvent, audtUid: auditLog.audtUid },
        'audtTimestamp',
        auditLog.id,
      )
    : [desc(auditLog.audtTimestamp), desc(auditLog.id)];
  return paged(
    q,
    filter !== undefined,
    () =>
      db
        .select()
        .from(auditLog)
        .where(filter)
        .orderBy(...order)
        .limit(q.length)
        .offset(q.start),
    async () => {
      if (filter) return (await db.select(countsSql(filter)).from(auditLog))[0]!;
      const total = await unfilteredAuditTotal(db);
      return { total, filtered: total };
    },
  );
}

export async function listExceptions(db: Db, q: DatatableQuery & { from?: string | undefined; to?: string | undefined }) {
  const filters: SQL[] = [];
  filters.push(...dayRangeFilters(exceptionLog.occurredAt, q.from, q.to));
  if (q.search) {
    const like = likePattern(q.search);
    filters.push(
      or(
        ilike(exceptionLog.message, like),
        ilike(exceptionLog.url, like),
        ilike(exceptionLog.id, like),
        ilike(exceptionLog.usrId, like),
      )!,
    );
  }
  const filter = filters.length ? and(...filters) : undefined;
  const columns = {
    id: exceptionLog.id,
    occurredAt: exceptionLog.occurredAt,
    method: exceptionLog.method,
    url: exceptionLog.url,
    usrId: exceptionLog.usrId,
    accnId: exceptionLog.accnId,
    message: exceptionLog.message,
  };
  return paged(
    q,
    filter !== undefined,
    () =>
      db
        .select(columns)
        .from(exceptionLog)
        .where(filter)
        .orderBy(desc(exceptionLog.occurredAt), desc(exceptionLog.id))
        .limit(q.length)
        .offset(q.start),
    async () => (await db.select(countsSql(filter)).from(exceptionLog))[0]!,
  );
}

export async function getException(db: Db, id: string) {
  const [row] = await db.select().from(exceptionLog).where(eq(exceptionLog.id, id));
  if (!row) throw notFound('Exception not found');
  return row;
}

export interface ExceptionRecord {
  id: string;
  method?: string | null;
  url?: string | null;
  requestId?: string | null;
  requestBody?: string | null;
  usrId?: string | null;
  accnId?: string | null;
  message: string;
  stack?: string | null;
}

/** Text PostgreSQL can store: no NUL characters, at most `max` characters. */
const storable = (text: string | null | undefined, max: number): string | null =>
  text === null || text === undefined ? null : text.replaceAll('\u0000', '\\u0000').slice(0, max);

interface LogSink {
  error(object: object, message: string): void;
}

/**
 * Writes one exception_log row; never throws. Texts are made storable (NUL characters escaped, lengths cut to the
 * columns); should the row still fail (e.g. the database is down), a bare row with the id and the reason is tried,
 * and the whole record goes to the process log either way.
 */
export async function recordException(db: Db, entry: ExceptionRecord, log: LogSink): Promise<boolean> {
  const row = {
    id: entry.id.slice(0, 32),
    method: storable(entry.method, 10),
    url: storable(entry.url, 2000),
    requestId: storable(entry.requestId, 64),
    requestBody: storable(entry.requestBody, 4000),
    usrId: storable(entry.usrId, 35),
    accnId: storable(entry.accnId, 20),
    message: storable(entry.message, 4000) || 'Unknown error',
    stack: storable(entry.stack, 16000),
  };
  try {
    await db.insert(exceptionLog).values(row);
    return true;
  } catch (error) {
    log.error({ err: error, exception: row }, 'could not write exception_log; trying a bare row');
  }
  try {
    await db.insert(exceptionLog).values({ id: row.id, message: `${row.message.slice(0, 2000)} (details in the process log)` });
    return true;
  } catch (error) {
    log.error({ err: error, exception: row }, 'could not write exception_log');
    return false;
  }
}
