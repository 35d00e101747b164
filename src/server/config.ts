import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import type { WebhookSettings } from './webhooks/settings';
import { DEV_DATA_KEY, parseDataKey } from './webhooks/secret-box';

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY besides addresses and CIDRs. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isProxyEntry = (entry: string): boolean => {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length > 0 || !address) return false;
  const version = isIP(address);
  if (version === 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
};

/**
 * Which peers may set X-Forwarded-For / -Proto / -Host (Fastify's trustProxy): `false` (the default: none, the
 * socket address counts), `true` (every peer: only behind a proxy that overwrites the headers), or a
 * comma-separated list of addresses, CIDRs or proxy-addr's range names (loopback, linklocal, uniquelocal).
 * A hop count is refused: Fastify cannot check the immediate peer with one, so it would trust nobody.
 */
export type TrustProxy = boolean | string[];

const trustProxySchema = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx): TrustProxy => {
    if (value === undefined || value === '' || value === 'false') return false;
    if (value === 'true') return true;
    const entries = value
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean);
    const wrong = entries.find((e) => !isProxyEntry(e));
    if (wrong !== undefined || entries.length === 0) {
      ctx.addIssue({
        code: 'custom',
        message: `must be false, true or a comma-separated list of addresses/CIDRs (not "${wrong ?? value}")`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** Every environment variable the server reads. Listed in the README's configuration table. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** Unset: 0.0.0.0, or 127.0.0.1 while the demo users (published password) are seeded. */
  HOST: z.string().min(1).optional(),
  TRUST_PROXY: trustProxySchema,
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(64 * 1024 * 1024)
    .default(15 * 1024 * 1024),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Lintas <no-reply@lintas.co.id>'),
  SSO_JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SSO_PUBLIC_KEY: z.string().includes('BEGIN PUBLIC KEY', { message: 'must be a PEM public key' }).optional(),
  /**
   * The payment gateway adapter (src/server/payments/gateway-config.ts); a real provider adds its name here. Unset:
   * `simulator`, or `none` in production (where the simulated bank is refused).
   */
  PAYMENT_GATEWAY: z.enum(['simulator', 'none']).optional(),
  /** The simulated bank's RSA private key; unset: generated once and kept in DATA_DIR. */
  PAYMENT_SIMULATOR_KEY: z.string().includes('PRIVATE KEY', { message: 'must be a PEM private key' }).optional(),
  /** Webhooks (decision 0024): loopback and private targets allowed (tests, a one-machine demo); default false. */
  WEBHOOK_ALLOW_PRIVATE_TARGETS: z.enum(['true', 'false']).optional(),
  /** Plain http targets; default true except in production. */
  WEBHOOK_ALLOW_HTTP: z.enum(['true', 'false']).optional(),
  /** The first retry's delay in ms (then doubling, capped at 60 times it); default 60000. */
  WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(60_000),
  /** 32 bytes (base64 or 64 hex digits): encrypts data at rest (webhook secrets). Required in production. */
  DATA_KEY: z
    .string()
    .refine((v) => parseDataKey(v) !== null, 'must be 32 bytes in base64 (e.g. `openssl rand -base64 32`) or 64 hex digits')
    .optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  /** True when HOST was unset and demo data is on, so the server listens on 127.0.0.1 only. */
  hostLocalForDemo: boolean;
  trustProxy: TrustProxy;
  databaseUrl: string | undefined;
  dataDir: string;
  logLevel: Env['LOG_LEVEL'];
  tokenSecret: Uint8Array;
  seedDemo: boolean;
  bodyLimit: number;
  dbPoolMax: number;
  publicUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  ssoJwtSecret: string | undefined;
  ssoPublicKey: string | undefined;
  paymentGateway: NonNullable<Env['PAYMENT_GATEWAY']>;
  paymentSimulatorKey: string | undefined;
  webhooks: WebhookSettings;
  /** The data key (DATA_KEY; the fixed development key outside production): webhook secrets at rest. */
  dataKey: Uint8Array;
}

export class ConfigError extends Error {}

/**
 * The base of e-mailed links and of the start-up lines: PUBLIC_URL, else the listening address (localhost for
 * a wildcard). Only configuration counts: a request's Host or X-Forwarded-Host never does.
 */
export function publicBaseUrl(config: Pick<Config, 'publicUrl' | 'host'>, port: number): string {
  if (config.publicUrl) return config.publicUrl;
  const host = ['0.0.0.0', '::', '[::]'].includes(config.host) ? 'localhost' : config.host;
  return `http://${isIP(host) === 6 ? `[${host}]` : host}:${port}`;
}

/** Parses the environment; a wrong value throws a ConfigError whose message is one line. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const first = result.error.issues[0];
    const name = first?.path.join('.') ?? 'environment';
    throw new ConfigError(`Invalid configuration: ${name} ${first?.message ?? 'is invalid'}`);
  }
  return result.data;
}

/** Reads the token-signing secret from TOKEN_SECRET, or from DATA_DIR (generated on first run). */
function loadTokenSecret(env: Env, dataDir: string): Uint8Array {
  if (env.TOKEN_SECRET) return new TextEncoder().encode(env.TOKEN_SECRET);
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'token-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const env = parseEnv(source);
  const dataDir = path.resolve(env.DATA_DIR);
  const seedDemo = env.SEED_DEMO ? env.SEED_DEMO === 'true' : env.NODE_ENV !== 'production';
  if (seedDemo && env.NODE_ENV === 'production') {
    throw new ConfigError('Invalid configuration: SEED_DEMO demo data is refused when NODE_ENV=production');
  }
  if (env.PAYMENT_GATEWAY === 'simulator' && env.NODE_ENV === 'production') {
    throw new ConfigError('Invalid configuration: PAYMENT_GATEWAY simulator is refused when NODE_ENV=production');
  }
  if (!env.DATA_KEY && env.NODE_ENV === 'production') {
    throw new ConfigError('Invalid configuration: DATA_KEY is required when NODE_ENV=production (openssl rand -base64 32)');
  }
  const hostLocalForDemo = env.HOST === undefined && seedDemo;
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST ?? (hostLocalForDemo ? '127.0.0.1' : '0.0.0.0'),
    hostLocalForDemo,
    trustProxy: env.TRUST_PROXY,
    databaseUrl: env.DATABASE_URL,
    dataDir,
    logLevel: env.LOG_LEVEL,
    tokenSecret: loadTokenSecret(env, dataDir),
    seedDemo,
    bodyLimit: env.BODY_LIMIT_BYTES,
    dbPoolMax: env.DB_POOL_MAX,
    publicUrl: env.PUBLIC_URL?.replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    ssoJwtSecret: env.SSO_JWT_SECRET,
    ssoPublicKey: env.SSO_PUBLIC_KEY,
    paymentGateway: env.PAYMENT_GATEWAY ?? (env.NODE_ENV === 'production' ? 'none' : 'simulator'),
    paymentSimulatorKey: env.PAYMENT_SIMULATOR_KEY,
    webhooks: {
      allowPrivateTargets: env.WEBHOOK_ALLOW_PRIVATE_TARGETS === 'true',
      allowHttp: env.WEBHOOK_ALLOW_HTTP ? env.WEBHOOK_ALLOW_HTTP === 'true' : env.NODE_ENV !== 'production',
      retryBaseMs: env.WEBHOOK_RETRY_BASE_MS,
      timeoutMs: 10_000,
    },
    dataKey: env.DATA_KEY ? parseDataKey(env.DATA_KEY)! : DEV_DATA_KEY,
  };
}
