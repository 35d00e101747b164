/**
 * A company's job list under load while job uploads run (issue 11): autocannon loads the list for `seconds` with no
 * upload, then again while two uploaders of CO1 send files back to back (the company's limit of uploads at once):
 * one a 5,000-row XLSX of good jobs (read, checked and written), the other a 90,000-row XLSX (read up to the row
 * limit, then refused). Parsing runs in worker threads and the checks yield, so the list's p99 should stay within 2x
 * of its figure without uploads. The jobs the uploads create are deleted at the end.
 */
import { request } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Pool } from 'pg';
import { JOB_UPLOAD_COLUMN_NAMES } from '../src/domain/jobs/job-upload';
import { xlsxOfText } from '../tests/support/xlsx-files';
import { fileOfJobs } from './job-upload';

interface LoadResult {
  label: string;
  p50: number;
  p99: number;
  rps: number;
}

/** A 90,000-row sheet of bare jobs (no container, no references): refused at the row limit. */
function oversizedFile(): Promise<Buffer> {
  const day = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const row: Record<string, string> = {
    toAccnId: 'TO0001',
    shipmentType: 'IMPORT',
    loadType: 'FTL',
    truckingDirection: 'IN',
    chargeBasis: 'BL',
    vehicleType: 'PRIME_MOVER',
    pickupLocId: 'LOC-TO1-PRIOK',
    pickupAt: `${day} 09:00`,
    drop1LocId: 'LOC-CO1-SUNTER',
    drop1At: `${day} 15:00`,
  };
  const cells = JOB_UPLOAD_COLUMN_NAMES.map((c) => row[c] ?? '');
  return xlsxOfText(
    (function* () {
      yield [...JOB_UPLOAD_COLUMN_NAMES];
      for (let n = 0; n < 90_000; n++) yield cells;
    })(),
  );
}

export async function benchListWhileUploading(options: {
  pool: Pool;
  /** The Lintas server's address. */
  origin: string;
  uploaderToken: string;
  listUrl: string;
  listToken: string;
  load: (label: string, url: string, headers: Record<string, string>) => Promise<LoadResult>;
}) {
  const { pool, origin, uploaderToken, listUrl, listToken, load } = options;
  const files = [
    { name: 'bench-5000.xlsx', bytes: await fileOfJobs() },
    { name: 'bench-90000.xlsx', bytes: await oversizedFile() },
  ].map((f) => ({
    ...f,
    // Encoded once: the uploaders share the server's process, and fetch copied a 4 MB body on its event loop each time.
    body: Buffer.from(JSON.stringify({ attName: f.name, attSize: f.bytes.length, attData: f.bytes.toString('base64') })),
  }));
  const post = (body: Buffer) =>
    new Promise<number>((resolve, reject) => {
      const req = request(
        `${origin}/api/v1/lintas/trucking/jobs/uploads`,
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${uploaderToken}`,
            'content-type': 'application/json',
            'content-length': body.length,
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  const headers = { authorization: `Bearer ${listToken}` };
  const url = `${origin}${listUrl}`;
  await load('warm-up', url, headers);
  const quiet = await load('job list, no upload', url, headers);

  let running = true;
  const answers = new Map<string, { count: number; ms: number[] }>();
  const uploader = async (file: (typeof files)[number]) => {
    while (running) {
      const started = performance.now();
      const status = await post(file.body);
      const key = `${file.name} -> ${status}`;
      const seen = answers.get(key) ?? { count: 0, ms: [] };
      seen.count++;
      seen.ms.push(performance.now() - started);
      answers.set(key, seen);
      // Refused for the rate limit (20 a minute) or the company's limit: the client waits, as the web client would.
      if (status === 429) await sleep(1000);
    }
  };
  const uploads = files.map((f) => uploader(f));
  // Let both uploads get going before the list is measured.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  // The server's event loop meanwhile (the bench runs in the server's process): blocked, or only short of CPU?
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const busy = await load('job list, uploads running', url, headers);
  loop.disable();
  running = false;
  await Promise.all(uploads);
  const { rowCount } = await pool.query(
    `delete from jobs where creator_accn_id = 'CO0001' and customer_ref like 'BENCH-UP-%' and job_state = 'DRF'`,
  );
  return {
    sizes: files.map((f) => `${f.name} ${f.bytes.length} bytes`),
    quiet,
    busy,
    uploads: [...answers].map(
      ([key, { count, ms }]) => `${key}: ${count}, ${Math.round(ms.reduce((a, b) => a + b, 0) / count)} ms each`,
    ),
    jobsDeleted: rowCount ?? 0,
    loopDelayMs: { p99: Math.round(loop.percentile(99) / 1e6), max: Math.round(loop.max / 1e6) },
  };
}
