import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { claimedUnpackedSize, xlsxBomb, xlsxOfText } from '../../../tests/support/xlsx-files';
import { JOB_UPLOAD_COLUMN_NAMES } from '../../domain/jobs/job-upload';
import { XLSX_MAX_PART, XLSX_MAX_UNPACKED, readJobUploadFile } from './job-upload-file';
import { isDateFormat, readXlsxRows } from './xlsx-reader';

/** A zip holding only a central directory entry that claims `size` bytes unpacked, and its end record. */
function zipClaiming(size: number): Buffer {
  const name = Buffer.from('xl/worksheets/sheet1.xml');
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt32LE(size, 24);
  central.writeUInt16LE(name.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(0, 16);
  return Buffer.concat([central, name, end]);
}

describe('job upload file: not an XLSX', () => {
  it('a zip with a directory and no parts, or no zip at all, is unreadable', async () => {
    await expect(readJobUploadFile('bomb.xlsx', zipClaiming(XLSX_MAX_UNPACKED + 1))).rejects.toMatchObject({
      fieldErrors: { attData: 'jobUploads.errors.unreadable' },
    });
    await expect(readJobUploadFile('junk.xlsx', Buffer.from('not a zip'))).rejects.toMatchObject({
      fieldErrors: { attData: 'jobUploads.errors.unreadable' },
    });
  });
});

const MB = 1024 * 1024;

/** The highest resident memory of the process while `work` runs (sampled every 10 ms). */
async function peakMemoryDuring(
  work: () => Promise<unknown>,
): Promise<{ growth: number; result: PromiseSettledResult<unknown> }> {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  const [result] = await Promise.allSettled([work()]);
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  return { growth: peak - before, result: result! };
}

/** A good row of the template's columns (text cells). */
const jobCells = (n: number) =>
  JOB_UPLOAD_COLUMN_NAMES.map(
    (c) =>
      ({
        toAccnId: 'TO0001',
        shipmentType: 'IMPORT',
        loadType: 'FTL',
        truckingDirection: 'IN',
        chargeBasis: 'BL',
        customerRef: `REF-${n}`,
        vehicleType: 'PRIME_MOVER',
        pickupLocId: 'LOC-TO1-PRIOK',
        pickupAt: '2030-01-02 09:00',
        drop1LocId: 'LOC-CO1-SUNTER',
        drop1At: '2030-01-02 15:00',
      })[c] ?? '',
  );

function* manyRows(count: number): Generator<string[]> {
  yield [...JOB_UPLOAD_COLUMN_NAMES];
  for (let n = 1; n <= count; n++) yield jobCells(n);
}

describe('job upload file: reading an XLSX within limits, whatever its zip directory says', () => {
  it('reads what exceljs reads: text, numbers, booleans, date-formatted numbers, formula results, rich text, links', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Other').addRow(['not this sheet']);
    const sheet = workbook.addWorksheet('Jobs');
    sheet.addRow([
      'a',
      'b & <c>',
      12.5,
      true,
      new Date(Date.UTC(2026, 11, 1, 9, 30)),
      { formula: '1+1', result: 2 },
      { richText: [{ text: 'ri' }, { text: 'ch' }] },
      { text: 'link', hyperlink: 'https://example.com' },
    ]);
    sheet.getCell('C3').value = ' spaced ';
    sheet.getCell('E3').value = 45000;
    sheet.getCell('E3').numFmt = 'yyyy-mm-dd hh:mm';
    sheet.getCell('F3').value = 0.5;
    sheet.getCell('F3').numFmt = '0.00%';
    const rows: Array<[number, unknown[]]> = [];
    await readXlsxRows(Buffer.from(await workbook.xlsx.writeBuffer()), ' JOBS ', { maxTotal: MB, maxEntry: MB }, 100, (r, c) =>
      rows.push([r, c]),
    );
    expect(rows).toEqual([
      [1, ['a', 'b & <c>', 12.5, true, new Date('2026-12-01T09:30:00Z'), 2, 'rich', 'link']],
      [3, [undefined, undefined, ' spaced ', undefined, new Date('2023-03-15T00:00:00Z'), 0.5]],
    ]);
    expect(isDateFormat('dd/mm/yyyy')).toBe(true);
    expect(isDateFormat('[Red]0.00;"days"')).toBe(false);
  });

  it('a zip bomb whose headers claim 1 KiB per part: refused once 50 MB are inflated, memory stays bounded', async () => {
    const bomb = await xlsxBomb(JOB_UPLOAD_COLUMN_NAMES, 200 * MB);
    expect(bomb.length).toBeLessThan(MB);
    // The directory lies: by its sizes the file is tiny.
    expect(claimedUnpackedSize(bomb)).toBeLessThan(10 * 1024);
    const { growth, result } = await peakMemoryDuring(() => readJobUploadFile('bomb.xlsx', bomb));
    expect(result).toMatchObject({
      status: 'rejected',
      reason: { fieldErrors: { attData: 'jobUploads.errors.unpackedTooBig' } },
    });
    expect(growth).toBeLessThan(64 * MB);
  });

  it('one part past its own limit is refused even under the total', async () => {
    const bomb = await xlsxBomb(JOB_UPLOAD_COLUMN_NAMES, XLSX_MAX_PART + MB);
    expect(XLSX_MAX_PART + 2 * MB).toBeLessThan(XLSX_MAX_UNPACKED);
    await expect(readJobUploadFile('bomb.xlsx', bomb)).rejects.toMatchObject({
      fieldErrors: { attData: 'jobUploads.errors.unpackedTooBig' },
    });
  });

  it('stops reading at the first row past 5,000: a 90,000-row file (over 50 MB unpacked) is the row-limit error', async () => {
    const file = await xlsxOfText(manyRows(90_000));
    expect(file.length).toBeLessThan(5 * MB);
    // Read to the end, the sheet would pass the unpacked limit; the row limit stops it long before.
    expect(claimedUnpackedSize(file)).toBeGreaterThan(XLSX_MAX_UNPACKED);
    const { growth, result } = await peakMemoryDuring(() => readJobUploadFile('many.xlsx', file));
    expect(result).toMatchObject({ status: 'rejected', reason: { fieldErrors: { attData: 'jobUploads.errors.tooManyRows' } } });
    expect(growth).toBeLessThan(64 * MB);
    // Exactly 5,000 rows are fine.
    expect(await readJobUploadFile('five.xlsx', await xlsxOfText(manyRows(5000)))).toHaveLength(5000);
  }, 60_000);

  it('a damaged part, a DOCTYPE or a missing sheet is unreadable', async () => {
    const good = await xlsxOfText(manyRows(2));
    expect(await readJobUploadFile('good.xlsx', good)).toHaveLength(2);
    const damaged = Buffer.from(good);
    // The sheet's deflated data is the last part before the directory: garble it.
    const sheetAt = damaged.indexOf('xl/worksheets/sheet1.xml') + 'xl/worksheets/sheet1.xml'.length;
    damaged.fill(0xff, sheetAt, sheetAt + 40);
    const withDoctype = await xlsxOfText(manyRows(2), { prolog: '<!DOCTYPE x [<!ENTITY a "aaaaaaaaaa">]>' });
    const noSheet = zipClaiming(10);
    for (const file of [damaged, withDoctype, noSheet])
      await expect(readJobUploadFile('bad.xlsx', file)).rejects.toMatchObject({
        fieldErrors: { attData: 'jobUploads.errors.unreadable' },
      });
  });
});
