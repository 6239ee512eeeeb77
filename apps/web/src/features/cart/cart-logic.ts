import { CART_QUANTITY_MAX, tierIndexFor, type CartLine, type CartView } from '@wm/contracts';

/** The quantities a line's stepper allows: from the MOQ up to the units available now. */
export function stepperBounds(line: Pick<CartLine, 'moq' | 'qtyAvailable'>): { min: number; max: number } {
  const min = Math.max(1, line.moq);
  return { min, max: Math.max(min, Math.min(line.qtyAvailable, CART_QUANTITY_MAX)) };
}

/** The index of the step a quantity is charged at (the contracts' rule), or -1 (a spot price, or below the first step). */
export function currentTier(quantity: number, tiers: CartLine['tiers']): number {
  return tiers.length === 0 || quantity < tiers[0]!.minQty ? -1 : tierIndexFor(tiers, quantity);
}

/** Selected lines that can be bought: what Checkout takes. */
export function checkoutIds(view: CartView | undefined): number[] {
  return (view?.stores ?? []).flatMap((store) => store.lines.filter((line) => line.selected && line.purchasable).map((line) => line.cartId));
}

/** Selected lines, whether or not they can be bought: what delete and move-to-favourites act on. */
export function selectedIds(view: CartView | undefined): number[] {
  return (view?.stores ?? []).flatMap((store) => store.lines.filter((line) => line.selected).map((line) => line.cartId));
}

/** Every line of the cart that cannot be bought now (to clear them in one go). */
export function invalidIds(view: CartView | undefined): number[] {
  return (view?.stores ?? []).flatMap((store) => store.lines.filter((line) => !line.purchasable).map((line) => line.cartId));
}

/** A number the stepper may send: whole, inside the bounds (typing past them snaps to the nearest bound). */
export function clampQuantity(value: number | null | undefined, bounds: { min: number; max: number }): number {
  if (value === null || value === undefined || Number.isNaN(value)) return bounds.min;
  return Math.min(bounds.max, Math.max(bounds.min, Math.round(value)));
}

/** "buy now" from the goods page: /shoppingCart?buyNow=<goodsId>&qty=<n> goes straight to checkout. */
export function buyNowCheckout(params: URLSearchParams): string | null {
  const goodsId = Number(params.get('buyNow'));
  if (!Number.isInteger(goodsId) || goodsId < 1) return null;
  const qty = Number(params.get('qty'));
  const quantity = Number.isInteger(qty) && qty >= 1 ? qty : null;
  return `/purchaseOrderManage/index?goodsId=${goodsId}${quantity ? `&quantity=${quantity}` : ''}`;
}

/** The checkout of the chosen cart lines. */
export const cartCheckoutPath = (cartIds: number[]) => `/purchaseOrderManage/index?cartIds=${cartIds.join(',')}`;
