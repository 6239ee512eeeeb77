import { afterAll, beforeAll, describe, it } from 'vitest';
import { createPgTestApp, type TestApp } from '../../../test/helpers';
import { checkSearchPlans } from '../../../test/search-plan';

// search-plan.test.ts on PostgreSQL 15, whose planner and statistics are the ones a million goods meet.
let pg: TestApp;
beforeAll(async () => {
  pg = await createPgTestApp({ catalogCacheTtlSeconds: 0 });
});
afterAll(() => pg?.close());

describe('keyword search plans on PostgreSQL 15', () => {
  it('answer what the plain list queries answer, on every path, with the count capped', async () => {
    await checkSearchPlans(pg.database);
  });
});
