import { describe, expect, it } from 'vitest';
import { afterLoginPath } from './landing';

const operator = { role: 'operator', auditStatus: 2, isStore: false } as const;
const approvedBuyer = { role: 'buyer', auditStatus: 2, isStore: false } as const;
const buyerInReview = { role: 'buyer', auditStatus: 0, isStore: false } as const;

describe('afterLoginPath', () => {
  it('takes an operator to the console', () => {
    expect(afterLoginPath(operator, null)).toBe('/admin');
    expect(afterLoginPath(operator, '/home')).toBe('/admin');
  });

  it('brings an operator back to the console page asked for', () => {
    expect(afterLoginPath(operator, '/admin/withdrawals')).toBe('/admin/withdrawals');
    expect(afterLoginPath(operator, '/admin/audits?status=1')).toBe('/admin/audits?status=1');
    expect(afterLoginPath(operator, '/administrator')).toBe('/admin');
  });

  it('leaves buyers to the access rules', () => {
    expect(afterLoginPath(approvedBuyer, '/wallet/index')).toBe('/wallet/index');
    expect(afterLoginPath(approvedBuyer, null)).toBe('/home');
    expect(afterLoginPath(buyerInReview, '/wallet/index')).toBe('/accountSetting/index');
  });
});
