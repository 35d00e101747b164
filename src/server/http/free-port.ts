import { createServer } from 'node:net';

/**
 * A port the system gives out now on the host (PORT=0): asked for before the app is built, so the e-mailed links
 * carry the port the server then listens on. Another process could take it in between; listen then fails with
 * the usual one line.
 */
export function freePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen({ port: 0, host }, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
