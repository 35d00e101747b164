/**
 * Tax invoices (issue 15): 10,000 tax invoices issued by 10 concurrent connections through the real issuing path
 * (`issueTaxInvoices`, as a bill's approval calls it: the rules table, the buyer's NPWP, the numbering parameters, the
 * series lock, the active range's row, the number's record, the invoice and its lines, the audit row), each in its own
 * transaction, from a series of three ranges so that a range runs out mid-burst twice and the next takes over. Every
 * number must be issued once, consecutive from 1 to 10,000, each on one invoice: otherwise the bench throws.
 *
 * The baseline, in the same process and with the same number of connections, only inserts equivalent rows: each
 * invoice's rows as Lintas wrote them (its number's record, the invoice, its lines) into copies of the three tables
 * (`LIKE … INCLUDING ALL`: the same columns, checks and indexes, no foreign keys), one transaction per invoice, with
 * the numbers known beforehand: no lock, no range, no rules, no audit.
 */
import { inArray } from 'drizzle-orm';
import { businessDate } from '../src/domain/contracts/contracts';
import { connect } from '../src/server/db/client';
import { moneyDocuments } from '../src/server/db/schema';
import { principal } from '../src/server/db/seed/demo-billing';
import { issueTaxInvoices } from '../src/server/tax/tax-invoices.service';

export interface Run {
  ms: number;
  p50: number;
  p99: number;
  perSecond: number;
}

export interface TaxInvoiceBench {
  total: number;
  ranges: string[];
  ours: Run;
  base: Run;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

/** Runs `work(i)` for i in 0..total-1 with `concurrency` in flight; answers the wall time and each one's latency. */
async function burst(total: number, concurrency: number, work: (i: number) => Promise<unknown>): Promise<Run> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const i = next++;
        const t0 = performance.now();
        await work(i);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const ms = performance.now() - started;
  latencies.sort((a, b) => a - b);
  return {
    ms,
    p50: Number(percentile(latencies, 50).toFixed(1)),
    p99: Number(percentile(latencies, 99).toFixed(1)),
    perSecond: Math.round((total / ms) * 1000),
  };
}

export async function benchTaxInvoices(options: { url: string; total?: number; concurrency?: number }): Promise<TaxInvoiceBench> {
  const total = options.total ?? 10_000;
  const concurrency = options.concurrency ?? 10;
  // Both runs use a pool of exactly `concurrency` connections of their own.
  const database = connect(options.url, concurrency);
  const { pool } = database;
  try {
    // The documents: copies of a demo platform-fee invoice (PF_CO, code 04), each on a bill version of its own.
    const template = (
      await pool.query<{ doc_id: string; bill_id: string; job_id: string; contract_id: string }>(
        `select d.doc_id, d.bill_id, d.job_id, j.contract_id from money_documents d join jobs j on j.job_id = d.job_id
          where d.doc_type = 'PF_CO' and j.contract_id is not null order by d.doc_id limit 1`,
      )
    ).rows[0];
    if (!template) throw new Error('tax invoices bench: the demo data has no PF_CO document to copy');
    const run = Date.now().toString(36);
    const bills = await pool.query<{ bill_id: string }>(
      `insert into job_bills (job_id, bill_version, state, currency, trip_charges, reimbursement_total, additional_total,
                              total, invoice_no, invoice_att_id, billed_by, billed_at, approved_by, approved_at)
       select b.job_id, (select max(bill_version) from job_bills where job_id = b.job_id) + i, 'APP_BILL', b.currency,
              b.trip_charges, b.reimbursement_total, b.additional_total, b.total, b.invoice_no, b.invoice_att_id,
              b.billed_by, b.billed_at, b.approved_by, b.approved_at
         from job_bills b, generate_series(1, $2::int) i where b.bill_id = $1 order by i
       returning bill_id`,
      [template.bill_id, total],
    );
    const docIds = (
      await pool.query<{ doc_id: string }>(
        `insert into money_documents (doc_no, doc_type, job_id, bill_id, from_accn_id, to_accn_id, currency, subtotal,
                                      tax_base, vat, withholding, stamp_duty, total, lines, issued_at, due_date, verify_code)
         select 'PFB/' || $2 || '/' || n, d.doc_type, d.job_id, b.bill_id, d.from_accn_id, d.to_accn_id, d.currency,
                d.subtotal, d.tax_base, d.vat, d.withholding, d.stamp_duty, d.total, d.lines, d.issued_at, d.due_date,
                md5($2 || n)
           from money_documents d, unnest($3::bigint[]) with ordinality as b(bill_id, n) where d.doc_id = $1 order by n
         returning doc_id`,
        [template.doc_id, run, bills.rows.map((b) => b.bill_id)],
      )
    ).rows.map((r) => Number(r.doc_id));
    const docs = await database.db.select().from(moneyDocuments).where(inArray(moneyDocuments.docId, docIds));
    docs.sort((a, b) => a.docId - b.docId);

    // A series of its own (a prefix no range uses yet) with three ranges: the first runs out after 30 %, the second
    // after 65 %, both mid-burst; the third ends exactly at the last invoice.
    const year = businessDate(new Date()).slice(2, 4);
    const used = new Set(
      (await pool.query<{ p: string }>(`select distinct prefix_left as p from tax_sequences`)).rows.map((r) => r.p),
    );
    const prefixLeft = Array.from({ length: 100 }, (_, i) => String(900 + i)).find((p) => !used.has(p));
    if (!prefixLeft) throw new Error('tax invoices bench: no free prefix 900-999 left in this database');
    const cuts = [0, Math.round(total * 0.3), Math.round(total * 0.65), total];
    const ranges = cuts.slice(1).map((end, i) => [cuts[i]! + 1, end] as const);
    for (const [i, [start, end]] of ranges.entries()) {
      await pool.query(
        `insert into tax_sequences (prefix_left, prefix_mid, prefix_year, sequence_start, sequence_end, status)
         values ($1, '000', $2, $3, $4, $5)`,
        [prefixLeft, year, start, end, i === 0 ? 'A' : 'I'],
      );
    }
    // The invoices take the series' numbers (RANGE mode, prefix `9xx.000`); the parameters are put back afterwards.
    const params = (
      await pool.query<{ sys_key: string; sys_value: string }>(
        `select sys_key, sys_value from system_params where sys_key in ('TAX_NUMBERING', 'TAX_INVOICE_PREFIX')`,
      )
    ).rows;
    const setParam = (key: string, value: string) =>
      pool.query(
        `insert into system_params (sys_key, sys_value, value_type, desc_en, desc_id) values ($1, $2, 'STRING', $1, $1)
         on conflict (sys_key) do update set sys_value = excluded.sys_value`,
        [key, value],
      );
    await setParam('TAX_NUMBERING', 'RANGE');
    await setParam('TAX_INVOICE_PREFIX', `${prefixLeft}.000`);

    const approver = await principal(database.db, 'GLIFIN', 'GLI', ['FINANCE_ADMIN']);
    let ours: Run;
    try {
      ours = await burst(total, concurrency, async (i) => {
        const made = await database.db.transaction((tx) =>
          issueTaxInvoices(tx, approver, [docs[i]!], template.contract_id, new Date()),
        );
        if (made.length !== 1 || !made[0]!.taxNo) throw new Error(`tax invoices bench: document ${docs[i]!.docId} got no number`);
      });
    } finally {
      for (const p of params) await setParam(p.sys_key, p.sys_value);
    }

    // Every number once, 1..total without a gap, each on exactly one of the invoices, and the ranges used up in turn.
    const numbers = (
      await pool.query<{ tax_no: string; serial: string; state: string; ref: string | null }>(
        `select n.tax_no, n.serial, n.state, n.ref from tax_numbers n join tax_sequences s on s.id = n.sequence_id
          where s.prefix_left = $1 and s.prefix_year = $2 order by n.serial`,
        [prefixLeft, year],
      )
    ).rows;
    const invoices = (
      await pool.query<{ id: string; tax_no: string | null; invoice_no: string }>(
        `select id, tax_no, invoice_no from tax_invoices where doc_id = any($1::bigint[])`,
        [docIds],
      )
    ).rows;
    const problems: string[] = [];
    if (numbers.length !== total) problems.push(`${numbers.length} numbers issued for ${total} invoices`);
    const gaps = numbers.filter((n, i) => Number(n.serial) !== i + 1);
    if (gaps.length) problems.push(`serials not 1..${total}: first out of place ${gaps[0]!.serial}`);
    if (new Set(numbers.map((n) => n.tax_no)).size !== numbers.length) problems.push('a number issued twice');
    if (numbers.some((n) => n.state !== 'ISSUED')) problems.push('a number not ISSUED');
    if (invoices.length !== total) problems.push(`${invoices.length} invoices for ${total} documents`);
    const onInvoices = new Set(invoices.map((i) => i.tax_no));
    if (onInvoices.size !== total || numbers.some((n) => !onInvoices.has(n.tax_no)))
      problems.push('the invoices do not carry the issued numbers one each');
    const byNo = new Map(numbers.map((n) => [n.tax_no, n.ref]));
    if (invoices.some((i) => byNo.get(i.tax_no!) !== i.invoice_no)) problems.push("a number's record names another invoice");
    const states = (
      await pool.query<{ status: string; consumed_num: string }>(
        `select status, consumed_num from tax_sequences where prefix_left = $1 and prefix_year = $2 order by sequence_start`,
        [prefixLeft, year],
      )
    ).rows;
    if (states.some((s, i) => s.status !== 'E' || Number(s.consumed_num) !== ranges[i]![1] - ranges[i]![0] + 1))
      problems.push(`ranges not used up in turn: ${JSON.stringify(states)}`);
    if (problems.length) throw new Error(`tax invoices bench: numbering broken: ${problems.join('; ')}`);

    // The baseline: the same rows inserted again into copies of the tables, one transaction per invoice.
    const ids = invoices.map((i) => i.id);
    const rows = (
      await pool.query<{ number: unknown; invoice: unknown; lines: unknown }>(
        `select to_json(n) as number, to_json(i) as invoice,
                (select json_agg(l) from tax_invoice_lines l where l.invoice_id = i.id) as lines
           from tax_invoices i join tax_numbers n on n.tax_no = i.tax_no where i.id = any($1::bigint[]) order by i.id`,
        [ids],
      )
    ).rows;
    for (const t of ['tax_numbers', 'tax_invoices', 'tax_invoice_lines']) {
      await pool.query(`drop table if exists bench_${t}`);
      await pool.query(`create table bench_${t} (like ${t} including all)`);
    }
    const clients = await Promise.all(Array.from({ length: concurrency }, () => pool.connect()));
    const free = [...clients];
    let base: Run;
    try {
      base = await burst(rows.length, concurrency, async (i) => {
        const client = free.pop()!;
        const r = rows[i]!;
        try {
          await client.query('begin');
          await client.query(`insert into bench_tax_numbers select * from json_populate_record(null::bench_tax_numbers, $1)`, [
            r.number,
          ]);
          await client.query(`insert into bench_tax_invoices select * from json_populate_record(null::bench_tax_invoices, $1)`, [
            r.invoice,
          ]);
          await client.query(
            `insert into bench_tax_invoice_lines select * from json_populate_recordset(null::bench_tax_invoice_lines, $1)`,
            [JSON.stringify(r.lines ?? [])],
          );
          await client.query('commit');
        } finally {
          free.push(client);
        }
      });
    } finally {
      for (const c of clients) c.release();
    }
    const copied = await pool.query<{ n: number }>(`select count(*)::int as n from bench_tax_invoices`);
    for (const t of ['tax_invoice_lines', 'tax_invoices', 'tax_numbers']) await pool.query(`drop table bench_${t}`);
    if (copied.rows[0]!.n !== total) throw new Error(`tax invoices bench: the baseline inserted ${copied.rows[0]!.n} invoices`);
    return { total, ranges: ranges.map(([s, e]) => `${prefixLeft}.000-${year}: ${s}-${e}`), ours, base };
  } finally {
    await database.close();
  }
}
