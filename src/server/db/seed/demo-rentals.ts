import { addToDate, businessDate } from '../../../domain/contracts/contracts';
import type { Db, DbOrTx } from '../client';
import { actOnRental, createRental, quoteRental } from '../../rentals/rentals.service';
import { principal } from './demo-billing';

/**
 * Demo truck rentals (issue 19) through the services: CO1's request waiting for TO1's quote, a quote waiting for
 * CO1, one TO1 declined; FF1's request and one it cancelled. None accepted: an accepted rental opens a job, and the
 * demo's job counts stay as they were (the screens and tests that count them).
 */
export async function seedDemoRentals(tx: DbOrTx, now = new Date()): Promise<void> {
  const db = tx as unknown as Db;
  const co1 = await principal(tx, 'CO1', 'CO0001', ['ACCN_ADMIN', 'OFFICER']);
  const ff1 = await principal(tx, 'FF1', 'FF0001', ['FF_ADMIN', 'ADMIN', 'OFFICER']);
  const to1 = await principal(tx, 'TO1', 'TO0001', ['ACCN_ADMIN', 'TO_OPERATION']);
  const day = (n: number) => addToDate(businessDate(now), { days: n });
  const ask = (p: typeof co1, over: Record<string, unknown>) =>
    createRental(
      db,
      p,
      {
        toAccnId: 'TO0001',
        vehicleType: 'PRIME_MOVER',
        truckCount: 2,
        startDate: day(7),
        endDate: day(13),
        pickupLocId: 'LOC-CO1-SUNTER',
        rentalType: 'PTD',
        remarks: null,
        ...over,
      },
      now,
    );
  await ask(co1, { remarks: 'Year-end stock transfer Sunter – Cikarang' });
  const quoted = await ask(co1, {
    vehicleType: 'VT20FT_BOX',
    truckCount: 1,
    rentalType: 'PW',
    startDate: day(10),
    endDate: day(30),
  });
  await quoteRental(
    db,
    to1,
    quoted.rentalId,
    { currency: 'IDR', unitPrice: '9750000', quoteNote: 'Driver and fuel included' },
    now,
  );
  const declined = await ask(co1, { truckCount: 4, rentalType: 'PM', startDate: day(14), endDate: day(74) });
  await actOnRental(db, to1, declined.rentalId, 'decline', { reason: 'Four prime movers are not free in January' }, now);
  await ask(ff1, { pickupLocId: 'LOC-FF1-CFS', truckCount: 1, rentalType: 'PD', startDate: day(5), endDate: day(6) });
  const cancelled = await ask(ff1, {
    pickupLocId: 'LOC-FF1-CFS',
    truckCount: 3,
    rentalType: 'PTD',
    startDate: day(3),
    endDate: day(4),
  });
  await actOnRental(db, ff1, cancelled.rentalId, 'cancel', { reason: 'The vessel was delayed a week' }, now);
}
