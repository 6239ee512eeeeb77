import type { Database, Executor } from '../../db/client';
import { inventoryRepository as repo } from './inventory.repository';

/**
 * A buyer's warehouse inventory: units bought with delivery mode 'inventory' (and, later,
 * drawn by sales orders). Every movement writes a record; an order line is credited once (a
 * unique record per order, goods and type).
 */
export function createInventoryService(deps: { database: Database }) {
  const { db } = deps.database;
  return {
    /** Inbound units of a paid purchase order, in the payment's transaction. */
    async credit(tx: Executor, entry: { buyerUserId: number; orderNo: string; lines: { goodsId: number; quantity: number }[] }) {
      for (const line of [...entry.lines].sort((a, b) => a.goodsId - b.goodsId)) {
        await repo.insertRecord(tx, { buyerUserId: entry.buyerUserId, goodsId: line.goodsId, type: 'inbound', quantity: line.quantity, reason: 'purchase', orderNo: entry.orderNo });
        await repo.addAvailable(tx, entry.buyerUserId, line.goodsId, line.quantity);
      }
    },
    /** A buyer's holding of one goods (0 when none). */
    async holding(buyerUserId: number, goodsId: number) {
      const row = await repo.findOne(db, buyerUserId, goodsId);
      return { qtyAvailable: row?.qtyAvailable ?? 0, qtyBlocked: row?.qtyBlocked ?? 0 };
    },
    records: (buyerUserId: number) => repo.recordsOf(db, buyerUserId),
  };
}

export type InventoryService = ReturnType<typeof createInventoryService>;
