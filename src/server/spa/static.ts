import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const WEB_BASE = '/trucking';

/**
 * Serves the built web app under /trucking/ with the single-page fallback: any GET below the
 * base that is not a file answers index.html, and the client router takes over.
 */
export async function installWeb(app: FastifyInstance, webDir: string): Promise<void> {
  app.get('/', { schema: { hide: true } }, (_request, reply) => reply.redirect(`${WEB_BASE}/`));
  app.get(WEB_BASE, { schema: { hide: true } }, (_request, reply) => reply.redirect(`${WEB_BASE}/`));
  const indexFile = path.join(webDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.get(`${WEB_BASE}/*`, { schema: { hide: true } }, (_request, reply) =>
      reply.code(503).type('text/plain').send('The web app is not built: run `npm run build`.'),
    );
    return;
  }
  const indexHtml = readFileSync(indexFile);
  await app.register(fastifyStatic, {
    root: webDir,
    prefix: `${WEB_BASE}/`,
    wildcard: false,
    index: false,
    setHeaders(reply, filePath) {
      reply.header(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  const sendIndex = (_request: unknown, reply: import('fastify').FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  app.get(`${WEB_BASE}/`, { schema: { hide: true } }, sendIndex);
  app.get(`${WEB_BASE}/*`, { schema: { hide: true } }, sendIndex);
}
