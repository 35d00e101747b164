import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { fromMinor } from '../../domain/billing/money';
import type { DatatableQuery } from '../../domain/datatable';
import {
  STATEMENT_MAX_BYTES,
  STATEMENT_MAX_ERRORS,
  litresPer100Km,
  maskCardNo,
  parseStatementRow,
  type StatementImportBody,
  type StatementLine,
  type StatementLinesQuery,
} from '../../domain/fuel/fuel';
import type { Db, DbOrTx } from '../db/client';
import { audit } from '../http/audit';
import { likePattern, paged } from '../http/datatable';
import { conflict, forbidden, notFound, validationFailed } from '../http/errors';
import type { Principal } from '../http/principal';
import { managesFuel } from './fuel-cards.service';
import { readStatementFile } from './statement-file';

/**
 * The provider's monthly statement (issue 19; docs/decisions/0039-fuel-cards.md): imported by the platform, each
 * line matched to its card and, through the card's assignment at the line's moment, to the truck or driver and the
 * operator; lines that match nothing are kept and reported. One statement per period; the same file twice is 409.
 */

const money = (minor: string | bigint) => fromMinor(BigInt(minor), 'IDR');

/** The file's rows checked; any bad row refuses the import with its errors (`rows.{row}.{column}`). */
async function linesOf(body: StatementImportBody, bytes: Buffer): Promise<StatementLine[]> {
  const rows = await readStatementFile(body.attName, bytes);
  const errors: Record<string, string> = {};
  let count = 0;
  const lines: StatementLine[] = [];
  for (const r of rows) {
    const parsed = parseStatementRow(r.row, r.cells, body.period);
    if ('line' in parsed) lines.push(parsed.line);
    else if (count < STATEMENT_MAX_ERRORS) {
      count++;
      for (const [col, msg] of Object.entries(parsed.errors)) errors[`rows.${r.row}.${col}`] = msg;
    }
  }
  if (Object.keys(errors).length) throw validationFailed(errors, 'fuel.server.badRows');
  return lines;
}

/**
 * Imports a statement (the platform): the file is at most STATEMENT_MAX_BYTES decoded (field error; the route's
 * body limit answers 413 past it, counted as the body streams in); every row good or nothing is imported. The
 * period's statement or the same file imported before: 409. In one transaction: the statement, its lines matched.
 */
export async function importStatement(db: Db, p: Principal, body: StatementImportBody, now = new Date()) {
  if (!managesFuel(p)) throw forbidden();
  const bytes = Buffer.from(body.attData, 'base64');
  if (bytes.length > STATEMENT_MAX_BYTES) throw validationFailed({ attData: 'fuel.errors.fileTooBig' });
  const sha = createHash('sha256').update(bytes).digest('hex');
  const lines = await linesOf(body, bytes);
  try {
    return await db
      .transaction(async (tx) => {
        const { rows: dup } = await tx.execute(
          sql`select 1 from fuel_statements where period = ${body.period} or file_sha256 = ${sha} for update`,
        );
        if (dup.length) throw conflict('fuel.server.duplicateStatement');
        const total = lines.reduce((a, l) => a + l.amount, 0n);
        const { rows } = await tx.execute<{ stmt_id: string }>(sql`
        insert into fuel_statements (period, file_name, file_sha256, line_count, total_amount, imported_by, imported_at)
        values (${body.period}, ${body.attName.slice(0, 200)}, ${sha}, ${lines.length}, ${total}, ${p.usrId}, ${now})
        returning stmt_id`);
        const stmtId = Number(rows[0]!.stmt_id);
        // The lines in batches, matched in SQL: the card by its number, then the assignment open at the line's moment.
        for (let i = 0; i < lines.length; i += 1000) {
          const batch = lines.slice(i, i + 1000);
          const values = sql.join(
            batch.map(
              (l) =>
                sql`(${l.row}::int, ${l.cardNo}::char(16), ${l.txnAt.toISOString()}::timestamptz, ${l.station}::text, ${l.product}::text, ${l.litres}::numeric, ${l.amount}::bigint)`,
            ),
            sql`, `,
          );
          await tx.execute(sql`
          insert into fuel_statement_lines
            (stmt_id, row_no, card_no, txn_at, station, product, litres, amount, card_id, accn_id, truck_id, driver_id, unmatched)
          select ${stmtId}, v.row_no, v.card_no, v.txn_at, v.station, v.product, v.litres, v.amount, c.card_id,
                 case when h.asg_id is not null then c.accn_id end, h.truck_id, h.driver_id,
                 case when c.card_id is null then 'UNKNOWN_CARD' when h.asg_id is null then 'NOT_ASSIGNED' end
            from (values ${values}) as v(row_no, card_no, txn_at, station, product, litres, amount)
            left join fuel_cards c on c.card_no = v.card_no
            left join lateral (
              select a.asg_id, a.truck_id, a.driver_id from fuel_card_assignments a
               where a.card_id = c.card_id and a.valid_from <= v.txn_at and (a.valid_to is null or a.valid_to > v.txn_at)
               order by a.valid_from desc limit 1) h on true`);
        }
        await audit(tx, p, {
          event: 'FUEL_STATEMENT_IMPORT',
          entity: 'fuel_statement',
          entityId: `FUEL-STMT-${stmtId}`,
          after: { period: body.period, fileName: body.attName, lines: lines.length, total: money(total) },
        });
        return stmtId;
      })
      .then((stmtId) => getStatement(db, p, stmtId));
  } catch (error) {
    const code = (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code;
    if (code === '23505') throw conflict('fuel.server.duplicateStatement');
    throw error;
  }
}

const STATEMENT_SELECT = sql`select s.stmt_id, s.period, s.file_name, s.line_count, s.total_amount::text, s.imported_by, s.imported_at,
         (select count(*)::int from fuel_statement_lines l where l.stmt_id = s.stmt_id and l.unmatched is not null) as unmatched_count
    from fuel_statements s`;
type StatementSqlRow = {
  stmt_id: string;
  period: string;
  file_name: string;
  line_count: number;
  total_amount: string;
  imported_by: string;
  imported_at: Date;
  unmatched_count: number;
};
const statementWire = (r: StatementSqlRow) => ({
  stmtId: Number(r.stmt_id),
  period: r.period,
  fileName: r.file_name,
  lineCount: r.line_count,
  unmatchedCount: r.unmatched_count,
  totalAmount: money(r.total_amount),
  importedBy: r.imported_by,
  importedAt: r.imported_at,
});

/** The statements, newest period first (the platform). */
export async function listStatements(db: DbOrTx, p: Principal, q: DatatableQuery) {
  if (!managesFuel(p)) throw forbidden();
  const filter = q.search
    ? sql`(s.period ilike ${likePattern(q.search)} or s.file_name ilike ${likePattern(q.search)})`
    : sql`true`;
  return paged(
    q,
    Boolean(q.search),
    async () =>
      (
        await db.execute<StatementSqlRow>(
          sql`${STATEMENT_SELECT} where ${filter} order by s.period desc, s.stmt_id desc limit ${q.length} offset ${q.start}`,
        )
      ).rows.map(statementWire),
    async () =>
      (
        await db.execute<{ total: number; filtered: number }>(
          sql`select count(*)::int as total, (count(*) filter (where ${filter}))::int as filtered from fuel_statements s`,
        )
      ).rows[0]!,
  );
}

/** The WIB month of a period as instants [from, to). */
function periodRange(period: string): { from: Date; to: Date } {
  const [y, m] = period.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return { from: new Date(`${period}-01T00:00:00+07:00`), to: new Date(`${next}-01T00:00:00+07:00`) };
}

/**
 * The distance each truck drove in [from, to) by its tracking fixes (km): the great-circle distance between
 * consecutive good fixes summed, as the route history adds it up (src/domain/tracking/history.ts). A truck without
 * fixes is absent.
 */
async function distancesKm(db: DbOrTx, truckIds: string[], from: Date, to: Date): Promise<Map<string, number>> {
  if (!truckIds.length) return new Map();
  const { rows } = await db.execute<{ truck_id: string; km: number | null }>(sql`
    select truck_id, sum(d)::float8 as km from (
      select truck_id,
             2 * 6371.0088 * asin(least(1, sqrt(power(sin(radians(lat - lag(lat) over w) / 2), 2)
               + cos(radians(lat)) * cos(radians(lag(lat) over w)) * power(sin(radians(lon - lag(lon) over w) / 2), 2)))) as d
        from track_positions
       where truck_id in (${sql.join(
         truckIds.map((t) => sql`${t}`),
         sql`, `,
       )}) and fix_at >= ${from} and fix_at < ${to} and flag is null
      window w as (partition by truck_id order by fix_at)) x
    group by truck_id`);
  return new Map(rows.filter((r) => r.km !== null && r.km > 0).map((r) => [r.truck_id, Math.round(r.km! * 100) / 100]));
}

/**
 * One statement (the platform): its totals; per operator its matched lines, litres and amount and its invoice (if
 * issued) with the payment state; per truck the litres and, where tracking has the distance of the period, litres per
 * 100 km (null: no distance). Unknown: 404.
 */
export async function getStatement(db: DbOrTx, p: Principal, stmtId: number) {
  if (!managesFuel(p)) throw forbidden();
  const { rows } = await db.execute<StatementSqlRow>(sql`${STATEMENT_SELECT} where s.stmt_id = ${stmtId}`);
  const s = rows[0];
  if (!s) throw notFound('fuel.server.statementNotFound');
  const operators = await db.execute<{
    accn_id: string;
    accn_name: string | null;
    line_count: number;
    litres: string;
    amount: string;
    doc_id: string | null;
    doc_no: string | null;
    status: string | null;
  }>(sql`
    select l.accn_id, a.accn_name, count(*)::int as line_count, sum(l.litres)::text as litres, sum(l.amount)::text as amount,
           fi.doc_id, d.doc_no, jp.status
      from fuel_statement_lines l
      join accounts a on a.accn_id = l.accn_id
      left join fuel_invoices fi on fi.stmt_id = l.stmt_id and fi.accn_id = l.accn_id
      left join money_documents d on d.doc_id = fi.doc_id
      left join job_payments jp on jp.doc_id = fi.doc_id
     where l.stmt_id = ${stmtId} and l.accn_id is not null
     group by l.accn_id, a.accn_name, fi.doc_id, d.doc_no, jp.status
     order by a.accn_name`);
  const trucks = await db.execute<{ truck_id: string; vh_plate_no: string | null; accn_id: string; litres: string }>(sql`
    select l.truck_id, t.vh_plate_no, l.accn_id, sum(l.litres)::text as litres
      from fuel_statement_lines l join trucks t on t.truck_id = l.truck_id
     where l.stmt_id = ${stmtId} and l.truck_id is not null
     group by l.truck_id, t.vh_plate_no, l.accn_id order by t.vh_plate_no`);
  const range = periodRange(s.period);
  const km = await distancesKm(
    db,
    trucks.rows.map((t) => t.truck_id),
    range.from,
    range.to,
  );
  return {
    ...statementWire(s),
    operators: operators.rows.map((o) => ({
      accnId: o.accn_id,
      accnName: o.accn_name,
      lineCount: o.line_count,
      litres: o.litres,
      amount: money(o.amount),
      docId: o.doc_id === null ? null : Number(o.doc_id),
      docNo: o.doc_no,
      paymentStatus: o.status,
    })),
    trucks: trucks.rows.map((t) => {
      const d = km.get(t.truck_id) ?? null;
      return {
        truckId: t.truck_id,
        vhPlateNo: t.vh_plate_no,
        accnId: t.accn_id,
        litres: t.litres,
        km: d,
        litresPer100Km: litresPer100Km(t.litres, d),
      };
    }),
  };
}

/** A statement's lines (server-paged, file order): all, or the unmatched ones only, or one operator's. */
export async function listStatementLines(db: DbOrTx, p: Principal, stmtId: number, q: StatementLinesQuery) {
  if (!managesFuel(p)) throw forbidden();
  const { rows: found } = await db.execute(sql`select 1 from fuel_statements where stmt_id = ${stmtId}`);
  if (!found.length) throw notFound('fuel.server.statementNotFound');
  const filters: SQL[] = [];
  if (q.unmatched === 'true') filters.push(sql`l.unmatched is not null`);
  if (q.unmatched === 'false') filters.push(sql`l.unmatched is null`);
  if (q.accnId) filters.push(sql`l.accn_id = ${q.accnId}`);
  if (q.search) {
    const like = likePattern(q.search);
    filters.push(sql`(l.card_no ilike ${like} or l.station ilike ${like} or t.vh_plate_no ilike ${like})`);
  }
  const filter = filters.length ? sql.join(filters, sql` and `) : sql`true`;
  return paged(
    q,
    filters.length > 0,
    async () => {
      const { rows } = await db.execute<{
        line_id: string;
        row_no: number;
        card_no: string;
        txn_at: Date;
        station: string;
        product: string;
        litres: string;
        amount: string;
        accn_id: string | null;
        accn_name: string | null;
        truck_id: string | null;
        vh_plate_no: string | null;
        driver_id: string | null;
        drv_name: string | null;
        unmatched: 'UNKNOWN_CARD' | 'NOT_ASSIGNED' | null;
      }>(sql`
        select l.line_id, l.row_no, l.card_no, l.txn_at, l.station, l.product, l.litres::text, l.amount::text, l.accn_id, a.accn_name,
               l.truck_id, t.vh_plate_no, l.driver_id, d.drv_name, l.unmatched
          from fuel_statement_lines l
          left join accounts a on a.accn_id = l.accn_id
          left join trucks t on t.truck_id = l.truck_id
          left join drivers d on d.driver_id = l.driver_id
         where l.stmt_id = ${stmtId} and ${filter}
         order by l.row_no limit ${q.length} offset ${q.start}`);
      return rows.map((r) => ({
        lineId: Number(r.line_id),
        rowNo: r.row_no,
        cardNo: r.card_no,
        cardNoMasked: maskCardNo(r.card_no),
        txnAt: r.txn_at,
        station: r.station,
        product: r.product,
        litres: r.litres,
        amount: money(r.amount),
        accnId: r.accn_id,
        accnName: r.accn_name,
        truckId: r.truck_id,
        vhPlateNo: r.vh_plate_no,
        driverId: r.driver_id,
        drvName: r.drv_name,
        unmatched: r.unmatched,
      }));
    },
    async () =>
      (
        await db.execute<{ total: number; filtered: number }>(sql`
          select count(*)::int as total, (count(*) filter (where ${filter}))::int as filtered
            from fuel_statement_lines l left join trucks t on t.truck_id = l.truck_id where l.stmt_id = ${stmtId}`)
      ).rows[0]!,
  );
}
