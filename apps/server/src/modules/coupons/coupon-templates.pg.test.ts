import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client';
import { bulkBuyers } from '../../../test/buyers';
import { call, createPgTestApp, DEMO, login, type Answer, type TestApp } from '../../../test/helpers';

// Real PostgreSQL with a pool of connections: a template's quantity and its per-buyer limit must
// hold when many claims arrive at once, and the console's counts must agree with the coupons held.
let t: TestApp;
let operator: string;
beforeAll(async () => {
  t = await createPgTestApp();
  operator = await login(t.app, DEMO.operator);
});
afterAll(() => t?.close());

const codes = (answers: Answer[]) => {
  const counts: Record<string, number> = {};
  for (const a of answers) {
    const key = a.statusCode === 200 ? 'ok' : String(a.body.data?.code ?? a.statusCode);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
};

async function published(quantity: number, perUserLimit: number) {
  const created = await call(t.app, 'POST', '/api/v2/admin/coupon-templates', {
    token: operator,
    body: {
      name: { en: 'Flash coupon', zh: '限时券', ja: '限定クーポン' },
      threshold: 50,
      reduction: 5,
      scope: 'all',
      validFrom: new Date(Date.now() - 60_000).toISOString(),
      validTo: new Date(Date.now() + 86_400_000).toISOString(),
      quantity,
      perUserLimit,
    },
  });
  const id = created.body.data.templateId as number;
  expect((await call(t.app, 'POST', `/api/v2/admin/coupon-templates/${id}/publish`, { token: operator })).statusCode).toBe(200);
  return id;
}
const claim = (token: string, id: number) => call(t.app, 'POST', `/api/v2/coupon/${id}/claim`, { token });
const held = async (id: number) =>
  (await rows<{ coupons: number; claimed: number; buyers: number }>(
    t.database.db,
    sql`select (select count(*)::int from user_coupons where template_id = ${id}) as coupons, (select claimed_qty from coupon_templates where id = ${id}) as claimed,
               (select count(distinct user_id)::int from user_coupons where template_id = ${id}) as buyers`,
  ))[0]!;

describe('coupon claims on PostgreSQL', () => {
  it('200 buyers claim a template of 50 at once: exactly 50 coupons, the rest a clean sold out, no 5xx', async () => {
    const id = await published(50, 1);
    const buyers = await bulkBuyers(t.app, t.database, 200);
    const answers = await Promise.all(buyers.map((b) => claim(b.token, id)));
    expect(codes(answers)).toEqual({ ok: 50, COUPON_SOLD_OUT: 150 });
    expect(await held(id)).toEqual({ coupons: 50, claimed: 50, buyers: 50 });
    const console = (await call(t.app, 'GET', `/api/v2/admin/coupon-templates/${id}`, { token: operator })).body.data;
    expect(console).toMatchObject({ quantity: 50, claimed: 50 });
    expect((await call(t.app, 'GET', `/api/v2/admin/coupon-templates/${id}/claims`, { token: operator })).body.data.total).toBe(50);
  });

  it('20 buyers each claim 5 times at once under a limit of 3 and a quantity of 40: 3 each until none is left, never more', async () => {
    const id = await published(40, 3);
    const buyers = await bulkBuyers(t.app, t.database, 20);
    const answers = await Promise.all(buyers.flatMap((b) => Array.from({ length: 5 }, () => claim(b.token, id))));
    const result = codes(answers);
    expect(result.ok).toBe(40);
    expect((result.ok ?? 0) + (result.COUPON_LIMIT_REACHED ?? 0) + (result.COUPON_SOLD_OUT ?? 0)).toBe(100);
    expect(await held(id)).toMatchObject({ coupons: 40, claimed: 40 });
    const perBuyer = await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from user_coupons where template_id = ${id} group by user_id`);
    expect(Math.max(...perBuyer.map((r) => r.n))).toBeLessThanOrEqual(3);
  });
});
