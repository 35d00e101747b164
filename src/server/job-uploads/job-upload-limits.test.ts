import { monitorEventLoopDelay } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { JOBS, callers } from '../../../tests/support/job-kit';
import { useTestApp } from '../../../tests/support/test-app';
import { container, fileBody, goodRow, xlsxOf, type Row } from '../../../tests/support/job-upload-rows';
import { xlsxBomb, xlsxOfText } from '../../../tests/support/xlsx-files';
import { JOB_UPLOAD_COLUMN_NAMES } from '../../domain/jobs/job-upload';
import { jobUploads } from '../db/schema';

/**
 * The upload's limits that keep the server up (issue 11), in their own file: its own app, so the route's rate limit
 * (20 uploads a minute) is not spent by the other upload tests.
 */
const ctx = useTestApp();
const as = callers(ctx);

async function upload(usrId: string, name: string, bytes: Buffer) {
  const res = await (await as(usrId))('POST', '/uploads', fileBody(name, bytes));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { status: string; goodCount: number };
}

describe('job uploads: limits that keep the server up', () => {
  const header = [...JOB_UPLOAD_COLUMN_NAMES];
  const cellsOf = (row: Row) => header.map((h) => (row[h] === null || row[h] === undefined ? '' : String(row[h])));

  /**
   * Runs an upload while asking GET /readyz every 20 ms: the upload's answer, how many /readyz answered while it ran,
   * the slowest of them, and the event loop's longest delay meanwhile.
   */
  async function uploadWhileProbing(usrId: string, name: string, bytes: Buffer, lang = 'en') {
    const { authorization } = await ctx.signIn(usrId);
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    let finished = false;
    const upload = ctx.app
      .inject({
        method: 'POST',
        url: `${JOBS}/uploads`,
        headers: { authorization, 'accept-language': lang },
        payload: fileBody(name, bytes),
      })
      .finally(() => (finished = true));
    const probes: number[] = [];
    while (!finished) {
      const started = performance.now();
      const ready = await ctx.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      // Only probes answered before the upload are counted.
      if (!finished) probes.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    loop.disable();
    return { res: await upload, probes, slowestProbe: Math.max(...probes), loopMaxMs: loop.max / 1e6 };
  }

  it('a zip bomb (zip headers claim 1 KiB, the sheet inflates to 200 MB): a field error, and the server answers meanwhile', async () => {
    const uploads = await ctx.database.db.$count(jobUploads);
    const bomb = await xlsxBomb(header, 200 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const rssBefore = process.memoryUsage().rss;
    const { res, probes, slowestProbe, loopMaxMs } = await uploadWhileProbing('CO1', 'bomb.xlsx', bomb);
    console.warn(
      `zip bomb: ${probes.length} /readyz answered meanwhile, slowest ${Math.round(slowestProbe)} ms, loop max ${Math.round(loopMaxMs)} ms`,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'VALIDATION_FAILED', message: { attData: expect.stringContaining('50 MB') } });
    expect(probes.length).toBeGreaterThan(0);
    expect(slowestProbe).toBeLessThan(1000);
    expect(loopMaxMs).toBeLessThan(1000);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(128 * 1024 * 1024);
    expect(await ctx.database.db.$count(jobUploads)).toBe(uploads);
  }, 60_000);

  it('a file of 90,000 rows: the row-limit field error (English and Indonesian), read off the event loop', async () => {
    function* rows() {
      yield header;
      // A job without a container or references: short rows, as a user's export of the bare columns would be.
      const cells = cellsOf(
        goodRow({
          ...Object.fromEntries(['customerRef', 'blNo', 'doNo', 'containerNo', 'sizeType', 'sealNo'].map((c) => [c, null])),
          ...Object.fromEntries(['grossWeightKg', 'goodType', 'containerLoad'].map((c) => [c, null])),
        }),
      );
      for (let n = 0; n < 90_000; n++) yield cells;
    }
    const bytes = await xlsxOfText(rows());
    expect(bytes.length).toBeLessThan(5 * 1024 * 1024);
    const { res, probes, slowestProbe, loopMaxMs } = await uploadWhileProbing('CO1', 'ninety-thousand.xlsx', bytes);
    console.warn(
      `90,000 rows: ${probes.length} /readyz answered meanwhile, slowest ${Math.round(slowestProbe)} ms, loop max ${Math.round(loopMaxMs)} ms`,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 'VALIDATION_FAILED',
      message: { attData: 'The file has more than 5,000 job rows; split it into smaller files' },
    });
    expect(slowestProbe).toBeLessThan(1000);
    expect(loopMaxMs).toBeLessThan(1000);
    const id = await uploadWhileProbing('CO1', 'ninety-thousand.xlsx', bytes, 'id');
    expect(id.res.json().message.attData).toContain('5.000');
  }, 60_000);

  it('at most 2 uploads of a company at once: the third gets 429 with a translated message; the slots come back', async () => {
    const bytes = await xlsxOf(Array.from({ length: 300 }, (_v, i) => goodRow({ containerNo: container(70_000 + i) })));
    const co1 = await as('CO1');
    const answers = await Promise.all([1, 2, 3].map((n) => co1('POST', '/uploads', fileBody(`at-once-${n}.xlsx`, bytes))));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 429]);
    expect(answers.find((a) => a.statusCode === 429)!.json()).toMatchObject({
      status: 'TOO_MANY_REQUESTS',
      message: 'Your company already has 2 uploads in progress; wait for one to finish, then upload again',
    });
    // Another company is not held up, and once the uploads end the company uploads again.
    expect(await upload('FF1', 'ff-meanwhile.xlsx', await xlsxOf([goodRow()]))).toMatchObject({ status: 'DONE' });
    expect(await upload('CO1', 'after.xlsx', await xlsxOf([goodRow()]))).toMatchObject({ status: 'DONE', goodCount: 1 });
  }, 60_000);
});
