import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client';
import { call, createTestApp, DEMO, login, registerBuyer, type TestApp } from '../../../test/helpers';

let t: TestApp;
let operator: string;
beforeAll(async () => {
  t = await createTestApp();
  operator = await login(t.app, DEMO.operator);
});
afterAll(() => t?.close());

const texts = (tag: string) => ({
  title: { en: `Holiday hours ${tag}`, zh: `假期安排 ${tag}`, ja: `休業のお知らせ ${tag}` },
  content: { en: `The warehouse closes for two days ${tag}.`, zh: `仓库停运两天 ${tag}。`, ja: `倉庫は2日間休業します ${tag}。` },
});
const send = (body: unknown, token = operator, lang?: string) => call(t.app, 'POST', '/api/v2/admin/notices', { token, body, lang });
const inbox = async (token: string, lang?: string) => (await call(t.app, 'GET', '/api/v2/message/list', { token, lang, query: { pageSize: '50' } })).body.data;
const titles = async (token: string, lang?: string) => (await inbox(token, lang)).list.map((m: { title: string }) => m.title);
const unread = async (token: string) => (await call(t.app, 'GET', '/api/v2/message/unread-count', { token })).body.data.unread;
const counts = async () => (await rows<{ notices: number; messages: number }>(t.database.db, sql`select (select count(*)::int from notices) as notices, (select count(*)::int from messages) as messages`))[0]!;

describe('platform notices from the operator console', () => {
  it('to all buyers: every buyer reads it in their language at /message/index, sellers and operators do not; one row for all', async () => {
    const buyer = await login(t.app, DEMO.approvedBuyer);
    const pending = await login(t.app, DEMO.pendingBuyer);
    const newcomer = await registerBuyer(t.app);
    const seller = await login(t.app, DEMO.seller);
    const before = await counts();
    const unreadBefore = await unread(buyer);

    const res = await send({ ...texts('B'), audience: 'buyers' });
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe('Notice sent');
    const buyersNow = (await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from users where role = 'buyer'`))[0]!.n;
    expect(res.body.data).toMatchObject({ audience: 'buyers', recipientCount: buyersNow, sentBy: 'Operator', title: texts('B').title });
    expect(await counts()).toEqual({ notices: before.notices + 1, messages: before.messages + 1 });

    for (const token of [buyer, pending, newcomer.token]) expect(await titles(token)).toContain('Holiday hours B');
    expect(await titles(buyer, 'zh-CN')).toContain('假期安排 B');
    expect(await titles(buyer, 'ja-JP')).toContain('休業のお知らせ B');
    const message = (await inbox(buyer)).list.find((m: { title: string }) => m.title === 'Holiday hours B');
    expect(message).toMatchObject({ kind: 'notice', content: 'The warehouse closes for two days B.', sender: 'Operations Team', read: false });
    expect(await unread(buyer)).toBe(unreadBefore + 1);
    // Read by one buyer, still unread for the others.
    expect((await call(t.app, 'POST', `/api/v2/message/${message.messageId}/read`, { token: buyer })).body.data.read).toBe(true);
    expect((await inbox(pending)).list.find((m: { title: string }) => m.title === 'Holiday hours B').read).toBe(false);

    expect(await titles(seller)).not.toContain('Holiday hours B');
    expect(await titles(operator)).not.toContain('Holiday hours B');
    // A seller cannot read it by its id either.
    expect((await call(t.app, 'POST', `/api/v2/message/${message.messageId}/read`, { token: seller })).statusCode).toBe(404);
  });

  it('to all sellers: sellers only', async () => {
    const seller = await login(t.app, DEMO.seller);
    const buyer = await login(t.app, DEMO.approvedBuyer);
    expect((await send({ ...texts('S'), audience: 'sellers' })).statusCode).toBe(200);
    expect(await titles(seller)).toContain('Holiday hours S');
    expect(await titles(buyer)).not.toContain('Holiday hours S');
  });

  it('to a list of customer ids, user ids and mobiles: one message each, nobody else', async () => {
    const a = await registerBuyer(t.app);
    const b = await registerBuyer(t.app);
    const c = await registerBuyer(t.app);
    const outsider = await registerBuyer(t.app);
    const before = await counts();
    const res = await send({ ...texts('L'), audience: 'list', recipients: [a.user.customerid, String(b.user.id), c.mobile, ` ${a.user.customerid.toLowerCase()} `] });
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({ audience: 'list', recipientCount: 3 });
    expect(await counts()).toEqual({ notices: before.notices + 1, messages: before.messages + 3 });
    for (const who of [a, b, c]) expect(await titles(who.token)).toContain('Holiday hours L');
    expect(await titles(outsider.token)).not.toContain('Holiday hours L');
    expect(await titles(await login(t.app, DEMO.approvedBuyer))).not.toContain('Holiday hours L');
  });

  it('refuses bad notices with a clear field error in the request language, sending nothing', async () => {
    const a = await registerBuyer(t.app);
    const before = await counts();
    const cases: [unknown, string, string, string][] = [
      [{ ...texts('X'), title: { en: 'Only English', zh: '', ja: '' }, audience: 'buyers' }, 'title.zh', 'en-US', 'Please enter the title in English, Chinese and Japanese (up to 100 characters)'],
      [{ ...texts('X'), content: { en: 'x', zh: 'y' }, audience: 'buyers' }, 'content.ja', 'zh-CN', '请输入英文、中文和日文内容（最多 5,000 个字符）'],
      [{ ...texts('X'), title: { en: 'x'.repeat(101), zh: 'y', ja: 'z' }, audience: 'buyers' }, 'title.en', 'en-US', 'Please enter the title in English, Chinese and Japanese (up to 100 characters)'],
      [{ ...texts('X'), audience: 'everyone' }, 'audience', 'en-US', 'This value is invalid'],
      [{ ...texts('X'), audience: 'list' }, 'recipients', 'ja-JP', '顧客IDまたは携帯電話番号を1つ以上入力してください（1,000件まで）'],
      [{ ...texts('X'), audience: 'list', recipients: [a.user.customerid, 'C999999999', '13999999999'] }, 'recipients', 'en-US', 'No account found for: C999999999, 13999999999'],
      [{ ...texts('X'), audience: 'list', recipients: Array(1001).fill(a.user.customerid) }, 'recipients', 'en-US', 'Please enter at least one customer ID or mobile number (up to 1,000)'],
    ];
    for (const [body, field, lang, message] of cases) {
      const res = await send(body, operator, lang);
      expect(res.statusCode, field).toBe(400);
      expect(res.body, field).toMatchObject({ status: 400, message, data: { code: 'VALIDATION_FAILED' } });
      expect(res.body.data.errors, field).toContainEqual({ field, message });
    }
    expect(await counts()).toEqual(before);
    expect(await titles(a.token)).not.toContain('Holiday hours X');
  });

  it('lists the notices sent, newest first', async () => {
    const res = await call(t.app, 'GET', '/api/v2/admin/notices', { token: operator, query: { pageSize: '2' } });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.total).toBe(3);
    expect(res.body.data.list.map((n: { title: { en: string } }) => n.title.en)).toEqual(['Holiday hours L', 'Holiday hours S']);
    expect(res.body.data.list[0]).toMatchObject({ audience: 'list', recipientCount: 3, sentBy: 'Operator' });
  });

  it('is for operators only', async () => {
    const before = await counts();
    for (const token of [await login(t.app, DEMO.approvedBuyer), await login(t.app, DEMO.seller)]) {
      expect((await send({ ...texts('F'), audience: 'buyers' }, token)).statusCode).toBe(403);
      expect((await call(t.app, 'GET', '/api/v2/admin/notices', { token })).statusCode).toBe(403);
    }
    expect((await call(t.app, 'POST', '/api/v2/admin/notices', { body: { ...texts('F'), audience: 'buyers' } })).statusCode).toBe(401);
    expect(await counts()).toEqual(before);
  });
});
