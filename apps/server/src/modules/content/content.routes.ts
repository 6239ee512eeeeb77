import {
  getArticle,
  getArticleCategory,
  getArticlePage,
  getCategoryIndexTree,
  getCategoryTree,
  getFooterArticles,
  getHotWords,
  getOperateConfig,
  saveOperateConfig,
  getAdminOperateConfig,
  getServicePhone,
  getShopCategoryTree,
  getSiteSettingList,
  getWebsiteConfig,
  listCategories,
} from '@wm/contracts';
import type { FastifyInstance } from 'fastify';
import { publicCache, route } from '../../platform/http';
import type { ContentService } from './content.service';

export function contentRoutes(app: FastifyInstance, content: ContentService, cacheSeconds: number) {
  const cached = publicCache(cacheSeconds);

  route(app, getCategoryTree, async ({ lang, reply }) => cached(reply, await content.categoryTree(lang)));
  route(app, getCategoryIndexTree, async ({ lang, reply }) => cached(reply, await content.categoryIndexTree(lang)));
  route(app, listCategories, ({ lang, body }) => content.categoryList(lang, body));
  route(app, getShopCategoryTree, ({ lang, body }) => content.shopCategoryTree(lang, body.storeId));
  route(app, getArticleCategory, async ({ lang, query, reply }) => cached(reply, await content.articleCategory(lang, query.categoryId)));
  route(app, getArticle, async ({ lang, query, reply }) => cached(reply, await content.article(lang, query.id)));
  route(app, getArticlePage, ({ lang, body }) => content.articlePage(lang, body));
  route(app, getFooterArticles, async ({ lang, reply }) => cached(reply, await content.footerArticles(lang)));
  route(app, getSiteSettingList, ({ lang, body }) => content.siteSettings(lang, body.settingType));
  route(app, getHotWords, async ({ lang, reply }) => cached(reply, await content.hotWords(lang)));
  route(app, getWebsiteConfig, async ({ lang, reply }) => cached(reply, await content.websiteConfig(lang)));
  route(app, getServicePhone, async ({ lang, reply }) => cached(reply, await content.servicePhone(lang)));
  route(app, getOperateConfig, async ({ reply }) => cached(reply, await content.operateConfig()));
  route(app, getAdminOperateConfig, () => content.operateConfig());
  route(app, saveOperateConfig, ({ body }) => content.updateOperateConfig(body));
}
