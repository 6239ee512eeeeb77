import { describe, expect, it } from 'vitest';
import { rechargeAmountProblem } from './recharge-amount';

describe('the recharge amount', () => {
  it('cannot be empty', () => {
    expect(rechargeAmountProblem(null, 10)?.key).toBe('amount.required');
    expect(rechargeAmountProblem(undefined, 10)?.key).toBe('amount.required');
    expect(rechargeAmountProblem(0, 10)?.key).toBe('amount.required');
  });

  it('is at least the minimum single payment, compared in cents', () => {
    expect(rechargeAmountProblem(9.99, 10)).toEqual({ key: 'RECHARGE_BELOW_MIN', params: { min: '10.00' } });
    expect(rechargeAmountProblem(10, 10)).toBeNull();
    expect(rechargeAmountProblem(0.3, 0.3)).toBeNull();
  });

  it('has at most two decimals', () => {
    expect(rechargeAmountProblem(10.005, 10)?.key).toBe('amount.invalid');
    expect(rechargeAmountProblem(10.05, 10)).toBeNull();
  });
});
