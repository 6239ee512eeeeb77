import { sql } from 'drizzle-orm';
import { rows } from '../../db/client';
import { call, login, DEMO, type TestApp } from '../../../test/helpers';
import { newKey } from '../payments/payments.test-support';

export const apply = (t: TestApp, token: string, body: object, key = newKey()) => call(t.app, 'POST', '/api/v2/agreement', { token, body, headers: { 'idempotency-key': key } });
export const buyerAct = (t: TestApp, token: string, no: string, action: string, body?: object) => call(t.app, 'POST', `/api/v2/agreement/${no}/${action}`, { token, body });
export const sellerAct = (t: TestApp, token: string, no: string, action: string, body?: object) => call(t.app, 'POST', `/api/v2/seller/agreement/${no}/${action}`, { token, body });
export const sellerToken = (t: TestApp) => login(t.app, DEMO.seller);

/** An agreement of `quantity` units at `unitPrice` approved by the demo seller's store. */
export async function approvedAgreement(t: TestApp, buyerToken: string, seller: string, goodsId: number, quantity: number, unitPrice: number) {
  const applied = await apply(t, buyerToken, { goodsId, quantity, unitPrice, message: 'Regular orders every month' });
  if (applied.statusCode !== 200) throw new Error(`apply failed: ${JSON.stringify(applied.body)}`);
  const no = applied.body.data.agreementNo as string;
  const approved = await sellerAct(t, seller, no, 'approve', { message: 'Deal' });
  if (approved.statusCode !== 200) throw new Error(`approve failed: ${JSON.stringify(approved.body)}`);
  return no;
}

/** Moves an agreement's window end into the past. */
export const makeDue = (t: TestApp, no: string) => t.database.db.execute(sql`update agreements set deadline = now() - interval '1 minute' where agreement_no = ${no}`);

export const agreementRow = async (t: TestApp, no: string) =>
  (await rows<{ status: string; quantity: number; reserved: number; bought: number; version: number }>(
    t.database.db,
    sql`select status, quantity, reserved_qty as reserved, bought_qty as bought, version from agreements where agreement_no = ${no}`,
  ))[0]!;

export const orderIdOf = async (t: TestApp, orderNo: string) => (await rows<{ id: number }>(t.database.db, sql`select id from purchase_orders where order_no = ${orderNo}`))[0]!.id;
