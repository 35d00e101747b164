import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

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
    expect(() => loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true', TOKEN_SECRET: 'x'.repeat(40) })).toThrow(/production/);
    expect(loadConfig({ NODE_ENV: 'production', TOKEN_SECRET: 'x'.repeat(40) }).seedDemo).toBe(false);
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
});
