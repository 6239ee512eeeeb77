import { roundHalfUp } from '../common/money';

// Storage fee arithmetic (DOMAIN.md, "Storage fee"): per unit and day while a unit is held,
// by a tiered rate per m3 and day of the warehouse's country. Integers only: volumes in
// 1/10,000 m3, money in cents, one rounding function.

/** A tier: from this day in stock on (day 1 is the day the units came in), cents per m3 per unit-day. */
export interface StorageTier {
  fromDay: number;
  rateCents: number;
}

const CM3_PER_CUBIC_INCH = 16.387064;

/** Volume of one unit in 1/10,000 m3: inches to cm, cm3 / 1,000,000, rounded up to 4 decimals. */
export function volumeM3e4(lengthIn: number, widthIn: number, heightIn: number): number {
  const cm3 = lengthIn * widthIn * heightIn * CM3_PER_CUBIC_INCH;
  // 1e-4 m3 = 100 cm3; the epsilon keeps an exact product from rounding up by float noise.
  return Math.max(0, Math.ceil(cm3 / 100 - 1e-9));
}

/** The tier that applies on a day in stock (the last one starting on or before it); rate 0 before the first. */
export function tierFor(tiers: readonly StorageTier[], daysInStock: number): StorageTier {
  let found: StorageTier = { fromDay: 1, rateCents: 0 };
  for (const t of [...tiers].sort((a, b) => a.fromDay - b.fromDay)) if (t.fromDay <= daysInStock) found = t;
  return found;
}

/** One unit's fee for one day: rate x m3 rounded to cents, at least one cent when the rate is not 0. */
export function dailyUnitFeeCents(rateCents: number, m3e4: number): number {
  if (rateCents <= 0 || m3e4 <= 0) return 0;
  return Math.max(1, roundHalfUp((rateCents * m3e4) / 10_000));
}

/** The next tier that costs more than today's, and in how many days it starts (null when none). */
export function nextDearerTier(tiers: readonly StorageTier[], daysInStock: number): { tier: StorageTier; inDays: number } | null {
  const now = tierFor(tiers, daysInStock);
  const next = [...tiers].sort((a, b) => a.fromDay - b.fromDay).find((t) => t.fromDay > daysInStock && t.rateCents > now.rateCents);
  return next ? { tier: next, inDays: next.fromDay - daysInStock } : null;
}
