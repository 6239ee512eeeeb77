import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const Env = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  DEMO: bool.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_TTL_HOURS: z.coerce.number().positive().default(168),
  TRUST_PROXY: bool.default(false),
  WEB_DIST: z.string().optional(),
  LOGIN_MAX_FAILURES: z.coerce.number().int().positive().default(10),
  IP_MAX_FAILURES: z.coerce.number().int().positive().default(50),
  LOCK_MINUTES: z.coerce.number().int().positive().default(15),
  SMS_PER_IP_PER_HOUR: z.coerce.number().int().positive().default(30),
  APP_SECRET: z.string().min(16).optional(),
  UPLOAD_DIR: z.string().optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  CATALOG_CACHE_SECONDS: z.coerce.number().int().min(0).max(600).default(10),
  PAYMENT_GATEWAY: z.enum(['sandbox', 'none']).optional(),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).optional(),
  API_DOCS_ADMIN: bool.optional(),
  METRICS_TOKEN: z.string().min(16).optional(),
});

/** Refused configurations: the process does not start with one (main.ts prints the reason). */
export class ConfigError extends Error {}

const LOOPBACK = /^(127(\.\d{1,3}){3}|::1|localhost)$/i;
/** Whether an address accepts connections from this machine only. */
export const isLoopback = (host: string) => LOOPBACK.test(host.replace(/^\[|\]$/g, ''));

export type Config = {
  production: boolean;
  /** Demo mode: seeds demo accounts and exposes the message outbox at /api/dev/outbox. */
  demo: boolean;
  /** Demo mode was asked for with DEMO=true (it may then listen beyond loopback), not just taken by default. */
  demoExplicit: boolean;
  /**
   * The card/Alipay/WeChat gateway: 'sandbox' (the built-in local stand-in, demo and tests only)
   * or null (no online payment offered; bank transfer and balance only).
   */
  paymentGateway: 'sandbox' | null;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: z.infer<typeof Env>['LOG_LEVEL'];
  sessionTtlHours: number;
  trustProxy: boolean;
  webDist: string;
  limits: { loginMaxFailures: number; ipMaxFailures: number; lockMinutes: number; smsPerIpPerHour: number };
  /**
   * How long an instance keeps content that rarely changes (categories, articles, settings,
   * regions, rates) and how long browsers may: a change made on another instance shows
   * everywhere within this time. 0 turns caching off.
   */
  cacheTtlSeconds: number;
  /**
   * How long an instance keeps goods lists, counts, goods pages and rankings (the same for
   * every viewer; prices are masked per viewer on the way out). Short, so that stock and new
   * goods show quickly. 0 turns it off.
   */
  catalogCacheTtlSeconds: number;
  /** Signs file links. Instances behind one load balancer must share it. */
  appSecret: string;
  /** Where the local storage adapter keeps uploaded files. */
  uploadDir: string;
  /** An S3-compatible bucket for uploaded files instead of the local folder (S3_ENDPOINT and S3_BUCKET set). */
  s3: { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string } | null;
  /** API requests one address may make per minute (all /api paths together); 0 is no limit. Default: 1200 in production, none otherwise. */
  rateLimitPerMinute: number;
  /** Whether the OpenAPI document and its page list the operator endpoints (/api/v2/admin). Default: not in production. */
  apiDocsAdmin: boolean;
  /** Bearer token for /metrics. In production /metrics exists only when it is set; elsewhere it is open without one. */
  metricsToken: string | null;
};

/** The only reader of process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = Env.parse(env);
  const production = e.NODE_ENV === 'production';
  const demo = e.DEMO ?? !production;
  if (production && demo) throw new ConfigError('DEMO=true cannot be used with NODE_ENV=production: demo accounts and the message outbox must never run in production.');
  const gateway = e.PAYMENT_GATEWAY ?? (demo ? 'sandbox' : 'none');
  if (production && gateway === 'sandbox') {
    throw new ConfigError('PAYMENT_GATEWAY=sandbox cannot be used with NODE_ENV=production: the sandbox credits any payment its page is told to. Configure a real gateway or leave online payment off.');
  }
  // A demo is for one person's machine: anyone who reaches it can read the codes in its outbox and
  // take over the demo accounts, the operator's included. It listens on loopback unless DEMO=true.
  const host = e.HOST ?? (demo ? '127.0.0.1' : '0.0.0.0');
  if (demo && e.DEMO === undefined && !isLoopback(host)) {
    throw new ConfigError(`Demo mode listens on loopback only, and HOST=${host} is not. Set DEMO=true to expose the demo (its outbox and demo accounts) on that address, or DEMO=false for a real installation.`);
  }
  return {
    production,
    demo,
    demoExplicit: e.DEMO === true,
    paymentGateway: gateway === 'sandbox' ? 'sandbox' : null,
    port: e.PORT,
    host,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    sessionTtlHours: e.SESSION_TTL_HOURS,
    trustProxy: e.TRUST_PROXY,
    webDist: resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    limits: {
      loginMaxFailures: e.LOGIN_MAX_FAILURES,
      ipMaxFailures: e.IP_MAX_FAILURES,
      lockMinutes: e.LOCK_MINUTES,
      smsPerIpPerHour: e.SMS_PER_IP_PER_HOUR,
    },
    cacheTtlSeconds: e.CACHE_TTL_SECONDS,
    catalogCacheTtlSeconds: e.CATALOG_CACHE_SECONDS,
    // Without APP_SECRET a random one is made at start: fine for one instance, and file links
    // simply stop working after a restart (the page asks for fresh ones).
    appSecret: e.APP_SECRET ?? randomBytes(32).toString('hex'),
    uploadDir: resolve(e.UPLOAD_DIR ?? join(e.DATA_DIR, 'uploads')),
    s3: s3Config(e),
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE ?? (production ? 1200 : 0),
    apiDocsAdmin: e.API_DOCS_ADMIN ?? !production,
    metricsToken: e.METRICS_TOKEN ?? null,
  };
}

function s3Config(e: z.infer<typeof Env>): Config['s3'] {
  if (!e.S3_ENDPOINT && !e.S3_BUCKET) return null;
  if (!e.S3_ENDPOINT || !e.S3_BUCKET || !e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY) {
    throw new Error('S3 storage needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  return { endpoint: e.S3_ENDPOINT.replace(/\/+$/, ''), bucket: e.S3_BUCKET, region: e.S3_REGION, accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY };
}
