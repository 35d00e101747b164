import { addToDate, businessDate } from '../../../domain/contracts/contracts';
import type { Db, DbOrTx } from '../client';
import { actOnLease, applyForLease, quoteLease } from '../../leasing/leasing.service';
import { leasingProviders } from '../schema';
import { principal } from './demo-billing';

/**
 * Demo truck leasing (issue 19; decision 0037) through the services: SP0003 (PT Armada Sewa Finance) registered as a
 * leasing provider; TO1's application waiting for a quote, a quote waiting for TO1, an approved lease and a withdrawn
 * application; TO2's quote it accepted (waiting for LEASE1's decision) and one LEASE1 rejected.
 */
export async function seedDemoLeasing(tx: DbOrTx, now = new Date()): Promise<void> {
  const db = tx as unknown as Db;
  await tx.insert(leasingProviders).values({ accnId: 'SP0003' }).onConflictDoNothing();
  const to1 = await principal(tx, 'TO1', 'TO0001', ['ACCN_ADMIN', 'TO_OPERATION']);
  const to2 = await principal(tx, 'TO2', 'TO0002', ['ACCN_ADMIN', 'TO_OPERATION']);
  const lease1 = await principal(tx, 'LEASE1', 'SP0003', ['ACCN_ADMIN']);
  const month = (n: number) => addToDate(businessDate(now), { months: n, days: 0 }).slice(0, 8) + '01';
  const apply = (p: typeof to1, over: Record<string, unknown>) =>
    applyForLease(
      db,
      p,
      {
        providerAccnId: 'SP0003',
        vehicleType: 'PRIME_MOVER',
        truckCount: 5,
        startDate: month(1),
        months: 24,
        wantedPrice: '18500000',
        contactName: 'Bambang Sutrisno',
        contactPhone: '+62 812 8800 1201',
        remarks: null,
        ...over,
      } as Parameters<typeof applyForLease>[2],
      now,
    );
  const quote = (id: string, monthlyPrice: string, quoteNote: string) =>
    quoteLease(db, lease1, id, { monthlyPrice, quoteNote }, now);

  await apply(to1, { remarks: 'Penambahan armada untuk jalur kontainer Cikarang – Tanjung Priok' });
  const quoted = await apply(to1, { vehicleType: 'VT20FT_BOX', truckCount: 3, months: 12, wantedPrice: '11000000' });
  await quote(quoted.applicationId, '11750000', 'Maintenance and insurance included; GPS tracker fitted');
  const approved = await apply(to1, { truckCount: 2, months: 36, startDate: month(2), wantedPrice: '17500000' });
  await quote(approved.applicationId, '17900000', 'Three-year term, replacement unit within 48 hours');
  await actOnLease(db, to1, approved.applicationId, 'accept', {}, now);
  await actOnLease(db, lease1, approved.applicationId, 'approve', {}, now);
  const withdrawn = await apply(to1, { truckCount: 1, months: 6, wantedPrice: '16000000' });
  await actOnLease(db, to1, withdrawn.applicationId, 'withdraw', { reason: 'Bought a used unit instead' }, now);

  const contact = { contactName: 'Siti Rahmawati', contactPhone: '+62 813 2200 4512' };
  const accepted = await apply(to2, { ...contact, truckCount: 4, months: 18, wantedPrice: '18000000' });
  await quote(accepted.applicationId, '18400000', 'Delivery of the units at your Surabaya pool');
  await actOnLease(db, to2, accepted.applicationId, 'accept', {}, now);
  const rejected = await apply(to2, { ...contact, truckCount: 10, months: 60, wantedPrice: '12000000' });
  await actOnLease(
    db,
    lease1,
    rejected.applicationId,
    'reject',
    { reason: 'The price asked is under our cost for a 60-month term' },
    now,
  );
}
