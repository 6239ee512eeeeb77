import { tieredUnitPrice, tierIndexFor, type GoodsStatus, type PriceTier } from '@wm/contracts';

/** The step shown as current: the one a quantity is charged at (the contracts' rule); -1 below the first range or without tiers. */
export function currentTierIndex(tiers: readonly PriceTier[], quantity: number): number {
  return tiers.length === 0 || quantity < tiers[0]!.minQty ? -1 : tierIndexFor(tiers, quantity);
}

/** The unit price for a quantity: its step's, or the spot price when there are no tiers. */
export function unitPriceFor(tiers: readonly PriceTier[] | null, spotPrice: number | null, quantity: number): number | null {
  return tieredUnitPrice<number | null>(tiers ?? [], spotPrice, quantity);
}

/** Why a goods cannot be bought, if it cannot. */
export type PurchaseBlock = 'offShelves' | 'noStock' | null;

export interface QuantityBounds {
  min: number;
  max: number;
  block: PurchaseBlock;
}

/**
 * What the quantity picker allows: from the minimum order up to the units available. A goods
 * not on sale cannot be bought ("product removed from shelves ..."); one with fewer units than
 * the minimum order cannot either ("insufficient inventory in the store").
 */
export function quantityBounds(goods: { status: GoodsStatus; moq: number; qtyAvailable: number }): QuantityBounds {
  const min = Math.max(1, goods.moq);
  if (goods.status !== 'onSale' && goods.status !== 'soldOut') return { min, max: min, block: 'offShelves' };
  if (goods.status === 'soldOut' || goods.qtyAvailable < min) return { min, max: min, block: 'noStock' };
  return { min, max: goods.qtyAvailable, block: null };
}

/** A typed quantity brought within the bounds (whole units). */
export function clampQuantity(value: number | null | undefined, bounds: QuantityBounds): number {
  if (value === null || value === undefined || !Number.isFinite(value)) return bounds.min;
  return Math.min(bounds.max, Math.max(bounds.min, Math.floor(value)));
}
