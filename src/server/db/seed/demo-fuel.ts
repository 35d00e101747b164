import { addToDate, businessDate } from '../../../domain/contracts/contracts';
import type { Db, DbOrTx } from '../client';
import { trucks } from '../schema';
import { createFuelCard } from '../../fuel/fuel-cards.service';
import { issueFuelInvoice } from '../../fuel/fuel-invoices.service';
import { importStatement } from '../../fuel/fuel-statements.service';
import { recordManualPayment, verifyManualPayment } from '../../payments/payment-desk';
import { principal } from './demo-billing';
import { demoAttachment } from './demo-files';

/** The previous WIB month of a day (YYYY-MM). */
export function lastMonthOf(now: Date): string {
  const [y, m] = businessDate(now).split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/** The demo statement of a period: TO1's and TO2's cards, and one line of a card nobody registered (unmatched). */
export function demoStatementCsv(period: string): string {
  const rows = [
    ['7002401000001019', `${period}-03 07:42`, 'Shell Cakung Cilincing', 'Shell Diesel Extra', '180.500', '1210000'],
    ['7002401000001019', `${period}-11 16:05`, 'Shell Tol Jakarta-Cikampek KM 19', 'Shell Diesel Extra', '205.250', '1375000'],
    ['7002401000001027', `${period}-06 05:58`, 'Shell Tanjung Priok', 'Shell Diesel Extra', '150.000', '1005000'],
    ['7002401000001035', `${period}-14 12:20`, 'Shell Bekasi Timur', 'Shell V-Power Diesel', '98.125', '735000'],
    ['7002401000002017', `${period}-08 09:10`, 'Shell Cikarang Jababeka', 'Shell Diesel Extra', '240.000', '1608000'],
    ['7002401000002025', `${period}-19 18:45`, 'Shell Karawang Barat', 'Shell Diesel Extra', '120.750', '809000'],
    ['7002401000009996', `${period}-21 10:30`, 'Shell Merak', 'Shell Diesel Extra', '75.000', '502500'],
  ];
  return ['Card number,Date/time,Station,Product,Litres,Amount (IDR)', ...rows.map((r) => r.join(','))].join('\n') + '\n';
}

/**
 * Demo fuel cards and invoicing (issue 19) through the services: three cards of TO1 (two trucks, a driver) and two of
 * TO2 (its two trucks, added here: the job demo gives TO2 no fleet; no driver, which the fleet tests expect TO2 to lack), issued before last month; last month's statement
 * imported with one line of an unknown card (reported unmatched); TO1's invoice issued and unpaid, TO2's issued and
 * paid by a bank transfer that GLIFIN recorded and GLIHEAD verified.
 */
export async function seedDemoFuel(tx: DbOrTx, now = new Date()): Promise<void> {
  const db = tx as unknown as Db;
  const fleet = { createdBy: 'TO2', updatedBy: 'TO2' };
  await tx
    .insert(trucks)
    .values(
      [
        { truckId: 'TRK-TO2-01', accnId: 'TO0002', vhPlateNo: 'B 9201 KJT', vhType: 'PRIME_MOVER', chassisType: '40FT' },
        { truckId: 'TRK-TO2-02', accnId: 'TO0002', vhPlateNo: 'B 9202 KJT', vhType: 'PRIME_MOVER', chassisType: '40FT' },
      ].map((t) => ({ vhState: 'UNASSIGNED', ...t, make: 'Mitsubishi Fuso', yearBuilt: 2021, ...fleet })),
    )
    .onConflictDoNothing();

  const opadmin = await principal(tx, 'OPADMIN', 'LINTAS', ['SP_OP_ADMIN', 'ADMIN']);
  const period = lastMonthOf(now);
  const issued = new Date(`${addToDate(`${period}-01`, { days: -20 })}T09:00:00+07:00`);
  const card = (
    cardNo: string,
    accnId: string,
    holder: { truckId?: string; driverId?: string },
    daily: string,
    monthly: string,
  ) =>
    createFuelCard(
      db,
      opadmin,
      {
        cardNo,
        accnId,
        holderType: holder.truckId ? 'TRUCK' : 'DRIVER',
        truckId: holder.truckId ?? null,
        driverId: holder.driverId ?? null,
        dailyLimit: daily,
        monthlyLimit: monthly,
        remarks: null,
      },
      issued,
    );
  await card('7002401000001019', 'TO0001', { truckId: 'TRK-TO1-01' }, '3000000', '45000000');
  await card('7002401000001027', 'TO0001', { truckId: 'TRK-TO1-02' }, '3000000', '45000000');
  await card('7002401000001035', 'TO0001', { driverId: 'DRV-TO1-05' }, '1500000', '20000000');
  await card('7002401000002017', 'TO0002', { truckId: 'TRK-TO2-01' }, '2500000', '40000000');
  await card('7002401000002025', 'TO0002', { truckId: 'TRK-TO2-02' }, '2500000', '40000000');

  const csv = Buffer.from(demoStatementCsv(period));
  const imported = new Date(`${businessDate(now).slice(0, 7)}-01T10:00:00+07:00`);
  const stmt = await importStatement(
    db,
    opadmin,
    { period, attName: `shell-statement-${period}.csv`, attSize: csv.length, attData: csv.toString('base64') },
    imported,
  );
  await issueFuelInvoice(db, opadmin, stmt.stmtId, 'TO0001', imported);
  const to2Doc = await issueFuelInvoice(db, opadmin, stmt.stmtId, 'TO0002', imported);

  const glifin = await principal(tx, 'GLIFIN', 'GLI', ['FINANCE_ADMIN']);
  const glihead = await principal(tx, 'GLIHEAD', 'GLI', ['FINANCE_HEAD', 'FINANCE_APPROVER']);
  const slip = await demoAttachment(tx, {
    accnId: 'GLI',
    attType: 'PAYMENT_PROOF',
    attName: 'mandiri-transfer-fuel.pdf',
    by: 'GLIFIN',
  });
  const txnId = await recordManualPayment(
    db,
    glifin,
    {
      accnId: 'TO0002',
      currency: 'IDR',
      amount: '2417000',
      paidOn: businessDate(imported),
      bankRef: 'MANDIRI-TRF-FUEL-TO2',
      proofAttId: slip,
      docIds: [to2Doc],
      remarks: 'Fuel invoice paid by bank transfer / Faktur BBM dibayar dengan transfer bank',
    },
    imported,
  );
  await verifyManualPayment(db, glihead, txnId, imported);
}
