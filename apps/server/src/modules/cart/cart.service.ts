import {
  centsToAmount,
  translate,
  type AddCartBody,
  type CartInvalidReason,
  type CartLine,
  type CartView,
  type Language,
  type UpdateCartBody,
} from '@wm/contracts';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { AuthUser } from '../auth/auth.service';
import type { FavoritesService } from '../catalog/favorites.service';
import { unitPriceCents, type PurchaseFacts, type StockService } from '../catalog/stock.service';
import { cartRepository as repo, type CartLineRow } from './cart.repository';

/** Why a goods cannot be bought in this quantity now, or null. */
export function invalidReason(goods: PurchaseFacts | undefined, quantity: number): CartInvalidReason | null {
  if (!goods || !goods.onSale) return 'offShelves';
  if (goods.available <= 0) return 'soldOut';
  if (goods.available < quantity) return 'insufficient';
  return null;
}

const INVALID_MESSAGE: Record<CartInvalidReason, string> = { offShelves: 'GOODS_OFF_SHELVES', soldOut: 'cart.soldOut', insufficient: 'STOCK_INSUFFICIENT' };

/** Refuses a quantity the goods cannot take: not on sale, below its MOQ, or beyond its available units. */
function checkQuantity(goods: PurchaseFacts | undefined, quantity: number): asserts goods is PurchaseFacts {
  if (!goods || !goods.onSale) throw new AppError('GOODS_OFF_SHELVES');
  if (quantity < goods.moq) throw new AppError('CART_BELOW_MOQ', { moq: goods.moq });
  if (quantity > goods.available) throw new AppError('STOCK_INSUFFICIENT');
}

/**
 * A buyer's cart. Every read and write names the buyer in its query: another buyer's cart id is
 * 404 and nothing changes. A line is priced when read (the current step of a tiered price for
 * its quantity) and flagged when it cannot be bought.
 */
export function createCartService(deps: { database: Database; stock: StockService; favorites: FavoritesService }) {
  const { db } = deps.database;

  function lineView(row: CartLineRow, goods: PurchaseFacts | undefined, lang: Language): CartLine {
    const reason = invalidReason(goods, row.quantity);
    const price = goods ? unitPriceCents(goods, row.quantity) : 0;
    return {
      cartId: row.id,
      goodsId: row.goodsId,
      itemCode: goods?.itemCode ?? '',
      name: goods?.name ?? '',
      image: goods?.image ?? '',
      storeId: goods?.storeId ?? 0,
      quantity: row.quantity,
      selected: row.selected && reason === null,
      moq: goods?.moq ?? 1,
      qtyAvailable: goods?.available ?? 0,
      priceMode: goods?.priceMode ?? 'spot',
      tiers: (goods?.tiers ?? []).map((t) => ({ minQty: t.minQty, maxQty: t.maxQty, unitPrice: centsToAmount(t.unitPriceCents) })),
      unitPrice: centsToAmount(price),
      amount: centsToAmount(price * row.quantity),
      logisticsFee: centsToAmount(goods?.logisticsFeeCents ?? 0),
      purchasable: reason === null,
      invalidReason: reason,
      invalidMessage: reason ? translate(lang, INVALID_MESSAGE[reason]) : null,
      addedAt: row.createdAt.toISOString(),
    };
  }

  async function view(user: AuthUser, lang: Language, keyword?: string): Promise<CartView> {
    const rows = await repo.listByBuyer(db, user.id);
    const facts = await deps.stock.facts(lang, rows.map((r) => r.goodsId));
    const needle = keyword?.toLowerCase();
    const stores = new Map<number, CartView['stores'][number]>();
    let selectedCount = 0;
    let selectedQuantity = 0;
    let selectedCents = 0;
    let purchasable = 0;
    let invalidCount = 0;
    for (const row of rows) {
      const goods = facts.get(row.goodsId);
      if (needle && goods && !goods.name.toLowerCase().includes(needle) && !goods.itemCode.toLowerCase().includes(needle)) continue;
      const line = lineView(row, goods, lang);
      if (line.purchasable) purchasable++;
      else invalidCount++;
      if (line.selected) {
        selectedCount++;
        selectedQuantity += line.quantity;
        selectedCents += unitPriceCents(goods!, row.quantity) * row.quantity;
      }
      let group = stores.get(line.storeId);
      if (!group) stores.set(line.storeId, (group = { storeId: line.storeId, storeCode: goods?.storeCode ?? '', storeName: goods?.storeName ?? '', allSelected: true, lines: [] }));
      group.lines.push(line);
    }
    for (const group of stores.values()) {
      const buyable = group.lines.filter((l) => l.purchasable);
      group.allSelected = buyable.length > 0 && buyable.every((l) => l.selected);
    }
    return {
      stores: [...stores.values()],
      summary: {
        lineCount: rows.length,
        selectedCount,
        selectedQuantity,
        selectedAmount: centsToAmount(selectedCents),
        allSelected: purchasable > 0 && selectedCount === purchasable,
        invalidCount,
      },
    };
  }

  async function addOne(tx: Executor, user: AuthUser, lang: Language, goodsId: number, quantity: number | undefined) {
    const goods = (await deps.stock.facts(lang, [goodsId], tx)).get(goodsId);
    const existing = await repo.findByGoods(tx, user.id, goodsId);
    const adding = quantity ?? goods?.moq ?? 1;
    checkQuantity(goods, (existing?.quantity ?? 0) + adding);
    return { row: await repo.addQuantity(tx, user.id, goodsId, adding), goods };
  }

  const changed = async (user: AuthUser) => ({ count: await repo.countByBuyer(db, user.id) });

  return {
    list: (user: AuthUser, lang: Language, keyword?: string) => view(user, lang, keyword),

    count: (user: AuthUser) => repo.countByBuyer(db, user.id),

    /** Adds a goods (its MOQ by default), or adds to its line; the line's total must fit the available units. */
    async add(user: AuthUser, lang: Language, body: AddCartBody): Promise<CartLine> {
      const { row, goods } = await db.transaction((tx) => addOne(tx, user, lang, body.goodsId, body.quantity));
      return lineView(row, goods, lang);
    },

    /** Adds what can be bought; the rest is answered with why. */
    async addMany(user: AuthUser, lang: Language, items: { goodsId: number; quantity?: number }[]) {
      const added: number[] = [];
      const skipped: { goodsId: number; reason: string }[] = [];
      for (const item of items) {
        try {
          await db.transaction((tx) => addOne(tx, user, lang, item.goodsId, item.quantity));
          added.push(item.goodsId);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          skipped.push({ goodsId: item.goodsId, reason: translate(lang, error.code, error.params) });
        }
      }
      return { added, skipped, count: await repo.countByBuyer(db, user.id) };
    },

    async update(user: AuthUser, lang: Language, body: UpdateCartBody): Promise<CartLine> {
      return db.transaction(async (tx) => {
        const current = await repo.findOwned(tx, user.id, body.cartId);
        if (!current) throw new AppError('NOT_FOUND');
        const goods = (await deps.stock.facts(lang, [current.goodsId], tx)).get(current.goodsId);
        if (body.quantity !== undefined) checkQuantity(goods, body.quantity);
        else if (body.selected && invalidReason(goods, current.quantity)) throw new AppError(invalidReason(goods, current.quantity) === 'offShelves' ? 'GOODS_OFF_SHELVES' : 'STOCK_INSUFFICIENT');
        const row = await repo.updateOwned(tx, user.id, body.cartId, { quantity: body.quantity, selected: body.selected });
        return lineView(row!, goods, lang);
      });
    },

    /** Select or unselect all lines, a store's, or the named ones (own lines only; others are ignored). */
    async select(user: AuthUser, lang: Language, body: { selected: boolean; storeId?: number; cartIds?: number[] }): Promise<CartView> {
      const current = await view(user, lang);
      const ids = current.stores
        .filter((s) => body.storeId === undefined || s.storeId === body.storeId)
        .flatMap((s) => s.lines)
        .filter((l) => body.cartIds === undefined || body.cartIds.includes(l.cartId))
        .filter((l) => !body.selected || l.purchasable)
        .map((l) => l.cartId);
      await repo.setSelected(db, user.id, ids, body.selected);
      return view(user, lang);
    },

    /** Deletes own lines, all or none. */
    async remove(user: AuthUser, cartIds: number[]) {
      await db.transaction(async (tx) => {
        const removed = await repo.deleteOwned(tx, user.id, [...new Set(cartIds)]);
        if (removed.length !== new Set(cartIds).size) throw new AppError('NOT_FOUND');
      });
      return changed(user);
    },

    /** Saves the lines' goods to favourites, then removes the lines. */
    /** Own lines leave the cart and their goods join the favourites, in one transaction (a removed goods is not saved). */
    async moveToFavorites(user: AuthUser, cartIds: number[]) {
      const ids = [...new Set(cartIds)];
      await db.transaction(async (tx) => {
        const lines = await repo.findOwnedMany(tx, user.id, ids);
        if (lines.length !== ids.length) throw new AppError('NOT_FOUND');
        await deps.favorites.saveVisible(tx, user.id, lines.map((l) => l.goodsId));
        await repo.deleteOwned(tx, user.id, ids);
      });
      return changed(user);
    },

    /** For checkout: own lines (the named ones, or the selected ones), in the caller's transaction. */
    async linesForCheckout(ex: Executor, buyerUserId: number, cartIds: number[] | undefined) {
      if (cartIds) {
        const ids = [...new Set(cartIds)];
        const found = await repo.findOwnedMany(ex, buyerUserId, ids);
        if (found.length !== ids.length) throw new AppError('NOT_FOUND');
        return found;
      }
      return (await repo.listByBuyer(ex, buyerUserId)).filter((l) => l.selected);
    },

    /** For checkout: removes the bought lines in the submit's transaction. */
    removeBought: (tx: Executor, buyerUserId: number, cartIds: number[]) => repo.deleteOwned(tx, buyerUserId, cartIds),

    changed,
  };
}

export type CartService = ReturnType<typeof createCartService>;
