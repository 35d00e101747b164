import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';

const repoRoot = fileURLToPath(new URL('.', import.meta.url));
/**
 * Writes .vite/chunks.json into the build: each JS chunk's static imports and the source modules it holds
 * (paths from the repository root). scripts/check-budget.ts reads it to measure each screen's first load.
 */
function chunkMap(): Plugin {
  return {
    name: 'lintas-chunk-map',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: Record<string, { isEntry: boolean; imports: string[]; modules: string[] }> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[output.fileName] = {
          isEntry: output.isEntry,
          imports: output.imports,
          modules: output.moduleIds.filter((id) => !id.startsWith('\0')).map((id) => path.relative(repoRoot, id)),
        };
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunks.json', source: JSON.stringify(chunks, null, 1) });
    },
  };
}

const apiTarget = `http://localhost:${process.env.API_PORT ?? 8080}`;

export default defineConfig({
  root: fileURLToPath(new URL('./src/web', import.meta.url)),
  base: '/trucking/',
  plugins: [react(), chunkMap()],
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    // One long-lived chunk for React and the router, which every page needs: app changes do not invalidate it.
    // The other libraries (Mantine, zod, TanStack Query...) split with the routes that use them, so the sign-in
    // page does not download what only the signed-in screens need.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            // What every screen needs besides: translations, the query cache and Mantine's core (provider, Box,
            // styles API). One chunk instead of many small ones, which compress worse one by one.
            {
              name: 'base',
              test: /node_modules[\\/](i18next|react-i18next|@tanstack[\\/](query-core|react-query)|@mantine[\\/]core[\\/]esm[\\/]core)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    fs: { allow: [repoRoot] },
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/healthz': { target: apiTarget, changeOrigin: true },
      '/readyz': { target: apiTarget, changeOrigin: true },
    },
  },
});
