import { z } from 'zod';
import { endpoint } from '../common/endpoint';
import { page } from '../common/envelope';
import {
  AdminArticle,
  AdminArticleCategory,
  AdminArticleListItem,
  AdminArticleQuery,
  AdminCategory,
  AdminHotWords,
  AdminSiteSetting,
  AdminWebsiteConfig,
  ArticleIdPath,
  CategoryIdPath,
  CategoryOrderInput,
  FooterArticlesInput,
  SavedCategory,
  SavedId,
  SiteSettingIdPath,
} from './content-admin.schema';
import { ArticleCategoryInput, ArticleInput, CategoryInput, HotWordsInput, SiteSettingInput, WebsiteConfigInput } from './content.schema';

// The operator console's content section (/admin/content). Every change is visible on the
// storefront at once: the server clears the content it caches when a change commits.

const tags = ['admin'];
const access = 'operator' as const;

// ---- product categories

export const listAdminCategories = endpoint({
  method: 'GET', path: '/api/v2/admin/categories', access, tags,
  summary: 'The whole product category tree, disabled categories too, with names in every language; onHomePanel marks the top-level ones the home panel lists',
  response: z.array(AdminCategory),
});
export const createAdminCategory = endpoint({
  method: 'POST', path: '/api/v2/admin/categories', access, tags,
  summary: 'Create a category under a parent (null: top level); three levels at most',
  body: CategoryInput, response: SavedCategory,
});
export const updateAdminCategory = endpoint({
  method: 'PUT', path: '/api/v2/admin/categories/:categoryId', access, tags,
  summary: 'Change a category: names, icon, picture, order, enabled, or move it under another parent (its sub-categories follow, within three levels)',
  params: CategoryIdPath, body: CategoryInput, response: SavedCategory,
});
export const reorderAdminCategories = endpoint({
  method: 'PUT', path: '/api/v2/admin/categories/order', access, tags,
  summary: 'Put the categories under one parent in the order given (every one of them, each once)',
  body: CategoryOrderInput, response: z.array(AdminCategory),
});
export const deleteAdminCategory = endpoint({
  method: 'DELETE', path: '/api/v2/admin/categories/:categoryId', access, tags,
  summary: 'Delete a category without sub-categories that no goods is filed under (409 otherwise)',
  params: CategoryIdPath, response: SavedCategory,
});

// ---- article categories and articles (help centre, footer)

export const listAdminArticleCategories = endpoint({
  method: 'GET', path: '/api/v2/admin/article-categories', access, tags,
  summary: 'Every article category in footer order, disabled ones too, with its number of articles',
  response: z.array(AdminArticleCategory),
});
export const createAdminArticleCategory = endpoint({
  method: 'POST', path: '/api/v2/admin/article-categories', access, tags,
  summary: 'Create an article category: 0 a list of articles, 1 a single page, 2 an external link',
  body: ArticleCategoryInput, response: SavedCategory,
});
export const updateAdminArticleCategory = endpoint({
  method: 'PUT', path: '/api/v2/admin/article-categories/:categoryId', access, tags,
  summary: 'Change an article category', params: CategoryIdPath, body: ArticleCategoryInput, response: SavedCategory,
});
export const deleteAdminArticleCategory = endpoint({
  method: 'DELETE', path: '/api/v2/admin/article-categories/:categoryId', access, tags,
  summary: 'Delete an article category that has no articles (409 otherwise)', params: CategoryIdPath, response: SavedCategory,
});
export const setFooterArticles = endpoint({
  method: 'PUT', path: '/api/v2/admin/article-categories/:categoryId/footer', access, tags,
  summary: "The articles of a category the footer lists, in order (at most 10); the category's other articles follow them in the help centre and leave the footer",
  params: CategoryIdPath, body: FooterArticlesInput, response: z.array(AdminArticleListItem),
});
export const listAdminArticles = endpoint({
  method: 'GET', path: '/api/v2/admin/articles', access, tags,
  summary: 'Articles, drafts and scheduled ones too, optionally of one category, in display order',
  query: AdminArticleQuery, response: page(AdminArticleListItem),
});
export const getAdminArticle = endpoint({
  method: 'GET', path: '/api/v2/admin/articles/:articleId', access, tags,
  summary: 'An article with its title and HTML in every language', params: ArticleIdPath, response: AdminArticle,
});
export const createAdminArticle = endpoint({
  method: 'POST', path: '/api/v2/admin/articles', access, tags,
  summary: 'Create an article; its HTML is sanitised before it is stored', body: ArticleInput, response: SavedId,
});
export const updateAdminArticle = endpoint({
  method: 'PUT', path: '/api/v2/admin/articles/:articleId', access, tags,
  summary: 'Change an article; its HTML is sanitised before it is stored', params: ArticleIdPath, body: ArticleInput, response: SavedId,
});
export const deleteAdminArticle = endpoint({
  method: 'DELETE', path: '/api/v2/admin/articles/:articleId', access, tags,
  summary: 'Delete an article', params: ArticleIdPath, response: SavedId,
});

// ---- hot search words, site settings, footer entries

export const getAdminHotWords = endpoint({
  method: 'GET', path: '/api/v2/admin/hot-words', access, tags,
  summary: 'The hot search words of every language, in order', response: AdminHotWords,
});
export const saveAdminHotWords = endpoint({
  method: 'PUT', path: '/api/v2/admin/hot-words', access, tags,
  summary: "Replace one language's hot search words with the list given, in its order (a repeated word is kept once)",
  body: HotWordsInput, response: AdminHotWords,
});
export const getAdminWebsiteConfig = endpoint({
  method: 'GET', path: '/api/v2/admin/website-config', access, tags,
  summary: 'Site settings as stored: logo, title, copyright, filing number, help, tracking and merchant sites, service phone, group sites',
  response: AdminWebsiteConfig,
});
export const saveAdminWebsiteConfig = endpoint({
  method: 'PUT', path: '/api/v2/admin/website-config', access, tags,
  summary: 'Change the site settings sent (links http(s) only); the others keep their values',
  body: WebsiteConfigInput, response: AdminWebsiteConfig,
});
export const listAdminSiteSettings = endpoint({
  method: 'GET', path: '/api/v2/admin/site-settings', access, tags,
  summary: 'Footer entries: contact entries (1) and follow-us links (2), disabled ones too', response: z.array(AdminSiteSetting),
});
export const createAdminSiteSetting = endpoint({
  method: 'POST', path: '/api/v2/admin/site-settings', access, tags,
  summary: 'Add a footer contact entry or follow-us link', body: SiteSettingInput, response: SavedId,
});
export const updateAdminSiteSetting = endpoint({
  method: 'PUT', path: '/api/v2/admin/site-settings/:settingId', access, tags,
  summary: 'Change a footer entry', params: SiteSettingIdPath, body: SiteSettingInput, response: SavedId,
});
export const deleteAdminSiteSetting = endpoint({
  method: 'DELETE', path: '/api/v2/admin/site-settings/:settingId', access, tags,
  summary: 'Delete a footer entry', params: SiteSettingIdPath, response: SavedId,
});
