import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { buyerInventory, inventoryRecords } from './inventory.tables';

export const inventoryRepository = {
  /** Adds units to the buyer's available inventory of a goods, creating the row if missing. */
  addAvailable: (ex: Executor, buyerUserId: number, goodsId: number, quantity: number) =>
    ex
      .insert(buyerInventory)
      .values({ buyerUserId, goodsId, qtyAvailable: quantity })
      .onConflictDoUpdate({ target: [buyerInventory.buyerUserId, buyerInventory.goodsId], set: { qtyAvailable: sql`${buyerInventory.qtyAvailable} + excluded.qty_available`, updatedAt: sql`now()` } }),

  insertRecord: (ex: Executor, values: typeof inventoryRecords.$inferInsert) => ex.insert(inventoryRecords).values(values),

  findOne: async (ex: Executor, buyerUserId: number, goodsId: number) =>
    (await ex.select().from(buyerInventory).where(and(eq(buyerInventory.buyerUserId, buyerUserId), eq(buyerInventory.goodsId, goodsId))))[0],

  recordsOf: (ex: Executor, buyerUserId: number) => ex.select().from(inventoryRecords).where(eq(inventoryRecords.buyerUserId, buyerUserId)).orderBy(inventoryRecords.id),
};
