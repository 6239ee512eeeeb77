import { afterAll, beforeAll, describe, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { checkSearchPlans } from '../../../test/search-plan';

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
});
