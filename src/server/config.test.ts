import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, publicBaseUrl } from './config';

/** A configuration that writes nothing (the token secret is given). */
const noFiles = { DATA_DIR: tmpdir(), TOKEN_SECRET: 'x'.repeat(40) };
/** Production needs a data key (webhook secrets at rest): 32 bytes in base64. */
const DATA_KEY = Buffer.alloc(32, 7).toString('base64');

describe('configuration', () => {
  it('stops with a one-line reason on a wrong value', () => {
    for (const env of [{ PORT: 'eighty' }, { DATABASE_URL: 'mysql://x' }, { LOG_LEVEL: 'loud' }, { TOKEN_SECRET: 'short' }]) {
      let error: unknown;
      try {
        loadConfig({ DATA_DIR: tmpdir(), ...env });
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      expect(message.split('\n')).toHaveLength(1);
      expect(message).toContain(Object.keys(env)[0]);
    }
  });

  it('refuses demo data in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true', TOKEN_SECRET: 'x'.repeat(40), DATA_KEY })).toThrow(
      /demo/i,
    );
    expect(loadConfig({ NODE_ENV: 'production', TOKEN_SECRET: 'x'.repeat(40), DATA_KEY }).seedDemo).toBe(false);
    // Without a data key production does not start.
    expect(() => loadConfig({ NODE_ENV: 'production', TOKEN_SECRET: 'x'.repeat(40) })).toThrow(/DATA_KEY/);
  });

  it('the simulated bank is the payment gateway unless in production, where it is refused', () => {
    expect(loadConfig(noFiles).paymentGateway).toBe('simulator');
    expect(loadConfig({ ...noFiles, PAYMENT_GATEWAY: 'none' }).paymentGateway).toBe('none');
    expect(loadConfig({ ...noFiles, NODE_ENV: 'production', DATA_KEY }).paymentGateway).toBe('none');
    expect(() => loadConfig({ ...noFiles, NODE_ENV: 'production', DATA_KEY, PAYMENT_GATEWAY: 'simulator' })).toThrow(
      /PAYMENT_GATEWAY/,
    );
    expect(() => loadConfig({ ...noFiles, PAYMENT_GATEWAY: 'acme' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...noFiles, PAYMENT_SIMULATOR_KEY: 'nope' })).toThrow(/PAYMENT_SIMULATOR_KEY/);
  });

  it('generates the token-signing secret into DATA_DIR on first run and reuses it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lintas-cfg-'));
    try {
      const first = loadConfig({ DATA_DIR: dir });
      const second = loadConfig({ DATA_DIR: dir });
      expect(first.tokenSecret.length).toBeGreaterThanOrEqual(32);
      expect(Buffer.from(second.tokenSecret).equals(Buffer.from(first.tokenSecret))).toBe(true);
      expect(readFileSync(path.join(dir, 'token-secret'), 'utf8').trim().length).toBeGreaterThanOrEqual(32);
      expect(first.port).toBe(8080);
      expect(first.databaseUrl).toBeUndefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('listens on 127.0.0.1 by default while demo data is on; HOST overrides it; 0.0.0.0 without demo data', () => {
    const demo = loadConfig({ ...noFiles });
    expect(demo).toMatchObject({ seedDemo: true, host: '127.0.0.1', hostLocalForDemo: true });
    expect(loadConfig({ ...noFiles, HOST: '0.0.0.0' })).toMatchObject({ host: '0.0.0.0', hostLocalForDemo: false });
    expect(loadConfig({ ...noFiles, SEED_DEMO: 'false' })).toMatchObject({ host: '0.0.0.0', hostLocalForDemo: false });
  });

  it('builds e-mailed links from PUBLIC_URL, else from the listening address', () => {
    expect(publicBaseUrl(loadConfig({ ...noFiles }), 8080)).toBe('http://127.0.0.1:8080');
    expect(publicBaseUrl(loadConfig({ ...noFiles, HOST: '0.0.0.0' }), 9000)).toBe('http://localhost:9000');
    expect(publicBaseUrl(loadConfig({ ...noFiles, HOST: '::1' }), 9000)).toBe('http://[::1]:9000');
    expect(publicBaseUrl(loadConfig({ ...noFiles, PUBLIC_URL: 'https://portal.example.co.id/' }), 8080)).toBe(
      'https://portal.example.co.id',
    );
  });

  it('reads TRUST_PROXY: off by default, true, or a list of addresses and CIDRs', () => {
    expect(loadConfig({ ...noFiles }).trustProxy).toBe(false);
    expect(loadConfig({ ...noFiles, TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ ...noFiles, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ ...noFiles, TRUST_PROXY: '10.0.0.1, 172.16.0.0/12,loopback,::1' }).trustProxy).toEqual([
      '10.0.0.1',
      '172.16.0.0/12',
      'loopback',
      '::1',
    ]);
    for (const wrong of ['2', 'proxy.example', '10.0.0.0/33']) {
      expect(() => loadConfig({ ...noFiles, TRUST_PROXY: wrong })).toThrow(/TRUST_PROXY/);
    }
  });
});
