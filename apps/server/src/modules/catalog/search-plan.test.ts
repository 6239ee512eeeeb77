import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { checkSearchPlans } from '../../../test/search-plan';
import { GOODS_COUNT_CAP } from '@wm/contracts';
import { catalogRepository } from './catalog.repository';

// How a keyword search picks its plan and caps what it ranks and counts (catalogRepository.searchPage),
// on the embedded database; search-plan.pg.test.ts does the same on PostgreSQL.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ catalogCacheTtlSeconds: 0 });
});
afterAll(() => t.close());

describe('keyword search plans', () => {
  it('answer what the plain list queries answer, on every path, with the count capped', async () => {
    await checkSearchPlans(t.database);
  });

  it("are picked from the planner's estimates, kept a minute: a keyword's once however it is paged, sorted or filtered while it is within the cap, with the list cache off", async () => {
    const estimate = vi.spyOn(catalogRepository, 'estimateMatches');
    const listed = vi.spyOn(catalogRepository, 'estimateListed');
    const search = async (body: Record<string, unknown>) => {
      const response = await t.app.inject({ method: 'POST', url: '/api/v2/goods/list', payload: { pageIndex: 1, pageSize: 5, ...body } });
      expect(response.statusCode).toBe(200);
      return response.json().data as { total: number; list: { goodsId: number }[] };
    };
    try {
      const first = await search({ keyword: 'sofa' });
      expect(first.total).toBeGreaterThan(5);
      const second = await search({ keyword: 'sofa', pageIndex: 2 });
      expect(second.total).toBe(first.total);
      expect(second.list.some((card) => first.list.some((seen) => seen.goodsId === card.goodsId))).toBe(false);
      expect((await search({ keyword: 'sofa', sort: 'sales' })).total).toBe(first.total);
      expect(estimate).toHaveBeenCalledTimes(1);
      // A filter only narrows a search: the keyword's own estimate, within the cap, plans it too.
      const inStock = await search({ keyword: 'sofa', inStock: true });
      expect(inStock.total).toBeGreaterThan(0);
      expect(inStock.total).toBeLessThanOrEqual(first.total);
      expect(estimate).toHaveBeenCalledTimes(1);
      // Another keyword is planned for itself.
      await search({ keyword: '沙发' });
      expect(estimate).toHaveBeenCalledTimes(2);
      expect(estimate.mock.calls[1]![1]).toEqual({ search: expect.any(Array) });
      // A keyword above the cap on its own (as the statistics of a big catalogue call "sofa"): each
      // filter of it is estimated for itself, and a common search's depth in its list is asked once.
      estimate.mockResolvedValueOnce(GOODS_COUNT_CAP + 1);
      const lamp = await search({ keyword: 'lamp' });
      expect(estimate).toHaveBeenCalledTimes(2 + 1);
      expect(listed).toHaveBeenCalledTimes(1);
      expect((await search({ keyword: 'lamp', pageIndex: 2 })).total).toBe(lamp.total);
      expect(estimate).toHaveBeenCalledTimes(3);
      expect(listed).toHaveBeenCalledTimes(1);
      await search({ keyword: 'lamp', inStock: true });
      expect(estimate).toHaveBeenCalledTimes(4);
      expect(estimate.mock.calls[3]![1]).toMatchObject({ inStock: true, search: expect.any(Array) });
    } finally {
      estimate.mockRestore();
      listed.mockRestore();
    }
  });

  it('take a common search\'s plan at once, on its other pages and orders, for a search found above the cap that the planner called rarer, with the list cache off', async () => {
    const estimate = vi.spyOn(catalogRepository, 'estimateMatches').mockResolvedValue(100);
    const searchPage = vi.spyOn(catalogRepository, 'searchPage');
    const search = async (body: Record<string, unknown>) => {
      const response = await t.app.inject({ method: 'POST', url: '/api/v2/goods/list', payload: { pageIndex: 1, pageSize: 5, ...body } });
      expect(response.statusCode).toBe(200);
      return response.json().data as { total: number; totalCapped?: boolean };
    };
    try {
      // The planner says 100 matches ("椅" at a million goods: 3,705); the search finds more than the cap.
      searchPage.mockResolvedValueOnce({ rows: [], total: GOODS_COUNT_CAP + 1, steps: ['matches', 'window'] });
      expect(await search({ keyword: 'stool' })).toMatchObject({ total: GOODS_COUNT_CAP, totalCapped: true });
      expect(searchPage.mock.calls[0]![7]).toMatchObject({ estimated: 100 });
      // Its other pages and orders are planned from what it found, not read and counted again first.
      await search({ keyword: 'stool', pageIndex: 2 });
      await search({ keyword: 'stool', sort: 'sales' });
      expect(searchPage.mock.calls[1]![7]).toMatchObject({ estimated: GOODS_COUNT_CAP + 1 });
      expect(searchPage.mock.calls[2]![7]).toMatchObject({ estimated: GOODS_COUNT_CAP + 1 });
      // The same keyword under another filter, and another keyword, keep the planner's estimate.
      await search({ keyword: 'stool', inStock: true });
      await search({ keyword: 'bench' });
      expect(searchPage.mock.calls[3]![7]).toMatchObject({ estimated: 100 });
      expect(searchPage.mock.calls[4]![7]).toMatchObject({ estimated: 100 });
      // A search found within the cap changes nothing.
      expect(searchPage.mock.results[4]!.type).toBe('return');
      expect((await searchPage.mock.results[4]!.value).total).toBeLessThanOrEqual(GOODS_COUNT_CAP);
      await search({ keyword: 'bench', pageIndex: 2 });
      expect(searchPage.mock.calls[5]![7]).toMatchObject({ estimated: 100 });
    } finally {
      estimate.mockRestore();
      searchPage.mockRestore();
    }
  });

  it('answer a page past the last match from the count an earlier page of the same search found, with the list cache on', async () => {
    const cached = await createTestApp({ catalogCacheTtlSeconds: 60 });
    const searchPage = vi.spyOn(catalogRepository, 'searchPage');
    const estimate = vi.spyOn(catalogRepository, 'estimateMatches');
    // Without the listed set (listed-set.ts), which would answer a keyword asked again: the searches' own path.
    const listedFacts = vi.spyOn(catalogRepository, 'listedFacts').mockRejectedValue(new Error('no listed set in this test'));
    const search = async (body: Record<string, unknown>) => {
      const response = await cached.app.inject({ method: 'POST', url: '/api/v2/goods/list', payload: { pageIndex: 1, pageSize: 5, ...body } });
      expect(response.statusCode).toBe(200);
      return response.json().data as { total: number; list: { goodsId: number }[]; pageIndex: number };
    };
    try {
      // Never searched: a page past the end is read (and finds nothing).
      const unseen = await search({ keyword: 'lamp', pageIndex: 400 });
      expect(unseen.list).toEqual([]);
      expect(searchPage).toHaveBeenCalledTimes(1);
      const first = await search({ keyword: 'sofa' });
      expect(first.total).toBeGreaterThan(5);
      expect(first.total).toBeLessThan(5 * 50);
      expect(searchPage).toHaveBeenCalledTimes(2);
      // Past the last match, by the count page 1 found: no read, the same total.
      const past = await search({ keyword: 'sofa', pageIndex: 50 });
      expect(past).toMatchObject({ list: [], total: first.total, pageIndex: 50 });
      expect(searchPage).toHaveBeenCalledTimes(2);
      // The keyword asked again, for a page with matches or under another filter: from its match set (match-sets.ts), not searched.
      expect((await search({ keyword: 'sofa', pageIndex: 2 })).list.length).toBeGreaterThan(0);
      await search({ keyword: 'sofa', inStock: true, pageIndex: 50 });
      expect(searchPage).toHaveBeenCalledTimes(2);
      // A search found above the cap (as "table" at 100,000 goods, by its estimate too: no match set): its other pages are told so, and read without counting again.
      estimate.mockResolvedValueOnce(GOODS_COUNT_CAP + 1);
      searchPage.mockResolvedValueOnce({ rows: [], total: GOODS_COUNT_CAP + 1, steps: ['matches', 'window'] });
      expect(await search({ keyword: 'chair' })).toMatchObject({ total: GOODS_COUNT_CAP });
      expect(searchPage.mock.calls[2]![7]).toMatchObject({ counted: undefined });
      await search({ keyword: 'chair', pageIndex: 3 });
      expect(searchPage).toHaveBeenCalledTimes(4);
      expect(searchPage.mock.calls[3]![7]).toMatchObject({ counted: GOODS_COUNT_CAP + 1 });
    } finally {
      estimate.mockRestore();
      searchPage.mockRestore();
      listedFacts.mockRestore();
      await cached.close();
    }
  });
});
