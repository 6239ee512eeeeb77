import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../test/helpers';
import { codeFor, freePort, freshDatabase, onDatabase, ready, request, signIn, startServer, stopServer, TEST_APP_SECRET, type ServerProcess } from '../../test/server-process';
import { sandboxGateway } from '../platform/gateways/sandbox';

// docs/deploy.md, "Backups": the backup and the restore it describes, performed. A database with
// data made through the app is dumped with pg_dump -Fc while the app runs, restored with
// pg_restore into a new database, and an app started on the restored one finds everything and
// keeps working (its identity sequences came along: new rows do not collide with restored ones).
const run = promisify(execFile);
const servers: ServerProcess[] = [];
const drops: (() => Promise<void>)[] = [];
const dir = mkdtempSync(join(tmpdir(), 'wm-backup-'));
const PAY_PASSWORD = '246810';
const sandbox = sandboxGateway(TEST_APP_SECRET);
let keys = 0;
const key = () => `backup-${process.pid}-${++keys}`;

afterAll(async () => {
  await Promise.all(servers.map((s) => stopServer(s)));
  for (const drop of drops) await drop();
  rmSync(dir, { recursive: true, force: true });
});

/** A checkout of one goods, paid from the wallet: answers the order number. */
async function orderAndPay(base: string, token: string, goodsId: number, quantity: number): Promise<string> {
  const placed = await request(base, 'POST', '/api/v2/purchase-order/submit', { token, body: { goodsId, quantity }, headers: { 'idempotency-key': key() } });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const orderNo = placed.body.data.orderNos[0] as string;
  const paid = await request(base, 'POST', '/api/v2/pay/balance-pay', { token, body: { refs: [orderNo], payPassword: PAY_PASSWORD, declaration: true }, headers: { 'idempotency-key': key() } });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return orderNo;
}

describe('a pg_dump backup restored with pg_restore', () => {
  it('starts an app that signs in, shows the orders and the wallet, and takes new orders', { timeout: 600_000 }, async () => {
    const source = await freshDatabase('wm_backup_src');
    drops.push(source.drop);
    const original = startServer({ port: await freePort(), databaseUrl: source.url });
    servers.push(original);
    await ready(original);

    // Data made through the app, as a buyer makes it.
    const token = await signIn(original.base, DEMO.approvedBuyer, DEMO.password);
    const code = await codeFor(original.base, token, 'pay-password', DEMO.approvedBuyer);
    expect((await request(original.base, 'POST', '/api/v2/auth/pay-pwd', { token, body: { code, payPassword: PAY_PASSWORD, confirmPayPassword: PAY_PASSWORD } })).status).toBe(200);
    const recharge = await request(original.base, 'POST', '/api/v2/customer/customer-recharge', { token, body: { amount: 1000, payWay: 0 }, headers: { 'idempotency-key': key() } });
    expect(recharge.status).toBe(200);
    const note = sandbox.notification({ paymentNo: recharge.body.data.paymentNo, outcome: 'succeeded', amountCents: 1000_00, currency: 'USD' });
    expect((await request(original.base, 'POST', '/api/v2/pay/notify/sandbox', { rawBody: note.body, headers: note.headers })).status).toBe(200);
    const [goods] = await onDatabase(source.url, async (c) => (await c.query(`select g.id, g.moq from goods g join goods_stock s on s.goods_id = g.id where g.status = 'onSale' and s.available >= 50 and g.moq <= 3 order by g.id limit 1`)).rows);
    const orderNo = await orderAndPay(original.base, token, goods.id, goods.moq);
    const me = (await request(original.base, 'GET', '/api/v2/auth/user', { token })).body.data;
    const walletBefore = (await request(original.base, 'GET', `/api/v2/wallet/${me.customerid}`, { token })).body.data;
    const orderBefore = (await request(original.base, 'GET', `/api/v2/purchase-order/${orderNo}`, { token })).body.data;
    // Paid from the balance; an order to the buyer's warehouse inventory is completed at once.
    expect(orderBefore).toMatchObject({ status: 2, payWay: 5 });

    // The backup, taken while the app runs (pg_dump reads one consistent snapshot). The app's
    // sweeper keeps writing meanwhile (the demo's overdue after-sales are refunded on its first
    // pass, whenever that comes on a busy machine), so the source's counts are those of a dump
    // during which nothing changed: taken again until the counts before and after it agree.
    const count = (url: string) => onDatabase(url, async (c) => (await c.query(`select (select count(*) from users)::int as users, (select count(*) from purchase_orders)::int as orders, (select count(*) from wallet_ledger)::int as ledger`)).rows[0]);
    const file = join(dir, 'wholesale.dump');
    let sourceCounts: unknown = null;
    for (let attempt = 1; sourceCounts === null; attempt++) {
      const before = await count(source.url);
      await run('pg_dump', ['-Fc', '--no-owner', '-f', file, source.url]);
      if (JSON.stringify(await count(source.url)) === JSON.stringify(before)) sourceCounts = before;
      else if (attempt === 5) throw new Error('the source database kept changing during every dump');
    }
    expect(statSync(file).size).toBeGreaterThan(10_000);
    // The restore, into an empty database.
    const target = await freshDatabase('wm_backup_dst');
    drops.push(target.drop);
    await run('pg_restore', ['--no-owner', '--exit-on-error', '-d', target.url, file]);
    const restoredCounts = await count(target.url);
    expect(restoredCounts).toEqual(sourceCounts);

    // An app on the restored database: no migration left to run, nothing seeded twice.
    const restored = startServer({ port: await freePort(), databaseUrl: target.url });
    servers.push(restored);
    await ready(restored);
    expect(await count(target.url)).toEqual(restoredCounts);
    const again = await signIn(restored.base, DEMO.approvedBuyer, DEMO.password);
    // A session of the original is valid on the restored copy too (sessions are data).
    expect((await request(restored.base, 'GET', '/api/v2/auth/user', { token })).status).toBe(200);
    expect((await request(restored.base, 'GET', `/api/v2/purchase-order/${orderNo}`, { token: again })).body.data).toEqual(orderBefore);
    expect((await request(restored.base, 'GET', `/api/v2/wallet/${me.customerid}`, { token: again })).body.data).toEqual(walletBefore);
    // It keeps working: the payment password, the stock and the identity sequences came along.
    const next = await orderAndPay(restored.base, again, goods.id, goods.moq);
    expect(next).not.toBe(orderNo);
    const walletAfter = (await request(restored.base, 'GET', `/api/v2/wallet/${me.customerid}`, { token: again })).body.data;
    expect(walletAfter.balance).toBeCloseTo(walletBefore.balance - orderBefore.total, 2);
    const reconciled = await onDatabase(target.url, async (c) =>
      (
        await c.query(`select count(*)::int as n from wallets w where w.balance_cents <> (select coalesce(sum(amount_cents), 0) from wallet_ledger l where l.user_id = w.user_id and l.status = 'completion')`)
      ).rows[0].n,
    );
    expect(reconciled).toBe(0);
  });
});
