import { z } from 'zod';

/** Currencies the exchange-rate service knows. The base is always USD (spec section 9). */
export const COINS = ['USD', 'GBP', 'EUR', 'JPY', 'CNY'] as const;
export const Coin = z.enum(COINS);
export type Coin = z.infer<typeof Coin>;
export const BASE_COIN = 'USD' as const;

export const LatestRateQuery = z.object({
  fromCoin: z.literal(BASE_COIN, { error: 'rate.fromCoinInvalid' }),
  toCoin: z.enum(COINS, { error: 'rate.toCoinInvalid' }),
});
export type LatestRateQuery = z.infer<typeof LatestRateQuery>;

export const LatestRate = z.object({
  /** 1 USD = rate toCoin */
  rate: z.number(),
  fromCoin: z.literal(BASE_COIN),
  toCoin: Coin,
  /** When the rate took effect; null for USD to USD, which is fixed. */
  effectiveAt: z.iso.datetime().nullable(),
});
export type LatestRate = z.infer<typeof LatestRate>;

/** What the operator console sends to record a rate; without effectiveAt it takes effect now. */
export const RateInput = z.object({
  toCoin: z.enum(COINS.filter((c) => c !== BASE_COIN) as ['GBP', 'EUR', 'JPY', 'CNY'], { error: 'rate.toCoinInvalid' }),
  rate: z.number({ error: 'rate.invalid' }).positive({ error: 'rate.invalid' }).max(1_000_000, { error: 'rate.invalid' }),
  effectiveAt: z.iso.datetime({ offset: true }).optional(),
});
export type RateInput = z.infer<typeof RateInput>;
