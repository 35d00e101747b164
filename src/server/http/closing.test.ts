import net from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { createTestDatabase, TEST_PUBLIC_URL, TEST_SECRET } from '../../../tests/support/test-app';

let app: FastifyInstance;
let drop: () => Promise<void>;
beforeAll(async () => {
  const created = await createTestDatabase();
  drop = created.drop;
  app = await buildApp({ database: created.database, tokenSecret: TEST_SECRET, logLevel: 'silent', publicUrl: TEST_PUBLIC_URL });
  await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close().catch(() => {});
  await drop?.();
});

/** Reads from the socket until it ends; answers everything it received. */
const readAll = (socket: net.Socket) =>
  new Promise<string>((resolve) => {
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    socket.on('close', () => resolve(text));
  });

it('a request that arrives while the server stops gets 503 in the error envelope; the one in flight finishes', async () => {
  const { port } = app.server.address() as net.AddressInfo;
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  const answers = readAll(socket);
  const body = JSON.stringify({ id: 'NOBODY', password: 'x' });
  // The first request is in flight (its body half sent) when the server starts to stop.
  socket.write(
    `POST /api/v1/lintas/trucking/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
  );
  await new Promise((resolve) => setTimeout(resolve, 100));
  const closed = app.close();
  await new Promise((resolve) => setTimeout(resolve, 100));
  // The rest of its body, then a second request on the same kept-alive connection.
  socket.write(`${body.slice(5)}GET /api/v1/lintas/trucking/announcements HTTP/1.1\r\nHost: x\r\n\r\n`);
  const text = await answers;
  await closed;
  const replies = text.split(/(?=HTTP\/1\.1 )/);
  expect(replies[0]).toMatch(/^HTTP\/1\.1 200 /);
  expect(replies[0]).toContain('"loginStatus":"UNAUTHENTICATED"');
  expect(replies[1]).toMatch(/^HTTP\/1\.1 503 /);
  expect(replies[1]!.toLowerCase()).toContain('connection: close');
  const json = JSON.parse(replies[1]!.slice(replies[1]!.indexOf('\r\n\r\n') + 4)) as { status: string; err: { code: string } };
  expect(json.status).toBe('SERVICE_UNAVAILABLE');
  expect(json.err.code).toBe('SERVICE_UNAVAILABLE');
});
