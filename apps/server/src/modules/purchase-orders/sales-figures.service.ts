import type { RankingWindow } from '@wm/contracts';
import dayjs from 'dayjs';
import type { Database } from '../../db/client';
import { purchaseOrdersRepository as repo } from './purchase-orders.repository';

const WINDOW: Record<RankingWindow, [number, 'day' | 'month']> = { '30d': [30, 'day'], '3m': [3, 'month'], '12m': [12, 'month'] };

/** Start of a sales ranking window: 30 days, 3 months or 12 months back from `now`. */
export const windowStart = (window: RankingWindow, now = new Date()) => dayjs(now).subtract(...WINDOW[window]).toDate();

/**
 * Units sold, read from paid and completed purchase orders: what the catalog's best-seller
 * ranking and its "sold" counts are made of. Separate from the ordering service, so that the
 * catalog (and the seed) get the figures without building checkout and its dependencies.
 */
export function createSalesFigures(deps: { database: Database }) {
  const { db } = deps.database;
  return {
    /** Best sellers of a window: goods ids with units sold in paid or completed orders paid within it, most first. */
    async topSelling(window: RankingWindow, limit: number, offset = 0) {
      const since = windowStart(window);
      return { since, list: await repo.topSelling(db, since, limit, offset) };
    },

    /** Units ever sold per goods, from paid and completed orders. */
    soldByGoods: () => repo.soldByGoods(db),
  };
}

export type SalesFigures = ReturnType<typeof createSalesFigures>;
