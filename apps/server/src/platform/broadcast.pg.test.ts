import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { LISTENER_NAME, openPostgres, rows, type Database } from '../db/client';
import { seedDemo } from '../db/seed';
import { call, DEMO, login, testConfig } from '../../test/helpers';
import { eventually } from '../../test/providers';
import { admin, freshDatabase } from '../../test/server-process';
import { createBroadcast, PAYLOAD_MAX, type Broadcast } from './broadcast';

// Instances on one PostgreSQL database tell each other what they keep in memory has changed
// (LISTEN / NOTIFY): two broadcasts on one database, then two apps whose lists are cached for ten minutes.
let database: { name: string; url: string; drop(): Promise<void> };
const pools: Database[] = [];
const closing: (() => Promise<void>)[] = [];
const log = { warn: () => undefined, error: () => undefined };

beforeAll(async () => {
  database = await freshDatabase('wm_broadcast');
});

afterAll(async () => {
  for (const close of closing.reverse()) await close();
  for (const pool of pools) await pool.close();
  await database.drop();
});

function pool(): Database {
  const opened = openPostgres(database.url, 5);
  pools.push(opened);
  return opened;
}

/** A broadcast on a pool of its own, and what its subscriber of topic 'x' heard. */
function instance() {
  const db = pool();
  const broadcast: Broadcast = createBroadcast(db, log, { retry: { firstMs: 50, mostMs: 200 } });
  closing.push(() => broadcast.close());
  const heard: unknown[] = [];
  let gaps = 0;
  broadcast.subscribe('x', { message: (m) => void heard.push(m), gap: () => void gaps++ });
  return { db, broadcast, heard, gaps: () => gaps };
}

/** Waits up to `ms` until `done` answers true. */
const until = (done: () => boolean | Promise<boolean>, what: string, ms = 5_000) => eventually(async () => ((await done()) ? true : undefined), ms, what);

const listeners = (query: string) => admin((c) => c.query(`${query} from pg_stat_activity where application_name = $1 and datname = $2`, [LISTENER_NAME, database.name]));
/** `n` connections listening: a message sent now is heard. */
const listening = (n: number) => until(async () => (await listeners('select count(*)::int as n')).rows[0].n === n, `${n} listening`);
/** The listening connections cut, as a restart of the database or an operator would. */
const cutListeners = () => listeners('select pg_terminate_backend(pid)');

describe('the broadcast between instances', () => {
  it('tells the others, itself only for a transaction once it commits, nobody for one rolled back, and says so after a lost connection', async () => {
    const a = instance();
    const b = instance();
    await listening(2);

    // Told to the other, not to itself.
    await a.broadcast.publish('x', { n: 1 });
    await until(() => b.heard.length === 1, 'b hears 1');
    expect(b.heard).toEqual([{ n: 1 }]);
    // A topic nobody subscribes to is heard by nobody; notifications arrive in order, so the marker after it shows it was not.
    await a.broadcast.publish('y', { n: 2 });
    await a.broadcast.publish('x', { marker: 1 });
    await until(() => b.heard.length === 2, 'b hears the marker');
    expect(b.heard).toEqual([{ n: 1 }, { marker: 1 }]);
    expect(a.heard).toEqual([]);

    // On a transaction rolled back: nobody hears it.
    await expect(
      a.db.db.transaction(async (tx) => {
        await a.broadcast.publish('x', { n: 3 }, { on: tx });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    // On a transaction: not before it commits; then the sender hears it too.
    let heardBeforeCommit = -1;
    await a.db.db.transaction(async (tx) => {
      await a.broadcast.publish('x', { n: 4 }, { on: tx });
      await new Promise((resolve) => setTimeout(resolve, 300));
      heardBeforeCommit = b.heard.length;
    });
    await until(() => b.heard.length === 3 && a.heard.length === 1, 'both hear 4');
    expect(heardBeforeCommit).toBe(2);
    expect(b.heard).toEqual([{ n: 1 }, { marker: 1 }, { n: 4 }]);
    expect(a.heard).toEqual([{ n: 4 }]);

    // Too long for a notification: refused, not cut.
    await expect(a.broadcast.publish('x', { text: 'x'.repeat(PAYLOAD_MAX) })).rejects.toThrow(/too long/);
    // ... or, where the sender says what instead, that is sent.
    await a.broadcast.publish('x', { text: 'x'.repeat(PAYLOAD_MAX) }, { orElse: { all: true } });
    await until(() => b.heard.length === 4, 'b hears the shorter message');
    expect(b.heard.at(-1)).toEqual({ all: true });

    // The listening connections are cut (a restart of the database, an operator): each listens again and tells its subscribers they may have missed messages.
    expect([a.gaps(), b.gaps()]).toEqual([0, 0]);
    await cutListeners();
    await until(() => a.gaps() === 1 && b.gaps() === 1, 'both told of the gap');
    await listening(2);
    await b.broadcast.publish('x', { n: 5 });
    await until(() => a.heard.length === 2, 'a hears 5');
    expect(a.heard).toEqual([{ n: 4 }, { n: 5 }]);
    await a.broadcast.close();
    await b.broadcast.close();
    await listening(0);
  });
});

describe('two apps on one PostgreSQL database, lists cached for ten minutes', () => {
  const apps: App[] = [];

  beforeAll(async () => {
    const first = pool();
    await first.migrate();
    await seedDemo(first);
    for (const db of [first, pool()]) {
      const app = await buildApp({ config: testConfig({ catalogCacheTtlSeconds: 600 }), database: db, logger: false });
      await app.ready();
      apps.push(app);
      closing.push(() => app.close());
    }
    await listening(2);
  });

  it("show a seller's change made on the other at once", async () => {
    const [a, b] = apps as [App, App];
    const seller = await login(a, DEMO.seller);
    const [store] = await rows<{ id: number; goodsId: number }>(
      pools[2]!.db,
      sql`select s.id, (select g.id from goods g where g.store_id = s.id and g.status = 'onSale' order by g.id limit 1) as "goodsId"
          from stores s join users u on u.id = s.owner_user_id where u.mobile = ${`+86${DEMO.seller}`}`,
    );
    const storeGoods = async () => (await call(b, 'POST', '/api/v2/goods/list', { body: { storeId: store!.id, pageIndex: 1, pageSize: 100 } })).body.data;
    // Read on b (and so kept there for ten minutes).
    const before = await storeGoods();
    expect(before.list.map((g: { goodsId: number }) => g.goodsId)).toContain(store!.goodsId);
    expect((await call(b, 'GET', `/api/v2/goods/${store!.goodsId}`)).body.data.status).toBe('onSale');

    // Pulled off on a: b's list and page say so at once.
    expect((await call(a, 'POST', `/api/v2/seller/goods/${store!.goodsId}/pull-off`, { token: seller })).statusCode).toBe(200);
    // (Its count may lag its list for the moment b reads the goods again: both are waited for.)
    const shows = async (listed: boolean, total: number) => {
      const page = await storeGoods();
      return (page.list as { goodsId: number }[]).some((g) => g.goodsId === store!.goodsId) === listed && page.total === total;
    };
    const pulledAt = performance.now();
    await until(() => shows(false, before.total - 1), "b's list without the goods");
    console.log(`[broadcast] b's list and count without the goods ${Math.round(performance.now() - pulledAt)} ms after a answered`);
    // Its page stays, pulled off shelves (it cannot be bought).
    expect((await call(b, 'GET', `/api/v2/goods/${store!.goodsId}`)).body.data.status).toBe('offShelves');

    // Put on sale again on a: back on b.
    expect((await call(a, 'POST', `/api/v2/seller/goods/${store!.goodsId}/shelve`, { token: seller })).statusCode).toBe(200);
    await until(() => shows(true, before.total), "b's list with the goods again");
  });

  it('say on /metrics whether they listen, and how often they listened again after a break', async () => {
    const metric = async (app: App, name: string) => {
      const text = (await app.inject({ method: 'GET', url: '/metrics' })).body;
      const line = text.split('\n').find((l) => l.startsWith(`${name} `));
      return line === undefined ? undefined : Number(line.split(' ')[1]);
    };
    for (const app of apps) {
      expect(await metric(app, 'wm_broadcast_listening')).toBe(1);
      expect(await metric(app, 'wm_broadcast_reopened_total')).toBe(0);
    }
    await cutListeners();
    for (const app of apps) await until(async () => (await metric(app, 'wm_broadcast_reopened_total')) === 1, 'listening again');
    for (const app of apps) expect(await metric(app, 'wm_broadcast_listening')).toBe(1);
    await listening(2);
  });
});
