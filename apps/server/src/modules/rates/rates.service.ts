import { BASE_COIN, type Coin, type LatestRate, type RateInput } from '@wm/contracts';
import type { Database } from '../../db/client';
import { createCache } from '../../platform/cache';
import { AppError } from '../../platform/errors';
import { ratesRepository as repo } from './rates.repository';

export function createRatesService(deps: { database: Database; cacheTtlSeconds: number }) {
  const { db } = deps.database;
  const cache = createCache({ ttlMs: deps.cacheTtlSeconds * 1000, maxEntries: 20 });

  return {
    /** 1 USD in another currency, from the latest rate in effect. USD to USD is 1. */
    async latest(toCoin: Coin): Promise<LatestRate> {
      if (toCoin === BASE_COIN) return { rate: 1, fromCoin: BASE_COIN, toCoin, effectiveAt: null };
      const found = await cache.get(toCoin, () => repo.findLatest(db, BASE_COIN, toCoin).then((row) => row ?? null));
      // No rate recorded yet for a supported currency (a fresh installation).
      if (!found) throw new AppError('NOT_FOUND');
      return { rate: found.rate, fromCoin: BASE_COIN, toCoin, effectiveAt: found.effectiveAt.toISOString() };
    },

    /** Records a rate (operator console); without effectiveAt it takes effect now. */
    async setRate(input: RateInput): Promise<void> {
      await repo.insert(db, { fromCoin: BASE_COIN, toCoin: input.toCoin, rate: input.rate, effectiveAt: input.effectiveAt ? new Date(input.effectiveAt) : new Date() });
      cache.clear();
    },
  };
}

export type RatesService = ReturnType<typeof createRatesService>;
