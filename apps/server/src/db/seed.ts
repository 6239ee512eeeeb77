import type { App } from '../app';
import type { Database } from './client';
import { authRepository } from '../modules/auth/auth.repository';
import type { DemoCompany } from '../modules/account/account.service';
import { toE164 } from '@wm/contracts';
import { seedCatalog, type DemoAccount } from '../modules/catalog/catalog.seed';
import { seedContent } from '../modules/content/content.seed';
import { seedCoupons } from '../modules/coupons/coupons.seed';
import { seedMessages } from '../modules/messages/messages.seed';
import { createContentService } from '../modules/content/content.service';
import { seedOrderHistory } from '../modules/purchase-orders/purchase-orders.seed';
import { createSalesFigures } from '../modules/purchase-orders/sales-figures.service';
import { seedRates } from '../modules/rates/rates.seed';
import { seedRegions } from '../modules/regions/regions.seed';
import { seedDropShipping } from '../modules/sales-orders/sales-orders.seed';
import { seedAgreements } from '../modules/agreements/agreements.seed';
import { seedAfterSales, seedUnansweredAfterSales } from '../modules/after-sales/after-sales.seed';
import { seedMerchant, seedWarehouses } from '../modules/seller/seller.seed';
import { walletRepository } from '../modules/wallet/wallet.repository';
import { hashSecret } from '../platform/passwords';
import { startupMarksRepository as marks } from '../platform/startup-marks';

export const DEMO_PASSWORD = 'demo1234';

export const DEMO_ACCOUNTS = [
  { mobile: '13800000001', realName: 'Alex Chen', email: 'buyer@demo.test', role: 'buyer', isStore: false, auditStatus: 2, label: 'approved buyer' },
  { mobile: '13800000002', realName: 'Maria Lopez', email: 'pending@demo.test', role: 'buyer', isStore: false, auditStatus: 0, label: 'buyer under review' },
  { mobile: '13800000003', realName: 'Li Wei', email: 'seller@demo.test', role: 'seller', isStore: true, auditStatus: 2, label: 'seller with a store' },
  { mobile: '13800000009', realName: 'Operator', email: 'operator@demo.test', role: 'operator', isStore: false, auditStatus: 2, label: 'operator' },
] as const;

/** Demo mobiles are written as people type them (README); accounts keep them in E.164. */
const stored = (mobile: string) => toE164(mobile) ?? mobile;

/** Reference data every installation needs (the region tree). Idempotent: run at every start. */
export async function seedReference(database: Database): Promise<void> {
  await seedRegions(database);
}

/** Demo data. Idempotent: run at every start in demo mode, it only adds what is missing. */
export async function seedDemo(database: Database): Promise<void> {
  await seedReference(database);
  await seedContent(database);
  await seedRates(database);
  const { db } = database;
  for (const account of DEMO_ACCOUNTS) {
    if (await authRepository.findUserByMobile(db, stored(account.mobile))) continue;
    const passwordHash = await hashSecret(DEMO_PASSWORD);
    await db.transaction(async (tx) => {
      const user = await authRepository.insertUser(tx, {
        mobile: stored(account.mobile),
        email: account.email,
        realName: account.realName,
        role: account.role,
        isStore: account.isStore,
        auditStatus: account.auditStatus,
        passwordHash,
      });
      if (user) await walletRepository.insertIfMissing(tx, user.id);
    });
  }
  const buyer = DEMO_ACCOUNTS[0];
  await seedCatalog(database, {
    content: createContentService({ database, cacheTtlSeconds: 0 }),
    orderHistory: seedOrderHistory,
    soldByGoods: createSalesFigures({ database }).soldByGoods,
    ensureAccounts: (accounts) => ensureAccounts(database, accounts),
    demoBuyer: { mobile: buyer.mobile, realName: buyer.realName, email: buyer.email, role: buyer.role, isStore: buyer.isStore, auditStatus: buyer.auditStatus },
  });
  const [sofas] = (await createContentService({ database, cacheTtlSeconds: 0 }).categoryIdsByCode(['sofas'])).values();
  const demoBuyer = await authRepository.findUserByMobile(db, stored(buyer.mobile));
  await seedCoupons(db, { now: new Date(), partCategoryId: sofas ?? null, demoBuyerId: demoBuyer?.id });
  await seedMessages(db, { now: new Date() });
}

/** Demo data made through the running app's services (it needs file storage): the audit application waiting for the operator. */
/** The start-up mark of a complete demo seed: its value is the build that completed it. */
export const DEMO_SEED_MARK = 'demo-seed';

/**
 * Start-up's data, once the migrations have run: the reference data outside demo mode; in demo mode
 * the demo data, unless this same build completed it in this database before, so that a second
 * start checks nothing. `build` is the running build's fingerprint (scripts/build-server.mjs); null
 * when the server runs from its sources (tsx), where the demo data is checked at every start.
 * Answers what is left once the app is built (the demo's orders and after-sales go through its
 * services); the mark is written after that, when the whole demo seed is done.
 */
export async function seedOnStart(database: Database, { demo, build }: { demo: boolean; build: string | null }): Promise<(app: App) => Promise<void>> {
  const nothing = async () => {};
  if (!demo) {
    await seedReference(database);
    return nothing;
  }
  if (build !== null && (await marks.read(database.db, DEMO_SEED_MARK)) === build) return nothing;
  await seedDemo(database);
  return async (app) => {
    await seedDemoServices(app, database);
    if (build !== null) await marks.write(database.db, DEMO_SEED_MARK, build);
  };
}

/** The companies the approved demo buyers were approved on (the demo buyer, the sales history's customers), by mobile. */
const APPROVED_COMPANIES: Record<string, DemoCompany> = {
  '13800000001': { name: 'Summit Home Goods Inc.', state: 'CA', address: '1450 Market St, San Francisco', tel: '+14155550117', ein: '94-3187215', scope: 'Online retail of furniture and home goods on Amazon and Shopify', colour: '#2f5d50' },
  '13800002001': { name: 'Harbor Home Supply LLC', state: 'WA', address: '2200 Alaskan Way, Seattle', tel: '+12065550161', ein: '91-2045873', scope: 'Home furnishings for online marketplaces and local stores', colour: '#3b5b7a' },
  '13800002002': { name: 'Peak Outdoor Goods LLC', state: 'CO', address: '1600 Wynkoop St, Denver', tel: '+13035550148', ein: '84-1762390', scope: 'Outdoor furniture and garden goods on Amazon and eBay', colour: '#4a6b3a' },
  '13800002003': { name: 'Maple Lane Living Inc.', state: 'NY', address: '85 Broad St, New York', tel: '+12125550193', ein: '13-4021756', scope: 'Furniture and lighting on Wayfair and its own web store', colour: '#7a4a2e' },
  '13800002004': { name: 'Brightside Retail LLC', state: 'IL', address: '233 S Wacker Dr, Chicago', tel: '+13125550176', ein: '36-4410982', scope: 'Household goods and toys on Walmart Marketplace', colour: '#8a6d1f' },
  '13800002005': { name: 'Tokyo Select Trading Inc.', state: 'CA', address: '3435 Wilshire Blvd, Los Angeles', tel: '+12135550124', ein: '95-4738201', scope: 'Japanese-style home goods for US marketplaces', colour: '#6b2f4f' },
  '13800002006': { name: 'Northwind Deals LLC', state: 'TX', address: '700 Louisiana St, Houston', tel: '+17135550187', ein: '76-0618345', scope: 'Discount home goods and electronics on Amazon and TikTok Shop', colour: '#2f4f6b' },
};

export async function seedDemoServices(app: App, database: Database): Promise<void> {
  const pending = await authRepository.findUserByMobile(database.db, stored(DEMO_ACCOUNTS[1].mobile));
  if (pending) await app.services.account.seedDemoApplication(pending.id);
  // The approved buyers' company information, as the operator approved it.
  const operator = await authRepository.findUserByMobile(database.db, stored(DEMO_ACCOUNTS[3].mobile));
  if (operator)
    for (const [mobile, company] of Object.entries(APPROVED_COMPANIES)) {
      const approved = await authRepository.findUserByMobile(database.db, stored(mobile));
      if (approved) await app.services.account.seedApprovedCompany(approved.id, operator.id, company);
    }
  await seedDropShipping(app.services, database, { buyer: stored(DEMO_ACCOUNTS[0].mobile), operator: stored(DEMO_ACCOUNTS[3].mobile), seller: stored(DEMO_ACCOUNTS[2].mobile) });
  await seedAgreements(app.services, database, { buyer: stored(DEMO_ACCOUNTS[0].mobile), seller: stored(DEMO_ACCOUNTS[2].mobile) });
  // The demo seller's console: its store profile and the revenue of its completed orders in its wallet.
  const seller = await authRepository.findUserByMobile(database.db, stored(DEMO_ACCOUNTS[2].mobile));
  if (seller) await seedMerchant(app.services, database, { sellerUserId: seller.id });
  // Its stock in two warehouses (US and London).
  if (seller) await seedWarehouses(app.services, database, { sellerUserId: seller.id });
  // After the store's revenue is in its wallet (a refund is charged to the store): the after-sales in every
  // state, then the one it never answered, which the guarantee pays from it.
  await seedAfterSales(app.services, database, { buyer: stored(DEMO_ACCOUNTS[0].mobile), seller: stored(DEMO_ACCOUNTS[2].mobile), operator: stored(DEMO_ACCOUNTS[3].mobile) });
  await seedUnansweredAfterSales(app.services, database, { buyer: stored(DEMO_ACCOUNTS[0].mobile), seller: stored(DEMO_ACCOUNTS[2].mobile), operator: stored(DEMO_ACCOUNTS[3].mobile) });
}

/** Creates the demo accounts that are missing, each with a wallet; answers every account's id by mobile. */
async function ensureAccounts(database: Database, accounts: DemoAccount[]): Promise<Map<string, number>> {
  const { db } = database;
  const ids = new Map<string, number>();
  let passwordHash: string | undefined;
  for (const account of accounts) {
    const existing = await authRepository.findUserByMobile(db, stored(account.mobile));
    if (existing) {
      ids.set(account.mobile, existing.id);
      continue;
    }
    // One hash for all: they share the published demo password.
    const hash = (passwordHash ??= await hashSecret(DEMO_PASSWORD));
    const user = await db.transaction(async (tx) => {
      const created = await authRepository.insertUser(tx, { ...account, mobile: stored(account.mobile), passwordHash: hash });
      if (created) await walletRepository.insertIfMissing(tx, created.id);
      return created;
    });
    ids.set(account.mobile, user?.id ?? (await authRepository.findUserByMobile(db, stored(account.mobile)))!.id);
  }
  return ids;
}
