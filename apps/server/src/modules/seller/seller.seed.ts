import type { Services } from '../../app';
import type { Database } from '../../db/client';
import type { AuthUser } from '../auth/auth.service';
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

/** The demo store's second warehouse, in London, and the goods stocked there as well as in the default (US) one. */
const LONDON = { code: 'UK', name: 'London warehouse', type: 'platform', country: 'GB', address: 'Unit 4, Thames Gateway Park, Dagenham RM9 6PA', isDefault: false } as const;
const LONDON_GOODS = 6;

/** Made once, as the seller would in the console: the warehouse, then units added to it with a reason (stock records). */
export async function seedWarehouses(services: Services, database: Database, o: { sellerUserId: number }): Promise<void> {
  const store = await repo.storeByOwner(database.db, o.sellerUserId);
  if (!store) return;
  const seller = { id: o.sellerUserId, sessionId: 'demo-seed' } as AuthUser;
  if ((await services.seller.warehouses(seller)).some((w) => w.code === LONDON.code)) return;
  const london = await services.seller.createWarehouse(seller, LONDON);
  const { list } = await repo.pageGoods(database.db, { storeId: store.id, status: 'onSale', stock: 'inStock' }, LONDON_GOODS, 0);
  for (const [i, { goods }] of list.entries()) {
    const body = { mode: 'add' as const, quantity: 12 + i * 6, reason: 'Container to London received', warehouseId: london.warehouseId };
    await services.seller.changeStock(seller, 'en', goods.id, body, `demo-seed-london-${goods.id}`);
  }
}
