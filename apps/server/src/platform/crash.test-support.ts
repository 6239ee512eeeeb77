import { expect } from 'vitest';
import { DEMO } from '../../test/helpers';
import { codeFor, freePort, ready, request, signIn, stopServer, TEST_APP_SECRET, type Reply, type ServerProcess } from '../../test/server-process';
import { sandboxGateway } from './gateways/sandbox';

// The crash scenario shared by the PostgreSQL and the embedded test (crash.pg.test.ts,
// crash.test.ts): a real server process under concurrent checkouts, balance payments, gateway
// notifications and withdrawals is killed with SIGKILL, restarted on the same database, and every
// request whose answer was lost is retried with its idempotency key; then the database itself is
// checked. `sql` reads the database (for the embedded one only while no server has it open).

export type Sql = <T = any>(text: string, params?: unknown[]) => Promise<T[]>;

export interface CrashTarget {
  /** Starts a server process on the target's database. */
  start(port: number): ServerProcess;
  /** Runs `work` with SQL on the target's database while no server process is running. */
  offline<T>(work: (sql: Sql) => Promise<T>): Promise<T>;
}

const PAY_PASSWORD = '246810';
const BUYER = DEMO.approvedBuyer;
const sandbox = sandboxGateway(TEST_APP_SECRET);

type Kind = 'submit' | 'pay' | 'recharge' | 'notify' | 'withdraw';
interface Op {
  kind: Kind;
  key: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  /** Gateway notifications are raw signed bodies, signed again for each delivery. */
  notification?: { paymentNo: string; amountCents: number; currency: string; notificationId: string };
  /** Every answer this request got: before the crash, in retries and in replays. */
  answers: Reply[];
  /** The answer was lost (the connection died with the server). */
  lost: boolean;
  /** Whether the request was still waiting for its answer when the server was killed. */
  inFlightAtKill?: boolean;
}

export interface CrashReport {
  started: number;
  inFlightAtKill: number;
  acknowledged: number;
  acknowledgedByKind: Record<Kind, number>;
  lost: number;
  abandonedClaimsAfterCrash: number;
  retriedFirstWave: number;
  inProgressAfterRestart: number;
  retriedSecondWave: number;
  replayed: number;
  orders: number;
  paidOrders: number;
  withdrawals: number;
  completedRecharges: number;
  /** Tables and B-tree indexes amcheck found sound. */
  checkedTables: number;
  checkedIndexes: number;
}

let keySeq = 0;
const newKey = (kind: string) => `crash-${kind}-${process.pid}-${++keySeq}`;

/** The stable identity of an answer: what a client keeps from it. */
function identity(op: Op, reply: Reply): string {
  const d = reply.body.data ?? {};
  switch (op.kind) {
    case 'submit':
      return JSON.stringify([reply.status, d.orderNos, d.totalAmount]);
    case 'pay':
    case 'recharge':
      return JSON.stringify([reply.status, d.paymentNo, d.amount, d.refs]);
    case 'withdraw':
      return JSON.stringify([reply.status, d.withdrawId, d.recordNo]);
    case 'notify':
      return JSON.stringify([reply.status]);
  }
}

const ok = (op: Op) => op.answers.find((a) => a.status === 200);

async function send(base: string, token: string, op: Op): Promise<Reply> {
  if (op.notification) {
    const { paymentNo, amountCents, currency, notificationId } = op.notification;
    const signed = sandbox.notification({ paymentNo, outcome: 'succeeded', amountCents, currency, notificationId });
    return request(base, 'POST', op.path, { rawBody: signed.body, headers: signed.headers });
  }
  return request(base, op.method, op.path, { token, body: op.body, query: op.query, headers: { 'idempotency-key': op.key, ...op.headers } });
}

/** The business refusals a retry may meet (the stock or the money ran out meanwhile): clean, never a 5xx. */
const CLEAN_REFUSALS = new Set(['STOCK_INSUFFICIENT', 'BALANCE_INSUFFICIENT', 'WITHDRAW_EXCEEDS', 'PAYMENT_NOT_PENDING', 'NOT_FOUND', 'ORDER_NOT_PAYABLE']);

export async function runCrashScenario(target: CrashTarget, log: (line: string) => void): Promise<CrashReport> {
  const port = await freePort();

  // 1. A first start migrates and seeds; the buyer prepares as a user would.
  let server = target.start(port);
  await ready(server);
  let base = server.base;
  let token = await signIn(base, BUYER, DEMO.password);
  const payCode = await codeFor(base, token, 'pay-password', BUYER);
  const payPwd = await request(base, 'POST', '/api/v2/auth/pay-pwd', { token, body: { code: payCode, payPassword: PAY_PASSWORD, confirmPayPassword: PAY_PASSWORD } });
  expect(payPwd.status, JSON.stringify(payPwd.body)).toBe(200);
  const cardCode = await codeFor(base, token, 'bank-card', BUYER);
  const card = await request(base, 'POST', '/api/v2/customer/card', { token, body: { cardholder: 'Alex Chen', accountNumber: '5555555555554444', bankName: 'Citi', code: cardCode } });
  expect(card.status, JSON.stringify(card.body)).toBe(200);
  const cardId = String(card.body.data.cardId);
  const funding = await request(base, 'POST', '/api/v2/customer/customer-recharge', { token, body: { amount: 500_000, payWay: 0 }, headers: { 'idempotency-key': newKey('fund') } });
  expect(funding.status, JSON.stringify(funding.body)).toBe(200);
  const fundingNote = sandbox.notification({ paymentNo: funding.body.data.paymentNo, outcome: 'succeeded', amountCents: Math.round(funding.body.data.chargedAmount * 100), currency: funding.body.data.chargedCurrency });
  const funded = await request(base, 'POST', '/api/v2/pay/notify/sandbox', { rawBody: fundingNote.body, headers: fundingNote.headers });
  expect(funded.status, JSON.stringify(funded.body)).toBe(200);
  expect((await stopServer(server)).code).toBe(0);

  // 2. The goods under load: on sale, in stock, no unpaid order holding any of their units.
  const goods = await target.offline((sql) =>
    sql<{ id: number; moq: number; available: number; blocked: number; sold: number }>(
      `select g.id, g.moq, s.available, s.blocked, s.sold from goods g join goods_stock s on s.goods_id = g.id
        where g.status = 'onSale' and s.available >= 200 and g.moq <= 5
          and not exists (select 1 from purchase_order_items i join purchase_orders o on o.id = i.order_id where i.goods_id = g.id and o.status = 0)
        order by g.id limit 3`,
    ),
  );
  expect(goods).toHaveLength(3);
  const initial = new Map(goods.map((g) => [Number(g.id), { available: g.available, blocked: g.blocked, sold: g.sold }]));

  // 3. Load, then SIGKILL while it runs.
  server = target.start(port);
  await ready(server);
  base = server.base;
  token = await signIn(base, BUYER, DEMO.password);
  const ops: Op[] = [];
  let killed = false;
  let acked = 0;
  let inFlight = 0;
  const run = async (op: Op): Promise<Reply | undefined> => {
    ops.push(op);
    inFlight++;
    let reply: Reply;
    try {
      reply = await send(base, token, op);
    } catch (error) {
      // Only the connection dying with the server loses an answer.
      if (!killed) throw error;
      op.lost = true;
      return undefined;
    } finally {
      inFlight--;
    }
    op.answers.push(reply);
    if (reply.status === 200) acked++;
    expect(reply.status, `${op.kind} ${JSON.stringify(reply.body)}`).toBeLessThan(500);
    return reply;
  };
  const submitOp = (i: number): Op => {
    const a = goods[i % goods.length]!;
    const b = goods[(i + 1) % goods.length]!;
    // Every other checkout buys two goods at once: an order with two lines.
    const items = i % 2 ? [{ goodsId: Number(a.id), quantity: a.moq + (i % 3) }, { goodsId: Number(b.id), quantity: b.moq }] : [{ goodsId: Number(a.id), quantity: a.moq + (i % 3) }];
    return { kind: 'submit', key: newKey('submit'), method: 'POST', path: '/api/v2/purchase-order/submit', body: { items }, answers: [], lost: false };
  };
  const payOp = (orderNos: string[]): Op => ({
    kind: 'pay', key: newKey('pay'), method: 'POST', path: '/api/v2/pay/balance-pay', body: { refs: orderNos, payPassword: PAY_PASSWORD, declaration: true }, answers: [], lost: false,
  });
  const rechargeOp = (i: number): Op => ({
    kind: 'recharge', key: newKey('recharge'), method: 'POST', path: '/api/v2/customer/customer-recharge', body: { amount: 100 + i, payWay: 0 }, answers: [], lost: false,
  });
  const notifyOp = (payment: { paymentNo: string; chargedAmount: number; chargedCurrency: string }): Op => ({
    kind: 'notify', key: `note-${payment.paymentNo}`, method: 'POST', path: '/api/v2/pay/notify/sandbox', answers: [], lost: false,
    notification: { paymentNo: payment.paymentNo, amountCents: Math.round(payment.chargedAmount * 100), currency: payment.chargedCurrency, notificationId: `note-${payment.paymentNo}` },
  });
  const withdrawOp = (): Op => ({
    kind: 'withdraw', key: newKey('withdraw'), method: 'GET', path: '/api/v2/wallet/withdraw', query: { cardId, amount: '50' }, headers: { 'x-pay-password': PAY_PASSWORD }, answers: [], lost: false,
  });

  let seq = 0;
  const loops = [
    // Buyers' checkouts, each paid from the balance as soon as it is placed.
    ...Array.from({ length: 8 }, async () => {
      while (!killed) {
        const placed = await run(submitOp(seq++));
        if (placed?.status === 200 && !killed) await run(payOp(placed.body.data.orderNos));
      }
    }),
    // Recharges completed by the gateway's notification.
    ...Array.from({ length: 3 }, async () => {
      while (!killed) {
        const started = await run(rechargeOp(seq++));
        if (started?.status === 200 && !killed) await run(notifyOp(started.body.data));
      }
    }),
    // Withdrawal applications.
    ...Array.from({ length: 3 }, async () => {
      while (!killed) await run(withdrawOp());
    }),
  ];
  // The kill: once the load has run a second and writes of every kind have been acknowledged.
  const loadStart = Date.now();
  const kinds = (): Set<Kind> => new Set(ops.filter((o) => ok(o)).map((o) => o.kind));
  const failed = Promise.all(loops).then(() => undefined);
  while (Date.now() - loadStart < 1_000 || acked < 40 || kinds().size < 5) {
    if (Date.now() - loadStart > 180_000) throw new Error(`the load did not get going: ${acked} acknowledged\n${server.output.join('')}`);
    await Promise.race([new Promise((resolve) => setTimeout(resolve, 20)), failed]);
  }
  killed = true;
  const inFlightAtKill = inFlight;
  for (const op of ops) op.inFlightAtKill = op.answers.length === 0;
  server.child.kill('SIGKILL');
  expect((await server.exited).signal).toBe('SIGKILL');
  await Promise.all(loops);
  const lost = ops.filter((o) => o.lost);
  log(`load: ${ops.length} requests in ${Date.now() - loadStart} ms, ${inFlightAtKill} in flight at the kill, ${acked} acknowledged, ${lost.length} lost`);
  // An answer the server wrote just before it died may still be read: lost are at most those in flight.
  expect(lost.length).toBeLessThanOrEqual(inFlightAtKill);
  expect(lost.length).toBeGreaterThan(0);

  // 4. Restart on the database the crash left, and retry every lost request with its key; replay acknowledged ones.
  server = target.start(port);
  await ready(server);
  base = server.base;
  token = await signIn(base, BUYER, DEMO.password);
  const retry = async (op: Op) => {
    const reply = await send(base, token, op);
    op.answers.push(reply);
    expect(reply.status, `${op.kind} retry ${JSON.stringify(reply.body)}`).toBeLessThan(500);
    return reply;
  };
  const wave1 = await Promise.all(lost.map(retry));
  // A request the crash cut off keeps its claim on the key until the claim's lease runs out (5
  // minutes): meanwhile a retry is told "in progress" (409), and nothing runs twice.
  const inProgress = lost.filter((_, i) => wave1[i]!.status === 409);
  for (const op of inProgress) expect(op.answers.at(-1)!.body.data.code).toBe('IDEMPOTENCY_IN_PROGRESS');
  const replays = ops.filter((o) => !o.lost && ok(o) && o.kind !== 'notify').filter((_, i) => i % 3 === 0);
  await Promise.all(replays.map(retry));
  expect((await stopServer(server)).code).toBe(0);

  // 5. Five minutes later, as far as the leases go (a clock moved on, not waited for).
  const abandoned = await target.offline(async (sql) => {
    const rows = await sql<{ n: number }>(`select count(*)::int as n from idempotency_keys where status_code is null`);
    await sql(`update idempotency_keys set lease_until = now() - interval '1 second' where status_code is null`);
    return rows[0]!.n;
  });
  expect(abandoned).toBeGreaterThanOrEqual(inProgress.length);

  server = target.start(port);
  await ready(server);
  base = server.base;
  token = await signIn(base, BUYER, DEMO.password);
  await Promise.all(inProgress.map(retry));
  // Chains the crash cut: a recharge whose gateway notification never came gets it now (gateways retry until answered).
  const notified = new Set(ops.filter((o) => o.kind === 'notify').map((o) => o.notification!.paymentNo));
  const pendingRecharges = ops.filter((o) => o.kind === 'recharge' && ok(o) && !notified.has(ok(o)!.body.data.paymentNo));
  const lateNotes = pendingRecharges.map((o) => notifyOp(ok(o)!.body.data));
  for (const note of lateNotes) ops.push(note);
  await Promise.all(lateNotes.map(retry));
  for (const op of ops) {
    const last = op.answers.at(-1);
    expect(last, `${op.kind} ${op.key} never answered`).toBeDefined();
    if (last!.status !== 200) expect(CLEAN_REFUSALS.has(last!.body.data?.code), `${op.kind} ${op.key}: ${JSON.stringify(last!.body)}`).toBe(true);
  }
  // What the buyer sees through the API after all that: the balance the ledger says.
  const me = await request(base, 'GET', '/api/v2/auth/user', { token });
  const wallet = await request(base, 'GET', `/api/v2/wallet/${encodeURIComponent(me.body.data.customerid)}`, { token });
  expect((await stopServer(server)).code).toBe(0);

  // 6. The database itself.
  const report = await target.offline((sql) => checkInvariants(sql, ops, initial, wallet));
  return {
    ...report,
    started: ops.length,
    inFlightAtKill,
    acknowledged: acked,
    acknowledgedByKind: Object.fromEntries((['submit', 'pay', 'recharge', 'notify', 'withdraw'] as Kind[]).map((k) => [k, ops.filter((o) => o.kind === k && !o.lost && o.answers[0]?.status === 200).length])) as Record<Kind, number>,
    lost: lost.length,
    abandonedClaimsAfterCrash: abandoned,
    retriedFirstWave: lost.length,
    inProgressAfterRestart: inProgress.length,
    retriedSecondWave: inProgress.length + lateNotes.length,
    replayed: replays.length,
  };
}

async function checkInvariants(sql: Sql, ops: Op[], initial: Map<number, { available: number; blocked: number; sold: number }>, wallet: Reply) {
  const [buyer] = await sql<{ id: number }>(`select id from users where mobile = $1`, [`+86${BUYER}`]);
  const buyerId = buyer!.id;

  // No key answered twice with different results.
  for (const op of ops) {
    const answered = new Set(op.answers.filter((a) => a.status === 200).map((a) => identity(op, a)));
    expect(answered.size, `${op.kind} ${op.key}: ${[...answered].join(' / ')}`).toBeLessThanOrEqual(1);
    // A replay of an acknowledged request is acknowledged again, never refused.
    if (op.answers[0]?.status === 200) expect(op.answers.map((a) => a.status), `${op.kind} ${op.key}`).toEqual(op.answers.map(() => 200));
  }

  // No partial order: every order has its lines, every checkout its orders.
  expect(await sql(`select order_no from purchase_orders o where not exists (select 1 from purchase_order_items i where i.order_id = o.id)`)).toEqual([]);
  expect(await sql(`select request_key from checkouts c where not exists (select 1 from purchase_orders o where o.checkout_id = c.id)`)).toEqual([]);
  // Lines add up to their order.
  expect(
    await sql(`select o.order_no from (select o.* from purchase_orders o join checkouts c on c.id = o.checkout_id where c.request_key like 'crash-submit-%') o join purchase_order_items i on i.order_id = o.id
               group by o.id, o.order_no having sum(i.quantity * i.unit_price_cents) <> max(o.goods_amount_cents)`),
  ).toEqual([]);

  // Every acknowledged write is there, as it was answered.
  const submits = ops.filter((o) => o.kind === 'submit' && ok(o));
  for (const op of submits) {
    const rows = await sql<{ order_no: string }>(
      `select o.order_no from checkouts c join purchase_orders o on o.checkout_id = c.id where c.buyer_user_id = $1 and c.request_key = $2`,
      [buyerId, op.key],
    );
    expect(rows.map((r) => r.order_no).sort()).toEqual([...ok(op)!.body.data.orderNos].sort());
  }
  for (const op of ops.filter((o) => (o.kind === 'pay' || o.kind === 'recharge') && ok(o))) {
    const rows = await sql<{ payment_no: string }>(`select payment_no from payments where user_id = $1 and request_key = $2`, [buyerId, op.key]);
    expect(rows.map((r) => r.payment_no)).toEqual([ok(op)!.body.data.paymentNo]);
  }
  for (const op of ops.filter((o) => o.kind === 'pay' && ok(o))) {
    const paid = await sql<{ order_no: string }>(`select order_no from purchase_orders where payment_no = $1 and status in (1, 2)`, [ok(op)!.body.data.paymentNo]);
    expect(paid.map((r) => r.order_no).sort()).toEqual([...(op.body as { refs: string[] }).refs].sort());
  }
  for (const op of ops.filter((o) => o.kind === 'notify' && ok(o))) {
    const rows = await sql<{ status: string; record: string }>(
      `select p.status, r.status as record from payments p join recharge_records r on r.record_no = p.refs[1] where p.payment_no = $1`,
      [op.notification!.paymentNo],
    );
    expect(rows).toEqual([{ status: 'succeeded', record: 'completion' }]);
  }
  for (const op of ops.filter((o) => o.kind === 'withdraw' && ok(o))) {
    const rows = await sql<{ id: number }>(`select id from withdrawals where user_id = $1 and request_key = $2`, [buyerId, op.key]);
    expect(rows.map((r) => Number(r.id))).toEqual([ok(op)!.body.data.withdrawId]);
  }

  // A paid order has its succeeded payment, and a balance payment exactly one debit of its amount.
  // (The demo history's orders, paid by the seed without a payment, are left out: only this test's checkouts.)
  const paidOrders = await sql<{ order_no: string; payment_no: string | null; status: string | null; refs: string[] | null; gateway: string | null; amount_cents: string | null }>(
    `select o.order_no, o.payment_no, p.status, p.refs, p.gateway, p.amount_cents from (select o.* from purchase_orders o join checkouts c on c.id = o.checkout_id where c.request_key like 'crash-submit-%') o left join payments p on p.payment_no = o.payment_no
      where o.status in (1, 2)`,
  );
  for (const o of paidOrders) {
    expect(o.status, o.order_no).toBe('succeeded');
    expect(o.refs, o.order_no).toContain(o.order_no);
  }
  expect(
    await sql(`select p.payment_no, count(l.id)::int as debits from payments p left join wallet_ledger l on l.remark = p.payment_no and l.status = 'completion' and l.amount_cents = -p.amount_cents
               where p.gateway = 'balance' and p.status = 'succeeded' group by p.payment_no having count(l.id) <> 1`),
  ).toEqual([]);
  // ... and a succeeded payment paid every one of its orders.
  expect(
    await sql(`select p.payment_no from payments p cross join unnest(p.refs) as ref left join purchase_orders o on o.order_no = ref and o.payment_no = p.payment_no and o.status in (1, 2)
               where p.purpose = 'purchase-order' and p.status = 'succeeded' and p.settled_as = 'purpose' and o.id is null`),
  ).toEqual([]);
  // A completed recharge was credited once; one still handling not at all.
  expect(
    await sql(`select r.record_no from recharge_records r left join wallet_ledger l on l.related_id = r.record_no and l.flow_type = 1
               group by r.record_no, r.status having count(l.id) <> (case when r.status = 'completion' then 1 else 0 end)`),
  ).toEqual([]);

  // Stock conserved: available + blocked + sold = initial, and each part is what the orders say.
  for (const [goodsId, before] of initial) {
    const [now] = await sql<{ available: number; blocked: number; sold: number }>(`select available, blocked, sold from goods_stock where goods_id = $1`, [goodsId]);
    const [units] = await sql<{ unpaid: number; paid: number }>(
      `select coalesce(sum(i.quantity) filter (where o.status = 0), 0)::int as unpaid, coalesce(sum(i.quantity) filter (where o.status in (1, 2)), 0)::int as paid
         from purchase_order_items i join (select o.* from purchase_orders o join checkouts c on c.id = o.checkout_id where c.request_key like 'crash-submit-%') o on o.id = i.order_id where i.goods_id = $1`,
      [goodsId],
    );
    expect(now!.available + now!.blocked + now!.sold, `goods ${goodsId}`).toBe(before.available + before.blocked + before.sold);
    expect({ blocked: now!.blocked - before.blocked, sold: now!.sold - before.sold }, `goods ${goodsId}`).toEqual({ blocked: units!.unpaid, sold: units!.paid });
  }

  // Every wallet equals its ledger.
  expect(
    await sql(`select w.user_id, w.balance_cents, w.frozen_cents, s.completed, s.handling from wallets w
               left join (select user_id, coalesce(sum(amount_cents) filter (where status = 'completion'), 0) as completed,
                                 coalesce(-sum(amount_cents) filter (where status = 'handling'), 0) as handling
                            from wallet_ledger group by user_id) s on s.user_id = w.user_id
               where w.balance_cents <> coalesce(s.completed, 0) or w.frozen_cents <> coalesce(s.handling, 0)`),
  ).toEqual([]);
  const [own] = await sql<{ balance_cents: string; frozen_cents: string }>(`select balance_cents, frozen_cents from wallets where user_id = $1`, [buyerId]);
  expect(wallet.status).toBe(200);
  expect(Math.round(Number(wallet.body.data.balance) * 100)).toBe(Number(own!.balance_cents));

  // No corruption: amcheck reads every table and every B-tree index of the schema; each index
  // must agree with its table (heapallindexed) and each table's pages and tuples be sound.
  await sql(`create extension if not exists amcheck`);
  const relations = await sql<{ oid: number; relname: string; relkind: string }>(
    `select c.oid, c.relname, c.relkind from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and (c.relkind = 'r' or (c.relkind = 'i' and c.relam = (select oid from pg_am where amname = 'btree')))`,
  );
  for (const r of relations) {
    if (r.relkind === 'i') await sql(`select bt_index_check($1::oid::regclass, true)`, [r.oid]);
    else expect(await sql(`select blkno, offnum, msg from verify_heapam($1::oid::regclass)`, [r.oid]), r.relname).toEqual([]);
  }

  const [counts] = await sql<{ orders: number; paid: number; withdrawals: number; recharges: number }>(
    `select (select count(*)::int from (select o.* from purchase_orders o join checkouts c on c.id = o.checkout_id where c.request_key like 'crash-submit-%') o) as orders,
            (select count(*)::int from (select o.* from purchase_orders o join checkouts c on c.id = o.checkout_id where c.request_key like 'crash-submit-%') o where o.status in (1, 2)) as paid,
            (select count(*)::int from withdrawals where user_id = $1) as withdrawals,
            (select count(*)::int from recharge_records where user_id = $1 and status = 'completion') as recharges`,
    [buyerId],
  );
  return {
    orders: counts!.orders,
    paidOrders: counts!.paid,
    withdrawals: counts!.withdrawals,
    completedRecharges: counts!.recharges,
    checkedTables: relations.filter((r) => r.relkind === 'r').length,
    checkedIndexes: relations.filter((r) => r.relkind === 'i').length,
  };
}
