/** Where the catalog's pages live (spec section 2). */
export const goodsPath = (goodsId: number) => `/goodsDetails/index?goodsId=${goodsId}`;
export const shopPath = (storeId: number) => `/shop/index?storeId=${storeId}`;
export const SHOP_DISABLED_PATH = '/shop/disable';
export const FAVORITES_PATH = '/buyer/homeFavorite';

/** "Buy now" goes to the cart page with the goods and quantity (the checkout reads them). */
export const buyNowPath = (goodsId: number, quantity: number) => `/shoppingCart?buyNow=${goodsId}&qty=${quantity}`;

/** A positive whole id from the address, or undefined. */
export function idParam(value: string | null): number | undefined {
  if (!value || !/^\d+$/.test(value)) return undefined;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
