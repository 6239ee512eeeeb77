// Tiered prices: the one rule of which step a quantity buys at, for the server that charges it
// and the pages that show it. Tiers come in ascending order of their minimum quantity.

/**
 * The step a quantity is charged at: the last tier whose minimum the quantity reaches (so a
 * quantity in a gap between ranges keeps the step below it, never a dearer one), the first
 * below every minimum; -1 without tiers (a spot price).
 */
export function tierIndexFor(tiers: readonly { minQty: number }[], quantity: number): number {
  if (tiers.length === 0) return -1;
  let index = 0;
  tiers.forEach((tier, i) => {
    if (tier.minQty <= quantity) index = i;
  });
  return index;
}

/** The unit price a quantity is charged: its step's, or the spot price without tiers. */
export function tieredUnitPrice<P>(tiers: readonly { minQty: number; unitPrice: P }[], spotPrice: P, quantity: number): P {
  const index = tierIndexFor(tiers, quantity);
  return index < 0 ? spotPrice : tiers[index]!.unitPrice;
}
