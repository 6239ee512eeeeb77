import { describe, expect, it } from 'vitest';
import { clampQuantity, currentTierIndex, quantityBounds, unitPriceFor } from './price-tiers';

const tiers = [
  { minQty: 1, maxQty: 4, unitPrice: 28.99 },
  { minQty: 5, maxQty: 19, unitPrice: 27.54 },
  { minQty: 20, maxQty: null, unitPrice: 26.09 },
];

describe('tiered price', () => {
  it('picks the step whose range holds the quantity, its bounds included', () => {
    expect([1, 4, 5, 19, 20, 5000].map((qty) => currentTierIndex(tiers, qty))).toEqual([0, 0, 1, 1, 2, 2]);
  });

  it('has no step below the first range or without tiers', () => {
    expect(currentTierIndex(tiers.slice(1), 3)).toBe(-1);
    expect(currentTierIndex([], 3)).toBe(-1);
  });

  it('in a gap between ranges keeps the step below, as the server charges', () => {
    const gapped = [
      { minQty: 1, maxQty: 10, unitPrice: 10 },
      { minQty: 20, maxQty: 30, unitPrice: 8 },
      { minQty: 50, maxQty: null, unitPrice: 6 },
    ];
    expect(currentTierIndex(gapped, 40)).toBe(1);
    expect(unitPriceFor(gapped, null, 40)).toBe(8);
    expect(unitPriceFor(gapped, null, 15)).toBe(10);
  });

  it('prices a quantity at its step, a spot price at the spot price', () => {
    expect(unitPriceFor(tiers, 26.09, 7)).toBe(27.54);
    expect(unitPriceFor(tiers, 26.09, 20)).toBe(26.09);
    expect(unitPriceFor([], 78.99, 3)).toBe(78.99);
    expect(unitPriceFor(null, null, 3)).toBeNull();
  });
});

describe('quantity picker bounds', () => {
  it('runs from the minimum order to the units available', () => {
    const bounds = quantityBounds({ status: 'onSale', moq: 5, qtyAvailable: 40 });
    expect(bounds).toEqual({ min: 5, max: 40, block: null });
    expect([null, 0, 3, 7.6, 41, 1000].map((value) => clampQuantity(value, bounds))).toEqual([5, 5, 5, 7, 40, 40]);
  });

  it('blocks a goods not on sale and one without enough stock', () => {
    expect(quantityBounds({ status: 'offShelves', moq: 1, qtyAvailable: 10 }).block).toBe('offShelves');
    expect(quantityBounds({ status: 'violation', moq: 1, qtyAvailable: 10 }).block).toBe('offShelves');
    expect(quantityBounds({ status: 'soldOut', moq: 1, qtyAvailable: 0 }).block).toBe('noStock');
    expect(quantityBounds({ status: 'onSale', moq: 10, qtyAvailable: 9 }).block).toBe('noStock');
  });
});
