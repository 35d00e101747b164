import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

/** True when dist/web is missing or older than any source the web build reads. */
export function webBuildIsStale(root: string): boolean {
  const built = path.join(root, 'dist', 'web', 'index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  const sources = ['src/web', 'src/locales', 'src/domain', 'vite.config.ts', 'package.json'].map((p) => path.join(root, p));
  return sources.some((s) => newestMtime(s) > builtAt);
}

/** Builds the web app with Vite when the build is missing or stale. */
export function ensureWebBuild(root: string, log: (line: string) => void): void {
  if (!webBuildIsStale(root)) return;
  log('Building the web app (missing or stale)…');
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(
    process.execPath,
    [vite, 'build', '--config', path.join(root, 'vite.config.ts'), '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) throw new Error('The web build failed (see the output above)');
}
