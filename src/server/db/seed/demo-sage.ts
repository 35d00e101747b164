import { sql } from 'drizzle-orm';
import { businessDate } from '../../../domain/contracts/contracts';
import { SAGE_CHARGE_TYPES } from '../../../domain/finance/sage';
import type { DbOrTx } from '../client';
import { arAgeing } from '../../sage/sage.service';

/** GLI's chart in Sage 300 (demo): the GL account of each charge type. */
export const DEMO_SAGE_GL: Record<(typeof SAGE_CHARGE_TYPES)[number], string> = {
  TRIP: '2150-10',
  REIMBURSEMENT: '2150-20',
  ADDITIONAL: '2150-30',
  INSURANCE: '2160-00',
  FUEL: '2170-00',
  PLATFORM_FEE: '4100-00',
  VAT_OUT: '2310-00',
  STAMP_DUTY: '2320-00',
  WHT_PREPAID: '1410-23',
  BANK: '1110-00',
  AP_CONTROL: '2100-00',
  AR_CONTROL: '1200-00',
};

/**
 * Demo Sage settings and AR report (issue 15, part 3): GLIHEAD set the GL accounts and the customer and vendor
 * codes of the demo companies, and GLIFIN ran today's AR ageing. No batch: the billing services stamp the demo
 * documents, receipts and payouts with the seeding time, so a batch of a past half-month would be empty, and a seeded
 * one would take the half-month the service test and the browser journey generate (decision 0015, Demo).
 */
export async function seedDemoSage(tx: DbOrTx, now: Date = new Date()): Promise<void> {
  for (const [type, account] of Object.entries(DEMO_SAGE_GL)) {
    await tx.execute(
      sql`insert into sage_gl_accounts (charge_type, gl_account, updated_by) values (${type}, ${account}, 'GLIHEAD')`,
    );
  }
  const codes: Array<[string, string | null, string | null]> = [
    ['CO0001', 'C00001', null],
    ['CO0002', 'C00002', null],
    ['CO0003', 'C00003', null],
    ['FF0001', 'C00004', null],
    ['TO0001', 'C00101', 'V00101'],
    ['TO0002', 'C00102', 'V00102'],
    ['TO0003', 'C00103', 'V00103'],
  ];
  for (const [accnId, customer, vendor] of codes) {
    await tx.execute(sql`insert into sage_company_codes (accn_id, customer_code, vendor_code, updated_by)
      select ${accnId}, ${customer}::varchar, ${vendor}::varchar, 'GLIHEAD' where exists (select 1 from accounts where accn_id = ${accnId})`);
  }
  const asOf = businessDate(now);
  const ageing = await arAgeing(tx, asOf);
  const start = ageing.documents.reduce((min, d) => (d.issuedOn < min ? d.issuedOn : min), asOf);
  await tx.execute(sql`insert into ar_reports (batch, report_name, records, start_period, end_period, created_by)
    values (${`AR-${asOf.replaceAll('-', '')}-01`}, ${`AR ageing ${asOf}`}, ${ageing.rows.length}, ${start}, ${asOf}, 'GLIFIN')`);
}
