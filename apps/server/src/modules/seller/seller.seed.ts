import type { Services } from '../../app';
import type { Database } from '../../db/client';
import { sellerRepository as repo } from './seller.repository';

/**
 * The demo seller's store as the merchant console shows it: its profile filled in and the revenue
 * of its completed order history settled to its wallet (revenue less commission, exactly as a
 * live completion pays it). Idempotent: a settlement happens once per order.
 */
/** The most recent completed orders settled (a year of history would slow every demo start). */
const RECENT = 30;

export async function seedMerchant(services: Services, database: Database, o: { sellerUserId: number }): Promise<void> {
  const { db } = database;
  const store = await repo.storeByOwner(db, o.sellerUserId);
  if (!store) return;
  if (!store.contactName) {
    await repo.updateStore(db, store.id, { contactName: 'Li Wei', contactPhone: '+86 138 0000 0003', contactEmail: 'seller@demo.test', warehouseType: 'platform', shippingAreas: ['US', 'CA'] });
  }
  await db.transaction(async (tx) => services.seller.settleHistory(tx, store.id, (await services.purchaseOrders.completedOfStore(tx, store.id)).slice(-RECENT)));
}
