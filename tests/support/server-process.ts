import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface ServerProcess {
  child: ChildProcess;
  /** http://127.0.0.1:{port}, the port the process chose. */
  base: string;
  stderr: string[];
}

/**
 * A real server process (`scripts/start.mjs`, what `npm start` runs) on a database and a data folder, on a port of
 * its own choosing, without the web build or the demo seed. Resolves once it says where it listens.
 */
export function startServerProcess(opts: { databaseUrl: string; dataDir: string; tokenSecret: string }): Promise<ServerProcess> {
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: opts.databaseUrl,
      DATA_DIR: opts.dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      TOKEN_SECRET: opts.tokenSecret,
      SEED_DEMO: 'false',
      SKIP_WEB_BUILD: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stderr: string[] = [];
  child.stderr!.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const port = /Lintas is running: http:\/\/[\w.]+:(\d+)\//.exec(out)?.[1];
      if (port) resolve({ child, base: `http://127.0.0.1:${port}`, stderr });
    });
    child.once('exit', (code, signal) => reject(new Error(`server exited (${code ?? signal}): ${out}${stderr.join('')}`)));
  });
}
