import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { DbOrTx } from '../../src/server/db/client';

/**
 * The ledger's invariants (issue 14), checked after every scenario:
 * - the sum of all lines is zero per currency, and so is each journal's;
 * - each money document's open amount from the lines (its control account) agrees with the business tables: zero when
 *   its job payment is PAID or its approval journal was reversed, else more than zero and at most its total;
 * - each company's receivable and payable equal the sums of its open documents (none without a document).
 */
export async function expectLedgerInvariants(db: DbOrTx): Promise<void> {
  const rows = async <T>(query: ReturnType<typeof sql>) => (await db.execute(query)).rows as T[];

  expect(
    await rows(sql`select currency, sum(amount)::text as total from ledger_lines group by currency having sum(amount) <> 0`),
  ).toEqual([]);
  expect(
    await rows(sql`select journal_id, currency from ledger_lines group by journal_id, currency having sum(amount) <> 0`),
  ).toEqual([]);

  const documents = await rows<{ doc_no: string; outstanding: string; expected: string }>(sql`
    with open_docs as (
      select d.doc_id, d.doc_no, d.doc_type,
        case
          when exists (select 1 from job_payments p where p.doc_id = d.doc_id and p.status = 'PAID') then 0
          when exists (
            select 1 from ledger_journals j join ledger_journals r on r.reversal_of = j.journal_id
            where j.cause_type = 'BILL_APPROVED' and j.cause_id = d.bill_id::text
          ) then 0
          else (d.total * 100)::bigint
        end as expected
      from money_documents d
    )
    select o.doc_no, o.expected::text as expected, coalesce((
      select case when o.doc_type = 'DN_TO' then -sum(l.amount) else sum(l.amount) end
      from ledger_lines l
      where l.doc_id = o.doc_id and l.account_code = case when o.doc_type = 'DN_TO' then 'PAYABLE' else 'RECEIVABLE' end
    ), 0)::text as outstanding
    from open_docs o`);
  // A closed document has nothing open; an open one has its total open, or less after a partial payment (a static
  // VA's underpayment), never nothing and never more.
  expect(
    documents.filter((d) =>
      d.expected === '0' ? d.outstanding !== '0' : BigInt(d.outstanding) <= 0n || BigInt(d.outstanding) > BigInt(d.expected),
    ),
  ).toEqual([]);

  // A company's receivable (payable) is the sum of the open documents it owes (is owed), per currency.
  const companies = await rows<{ accn_id: string; account_code: string; currency: string; ledger: string; open: string }>(sql`
    with open_docs as (
      select case when d.doc_type = 'DN_TO' then d.from_accn_id else d.to_accn_id end as accn_id,
        case when d.doc_type = 'DN_TO' then 'PAYABLE' else 'RECEIVABLE' end as account_code,
        d.currency, (d.total * 100)::bigint as total,
        coalesce((select case when d.doc_type = 'DN_TO' then -sum(l.amount) else sum(l.amount) end from ledger_lines l
                   where l.doc_id = d.doc_id
                     and l.account_code = case when d.doc_type = 'DN_TO' then 'PAYABLE' else 'RECEIVABLE' end), 0) as open,
        exists (select 1 from job_payments p where p.doc_id = d.doc_id and p.status = 'PAID')
          or exists (
            select 1 from ledger_journals j join ledger_journals r on r.reversal_of = j.journal_id
            where j.cause_type = 'BILL_APPROVED' and j.cause_id = d.bill_id::text
          ) as closed
      from money_documents d
    ),
    expected as (
      select accn_id, account_code, currency, sum(case when closed then 0 else open end) as open
      from open_docs group by 1, 2, 3
    ),
    ledger as (
      select accn_id, account_code, currency,
        case when account_code = 'PAYABLE' then -sum(amount) else sum(amount) end as ledger
      from ledger_lines where account_code in ('RECEIVABLE', 'PAYABLE') group by 1, 2, 3
    )
    select coalesce(e.accn_id, l.accn_id) as accn_id, coalesce(e.account_code, l.account_code) as account_code,
      coalesce(e.currency, l.currency) as currency, coalesce(l.ledger, 0)::text as ledger, coalesce(e.open, 0)::text as open
    from expected e full join ledger l using (accn_id, account_code, currency)`);
  expect(companies.length).toBeGreaterThan(0);
  expect(companies.filter((c) => c.ledger !== c.open)).toEqual([]);
}
