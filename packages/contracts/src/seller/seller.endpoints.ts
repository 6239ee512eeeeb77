import { z } from 'zod';
import { endpoint } from '../common/endpoint';
import { page } from '../common/envelope';
import {
  AdminGoods,
  BulkUpdateQuery,
  BulkUpdateResult,
  AdminGoodsQuery,
  AdminStore,
  AdminStoreQuery,
  CreditLimitBody,
  GoodsBatchResult,
  GoodsIdPath,
  GoodsIdsBody,
  MerchantSettings,
  MerchantSettingsBody,
  MyStore,
  ReasonBody,
  SellerDashboard,
  SellerGoods,
  SellerGoodsInput,
  SellerGoodsQuery,
  SellerStore,
  SellerStoreInput,
  StockChangeBody,
  StockChangeResult,
  StockRecord,
  StockRecordQuery,
  StoreIdPath,
} from './seller.schema';

const tags = ['seller'];

export const getMyStore = endpoint({
  method: 'GET', path: '/api/v2/seller/store', access: 'seller', tags,
  summary: "The seller's own store with its audit state, or null before it is created", response: MyStore,
});
export const saveMyStore = endpoint({
  method: 'PUT', path: '/api/v2/seller/store', access: 'seller', tags,
  summary: 'Create or edit the own store; submit: true sends a draft or rejected store to the operator for audit',
  body: SellerStoreInput, response: SellerStore,
});

export const listSellerGoods = endpoint({
  method: 'GET', path: '/api/v2/seller/goods/list', access: 'seller', tags,
  summary: "The own store's goods by status, category, stock and keyword (item code or name), newest first",
  query: SellerGoodsQuery, response: page(SellerGoods),
});
export const exportSellerGoods = endpoint({
  method: 'GET', path: '/api/v2/seller/goods/export', access: 'seller', tags,
  summary: "The own store's goods matching the list filters as a CSV file", query: SellerGoodsQuery.omit({ pageIndex: true, pageSize: true }), response: z.string(),
});
export const getSellerGoods = endpoint({
  method: 'GET', path: '/api/v2/seller/goods/:goodsId', access: 'seller', tags,
  summary: "An own goods with every field, its stock and the actions allowed now (another store's is 404)", params: GoodsIdPath, response: SellerGoods,
});
export const createSellerGoods = endpoint({
  method: 'POST', path: '/api/v2/seller/goods', access: 'seller', tags,
  summary: 'Add a goods to the own store, to be shelved; the item code is unique', body: SellerGoodsInput, response: SellerGoods,
});
export const updateSellerGoods = endpoint({
  method: 'PUT', path: '/api/v2/seller/goods/:goodsId', access: 'seller', tags,
  summary: 'Edit an own goods (not a removed one); the catalog shows the change within seconds', params: GoodsIdPath, body: SellerGoodsInput, response: SellerGoods,
});
export const shelveGoods = endpoint({
  method: 'POST', path: '/api/v2/seller/goods/:goodsId/shelve', access: 'seller', tags,
  summary: 'Put an own goods on sale (store approved and not on credit hold)', params: GoodsIdPath, response: SellerGoods,
});
export const pullOffGoods = endpoint({
  method: 'POST', path: '/api/v2/seller/goods/:goodsId/pull-off', access: 'seller', tags,
  summary: 'Pull an own goods off shelves', params: GoodsIdPath, response: SellerGoods,
});
export const batchShelveGoods = endpoint({
  method: 'POST', path: '/api/v2/seller/goods/batch-shelve', access: 'seller', tags,
  summary: 'Put several own goods on sale; each is done or left with its reason', body: GoodsIdsBody, response: GoodsBatchResult,
});
export const batchPullOffGoods = endpoint({
  method: 'POST', path: '/api/v2/seller/goods/batch-pull-off', access: 'seller', tags,
  summary: 'Pull several own goods off shelves; each is done or left with its reason', body: GoodsIdsBody, response: GoodsBatchResult,
});
export const changeGoodsStock = endpoint({
  method: 'POST', path: '/api/v2/seller/goods/:goodsId/stock', access: 'seller', tags, idempotent: true,
  summary: 'Set, add or subtract available units of an own goods with a reason; each change is a stock record. Needs an Idempotency-Key header',
  params: GoodsIdPath, body: StockChangeBody, response: StockChangeResult,
});
export const listStockRecords = endpoint({
  method: 'GET', path: '/api/v2/seller/stock/records', access: 'seller', tags,
  summary: "The own store's stock changes, newest first", query: StockRecordQuery, response: page(StockRecord),
});
export const bulkUpdateGoods = endpoint({
  method: 'POST', path: '/api/v2/seller/goods/bulk-update', access: 'seller', tags, idempotent: true,
  summary:
    'Bulk edit of spot prices and stock from a CSV or XLSX file (multipart field `file`; row 1 the columns itemCode, price, stock). Every problem of every row is reported; ' +
    'nothing changes unless every row is good. dryRun=true only reports. Stock is set (each change a stock record). Needs an Idempotency-Key header',
  query: BulkUpdateQuery, response: BulkUpdateResult,
});
export const getSellerDashboard = endpoint({
  method: 'GET', path: '/api/v2/seller/dashboard', access: 'seller', tags,
  summary: "The store's orders, sales and units today and over 30 days, day by day, its top goods, pending work and wallet", response: SellerDashboard,
});

const adminTags = ['admin'];
export const listAdminStores = endpoint({
  method: 'GET', path: '/api/v2/admin/stores', access: 'operator', tags: adminTags,
  summary: 'Stores by audit state (pending first, oldest first) and keyword', query: AdminStoreQuery, response: page(AdminStore),
});
export const approveStore = endpoint({
  method: 'POST', path: '/api/v2/admin/stores/:storeId/approve', access: 'operator', tags: adminTags,
  summary: 'Approve a store under audit: it opens to buyers and its seller is told', params: StoreIdPath, response: AdminStore,
});
export const rejectStore = endpoint({
  method: 'POST', path: '/api/v2/admin/stores/:storeId/reject', access: 'operator', tags: adminTags,
  summary: 'Reject a store under audit with a reason its seller reads', params: StoreIdPath, body: ReasonBody, response: AdminStore,
});
export const setStoreCreditLimit = endpoint({
  method: 'POST', path: '/api/v2/admin/stores/:storeId/credit-limit', access: 'operator', tags: adminTags,
  summary: "A store's credit limit: below minus it, its goods are pulled off", params: StoreIdPath, body: CreditLimitBody, response: AdminStore,
});
export const closeStore = endpoint({
  method: 'POST', path: '/api/v2/admin/stores/:storeId/close', access: 'operator', tags: adminTags,
  summary: 'Disable an open store: buyers are shown /shop/disable and its goods leave the catalog until it is opened again', params: StoreIdPath, response: AdminStore,
});
export const openStore = endpoint({
  method: 'POST', path: '/api/v2/admin/stores/:storeId/open', access: 'operator', tags: adminTags,
  summary: 'Enable an approved store that was disabled', params: StoreIdPath, response: AdminStore,
});
export const listAdminGoods = endpoint({
  method: 'GET', path: '/api/v2/admin/goods', access: 'operator', tags: adminTags,
  summary: "Every store's goods by status, store, category and keyword", query: AdminGoodsQuery, response: page(AdminGoods),
});
export const flagGoodsViolation = endpoint({
  method: 'POST', path: '/api/v2/admin/goods/:goodsId/violation', access: 'operator', tags: adminTags,
  summary: 'Flag a goods as a violation with a reason: it leaves the catalog and its seller is told', params: GoodsIdPath, body: ReasonBody, response: AdminGoods,
});
export const removeGoods = endpoint({
  method: 'POST', path: '/api/v2/admin/goods/:goodsId/remove', access: 'operator', tags: adminTags,
  summary: 'Remove a goods from the marketplace', params: GoodsIdPath, body: ReasonBody, response: AdminGoods,
});
export const restoreGoods = endpoint({
  method: 'POST', path: '/api/v2/admin/goods/:goodsId/restore', access: 'operator', tags: adminTags,
  summary: 'Restore a flagged or removed goods: it comes back off shelves for its seller to shelve', params: GoodsIdPath, response: AdminGoods,
});
export const getMerchantSettings = endpoint({
  method: 'GET', path: '/api/v2/admin/merchant-settings', access: 'operator', tags: adminTags,
  summary: 'Platform commission (default and per category) and the default credit limit', response: MerchantSettings,
});
export const saveMerchantSettings = endpoint({
  method: 'PUT', path: '/api/v2/admin/merchant-settings', access: 'operator', tags: adminTags,
  summary: 'Change the platform commission rates and the default credit limit', body: MerchantSettingsBody, response: MerchantSettings,
});
