import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import { actionKey } from './action-label';

describe('actionKey', () => {
  it('names a logged action by its path without the parameters', () => {
    expect(actionKey('POST /api/v2/admin/users/:userId/disable')).toBe('users_disable');
    expect(actionKey('POST /api/v2/admin/users/:userId/reset-lockouts')).toBe('users_reset_lockouts');
    expect(actionKey('PUT /api/v2/admin/operate-config')).toBe('operate_config');
    expect(actionKey('POST /api/v2/admin/after-sales/:afterSalesNo/decide')).toBe('after_sales_decide');
  });

  it('has a label for every console action of the users, stores, audits and money queues', () => {
    const labels = en.actions as Record<string, string>;
    for (const action of [
      'POST /api/v2/admin/audits/:userId/approve',
      'POST /api/v2/admin/withdrawals/:withdrawId/reject',
      'POST /api/v2/admin/payments/:paymentNo/confirm',
      'POST /api/v2/admin/stores/:storeId/close',
      'POST /api/v2/admin/goods/:goodsId/violation',
      'POST /api/v2/admin/users/:userId/manager',
    ]) {
      expect(labels[actionKey(action)], action).toEqual(expect.any(String));
    }
  });
});
