/**
 * What one read costs the embedded database's thread, through the app's own bridge (the worker
 * thread as shipped): each statement is run by 16 callers at once for a few seconds, and the
 * figure is statements a second and the thread's time per statement. Without anything else
 * running, that is the ceiling the uncached goods list meets on this database (its page 1 is one
 * kept count and one page of 20 goods); a keyword search's page 1 is what one search costs it.
 *
 *   node --import tsx bench/embedded-reads.ts --data <dir> [--seconds 4]
 *
 * `<dir>` is a prepared data directory: `bench/goods-list.ts --only embedded --keep` prints where it
 * kept one (100,000 goods). Prints its figures; writes nothing.
 */
import { sql } from 'drizzle-orm';
import { openPglite, PREPARED, rows } from '../apps/server/src/db/client';
import { catalogRepository as repo } from '../apps/server/src/modules/catalog/catalog.repository';
import { parseKeyword } from '../apps/server/src/modules/catalog/search';
import { arg } from './cli';

const DATA = arg('data', '');
const SECONDS = Number(arg('seconds', '4'));
const CALLERS = 16;
if (!DATA) throw new Error('--data <dir>: a prepared data directory (bench/goods-list.ts --only embedded --keep)');

const database = await openPglite(DATA, 'worker');
const { db } = database;

async function rate(name: string, read: () => Promise<unknown>) {
  for (let i = 0; i < 300; i++) await read();
  let done = 0;
  const end = Date.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CALLERS }, async () => {
      while (Date.now() < end) {
        await read();
        done++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  console.log(`${name.padEnd(44)} ${String(Math.round(done / seconds)).padStart(6)} /s   ${((seconds * 1000) / done).toFixed(3)} ms each`);
}

console.log(`embedded reads, ${CALLERS} callers, ${SECONDS} s each, data ${DATA}`);
await rate('select 1, prepared', () => rows(db, sql`${PREPARED}select 1 as x`));
await rate('select 1, unnamed', () => rows(db, sql`select 1 as x`));
await rate('20 rows of a card, no table', () =>
  rows(
    db,
    sql`${PREPARED}select i as id, 'BX0001-0001' as "itemCode", 'A sofa of three seats in grey velvet' as name, '/api/v2/goods/image/1/1.svg' as image,
          3 as "storeId", 'ST1001' as "storeCode", 'A store' as "storeName", 5 as "categoryId", 'general' as "productType", 'platform' as "warehouseType",
          'onSale' as status, 'spot' as "priceMode", 12345::float8 as "priceMinCents", 23456::float8 as "priceMaxCents", null::float8 as "originalPriceCents",
          4 as available, 5 as sold, now() as "postedAt" from generate_series(1, 20) i`,
  ),
);
await rate('list count, all goods (kept counts)', () => repo.countGoods(db, {}, 10_000));
await rate('list page 1, newest, 20 goods', () => repo.pageGoods(db, 'en', {}, 'newest', 20, 0));
await rate('list count and page 1, one after the other', async () => {
  await repo.countGoods(db, {}, 10_000);
  await repo.pageGoods(db, 'en', {}, 'newest', 20, 0);
});
for (const keyword of ['sofa', '沙发', '三人位'])
  await rate(`search "${keyword}", page 1 and its count`, () => repo.searchPage(db, 'en', { search: parseKeyword(keyword) }, 'newest', 20, 0, 10_000));
await database.close();
