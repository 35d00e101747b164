import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureWebBuild } from '../src/server/spa/build';
import { kB, measureBudgets } from './bundle-budget';

// `npm run check:budget`: builds the web app when stale (reusing a fresh dist/web), then holds each first load
// of the production build (the entry chunk, the screen's route chunks, their static imports and one language
// file, each gzipped) to its budget.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
ensureWebBuild(root, (line) => process.stderr.write(`${line}\n`));

const lines = measureBudgets(path.join(root, 'dist', 'web'));
let failed = false;
for (const line of lines) {
  const over = line.bytes > line.limitKb * 1000;
  failed ||= over;
  process.stdout.write(
    `${over ? 'OVER' : 'ok  '} ${line.name.padEnd(36)} ${kB(line.bytes).padStart(6)} kB gzipped JS` +
      ` (${line.files} files; budget ${line.limitKb} kB)\n`,
  );
}
if (failed) {
  console.error('A first load is over its JavaScript budget (see docs/performance.md).');
  process.exit(1);
}
