import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { checkSearchPlans } from '../../../test/search-plan';
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

  it("are picked from the planner's estimate of a search's matches, asked for once per search however it is paged or sorted, with the list cache off", async () => {
    const estimate = vi.spyOn(catalogRepository, 'estimateMatches');
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
      // Another search, or the same one with another filter, is planned for itself.
      await search({ keyword: '沙发' });
      await search({ keyword: 'sofa', inStock: true });
      expect(estimate).toHaveBeenCalledTimes(3);
    } finally {
      estimate.mockRestore();
    }
  });
});
