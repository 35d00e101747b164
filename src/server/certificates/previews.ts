import { eq, inArray } from 'drizzle-orm';
import { formatDate, formatDateTime, formatMoney } from '../../domain/format';
import type { DbOrTx } from '../db/client';
import { agencyOffices, certificateConfigs, certificateServices } from '../db/schema';
import { notFound } from '../http/errors';
import type { Principal } from '../http/principal';
import { getVesselCall } from '../vessel-calls/vessel-calls.service';
import { printedDocumentPdf, type PdfSection } from './certificate-pdf';
import { printableOf } from './issue';

/**
 * Document previews (spec §2.1 `/cert/preview/…`, `/form/preview/…`, `/form/declaration/preview/…`; §7
 * `GET /api/app/preview/…`): the FAL forms, the application form and the master's declaration of a vessel call as
 * PDFs, for the application's own parties (the line, its associated agent) and the port-clearance officer only: the
 * application is read through the vessel calls' tenancy, so another company gets 404 (403 without the permission).
 */

type Vc = Awaited<ReturnType<typeof getVesselCall>>;
type Rec = Record<string, unknown>;
const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const day = (v: unknown) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? formatDate(`${v}T00:00:00+07:00`) : str(v));

const FAL_TITLES: Record<string, [string, string]> = {
  fal1: ['IMO FAL Form 1: General Declaration', 'Formulir FAL 1: Deklarasi Umum'],
  fal5: ['IMO FAL Form 5: Crew List', 'Formulir FAL 5: Daftar Awak Kapal'],
  fal6: ['IMO FAL Form 6: Passenger List', 'Formulir FAL 6: Daftar Penumpang'],
  fal7: ['IMO FAL Form 7: Dangerous Goods Manifest', 'Formulir FAL 7: Manifes Barang Berbahaya'],
};

const FOOTER =
  'Preview of a document filed through Lintas; not a clearance. / Pratinjau dokumen yang diajukan melalui Lintas; bukan persetujuan.';

async function vesselFacts(db: DbOrTx, vc: Vc): Promise<Array<[string, string]>> {
  const printable = (await printableOf(db, vc.vcId))!;
  const v = printable.value;
  return [
    ['Application / Permohonan', `${vc.vcId} (${vc.status})`],
    ['Name of ship / Nama kapal', v.vesselName],
    ['IMO number / Nomor IMO', v.imoNo],
    ['Call sign / Tanda panggilan', v.callSign],
    ['Flag / Bendera', v.flag],
    ['Type, gross tonnage / Jenis, tonase kotor', `${v.shipType}, ${v.grossTonnage} GT`],
    ['Shipping line / Perusahaan pelayaran', v.lineName],
    ['Filed by / Diajukan oleh', vc.filerName],
    ['Port, terminal / Pelabuhan, terminal', `${v.portCode}, ${v.terminalCode}`],
    ['Arrival (ETA) / Kedatangan', v.eta],
    ['Departure (ETD) / Keberangkatan', v.etd],
    ['Last port / Pelabuhan asal', v.lastPort],
    ['Next port / Pelabuhan tujuan', v.nextPort],
  ];
}

/** One FAL form of the application (`fal1`, `fal5`, `fal6`, `fal7`); a form it does not carry: 404. */
export async function falPreview(db: DbOrTx, p: Principal, falType: string, appId: string) {
  const vc = await getVesselCall(db, p, appId);
  const title = FAL_TITLES[falType];
  if (!title) throw notFound('certificates.server.noSuchForm');
  const sections: PdfSection[] = [];
  if (falType === 'fal1') {
    const f = vc.fal1 as Rec;
    sections.push({ heading: 'Ship and call / Kapal dan kunjungan', facts: await vesselFacts(db, vc) });
    sections.push({
      heading: 'General declaration / Deklarasi umum',
      facts: [
        ['Arrival or departure / Kedatangan atau keberangkatan', str(f.purpose)],
        ['Voyage number / Nomor pelayaran', str(f.voyageNo)],
        ['Name of master / Nama nakhoda', str(f.masterName)],
        ['Number of crew / Jumlah awak', str(f.crewCount)],
        ['Number of passengers / Jumlah penumpang', str(f.passengerCount)],
        ['Brief description of the cargo / Uraian muatan', str(f.cargoDescription)],
        ['Remarks / Catatan', str(f.remarks)],
      ],
    });
  } else if (falType === 'fal5') {
    if (!vc.fal5) throw notFound('certificates.server.noSuchForm');
    sections.push({
      heading: `Crew / Awak kapal (${vc.fal5.members.length})`,
      table: {
        columns: [
          { label: 'No', width: 3 },
          { label: 'Name / Nama', width: 16 },
          { label: 'Rank / Jabatan', width: 12 },
          { label: 'Nationality', width: 6 },
          { label: 'Born / Lahir', width: 14 },
          { label: 'Document / Dokumen', width: 15 },
          { label: 'Expiry', width: 8 },
        ],
        rows: vc.fal5.members.map((m, i) => [
          String(i + 1),
          str(m.name),
          str(m.rank).replaceAll('_', ' '),
          str(m.nationality),
          `${day(m.dateOfBirth)}, ${str(m.placeOfBirth)}`,
          `${str(m.docType).replaceAll('_', ' ')} ${str(m.docNo)}`,
          day(m.docExpiry),
        ]),
      },
    });
  } else if (falType === 'fal6') {
    if (!vc.fal6) throw notFound('certificates.server.noSuchForm');
    sections.push({
      heading: `Passengers / Penumpang (${vc.fal6.passengers.length})`,
      table: {
        columns: [
          { label: 'No', width: 3 },
          { label: 'Name / Nama', width: 16 },
          { label: 'Nationality', width: 6 },
          { label: 'Born / Lahir', width: 14 },
          { label: 'Document / Dokumen', width: 14 },
          { label: 'Embark / Naik', width: 7 },
          { label: 'Disembark / Turun', width: 8 },
        ],
        rows: vc.fal6.passengers.map((m, i) => [
          String(i + 1),
          str(m.name),
          str(m.nationality),
          `${day(m.dateOfBirth)}, ${str(m.placeOfBirth)}`,
          `${str(m.docType).replaceAll('_', ' ')} ${str(m.docNo)}`,
          str(m.embarkPort),
          str(m.disembarkPort),
        ]),
      },
    });
  } else {
    if (!vc.fal7) throw notFound('certificates.server.noSuchForm');
    sections.push({
      heading: `Dangerous goods / Barang berbahaya (${vc.fal7.items.length})`,
      table: {
        columns: [
          { label: 'UN No', width: 5 },
          { label: 'Proper shipping name', width: 18 },
          { label: 'Class', width: 5 },
          { label: 'PG', width: 4 },
          { label: 'Quantity / Jumlah', width: 9 },
          { label: 'Stowage / Penempatan', width: 9 },
        ],
        rows: vc.fal7.items.map((g) => [
          `UN${str(g.unNo)}`,
          str(g.shippingName),
          str(g.dgClass),
          str(g.packingGroup),
          `${str(g.quantity).replace('.', ',')} ${str(g.unit)}`,
          str(g.stowage),
        ]),
      },
    });
  }
  return {
    name: `${vc.vcId}-${falType.toUpperCase()}.pdf`,
    pdf: printedDocumentPdf({
      titleEn: title[0],
      titleId: title[1],
      issuer: `${vc.vesselName} (IMO ${vc.imoNo})`,
      number: vc.vcId,
      sections,
      footer: FOOTER,
      author: vc.filerName,
    }),
  };
}

/** The application form (`appType` VC: the vessel call): the ship, the call, the forms and the services asked for. */
export async function applicationPreview(db: DbOrTx, p: Principal, appType: string, appId: string) {
  if (appType.toUpperCase() !== 'VC') throw notFound('certificates.server.noSuchForm');
  const vc = await getVesselCall(db, p, appId);
  const services = vc.services.length
    ? await db
        .select({
          svcId: certificateServices.svcId,
          name: certificateConfigs.descEn,
          office: agencyOffices.name,
          fee: certificateServices.feeAmount,
          ccy: certificateServices.feeCcy,
        })
        .from(certificateServices)
        .innerJoin(certificateConfigs, eq(certificateConfigs.certType, certificateServices.certType))
        .innerJoin(agencyOffices, eq(agencyOffices.officeCode, certificateServices.officeCode))
        .where(inArray(certificateServices.svcId, vc.services))
    : [];
  const certByType = new Map(vc.certificates.map((c) => [c.svcId, c]));
  return {
    name: `${vc.vcId}-application.pdf`,
    pdf: printedDocumentPdf({
      titleEn: 'Vessel call application',
      titleId: 'Permohonan kunjungan kapal',
      issuer: vc.lineName,
      number: vc.vcId,
      sections: [
        { heading: 'Ship and call / Kapal dan kunjungan', facts: await vesselFacts(db, vc) },
        {
          heading: 'Forms / Formulir',
          facts: [
            ['FAL forms filed / Formulir FAL', vc.forms.map((f) => f.toUpperCase()).join(', ')],
            ['Submitted / Diajukan', vc.submittedAt ? `${formatDateTime(vc.submittedAt)} WIB (${vc.submittedBy ?? ''})` : '-'],
            ['Decided / Diputuskan', vc.decidedAt ? `${formatDateTime(vc.decidedAt)} WIB (${vc.decidedBy ?? ''})` : '-'],
            ['Remarks / Catatan', vc.remarks ?? '-'],
          ],
        },
        {
          heading: 'Certificates asked for / Sertifikat yang dimohon',
          table: {
            columns: [
              { label: 'Service / Layanan', width: 7 },
              { label: 'Certificate / Sertifikat', width: 14 },
              { label: 'Office / Kantor', width: 14 },
              { label: 'Fee / Biaya', width: 7 },
              { label: 'Status', width: 6 },
            ],
            rows: services.map((s) => [
              s.svcId,
              s.name,
              s.office,
              s.fee && s.ccy ? formatMoney(s.fee, s.ccy) : '-',
              certByType.get(s.svcId)?.status ?? '-',
            ]),
          },
        },
      ],
      footer: FOOTER,
      author: vc.filerName,
    }),
  };
}

/** The master's declaration for the call (FAL 1 facts with the declaration text) of the application. */
export async function declarationPreview(db: DbOrTx, p: Principal, appId: string) {
  const vc = await getVesselCall(db, p, appId);
  const f = vc.fal1 as Rec;
  return {
    name: `${vc.vcId}-declaration.pdf`,
    pdf: printedDocumentPdf({
      titleEn: "Master's declaration",
      titleId: 'Pernyataan nakhoda',
      issuer: `${vc.vesselName} (IMO ${vc.imoNo})`,
      number: vc.vcId,
      sections: [
        { heading: 'Ship and call / Kapal dan kunjungan', facts: await vesselFacts(db, vc) },
        {
          heading: 'Declaration / Pernyataan',
          facts: [
            [
              'I declare / Saya menyatakan',
              `I, ${str(f.masterName)}, master of ${vc.vesselName}, declare that the particulars in this application and its FAL forms (${vc.forms
                .map((x) => x.toUpperCase())
                .join(
                  ', ',
                )}) are correct, and that the ship carries ${str(f.crewCount)} crew and ${str(f.passengerCount)} passengers. / Saya, ${str(
                f.masterName,
              )}, nakhoda kapal ${vc.vesselName}, menyatakan bahwa keterangan dalam permohonan ini dan formulir FAL-nya benar.`,
            ],
            ['Voyage / Pelayaran', str(f.voyageNo)],
            ['Filed / Diajukan', vc.submittedAt ? `${formatDateTime(vc.submittedAt)} WIB by ${vc.submittedBy ?? ''}` : '-'],
          ],
        },
      ],
      footer: FOOTER,
      author: vc.filerName,
    }),
  };
}

/** `POST …/print/payments/{appId}` (the PAYMENT type): the fees of the certificate services the application asked for. */
export async function paymentsPreview(db: DbOrTx, p: Principal, appId: string) {
  const vc = await getVesselCall(db, p, appId);
  const rows = vc.services.length
    ? await db
        .select({
          svcId: certificateServices.svcId,
          name: certificateConfigs.descEn,
          office: agencyOffices.name,
          fee: certificateServices.feeAmount,
          ccy: certificateServices.feeCcy,
        })
        .from(certificateServices)
        .innerJoin(certificateConfigs, eq(certificateConfigs.certType, certificateServices.certType))
        .innerJoin(agencyOffices, eq(agencyOffices.officeCode, certificateServices.officeCode))
        .where(inArray(certificateServices.svcId, vc.services))
    : [];
  return {
    name: `${vc.vcId}-fees.pdf`,
    pdf: printedDocumentPdf({
      titleEn: 'Statement of certificate fees',
      titleId: 'Rincian biaya sertifikat',
      issuer: vc.lineName,
      number: vc.vcId,
      sections: [
        {
          heading: `${vc.vesselName} (IMO ${vc.imoNo}), ${vc.portCode}`,
          table: {
            columns: [
              { label: 'Service / Layanan', width: 7 },
              { label: 'Certificate / Sertifikat', width: 14 },
              { label: 'Office / Kantor', width: 14 },
              { label: 'Fee / Biaya', width: 8 },
            ],
            rows: rows.map((s) => [s.svcId, s.name, s.office, s.fee && s.ccy ? formatMoney(s.fee, s.ccy) : '-']),
          },
          empty: 'No fees / Tanpa biaya',
        },
      ],
      footer: 'Fees are paid to the issuing offices (PNBP). / Biaya dibayarkan kepada kantor penerbit (PNBP).',
      author: vc.lineName,
    }),
  };
}
