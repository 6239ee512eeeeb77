import type { RankingWindow } from '@wm/contracts';
import dayjs from 'dayjs';
import type { Database } from '../../db/client';
import { purchaseOrdersRepository as repo } from './purchase-orders.repository';

const WINDOW: Record<RankingWindow, [number, 'day' | 'month']> = { '30d': [30, 'day'], '3m': [3, 'month'], '12m': [12, 'month'] };

/** Start of a sales ranking window: 30 days, 3 months or 12 months back from `now`. */
export const windowStart = (window: RankingWindow, now = new Date()) => dayjs(now).subtract(...WINDOW[window]).toDate();

/** Purchase orders. For now only the sales figures other modules read (rankings, quantity sold). */
export function createPurchaseOrdersService(deps: { database: Database }) {
  const { db } = deps.database;
  return {
    /** Best sellers of a window: goods ids with units sold in paid or completed orders paid within it, most first. */
    async topSelling(window: RankingWindow, limit: number, offset = 0) {
      const since = windowStart(window);
      return { since, list: await repo.topSelling(db, since, limit, offset) };
    },

    /** Units ever sold per goods, from paid and completed orders. */
    soldByGoods: () => repo.soldByGoods(db),

    /** A buyer's purchase orders by status (0 to be paid, 1 paid, 2 completed, 3 canceled). */
    async countsFor(buyerUserId: number) {
      const byStatus = new Map((await repo.countByStatus(db, buyerUserId)).map((r) => [r.status, r.n] as const));
      const n = (status: number) => byStatus.get(status) ?? 0;
      return { toBePaid: n(0), paid: n(1), completed: n(2), canceled: n(3) };
    },
  };
}

export type PurchaseOrdersService = ReturnType<typeof createPurchaseOrdersService>;
