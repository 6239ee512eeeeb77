import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cartLines } from './cart.tables';

export type CartLineRow = typeof cartLines.$inferSelect;

// Every query names the buyer: a line that is not theirs is never read or changed.
export const cartRepository = {
  listByBuyer: (ex: Executor, buyerUserId: number) =>
    ex.select().from(cartLines).where(eq(cartLines.buyerUserId, buyerUserId)).orderBy(desc(cartLines.createdAt), desc(cartLines.id)),

  findOwned: async (ex: Executor, buyerUserId: number, cartId: number) =>
    (await ex.select().from(cartLines).where(and(eq(cartLines.id, cartId), eq(cartLines.buyerUserId, buyerUserId))))[0],

  findOwnedMany: (ex: Executor, buyerUserId: number, cartIds: number[]) =>
    ex.select().from(cartLines).where(and(eq(cartLines.buyerUserId, buyerUserId), inArray(cartLines.id, cartIds))),

  findByGoods: async (ex: Executor, buyerUserId: number, goodsId: number) =>
    (await ex.select().from(cartLines).where(and(eq(cartLines.buyerUserId, buyerUserId), eq(cartLines.goodsId, goodsId))))[0],

  /** Adds `quantity` to the buyer's line of the goods, creating it (selected) if missing; answers the line. */
  addQuantity: async (ex: Executor, buyerUserId: number, goodsId: number, quantity: number) =>
    (
      await ex
        .insert(cartLines)
        .values({ buyerUserId, goodsId, quantity })
        .onConflictDoUpdate({
          target: [cartLines.buyerUserId, cartLines.goodsId],
          set: { quantity: sql`${cartLines.quantity} + excluded.quantity`, selected: true, updatedAt: sql`now()` },
        })
        .returning()
    )[0]!,

  updateOwned: async (ex: Executor, buyerUserId: number, cartId: number, values: { quantity?: number; selected?: boolean }) =>
    (
      await ex
        .update(cartLines)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(eq(cartLines.id, cartId), eq(cartLines.buyerUserId, buyerUserId)))
        .returning()
    )[0],

  setSelected: (ex: Executor, buyerUserId: number, cartIds: number[], selected: boolean) =>
    cartIds.length === 0
      ? Promise.resolve()
      : ex.update(cartLines).set({ selected, updatedAt: sql`now()` }).where(and(eq(cartLines.buyerUserId, buyerUserId), inArray(cartLines.id, cartIds))),

  deleteOwned: async (ex: Executor, buyerUserId: number, cartIds: number[]) =>
    cartIds.length === 0
      ? []
      : ex.delete(cartLines).where(and(eq(cartLines.buyerUserId, buyerUserId), inArray(cartLines.id, cartIds))).returning({ id: cartLines.id, goodsId: cartLines.goodsId }),

  countByBuyer: async (ex: Executor, buyerUserId: number) =>
    (await ex.select({ n: count() }).from(cartLines).where(eq(cartLines.buyerUserId, buyerUserId)))[0]?.n ?? 0,
};
