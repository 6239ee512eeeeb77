import { z } from 'zod';
import { endpoint } from '../common/endpoint';
import { page } from '../common/envelope';
import {
  Article,
  ArticleCategory,
  ArticleCategoryQuery,
  ArticleListItem,
  ArticlePageBody,
  ArticleQuery,
  CategoryItem,
  CategoryListBody,
  CategoryNode,
  FooterArticleCategory,
  HotWords,
  IndexCategory,
  OperateConfig,
  OperateConfigInput,
  ServicePhone,
  ShopCategoryTreeBody,
  SiteSetting,
  SiteSettingListBody,
  WebsiteConfig,
} from './content.schema';

// Public: visitors see all of these. Names answer in the request language (Accept-Language).
// The GET answers may be cached for a minute (Cache-Control: public, max-age=60).

const tags = ['content'];

export const getCategoryTree = endpoint({
  method: 'GET', path: '/api/v2/website/GetCategoryTree', access: 'public', tags,
  summary: 'Product category tree, up to three levels, in display order',
  response: z.array(CategoryNode),
});
export const getCategoryIndexTree = endpoint({
  method: 'GET', path: '/api/v2/website/GetCategoryIndexTree', access: 'public', tags,
  summary: 'Home page categories: top-level categories with their sub-categories and a picture for each',
  response: z.array(IndexCategory),
});
export const listCategories = endpoint({
  method: 'POST', path: '/api/v2/pdt-category/categorys', access: 'public', tags,
  summary: 'Flat category list, optionally only the children of parentId (0: top level) or one level; the body may be empty',
  body: CategoryListBody, response: z.array(CategoryItem),
});
export const getShopCategoryTree = endpoint({
  method: 'POST', path: '/api/v2/shop-category/shop-category-tree', access: 'public', tags,
  summary: "A store's own category tree; an unknown store has none",
  body: ShopCategoryTreeBody, response: z.array(CategoryNode),
});
export const getArticleCategory = endpoint({
  method: 'GET', path: '/api/v2/website/GetArtCategory', access: 'public', tags,
  summary: 'An article category: type 0 or 1 opens /article/index?id= in a new window, type 2 opens linkUrl in a new tab',
  query: ArticleCategoryQuery, response: ArticleCategory,
});
export const getArticle = endpoint({
  method: 'GET', path: '/api/v2/website/GetArticle', access: 'public', tags,
  summary: 'One published article in the request language',
  query: ArticleQuery, response: Article,
});
export const getArticlePage = endpoint({
  method: 'POST', path: '/api/v2/website/GetArticlePage', access: 'public', tags,
  summary: 'Published articles, newest first within their order, optionally of one category',
  body: ArticlePageBody, response: page(ArticleListItem),
});
export const getFooterArticles = endpoint({
  method: 'GET', path: '/api/v2/website/GetFooterArticles', access: 'public', tags,
  summary: 'Footer: article categories with their article titles',
  response: z.array(FooterArticleCategory),
});
export const getSiteSettingList = endpoint({
  method: 'POST', path: '/api/v2/website/GetSiteSettingList', access: 'public', tags,
  summary: 'Footer settings: settingType 1 contact entries, 2 follow-us links',
  body: SiteSettingListBody, response: z.array(SiteSetting),
});
export const getHotWords = endpoint({
  method: 'GET', path: '/api/v2/shop-search-words/list', access: 'public', tags,
  summary: 'Hot search words of the request language',
  response: HotWords,
});
export const getWebsiteConfig = endpoint({
  method: 'GET', path: '/api/v2/setting/website-config', access: 'public', tags,
  summary: 'Site settings: logo, title, copyright, filing number, help and tracking sites, group sites',
  response: WebsiteConfig,
});
export const getServicePhone = endpoint({
  method: 'GET', path: '/api/v2/setting/service-phone', access: 'public', tags,
  summary: 'Customer service phone and working hours (Contact Us)',
  response: ServicePhone,
});
export const getAdminOperateConfig = endpoint({
  method: 'GET', path: '/api/v2/admin/operate-config', access: 'operator', tags: ['admin'],
  summary: 'The operating settings as they are now (not cached), for the console', response: OperateConfig,
});
export const saveOperateConfig = endpoint({
  method: 'PUT', path: '/api/v2/admin/operate-config', access: 'operator', tags: ['admin'],
  summary: 'Change operating settings: payment, agreement and after-sales windows, wallet minimums and fee, auto-confirm days, consignee retention, currency conversion (the fields sent; the others stay)',
  body: OperateConfigInput, response: OperateConfig,
});
export const getOperateConfig = endpoint({
  method: 'GET', path: '/api/v2/setting/operate-config', access: 'public', tags,
  summary: 'Operating settings: payment and approval windows, wallet minimums and fee, auto-confirm days, currency conversion',
  response: OperateConfig,
});
