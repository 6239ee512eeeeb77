import {
  BASE_COIN,
  RATE_MAX_JUMP,
  RATE_TARGETS,
  rateWithinBounds,
  type AdminRates,
  type Coin,
  type LatestRate,
  type RateInput,
  type RateRecord,
  type RateTarget,
  type SaveRatesBody,
} from '@wm/contracts';
import type { Database, Executor } from '../../db/client';
import { createCache } from '../../platform/cache';
import { AppError } from '../../platform/errors';
import type { AuthUser } from '../auth/auth.service';
import { ProviderError, type ProviderAnswer, type RateProvider } from './rate-provider';
import { ratesRepository as repo, type RateRow } from './rates.repository';

/** What one scheduled refresh did. */
export type RefreshOutcome =
  | { outcome: 'applied'; rates: Partial<Record<RateTarget, number>> }
  | { outcome: 'refused'; reason: string }
  | { outcome: 'skipped' };

interface Log {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
}

/** The currencies a provider's answer must carry; CNY is taken when it comes, and checked like the rest. */
const REQUIRED: readonly RateTarget[] = ['GBP', 'EUR', 'JPY'];

/**
 * Checks a provider's answer against the sane bounds and the rates in effect: every rate a
 * finite number within its currency's bounds and within RATE_MAX_JUMP of the current one.
 * The whole answer is refused at the first fault: a partly wrong answer is not trusted for the rest.
 */
export function checkProviderAnswer(answer: ProviderAnswer, current: Map<RateTarget, number>): { rates: Partial<Record<RateTarget, number>> } | { reason: string } {
  if (answer.base !== undefined && answer.base !== BASE_COIN) return { reason: `base is ${String(answer.base)}, not USD` };
  const rates: Partial<Record<RateTarget, number>> = {};
  for (const coin of RATE_TARGETS) {
    const value = answer.rates[coin];
    if (value === undefined) {
      if (REQUIRED.includes(coin)) return { reason: `${coin} is missing` };
      continue;
    }
    if (typeof value !== 'number' || !Number.isFinite(value)) return { reason: `${coin} is not a number: ${JSON.stringify(value)}` };
    if (!rateWithinBounds(coin, value)) return { reason: `${coin} ${value} is outside its sane bounds` };
    const now = current.get(coin);
    if (now !== undefined && Math.abs(value / now - 1) > RATE_MAX_JUMP) return { reason: `${coin} jumps from ${now} to ${value}, more than ${RATE_MAX_JUMP * 100}%` };
    rates[coin] = value;
  }
  return { rates };
}

/** The currencies given a rate, in their usual order. */
const given = (rates: Partial<Record<RateTarget, number>>) =>
  RATE_TARGETS.flatMap((toCoin) => {
    const rate = rates[toCoin];
    return rate === undefined ? [] : [{ toCoin, rate }];
  });

export function createRatesService(deps: {
  database: Database;
  cacheTtlSeconds: number;
  /** How an operator is named in the history. */
  operatorNames: (ex: Executor, ids: number[]) => Promise<Map<number, string>>;
  /** The scheduled refresh's provider and interval; null: no refresh. */
  refresh?: { provider: RateProvider; intervalMinutes: number; log: Log } | null;
}) {
  const { db } = deps.database;
  const cache = createCache({ ttlMs: deps.cacheTtlSeconds * 1000, maxEntries: 20 });
  const refresh = deps.refresh ?? null;
  let lastAttempt = 0;

  async function records(rowsIn: RateRow[]): Promise<RateRecord[]> {
    const names = await deps.operatorNames(db, rowsIn.flatMap((r) => (r.createdBy === null ? [] : [r.createdBy])));
    return rowsIn.map((r) => ({
      rateId: r.id,
      toCoin: r.toCoin,
      rate: r.rate,
      effectiveAt: r.effectiveAt.toISOString(),
      source: r.source,
      operator: r.createdBy === null ? null : (names.get(r.createdBy) ?? null),
      createdAt: r.createdAt.toISOString(),
    }));
  }

  async function record(values: { toCoin: RateTarget; rate: number }[], source: 'manual' | 'provider', createdBy: number | null) {
    const effectiveAt = new Date();
    await db.transaction((tx) => repo.insertMany(tx, values.map((v) => ({ fromCoin: BASE_COIN, toCoin: v.toCoin, rate: v.rate, effectiveAt, source, createdBy }))));
    // The storefront converts with the new rate at once on this instance; others within the cache TTL.
    cache.clear();
  }

  return {
    /** 1 USD in another currency, from the latest rate in effect. USD to USD is 1. */
    async latest(toCoin: Coin): Promise<LatestRate> {
      if (toCoin === BASE_COIN) return { rate: 1, fromCoin: BASE_COIN, toCoin, effectiveAt: null };
      const found = await cache.get(toCoin, () => repo.findLatest(db, BASE_COIN, toCoin).then((row) => row ?? null));
      // No rate recorded yet for a supported currency (a fresh installation).
      if (!found) throw new AppError('NOT_FOUND');
      return { rate: found.rate, fromCoin: BASE_COIN, toCoin, effectiveAt: found.effectiveAt.toISOString() };
    },

    /** Records a rate at a given time (tests, imports); without effectiveAt it takes effect now. */
    async setRate(input: RateInput): Promise<void> {
      await repo.insert(db, { fromCoin: BASE_COIN, toCoin: input.toCoin, rate: input.rate, effectiveAt: input.effectiveAt ? new Date(input.effectiveAt) : new Date(), source: 'manual' });
      cache.clear();
    },

    /** The console: the rates in effect, the history and the refresh's settings. */
    async admin(query: { pageIndex: number; pageSize: number; toCoin?: RateTarget }): Promise<AdminRates> {
      const [current, history] = await Promise.all([repo.current(db), repo.page(db, query.toCoin, query.pageSize, (query.pageIndex - 1) * query.pageSize)]);
      return {
        current: await records(current),
        history: { list: await records(history.list), total: history.total, pageIndex: query.pageIndex, pageSize: query.pageSize },
        refresh: { enabled: refresh !== null, intervalMinutes: refresh?.intervalMinutes ?? null, maxJumpPercent: RATE_MAX_JUMP * 100 },
      };
    },

    /** An operator's edit: the rates given (already within bounds) take effect now, one transaction. */
    async save(user: AuthUser, body: SaveRatesBody): Promise<RateRecord[]> {
      await record(given(body), 'manual', user.id);
      return records(await repo.current(db));
    },

    /**
     * One pass of the scheduled refresh: asks the provider when the interval has passed since
     * its rates were last recorded (by any instance) and since this instance last asked. A
     * failed or absurd answer is refused and logged; the rates in effect stay.
     */
    async refreshFromProvider(options: { force?: boolean } = {}): Promise<RefreshOutcome> {
      if (!refresh) return { outcome: 'skipped' };
      const intervalMs = refresh.intervalMinutes * 60_000;
      if (!options.force) {
        const last = Math.max(lastAttempt, (await repo.lastProviderAt(db))?.getTime() ?? 0);
        if (Date.now() - last < intervalMs) return { outcome: 'skipped' };
      }
      lastAttempt = Date.now();
      let answer: ProviderAnswer;
      try {
        answer = await refresh.provider.fetchLatest();
      } catch (error) {
        const reason = error instanceof ProviderError ? error.message : `failed: ${(error as Error).message}`;
        refresh.log.warn({ reason }, 'exchange-rate refresh refused');
        return { outcome: 'refused', reason };
      }
      const current = new Map((await repo.current(db)).map((r) => [r.toCoin, r.rate] as const));
      const checked = checkProviderAnswer(answer, current);
      if ('reason' in checked) {
        refresh.log.warn({ reason: checked.reason }, 'exchange-rate refresh refused');
        return { outcome: 'refused', reason: checked.reason };
      }
      await record(given(checked.rates), 'provider', null);
      refresh.log.info({ rates: checked.rates }, 'exchange rates refreshed');
      return { outcome: 'applied', rates: checked.rates };
    },
  };
}

export type RatesService = ReturnType<typeof createRatesService>;
