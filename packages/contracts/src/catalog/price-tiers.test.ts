import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tieredUnitPrice, tierIndexFor } from './price-tiers';

// Tiers as stores set them: ascending minimums, possibly with gaps between the ranges.
const tiersArb = fc
  .uniqueArray(fc.integer({ min: 1, max: 500 }), { minLength: 1, maxLength: 6 })
  .chain((mins) => {
    const sorted = [...mins].sort((a, b) => a - b);
    return fc.tuple(fc.constant(sorted), fc.array(fc.integer({ min: 1, max: 100_000 }), { minLength: sorted.length, maxLength: sorted.length }));
  })
  .map(([mins, prices]) => mins.map((minQty, i) => ({ minQty, unitPrice: prices[i]! })));

/** The rule said plainly: among the tiers whose minimum the quantity reaches, the one with the largest minimum; else the first. */
function reference(tiers: { minQty: number; unitPrice: number }[], quantity: number): number {
  const reached = tiers.filter((t) => t.minQty <= quantity);
  if (reached.length === 0) return tiers[0]!.unitPrice;
  return reached.reduce((best, t) => (t.minQty > best.minQty ? t : best)).unitPrice;
}

describe('tiered prices', () => {
  it('charge the step the rule names, for any tiers and quantity', () => {
    fc.assert(
      fc.property(tiersArb, fc.integer({ min: 1, max: 1000 }), (tiers, quantity) => {
        expect(tieredUnitPrice(tiers, 0, quantity)).toBe(reference(tiers, quantity));
      }),
      { numRuns: 2000 },
    );
  });

  it('keep the step below in a gap, take the first below every minimum, and the spot price without tiers', () => {
    const tiers = [
      { minQty: 1, unitPrice: 1000 },
      { minQty: 20, unitPrice: 800 },
      { minQty: 50, unitPrice: 600 },
    ];
    expect(tieredUnitPrice(tiers, 0, 15)).toBe(1000);
    expect(tieredUnitPrice(tiers, 0, 40)).toBe(800);
    expect(tieredUnitPrice(tiers, 0, 500)).toBe(600);
    expect(tieredUnitPrice([{ minQty: 5, unitPrice: 900 }], 0, 2)).toBe(900);
    expect(tierIndexFor([], 3)).toBe(-1);
    expect(tieredUnitPrice([], 1234, 3)).toBe(1234);
  });
});
