import type { Coin } from '@wm/contracts';

/**
 * Display currencies (spec section 9). Amounts are settled in USD; another currency
 * is presentation only (amount x rate from the latest USD rate). `unit` is the coin
 * the exchange-rate service is asked for.
 */
export const CURRENCIES = [
  { value: 'USD', symbol: '$', unit: 'USD' },
  { value: 'GBP', symbol: '£', unit: 'GBP' },
  { value: 'EUR', symbol: '€', unit: 'EUR' },
  // The spec's glyph for the yen (U+04B0) is a Cyrillic letter: the yen sign it meant.
  { value: 'JPY', symbol: '¥', unit: 'JPY' },
] as const satisfies readonly { value: string; symbol: string; unit: Coin }[];

export type CurrencyCode = (typeof CURRENCIES)[number]['value'];
type CurrencyOption = (typeof CURRENCIES)[number];

export const BASE_CURRENCY: CurrencyCode = 'USD';

export function currencyOption(code: string | undefined): CurrencyOption {
  return CURRENCIES.find((option) => option.value === code) ?? CURRENCIES[0];
}
