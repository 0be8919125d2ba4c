import path from 'node:path';
import { z } from 'zod';

/** The monorepo root (`api/src` → `..`/`..`): `.data/` lives there so every package shares one data dir. */
const repoRoot = path.resolve(__dirname, '..', '..');
const apiRoot = path.resolve(__dirname, '..');

/** `.env` files often carry `KEY=`; an empty value means "not set", not "set to nothing". */
const optionalText = z.preprocess((value) => (value === '' ? undefined : value), z.string().optional());

const port = z.coerce.number().int().min(0).max(65_535);

const EnvSchema = z.object({
  API_PORT: z.preprocess((value) => (value === '' ? undefined : value), port.optional()),
  PORT: z.preprocess((value) => (value === '' ? undefined : value), port.optional()),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
      .optional(),
  ),
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, '.data')),
  ADMIN_TOKEN: optionalText,
  /** Comma-separated origins; unset means any origin (the apps are served from other ports). */
  CORS_ORIGINS: optionalText,
  SEED_DATA_FILE: z
    .string()
    .min(1)
    .default(path.join(apiRoot, 'data', 'thai-lottery-results.json')),
  NODE_ENV: z.string().min(1).default('development'),
});

export interface AppConfig {
  port: number;
  host: string;
  /** `postgres://…` for a server, `memory://` or a directory path for embedded PGlite. */
  databaseUrl: string;
  dataDir: string;
  adminToken: string | undefined;
  /** `true` reflects any origin; a list allows exactly those. */
  corsOrigins: true | string[];
  seedDataFile: string;
  nodeEnv: string;
}

/** Reads the environment once at start and fails listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = e.DATA_DIR === 'memory://' ? e.DATA_DIR : path.resolve(e.DATA_DIR);
  const origins = e.CORS_ORIGINS?.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  return {
    port: e.API_PORT ?? e.PORT ?? 4000,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL ?? (dataDir === 'memory://' ? dataDir : path.join(dataDir, 'pglite')),
    dataDir,
    adminToken: e.ADMIN_TOKEN,
    corsOrigins: origins && origins.length > 0 ? origins : true,
    seedDataFile: path.resolve(e.SEED_DATA_FILE),
    nodeEnv: e.NODE_ENV,
  };
}
