import { buildApp } from './app';
import { loadConfig } from './config';
import { openPglite, openPostgres } from './db/client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo, seedDemoServices, seedReference } from './db/seed';

const config = loadConfig();
const database = config.databaseUrl ? openPostgres(config.databaseUrl) : await openPglite(config.dataDir);
await database.migrate();
if (config.demo) await seedDemo(database);
else await seedReference(database);

const app = await buildApp({ config, database });
if (config.demo) await seedDemoServices(app, database);
await app.listen({ port: config.port, host: config.host });

const url = `http://localhost:${config.port}`;
const lines = [
  '',
  `  Wholesale marketplace is running at ${url}`,
  `  database: ${database.kind === 'pglite' ? `embedded (${config.dataDir})` : 'PostgreSQL'}`,
  `  API docs: ${url}/api/docs`,
];
if (config.demo) {
  lines.push(`  demo accounts (password ${DEMO_PASSWORD}):`);
  for (const a of DEMO_ACCOUNTS) lines.push(`    ${a.mobile}  ${a.label}`);
  lines.push(`  SMS and email codes: ${url}/api/dev/outbox?to=<mobile or email>`);
}
console.log(lines.join('\n') + '\n');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
}
