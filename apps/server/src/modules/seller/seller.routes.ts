import {
  approveStore,
  closeStore,
  openStore,
  BULK_MAX_BYTES,
  bulkUpdateGoods,
  batchPullOffGoods,
  batchShelveGoods,
  changeGoodsStock,
  createSellerGoods,
  createSellerWarehouse,
  exportSellerGoods,
  flagGoodsViolation,
  getMerchantSettings,
  getMyStore,
  getSellerDashboard,
  getSellerGoods,
  listAdminGoods,
  listAdminStores,
  listSellerGoods,
  listSellerWarehouses,
  listStockRecords,
  pullOffGoods,
  rejectStore,
  removeGoods,
  restoreGoods,
  saveMerchantSettings,
  saveMyStore,
  setStoreCreditLimit,
  shelveGoods,
  updateSellerGoods,
  updateSellerWarehouse,
} from '@wm/contracts';
import type { FastifyInstance } from 'fastify';
import { csvHeaders } from '../../platform/csv';
import { notFound, route } from '../../platform/http';
import { bulkFileError } from './seller.bulk';
import { contentTypeOf } from '../../platform/uploads';
import type { Storage } from '../../platform/storage';
import type { SellerService } from './seller.service';

/** Store logos, banners and goods pictures: uploaded as 'merchantImage', public like the goods they show. */
const PUBLIC_MEDIA = /^u\/\d+\/merchantImage\/[0-9a-f-]{36}\.(jpg|png)$/;

export function sellerRoutes(app: FastifyInstance, seller: SellerService, storage: Storage) {
  route(app, getMyStore, ({ user }) => seller.myStore(user));
  route(app, saveMyStore, ({ user, body }) => seller.saveStore(user, body));

  route(app, listSellerGoods, ({ user, lang, query }) => seller.goodsPage(user, lang, query));
  route(app, exportSellerGoods, async ({ user, lang, query, reply }) => {
    const csv = await seller.exportCsv(user, lang, query);
    await reply.headers(csvHeaders(`goods-${new Date().toISOString().slice(0, 10)}.csv`)).send(csv);
    return reply as never;
  });
  route(app, batchShelveGoods, ({ user, lang, body }) => seller.batch(user, lang, body.goodsIds, 'putOnSale'));
  route(app, batchPullOffGoods, ({ user, lang, body }) => seller.batch(user, lang, body.goodsIds, 'pullOff'));
  route(app, getSellerGoods, ({ user, lang, params }) => seller.goodsDetail(user, lang, params.goodsId));
  route(app, createSellerGoods, ({ user, lang, body }) => seller.createGoods(user, lang, body));
  route(app, updateSellerGoods, ({ user, lang, params, body }) => seller.updateGoods(user, lang, params.goodsId, body));
  route(app, shelveGoods, ({ user, lang, params }) => seller.shelve(user, lang, params.goodsId));
  route(app, pullOffGoods, ({ user, lang, params }) => seller.pullOff(user, lang, params.goodsId));
  route(app, changeGoodsStock, ({ user, lang, params, body, requestKey }) => seller.changeStock(user, lang, params.goodsId, body, requestKey));
  route(app, listStockRecords, ({ user, lang, query }) => seller.stockRecords(user, lang, query));
  route(app, listSellerWarehouses, ({ user }) => seller.warehouses(user));
  route(app, createSellerWarehouse, ({ user, body }) => seller.createWarehouse(user, body));
  route(app, updateSellerWarehouse, ({ user, params, body }) => seller.updateWarehouse(user, params.warehouseId, body));
  // multipart/form-data: `file` (CSV or XLSX); dryRun in the query.
  route(app, bulkUpdateGoods, async ({ user, lang, query, req, requestKey }) => {
    if (!req.isMultipart()) throw bulkFileError(lang, 'fileInvalid');
    let data: Buffer | null = null;
    for await (const part of req.parts({ limits: { fileSize: BULK_MAX_BYTES, files: 1, fields: 5, parts: 6 } })) {
      if (part.type !== 'file') continue;
      data = await part.toBuffer().catch(() => {
        throw bulkFileError(lang, 'fileInvalid');
      });
      if (part.file.truncated) throw bulkFileError(lang, 'fileInvalid');
    }
    if (!data) throw bulkFileError(lang, 'fileInvalid');
    return seller.bulkUpdate(user, lang, data, query.dryRun, requestKey);
  });
  route(app, getSellerDashboard, ({ user, lang }) => seller.dashboard(user, lang));

  route(app, listAdminStores, ({ query }) => seller.adminStores(query));
  route(app, approveStore, ({ lang, params }) => seller.reviewStore(lang, params.storeId, 'approve'));
  route(app, rejectStore, ({ lang, params, body }) => seller.reviewStore(lang, params.storeId, 'reject', body.reason));
  route(app, setStoreCreditLimit, ({ params, body }) => seller.setCreditLimit(params.storeId, body.creditLimit));
  route(app, closeStore, ({ lang, params }) => seller.setStoreOpen(lang, params.storeId, 'close'));
  route(app, openStore, ({ lang, params }) => seller.setStoreOpen(lang, params.storeId, 'open'));
  route(app, listAdminGoods, ({ lang, query }) => seller.adminGoods(lang, query));
  route(app, flagGoodsViolation, ({ lang, params, body }) => seller.moderate(lang, params.goodsId, 'markViolation', body.reason));
  route(app, removeGoods, ({ lang, params, body }) => seller.moderate(lang, params.goodsId, 'remove', body.reason));
  route(app, restoreGoods, ({ lang, params }) => seller.moderate(lang, params.goodsId, 'restore'));
  route(app, getMerchantSettings, ({ lang }) => seller.settings(lang));
  route(app, saveMerchantSettings, ({ lang, body }) => seller.saveSettings(lang, body));

  app.get<{ Params: { '*': string } }>('/api/v2/media/*', async (req, reply) => {
    const key = req.params['*'];
    const data = PUBLIC_MEDIA.test(key) ? await storage.get(key) : null;
    if (!data) return notFound(req, reply);
    return reply.header('content-type', contentTypeOf(key)).header('cache-control', 'public, max-age=86400, immutable').send(data);
  });
}
