import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded';

const embeddedModule = fileURLToPath(new URL('./embedded.ts', import.meta.url));

/** A separate server process that starts the embedded cluster in `dir` and prints its URL (it never stops it). */
function startInChild(dir: string): Promise<{ pid: number; url: string; kill9(): Promise<void> }> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `const { startEmbeddedPostgres } = await import(${JSON.stringify(embeddedModule)});
       const db = await startEmbeddedPostgres(${JSON.stringify(path.join(dir, 'pg'))}, 'lintas');
       process.stdout.write('URL ' + db.url + '\\n');
       setInterval(() => {}, 1000);`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /URL (\S+)/.exec(out)?.[1];
      if (url)
        resolve({
          pid: child.pid!,
          url,
          kill9: () => new Promise<void>((done) => (child.once('exit', () => done()), child.kill('SIGKILL'))),
        });
    });
    child.once('exit', (code) => reject(new Error(`child exited with ${code}: ${out}`)));
  });
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

describe('embedded PostgreSQL after a crash of the server', () => {
  it('refuses a data folder a live server uses, adopts the cluster a killed server left running, and stops it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lintas-crash-'));
    try {
      const first = await startInChild(dir);
      // Another server is alive on this folder: no second server on it.
      await expect(startEmbeddedPostgres(path.join(dir, 'pg'), 'lintas')).rejects.toThrow(
        `in use by another Lintas server (process ${first.pid})`,
      );
      // kill -9: PostgreSQL keeps running, holding the folder's lock.
      await first.kill9();
      expect(await answers(first.url)).toBe(true);

      const started = Date.now();
      const second = await startEmbeddedPostgres(path.join(dir, 'pg'), 'lintas');
      expect(second.url).toBe(first.url); // the same cluster, adopted, not a new one
      expect(Date.now() - started).toBeLessThan(5000);
      await second.stop();
      expect(await answers(first.url)).toBe(false);

      // And a normal start afterwards.
      const third = await startEmbeddedPostgres(path.join(dir, 'pg'), 'lintas');
      expect(await answers(third.url)).toBe(true);
      await third.stop();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
