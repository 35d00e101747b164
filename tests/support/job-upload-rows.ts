import ExcelJS from 'exceljs';
import { businessDate } from '../../src/domain/contracts/contracts';
import { containerCheckDigit } from '../../src/domain/jobs/container-number';
import { JOB_UPLOAD_COLUMN_NAMES } from '../../src/domain/jobs/job-upload';

/** One row of a job upload file, by column name. */
export type Row = Record<string, string | number | Date | null>;

/** The Jakarta date `days` from today. */
export const day = (days: number) => businessDate(new Date(Date.now() + days * 86_400_000));

/** A valid ISO 6346 number of owner CSQ with this serial. */
export const container = (serial: number) => {
  const first10 = `CSQU${String(serial).padStart(6, '0')}`;
  return `${first10}${containerCheckDigit(first10)}`;
};

/** CO1 -> TO1, Priok -> Sunter tomorrow with one 20 ft container. */
export const goodRow = (over: Row = {}): Row => ({
  toAccnId: 'TO0001',
  shipmentType: 'IMPORT',
  loadType: 'FTL',
  truckingDirection: 'IN',
  chargeBasis: 'BL',
  customerRef: 'UP-REF',
  blNo: 'BLUP0001',
  doNo: 'DOUP0001',
  containerNo: 'CSQU3054383',
  sizeType: '22G1',
  sealNo: 'S-1',
  grossWeightKg: 18000,
  goodType: 'GENERAL',
  containerLoad: 'FCL',
  vehicleType: 'PRIME_MOVER',
  pickupLocId: 'LOC-TO1-PRIOK',
  pickupAt: `${day(1)} 09:00`,
  drop1LocId: 'LOC-CO1-SUNTER',
  drop1At: `${day(1)} 15:00`,
  ...over,
});

/** An XLSX of these rows under the template's header (or another); a null row is an empty line. */
export async function xlsxOf(rows: Array<Row | null>, header: readonly string[] = JOB_UPLOAD_COLUMN_NAMES): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Jobs');
  sheet.addRow([...header]);
  for (const row of rows) sheet.addRow(row ? header.map((h) => row[h] ?? null) : []);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The upload call's body for a file. */
export const fileBody = (name: string, bytes: Buffer) => ({
  attName: name,
  attSize: bytes.length,
  attData: bytes.toString('base64'),
});
