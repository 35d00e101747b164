// `npm start`: runs the server (src/server/main.ts) as one bundled ES module, dist/server/main.mjs, in this process.
// The bundle is rebuilt with esbuild (about a second) when it is missing or a source it was built from is newer.
// Loading one file with plain Node is several times faster than compiling each module on the fly (tsx), which is
// what makes a restart after a crash quick (docs/performance.md). Dependencies stay in node_modules.
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import module, { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = path.join(root, 'src', 'server', 'main.ts');
const outDir = path.join(root, 'dist', 'server');
const bundle = path.join(outDir, 'main.mjs');
const inputsFile = path.join(outDir, 'inputs.json');

/** True when the bundle is missing or older than this script, package.json or any file it was built from. */
function isStale() {
  if (!existsSync(bundle) || !existsSync(inputsFile)) return true;
  const builtAt = statSync(bundle).mtimeMs;
  const inputs = [...JSON.parse(readFileSync(inputsFile, 'utf8')), 'scripts/start.mjs', 'package.json'];
  return inputs.some((file) => {
    const full = path.join(root, file);
    return !existsSync(full) || statSync(full).mtimeMs > builtAt;
  });
}

async function buildBundle() {
  const { build } = await import('esbuild');
  const require = createRequire(path.join(root, 'package.json'));
  const result = await build({
    entryPoints: [entry],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    packages: 'external',
    sourcemap: 'linked',
    metafile: true,
    write: false,
    logLevel: 'warning',
    absWorkingDir: root,
    plugins: [
      {
        name: 'lintas-server',
        setup(b) {
          // A package's JSON file (e.g. i18n-iso-countries' codes) goes into the bundle: Node 20 would ask for an
          // import attribute the sources do not write.
          b.onResolve({ filter: /\.json$/ }, (args) =>
            args.path.startsWith('.') ? undefined : { path: require.resolve(args.path, { paths: [args.resolveDir] }) },
          );
          // import.meta.url keeps naming the source file (migrations folder, project root), not the bundle.
          b.onLoad({ filter: /[\\/]src[\\/].*\.ts$/ }, (args) => {
            const source = readFileSync(args.path, 'utf8');
            if (!source.includes('import.meta.url')) return undefined;
            return {
              contents: source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
              loader: 'ts',
            };
          });
        },
      },
    ],
  });
  // Written beside and renamed into place: two servers started together from one checkout never load half a file.
  const inputs = Object.keys(result.metafile.inputs).filter((file) => !file.includes('node_modules'));
  const files = [...result.outputFiles.map((f) => [f.path, f.contents]), [inputsFile, JSON.stringify(inputs)]];
  mkdirSync(outDir, { recursive: true });
  for (const [file, contents] of files) {
    writeFileSync(`${file}.${process.pid}`, contents);
    renameSync(`${file}.${process.pid}`, file);
  }
}

if (isStale()) {
  process.stdout.write('Building the server (missing or stale)…\n');
  await buildBundle();
}
// Node 22.1+ keeps V8's compiled code of the bundle and its dependencies for the next start (Node 20 has no such cache).
module.enableCompileCache?.(path.join(outDir, '.compile-cache'));
process.setSourceMapsEnabled(true);
await import(pathToFileURL(bundle).href);
