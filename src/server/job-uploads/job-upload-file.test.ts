import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { XLSX_MAX_UNPACKED, readJobUploadFile, unpackedSizeOf } from './job-upload-file';

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

describe('job upload file: the unpacked size of an XLSX', () => {
  it('reads the unpacked size of a real workbook from its central directory', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Jobs').addRow(['toAccnId', 'x'.repeat(10_000)]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const size = unpackedSizeOf(bytes);
    expect(size).toBeGreaterThan(10_000);
    expect(size).toBeLessThan(XLSX_MAX_UNPACKED);
  });

  it('refuses a file that would unpack past the limit before inflating anything, and one with no directory', async () => {
    expect(unpackedSizeOf(zipClaiming(XLSX_MAX_UNPACKED + 1))).toBe(XLSX_MAX_UNPACKED + 1);
    await expect(readJobUploadFile('bomb.xlsx', zipClaiming(XLSX_MAX_UNPACKED + 1))).rejects.toMatchObject({
      fieldErrors: { attData: 'jobUploads.errors.unpackedTooBig' },
    });
    expect(unpackedSizeOf(Buffer.from('not a zip at all, just some text'))).toBeNull();
    await expect(readJobUploadFile('junk.xlsx', Buffer.from('not a zip'))).rejects.toMatchObject({
      fieldErrors: { attData: 'jobUploads.errors.unreadable' },
    });
  });
});
