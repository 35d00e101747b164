/**
 * The bulk upload of 5,000 jobs (one XLSX of good rows, CO1 -> TO1) through the real server, against a baseline that
 * reads the same file with exceljs and writes the same jobs, containers, trips and drops with bare multi-row INSERTs in
 * one transaction (no checks, no timeline, no audit). Each side runs `runs` times; the jobs are deleted after each run.
 */
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import type { Pool } from 'pg';
import { businessDate } from '../src/domain/contracts/contracts';
import { containerCheckDigit } from '../src/domain/jobs/container-number';
import { JOB_UPLOAD_COLUMN_NAMES } from '../src/domain/jobs/job-upload';

const ROWS = 5000;

export async function fileOfJobs(): Promise<Buffer> {
  const day = businessDate(new Date(Date.now() + 86_400_000));
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Jobs');
  sheet.addRow([...JOB_UPLOAD_COLUMN_NAMES]);
  for (let i = 0; i < ROWS; i++) {
    const first10 = `BNCU${String(900000 + i).padStart(6, '0')}`;
    const row: Record<string, string | number> = {
      toAccnId: 'TO0001',
      shipmentType: 'IMPORT',
      loadType: 'FTL',
      truckingDirection: 'IN',
      chargeBasis: 'BL',
      customerRef: `BENCH-UP-${i}`,
      blNo: `BLUP${i}`,
      containerNo: `${first10}${containerCheckDigit(first10)}`,
      sizeType: '22G1',
      grossWeightKg: 18000,
      goodType: 'GENERAL',
      containerLoad: 'FCL',
      vehicleType: 'PRIME_MOVER',
      pickupLocId: 'LOC-TO1-PRIOK',
      pickupAt: `${day} 09:00`,
      drop1LocId: 'LOC-CO1-SUNTER',
      drop1At: `${day} 15:00`,
    };
    sheet.addRow(JOB_UPLOAD_COLUMN_NAMES.map((c) => row[c] ?? null));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The baseline: read the sheet, insert the rows as jobs (1,000 a statement) in one transaction. */
async function baselineUpload(pool: Pool, bytes: Buffer, run: number): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Jobs')!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const rows: Record<string, unknown>[] = [];
  sheet.eachRow((row, n) => {
    if (n === 1) return;
    const values = (row.values as unknown[]).slice(1);
    rows.push(Object.fromEntries(header.map((h, i) => [h, values[i]])));
  });
  const client = await pool.connect();
  const ids: string[] = [];
  try {
    await client.query('begin');
    for (let from = 0; from < rows.length; from += 1000) {
      const chunk = rows.slice(from, from + 1000);
      const jobIds = chunk.map((_r, i) => `JU${run}${String(from + i).padStart(8, '0')}`);
      ids.push(...jobIds);
      await client.query(
        `insert into jobs (job_id, creator_accn_id, customer_accn_id, to_accn_id, shipment_type, load_type, trucking_direction,
                           charge_basis, customer_ref, bl_no, pickup_at, job_state, created_by, updated_by)
         select id, 'CO0001', 'CO0001', r->>'toAccnId', r->>'shipmentType', r->>'loadType', r->>'truckingDirection',
                r->>'chargeBasis', r->>'customerRef', r->>'blNo', ((r->>'pickupAt') || '+07')::timestamptz, 'DRF', 'CO1', 'CO1'
           from unnest($1::text[], $2::jsonb[]) as u(id, r)`,
        [jobIds, chunk.map((r) => JSON.stringify(r))],
      );
      await client.query(
        `insert into job_containers (job_id, seq, container_no, size_type, gross_weight_kg, good_type, container_load)
         select id, 1, r->>'containerNo', r->>'sizeType', (r->>'grossWeightKg')::int, r->>'goodType', r->>'containerLoad'
           from unnest($1::text[], $2::jsonb[]) as u(id, r)`,
        [jobIds, chunk.map((r) => JSON.stringify(r))],
      );
      const trips = await client.query<{ trip_id: number; job_id: string }>(
        `insert into job_trips (job_id, seq, trip_type, vehicle_type, container_no, pickup_loc_id, pickup_at)
         select id, 1, 'S', r->>'vehicleType', r->>'containerNo', r->>'pickupLocId', ((r->>'pickupAt') || '+07')::timestamptz
           from unnest($1::text[], $2::jsonb[]) as u(id, r) returning trip_id, job_id`,
        [jobIds, chunk.map((r) => JSON.stringify(r))],
      );
      const tripOf = new Map(trips.rows.map((t) => [t.job_id, t.trip_id]));
      await client.query(
        `insert into job_drops (trip_id, job_id, seq, loc_id, drop_at)
         select t, id, 1, r->>'drop1LocId', ((r->>'drop1At') || '+07')::timestamptz
           from unnest($1::text[], $2::jsonb[], $3::bigint[]) as u(id, r, t)`,
        [jobIds, chunk.map((r) => JSON.stringify(r)), jobIds.map((id) => tripOf.get(id))],
      );
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
  return ids;
}

export async function benchJobUpload(app: FastifyInstance, pool: Pool, token: string, runs = 3) {
  const bytes = await fileOfJobs();
  const drop = (ids: string[]) => pool.query('delete from jobs where job_id = any($1::text[])', [ids]);
  const time = async (work: () => Promise<string[]>) => {
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      const ids = await work();
      times.push(performance.now() - started);
      if (ids.length !== ROWS) throw new Error(`job upload bench: ${ids.length} jobs written, expected ${ROWS}`);
      await drop(ids);
    }
    return Math.min(...times);
  };
  const base = await time(() => baselineUpload(pool, bytes, Date.now() % 1000));
  const ours = await time(async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/lintas/trucking/jobs/uploads',
      headers: { authorization: `Bearer ${token}` },
      payload: { attName: 'bench.xlsx', attSize: bytes.length, attData: bytes.toString('base64') },
    });
    if (res.statusCode !== 201) throw new Error(`job upload bench: ${res.statusCode} ${res.body.slice(0, 300)}`);
    return (res.json() as { jobIds: string[] }).jobIds;
  });
  return { bytes: bytes.length, base, ours };
}
