import {
  getGoodsDetail,
  getGoodsFilterOptions,
  getGoodsRanking,
  getHomeSections,
  getStore,
  listGoods,
  listStores,
  priceVisibilityOf,
} from '@wm/contracts';
import type { FastifyInstance } from 'fastify';
import { notFound, publicCache, route } from '../../platform/http';
import type { AuthUser } from '../auth/auth.service';
import type { CatalogService } from './catalog.service';

const YEAR_SECONDS = 31_536_000;
const ID = /^[1-9]\d{0,9}$/;

/** Whose "followed by me" a store page shows: a buyer's own, nobody else's (0). */
const followerId = (user: AuthUser | null) => (user && user.role === 'buyer' && !user.isStore ? user.id : 0);

export function catalogRoutes(app: FastifyInstance, catalog: CatalogService, cacheSeconds: number) {
  const cached = publicCache(cacheSeconds);

  // Answers that hold prices depend on who asks: they are never marked cacheable. The service
  // answers one object per cached value and kind of viewer, so each is serialised once.
  const once = { serializeOnce: true };
  route(app, listGoods, ({ user, lang, body }) => catalog.listGoods(priceVisibilityOf(user), lang, body), once);
  route(app, getHomeSections, ({ user, lang }) => catalog.homeSections(priceVisibilityOf(user), lang), once);
  route(app, getGoodsRanking, ({ user, lang, query }) => catalog.ranking(priceVisibilityOf(user), lang, query.window, query.limit), once);
  route(app, getGoodsDetail, ({ user, lang, params }) => catalog.goodsDetail(priceVisibilityOf(user), lang, params.goodsId), once);
  route(app, getGoodsFilterOptions, async ({ lang, reply }) => cached(reply, catalog.filterOptions(lang)));
  route(app, listStores, ({ lang, body }) => catalog.listStores(lang, body), once);
  route(app, getStore, ({ user, lang, params }) => catalog.store(lang, params.storeId, followerId(user)));

  // Generated pictures and downloads: not JSON, so outside the contract routes. A picture's
  // address never changes its content, so browsers keep it for a year.
  app.get<{ Params: { goodsId: string; file: string } }>('/api/v2/goods/image/:goodsId/:file', { schema: { hide: true } }, async (req, reply) => {
    const n = /^(\d{1,2})\.svg$/.exec(req.params.file)?.[1];
    const svg = ID.test(req.params.goodsId) && n ? await catalog.picture(Number(req.params.goodsId), Number(n)) : null;
    if (!svg) return notFound(req, reply);
    return reply.header('content-type', 'image/svg+xml; charset=utf-8').header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`).send(svg);
  });
  app.get<{ Params: { goodsId: string; name: string } }>('/api/v2/goods/file/:goodsId/:name', { schema: { hide: true } }, async (req, reply) => {
    const file = ID.test(req.params.goodsId) ? await catalog.file(Number(req.params.goodsId), req.params.name) : null;
    if (!file) return notFound(req, reply);
    return reply
      .header('content-type', file.type)
      .header('content-disposition', `attachment; filename="${file.name}"`)
      .header('cache-control', cacheSeconds > 0 ? `public, max-age=${cacheSeconds}` : 'no-cache')
      .send(file.data);
  });
}
