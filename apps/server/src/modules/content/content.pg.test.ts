import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createPgTestApp, type TestApp } from '../../../test/helpers';
import { rows } from '../../db/client';
import { seedDemo } from '../../db/seed';

// Real PostgreSQL 15: the same migrations and seed, the driver's types, and instances that start together.
let t: TestApp;
beforeAll(async () => {
  t = await createPgTestApp();
});
afterAll(() => t?.close());

const counts = async () =>
  (
    await rows<Record<string, number>>(
      t.database.db,
      sql`select (select count(*) from product_categories)::int as categories, (select count(*) from articles)::int as articles,
                 (select count(*) from site_settings)::int as settings, (select count(*) from hot_search_words)::int as words,
                 (select count(*) from group_sites)::int as sites, (select count(*) from regions)::int as regions,
                 (select count(*) from exchange_rates)::int as rates`,
    )
  )[0]!;

describe('site content on PostgreSQL', () => {
  it('answers content, regions and rates with the same shapes and types', async () => {
    const tree = await call(t.app, 'GET', '/api/v2/website/GetCategoryTree', { lang: 'zh-CN' });
    expect(tree.body.data).toHaveLength(10);
    expect(tree.body.data[0].categoryName).toBe('家具');
    const rate = await call(t.app, 'GET', '/api/v1/changerate/latest-rate', { query: { fromCoin: 'USD', toCoin: 'JPY' } });
    expect(rate.body.data.rate).toBe(151.62); // numeric arrives as a number, not a string
    expect((await call(t.app, 'GET', '/api/v2/region/us/tree')).body.data).toHaveLength(51);
    const page = await call(t.app, 'POST', '/api/v2/website/GetArticlePage', { body: { pageSize: 5 } });
    expect(page.body.data).toMatchObject({ total: 17, pageSize: 5 });
    expect((await call(t.app, 'GET', '/api/v2/setting/operate-config')).body.data).toMatchObject({ minRechargeAmount: 10, withdrawFeeRate: 0.01 });
  });

  it('instances starting together seed the demo content exactly once', async () => {
    const seeded = await counts();
    await t.database.db.execute(sql`truncate articles, article_categories, product_categories, site_settings, hot_search_words, group_sites, website_config, operate_config, exchange_rates`);
    await t.database.db.execute(sql`delete from regions where level = 3 and key like 'US-%'`);
    await Promise.all(Array.from({ length: 4 }, () => seedDemo(t.database)));
    expect(await counts()).toEqual(seeded);
  });
});
