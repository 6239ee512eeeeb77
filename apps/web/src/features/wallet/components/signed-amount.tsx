import { useFormatPrice } from '../../../lib/price';

/** A ledger amount: money in with a plus and green, money out with a minus and red. */
export function SignedAmount({ amount }: { amount: number }) {
  const format = useFormatPrice();
  const direction = amount > 0 ? 'in' : amount < 0 ? 'out' : 'none';
  return <span className={`signed-amount signed-amount--${direction}`}>{`${amount > 0 ? '+' : ''}${format(amount)}`}</span>;
}
