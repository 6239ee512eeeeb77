import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO, login, type TestApp } from '../../../test/helpers';
import { paymentHelpers } from '../payments/payments.test-support';

let t: TestApp;
const h = paymentHelpers(() => t);
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const read = async () => (await call(t.app, 'GET', '/api/v2/setting/operate-config')).body.data;
const save = (token: string, body: object) => call(t.app, 'PUT', '/api/v2/admin/operate-config', { token, body });

describe('operating settings in the operator console', () => {
  it('an operator changes the fields sent, the others stay; the rules read the new values at once', async () => {
    const operator = await login(t.app, DEMO.operator);
    const before = await read();
    const saved = await save(operator, { afterSalesDecisionHours: 48, agreementBuyDays: 10, consigneeRetentionDays: 60, withdrawFeeRate: 0.015 });
    expect(saved.statusCode).toBe(200);
    expect(saved.body.data).toEqual({ ...before, afterSalesDecisionHours: 48, agreementBuyDays: 10, consigneeRetentionDays: 60, withdrawFeeRate: 0.015 });
    expect(await read()).toEqual(saved.body.data);
    const console = await call(t.app, 'GET', '/api/v2/admin/operate-config', { token: operator });
    expect(console.body.data).toEqual(saved.body.data);
    expect(console.headers['cache-control']).toContain('no-store');
    expect((await t.app.services.content.operateConfig()).afterSalesDecisionHours).toBe(48);
    await save(operator, { afterSalesDecisionHours: before.afterSalesDecisionHours, agreementBuyDays: before.agreementBuyDays, consigneeRetentionDays: before.consigneeRetentionDays, withdrawFeeRate: before.withdrawFeeRate });
    expect(await read()).toEqual(before);
  });

  it('refuses other roles and bad values, and changes nothing', async () => {
    const before = await read();
    const buyer = await h.approvedBuyer();
    expect((await call(t.app, 'PUT', '/api/v2/admin/operate-config', { body: { autoConfirmReceiptDays: 3 } })).statusCode).toBe(401);
    expect((await save(buyer.token, { autoConfirmReceiptDays: 3 })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/v2/admin/operate-config', { token: buyer.token })).statusCode).toBe(403);
    expect((await save(await login(t.app, DEMO.seller), { autoConfirmReceiptDays: 3 })).statusCode).toBe(403);
    const operator = await login(t.app, DEMO.operator);
    for (const body of [{ autoConfirmReceiptDays: 0 }, { paymentWindowMinutes: 1.5 }, { withdrawFeeRate: 0.9 }, { minRechargeAmount: -1 }, { consigneeRetentionDays: '30' }, { currencyConversion: 'yes' }]) {
      const res = await save(operator, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body.data.code).toBe('VALIDATION_FAILED');
    }
    expect(await read()).toEqual(before);
  });
});
