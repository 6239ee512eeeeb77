import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres, rows, type Database } from '../db/client';
import { couponTemplate, insertGoods, makeOverdue, stockOf } from '../modules/purchase-orders/orders.test-support';
import { codeFor, freePort, freshDatabase, ready, request, signIn, startServer, stopServer, TEST_APP_SECRET, type Reply, type ServerProcess } from '../../test/server-process';
import { sandboxGateway } from './gateways/sandbox';

// Issue 18, two instances on one PostgreSQL: two server processes started together on a fresh
// database, concurrent load split across both (checkouts on one hot SKU, balance payments of one
// buyer's orders with each key sent to both, one single-use coupon redeemed from both, both
// sweepers expiring the same overdue orders), and the same scenario on one instance alone: the
// numbers must be the same, and the exact ones.
const servers: ServerProcess[] = [];
const databases: { drop(): Promise<void>; pool: Database }[] = [];

afterAll(async () => {
  await Promise.all(servers.map((s) => stopServer(s)));
  for (const d of databases) {
    await d.pool.close();
    await d.drop();
  }
});

const PAY_PASSWORD = '246810';
const HOT_STOCK = 30;
const PRICE_CENTS = 10_00;
const sandbox = sandboxGateway(TEST_APP_SECRET);
let keys = 0;
const key = (kind: string) => `two-${kind}-${process.pid}-${++keys}`;

const codes = (answers: Reply[]) => {
  const counts: Record<string, number> = {};
  for (const a of answers) {
    const k = a.status === 200 ? 'ok' : String(a.body.data?.code ?? a.status);
    counts[k] = (counts[k] ?? 0) + 1;
  }
  return counts;
};

/** The metrics counter of finished passes of the sweeper task that expires unpaid orders. */
async function expiryPasses(base: string): Promise<number> {
  const text = await (await fetch(`${base}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith('wm_sweeper_runs_total{') && l.includes('task="expire-unpaid-orders"') && l.includes('outcome="ok"'));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

async function setUp(instances: number) {
  const database = await freshDatabase('wm_two');
  const pool = openPostgres(database.url, 5);
  databases.push({ drop: database.drop, pool });
  const started: ServerProcess[] = [];
  for (let i = 0; i < instances; i++) {
    // One buyer pays dozens of orders at once: the payment-password lockout (tested on its own)
    // counts attempts before they are checked, so it is set out of this load's way.
    const server = startServer({ port: await freePort(), databaseUrl: database.url, env: { LOGIN_MAX_FAILURES: '100000', IP_MAX_FAILURES: '100000' } });
    servers.push(server);
    started.push(server);
  }
  return { database: pool, servers: started };
}

/** The scenario, its requests spread over the given instances in turn; answers what it measured. */
async function scenario(bases: string[], database: Database) {
  const at = (i: number) => bases[i % bases.length]!;

  // A new buyer (an empty wallet) registers on one instance and is approved (as an operator's audit leaves it).
  const mobile = `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  expect((await request(at(0), 'GET', '/api/v2/auth/verifycode', { query: { mobile } })).status).toBe(200);
  const sent = (await request(at(1), 'GET', '/api/dev/outbox', { query: { to: mobile } })).body.data[0].body as string;
  const registered = await request(at(1), 'POST', '/api/v2/auth/register', { body: { mobile, code: sent.match(/\b(\d{6})\b/)![1], password: 'secret123', confirmPassword: 'secret123', agree: true } });
  expect(registered.status, JSON.stringify(registered.body)).toBe(200);
  await database.db.execute(sql`update users set audit_status = 2 where mobile = ${`+86${mobile}`}`);
  // Sign-in on one instance works on every other, both ways.
  const token = await signIn(at(0), mobile, 'secret123');
  const other = await signIn(at(bases.length - 1), mobile, 'secret123');
  for (const base of bases) {
    for (const t of [token, other]) expect((await request(base, 'GET', '/api/v2/auth/user', { token: t })).body.data.mobile).toBe(`+86${mobile}`);
  }
  const code = await codeFor(at(0), token, 'pay-password', mobile);
  expect((await request(at(1), 'POST', '/api/v2/auth/pay-pwd', { token, body: { code, payPassword: PAY_PASSWORD, confirmPayPassword: PAY_PASSWORD } })).status).toBe(200);

  // 1. 120 checkouts of one unit of a SKU with 30, split over the instances: exactly 30 orders.
  const hot = await insertGoods(database, { available: HOT_STOCK, priceCents: PRICE_CENTS });
  const submits = Array.from({ length: 120 }, () => key('submit'));
  const placed = await Promise.all(submits.map((k, i) => request(at(i), 'POST', '/api/v2/purchase-order/submit', { token, body: { goodsId: hot, quantity: 1 }, headers: { 'idempotency-key': k } })));
  const orderNos = placed.filter((a) => a.status === 200).map((a) => a.body.data.orderNos[0] as string);
  // Replays of the placed keys, each sent to the instance that did not place it, place nothing more.
  const replays = await Promise.all(
    placed.map((a, i) => (a.status === 200 ? request(at(i + 1), 'POST', '/api/v2/purchase-order/submit', { token, body: { goodsId: hot, quantity: 1 }, headers: { 'idempotency-key': submits[i]! } }) : undefined)),
  );
  replays.forEach((r, i) => r && expect(r.body.data.orderNos).toEqual(placed[i]!.body.data.orderNos));
  const hotOrders = (await rows<{ n: number }>(database.db, sql`select count(*)::int as n from purchase_order_items where goods_id = ${hot}`))[0]!.n;
  const afterCheckout = await stockOf(database, hot);

  // 2. The buyer's wallet is funded (recharge completed by the gateway) for 25 of the 30 orders,
  //    then each order's payment key is sent four times, twice to each instance, all at once.
  const me = (await request(at(0), 'GET', '/api/v2/auth/user', { token })).body.data;
  const balanceOf = async () => Math.round((await request(at(1), 'GET', `/api/v2/wallet/${me.customerid}`, { token })).body.data.available * 100);
  const startCents = await balanceOf();
  expect(startCents).toBe(0);
  const fundCents = 25 * PRICE_CENTS + PRICE_CENTS / 2;
  const recharge = await request(at(0), 'POST', '/api/v2/customer/customer-recharge', { token, body: { amount: fundCents / 100, payWay: 0 }, headers: { 'idempotency-key': key('fund') } });
  expect(recharge.status, JSON.stringify(recharge.body)).toBe(200);
  const note = sandbox.notification({ paymentNo: recharge.body.data.paymentNo, outcome: 'succeeded', amountCents: fundCents, currency: 'USD' });
  // The gateway's notification, delivered to both instances.
  for (const base of bases) expect((await request(base, 'POST', '/api/v2/pay/notify/sandbox', { rawBody: note.body, headers: note.headers })).status).toBe(200);
  const fundedCents = await balanceOf();
  expect(fundedCents).toBe(startCents + fundCents);
  const payKeys = orderNos.map(() => key('pay'));
  // A copy that waited longer than the server's wait for the first (15 s) is told "in progress"
  // (409): it is sent again, as a client does, until it gets the first one's answer.
  let inProgress = 0;
  const pay = async (base: string, no: string, k: string): Promise<Reply> => {
    for (;;) {
      const answer = await request(base, 'POST', '/api/v2/pay/balance-pay', { token, body: { refs: [no], payPassword: PAY_PASSWORD, declaration: true }, headers: { 'idempotency-key': k } });
      if (answer.body.data?.code !== 'IDEMPOTENCY_IN_PROGRESS') return answer;
      inProgress++;
    }
  };
  const payments = await Promise.all(orderNos.flatMap((no, o) => [0, 1, 2, 3].map((copy) => pay(at(o + copy), no, payKeys[o]!))));
  // Per order: every copy got one and the same answer.
  const perOrder = orderNos.map((_, o) => payments.slice(o * 4, o * 4 + 4));
  for (const copies of perOrder) {
    const okCopies = copies.filter((a) => a.status === 200);
    if (okCopies.length) expect(okCopies, JSON.stringify(copies.map((a) => [a.status, a.body.data?.code]))).toHaveLength(4);
    expect(new Set(okCopies.map((a) => a.body.data.paymentNo)).size).toBeLessThanOrEqual(1);
  }
  const paidOrders = perOrder.filter((copies) => copies[0]!.status === 200).length;
  const paymentRows = (await rows<{ n: number }>(database.db, sql`select count(*)::int as n from payments where gateway = 'balance' and refs && ${`{${orderNos.join(',')}}`}::text[]`))[0]!.n;
  const debits = (
    await rows<{ n: number; cents: number }>(
      database.db,
      sql`select count(*)::int as n, coalesce(-sum(amount_cents), 0)::int as cents from wallet_ledger where flow_type = 3 and related_id = any(${`{${orderNos.join(',')}}`}::text[])`,
    )
  )[0]!;
  const afterPay = await balanceOf();

  // 3. One single-use coupon in 20 checkouts split over the instances: one is redeemed.
  const plenty = await insertGoods(database, { available: 100, priceCents: 50_00 });
  const template = await couponTemplate(database, { thresholdCents: 0, reductionCents: 5_00, totalQty: 1, perUserLimit: 1 });
  const couponId = (await request(at(1), 'POST', `/api/v2/coupon/${template}/claim`, { token })).body.data.couponId;
  const couponAnswers = await Promise.all(
    Array.from({ length: 20 }, (_, i) => request(at(i), 'POST', '/api/v2/purchase-order/submit', { token, body: { goodsId: plenty, quantity: 1, couponId }, headers: { 'idempotency-key': key('coupon') } })),
  );
  const couponOrder = couponAnswers.find((a) => a.status === 200)?.body.data.orderNos[0] as string;
  const withCoupon = (await rows<{ n: number }>(database.db, sql`select count(*)::int as n from purchase_orders where coupon_id = ${couponId}`))[0]!.n;

  // 4. The unpaid orders go past their payment window; every instance's sweeper runs (twice, so a
  //    whole pass starts after the change) and the units come back once.
  const unpaid = [...orderNos, couponOrder];
  for (const no of unpaid) await makeOverdue(database, no);
  const before = await Promise.all(bases.map(expiryPasses));
  await Promise.all(
    bases.map(async (base, i) => {
      const deadline = Date.now() + 150_000;
      while ((await expiryPasses(base)) < before[i]! + 2) {
        if (Date.now() > deadline) throw new Error(`the sweeper of ${base} did not run`);
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }),
  );
  const statuses = await rows<{ status: number; n: number }>(
    database.db,
    sql`select status, count(*)::int as n from purchase_orders where order_no = any(${`{${unpaid.join(',')}}`}::text[]) group by status order by status`,
  );

  return {
    hotCheckouts: codes(placed),
    hotOrders,
    afterCheckout,
    payAnswers: codes(payments),
    paidOrders,
    paymentRows,
    debits,
    walletMoved: fundedCents - afterPay,
    coupon: codes(couponAnswers),
    withCoupon,
    orderStatuses: Object.fromEntries(statuses.map((s) => [s.status, s.n])),
    hotAfterExpiry: await stockOf(database, hot),
    plentyAfterExpiry: await stockOf(database, plenty),
    couponAfterExpiry: (await rows<{ status: string }>(database.db, sql`select status from user_coupons where id = ${couponId}`))[0]?.status,
    expiryPasses: (await Promise.all(bases.map(expiryPasses))).map((n, i) => n - before[i]!),
    inProgress,
  };
}

describe('two instances on one PostgreSQL database', () => {
  it('under load split across both give exactly the results of one instance', { timeout: 900_000 }, async () => {
    const two = await setUp(2);
    const one = await setUp(1);
    await Promise.all([...two.servers, ...one.servers].map((s) => ready(s)));

    // Side by side (each on a database of its own): most of a scenario is waiting for its sweepers' passes (every 30 s).
    const [shared, alone] = await Promise.all([
      scenario(
        two.servers.map((s) => s.base),
        two.database,
      ),
      scenario(
        one.servers.map((s) => s.base),
        one.database,
      ),
    ]);
    console.log(`[two instances] ${JSON.stringify(shared)}\n[one instance] ${JSON.stringify(alone)}`);

    // The exact numbers: 30 orders; 25 of them paid (the wallet held 25.5 orders' worth), each once
    // though its key came four times; the coupon once; the 5 unpaid orders and the coupon's expired.
    expect(shared.hotCheckouts).toEqual({ ok: HOT_STOCK, STOCK_INSUFFICIENT: 120 - HOT_STOCK });
    expect(shared.hotOrders).toBe(HOT_STOCK);
    expect(shared.afterCheckout).toEqual({ available: 0, blocked: HOT_STOCK, sold: 0 });
    expect(shared.paidOrders).toBe(25);
    expect(shared.payAnswers).toEqual({ ok: 25 * 4, BALANCE_INSUFFICIENT: 5 * 4 });
    expect(shared.paymentRows).toBe(25);
    expect(shared.debits).toEqual({ n: 25, cents: 25 * PRICE_CENTS });
    expect(shared.walletMoved).toBe(25 * PRICE_CENTS);
    expect(shared.coupon).toEqual({ ok: 1, COUPON_UNAVAILABLE: 19 });
    expect(shared.withCoupon).toBe(1);
    expect(shared.orderStatuses).toEqual({ 2: 25, 3: 6 });
    expect(shared.hotAfterExpiry).toEqual({ available: 5, blocked: 0, sold: 25 });
    expect(shared.plentyAfterExpiry).toEqual({ available: 100, blocked: 0, sold: 0 });
    for (const passes of shared.expiryPasses) expect(passes).toBeGreaterThanOrEqual(2);
    // ... and one instance alone gives the same.
    expect({ ...shared, expiryPasses: undefined, inProgress: undefined }).toEqual({ ...alone, expiryPasses: undefined, inProgress: undefined });
  });
});
