import { amountToCents, centsToAmount, withdrawalFeeCents, type MessageKey } from '@wm/contracts';

/** What the operator settings and the wallet allow (USD). */
export interface WithdrawalLimits {
  /** The smallest withdrawal (operate-config minWithdrawAmount). */
  min: number;
  /** Balance minus frozen. */
  available: number;
  /** Service fee as a fraction of the amount: 0.01 is 1% (operate-config withdrawFeeRate). */
  feeRate: number;
}

/** The fee in basis points, as the server turns the rate into them. */
const feeBasisPoints = (feeRate: number) => Math.round(feeRate * 10_000);

/** The service fee and what reaches the card, computed as the server does (in cents, rounded half up). */
export function withdrawalBreakdown(amount: number, feeRate: number): { fee: number; actual: number } {
  const cents = amountToCents(amount);
  const fee = withdrawalFeeCents(cents, feeBasisPoints(feeRate));
  return { fee: centsToAmount(fee), actual: centsToAmount(cents - fee) };
}

export interface AmountProblem {
  key: MessageKey;
  params?: Record<string, string>;
}

/**
 * Why an amount cannot be withdrawn, with the server's messages: missing, below the
 * minimum (or all eaten by the fee), or above what is available.
 */
export function withdrawAmountProblem(amount: number | null | undefined, limits: WithdrawalLimits): AmountProblem | null {
  if (amount === null || amount === undefined || !Number.isFinite(amount) || amount <= 0) return { key: 'amount.required' };
  const cents = amountToCents(amount);
  const belowMin = { key: 'WITHDRAW_BELOW_MIN', params: { min: limits.min.toFixed(2) } } as const;
  if (cents < amountToCents(limits.min)) return belowMin;
  if (cents > amountToCents(limits.available)) return { key: 'WITHDRAW_EXCEEDS' };
  if (withdrawalFeeCents(cents, feeBasisPoints(limits.feeRate)) >= cents) return belowMin;
  return null;
}
