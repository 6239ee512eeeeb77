import {
  createAdminArticle,
  createAdminArticleCategory,
  createAdminCategory,
  createAdminSiteSetting,
  deleteAdminArticle,
  deleteAdminArticleCategory,
  deleteAdminCategory,
  deleteAdminSiteSetting,
  getAdminArticle,
  getAdminHotWords,
  getAdminWebsiteConfig,
  listAdminArticleCategories,
  listAdminArticles,
  listAdminCategories,
  listAdminSiteSettings,
  reorderAdminCategories,
  saveAdminHotWords,
  saveAdminWebsiteConfig,
  setFooterArticles,
  updateAdminArticle,
  updateAdminArticleCategory,
  updateAdminCategory,
  updateAdminSiteSetting,
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

  // The operator console's content section: every change clears what the storefront caches.
  route(app, listAdminCategories, () => content.adminCategories());
  route(app, createAdminCategory, ({ body }) => content.saveCategory(body));
  route(app, reorderAdminCategories, ({ body }) => content.reorderCategories(body));
  route(app, updateAdminCategory, ({ params, body }) => content.saveCategory(body, params.categoryId));
  route(app, deleteAdminCategory, ({ params }) => content.deleteCategory(params.categoryId));
  route(app, listAdminArticleCategories, () => content.adminArticleCategories());
  route(app, createAdminArticleCategory, ({ body }) => content.saveArticleCategory(body));
  route(app, updateAdminArticleCategory, ({ params, body }) => content.saveArticleCategory(body, params.categoryId));
  route(app, deleteAdminArticleCategory, ({ params }) => content.deleteArticleCategory(params.categoryId));
  route(app, setFooterArticles, ({ params, body }) => content.setFooterArticles(params.categoryId, body.articleIds));
  route(app, listAdminArticles, ({ query }) => content.adminArticles(query));
  route(app, getAdminArticle, ({ params }) => content.adminArticle(params.articleId));
  route(app, createAdminArticle, ({ body }) => content.saveArticle(body));
  route(app, updateAdminArticle, ({ params, body }) => content.saveArticle(body, params.articleId));
  route(app, deleteAdminArticle, ({ params }) => content.deleteArticle(params.articleId));
  route(app, getAdminHotWords, () => content.adminHotWords());
  route(app, saveAdminHotWords, ({ body }) => content.setHotWords(body));
  route(app, getAdminWebsiteConfig, () => content.adminWebsiteConfig());
  route(app, saveAdminWebsiteConfig, ({ body }) => content.updateWebsiteConfig(body));
  route(app, listAdminSiteSettings, () => content.adminSiteSettings());
  route(app, createAdminSiteSetting, ({ body }) => content.saveSiteSetting(body));
  route(app, updateAdminSiteSetting, ({ params, body }) => content.saveSiteSetting(body, params.settingId));
  route(app, deleteAdminSiteSetting, ({ params }) => content.deleteSiteSetting(params.settingId));
}
