import ExcelJS from 'exceljs';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { JOBS, callers, ok } from '../../../tests/support/job-kit';
import { useTestApp } from '../../../tests/support/test-app';
import { container, day, fileBody, goodRow, xlsxOf, type Row } from '../../../tests/support/job-upload-rows';
import { JOB_UPLOAD_COLUMN_NAMES } from '../../domain/jobs/job-upload';
import { permissionsOf } from '../../domain/permissions';
import { accounts, auditLog, ffCustomers, jobContainers, jobEvents, jobs, jobUploads } from '../db/schema';
import type { Principal } from '../http/principal';
import { parseCsv } from './job-upload-file';
import { uploadJobs } from './job-uploads.service';
import { pacer } from '../db/pacer';

const ctx = useTestApp();
const as = callers(ctx);

/** A two-drop trip without a container: Cikarang -> Karawang -> Sunter. */
const multiDropRow = (over: Row = {}): Row => ({
  ...goodRow({
    containerNo: null,
    sizeType: null,
    sealNo: null,
    grossWeightKg: null,
    goodType: null,
    containerLoad: null,
    vehicleType: 'VT20FT_BOX',
    pickupLocId: 'LOC-CO1-CIKARANG',
    drop1LocId: 'LOC-CO1-KARAWANG',
    drop2LocId: 'LOC-CO1-SUNTER',
    drop2At: `${day(1)} 18:00`,
  }),
  ...over,
});

async function countJobsOf(accnId: string): Promise<number> {
  return ctx.database.db.$count(jobs, eq(jobs.creatorAccnId, accnId));
}

interface Upload {
  uploadId: string;
  status: string;
  rowCount: number;
  goodCount: number;
  badCount: number;
  errors: Array<{ row: number; field: string; message: string }>;
  jobIds: string[];
}

async function upload(usrId: string, name: string, bytes: Buffer): Promise<Upload> {
  const res = await (await as(usrId))('POST', '/uploads', fileBody(name, bytes));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Upload;
}

describe('job uploads: template', () => {
  it('downloads an XLSX with the header, an example row of real ids and the codes; uploaded as is, it creates the job', async () => {
    const { authorization } = await ctx.signIn('CO1');
    const res = await ctx.app.inject({ method: 'GET', url: `${JOBS}/uploads/template`, headers: { authorization } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('.xlsx');
    const bytes = res.rawPayload;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Jobs')!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...JOB_UPLOAD_COLUMN_NAMES]);
    const example = Object.fromEntries(
      JOB_UPLOAD_COLUMN_NAMES.map((name, i) => [name, sheet.getRow(2).getCell(i + 1).value]),
    ) as Record<string, unknown>;
    expect(example).toMatchObject({ toAccnId: 'TO0001', shipmentType: 'IMPORT' });
    expect(String(example.pickupLocId)).toMatch(/^LOC-TO1-/);
    expect(String(example.drop1LocId)).toMatch(/^LOC-CO1-/);
    const codes = workbook.getWorksheet('Codes')!;
    const pairs: string[] = [];
    codes.eachRow((row) => pairs.push(`${String(row.getCell(1).value)}=${String(row.getCell(2).value)}`));
    for (const expected of [
      'shipmentType=IMPORT',
      'sizeType=22G1',
      'vehicleType=PRIME_MOVER',
      'toAccnId=TO0001',
      'toAccnId=TO0002',
    ])
      expect(pairs).toContain(expected);
    expect(pairs.some((p) => p.endsWith('=LOC-CO1-SUNTER'))).toBe(true);
    // Another company's locations (not a party) are not listed.
    expect(pairs.some((p) => p.endsWith('=LOC-FF1-CFS'))).toBe(false);
    // Coded columns offer the codes as an in-cell list pointing at their rows of the Codes sheet.
    for (const [column, listed] of [
      ['shipmentType', 'shipmentType'],
      ['drop2LocId', 'pickupLocId, drop1LocId…'],
    ] as const) {
      const cell = sheet.getRow(3).getCell(JOB_UPLOAD_COLUMN_NAMES.indexOf(column) + 1);
      const formula = String(cell.dataValidation?.formulae?.[0]);
      const [, first, last] = /\$B\$(\d+):\$B\$(\d+)$/.exec(formula) ?? [];
      expect(cell.dataValidation?.type, column).toBe('list');
      for (let r = Number(first); r <= Number(last); r++) expect(codes.getRow(r).getCell(1).value).toBe(listed);
      expect(Number(last)).toBeGreaterThanOrEqual(Number(first));
    }

    const done = await upload('CO1', 'template.xlsx', bytes);
    expect(done).toMatchObject({ status: 'DONE', rowCount: 1, goodCount: 1, badCount: 0, errors: [] });
    expect(done.jobIds).toHaveLength(1);
  });

  it('a truck operator gets no template (403)', async () => {
    expect((await (await as('TO1'))('GET', '/uploads/template')).statusCode).toBe(403);
  });
});

describe('job uploads: 5,000 rows', () => {
  it('creates the good rows as drafts with their content and reports every bad row with its row, column and reason', async () => {
    const before = await countJobsOf('CO0001');
    const rows: Array<Row | null> = [];
    /** spreadsheet row -> the expected errors (column -> message key). */
    const bad = new Map<number, Record<string, string>>();
    let sheetRow = 1;
    let data = 0;
    while (data < 5000) {
      sheetRow++;
      // Empty rows are skipped (and keep their row numbers out of the count).
      if (sheetRow === 1001 || sheetRow === 3002) {
        rows.push(null);
        continue;
      }
      const k = data % 500;
      let row: Row;
      if (k === 7) {
        row = goodRow({ containerNo: 'CSQU3054384' });
        bad.set(sheetRow, { containerNo: 'jobs.errors.containerNumber' });
      } else if (k === 13) {
        row = goodRow({ pickupAt: `${day(-1)} 09:00`, drop1At: `${day(-1)} 15:00` });
        bad.set(sheetRow, { pickupAt: 'jobs.errors.pastDate' });
      } else if (k === 21) {
        row = goodRow({ drop1LocId: 'LOC-NOWHERE' });
        bad.set(sheetRow, { drop1LocId: 'jobs.errors.location' });
      } else if (k === 33) {
        // CO1's contract with TO2 ends within a month: no contract on a pickup in 40 days.
        row = goodRow({
          toAccnId: 'TO0002',
          pickupLocId: 'LOC-TO2-PERAK',
          pickupAt: `${day(40)} 09:00`,
          drop1At: `${day(40)} 20:00`,
        });
        bad.set(sheetRow, { toAccnId: 'jobs.errors.noContract' });
      } else if (k === 42) {
        row = goodRow({ vehicleType: null });
        bad.set(sheetRow, { vehicleType: 'validation.required' });
      } else if (k === 55) {
        row = goodRow({ containerNo: 'NOT-A-BOX', pickupLocId: 'LOC-NOWHERE', drop1At: 'tomorrow', grossWeightKg: null });
        bad.set(sheetRow, {
          containerNo: 'jobs.errors.containerNumber',
          grossWeightKg: 'validation.required',
          pickupLocId: 'jobs.errors.location',
          drop1At: 'jobUploads.errors.time',
        });
      } else if (k % 3 === 1) {
        row = multiDropRow({ customerRef: `M-${sheetRow}` });
      } else {
        row = goodRow({ containerNo: container(data), customerRef: `S-${sheetRow}` });
      }
      rows.push(row);
      data++;
    }
    const bytes = await xlsxOf(rows);
    expect(bytes.length).toBeLessThan(5 * 1024 * 1024);

    const started = performance.now();
    const result = await upload('CO1', 'five-thousand.xlsx', bytes);
    const ms = Math.round(performance.now() - started);
    // The figure docs/performance.md quotes.
    console.warn(`job upload: 5,000 rows (${bytes.length} bytes XLSX) in ${ms} ms`);

    expect(result.status).toBe('DONE');
    expect(result.rowCount).toBe(5000);
    expect(result.badCount).toBe(bad.size);
    expect(result.goodCount).toBe(5000 - bad.size);
    expect(result.jobIds).toHaveLength(5000 - bad.size);
    const reported = new Map<number, Record<string, string>>();
    for (const e of result.errors) reported.set(e.row, { ...reported.get(e.row), [e.field]: e.message });
    expect(Object.fromEntries(reported)).toEqual(Object.fromEntries(bad));

    expect(await countJobsOf('CO0001')).toBe(before + 5000 - bad.size);
    const states = await ctx.database.db
      .select({ state: jobs.jobState, n: sql<number>`count(*)`.mapWith(Number) })
      .from(jobs)
      .where(inArray(jobs.jobId, result.jobIds))
      .groupBy(jobs.jobState);
    expect(states).toEqual([{ state: 'DRF', n: 5000 - bad.size }]);

    // Each job knows its upload and row on its timeline; row 3 is a multi-drop trip, row 4 a single trip.
    const events = await ctx.database.db
      .select({ jobId: jobEvents.jobId, details: jobEvents.details })
      .from(jobEvents)
      .where(sql`${jobEvents.details}->>'uploadId' = ${result.uploadId}`);
    expect(events).toHaveLength(5000 - bad.size);
    const jobOfRow = new Map(events.map((e) => [(e.details as { row: number }).row, e.jobId]));
    const co1 = await as('CO1');
    const multi = await ok(co1, 'GET', `/${jobOfRow.get(3)}`);
    expect(multi).toMatchObject({ jobState: 'DRF', customerRef: 'M-3', creatorAccnId: 'CO0001', customerAccnId: 'CO0001' });
    expect(multi.containers).toEqual([]);
    expect(multi.trips).toHaveLength(1);
    expect(multi.trips[0]).toMatchObject({ tripType: 'M', vehicleType: 'VT20FT_BOX', pickupLocId: 'LOC-CO1-CIKARANG' });
    expect(new Date(multi.trips[0].pickupAt).toISOString()).toBe(new Date(`${day(1)}T09:00:00+07:00`).toISOString());
    expect(multi.trips[0].drops.map((d: { locId: string }) => d.locId)).toEqual(['LOC-CO1-KARAWANG', 'LOC-CO1-SUNTER']);
    expect(multi.events[0]).toMatchObject({ verb: 'create', toState: 'DRF', details: { uploadId: result.uploadId, row: 3 } });
    const single = await ok(co1, 'GET', `/${jobOfRow.get(4)}`);
    expect(single.containers[0]).toMatchObject({ containerNo: container(2), sizeType: '22G1', grossWeightKg: 18000 });
    expect(single.trips[0]).toMatchObject({ tripType: 'S', containerNo: container(2), pickupLocId: 'LOC-TO1-PRIOK' });
    expect(single.trips[0].drops).toHaveLength(1);
    const audits = await ctx.database.db.$count(
      auditLog,
      and(eq(auditLog.audtEvent, 'JOB_CREATE'), sql`${auditLog.after}->>'uploadId' = ${result.uploadId}`),
    );
    expect(audits).toBe(5000 - bad.size);
    expect(await ctx.database.db.$count(auditLog, eq(auditLog.entityId, result.uploadId))).toBe(1);

    // The upload as listed and read back.
    const detail = await ok(co1, 'GET', `/uploads/${result.uploadId}`);
    expect(detail).toMatchObject({ status: 'DONE', fileName: 'five-thousand.xlsx', goodCount: 5000 - bad.size });
    expect(detail.jobIds).toEqual(result.jobIds);
    const list = await ok(co1, 'GET', '/uploads?length=10');
    expect(list.aaData[0]).toMatchObject({ uploadId: result.uploadId, usrId: 'CO1', badCount: bad.size });
    expect(list.aaData[0]).not.toHaveProperty('errors');
  }, 120_000);

  it('more than 5,000 data rows is a field error on the file; nothing is written', async () => {
    const before = await countJobsOf('CO0001');
    const uploads = await ctx.database.db.$count(jobUploads);
    const bytes = await xlsxOf(Array.from({ length: 5001 }, () => goodRow()));
    const res = await (await as('CO1'))('POST', '/uploads', fileBody('too-many.xlsx', bytes));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'VALIDATION_FAILED', message: { attData: expect.stringMatching(/5,000/) } });
    expect(await countJobsOf('CO0001')).toBe(before);
    expect(await ctx.database.db.$count(jobUploads)).toBe(uploads);
  }, 60_000);
});

describe('CSV records', () => {
  it('splits on the separator of the header (comma or semicolon), honours quotes, doubled quotes and line breaks', () => {
    expect(parseCsv('\ufeffa;b;c\r\n1;"x;y";"say ""hi"""\r\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', 'x;y', 'say "hi"'],
    ]);
    expect(parseCsv('a,b\n"line\nbreak",2')).toEqual([
      ['a', 'b'],
      ['line\nbreak', '2'],
    ]);
    expect(parseCsv('"a;b",c,d\n1,2,3')).toEqual([
      ['a;b', 'c', 'd'],
      ['1', '2', '3'],
    ]);
  });
});

describe('job uploads: CSV and bad files', () => {
  it('reads a semicolon CSV with quotes, a BOM and CRLF, and a comma CSV', async () => {
    const header = JOB_UPLOAD_COLUMN_NAMES;
    const line = (row: Row, sep: string) =>
      header
        .map((h) => {
          const v = row[h] === null || row[h] === undefined ? '' : String(row[h]);
          return /["\n;,]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
        })
        .join(sep);
    const semi = `\ufeff${header.join(';')}\r\n${line(goodRow({ remarks: 'Fragile; "handle" with care\nsecond line' }), ';')}\r\n${line(
      multiDropRow(),
      ';',
    )}\r\n;;;\r\n${line(goodRow({ shipmentType: 'SIDEWAYS' }), ';')}\r\n`;
    const result = await upload('CO1', 'jobs.csv', Buffer.from(semi, 'utf8'));
    expect(result).toMatchObject({ status: 'DONE', rowCount: 3, goodCount: 2, badCount: 1 });
    expect(result.errors).toEqual([{ row: 5, field: 'shipmentType', message: 'validation.option' }]);
    const first = await ok(await as('CO1'), 'GET', `/${result.jobIds[0]}`);
    expect(first.remarks).toBe('Fragile; "handle" with care\nsecond line');

    const comma = `${header.join(',')}\n${line(goodRow(), ',')}\n`;
    expect(await upload('CO1', 'comma.csv', Buffer.from(comma))).toMatchObject({ goodCount: 1, badCount: 0 });
  });

  it('a file where every row is bad creates no job and is recorded with its report', async () => {
    const before = await countJobsOf('CO0001');
    const bytes = await xlsxOf([
      goodRow({ toAccnId: 'TO0003', pickupLocId: 'LOC-CO1-CIKARANG' }),
      goodRow({ drop1LocId: null, drop1At: null }),
      goodRow({ pickupAt: '31/12/2030 09:00' }),
    ]);
    const result = await upload('CO1', 'all-bad.xlsx', bytes);
    expect(result).toMatchObject({ status: 'DONE', rowCount: 3, goodCount: 0, badCount: 3, jobIds: [] });
    expect(result.errors).toEqual([
      { row: 2, field: 'toAccnId', message: 'jobs.errors.operator' },
      { row: 3, field: 'drop1LocId', message: 'validation.required' },
      { row: 3, field: 'drop1At', message: 'validation.required' },
      { row: 4, field: 'pickupAt', message: 'jobUploads.errors.time' },
    ]);
    expect(await countJobsOf('CO0001')).toBe(before);
    const read = await ok(await as('CO1'), 'GET', `/uploads/${result.uploadId}`);
    expect(read.errors).toEqual(result.errors);
  });

  it('a wrong type, a renamed file, an unknown header, an empty file and a file over 5 MB are field errors; nothing is written', async () => {
    const co1 = await as('CO1');
    const uploads = await ctx.database.db.$count(jobUploads);
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
    const cases: Array<[string, Buffer, string]> = [
      ['jobs.pdf', pdf, 'Upload an XLSX or CSV file'],
      ['jobs.xlsx', pdf, 'The file content does not match its extension'],
      ['jobs.csv', Buffer.from([0xff, 0xfe, 0x00, 0x41]), 'The file content does not match its extension'],
      ['jobs.csv', Buffer.from('a,b,c\n1,2,3\n'), 'The first row must be the header row of the template'],
      ['jobs.csv', Buffer.from(`${JOB_UPLOAD_COLUMN_NAMES.join(',')}\n,,,\n`), 'The file has no job rows'],
      ['big.csv', Buffer.alloc(5 * 1024 * 1024 + 1, 'a'), 'The file is larger than 5 MB'],
    ];
    for (const [name, bytes, message] of cases) {
      const res = await co1('POST', '/uploads', fileBody(name, bytes));
      expect(res.statusCode, name).toBe(400);
      expect(res.json().message.attData, name).toContain(message);
    }
    // Far over the limit: refused by the body schema before it is decoded.
    const huge = await co1('POST', '/uploads', { attName: 'huge.csv', attSize: 8_000_000, attData: 'A'.repeat(8_000_000) });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message.attData).toContain('5 MB');
    expect(await ctx.database.db.$count(jobUploads)).toBe(uploads);
  });

  it('the upload\'s own JSON parser: a body with a "__proto__" or "constructor" key is refused; bad JSON is a 400', async () => {
    const { authorization } = await ctx.signIn('CO1');
    const uploads = await ctx.database.db.$count(jobUploads);
    const csv = Buffer.from(`${JOB_UPLOAD_COLUMN_NAMES.join(',')}\n`).toString('base64');
    const send = (payload: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `${JOBS}/uploads`,
        headers: { authorization, 'content-type': 'application/json' },
        payload,
      });
    for (const extra of ['"__proto__": { "isAdmin": true }', '"constructor": { "prototype": { "isAdmin": true } }']) {
      const res = await send(`{ "attName": "jobs.csv", "attSize": 10, "attData": "${csv}", ${extra} }`);
      expect(res.statusCode, extra).toBe(400);
      expect(res.json().status, extra).toBe('VALIDATION_FAILED');
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    }
    expect((await send('{ "attName": "jobs.csv", ')).statusCode).toBe(400);
    expect(await ctx.database.db.$count(jobUploads)).toBe(uploads);
    // Signing in again ended CO1's session of the other tests.
    as.forget('CO1');
  });
});

describe('job uploads: all or nothing', () => {
  it('a database error in the middle of writing rolls the whole file back; the upload is recorded FAILED', async () => {
    const before = await countJobsOf('CO0001');
    const containersBefore = await ctx.database.db.$count(jobContainers);
    // The 700th timeline row fails, after the jobs, containers, trips and drops of the file are in.
    await ctx.database.pool.query(`
      create function fail_upload_row() returns trigger language plpgsql as $$
      begin
        if (new.details->>'row')::int = 701 then raise exception 'forced failure at row 701'; end if;
        return new;
      end $$;
      create trigger fail_upload_row before insert on job_events for each row execute function fail_upload_row();`);
    try {
      const rows = Array.from({ length: 1200 }, (_v, i) => (i === 5 ? goodRow({ sizeType: 'XXXX' }) : goodRow()));
      const res = await (await as('CO1'))('POST', '/uploads', fileBody('fails.xlsx', await xlsxOf(rows)));
      expect(res.statusCode).toBe(500);
    } finally {
      await ctx.database.pool.query('drop trigger fail_upload_row on job_events; drop function fail_upload_row();');
    }
    expect(await countJobsOf('CO0001')).toBe(before);
    expect(await ctx.database.db.$count(jobContainers)).toBe(containersBefore);
    const list = await ok(await as('CO1'), 'GET', '/uploads?status=FAILED');
    expect(list.aaData[0]).toMatchObject({ fileName: 'fails.xlsx', status: 'FAILED', rowCount: 1200, goodCount: 0, badCount: 1 });
    const failed = await ok(await as('CO1'), 'GET', `/uploads/${list.aaData[0].uploadId}`);
    expect(failed.jobIds).toEqual([]);
    expect(failed.errors).toEqual([{ row: 7, field: 'sizeType', message: 'validation.option' }]);
    const events = await ctx.database.db.$count(jobEvents, sql`${jobEvents.details}->>'uploadId' = ${failed.uploadId}`);
    expect(events).toBe(0);
  }, 60_000);
});

describe('job uploads: paced so they yield to other requests', () => {
  it('pauses after every INSERT batch and every slice of row checks, in proportion to its time; the rows are all written', async () => {
    // A clock that moves 3 ms per reading and a sleep that records the pause asked for (no real waiting).
    let clock = 0;
    const pauses: number[] = [];
    const pace = pacer({
      ratio: 2,
      now: () => (clock += 3),
      sleep: async (ms) => {
        pauses.push(ms);
      },
    });
    const principal: Principal = {
      usrId: 'CO1',
      usrName: 'CO1',
      accnId: 'CO0001',
      accnName: 'PT Sumber Makmur Abadi',
      accnType: 'ACC_TYPE_CO',
      accnStatus: 'A',
      authorities: ['ACCN_ADMIN', 'OFFICER'],
      permissions: [...permissionsOf(['ACCN_ADMIN', 'OFFICER'])],
      sessionId: 'test',
      remember: false,
    };
    const rows = Array.from({ length: 1200 }, () => goodRow({ customerRef: 'PACED' }));
    const done = await uploadJobs(ctx.database.db, principal, fileBody('paced.xlsx', await xlsxOf(rows)), new Date(), pace);
    expect(done).toMatchObject({ status: 'DONE', goodCount: 1200, badCount: 0 });
    // 1,200 rows in batches of 500: 3 batches each of jobs, containers, trips, drops, timeline-and-audit rows (and
    // one more for job ids drawn again when a drawn id was taken).
    expect(pace.stats.steps).toBeGreaterThanOrEqual(15);
    expect(pace.stats.slices).toBeGreaterThan(0);
    // Every step read the clock twice (3 ms apart): a pause of 3 ms x 2 after each.
    expect(pauses.filter((ms) => ms === 6).length).toBeGreaterThanOrEqual(15);
    expect(pauses.length).toBe(pace.stats.steps + pace.stats.slices);
    // The set-based timeline and audit rows: one each per job, with the upload and the row.
    const events = await ctx.database.pool.query<{ n: number; rows: number }>(
      `select count(*)::int as n, count(distinct (details->>'row'))::int as rows from job_events
        where details->>'uploadId' = $1 and verb = 'create' and to_state = 'DRF' and usr_id = 'CO1' and accn_id = 'CO0001'`,
      [done.uploadId],
    );
    expect(events.rows[0]).toEqual({ n: 1200, rows: 1200 });
    const audits = await ctx.database.pool.query<{ n: number }>(
      `select count(*)::int as n from audit_log
        where audt_event = 'JOB_CREATE' and entity = 'job' and entity_id = any($1::text[]) and audt_uid = 'CO1'
          and audt_uname = 'CO1' and accn_id = 'CO0001' and after->>'uploadId' = $2 and after->>'jobState' = 'DRF'
          and (after->>'row')::int between 2 and 1201`,
      [done.jobIds, done.uploadId],
    );
    expect(audits.rows[0]!.n).toBe(1200);
    await ctx.database.db.delete(jobs).where(inArray(jobs.jobId, done.jobIds));
  }, 60_000);
});

describe('job uploads: who may', () => {
  it('a forwarder uploads for its own customers only; CO1 cannot read its upload (404); the platform reads all', async () => {
    await ctx.database.db.insert(ffCustomers).values({ ffAccnId: 'FF0001', coAccnId: 'CO0001' }).onConflictDoNothing();
    const rows = [
      goodRow({ drop1LocId: 'LOC-FF1-CFS' }),
      goodRow({ customerAccnId: 'CO0001', customerRef: 'FOR-CO1' }),
      goodRow({ customerAccnId: 'CO0003', drop1LocId: 'LOC-FF1-CFS' }),
    ];
    const ff = await upload('FF1', 'ff.xlsx', await xlsxOf(rows));
    expect(ff).toMatchObject({ goodCount: 2, badCount: 1 });
    expect(ff.errors).toEqual([{ row: 4, field: 'customerAccnId', message: 'jobs.errors.customer' }]);
    const created = await ctx.database.db
      .select({ customerAccnId: jobs.customerAccnId, creatorAccnId: jobs.creatorAccnId })
      .from(jobs)
      .where(inArray(jobs.jobId, ff.jobIds));
    expect(created).toEqual(
      expect.arrayContaining([
        { customerAccnId: 'FF0001', creatorAccnId: 'FF0001' },
        { customerAccnId: 'CO0001', creatorAccnId: 'FF0001' },
      ]),
    );

    const co1 = await as('CO1');
    expect((await co1('GET', `/uploads/${ff.uploadId}`)).statusCode).toBe(404);
    const own = await ok(co1, 'GET', '/uploads?length=1000');
    expect(own.aaData.every((u: { accnId: string }) => u.accnId === 'CO0001')).toBe(true);
    const platform = await as('OPADMIN');
    expect((await ok(platform, 'GET', `/uploads/${ff.uploadId}`)).accnName).toBe('PT Cepat Kirim Logistik');
    const all = await ok(platform, 'GET', '/uploads?length=1000');
    expect(new Set(all.aaData.map((u: { accnId: string }) => u.accnId))).toEqual(new Set(['CO0001', 'FF0001']));
  });

  it('a truck operator cannot upload (403); nor can a suspended company (ACCOUNT_SUSPENDED)', async () => {
    const bytes = await xlsxOf([goodRow()]);
    expect((await (await as('TO1'))('POST', '/uploads', fileBody('to.xlsx', bytes))).statusCode).toBe(403);
    const inFlight: Principal = {
      usrId: 'CO1',
      usrName: 'CO1',
      accnId: 'CO0001',
      accnName: 'PT Sumber Makmur Abadi',
      accnType: 'ACC_TYPE_CO',
      accnStatus: 'A',
      authorities: ['ACCN_ADMIN', 'OFFICER'],
      permissions: [...permissionsOf(['ACCN_ADMIN', 'OFFICER'])],
      sessionId: 'test',
      remember: false,
    };
    const uploads = await ctx.database.db.$count(jobUploads);
    await ctx.database.db.update(accounts).set({ accnStatus: 'S' }).where(eq(accounts.accnId, 'CO0001'));
    try {
      await expect(uploadJobs(ctx.database.db, inFlight, fileBody('s.xlsx', bytes))).rejects.toMatchObject({
        code: 'ACCOUNT_SUSPENDED',
      });
    } finally {
      await ctx.database.db.update(accounts).set({ accnStatus: 'A' }).where(eq(accounts.accnId, 'CO0001'));
    }
    expect(await ctx.database.db.$count(jobUploads)).toBe(uploads);
  });
});
