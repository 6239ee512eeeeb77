import type { GoodsSort } from '@wm/contracts';
import { expect } from 'vitest';
import type { Database } from '../src/db/client';
import { catalogRepository as repo, readInWindows } from '../src/modules/catalog/catalog.repository';
import { parseKeyword } from '../src/modules/catalog/search';

/**
 * Checks catalogRepository.searchPage against the plain list queries (pageGoods, countGoods), whatever
 * plan it picks: the same cards in the same order, and a total that is the count up to `cap`, or `cap + 1`
 * when there are more (or when the statistics call the search common and its walk fills the page: it is
 * then not counted). With caps from 1 to 1000 on the demo's goods, every path is taken: matches ranked
 * from the GIN indexes, more than the cap (ranked by a walk or in windows after them), common by estimate
 * (a walk or windows with a budget), and common by estimate but not in fact (the budget runs out, the
 * matches are taken after all).
 * A test of the plans' answers; their speed is bench/search-1m.ts's.
 */

export async function checkSearchPlans(database: Database) {
  const paths = new Set<string>();
  const keywords = ['sofa', 'walnut coffee', 'ST1003-00', 'zzqxv', '沙发', '灯', '三人位', '材质', '产品尺寸', 'ソファ', 'lamp 灯'];
  const sorts: GoodsSort[] = ['newest', 'priceAsc', 'priceDesc', 'sales'];
  for (const keyword of keywords)
    for (const cap of [1, 5, 20, 1000])
      for (const sort of sorts)
        for (const [limit, offset] of [[10, 0], [10, 20], [7, 35]] as const) {
          const filter = { search: parseKeyword(keyword) };
          const label = JSON.stringify({ keyword, cap, sort, limit, offset });
          // Windows of a few goods, cut before the end of a list of a few hundred, and no walk where a window will do.
          const found = await repo.searchPage(database.db, 'en', filter, sort, limit, offset, cap, { tuning: { shallowWalk: 0, walkPerMatch: 0, windowMargin: 0.25 } });
          const [expected, count] = await Promise.all([repo.pageGoods(database.db, 'en', filter, sort, limit, offset), repo.countGoods(database.db, filter, 100_000)]);
          expect(found.rows.map((r) => r.id), label).toEqual(expected.map((r) => r.id));
          const path = found.steps.join(' > ');
          paths.add(path);
          if (path === 'common: walk' || path === 'common: window') expect(found.total, label).toBe(cap + 1);
          else expect(found.total, `${label} ${path}`).toBe(Math.min(count, cap + 1));
          if (/matches > (walk|window)$/.test(path)) expect(count, label).toBeGreaterThan(cap);
          if (found.total > cap) {
            // Found above the cap before (the caller kept its count): the page from the list's order at once, the same goods.
            const again = await repo.searchPage(database.db, 'en', filter, sort, limit, offset, cap, { counted: found.total, tuning: { shallowWalk: 0, walkPerMatch: 0, windowMargin: 0.25 } });
            expect(again.rows.map((r) => r.id), `${label} counted`).toEqual(expected.map((r) => r.id));
            expect(again.total, label).toBe(cap + 1);
            expect(again.steps, label).toEqual([readInWindows(sort) ? 'window' : 'walk']);
          }
        }
  // ('common: walk > matches', the budget running out on a search counted within the cap, is the same code as 'matches'.)
  const taken = ['matches', 'matches > walk', 'matches > window', 'common: walk', 'common: window', 'common: walk > matches > walk', 'common: window > matches > window'];
  for (const path of taken)
    expect(paths.has(path), `${path} is taken (taken: ${[...paths].join(', ')})`).toBe(true);
}
