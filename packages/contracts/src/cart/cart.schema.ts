import { z } from 'zod';
import { Money } from '../common/money';
import { numeric, rules } from '../common/validation';

// The cart (spec: /shoppingCart; calls /api/v2/shop-cart...). Only approved buyers keep a cart,
// so every amount here is shown. One line per goods; a line's unit price is the current step of
// the goods' tiered price for the line's quantity (or the spot price), worked out on every read.

/** The most units one line may hold, whatever the stock. */
export const CART_QUANTITY_MAX = 999_999;
/** The most lines a batch call may name. */
export const CART_BATCH_MAX = 100;

export const CartQuantity = numeric(
  z.number({ error: 'cart.quantityInvalid' }).int({ error: 'cart.quantityInvalid' }).min(1, { error: 'cart.quantityInvalid' }).max(CART_QUANTITY_MAX, { error: 'cart.quantityInvalid' }),
);

/**
 * Why a line cannot be bought now. Such a line is shown greyed out, is never counted in the
 * selected amount and cannot be checked out:
 * - offShelves: the goods is no longer on sale ('product removed from shelves and cannot be purchased')
 * - soldOut: no unit available
 * - insufficient: fewer units available than the line's quantity ('insufficient inventory in the store')
 */
export const CART_INVALID_REASONS = ['offShelves', 'soldOut', 'insufficient'] as const;
export const CartInvalidReason = z.enum(CART_INVALID_REASONS);
export type CartInvalidReason = z.infer<typeof CartInvalidReason>;

export const CartTier = z.object({ minQty: z.number().int(), maxQty: z.number().int().nullable(), unitPrice: Money });

export const CartLine = z.object({
  cartId: z.number().int(),
  goodsId: z.number().int(),
  /** B2B item code. */
  itemCode: z.string(),
  name: z.string(),
  image: z.string(),
  storeId: z.number().int(),
  quantity: z.number().int(),
  selected: z.boolean(),
  /** Minimum order quantity. */
  moq: z.number().int(),
  /** Units that can be bought now. */
  qtyAvailable: z.number().int(),
  priceMode: z.enum(['spot', 'tiered']),
  /** The quantity ranges of a tiered price (empty for a spot price). */
  tiers: z.array(CartTier),
  /** Unit price for this quantity: the current step. */
  unitPrice: Money,
  /** unitPrice x quantity. */
  amount: Money,
  /** Logistics fee per unit (charged as freight when the order is shipped). */
  logisticsFee: Money,
  /** False: the line cannot be bought now; see invalidReason / invalidMessage. */
  purchasable: z.boolean(),
  invalidReason: CartInvalidReason.nullable(),
  /** The invalid reason in the request language, or null. */
  invalidMessage: z.string().nullable(),
  addedAt: z.string(),
});
export type CartLine = z.infer<typeof CartLine>;

/** The lines of one store, newest line first. */
export const CartStoreGroup = z.object({
  storeId: z.number().int(),
  storeCode: z.string(),
  storeName: z.string(),
  /** Every purchasable line of the store is selected. */
  allSelected: z.boolean(),
  lines: z.array(CartLine),
});

export const CartSummary = z.object({
  /** Lines in the cart (what the badge counts). */
  lineCount: z.number().int(),
  /** Selected purchasable lines. */
  selectedCount: z.number().int(),
  selectedQuantity: z.number().int(),
  /** Goods amount of the selected purchasable lines. */
  selectedAmount: Money,
  /** Every purchasable line is selected (and there is at least one). */
  allSelected: z.boolean(),
  invalidCount: z.number().int(),
});

export const CartView = z.object({ stores: z.array(CartStoreGroup), summary: CartSummary });
export type CartView = z.infer<typeof CartView>;

/** POST /api/v2/shop-cart/list: optional filter by keyword (name or item code). */
export const CartListBody = z.object({ keyword: z.string().trim().max(100, { error: 'field.tooLong' }).optional() }).optional();

/** POST /api/v2/shop-cart: add a goods. Adding a goods already in the cart adds to its line. Quantity defaults to the goods' MOQ. */
export const AddCartBody = z.object({ goodsId: rules.id, quantity: CartQuantity.optional() });
export type AddCartBody = z.infer<typeof AddCartBody>;

/** PUT /api/v2/shop-cart: change a line's quantity and/or selection. */
export const UpdateCartBody = z.object({ cartId: rules.id, quantity: CartQuantity.optional(), selected: z.boolean().optional() });
export type UpdateCartBody = z.infer<typeof UpdateCartBody>;

/** PUT /api/v2/shop-cart/select: select or unselect every line, a store's lines, or the named lines. */
export const SelectCartBody = z.object({
  selected: z.boolean(),
  storeId: rules.id.optional(),
  cartIds: z.array(rules.id).max(CART_BATCH_MAX, { error: 'cart.tooMany' }).optional(),
});

const cartIds = z.array(rules.id).min(1, { error: 'cart.selectItem' }).max(CART_BATCH_MAX, { error: 'cart.tooMany' });

/** POST /api/v2/shop-cart/batch: add several goods (e.g. from favourites); each quantity defaults to its MOQ. */
export const BatchAddCartBody = z.object({
  items: z
    .array(z.object({ goodsId: rules.id, quantity: CartQuantity.optional() }))
    .min(1, { error: 'cart.selectItem' })
    .max(CART_BATCH_MAX, { error: 'cart.tooMany' }),
});
export const BatchAddCartResult = z.object({
  /** Goods now in the cart (new lines or added to). */
  added: z.array(z.number().int()),
  /** Goods left out, with why, in the request language. */
  skipped: z.array(z.object({ goodsId: z.number().int(), reason: z.string() })),
  count: z.number().int(),
});

/** DELETE /api/v2/shop-cart/batch and POST /api/v2/shop-cart/move-to-favorites: the lines, all own (else 404, nothing changes). */
export const CartIdsBody = z.object({ cartIds });
export const CartIdParams = z.object({ cartId: rules.id });

/** The answer of a change: the line count, for the badge. */
export const CartChanged = z.object({ count: z.number().int() });
