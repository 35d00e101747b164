import type { CrewMember, VesselCallBody } from '../../../domain/vessel-calls/vessel-calls';
import { issueCertificates } from '../../certificates/issue';
import type { DbOrTx } from '../client';
import { CERTIFICATE_SERVICES } from './reference/government';
import { agentAssociations, auditLog, crewLists, vesselCallCertificates, vesselCalls } from '../schema';

/** The demo users who appear in the applications' trails. */
const DEMO_USER_NAMES: Record<string, string> = {
  SL1: 'Fransiska Tanujaya',
  AGENT1: 'Rahmat Hidayat',
  PCOFFICER: 'Yohanes Pattiasina',
};

/**
 * Issue 18 demo: SL1's line (SL0001) has associated the agent SP0002 (AGENT1), keeps a crew list of 12 for
 * KM Samudera Jaya, and has applications in every state; the officer (PCOFFICER) has two to review.
 */
export const DEMO_CREW: CrewMember[] = [
  ['Budi Santoso', 'MASTER', 'ID', '1975-03-14', 'Makassar', 'C0412377'],
  ['Agus Salim', 'CHIEF_OFFICER', 'ID', '1980-07-02', 'Surabaya', 'C0519023'],
  ['Wayan Sudarma', 'SECOND_OFFICER', 'ID', '1986-11-21', 'Denpasar', 'C0622981'],
  ['Rizky Pratama', 'THIRD_OFFICER', 'ID', '1992-01-09', 'Semarang', 'C0733410'],
  ['Hendrik Manuputty', 'CHIEF_ENGINEER', 'ID', '1972-05-30', 'Ambon', 'C0301145'],
  ['Dedi Kurniawan', 'SECOND_ENGINEER', 'ID', '1984-09-17', 'Palembang', 'C0587320'],
  ['Jose Dela Cruz', 'THIRD_ENGINEER', 'PH', '1990-04-25', 'Cebu', 'P7745120'],
  ['Yosef Lamabelawa', 'BOSUN', 'ID', '1979-12-03', 'Larantuka', 'C0455908'],
  ['Andi Mappaseng', 'ABLE_SEAMAN', 'ID', '1988-06-11', 'Parepare', 'C0698871'],
  ['Mark Anthony Reyes', 'ABLE_SEAMAN', 'PH', '1993-08-19', 'Iloilo', 'P7790345'],
  ['Slamet Widodo', 'OILER', 'ID', '1987-02-27', 'Cilacap', 'C0671254'],
  ['Teguh Wibisono', 'COOK', 'ID', '1982-10-05', 'Tegal', 'C0542276'],
].map(([name, rank, nationality, dateOfBirth, placeOfBirth, docNo]) => ({
  name: name!,
  rank: rank as CrewMember['rank'],
  nationality: nationality!,
  dateOfBirth: dateOfBirth!,
  placeOfBirth: placeOfBirth!,
  docType: nationality === 'ID' ? 'SEAMAN_BOOK' : 'PASSPORT',
  docNo: docNo!,
  docExpiry: '2028-06-30',
}));

const DAY = 86_400_000;

type Demo = {
  vesselName: string;
  imoNo: string;
  callSign: string;
  flag: string;
  shipType: string;
  grossTonnage: number;
  ttCode: string;
  port: 'IDTPP' | 'IDSUB';
  terminal: string;
  inDays: number;
  status: 'DRAFT' | 'SUBMITTED' | 'RETURNED' | 'APPROVED' | 'REJECTED';
  filer?: string;
  remarks?: string;
  dangerous?: boolean;
  /** Every certificate service of the port (the certificates demo: all 8 types issued). */
  allServices?: boolean;
  /** Decided this many hours ago (default: days ago by its place in the list). */
  decidedHoursAgo?: number;
};

const DEMOS: Demo[] = [
  // IMO numbers with valid check digits.
  {
    vesselName: 'KM Samudera Jaya',
    imoNo: '9074729',
    callSign: 'YBSJ2',
    flag: 'ID',
    shipType: 'CONTAINER',
    grossTonnage: 18_350,
    ttCode: 'BOW',
    port: 'IDTPP',
    terminal: 'IDTPP-JICT',
    inDays: 3,
    status: 'SUBMITTED',
  },
  {
    vesselName: 'KM Samudera Bahari',
    imoNo: '9321483',
    callSign: 'YBSB7',
    flag: 'ID',
    shipType: 'CONTAINER',
    grossTonnage: 23_900,
    ttCode: 'BOW_STERN',
    port: 'IDTPP',
    terminal: 'IDTPP-KOJA',
    inDays: 5,
    status: 'SUBMITTED',
    filer: 'SP0002',
    dangerous: true,
  },
  {
    vesselName: 'KM Samudera Mas',
    imoNo: '9176187',
    callSign: 'YBSM4',
    flag: 'ID',
    shipType: 'GENERAL_CARGO',
    grossTonnage: 7_420,
    ttCode: 'NONE',
    port: 'IDSUB',
    terminal: 'IDSUB-TPS',
    inDays: 8,
    status: 'DRAFT',
  },
  {
    vesselName: 'MV Nusantara Pearl',
    imoNo: '9468011',
    callSign: 'YBNP9',
    flag: 'ID',
    shipType: 'CONTAINER',
    grossTonnage: 31_050,
    ttCode: 'BOW',
    port: 'IDTPP',
    terminal: 'IDTPP-NPCT1',
    inDays: 6,
    status: 'RETURNED',
    remarks: 'FAL 5: the seaman book of the third engineer expires before the call; attach a valid document.',
  },
  {
    vesselName: 'KM Samudera Jaya',
    imoNo: '9074729',
    callSign: 'YBSJ2',
    flag: 'ID',
    shipType: 'CONTAINER',
    grossTonnage: 18_350,
    ttCode: 'BOW',
    port: 'IDSUB',
    terminal: 'IDSUB-TPS',
    inDays: -6,
    status: 'APPROVED',
  },
  {
    vesselName: 'KM Samudera Mas',
    imoNo: '9176187',
    callSign: 'YBSM4',
    flag: 'ID',
    shipType: 'GENERAL_CARGO',
    grossTonnage: 7_420,
    ttCode: 'NONE',
    port: 'IDTPP',
    terminal: 'IDTPP-MAL',
    inDays: -12,
    status: 'REJECTED',
    remarks: 'The vessel is not listed for this terminal in the berthing plan; file again with the berth allocated.',
  },
  // The certificates demo (decision 0030): approved two hours ago with all 8 certificate types, valid now.
  {
    vesselName: 'KM Samudera Bahari',
    imoNo: '9321483',
    callSign: 'YBSB7',
    flag: 'ID',
    shipType: 'CONTAINER',
    grossTonnage: 23_900,
    ttCode: 'BOW_STERN',
    port: 'IDTPP',
    terminal: 'IDTPP-KOJA',
    inDays: 0,
    status: 'APPROVED',
    dangerous: true,
    allServices: true,
    decidedHoursAgo: 2,
  },
];

export async function seedDemoVesselCalls(tx: DbOrTx): Promise<void> {
  await tx.insert(agentAssociations).values({
    lineAccnId: 'SL0001',
    agentAccnId: 'SP0002',
    agentTin: '0027384916043000',
    startedBy: 'SL1',
    startedAt: new Date(Date.now() - 40 * DAY),
  });
  const [list] = await tx
    .insert(crewLists)
    .values({
      accnId: 'SL0001',
      vesselName: 'KM Samudera Jaya',
      imoNo: '9074729',
      title: 'KM Samudera Jaya: crew from November 2026',
      members: DEMO_CREW,
      memberCount: DEMO_CREW.length,
      createdBy: 'SL1',
      updatedBy: 'SL1',
    })
    .returning({ crewListId: crewLists.crewListId });
  const now = Date.now();
  const hour = 3_600_000;
  for (const [i, d] of DEMOS.entries()) {
    const eta = new Date(Math.floor((now + d.inDays * DAY) / hour) * hour);
    const port = d.port;
    const fal1: VesselCallBody['fal1'] = {
      purpose: 'ARRIVAL',
      voyageNo: `SJ${String(2611 + i)}`,
      masterName: 'Budi Santoso',
      crewCount: DEMO_CREW.length,
      passengerCount: 0,
      cargoDescription: 'Containers, general cargo (FCL and LCL); no livestock.',
      remarks: null,
    };
    const services = d.allServices
      ? CERTIFICATE_SERVICES.filter((c) => c.svcId.startsWith(port === 'IDTPP' ? 'CS-TPP-' : 'CS-SUB-')).map((c) => c.svcId)
      : port === 'IDTPP'
        ? ['CS-TPP-EP', 'CS-TPP-FRQ', 'CS-TPP-POC']
        : ['CS-SUB-EP', 'CS-SUB-FRQ', 'CS-SUB-POC'];
    const decidedAt = d.decidedHoursAgo !== undefined ? new Date(now - d.decidedHoursAgo * hour) : new Date(now - (8 + i) * DAY);
    const submitted = d.status !== 'DRAFT';
    const decided = ['APPROVED', 'REJECTED', 'RETURNED'].includes(d.status);
    const [row] = await tx
      .insert(vesselCalls)
      .values({
        lineAccnId: 'SL0001',
        filerAccnId: d.filer ?? 'SL0001',
        vesselName: d.vesselName,
        imoNo: d.imoNo,
        callSign: d.callSign,
        flag: d.flag,
        shipType: d.shipType,
        grossTonnage: d.grossTonnage,
        ttCode: d.ttCode,
        portCode: port,
        terminalCode: d.terminal,
        eta,
        etd: new Date(eta.getTime() + 30 * hour),
        lastPort: port === 'IDTPP' ? 'IDBLW' : 'IDTPP',
        nextPort: port === 'IDTPP' ? 'IDSUB' : 'IDMAK',
        services,
        fal1,
        fal5: { crewListId: list!.crewListId, members: DEMO_CREW },
        fal6: null,
        fal7: d.dangerous
          ? {
              items: [
                {
                  unNo: '1263',
                  shippingName: 'PAINT',
                  dgClass: '3',
                  packingGroup: 'III',
                  quantity: '2400',
                  unit: 'L',
                  stowage: '140382',
                },
                {
                  unNo: '1830',
                  shippingName: 'SULPHURIC ACID',
                  dgClass: '8',
                  packingGroup: 'II',
                  quantity: '18000',
                  unit: 'KG',
                  stowage: '160604',
                },
              ],
            }
          : null,
        status: d.status,
        remarks: d.remarks ?? null,
        createdAt: new Date(now - (10 + i) * DAY),
        createdBy: d.filer === 'SP0002' ? 'AGENT1' : 'SL1',
        updatedBy: 'SL1',
        submittedAt: submitted ? new Date(now - (9 + i) * DAY) : null,
        submittedBy: submitted ? (d.filer === 'SP0002' ? 'AGENT1' : 'SL1') : null,
        decidedAt: decided ? decidedAt : null,
        decidedBy: decided ? 'PCOFFICER' : null,
      })
      .returning({ vcId: vesselCalls.vcId });
    // The trail the detail page shows (its audit log): filed, submitted, decided.
    const filerUser = d.filer === 'SP0002' ? 'AGENT1' : 'SL1';
    const filerAccn = d.filer ?? 'SL0001';
    const trail = [
      { audtEvent: 'VESSEL_CALL_CREATE', audtUid: filerUser, accnId: filerAccn, at: now - (10 + i) * DAY, remarks: null },
      ...(submitted
        ? [{ audtEvent: 'VESSEL_CALL_SUBMIT', audtUid: filerUser, accnId: filerAccn, at: now - (9 + i) * DAY, remarks: null }]
        : []),
      ...(decided
        ? [
            {
              audtEvent: `VESSEL_CALL_${d.status === 'APPROVED' ? 'APPROVE' : d.status === 'REJECTED' ? 'REJECT' : 'RETURN'}`,
              audtUid: 'PCOFFICER',
              accnId: 'LINTAS',
              at: now - (8 + i) * DAY,
              remarks: d.remarks ?? null,
            },
          ]
        : []),
    ];
    await tx.insert(auditLog).values(
      trail.map((e) => ({
        audtEvent: e.audtEvent,
        entity: 'vessel_call',
        entityId: row!.vcId,
        audtUid: e.audtUid,
        audtUname: DEMO_USER_NAMES[e.audtUid] ?? null,
        accnId: e.accnId,
        audtTimestamp: new Date(e.at),
        audtRemarks: e.remarks,
      })),
    );
    if (d.status === 'APPROVED') {
      await tx.insert(vesselCallCertificates).values(
        services.map((svcId) => ({
          vcId: row!.vcId,
          svcId,
          certType: svcId.split('-')[2]!,
          officeCode: CERTIFICATE_SERVICES.find((c) => c.svcId === svcId)!.officeCode,
          createdBy: 'PCOFFICER',
        })),
      );
      // Numbered, dated and printed as the officer's approval does (decision 0030).
      await issueCertificates(tx, { usrId: 'PCOFFICER' }, row!.vcId, decidedAt);
    }
  }
}
