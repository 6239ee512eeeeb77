import { amountToCents, type MessageKey } from '@wm/contracts';

/** What is wrong with a recharge amount, with the server's messages: empty, more than two decimals, or below the minimum single payment. */
export function rechargeAmountProblem(value: number | null | undefined, min: number): { key: MessageKey; params?: Record<string, string> } | null {
  if (value === null || value === undefined || Number.isNaN(value) || value <= 0) return { key: 'amount.required' };
  if (Math.abs(value * 100 - Math.round(value * 100)) > 1e-6) return { key: 'amount.invalid' };
  if (amountToCents(value) < amountToCents(min)) return { key: 'RECHARGE_BELOW_MIN', params: { min: min.toFixed(2) } };
  return null;
}
