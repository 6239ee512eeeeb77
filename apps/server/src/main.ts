import { ConfigError, isLoopback, loadConfig } from './config';

/** The fingerprint of the sources this bundle was built from (scripts/build-server.mjs); not defined when run from the sources. */
declare const SERVER_BUILD: string | undefined;

const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`\n  Refusing to start: ${error.message}\n`);
    process.exit(1);
  }
})();
// The database opens (the embedded one in a thread of its own, ~1 s) while the app's code loads and
// the app is built: the modules are imported here, not above, so that its thread starts first.
const opening = import('./db/client').then(({ openPglite, openPostgres }) =>
  config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(config.dataDir, config.embeddedDatabase, { whileOpening: true }),
);
opening.catch(() => {}); // awaited below, after the app's code: not an unhandled rejection meanwhile
const [{ buildApp }, { DEMO_ACCOUNTS, DEMO_PASSWORD, seedOnStart }] = await Promise.all([import('./app'), import('./db/seed')]);
const database = await opening;
// Instances started together take turns (an advisory lock on PostgreSQL): one migrates and seeds, the others then find it done.
// Meanwhile this one builds its app, which sends the database nothing (app-build.test.ts).
const prepared = database.exclusive(async () => {
  await database.migrate();
  return seedOnStart(database, { demo: config.demo, build: typeof SERVER_BUILD === 'string' ? SERVER_BUILD : null });
});
prepared.catch(() => {}); // awaited just below
const app = await buildApp({ config, database });
const finishSeeding = await prepared;
await database.exclusive(() => finishSeeding(app));
await app.listen({ port: config.port, host: config.host });

const url = `http://localhost:${config.port}`;
const lines = [
  '',
  `  Wholesale marketplace is running at ${url}`,
  `  database: ${database.kind === 'pglite' ? `embedded (${config.dataDir}, ${config.embeddedDatabase === 'worker' ? 'in a worker thread' : 'in-process'})` : 'PostgreSQL'}`,
  `  API docs: ${url}/api/docs`,
  `  online payments (card, Alipay, WeChat): ${config.paymentGateway ?? 'off (no gateway configured)'}`,
  `  SMS: ${config.delivery.sms ? 'sent through SMS_PROVIDER_URL' : 'not sent (no provider)'}; email: ${config.delivery.smtp ? 'sent through SMTP' : 'not sent (no SMTP server)'}`,
];
for (const warning of config.warnings) lines.push(`  WARNING: ${warning}`);
if (config.demo) {
  const bar = '  ' + '!'.repeat(78);
  lines.push(
    bar,
    '  DEMO MODE: demo accounts with a published password, SMS and email codes readable by anyone',
    '  at /api/dev/outbox, and the sandbox payment gateway that credits any payment. Not for real use:',
    '  set NODE_ENV=production for a real installation (README, "Run in production").',
    isLoopback(config.host)
      ? `  It listens on ${config.host} only: other machines cannot reach it.`
      : `  It listens on ${config.host}, asked for with DEMO=true: ANYONE WHO REACHES THIS ADDRESS CAN TAKE OVER THE DEMO ACCOUNTS.`,
    bar,
  );
  lines.push(`  demo accounts (password ${DEMO_PASSWORD}):`);
  for (const a of DEMO_ACCOUNTS) lines.push(`    ${a.mobile}  ${a.label}`);
  lines.push(`  SMS and email codes: ${url}/api/dev/outbox?to=<mobile or email>`);
}
console.log(lines.join('\n') + '\n');

// Graceful shutdown: stop accepting (readiness turns 503), let requests in flight finish, stop
// the sweeper (its running pass ends first), then close the database. Stuck past 30 s, exit anyway.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error('shutdown did not finish in 30 s; exiting');
      process.exit(1);
    }, 30_000).unref();
    await app.close();
    await database.close();
    process.exit(0);
  });
}
