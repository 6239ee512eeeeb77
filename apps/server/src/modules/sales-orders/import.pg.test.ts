import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client';
import { createPgTestApp, type TestApp } from '../../../test/helpers';
import { bulkBuyers } from '../../../test/buyers';
import { csvOf, goodRow, postImport } from './import.test-support';

// Real PostgreSQL with a pool: the same file sent twice at once (a double click, a retry while the
// first is still running) makes each order once; the other import reports them as imported before.
// 600 orders: more than one transaction per import (they are made 500 to a transaction).
let t: TestApp;
beforeAll(async () => {
  t = await createPgTestApp();
});
afterAll(() => t?.close());

describe('sales-order import on PostgreSQL', () => {
  it('identical imports at once create each order once', async () => {
    const [buyer] = await bulkBuyers(t.app, t.database, 1);
    const codes = (await rows<{ itemCode: string }>(t.database.db, sql`select item_code as "itemCode" from goods order by id limit 2`)).map((r) => r.itemCode);
    const file = csvOf(Array.from({ length: 600 }, (_, i) => [goodRow(`RACE-${i}`, codes[0]!, 1, 1), goodRow(`RACE-${i}`, codes[1]!, 2, 2)]).flat());
    const answers = await Promise.all(Array.from({ length: 4 }, () => postImport(t.app, buyer!.token, file)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    const results = answers.map((a) => a.json().data as { created: string[]; goodOrders: number; problems: { row: number; column: string }[] });
    expect(results.reduce((n, r) => n + r.created.length, 0)).toBe(600);
    // Each answer accounts for every order: made by it, or refused as imported (before or meanwhile).
    for (const r of results) expect(r.created.length + new Set(r.problems.filter((p) => p.column === 'OrderId').map((p) => Math.floor((p.row - 3) / 2))).size).toBe(600);
    const [made] = await rows<{ orders: number; lines: number; distinct: number }>(
      t.database.db,
      sql`select count(*)::int as orders, (select count(*)::int from sales_order_lines l join sales_orders o on o.id = l.sales_order_id where o.buyer_user_id = ${buyer!.id}) as lines,
                 count(distinct buyer_order_no)::int as distinct
          from sales_orders where buyer_user_id = ${buyer!.id}`,
    );
    expect(made).toEqual({ orders: 600, lines: 1200, distinct: 600 });
  });
});
