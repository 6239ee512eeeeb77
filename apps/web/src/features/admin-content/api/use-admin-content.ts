import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
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
  uploadFile,
  type BodyOf,
} from '@wm/contracts';
import { call } from '../../../lib/http';

export const adminContentKeys = {
  all: ['admin-content'] as const,
  categories: ['admin-content', 'categories'] as const,
  articleCategories: ['admin-content', 'article-categories'] as const,
  articles: (categoryId: number | undefined, pageIndex: number) => ['admin-content', 'articles', categoryId ?? 0, pageIndex] as const,
  article: (id: number) => ['admin-content', 'article', id] as const,
  hotWords: ['admin-content', 'hot-words'] as const,
  websiteConfig: ['admin-content', 'website-config'] as const,
  siteSettings: ['admin-content', 'site-settings'] as const,
};

/**
 * After a save: the console's lists and what this browser's storefront keeps (site content,
 * catalog pages that name categories) are asked for again.
 */
function refresh(queryClient: QueryClient, ...keys: (readonly unknown[])[]) {
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  void queryClient.invalidateQueries({ queryKey: ['content'] });
}

function useSave<V, R>(send: (vars: V) => Promise<R>, ...keys: (readonly unknown[])[]) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => refresh(queryClient, ...keys) });
}

// ---- product categories

export const useAdminCategories = () => useQuery({ queryKey: adminContentKeys.categories, queryFn: ({ signal }) => call(listAdminCategories, { signal }) });

type CategoryBody = BodyOf<typeof createAdminCategory>;
export const useSaveCategory = () =>
  useSave(
    ({ id, body }: { id?: number; body: CategoryBody }) =>
      id === undefined ? call(createAdminCategory, { body }) : call(updateAdminCategory, { params: { categoryId: id }, body }),
    adminContentKeys.categories,
    ['catalog'],
  );
export const useReorderCategories = () => useSave((body: BodyOf<typeof reorderAdminCategories>) => call(reorderAdminCategories, { body }), adminContentKeys.categories, ['catalog']);
export const useDeleteCategory = () => useSave((categoryId: number) => call(deleteAdminCategory, { params: { categoryId } }), adminContentKeys.categories, ['catalog']);

// ---- article categories, articles, footer

export const useArticleCategories = () =>
  useQuery({ queryKey: adminContentKeys.articleCategories, queryFn: ({ signal }) => call(listAdminArticleCategories, { signal }) });

export const useSaveArticleCategory = () =>
  useSave(
    ({ id, body }: { id?: number; body: BodyOf<typeof createAdminArticleCategory> }) =>
      id === undefined ? call(createAdminArticleCategory, { body }) : call(updateAdminArticleCategory, { params: { categoryId: id }, body }),
    adminContentKeys.articleCategories,
  );
export const useDeleteArticleCategory = () =>
  useSave((categoryId: number) => call(deleteAdminArticleCategory, { params: { categoryId } }), adminContentKeys.articleCategories);

export const useAdminArticles = (categoryId: number | undefined, pageIndex: number, pageSize = 10) =>
  useQuery({
    queryKey: adminContentKeys.articles(categoryId, pageIndex),
    queryFn: ({ signal }) => call(listAdminArticles, { query: { ...(categoryId ? { categoryId } : {}), pageIndex, pageSize }, signal }),
  });

export const useAdminArticle = (id: number | null) =>
  useQuery({ queryKey: adminContentKeys.article(id ?? 0), queryFn: ({ signal }) => call(getAdminArticle, { params: { articleId: id! }, signal }), enabled: id !== null });

export const useSaveArticle = () =>
  useSave(
    ({ id, body }: { id?: number; body: BodyOf<typeof createAdminArticle> }) =>
      id === undefined ? call(createAdminArticle, { body }) : call(updateAdminArticle, { params: { articleId: id }, body }),
    ['admin-content', 'articles'],
    ['admin-content', 'article'],
    adminContentKeys.articleCategories,
  );
export const useDeleteArticle = () =>
  useSave((articleId: number) => call(deleteAdminArticle, { params: { articleId } }), ['admin-content', 'articles'], adminContentKeys.articleCategories);

export const useSetFooterArticles = () =>
  useSave(({ categoryId, articleIds }: { categoryId: number; articleIds: number[] }) => call(setFooterArticles, { params: { categoryId }, body: { articleIds } }), [
    'admin-content',
    'articles',
  ]);

// ---- hot words, site settings, footer entries

export const useAdminHotWords = () => useQuery({ queryKey: adminContentKeys.hotWords, queryFn: ({ signal }) => call(getAdminHotWords, { signal }) });
export const useSaveHotWords = () => useSave((body: BodyOf<typeof saveAdminHotWords>) => call(saveAdminHotWords, { body }), adminContentKeys.hotWords);

export const useAdminWebsiteConfig = () => useQuery({ queryKey: adminContentKeys.websiteConfig, queryFn: ({ signal }) => call(getAdminWebsiteConfig, { signal }) });
export const useSaveWebsiteConfig = () =>
  useSave((body: BodyOf<typeof saveAdminWebsiteConfig>) => call(saveAdminWebsiteConfig, { body }), adminContentKeys.websiteConfig);

export const useAdminSiteSettings = () => useQuery({ queryKey: adminContentKeys.siteSettings, queryFn: ({ signal }) => call(listAdminSiteSettings, { signal }) });
export const useSaveSiteSetting = () =>
  useSave(
    ({ id, body }: { id?: number; body: BodyOf<typeof createAdminSiteSetting> }) =>
      id === undefined ? call(createAdminSiteSetting, { body }) : call(updateAdminSiteSetting, { params: { settingId: id }, body }),
    adminContentKeys.siteSettings,
  );
export const useDeleteSiteSetting = () => useSave((settingId: number) => call(deleteAdminSiteSetting, { params: { settingId } }), adminContentKeys.siteSettings);

/** Uploads a picture (an icon, a logo) and answers its public link. Public pictures use the platform's public image kind. */
export async function uploadPicture(file: File): Promise<string> {
  const form = new FormData();
  form.append('kind', 'merchantImage');
  form.append('file', file);
  const uploaded = await call(uploadFile, { form });
  return `/api/v2/media/${uploaded.key}`;
}
