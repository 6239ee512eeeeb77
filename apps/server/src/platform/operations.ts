import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { translate } from '@wm/contracts';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { outboxMessages } from './platform.tables';

/** The process's own metrics (memory, CPU, event loop), collected once however many apps a process builds. */
const processRegistry = new Registry();
collectDefaultMetrics({ register: processRegistry, prefix: 'wm_' });

/** Prometheus metrics of one instance: requests per route, the database pool, sweeper runs. */
export function createMetrics(database: Database) {
  const registry = new Registry();
  const requests = new Histogram({
    name: 'wm_http_request_duration_seconds',
    help: 'HTTP requests by route pattern, method and status, with their duration',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const sweeps = new Counter({
    name: 'wm_sweeper_runs_total',
    help: 'Sweeper task runs by task and outcome',
    labelNames: ['task', 'outcome'] as const,
    registers: [registry],
  });
  const sweepSeconds = new Histogram({ name: 'wm_sweeper_run_duration_seconds', help: 'Sweeper task run durations', labelNames: ['task'] as const, registers: [registry] });
  new Gauge({
    name: 'wm_db_pool_connections',
    help: 'Database pool connections by state (PostgreSQL; the embedded database has one)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = database.poolStats?.() ?? { total: 1, idle: 0, waiting: 0 };
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  // The outbox: messages waiting to be sent (pending, or being sent) and the age of the oldest. Left
  // out of a scrape when the database does not answer (the other metrics still do).
  new Gauge({
    name: 'wm_outbox_messages',
    help: 'Outbound SMS and email not yet sent, by channel and status (pending: waiting or between retries; sending: claimed by an instance)',
    labelNames: ['channel', 'status'] as const,
    registers: [registry],
    async collect() {
      const rows = await outboxBacklog(database);
      this.reset();
      if (!rows) return;
      for (const channel of ['sms', 'email']) for (const status of ['pending', 'sending']) this.set({ channel, status }, 0);
      for (const r of rows.counts) this.set({ channel: r.channel, status: r.status }, r.n);
    },
  });
  new Gauge({
    name: 'wm_outbox_oldest_pending_seconds',
    help: 'Age of the oldest outbound message still pending (0 when none)',
    registers: [registry],
    async collect() {
      const rows = await outboxBacklog(database);
      this.reset();
      if (rows) this.set(rows.oldestSeconds);
    },
  });
  const deliveries = new Counter({
    name: 'wm_outbox_deliveries_total',
    help: 'Delivery attempts of this instance by channel and outcome (sent, retry, failed)',
    labelNames: ['channel', 'outcome'] as const,
    registers: [registry],
  });
  const stockReconciled = new Counter({
    name: 'wm_stock_reconciled_units_total',
    help:
      "Available units a stock move of this instance found held by no warehouse (missing: put in the store's default warehouse) or by warehouses beyond the goods' total (surplus: taken out). " +
      'Above 0 only when something wrote goods_stock past the stock service: an older release during a rolling deploy, a hand edit',
    labelNames: ['direction'] as const,
    registers: [registry],
  });
  // The broadcast between instances (platform/broadcast.ts), once the app has made it. PostgreSQL only: on the
  // embedded database there is nothing to listen to, and an unset gauge would read 0 (a lost connection).
  let broadcastListening = () => false;
  const broadcastRegisters = database.listen ? [registry] : [];
  new Gauge({
    name: 'wm_broadcast_listening',
    help: "Whether this instance listens for the other instances' changes (1), or its connection is being opened again (0)",
    registers: broadcastRegisters,
    collect() {
      this.set(broadcastListening() ? 1 : 0);
    },
  });
  const broadcastReopened = new Counter({
    name: 'wm_broadcast_reopened_total',
    help: 'Times this instance listened again after its connection broke (each time it read again everything it keeps of the catalogue: changes may have gone unheard)',
    registers: broadcastRegisters,
  });
  return {
    registry,
    watchBroadcast: (listening: () => boolean) => void (broadcastListening = listening),
    observeBroadcastReopened: () => broadcastReopened.inc(),
    observeStockReconciled: (units: number) => stockReconciled.inc({ direction: units > 0 ? 'missing' : 'surplus' }, Math.abs(units)),
    observeDelivery: (o: { channel: string; outcome: string }) => deliveries.inc({ channel: o.channel, outcome: o.outcome }),
    text: async () => `${await processRegistry.metrics()}\n${await registry.metrics()}`,
    observeRequest: (method: string, route: string, status: number, seconds: number) => requests.observe({ method, route, status: String(status) }, seconds),
    observeSweep: (task: string, ok: boolean, seconds: number) => {
      sweeps.inc({ task, outcome: ok ? 'ok' : 'failed' });
      sweepSeconds.observe({ task }, seconds);
    },
  };
}
export type Metrics = ReturnType<typeof createMetrics>;

/** One scrape reads the backlog once for both gauges (they collect one after the other). */
let backlogRead: { at: number; database: Database; value: Promise<Backlog | null> } | null = null;
type Backlog = { counts: { channel: string; status: string; n: number }[]; oldestSeconds: number };
function outboxBacklog(database: Database): Promise<Backlog | null> {
  if (backlogRead && backlogRead.database === database && Date.now() - backlogRead.at < 1000) return backlogRead.value;
  const value = (async () => {
    // Served by the partial indexes on pending and sending (sent and failed rows are never scanned).
    const counts = await database.db
      .select({ channel: outboxMessages.channel, status: outboxMessages.status, n: sql<number>`count(*)::int` })
      .from(outboxMessages)
      .where(inArray(outboxMessages.status, ['pending', 'sending']))
      .groupBy(outboxMessages.channel, outboxMessages.status);
    const [oldest] = await database.db
      .select({ seconds: sql<number>`coalesce(extract(epoch from now() - min(${outboxMessages.createdAt})), 0)::float8` })
      .from(outboxMessages)
      .where(eq(outboxMessages.status, 'pending'));
    return { counts, oldestSeconds: Number(oldest?.seconds ?? 0) };
  })().catch(() => null);
  backlogRead = { at: Date.now(), database, value };
  return value;
}

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Operations endpoints: liveness (/api/health/live: the process answers), readiness
 * (/api/health/ready: the database answers and the instance is not shutting down) and
 * /metrics. In production /metrics exists only with METRICS_TOKEN, and asks for it as a bearer token.
 */
export function registerOperations(app: FastifyInstance, options: { database: Database; metrics: Metrics; production: boolean; metricsToken: string | null; started: number }) {
  const { database, metrics } = options;
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });
  app.addHook('onResponse', async (req, reply) => {
    metrics.observeRequest(req.method, req.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
  });

  app.get('/api/health/live', async (req) => ({ status: 200, message: translate(req.lang, 'success'), data: { uptimeSeconds: Math.round((Date.now() - options.started) / 1000) } }));
  app.get('/api/health/ready', async (req, reply) => {
    const database_ = (await database.ping()) ? ('up' as const) : ('down' as const);
    const ready = database_ === 'up' && !draining;
    reply.code(ready ? 200 : 503).header('cache-control', 'no-store');
    return { status: ready ? 200 : 503, message: translate(req.lang, ready ? 'success' : 'health.notReady'), data: { ready, database: database_, draining } };
  });

  if (options.production && !options.metricsToken) return;
  app.get('/metrics', async (req, reply) => {
    if (options.metricsToken) {
      const given = req.headers.authorization?.replace(/^Bearer\s+/i, '') ?? '';
      if (!sameText(given, options.metricsToken)) return reply.code(401).send({ status: 401, message: translate(req.lang, 'UNAUTHORIZED'), data: { code: 'UNAUTHORIZED' } });
    }
    reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store');
    return metrics.text();
  });
}
