import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** Every environment variable the server reads. Listed in the README's configuration table. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
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
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
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
}

export class ConfigError extends Error {}

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
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    dataDir,
    logLevel: env.LOG_LEVEL,
    tokenSecret: loadTokenSecret(env, dataDir),
    seedDemo,
    bodyLimit: env.BODY_LIMIT_BYTES,
    dbPoolMax: env.DB_POOL_MAX,
    publicUrl: env.PUBLIC_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    ssoJwtSecret: env.SSO_JWT_SECRET,
    ssoPublicKey: env.SSO_PUBLIC_KEY,
  };
}
