import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client';
import { call, createTestApp, DEMO, login, registerBuyer, type TestApp } from '../../../test/helpers';
import { approvedBuyer, insertGoods, submit } from '../purchase-orders/orders.test-support';
import { inEveryLanguage } from './messages.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

interface MessageView {
  messageId: number;
  kind: 'notice' | 'event';
  title: string;
  content: string;
  sender: string;
  releaseTime: string;
  read: boolean;
  readAt: string | null;
  marked: boolean;
}

const list = (token: string, query: Record<string, string> = {}, lang?: string) =>
  call<{ list: MessageView[]; total: number; pageIndex: number; pageSize: number }>(t.app, 'GET', '/api/v2/message/list', { token, query: { pageSize: '50', ...query }, lang });
const unread = async (token: string) => (await call<{ unread: number }>(t.app, 'GET', '/api/v2/message/unread-count', { token })).body.data.unread;
const read = (token: string, id: number, lang?: string) => call<MessageView>(t.app, 'POST', `/api/v2/message/${id}/read`, { token, lang });
const mark = (token: string, id: number) => call<MessageView>(t.app, 'PUT', `/api/v2/message/${id}/mark`, { token });
const unmark = (token: string, id: number) => call<MessageView>(t.app, 'DELETE', `/api/v2/message/${id}/mark`, { token });

/** The seeded platform notices, newest first. */
const NOTICES = [
  { en: 'New coupon: $10 off orders over $100', zh: '新券上线：满 100 减 10 美元', ja: '新クーポン：100ドル以上で10ドル引き' },
  { en: 'Holiday shipping schedule', zh: '节假日发货安排', ja: '休暇期間中の発送スケジュール' },
  { en: 'Payment methods available', zh: '可用的支付方式', ja: 'ご利用いただける支払方法' },
  { en: 'Buyer agreement updated', zh: '买家协议已更新', ja: 'バイヤー規約を更新しました' },
  { en: 'Welcome to Wholesale Marketplace', zh: '欢迎来到跨境批发商城', ja: '越境卸売マーケットへようこそ' },
];

/** Sends an event message to a user the way another module does, in a transaction. */
const sendEvent = (userId: number, title: string) =>
  t.database.db.transaction((tx) => t.app.services.messages.notify(tx, userId, { titles: { en: title, zh: `${title} zh`, ja: `${title} ja` }, contents: { en: 'Body', zh: '正文', ja: '本文' } }));

const stateRows = async (messageId: number) => (await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from message_states where message_id = ${messageId}`))[0]!.n;

describe('access', () => {
  it('a visitor gets 401 on every message endpoint', async () => {
    for (const [method, url] of [
      ['GET', '/api/v2/message/list'],
      ['GET', '/api/v2/message/unread-count'],
      ['POST', '/api/v2/message/1/read'],
      ['POST', '/api/v2/message/read-all'],
      ['PUT', '/api/v2/message/1/mark'],
      ['DELETE', '/api/v2/message/1/mark'],
    ] as const) {
      const answer = await call(t.app, method, url);
      expect(answer.statusCode, `${method} ${url}`).toBe(401);
      expect(answer.body.status).toBe(401);
    }
  });

  it('every role reads the platform notices: a buyer under review, a seller, an operator', async () => {
    for (const account of [DEMO.pendingBuyer, DEMO.seller, DEMO.operator]) {
      const token = await login(t.app, account);
      const titles = (await list(token)).body.data.list.filter((m) => m.kind === 'notice').map((m) => m.title);
      expect(titles, account).toEqual(NOTICES.map((n) => n.en));
    }
  });

  it('refuses a malformed id or filter with 400', async () => {
    const { token } = await registerBuyer(t.app);
    expect((await read(token, 0)).statusCode).toBe(400);
    expect((await call(t.app, 'POST', '/api/v2/message/abc/read', { token })).statusCode).toBe(400);
    expect((await list(token, { state: 'seen' })).statusCode).toBe(400);
    expect((await list(token, { marked: 'yes' })).statusCode).toBe(400);
  });
});

describe('the list', () => {
  it('a new user: every platform notice, newest first, unread and unmarked, in the request language', async () => {
    const { token } = await registerBuyer(t.app);
    for (const lang of ['en', 'zh', 'ja'] as const) {
      const answer = await list(token, {}, { en: 'en-US', zh: 'zh-CN', ja: 'ja-JP' }[lang]);
      expect(answer.statusCode).toBe(200);
      expect(answer.body.data).toMatchObject({ total: NOTICES.length, pageIndex: 1, pageSize: 50 });
      expect(answer.body.data.list.map((m) => m.title)).toEqual(NOTICES.map((n) => n[lang]));
      for (const m of answer.body.data.list) {
        expect(m).toMatchObject({ kind: 'notice', read: false, readAt: null, marked: false });
        expect(m.content.length).toBeGreaterThan(20);
      }
    }
    const ja = (await list(token, {}, 'ja-JP')).body.data.list;
    expect(ja.find((m) => m.title === NOTICES[1]!.ja)!.sender).toBe('物流センター');
    const times = ja.map((m) => Date.parse(m.releaseTime));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(await unread(token)).toBe(NOTICES.length);
  });

  it('pages: pageIndex and pageSize, with the total', async () => {
    const { token } = await registerBuyer(t.app);
    const first = (await list(token, { pageIndex: '1', pageSize: '2' })).body.data;
    const third = (await list(token, { pageIndex: '3', pageSize: '2' })).body.data;
    expect(first).toMatchObject({ total: NOTICES.length, pageIndex: 1, pageSize: 2 });
    expect(first.list.map((m) => m.title)).toEqual([NOTICES[0]!.en, NOTICES[1]!.en]);
    expect(third.list.map((m) => m.title)).toEqual([NOTICES[4]!.en]);
    expect((await list(token, { pageIndex: '4', pageSize: '2' })).body.data).toMatchObject({ list: [], total: NOTICES.length });
  });

  it('a notice released later is not shown before its time', async () => {
    const { token } = await registerBuyer(t.app);
    await t.database.db.execute(sql`insert into messages (kind, title_en, title_zh, title_ja, content_en, content_zh, content_ja, sender_en, sender_zh, sender_ja, released_at)
      values ('notice', 'Tomorrow', '明天', '明日', 'x', 'x', 'x', 'Ops', 'Ops', 'Ops', now() + interval '1 day')`);
    const [{ id }] = (await rows<{ id: number }>(t.database.db, sql`select id::int as id from messages where title_en = 'Tomorrow'`)) as [{ id: number }];
    expect((await list(token)).body.data.list.map((m) => m.title)).not.toContain('Tomorrow');
    expect((await read(token, id)).statusCode).toBe(404);
    expect(await unread(token)).toBe(NOTICES.length);
  });
});

describe('read, mark and unmark', () => {
  it('reading: unread -> read once (the first read time stays), for this user only; the filters follow', async () => {
    const me = await registerBuyer(t.app);
    const other = await registerBuyer(t.app);
    const [newest, second] = (await list(me.token)).body.data.list as [MessageView, MessageView];

    const opened = await read(me.token, newest.messageId, 'zh-CN');
    expect(opened.statusCode).toBe(200);
    expect(opened.body.data).toMatchObject({ messageId: newest.messageId, title: NOTICES[0]!.zh, read: true, readAt: expect.any(String), marked: false });
    const again = await read(me.token, newest.messageId);
    expect(again.body.data.readAt).toBe(opened.body.data.readAt);
    expect(await unread(me.token)).toBe(NOTICES.length - 1);
    expect(await unread(other.token)).toBe(NOTICES.length);

    const unreadOnes = (await list(me.token, { state: 'unread' })).body.data;
    expect(unreadOnes.total).toBe(NOTICES.length - 1);
    expect(unreadOnes.list.map((m) => m.messageId)).not.toContain(newest.messageId);
    const readOnes = (await list(me.token, { state: 'read' })).body.data;
    expect(readOnes.list.map((m) => m.messageId)).toEqual([newest.messageId]);

    // Marking does not read; the marked filter, alone and with a state.
    const marked = await mark(me.token, second.messageId);
    expect(marked.body.data).toMatchObject({ messageId: second.messageId, marked: true, read: false });
    expect((await mark(me.token, newest.messageId)).body.data).toMatchObject({ marked: true, read: true });
    expect((await list(me.token, { marked: 'true' })).body.data.list.map((m) => m.messageId)).toEqual([newest.messageId, second.messageId]);
    expect((await list(me.token, { marked: 'true', state: 'unread' })).body.data.list.map((m) => m.messageId)).toEqual([second.messageId]);
    expect((await list(me.token, { marked: 'false' })).body.data.total).toBe(NOTICES.length - 2);
    expect(await unread(me.token)).toBe(NOTICES.length - 1);
    expect((await list(other.token, { marked: 'true' })).body.data.total).toBe(0);

    const unmarked = await unmark(me.token, newest.messageId);
    expect(unmarked.body.data).toMatchObject({ marked: false, read: true, readAt: opened.body.data.readAt });
    expect((await unmark(me.token, newest.messageId)).body.data.marked).toBe(false);
    expect((await list(me.token, { marked: 'true' })).body.data.list.map((m) => m.messageId)).toEqual([second.messageId]);
  });

  it('mark all as read: every unread message, own events included; nothing left unread', async () => {
    const me = await registerBuyer(t.app);
    await sendEvent(me.user.id, 'Refund done');
    expect(await unread(me.token)).toBe(NOTICES.length + 1);
    const [first] = (await list(me.token)).body.data.list as [MessageView];
    await read(me.token, first.messageId);

    const all = await call(t.app, 'POST', '/api/v2/message/read-all', { token: me.token });
    expect(all.statusCode).toBe(200);
    expect(all.body).toMatchObject({ message: 'All messages have been marked as read', data: { read: NOTICES.length, unread: 0 } });
    expect(await unread(me.token)).toBe(0);
    expect((await list(me.token, { state: 'unread' })).body.data.total).toBe(0);
    // The first read time of the one read before stays.
    const after = (await list(me.token)).body.data.list.find((m) => m.messageId === first.messageId)!;
    expect(after.readAt).toBe((await read(me.token, first.messageId)).body.data.readAt);
    expect((await call(t.app, 'POST', '/api/v2/message/read-all', { token: me.token })).body.data).toEqual({ read: 0, unread: 0 });
  });
});

describe('event messages', () => {
  it("another user's event message is 404 everywhere, invisible, and nothing changes", async () => {
    const owner = await registerBuyer(t.app);
    const stranger = await registerBuyer(t.app);
    const id = await sendEvent(owner.user.id, 'Agreement approved');

    const mine = (await list(owner.token, {}, 'ja-JP')).body.data.list[0]!;
    expect(mine).toMatchObject({ messageId: id, kind: 'event', title: 'Agreement approved ja', content: '本文', sender: 'システム通知', read: false });
    expect(await unread(owner.token)).toBe(NOTICES.length + 1);

    for (const answer of [await read(stranger.token, id), await mark(stranger.token, id), await unmark(stranger.token, id)]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.body).toMatchObject({ status: 404, message: 'Resource does not exist' });
    }
    expect(await stateRows(id)).toBe(0);
    expect((await list(stranger.token)).body.data.list.map((m) => m.messageId)).not.toContain(id);
    expect(await unread(stranger.token)).toBe(NOTICES.length);
    await call(t.app, 'POST', '/api/v2/message/read-all', { token: stranger.token });
    expect(await stateRows(id)).toBe(0);
    expect((await read(owner.token, 999_999_999)).statusCode).toBe(404);

    expect((await read(owner.token, id)).body.data.read).toBe(true);
    expect(await stateRows(id)).toBe(1);
  });

  it('inEveryLanguage fills a catalogue text in each language', () => {
    expect(inEveryLanguage('message.orderShipped.content', { orderNo: 'PO1', logisticsCompany: 'UPS', trackingNumber: '1Z' })).toEqual({
      en: 'Your purchase order PO1 has been shipped by UPS. Tracking number: 1Z.',
      zh: '您的采购单 PO1 已由 UPS 发货，物流单号：1Z。',
      ja: '発注書 PO1 は UPS で発送されました。追跡番号：1Z。',
    });
  });

  it("the seller ships a purchase order: its buyer gets 'Order shipped' with the order, logistics company and tracking number", async () => {
    const buyer = await approvedBuyer(t);
    const goodsId = await insertGoods(t.database, { available: 10, priceCents: 1500 });
    const tree = (await call(t.app, 'GET', '/api/v2/region/tree')).body.data;
    const country = tree.find((c: any) => c.children?.length) ?? tree[0];
    const state = country.children?.[0];
    const address = await call(t.app, 'POST', '/api/v2/customer/address', {
      token: buyer.token,
      body: { receiver: 'Pat Lee', mobile: '(512) 555-1234', email: 'pat@example.com', countryId: country.regionId, stateId: state?.regionId ?? country.regionId, cityId: state?.children?.[0]?.regionId ?? null, zipCode: '78701', address: '100 Main St' },
    });
    const submitted = await submit(t, buyer.token, { goodsId, quantity: 1, deliveryMode: 'ship', addressId: address.body.data.addressId }, `ship-${Date.now()}`);
    const orderNo = submitted.body.data.orderNos[0] as string;
    await t.database.db.transaction((tx) => t.app.services.purchaseOrders.purpose.settle(tx, buyer.user.id, [orderNo], { payWay: 0, paymentNo: 'PMSG' }));
    expect(await unread(buyer.token)).toBe(NOTICES.length);

    const seller = await login(t.app, DEMO.seller);
    const sellerUnread = await unread(seller);
    const shipped = await call(t.app, 'POST', `/api/v2/seller/purchase-order/${orderNo}/ship`, { token: seller, headers: { 'idempotency-key': crypto.randomUUID() }, body: { logisticsCompany: 'DHL Express', trackingNumber: 'JD0146000012345' } });
    expect(shipped.statusCode).toBe(200);

    expect(await unread(buyer.token)).toBe(NOTICES.length + 1);
    const [en] = (await list(buyer.token, { state: 'unread' })).body.data.list;
    expect(en).toMatchObject({
      kind: 'event',
      title: 'Order shipped',
      content: `Your purchase order ${orderNo} has been shipped by DHL Express. Tracking number: JD0146000012345.`,
      sender: 'System notification',
      read: false,
      marked: false,
    });
    const zh = (await list(buyer.token, {}, 'zh-CN')).body.data.list[0]!;
    expect(zh).toMatchObject({ messageId: en!.messageId, title: '订单已发货', content: `您的采购单 ${orderNo} 已由 DHL Express 发货，物流单号：JD0146000012345。`, sender: '系统通知' });

    // Nobody else hears of it; shipping again is refused and sends nothing.
    expect(await unread(seller)).toBe(sellerUnread);
    const again = await call(t.app, 'POST', `/api/v2/seller/purchase-order/${orderNo}/ship`, { token: seller, headers: { 'idempotency-key': crypto.randomUUID() }, body: { logisticsCompany: 'UPS', trackingNumber: '1Z' } });
    expect(again.body.data.code).toBe('ORDER_INVALID_TRANSITION');
    expect(await unread(buyer.token)).toBe(NOTICES.length + 1);
  });
});

describe('API docs', () => {
  it('lists the message endpoints', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of ['/api/v2/message/list', '/api/v2/message/unread-count', '/api/v2/message/read-all', '/api/v2/message/{messageId}/read', '/api/v2/message/{messageId}/mark'])
      expect(doc.paths, path).toHaveProperty([path]);
  });
});
