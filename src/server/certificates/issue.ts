import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  certificateNumber,
  PRINTED_FIELD_LABELS,
  printedFieldsOf,
  type PrintableField,
} from '../../domain/certificates/certificates';
import { formatDateTime } from '../../domain/format';
import { SHIP_TYPES } from '../../domain/lookups';
import type { DbOrTx } from '../db/client';
import {
  accounts,
  agencyOffices,
  certificateConfigs,
  certificates,
  countries,
  ports,
  portTerminals,
  vesselCallCertificates,
  vesselCalls,
  type CertificateContent,
} from '../db/schema';

const DAY = 86_400_000;

/** The year of an instant in WIB (the series' year). */
const wibYear = (at: Date) => new Date(at.getTime() + 7 * 3_600_000).getUTCFullYear();

/**
 * The next number of a type's series for the year: an upsert that increments the series row, so the row stays locked
 * until the issuing transaction ends. Gapless: a rolled-back issuance gives its number back, and two issuances of one
 * type queue on the row.
 */
export async function nextCertificateNumber(tx: DbOrTx, certType: string, year: number): Promise<string> {
  const result = await tx.execute<{ last_no: number }>(sql`
    insert into certificate_series (cert_type, year, last_no) values (${certType}, ${year}, 1)
    on conflict (cert_type, year) do update set last_no = certificate_series.last_no + 1
    returning last_no`);
  return certificateNumber(certType, year, Number(result.rows[0]!.last_no));
}

/** An unguessable token for the public page (256 random bits, base64url). */
export const newCertificateToken = () => randomBytes(32).toString('base64url');

/** The application's printable facts (vessel, call, FAL 1) as the certificates print them; null: no such application. */
export async function printableOf(tx: DbOrTx, vcId: string) {
  const [vc] = await tx
    .select({
      r: vesselCalls,
      lineName: accounts.accnName,
      flagName: countries.nameEn,
      portName: ports.name,
      terminalName: portTerminals.name,
    })
    .from(vesselCalls)
    .innerJoin(accounts, eq(accounts.accnId, vesselCalls.lineAccnId))
    .innerJoin(countries, eq(countries.ctryCode, vesselCalls.flag))
    .innerJoin(ports, eq(ports.portCode, vesselCalls.portCode))
    .innerJoin(portTerminals, eq(portTerminals.terminalCode, vesselCalls.terminalCode))
    .where(eq(vesselCalls.vcId, vcId));
  if (!vc) return null;
  const otherPorts = await tx
    .select({ code: ports.portCode, name: ports.name })
    .from(ports)
    .where(inArray(ports.portCode, [vc.r.lastPort, vc.r.nextPort]));
  const portText = (code: string) => {
    const name = code === vc.r.portCode ? vc.portName : otherPorts.find((p) => p.code === code)?.name;
    return name ? `${name} (${code})` : code;
  };
  const r = vc.r;
  const goods = r.fal7?.items ?? [];
  const value: Record<PrintableField, string> = {
    vesselName: r.vesselName,
    imoNo: `IMO ${r.imoNo}`,
    callSign: r.callSign,
    flag: `${vc.flagName} (${r.flag})`,
    shipType: SHIP_TYPES.find((t) => t.value === r.shipType)?.descEn ?? r.shipType,
    grossTonnage: r.grossTonnage.toLocaleString('id-ID'),
    lineName: vc.lineName,
    portCode: portText(r.portCode),
    terminalCode: vc.terminalName,
    eta: `${formatDateTime(r.eta)} WIB`,
    etd: `${formatDateTime(r.etd)} WIB`,
    lastPort: portText(r.lastPort),
    nextPort: portText(r.nextPort),
    voyageNo: r.fal1.voyageNo,
    masterName: r.fal1.masterName,
    crewCount: String(r.fal1.crewCount),
    passengerCount: String(r.fal1.passengerCount),
    dangerousGoods: goods.length
      ? goods.map((g) => `UN${g.unNo} ${g.shippingName} (class ${g.dgClass})`).join('; ')
      : 'None declared / Tidak ada',
  };
  return { r, value, portText, lineName: vc.lineName };
}

/** What a certificate of this type prints for the application (its master's printed fields, in order). */
export function contentOf(
  printable: NonNullable<Awaited<ReturnType<typeof printableOf>>>,
  c: { titleEn: string; titleId: string; officeName: string; printedFields: string | null },
): CertificateContent {
  return {
    titleEn: c.titleEn,
    titleId: c.titleId,
    officeName: c.officeName,
    portName: printable.portText(printable.r.portCode),
    fields: printedFieldsOf(c.printedFields).map((key) => ({
      key,
      label: PRINTED_FIELD_LABELS[key],
      value: printable.value[key],
    })),
  };
}

/**
 * Issues the certificates an approved application called for (its `vessel_call_certificates` rows not issued yet),
 * in the approving transaction: a number from each type's series, the dates (validity of the type's master), the
 * issuing office, a token, and the printed content frozen from the application and the masters. Returns the numbers.
 */
export async function issueCertificates(
  tx: DbOrTx,
  issuer: { usrId: string },
  vcId: string,
  at: Date = new Date(),
): Promise<string[]> {
  const printable = await printableOf(tx, vcId);
  if (!printable) return [];
  const pending = await tx
    .select({
      certId: vesselCallCertificates.certId,
      certType: vesselCallCertificates.certType,
      titleEn: certificateConfigs.descEn,
      titleId: certificateConfigs.descId,
      validityDays: certificateConfigs.validityDays,
      printedFields: certificateConfigs.printedFields,
      officeName: agencyOffices.name,
    })
    .from(vesselCallCertificates)
    .innerJoin(certificateConfigs, eq(certificateConfigs.certType, vesselCallCertificates.certType))
    .innerJoin(agencyOffices, eq(agencyOffices.officeCode, vesselCallCertificates.officeCode))
    .leftJoin(certificates, eq(certificates.certId, vesselCallCertificates.certId))
    .where(and(eq(vesselCallCertificates.vcId, vcId), isNull(certificates.certId)))
    .orderBy(vesselCallCertificates.certId);
  const r = printable.r;
  const numbers: string[] = [];
  for (const c of pending) {
    const certNo = await nextCertificateNumber(tx, c.certType, wibYear(at));
    await tx.insert(certificates).values({
      certId: c.certId,
      certNo,
      certType: c.certType,
      certToken: newCertificateToken(),
      vcId,
      lineAccnId: r.lineAccnId,
      vesselName: r.vesselName,
      imoNo: r.imoNo,
      issuerName: c.officeName,
      content: contentOf(printable, c),
      issuedAt: at,
      issuedBy: issuer.usrId,
      expiresAt: new Date(at.getTime() + (c.validityDays ?? 30) * DAY),
    });
    await tx.update(vesselCallCertificates).set({ status: 'ISSUED' }).where(eq(vesselCallCertificates.certId, c.certId));
    numbers.push(certNo);
  }
  return numbers;
}
