import { endpoint } from '../common/endpoint';
import {
  GoodsDetail,
  GoodsFilterOptions,
  GoodsIdParams,
  GoodsListBody,
  GoodsPage,
  GoodsRanking,
  HomeSections,
  RankingQuery,
  StoreDetail,
  StoreIdParams,
  StoreListBody,
  StorePage,
} from './catalog.schema';

// Public: visitors browse too. Prices follow the viewer (spec section 6): every goods carries
// priceVisibility, and its money fields are null unless that is 'visible'.

const tags = ['catalog'];

export const listGoods = endpoint({
  method: 'POST', path: '/api/v2/goods/list', access: 'public', tags,
  summary:
    'Goods on sale: keyword (words in English, Chinese or Japanese, part of a Chinese or Japanese name, item code), category (with its sub-categories), store, filters and sort, one page',
  body: GoodsListBody, response: GoodsPage,
});
export const getGoodsFilterOptions = endpoint({
  method: 'GET', path: '/api/v2/goods/filter-options', access: 'public', tags,
  summary: 'The choices of the goods list filters and sorts, named in the request language',
  response: GoodsFilterOptions,
});
export const getHomeSections = endpoint({
  method: 'GET', path: '/api/v2/goods/home-sections', access: 'public', tags,
  summary: 'Home page: new arrivals, featured stores, top sellers of the last 30 days, categories with their newest goods',
  response: HomeSections,
});
export const getGoodsRanking = endpoint({
  method: 'GET', path: '/api/v2/goods/ranking', access: 'public', tags,
  summary: 'Sales ranking (/activity/topSellList): units sold in paid orders of the last 30 days, 3 months or 12 months; cancelled orders excluded',
  query: RankingQuery, response: GoodsRanking,
});
export const getGoodsDetail = endpoint({
  method: 'GET', path: '/api/v2/goods/:goodsId', access: 'public', tags,
  summary: 'A goods page with every goods field; a removed or never listed goods is 404',
  params: GoodsIdParams, response: GoodsDetail,
});
export const listStores = endpoint({
  method: 'POST', path: '/api/v2/store/list', access: 'public', tags,
  summary: 'Open stores as seller cards: all, new (/newStore) or featured (/hotspotStore), one page',
  body: StoreListBody, response: StorePage,
});
export const getStore = endpoint({
  method: 'GET', path: '/api/v2/store/:storeId', access: 'public', tags,
  summary: 'A store page: card, intro, its category tree, followed by me; a closed store says closed',
  params: StoreIdParams, response: StoreDetail,
});

/** Where the server serves the generated goods pictures and files (long-cached). */
export const goodsImagePath = (goodsId: number, n: number) => `/api/v2/goods/image/${goodsId}/${n}.svg`;
export const goodsFilePath = (goodsId: number, name: string) => `/api/v2/goods/file/${goodsId}/${name}`;
