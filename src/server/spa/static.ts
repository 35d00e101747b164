import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const WEB_BASE = '/trucking';
/** The web paths that answer the light sign-in page on a full load (the web app's PATHS.signin and its back-to-login twin). */
export const SIGNIN_PAGES = ['/session/signin', '/session/signin/back-to-login'] as const;

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
  // The sign-in URLs answer the light sign-in page (src/web/signin.html: no Mantine, router or query cache) on
  // a full load; inside the app, the router shows its own sign-in screen. Signing in loads the app.
  const signinFile = path.join(webDir, 'signin.html');
  if (existsSync(signinFile)) {
    const signinHtml = readFileSync(signinFile);
    const sendSignin = (_request: unknown, reply: import('fastify').FastifyReply) =>
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(signinHtml);
    for (const page of SIGNIN_PAGES) app.get(`${WEB_BASE}${page}`, { schema: { hide: true } }, sendSignin);
  }
}
