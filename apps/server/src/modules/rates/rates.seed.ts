import type { Database } from '../../db/client';
import { DEMO_RATES } from './demo-rates';
import { ratesRepository as repo } from './rates.repository';

/**
 * Demo rates, dated from the start of the current UTC day backwards, so two instances
 * seeding at once write the same rows. Seeded once: afterwards the history is the operator's.
 */
export async function seedRates(database: Database): Promise<void> {
  const { db } = database;
  if ((await repo.countRates(db)) > 0) return;
  const today = new Date();
  today.setUTCHours(0, 0, 0, 0);
  await repo.insertMissing(
    db,
    DEMO_RATES.map((r) => ({ fromCoin: 'USD', toCoin: r.toCoin, rate: r.rate, effectiveAt: new Date(today.getTime() - r.daysAgo * 86_400_000) })),
  );
}
