import { z } from 'zod';
import { page, PageQuery } from '../common/envelope';

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

// ---- operator console: current rates, history, manual edit

/** The currencies an operator sets a rate for (1 USD in each). */
export const RATE_TARGETS = ['GBP', 'EUR', 'JPY', 'CNY'] as const;
export type RateTarget = (typeof RATE_TARGETS)[number];
export const RateTarget = z.enum(RATE_TARGETS, { error: 'rate.toCoinInvalid' });

/**
 * Sane bounds of 1 USD in each currency: a rate outside them is a typo (a slipped decimal
 * point), never a market move, for a manual edit or the provider's answer alike.
 */
export const RATE_BOUNDS: Record<RateTarget, { min: number; max: number }> = {
  GBP: { min: 0.3, max: 2 },
  EUR: { min: 0.3, max: 2 },
  JPY: { min: 50, max: 500 },
  CNY: { min: 3, max: 15 },
};

/** The largest change from the current rate the scheduled refresh accepts (0.2: 20%). */
export const RATE_MAX_JUMP = 0.2;

/** seed (demo data), manual (an operator's edit), provider (the scheduled refresh). */
export const RATE_SOURCES = ['seed', 'manual', 'provider'] as const;
export const RateSource = z.enum(RATE_SOURCES);
export type RateSource = z.infer<typeof RateSource>;

/** One recorded rate: 1 USD = rate toCoin from effectiveAt on. */
export const RateRecord = z.object({
  rateId: z.number().int(),
  toCoin: RateTarget,
  rate: z.number(),
  effectiveAt: z.iso.datetime(),
  source: RateSource,
  /** The operator who recorded a manual rate (name or mobile). */
  operator: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type RateRecord = z.infer<typeof RateRecord>;

export const AdminRatesQuery = PageQuery.extend({
  /** Only this currency's history; absent: all. */
  toCoin: RateTarget.optional(),
});

export const AdminRates = z.object({
  /** The rate in effect now for each currency that has one. */
  current: z.array(RateRecord),
  /** Every recorded rate, newest first. */
  history: page(RateRecord),
  /** The scheduled refresh from the rate provider: off unless configured. */
  refresh: z.object({ enabled: z.boolean(), intervalMinutes: z.number().int().nullable(), maxJumpPercent: z.number() }),
});
export type AdminRates = z.infer<typeof AdminRates>;

const boundedRate = (coin: RateTarget) =>
  z
    .number({ error: `rate.outOfBounds.${coin}` })
    .min(RATE_BOUNDS[coin].min, { error: `rate.outOfBounds.${coin}` })
    .max(RATE_BOUNDS[coin].max, { error: `rate.outOfBounds.${coin}` })
    .optional();

/** A manual edit: the new rate of one or more currencies, each taking effect now. */
export const SaveRatesBody = z
  .object({ GBP: boundedRate('GBP'), EUR: boundedRate('EUR'), JPY: boundedRate('JPY'), CNY: boundedRate('CNY') })
  .refine((v) => RATE_TARGETS.some((coin) => v[coin] !== undefined), { error: 'rate.nothingToSave' });
export type SaveRatesBody = z.infer<typeof SaveRatesBody>;

/** Whether a rate is within its currency's sane bounds. */
export const rateWithinBounds = (coin: RateTarget, rate: number) => Number.isFinite(rate) && rate >= RATE_BOUNDS[coin].min && rate <= RATE_BOUNDS[coin].max;
