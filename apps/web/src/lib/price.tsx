import { useCallback } from 'react';
import { formatPrice } from './money';
import { useClientStore } from './store';

/** Formats USD amounts in the currency the visitor chose; re-renders when it changes. */
export function useFormatPrice(): (amount: number) => string {
  const currency = useClientStore((state) => state.currency);
  const exchangeRate = useClientStore((state) => state.exchangeRate);
  return useCallback((amount: number) => formatPrice(amount, { currency, exchangeRate }), [currency, exchangeRate]);
}

/** The one price element: a USD amount in the chosen currency (spec section 9). */
export function Price({ amount, className, testId }: { amount: number; className?: string; testId?: string }) {
  const format = useFormatPrice();
  return (
    <span className={className ? `price ${className}` : 'price'} data-testid={testId}>
      {format(amount)}
    </span>
  );
}
