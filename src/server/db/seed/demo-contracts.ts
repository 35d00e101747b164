import { addToDate, businessDate } from '../../../domain/contracts/contracts';
import type { DbOrTx } from '../client';
import { contractRequests, contracts, locations, rateLines, rateTables } from '../schema';

/** Demo pickup and drop locations of the demo companies (used by the demo rate tables). */
export const DEMO_LOCATIONS = [
  {
    locId: 'LOC-CO1-SUNTER',
    accnId: 'CO0001',
    locName: 'Gudang Sumber Makmur Sunter',
    locType: 'WAREHOUSE',
    addrLn1: 'Jl. Gaya Motor Raya No. 8',
    addrCity: 'Jakarta Utara',
    addrProv: 'ID-JK',
    addrPcode: '14330',
  },
  {
    locId: 'LOC-CO1-CIKARANG',
    accnId: 'CO0001',
    locName: 'Pabrik Sumber Makmur Cikarang',
    locType: 'FACTORY',
    addrLn1: 'Jl. Jababeka Raya Blok F No. 12',
    addrCity: 'Bekasi',
    addrProv: 'ID-JB',
    addrPcode: '17530',
  },
  {
    locId: 'LOC-CO1-KARAWANG',
    accnId: 'CO0001',
    locName: 'Pusat Distribusi Karawang',
    locType: 'DISTRIBUTION_CENTRE',
    addrLn1: 'Kawasan Industri Surya Cipta Kav. 3',
    addrCity: 'Karawang',
    addrProv: 'ID-JB',
    addrPcode: '41361',
  },
  {
    locId: 'LOC-TO1-PRIOK',
    accnId: 'TO0001',
    locName: 'Terminal Peti Kemas Koja (Tanjung Priok)',
    locType: 'PORT_TERMINAL',
    addrLn1: 'Jl. Digul No. 1, Koja',
    addrCity: 'Jakarta Utara',
    addrProv: 'ID-JK',
    addrPcode: '14220',
  },
  {
    locId: 'LOC-TO1-DEPO',
    accnId: 'TO0001',
    locName: 'Depo Truk Nusantara Cakung',
    locType: 'CONTAINER_DEPOT',
    addrLn1: 'Jl. Cakung Cilincing Raya KM 3',
    addrCity: 'Jakarta Utara',
    addrProv: 'ID-JK',
    addrPcode: '14130',
  },
  {
    locId: 'LOC-FF1-CFS',
    accnId: 'FF0001',
    locName: 'CFS Cepat Kirim Sunter',
    locType: 'CFS',
    addrLn1: 'Jl. Yos Sudarso Kav. 85',
    addrCity: 'Jakarta Utara',
    addrProv: 'ID-JK',
    addrPcode: '14350',
  },
  {
    locId: 'LOC-TO2-PERAK',
    accnId: 'TO0002',
    locName: 'Terminal Teluk Lamong (Tanjung Perak)',
    locType: 'PORT_TERMINAL',
    addrLn1: 'Jl. Raya Tambak Osowilangun KM 12',
    addrCity: 'Surabaya',
    addrProv: 'ID-JI',
    addrPcode: '60191',
  },
] as const;

const TERMS = {
  currency: 'IDR',
  customerPaymentTermDays: 30,
  toPaymentTermDays: 14,
  customerFeeType: 'PCT',
  customerFeeValue: '2.50',
  toFeeType: 'FIXED',
  toFeeValue: '50000.00',
  financingType: 'NON_FINANCING',
} as const;

/**
 * Demo contracts (CO1 and FF1 with TO1 and TO2; one ends within a month so its reminder shows in the outbox; CO1–TO1
 * has a 2 % withholding tax on CO1's side), the requests that made them, a request awaiting the finance head and a
 * draft, and rate tables (two active, one awaiting verification). Dates are relative to the day of seeding.
 */
export async function seedDemoContracts(tx: DbOrTx, now: Date = new Date()): Promise<void> {
  const today = businessDate(now);
  const by = { createdBy: 'L1SUPPORT', updatedBy: 'L1SUPPORT' };
  await tx.insert(locations).values(DEMO_LOCATIONS.map((l) => ({ ...l, ctryCode: 'ID', ...by })));

  const made = [
    {
      customerAccnId: 'CO0001',
      toAccnId: 'TO0001',
      validFrom: addToDate(today, { months: -3 }),
      validTo: addToDate(today, { months: 9 }),
      // CO1 withholds PPh 23 at 2 % of the platform fee it is invoiced (deducted on its PF_CO invoices).
      customerWithholdingPct: '2.00',
    },
    {
      customerAccnId: 'CO0001',
      toAccnId: 'TO0002',
      validFrom: addToDate(today, { months: -11 }),
      validTo: addToDate(today, { days: 20 }),
    },
    {
      customerAccnId: 'FF0001',
      toAccnId: 'TO0001',
      validFrom: addToDate(today, { months: -1 }),
      validTo: addToDate(today, { months: 11 }),
      currency: 'USD',
      customerFeeValue: '1.75',
      toFeeValue: '25.00',
      financingType: 'CO_OPM',
      // FF1 pays its jobs from its credit line (issue 14; the limit: demo-credit.ts).
      paymentMethod: 'CREDIT',
    },
  ] as const;
  for (const c of made) {
    const terms = { ...TERMS, ...c };
    const [contract] = await tx
      .insert(contracts)
      .values({ ...terms, ...by })
      .returning();
    await tx.insert(contractRequests).values({
      ...terms,
      reqKind: 'NEW',
      contractId: contract!.contractId,
      state: 'EXPORTED',
      requestedBy: 'L1SUPPORT',
      submittedBy: 'L1SUPPORT',
      submittedAt: now,
      decidedBy: 'GLIHEAD',
      decidedAt: now,
      appliedAt: now,
      ...by,
    });
  }
  await tx.insert(contractRequests).values([
    {
      ...TERMS,
      customerAccnId: 'FF0001',
      toAccnId: 'TO0002',
      validFrom: addToDate(today, { days: 7 }),
      validTo: addToDate(today, { months: 12 }),
      reqKind: 'NEW',
      state: 'NEW_SUBMITTED',
      requestedBy: 'L1SUPPORT',
      submittedBy: 'L1SUPPORT',
      submittedAt: now,
      remarks: 'Surabaya lane for Cepat Kirim',
      ...by,
    },
    {
      ...TERMS,
      customerAccnId: 'CO0003',
      toAccnId: 'TO0001',
      validFrom: addToDate(today, { months: 1 }),
      validTo: addToDate(today, { months: 13 }),
      reqKind: 'NEW',
      state: 'NEW_REQ',
      requestedBy: 'L1SUPPORT',
      ...by,
    },
  ]);

  const tables = [
    {
      rateName: 'Sumber Makmur – Jabodetabek 2026',
      toAccnId: 'TO0001',
      customerAccnId: 'CO0001',
      currency: 'IDR',
      state: 'A',
      lines: [
        {
          fromLocId: 'LOC-TO1-PRIOK',
          toLocId: 'LOC-CO1-CIKARANG',
          vehicleType: 'PRIME_MOVER',
          tripType: 'S',
          charge: '2750000.00',
        },
        {
          fromLocId: 'LOC-TO1-PRIOK',
          toLocId: 'LOC-CO1-SUNTER',
          vehicleType: 'PRIME_MOVER',
          tripType: 'S',
          charge: '1450000.00',
        },
        {
          fromLocId: 'LOC-CO1-CIKARANG',
          toLocId: 'LOC-CO1-KARAWANG',
          vehicleType: 'VT20FT_BOX',
          tripType: 'M',
          charge: '1900000.00',
        },
        {
          fromLocId: 'LOC-CO1-KARAWANG',
          toLocId: 'LOC-CO1-SUNTER',
          vehicleType: 'VT20FT_BOX',
          tripType: 'C',
          dropSeq: 1,
          charge: '650000.00',
        },
      ],
    },
    {
      rateName: 'Cepat Kirim – Priok CFS',
      toAccnId: 'TO0001',
      customerAccnId: 'FF0001',
      currency: 'USD',
      state: 'A',
      lines: [{ fromLocId: 'LOC-TO1-PRIOK', toLocId: 'LOC-FF1-CFS', vehicleType: 'PRIME_MOVER', tripType: 'S', charge: '95.00' }],
    },
    {
      rateName: 'Sumber Makmur – Surabaya',
      toAccnId: 'TO0002',
      customerAccnId: 'CO0001',
      currency: 'IDR',
      state: 'SUB',
      lines: [
        { fromLocId: 'LOC-TO2-PERAK', toLocId: 'LOC-CO1-SUNTER', vehicleType: 'VT25FT', tripType: 'S', charge: '9800000.00' },
      ],
    },
  ] as const;
  for (const t of tables) {
    const active = t.state === 'A';
    const [row] = await tx
      .insert(rateTables)
      .values({
        rateName: t.rateName,
        toAccnId: t.toAccnId,
        customerAccnId: t.customerAccnId,
        currency: t.currency,
        validFrom: addToDate(today, { months: -1 }),
        validTo: addToDate(today, { months: 11 }),
        state: t.state,
        submittedBy: t.toAccnId === 'TO0001' ? 'TO1' : 'TO2',
        verifiedBy: active ? 'L1SUPPORT' : null,
        approvedBy: active ? 'GLIHEAD' : null,
        createdBy: t.toAccnId === 'TO0001' ? 'TO1' : 'TO2',
        updatedBy: t.toAccnId === 'TO0001' ? 'TO1' : 'TO2',
      })
      .returning();
    await tx.insert(rateLines).values(t.lines.map((l) => ({ dropSeq: null, ...l, rateId: row!.rateId })));
  }
}
