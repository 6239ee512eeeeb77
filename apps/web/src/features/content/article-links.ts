import { opensInApp, type ArticleCategory } from '@wm/contracts';

export const ARTICLE_PATH = '/article/index';

export const articlePath = (articleId: number) => `${ARTICLE_PATH}?id=${articleId}`;

/** Where a footer article leads, by its category's type. */
export interface ArticleOpening {
  url: string;
  /** Another site: opened without access to this page. */
  external: boolean;
}

/**
 * Types 0 (list) and 1 (single page) open the in-app article page; type 2 opens the
 * category's link. A link category without a link leads nowhere.
 */
export function articleOpening(category: Pick<ArticleCategory, 'categoryType' | 'linkUrl'>, articleId: number): ArticleOpening | null {
  if (opensInApp(category.categoryType)) return { url: articlePath(articleId), external: false };
  return category.linkUrl ? { url: category.linkUrl, external: true } : null;
}

/** The id query of the article page: a positive integer, or null for anything else. */
export function parseArticleId(value: string | null): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
