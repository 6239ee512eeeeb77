// The import rules (scripts/boundaries.ts, a step of `npm test`) run on small made-up trees:
// each rule must find the break it is there for, and a tree that keeps the rules must pass.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkBoundaries, EXCEPTIONS } from '../../../../scripts/boundaries';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Writes a tree of files (path -> source) into a fresh folder and checks it with the repository's rules. */
async function check(files: Record<string, string>, exceptions: typeof EXCEPTIONS = []) {
  const baseDir = mkdtempSync(join(tmpdir(), 'boundaries-'));
  dirs.push(baseDir);
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(baseDir, path)), { recursive: true });
    writeFileSync(join(baseDir, path), source);
  }
  const { violations } = await checkBoundaries({ baseDir, roots: ['apps'], exceptions });
  return violations.map((v) => `${v.rule}: ${v.from} -> ${v.to}`).sort();
}

const M = 'apps/server/src/modules';
const F = 'apps/web/src/features';

/** Two modules, orders using stock through its service and naming its table for a foreign key. */
const clean = {
  [`${M}/stock/stock.tables.ts`]: `export const stock = { id: 1 };\n`,
  [`${M}/stock/stock.repository.ts`]: `import { stock } from './stock.tables';\nexport const stockRepository = { find: () => stock };\n`,
  [`${M}/stock/stock.service.ts`]: `import { stockRepository } from './stock.repository';\nexport interface StockService { take(n: number): void }\nexport const create = () => stockRepository.find();\n`,
  [`${M}/orders/orders.tables.ts`]: `import { stock } from '../stock/stock.tables';\nexport const orders = { stockId: stock.id };\n`,
  [`${M}/orders/orders.service.ts`]: `import type { StockService } from '../stock/stock.service';\nimport { orders } from './orders.tables';\nexport const place = (s: StockService) => s.take(orders.stockId);\n`,
  [`${F}/cart/cart-page.tsx`]: `import { price } from '../../lib/money';\nexport const CartPage = () => <div className="cart">{price(1)}</div>;\n`,
  [`apps/web/src/lib/money.ts`]: `export const price = (n: number) => n.toFixed(2);\n`,
  [`apps/web/src/app/checkout.tsx`]: `import { CartPage } from '../features/cart/cart-page';\nimport { List } from '../features/orders/list';\nexport const Checkout = () => <><CartPage /><List /></>;\n`,
  [`${F}/orders/list.tsx`]: `export const List = () => <ul />;\n`,
};

describe('import boundaries', () => {
  it('a tree that keeps the rules passes (services, tables for foreign keys, lib, app composing features)', async () => {
    expect(await check(clean)).toEqual([]);
  });

  it('finds a cycle, made of a type-only import on one side', async () => {
    const found = await check({
      ...clean,
      [`${M}/stock/stock.service.ts`]: `import type { Order } from '../orders/orders.service';\nexport interface StockService { take(n: number): Order }\n`,
      [`${M}/orders/orders.service.ts`]: `import type { StockService } from '../stock/stock.service';\nexport interface Order { s: StockService }\n`,
    });
    expect(found).toContain(`no-circular: ${M}/orders/orders.service.ts -> ${M}/stock/stock.service.ts`);
    expect(found).toContain('no-module-cycle: server:orders -> server:stock');
  });

  it('finds a cycle between modules that no file cycle shows', async () => {
    const found = await check({
      ...clean,
      [`${M}/stock/stock.service.ts`]: `import { orderCount } from '../orders/orders.repository';\nexport interface StockService { take(n: number): void }\nexport const count = orderCount;\n`,
      [`${M}/orders/orders.repository.ts`]: `export const orderCount = () => 0;\n`,
    });
    expect(found).toEqual(['no-module-cycle: server:orders -> server:stock']);
  });

  it("finds a module reading another module's table, route or seed", async () => {
    const found = await check({
      ...clean,
      [`${M}/orders/orders.repository.ts`]: `import { stock } from '../stock/stock.tables';\nexport const join = () => stock;\n`,
      [`${M}/orders/orders.routes.ts`]: `import { seed } from '../stock/stock.seed';\nexport const routes = seed;\n`,
      [`${M}/stock/stock.seed.ts`]: `export const seed = 1;\n`,
    });
    expect(found).toEqual([
      `server-module-private: ${M}/orders/orders.repository.ts -> ${M}/stock/stock.tables.ts`,
      `server-module-private: ${M}/orders/orders.routes.ts -> ${M}/stock/stock.seed.ts`,
    ].sort());
  });

  it('finds a tables file using more than tables, a module using the app, and platform using a module', async () => {
    const found = await check({
      ...clean,
      [`${M}/orders/orders.tables.ts`]: `import { create } from '../stock/stock.service';\nexport const orders = { stockId: create().id };\n`,
      [`${M}/stock/stock.repository.ts`]: `import type { App } from '../../app';\nimport { stock } from './stock.tables';\nexport const stockRepository = { find: (_: App) => stock };\n`,
      'apps/server/src/app.ts': `export interface App { name: string }\n`,
      'apps/server/src/platform/http.ts': `import { place } from '../modules/orders/orders.service';\nexport const bind = place;\n`,
    });
    expect(found).toEqual([
      `server-tables-reference-tables: ${M}/orders/orders.tables.ts -> ${M}/stock/stock.service.ts`,
      `server-module-layers: ${M}/stock/stock.repository.ts -> apps/server/src/app.ts`,
      `server-platform-below-modules: apps/server/src/platform/http.ts -> ${M}/orders/orders.service.ts`,
    ].sort());
  });

  it('finds a web feature importing another (from a .tsx page), and lib importing a feature', async () => {
    const found = await check({
      ...clean,
      [`${F}/cart/cart-page.tsx`]: `import { List } from '../orders/list';\nexport const CartPage = () => <section><List /></section>;\n`,
      'apps/web/src/lib/money.ts': `import { List } from '../features/orders/list';\nexport const price = (n: number) => String(List) + n;\n`,
    });
    expect(found).toEqual([
      `web-feature-independent: ${F}/cart/cart-page.tsx -> ${F}/orders/list.tsx`,
      `web-lib-below-features: apps/web/src/lib/money.ts -> ${F}/orders/list.tsx`,
    ].sort());
  });

  it('finds the web importing the server', async () => {
    const found = await check({ ...clean, [`${F}/orders/list.tsx`]: `import { place } from '../../../../server/src/modules/orders/orders.service';\nexport const List = () => <ul>{String(place)}</ul>;\n` });
    expect(found).toEqual([`apps-apart: ${F}/orders/list.tsx -> ${M}/orders/orders.service.ts`]);
  });

  it('lets a named exception through, and reports one that no longer matches', async () => {
    const broken = { ...clean, [`${M}/orders/orders.repository.ts`]: `import { stock } from '../stock/stock.tables';\nexport const join = () => stock;\n` };
    const exception = { rule: 'server-module-private', from: `${M}/orders/orders.repository.ts`, to: `${M}/stock/stock.tables.ts`, reason: 'test' };
    expect(await check(broken, [exception])).toEqual([]);
    expect(await check(clean, [exception])).toEqual([`stale-exception: ${M}/orders/orders.repository.ts -> ${M}/stock/stock.tables.ts (server-module-private): no longer needed, remove it from EXCEPTIONS`]);
  });

  it('every exception of the repository gives its reason', () => {
    for (const e of EXCEPTIONS) expect(e.reason.length, `${e.from} -> ${e.to}`).toBeGreaterThan(40);
  });
});
