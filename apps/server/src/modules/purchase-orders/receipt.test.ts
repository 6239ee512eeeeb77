import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, testConfig, type TestApp } from '../../../test/helpers';
import { hasCjkFont } from '../../platform/pdf';
import { approvedBuyer, insertGoods, submit } from './orders.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let seq = 0;
const key = () => `receipt-${process.pid}-${++seq}`;

const receipt = (orderNo: string, token: string, lang = 'en-US') =>
  t.app.inject({ method: 'GET', url: `/api/v2/purchase-order/${orderNo}/receipt.pdf`, headers: { authorization: `Bearer ${token}`, 'accept-language': lang } });

/** Everything a PDF says, its compressed streams inflated: fonts, text-to-unicode maps. */
function pdfInside(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const parts = [raw];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    try {
      parts.push(inflateSync(Buffer.from(raw.slice(start, end), 'latin1')).toString('latin1'));
    } catch {
      // not a Flate stream (an embedded font program)
    }
  }
  return parts.join('\n');
}
/** How a text-to-unicode map of the PDF names a character: <6536>. */
const mapped = (char: string) => `<${char.codePointAt(0)!.toString(16).padStart(4, '0')}>`;

async function paidOrder(buyer: { user: { id: number }; token: string }, priceCents = 1999, quantity = 3) {
  const goodsId = await insertGoods(t.database, { available: 50, priceCents });
  const orderNo = (await submit(t, buyer.token, { goodsId, quantity }, key())).body.data.orderNos[0] as string;
  await t.database.db.transaction((tx) => t.app.services.purchaseOrders.purpose.settle(tx, buyer.user.id, [orderNo], { payWay: 5, paymentNo: `PAY-${orderNo}` }));
  return orderNo;
}

describe('GET /api/v2/purchase-order/:orderNo/receipt.pdf', () => {
  it('answers the own paid order as a PDF download; the order to be paid has none (409); another buyer gets 404', async () => {
    const buyer = await approvedBuyer(t);
    const orderNo = await paidOrder(buyer);
    const res = await receipt(orderNo, buyer.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="receipt-${orderNo}.pdf"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfInside(res.rawPayload)).toContain(`Receipt ${orderNo}`); // the document title

    const goodsId = await insertGoods(t.database, { available: 5, priceCents: 500 });
    const unpaid = (await submit(t, buyer.token, { goodsId, quantity: 1 }, key())).body.data.orderNos[0] as string;
    const refused = await receipt(unpaid, buyer.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ status: 409, data: { code: 'ORDER_INVALID_TRANSITION' } });

    const other = await approvedBuyer(t);
    const foreign = await receipt(orderNo, other.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ status: 404, data: { code: 'NOT_FOUND' } });
    expect((await call(t.app, 'GET', `/api/v2/purchase-order/${orderNo}/receipt.pdf`)).statusCode).toBe(401);
  });

  it.skipIf(!hasCjkFont(testConfig().pdf))('is written in the buyer language with the CJK face embedded: Chinese and Japanese glyphs render', async () => {
    const buyer = await approvedBuyer(t);
    const orderNo = await paidOrder(buyer);
    const zh = pdfInside((await receipt(orderNo, buyer.token, 'zh-CN')).rawPayload);
    expect(zh).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansCJKsc-Regular/);
    for (const char of '收据实付合计账户余额') expect(zh, char).toContain(mapped(char));
    const ja = pdfInside((await receipt(orderNo, buyer.token, 'ja-JP')).rawPayload);
    expect(ja).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansCJKjp-Regular/);
    for (const char of '領収書お支払い合計') expect(ja, char).toContain(mapped(char));
    const en = pdfInside((await receipt(orderNo, buyer.token, 'en-US')).rawPayload);
    for (const char of 'Total paid') expect(en, char).toContain(mapped(char));
  });
});
