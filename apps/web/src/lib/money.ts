import { amountToCents, roundHalfUp } from '@wm/contracts';

// en-US grouping for every language: amounts read the same across the three locales,
// as the spec fixes the symbol in front and two decimals.
const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The one money formatter: symbol in front, two decimals, thousands separators. */
export function formatMoney(amount: number, symbol: string): string {
  const sign = amount < 0 ? '-' : '';
  return `${sign}${symbol}${twoDecimals.format(Math.abs(amount))}`;
}

/**
 * A USD amount in the display currency (1 USD = rate units), rounded half up to the
 * cent. Worked in cents so that float drift cannot tip a half: 19.99 at 0.79 is 15.79.
 */
export function convertFromUsd(amount: number, rate: number): number {
  return roundHalfUp(amountToCents(amount) * rate) / 100;
}

/** What a price needs to know of the chosen currency (the client store holds both). */
export interface DisplayCurrency {
  symbol: string;
  exchangeRate: number;
}

/** A USD price as shown: converted to the chosen currency, with its symbol and two decimals. */
export function formatPrice(amount: number, { symbol, exchangeRate }: DisplayCurrency): string {
  return formatMoney(convertFromUsd(amount, exchangeRate), symbol);
}
