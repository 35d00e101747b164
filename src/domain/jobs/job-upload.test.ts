import { describe, expect, it } from 'vitest';
import { isBase64 } from '../upload';
import {
  JOB_UPLOAD_COLUMN_NAMES,
  JOB_UPLOAD_HEADER_REQUIRED,
  cellText,
  columnOfHeader,
  columnOfPath,
  isEmptyRow,
  jobUploadBody,
  jobUploadProblem,
  rowErrors,
  rowToJob,
  uploadTime,
  type UploadRow,
} from './job-upload';

const row = (over: Record<string, unknown> = {}): UploadRow =>
  ({
    toAccnId: 'to0001',
    shipmentType: 'import',
    loadType: 'FTL',
    truckingDirection: 'IN',
    chargeBasis: 'BL',
    customerRef: ' PO-1 ',
    containerNo: 'CSQU3054383',
    sizeType: '22G1',
    grossWeightKg: 18000,
    goodType: 'GENERAL',
    containerLoad: 'FCL',
    vehicleType: 'PRIME_MOVER',
    pickupLocId: 'loc-to1-priok',
    pickupAt: '2026-12-01 09:00',
    drop1LocId: 'LOC-CO1-SUNTER',
    drop1At: '2026-12-01 15:00',
    ...over,
  }) as UploadRow;

describe('job upload columns', () => {
  it('are the API codes in the template order, with drops 1 to 3', () => {
    expect(JOB_UPLOAD_COLUMN_NAMES).toEqual([
      'toAccnId',
      'customerAccnId',
      'shipmentType',
      'loadType',
      'truckingDirection',
      'chargeBasis',
      'customerRef',
      'blNo',
      'doNo',
      'containerNo',
      'sizeType',
      'sealNo',
      'grossWeightKg',
      'goodType',
      'containerLoad',
      'vehicleType',
      'pickupLocId',
      'pickupAt',
      'drop1LocId',
      'drop1At',
      'drop2LocId',
      'drop2At',
      'drop3LocId',
      'drop3At',
      'remarks',
    ]);
    expect(JOB_UPLOAD_HEADER_REQUIRED).toContain('drop1At');
    expect(JOB_UPLOAD_HEADER_REQUIRED).not.toContain('drop2At');
    expect(columnOfHeader(' PickupAt ')).toBe('pickupAt');
    expect(columnOfHeader('nope')).toBeNull();
  });
});

describe('upload times (WIB)', () => {
  it('reads YYYY-MM-DD HH:mm as Jakarta time, and an Excel date cell as its wall-clock time', () => {
    expect(uploadTime('2026-12-01 09:00')).toBe('2026-12-01T09:00:00+07:00');
    expect(uploadTime('2026-12-01T09:05:30')).toBe('2026-12-01T09:05:30+07:00');
    expect(uploadTime(new Date(Date.UTC(2026, 11, 1, 9, 0)))).toBe('2026-12-01T09:00:00+07:00');
    expect(cellText(new Date(Date.UTC(2026, 11, 1, 9, 0)))).toBe('2026-12-01 09:00');
  });

  it('refuses other formats and dates that do not exist', () => {
    for (const bad of ['01/12/2026 09:00', '2026-12-01', '2026-02-30 09:00', '2026-12-01 24:00', 'tomorrow', 46000])
      expect(uploadTime(bad), String(bad)).toBeNull();
  });
});

describe('a row -> the content of a job', () => {
  it('one container and a single trip (S) with one drop; codes and ids upper case, texts trimmed', () => {
    const { content, errors } = rowToJob(row());
    expect(errors).toEqual([]);
    expect(content).toEqual({
      toAccnId: 'TO0001',
      customerAccnId: null,
      shipmentType: 'IMPORT',
      loadType: 'FTL',
      truckingDirection: 'IN',
      chargeBasis: 'BL',
      customerRef: 'PO-1',
      blNo: null,
      doNo: null,
      remarks: null,
      containers: [
        {
          containerNo: 'CSQU3054383',
          sizeType: '22G1',
          sealNo: null,
          grossWeightKg: 18000,
          goodType: 'GENERAL',
          containerLoad: 'FCL',
        },
      ],
      trips: [
        {
          tripType: 'S',
          vehicleType: 'PRIME_MOVER',
          containerNo: 'CSQU3054383',
          pickupLocId: 'LOC-TO1-PRIOK',
          pickupAt: '2026-12-01T09:00:00+07:00',
          drops: [{ locId: 'LOC-CO1-SUNTER', dropAt: '2026-12-01T15:00:00+07:00' }],
        },
      ],
    });
  });

  it('no container when every container column is empty; two or three drops make a multi-drop trip (M)', () => {
    const { content, errors } = rowToJob(
      row({
        containerNo: '',
        sizeType: null,
        grossWeightKg: null,
        goodType: undefined,
        containerLoad: ' ',
        drop2LocId: 'LOC-B',
        drop2At: '2026-12-01 17:00',
        drop3LocId: 'LOC-C',
        drop3At: '2026-12-01 19:00',
      }),
    );
    expect(errors).toEqual([]);
    expect(content.containers).toEqual([]);
    expect(content.trips[0]).toMatchObject({ tripType: 'M', containerNo: null });
    expect(content.trips[0]!.drops.map((d) => d.locId)).toEqual(['LOC-CO1-SUNTER', 'LOC-B', 'LOC-C']);
  });

  it('reports what cannot be read: a time, a weight, a missing cell, a drop after an empty one', () => {
    const { errors } = rowToJob(
      row({
        pickupAt: '1/12/2026 9am',
        grossWeightKg: 'heavy',
        vehicleType: '',
        drop3LocId: 'LOC-C',
        drop3At: '2026-12-01 19:00',
      }),
    );
    expect(errors).toEqual(
      expect.arrayContaining([
        { field: 'pickupAt', message: 'jobUploads.errors.time' },
        { field: 'grossWeightKg', message: 'validation.number' },
        { field: 'vehicleType', message: 'validation.required' },
        { field: 'drop2LocId', message: 'jobUploads.errors.dropGap' },
      ]),
    );
    expect(errors).toHaveLength(4);
    // A container column filled makes the others of the container required.
    expect(
      rowToJob(row({ sizeType: '', containerNo: '', grossWeightKg: '', goodType: '', containerLoad: '', sealNo: 'S1' })).errors,
    ).toEqual(
      expect.arrayContaining([
        { field: 'containerNo', message: 'validation.required' },
        { field: 'containerLoad', message: 'validation.required' },
      ]),
    );
  });

  it('skips rows with nothing in them', () => {
    expect(isEmptyRow({ toAccnId: ' ', remarks: null, pickupAt: undefined })).toBe(true);
    expect(isEmptyRow(row())).toBe(false);
  });
});

describe('errors -> columns', () => {
  it('maps the content paths of field errors to the columns of the file', () => {
    expect(columnOfPath('containers.0.containerNo')).toBe('containerNo');
    expect(columnOfPath('trips.0.pickupAt')).toBe('pickupAt');
    expect(columnOfPath('trips.0.drops.1.dropAt')).toBe('drop2At');
    expect(columnOfPath('trips.0.drops.2.locId')).toBe('drop3LocId');
    expect(columnOfPath('trips.0.drops')).toBe('drop1LocId');
    expect(columnOfPath('trips')).toBe('pickupLocId');
    expect(columnOfPath('toAccnId')).toBe('toAccnId');
  });

  it('keeps every problem of a row, one per column, reading problems first, in column order', () => {
    expect(
      rowErrors([{ field: 'pickupAt', message: 'jobUploads.errors.time' }], {
        'trips.0.pickupAt': 'validation.dateTime',
        toAccnId: 'jobs.errors.noContract',
        'trips.0.drops.0.locId': 'jobs.errors.location',
      }),
    ).toEqual([
      { field: 'toAccnId', message: 'jobs.errors.noContract' },
      { field: 'pickupAt', message: 'jobUploads.errors.time' },
      { field: 'drop1LocId', message: 'jobs.errors.location' },
    ]);
  });
});

describe('the file', () => {
  it('is XLSX or CSV of at most 5 MB', () => {
    expect(jobUploadProblem('jobs.xlsx', 1000)).toBeNull();
    expect(jobUploadProblem('jobs.CSV', 1000)).toBeNull();
    expect(jobUploadProblem('jobs.xls', 1000)).toBe('jobUploads.errors.fileType');
    expect(jobUploadProblem('jobs.csv', 0)).toBe('upload.tooSmall');
    expect(jobUploadProblem('jobs.csv', 5 * 1024 * 1024 + 1)).toBe('jobUploads.errors.tooBig');
  });
});

describe('job upload body: base64 in one scan', () => {
  it('takes what /^[A-Za-z0-9+/]*={0,2}$/ takes, and nothing else', () => {
    const rule = /^[A-Za-z0-9+/]*={0,2}$/;
    for (const text of ['', 'QUJD', 'QUI=', 'QQ==', 'QQ===', 'Q=Q=', 'QU JD', 'QUJD\n', '=', '==', '-_', 'ab+/09'])
      expect(isBase64(text), JSON.stringify(text)).toBe(rule.test(text));
    expect(jobUploadBody.safeParse({ attName: 'a.csv', attSize: 1, attData: 'not base64!' }).error?.issues[0]?.message).toBe(
      'upload.notBase64',
    );
  });
});
