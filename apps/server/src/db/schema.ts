// Every table of every module, for drizzle and drizzle-kit.
export * from '../platform/platform.tables';
export * from '../modules/auth/auth.tables';
export * from '../modules/wallet/wallet.tables';
export * from '../modules/content/content.tables';
export * from '../modules/regions/regions.tables';
export * from '../modules/rates/rates.tables';
export * from '../modules/account/account.tables';
export * from '../modules/catalog/catalog.tables';
export * from '../modules/purchase-orders/purchase-orders.tables';
export * from '../modules/cart/cart.tables';
export * from '../modules/coupons/coupons.tables';
export * from '../modules/messages/messages.tables';
export * from '../modules/inventory/inventory.tables';
export * from '../modules/payments/payments.tables';
export * from '../modules/sales-orders/sales-orders.tables';
