import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import {
  SETTING_TYPE,
  getArticle,
  getArticleCategory,
  getArticlePage,
  getCategoryTree,
  getFooterArticles,
  getHotWords,
  getServicePhone,
  getSiteSettingList,
  getWebsiteConfig,
  type AttentionSetting,
  type ContactSetting,
} from '@wm/contracts';
import { call } from '../../../lib/http';
import { currentLanguage } from '../../../lib/i18n';

/** Site content changes rarely: it is kept this long before it is asked for again. */
export const CONTENT_STALE_TIME = 5 * 60_000;

// Names answer in the request language, so the language is part of every key.
const contentKeys = {
  websiteConfig: () => ['content', currentLanguage(), 'website-config'] as const,
  servicePhone: () => ['content', currentLanguage(), 'service-phone'] as const,
  hotWords: () => ['content', currentLanguage(), 'hot-words'] as const,
  categoryTree: () => ['content', currentLanguage(), 'category-tree'] as const,
  footerArticles: () => ['content', currentLanguage(), 'footer-articles'] as const,
  siteSettings: (settingType: number) => ['content', currentLanguage(), 'site-settings', settingType] as const,
  articleCategory: (categoryId: number) => ['content', currentLanguage(), 'article-category', categoryId] as const,
  article: (id: number) => ['content', currentLanguage(), 'article', id] as const,
  articlePage: (categoryId: number) => ['content', currentLanguage(), 'article-page', categoryId] as const,
};

const websiteConfigQuery = () =>
  queryOptions({ queryKey: contentKeys.websiteConfig(), queryFn: ({ signal }) => call(getWebsiteConfig, { signal }), staleTime: CONTENT_STALE_TIME });
const hotWordsQuery = () => queryOptions({ queryKey: contentKeys.hotWords(), queryFn: ({ signal }) => call(getHotWords, { signal }), staleTime: CONTENT_STALE_TIME });
const footerArticlesQuery = () =>
  queryOptions({ queryKey: contentKeys.footerArticles(), queryFn: ({ signal }) => call(getFooterArticles, { signal }), staleTime: CONTENT_STALE_TIME });
/** Footer entries of one type: contact entries (settingType 1) or follow-us links (2). */
function siteSettingsQuery<T extends ContactSetting | AttentionSetting>(settingType: T['settingType']) {
  return queryOptions({
    queryKey: contentKeys.siteSettings(settingType),
    queryFn: async ({ signal }) => {
      const settings = await call(getSiteSettingList, { body: { settingType }, signal });
      return settings.filter((setting): setting is T => setting.settingType === settingType);
    },
    staleTime: CONTENT_STALE_TIME,
  });
}
const contactSettingsQuery = () => siteSettingsQuery<ContactSetting>(SETTING_TYPE.contact);
const attentionSettingsQuery = () => siteSettingsQuery<AttentionSetting>(SETTING_TYPE.attention);

/**
 * What the storefront's header and footer read when they first show (site name and logo, hot
 * words, help articles, contacts), asked for at app start alongside the language files instead
 * of after the first render.
 */
export function prefetchShellContent(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(websiteConfigQuery());
  void queryClient.prefetchQuery(hotWordsQuery());
  void queryClient.prefetchQuery(footerArticlesQuery());
  void queryClient.prefetchQuery(contactSettingsQuery());
  void queryClient.prefetchQuery(attentionSettingsQuery());
}

export function useWebsiteConfig() {
  return useQuery(websiteConfigQuery());
}

export function useServicePhone() {
  return useQuery({
    queryKey: contentKeys.servicePhone(),
    queryFn: ({ signal }) => call(getServicePhone, { signal }),
    staleTime: CONTENT_STALE_TIME,
  });
}

export function useHotWords() {
  return useQuery(hotWordsQuery());
}

export function useCategoryTree() {
  return useQuery({
    queryKey: contentKeys.categoryTree(),
    queryFn: ({ signal }) => call(getCategoryTree, { signal }),
    staleTime: CONTENT_STALE_TIME,
  });
}

export function useFooterArticles() {
  return useQuery(footerArticlesQuery());
}

/** Footer contact entries (settingType 1). */
export function useContactSettings() {
  return useQuery(contactSettingsQuery());
}

/** Footer follow-us links (settingType 2). */
export function useAttentionSettings() {
  return useQuery(attentionSettingsQuery());
}

/** An article category, as a click on a footer article asks for it before opening anything. */
export function fetchArticleCategory(queryClient: QueryClient, categoryId: number) {
  return queryClient.fetchQuery({
    queryKey: contentKeys.articleCategory(categoryId),
    queryFn: ({ signal }) => call(getArticleCategory, { query: { categoryId }, signal }),
    staleTime: CONTENT_STALE_TIME,
  });
}

/** One article; a missing one is shown as an empty state rather than an error notice. */
export function useArticle(id: number | null) {
  return useQuery({
    queryKey: contentKeys.article(id ?? 0),
    queryFn: ({ signal }) => call(getArticle, { query: { id: id ?? 0 }, noMessage: true, signal }),
    enabled: id !== null,
    staleTime: CONTENT_STALE_TIME,
  });
}

/** The first page of a category's articles: the article page's side list. */
export function useCategoryArticles(categoryId: number | undefined) {
  return useQuery({
    queryKey: contentKeys.articlePage(categoryId ?? 0),
    queryFn: ({ signal }) => call(getArticlePage, { body: { categoryId, pageIndex: 1, pageSize: 10 }, signal }),
    enabled: categoryId !== undefined,
    staleTime: CONTENT_STALE_TIME,
  });
}
