import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import type { PdfConfig } from './platform/pdf';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const Env = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  EMBEDDED_DATABASE: z.enum(['worker', 'in-process']).default('worker'),
  DEMO: bool.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_TTL_HOURS: z.coerce.number().positive().default(168),
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(10_000).default(2_000),
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
  RATE_PROVIDER_URL: z.string().url().optional(),
  RATE_PROVIDER_KEY: z.string().min(1).optional(),
  RATE_REFRESH_MINUTES: z.coerce.number().int().min(1).max(10_080).default(60),
  RATE_PROVIDER_ALLOW_HTTP: bool.default(false),
  PAY_PASSWORD_KEY: z.string().min(32).optional(),
  PAY_PASSWORD_KEY_PREVIOUS: z.string().min(32).optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'an smtp:// or smtps:// URL').optional(),
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  SMTP_SECURE: bool.optional(),
  SMTP_USER: z.string().min(1).optional(),
  SMTP_PASS: z.string().optional(),
  SMTP_FROM: z.string().min(3).optional(),
  SMS_PROVIDER_URL: z.string().url().optional(),
  SMS_PROVIDER_KEY: z.string().min(1).optional(),
  DELIVERY: z.enum(['on', 'off']).default('on'),
  DELIVERY_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(6),
  DELIVERY_RETRY_SECONDS: z.coerce.number().positive().default(15),
  DELIVERY_INTERVAL_MS: z.coerce.number().int().min(50).default(2000),
  PDF_CJK_FONT: z.string().min(1).default('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc'),
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
  /**
   * Where the embedded database (no DATABASE_URL) runs: 'worker', a worker thread of its own, so
   * that a slow query does not stop the HTTP event loop (the default); 'in-process', in the event
   * loop's thread (EMBEDDED_DATABASE=in-process).
   */
  embeddedDatabase: 'worker' | 'in-process';
  logLevel: z.infer<typeof Env>['LOG_LEVEL'];
  sessionTtlHours: number;
  /** How long this instance trusts a token's session it looked up (ms; 0: every request reads it). */
  sessionCacheMs: number;
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
  /**
   * The exchange-rate provider the scheduled refresh asks (modules/rates/rate-provider.ts): off
   * unless RATE_PROVIDER_URL is set. HTTPS only, unless RATE_PROVIDER_ALLOW_HTTP (a local stand-in).
   */
  rateProvider: RateProviderConfig | null;
  /**
   * Keys the payment passwords' hash (platform/passwords.ts pinHasher). Kept outside the database:
   * required in production; outside it a fixed development key is used. The previous key still
   * verifies during a rotation (and each value is rewritten with the current key when used).
   */
  payPasswordKeys: { current: string; previous: string | null };
  /**
   * Outbound SMS and email (platform/delivery.ts). A channel without a provider is not sent: its
   * messages stay in the outbox (demo mode reads them at /api/dev/outbox). Production refuses to
   * start without both providers unless DELIVERY=off says so knowingly.
   */
  delivery: DeliveryConfig;
  /** Receipts and signed agreements (platform/pdf.ts): the CJK font collection; without it they are written in English. */
  pdf: PdfConfig;
  /** Configurations that start but deserve a loud line at start-up (main.ts prints them). */
  warnings: string[];
};

export interface DeliveryConfig {
  smtp: { url: string | null; host: string | null; port: number; secure: boolean; user: string | null; pass: string | null; from: string } | null;
  sms: { url: string; key: string } | null;
  /** Attempts per message before it is marked failed. */
  maxAttempts: number;
  /** The wait before the first retry; it doubles with every further attempt (capped at an hour). */
  retrySeconds: number;
  /** How often an instance looks for due messages. */
  intervalMs: number;
  /** How long a claimed message is an instance's own; past it (the instance died mid-send) another may take it. */
  leaseSeconds: number;
  /** Messages claimed at once (sent in parallel). */
  batchSize: number;
}

/** Outside production only: demo and test data are not worth a secret. */
const DEVELOPMENT_PAY_PASSWORD_KEY = 'development-only-pay-password-key-not-for-production';

export interface RateProviderConfig {
  /** Answers { base: 'USD', rates: { GBP, EUR, JPY, CNY } } (the shape of Open Exchange Rates and its peers). */
  url: string;
  /** Sent as "Authorization: Token <key>", never in the URL (which may be logged). */
  key: string | null;
  intervalMinutes: number;
  allowHttp: boolean;
}

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
  if (production && !e.PAY_PASSWORD_KEY) {
    throw new ConfigError('PAY_PASSWORD_KEY is required with NODE_ENV=production: 32 or more random characters, the same on every instance and kept outside the database (for example: openssl rand -hex 32). It keys the payment passwords\' hash; losing it means every buyer sets a new payment password.');
  }
  const { delivery, warnings } = deliveryConfig(e, production, demo);
  return {
    production,
    demo,
    demoExplicit: e.DEMO === true,
    paymentGateway: gateway === 'sandbox' ? 'sandbox' : null,
    port: e.PORT,
    host,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    embeddedDatabase: e.EMBEDDED_DATABASE,
    logLevel: e.LOG_LEVEL,
    sessionTtlHours: e.SESSION_TTL_HOURS,
    sessionCacheMs: e.SESSION_CACHE_MS,
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
    rateProvider: rateProviderConfig(e),
    payPasswordKeys: { current: e.PAY_PASSWORD_KEY ?? DEVELOPMENT_PAY_PASSWORD_KEY, previous: e.PAY_PASSWORD_KEY_PREVIOUS ?? null },
    delivery,
    pdf: { cjkFont: e.PDF_CJK_FONT },
    warnings,
  };
}

function deliveryConfig(e: z.infer<typeof Env>, production: boolean, demo: boolean): { delivery: DeliveryConfig; warnings: string[] } {
  const warnings: string[] = [];
  let smtp: DeliveryConfig['smtp'] = null;
  if (e.SMTP_URL || e.SMTP_HOST) {
    if (e.SMTP_URL && e.SMTP_HOST) throw new ConfigError('Set SMTP_URL or SMTP_HOST (with SMTP_PORT, SMTP_USER, SMTP_PASS), not both.');
    if (!e.SMTP_FROM) throw new ConfigError('Email delivery needs SMTP_FROM, the sender address of every email (for example: "Wholesale marketplace <no-reply@example.com>").');
    const port = e.SMTP_PORT ?? (e.SMTP_SECURE ? 465 : 587);
    smtp = { url: e.SMTP_URL ?? null, host: e.SMTP_HOST ?? null, port, secure: e.SMTP_SECURE ?? port === 465, user: e.SMTP_USER ?? null, pass: e.SMTP_PASS ?? null, from: e.SMTP_FROM };
  }
  let sms: DeliveryConfig['sms'] = null;
  if (e.SMS_PROVIDER_URL || e.SMS_PROVIDER_KEY) {
    if (!e.SMS_PROVIDER_URL || !e.SMS_PROVIDER_KEY) throw new ConfigError('SMS delivery needs both SMS_PROVIDER_URL and SMS_PROVIDER_KEY.');
    sms = { url: e.SMS_PROVIDER_URL, key: e.SMS_PROVIDER_KEY };
  }
  const off = e.DELIVERY === 'off';
  const missing = [!sms && 'SMS (SMS_PROVIDER_URL, SMS_PROVIDER_KEY)', !smtp && 'email (SMTP_URL or SMTP_HOST, SMTP_FROM)'].filter((x): x is string => !!x);
  // A real installation without delivery cannot register anyone: codes would wait in the outbox forever.
  if (production && !off && missing.length > 0) {
    throw new ConfigError(`NODE_ENV=production needs outbound delivery, or nobody receives a verification code and nobody can register. Configure ${missing.join(' and ')}, or set DELIVERY=off to run without it knowingly.`);
  }
  if (!demo && (off || missing.length > 0)) {
    warnings.push(off ? 'DELIVERY=off: no SMS or email is sent; verification codes stay in the outbox_messages table.' : `No provider for ${missing.join(' or ')}: those messages are not sent and wait in the outbox_messages table.`);
  }
  return {
    delivery: {
      smtp: off ? null : smtp,
      sms: off ? null : sms,
      maxAttempts: e.DELIVERY_MAX_ATTEMPTS,
      retrySeconds: e.DELIVERY_RETRY_SECONDS,
      intervalMs: e.DELIVERY_INTERVAL_MS,
      leaseSeconds: 120,
      batchSize: 10,
    },
    warnings,
  };
}

function rateProviderConfig(e: z.infer<typeof Env>): Config['rateProvider'] {
  if (!e.RATE_PROVIDER_URL) return null;
  if (!e.RATE_PROVIDER_URL.startsWith('https://') && !e.RATE_PROVIDER_ALLOW_HTTP) {
    throw new ConfigError('RATE_PROVIDER_URL must be an https:// URL (set RATE_PROVIDER_ALLOW_HTTP=true only for a local stand-in).');
  }
  return { url: e.RATE_PROVIDER_URL, key: e.RATE_PROVIDER_KEY ?? null, intervalMinutes: e.RATE_REFRESH_MINUTES, allowHttp: e.RATE_PROVIDER_ALLOW_HTTP };
}

function s3Config(e: z.infer<typeof Env>): Config['s3'] {
  if (!e.S3_ENDPOINT && !e.S3_BUCKET) return null;
  if (!e.S3_ENDPOINT || !e.S3_BUCKET || !e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY) {
    throw new Error('S3 storage needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  return { endpoint: e.S3_ENDPOINT.replace(/\/+$/, ''), bucket: e.S3_BUCKET, region: e.S3_REGION, accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY };
}
