import {
  amountToCents,
  CATEGORY_MAX_LEVEL,
  FOOTER_ARTICLES_PER_CATEGORY,
  HOME_PANEL_CATEGORIES,
  LANGUAGES,
  type AdminArticle,
  type AdminArticleCategory,
  type AdminArticleListItem,
  type AdminCategory,
  type AdminHotWords,
  type AdminSiteSetting,
  type AdminWebsiteConfig,
  type CategoryOrderInput,
  centsToAmount,
  OPERATE_CONFIG_DEFAULTS,
  SETTING_TYPE,
  type Article,
  type ArticleCategory,
  type ArticleCategoryInput,
  type ArticleCategoryType,
  type ArticleInput,
  type ArticleListItem,
  type CategoryInput,
  type CategoryItem,
  type CategoryListBody,
  type CategoryNode,
  type FooterArticleCategory,
  type IndexCategory,
  type Language,
  type OperateConfig,
  type OperateConfigInput,
  type ServicePhone,
  type SettingType,
  type SiteSetting,
  type SiteSettingInput,
  type WebsiteConfig,
  type WebsiteConfigInput,
  type HotWordsInput,
} from '@wm/contracts';
import type { Database, Executor } from '../../db/client';
import { inLanguage } from '../../db/localized';
import { createCache } from '../../platform/cache';
import { AppError, fieldError } from '../../platform/errors';
import { sanitizeHtml } from '../../platform/html';
import { buildTree } from '../../platform/tree';
import { contentRepository as repo } from './content.repository';

interface GroupSiteNode {
  name: string;
  url: string;
  children: GroupSiteNode[];
}

interface CategoryViews {
  tree: CategoryNode[];
  index: IndexCategory[];
  flat: CategoryItem[];
}

const optional = <K extends string>(key: K, value: string | null): { [P in K]?: string } =>
  (value ? { [key]: value } : {}) as { [P in K]?: string };

function categoryViews(rows: Awaited<ReturnType<typeof repo.listCategories>>): CategoryViews {
  const images = new Map(rows.map((r) => [r.id, r.image]));
  const tree = buildTree(rows, (r): CategoryNode => ({
    categoryId: r.id,
    categoryName: r.name,
    parentId: r.parentId,
    level: r.level,
    ...optional('icon', r.icon),
    sort: r.sort,
    children: [],
  }));
  const index = tree.map((top) => ({
    categoryId: top.categoryId,
    categoryName: top.categoryName,
    ...optional('icon', top.icon ?? null),
    ...optional('image', images.get(top.categoryId) ?? null),
    sort: top.sort,
    children: top.children.map((child) => ({
      categoryId: child.categoryId,
      categoryName: child.categoryName,
      ...optional('image', images.get(child.categoryId) ?? null),
      sort: child.sort,
    })),
  }));
  // Flattened from the tree, so a category under a hidden parent is hidden here too.
  const flat: CategoryItem[] = [];
  const walk = (nodes: CategoryNode[]) =>
    nodes.forEach(({ children, ...node }) => {
      flat.push({ ...node, hasChildren: children.length > 0 });
      walk(children);
    });
  walk(tree);
  return { tree, index, flat };
}

/** What the content module asks of the catalog, which is made after it (app.ts). */
export interface CatalogHooks {
  /** Goods filed under a category, in any state. */
  goodsInCategory(ex: Executor, categoryId: number): Promise<number>;
  /** Category names changed: the catalog's cached lists and home page show them at once. */
  categoriesChanged(): void;
}

const translations = (row: { en: string; zh: string; ja: string }) => ({ en: row.en, zh: row.zh, ja: row.ja });

function articleListItem(row: { id: number; categoryId: number; titleEn: string; titleZh: string; titleJa: string; sort: number; publishedAt: Date | null; inFooter: boolean; updatedAt: Date }): AdminArticleListItem {
  return {
    id: row.id,
    categoryId: row.categoryId,
    title: { en: row.titleEn, zh: row.titleZh, ja: row.titleJa },
    sort: row.sort,
    publishTime: row.publishedAt ? row.publishedAt.toISOString() : null,
    inFooter: row.inFooter,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createContentService(deps: { database: Database; cacheTtlSeconds: number; catalog?: CatalogHooks }) {
  const { db } = deps.database;
  const ttlMs = deps.cacheTtlSeconds * 1000;
  // One cache per kind of content, so a change clears only what it touches.
  const caches = {
    categories: createCache({ ttlMs, maxEntries: 10 }),
    shopCategories: createCache({ ttlMs, maxEntries: 5000 }),
    articles: createCache({ ttlMs, maxEntries: 5000 }),
    settings: createCache({ ttlMs, maxEntries: 50 }),
  };

  const categories = (lang: Language) => caches.categories.get(lang, async () => categoryViews(await repo.listCategories(db, lang)));

  const articleCategories = (lang: Language) =>
    caches.articles.get(`categories:${lang}`, async () =>
      (await repo.listArticleCategories(db, lang)).map(
        (c): ArticleCategory => ({ categoryId: c.id, categoryName: c.name, categoryType: c.categoryType as ArticleCategoryType, linkUrl: c.linkUrl }),
      ),
    );

  /** Checks a parent for a category at `id` (undefined when new) and answers the new level. */
  async function levelUnder(ex: Executor, parentId: number | null, id?: number): Promise<number> {
    if (parentId === null) return 1;
    const parent = await repo.findCategory(ex, parentId);
    if (!parent) throw fieldError('parentId', 'category.parentNotFound');
    // A category cannot move under itself or its own descendant.
    for (let up: typeof parent | undefined = parent; up; up = up.parentId ? await repo.findCategory(ex, up.parentId) : undefined)
      if (up.id === id) throw fieldError('parentId', 'field.invalid');
    return parent.level + 1;
  }

  function categoriesChanged() {
    caches.categories.clear();
    deps.catalog?.categoriesChanged();
  }

  /** The whole tree as stored, disabled categories too; the home panel lists the first enabled top-level ones. */
  async function adminCategories(): Promise<AdminCategory[]> {
    const tree = buildTree(await repo.listAllCategories(db), (r): AdminCategory => ({
      categoryId: r.id,
      parentId: r.parentId,
      level: r.level,
      name: { en: r.nameEn, zh: r.nameZh, ja: r.nameJa },
      icon: r.icon,
      image: r.image,
      sort: r.sort,
      enabled: r.enabled,
      onHomePanel: false,
      children: [],
    }));
    for (const top of tree.filter((c) => c.enabled).slice(0, HOME_PANEL_CATEGORIES)) top.onHomePanel = true;
    return tree;
  }

  async function adminWebsiteConfig(): Promise<AdminWebsiteConfig> {
    const [row, sites] = await Promise.all([repo.findWebsiteConfig(db), repo.listAllGroupSites(db)]);
    type Site = { name: { en: string; zh: string; ja: string }; url: string; children: Site[] };
    const groupSites = buildTree(sites, (s): Site => ({ name: { en: s.nameEn, zh: s.nameZh, ja: s.nameJa }, url: s.url, children: [] }));
    return {
      websiteIcon: row?.websiteIcon ?? '',
      websiteTitle: translations({ en: row?.titleEn ?? '', zh: row?.titleZh ?? '', ja: row?.titleJa ?? '' }),
      websiteCopyrightInfo: translations({ en: row?.copyrightEn ?? '', zh: row?.copyrightZh ?? '', ja: row?.copyrightJa ?? '' }),
      websiteIcpCertNo: row?.icpCertNo ?? '',
      helpCenterUrl: row?.helpCenterUrl ?? '',
      trackUrl: row?.trackUrl ?? '',
      merchantPortalUrl: row?.merchantPortalUrl ?? '',
      servicePhone: row?.servicePhone ?? '',
      workingHours: translations({ en: row?.workingHoursEn ?? '', zh: row?.workingHoursZh ?? '', ja: row?.workingHoursJa ?? '' }),
      groupSites: groupSites.map((g) => ({ name: g.name, url: g.url, children: g.children.map((c) => ({ name: c.name, url: c.url })) })),
    };
  }

  async function adminHotWords(): Promise<AdminHotWords> {
    const all = await repo.listAllHotWords(db);
    return Object.fromEntries(LANGUAGES.map((lang) => [lang, all.filter((w) => w.lang === lang).map((w) => w.word)])) as AdminHotWords;
  }

  /** Straight from the database: a change merges into what is stored, never into a cached copy. */
  async function loadOperateConfig(): Promise<OperateConfig> {
    const row = await repo.findOperateConfig(db);
    if (!row) return OPERATE_CONFIG_DEFAULTS;
    return {
      paymentWindowMinutes: row.paymentWindowMinutes,
      agreementApprovalHours: row.agreementApprovalHours,
      agreementBuyDays: row.agreementBuyDays,
      minRechargeAmount: centsToAmount(row.minRechargeCents),
      minWithdrawAmount: centsToAmount(row.minWithdrawCents),
      withdrawFeeRate: row.withdrawFeeBasisPoints / 10_000,
      autoConfirmReceiptDays: row.autoConfirmReceiptDays,
      afterSalesDecisionHours: row.afterSalesDecisionHours,
      consigneeRetentionDays: row.consigneeRetentionDays,
      currencyConversion: row.currencyConversion,
    };
  }

  return {
    // ---- read by visitors (cached per language)

    categoryTree: async (lang: Language) => (await categories(lang)).tree,
    categoryIndexTree: async (lang: Language) => (await categories(lang)).index,

    async categoryList(lang: Language, filter: CategoryListBody): Promise<CategoryItem[]> {
      const { flat } = await categories(lang);
      return flat.filter(
        (c) =>
          (filter.parentId === undefined || c.parentId === (filter.parentId === 0 ? null : filter.parentId)) &&
          (filter.level === undefined || c.level === filter.level),
      );
    },

    shopCategoryTree: (lang: Language, storeId: number) =>
      caches.shopCategories.get(`${storeId}:${lang}`, async () =>
        buildTree(await repo.listShopCategories(db, storeId, lang), (r): CategoryNode => ({
          categoryId: r.id,
          categoryName: r.name,
          parentId: r.parentId,
          level: r.level,
          sort: r.sort,
          children: [],
        })),
      ),

    async articleCategory(lang: Language, categoryId: number): Promise<ArticleCategory> {
      const found = (await articleCategories(lang)).find((c) => c.categoryId === categoryId);
      if (!found) throw new AppError('NOT_FOUND');
      return found;
    },

    async article(lang: Language, id: number): Promise<Article> {
      const found = await caches.articles.get(`article:${id}:${lang}`, async () => {
        const row = await repo.findPublishedArticle(db, id, lang);
        return row ? { id: row.id, title: row.title, content: row.content, categoryId: row.categoryId, categoryName: row.categoryName, publishTime: row.publishedAt!.toISOString() } : null;
      });
      if (!found) throw new AppError('NOT_FOUND');
      return found;
    },

    articlePage: (lang: Language, query: { categoryId?: number; pageIndex: number; pageSize: number }) =>
      caches.articles.get(`page:${query.categoryId ?? '*'}:${query.pageIndex}:${query.pageSize}:${lang}`, async () => {
        const { list, total } = await repo.pagePublishedArticles(db, lang, {
          categoryId: query.categoryId,
          limit: query.pageSize,
          offset: (query.pageIndex - 1) * query.pageSize,
        });
        return {
          list: list.map(
            (a): ArticleListItem => ({ id: a.id, title: a.title, categoryId: a.categoryId, categoryName: a.categoryName, publishTime: a.publishedAt!.toISOString() }),
          ),
          total,
          pageIndex: query.pageIndex,
          pageSize: query.pageSize,
        };
      }),

    /** Footer: two queries (categories, then their titles), whatever the number of categories. */
    footerArticles: (lang: Language) =>
      caches.articles.get(`footer:${lang}`, async (): Promise<FooterArticleCategory[]> => {
        const list = await articleCategories(lang);
        const titles = await repo.listArticleTitles(db, lang, list.map((c) => c.categoryId), FOOTER_ARTICLES_PER_CATEGORY);
        return list.map((c) => ({ ...c, articles: titles.filter((t) => t.categoryId === c.categoryId).map((t) => ({ id: t.id, title: t.title })) }));
      }),

    siteSettings: (lang: Language, settingType: SettingType) =>
      caches.settings.get(`footer:${settingType}:${lang}`, async (): Promise<SiteSetting[]> =>
        (await repo.listSiteSettings(db, settingType, lang)).map((s) =>
          settingType === SETTING_TYPE.contact
            ? { settingType: 1, id: s.id, icon: s.icon, ...optional('qrCode', s.qrCode), content: s.text, sort: s.sort }
            : { settingType: 2, id: s.id, icon: s.icon, linkUrl: s.linkUrl ?? '', title: s.text, sort: s.sort },
        ),
      ),

    hotWords: (lang: Language) => caches.settings.get(`hotWords:${lang}`, () => repo.listHotWords(db, lang)),

    websiteConfig: (lang: Language) =>
      caches.settings.get(`website:${lang}`, async (): Promise<WebsiteConfig> => {
        const [row, sites] = await Promise.all([repo.findWebsiteConfig(db), repo.listGroupSites(db, lang)]);
        const groupSites = buildTree(sites, (s): GroupSiteNode => ({ name: s.name, url: s.url, children: [] }));
        return {
          websiteIcon: row?.websiteIcon ?? '',
          websiteTitle: row ? inLanguage(lang, { en: row.titleEn, zh: row.titleZh, ja: row.titleJa }) : '',
          websiteCopyrightInfo: row ? inLanguage(lang, { en: row.copyrightEn, zh: row.copyrightZh, ja: row.copyrightJa }) : '',
          websiteIcpCertNo: row?.icpCertNo ?? '',
          helpCenterUrl: row?.helpCenterUrl ?? '',
          trackUrl: row?.trackUrl ?? '',
          // The merchant console built into the product, unless the operator names another back-office.
          merchantPortalUrl: row?.merchantPortalUrl || '/merchant',
          groupSites: groupSites.map((g) => ({ name: g.name, url: g.url, children: g.children.map((c) => ({ name: c.name, url: c.url })) })),
        };
      }),

    servicePhone: (lang: Language) =>
      caches.settings.get(`phone:${lang}`, async (): Promise<ServicePhone> => {
        const row = await repo.findWebsiteConfig(db);
        return { phone: row?.servicePhone ?? '', workingHours: row ? inLanguage(lang, { en: row.workingHoursEn, zh: row.workingHoursZh, ja: row.workingHoursJa }) : '' };
      }),

    /** Ids of the categories the platform ships, by code (the demo catalogue files its goods under them). */
    categoryIdsByCode: (codes: string[]) => repo.productCategoryIdsByCode(db, codes),

    /** Operating settings; other modules (payments, wallet, agreements, orders) read them here. */
    operateConfig: () => caches.settings.get('operate', loadOperateConfig),

    // ---- changed by the operator console (each clears what it touches once committed)

    /** Creates a category (no id) or changes one; a category and what is under it stay within three levels. */
    async saveCategory(input: CategoryInput, id?: number): Promise<{ categoryId: number }> {
      const categoryId = await db.transaction(async (tx) => {
        const level = await levelUnder(tx, input.parentId, id);
        if (level > CATEGORY_MAX_LEVEL) throw new AppError('CATEGORY_TOO_DEEP');
        const values = {
          parentId: input.parentId,
          level,
          nameEn: input.name.en,
          nameZh: input.name.zh,
          nameJa: input.name.ja,
          icon: input.icon,
          image: input.image,
          sort: input.sort,
          enabled: input.enabled,
        };
        if (id === undefined) return (await repo.insertCategory(tx, values)).id;
        if (!(await repo.findCategory(tx, id))) throw new AppError('NOT_FOUND');
        if (level - 1 + (await repo.subtreeDepth(tx, id)) > CATEGORY_MAX_LEVEL) throw new AppError('CATEGORY_TOO_DEEP');
        await repo.updateCategory(tx, id, values);
        await repo.relevelDescendants(tx, id);
        return id;
      });
      categoriesChanged();
      return { categoryId };
    },

    /** Puts the categories under one parent in the order given: every one of them, each once. */
    async reorderCategories(input: CategoryOrderInput): Promise<AdminCategory[]> {
      await db.transaction(async (tx) => {
        if (input.parentId !== null && !(await repo.findCategory(tx, input.parentId))) throw fieldError('parentId', 'category.parentNotFound');
        const current = new Set(await repo.childCategoryIds(tx, input.parentId));
        const given = new Set(input.categoryIds);
        if (given.size !== input.categoryIds.length || given.size !== current.size || input.categoryIds.some((id) => !current.has(id)))
          throw new AppError('CATEGORY_ORDER_MISMATCH');
        await repo.setCategoryOrder(tx, input.categoryIds);
      });
      categoriesChanged();
      return adminCategories();
    },

    /** Deletes a category with no sub-categories and no goods filed under it (in any state). */
    async deleteCategory(id: number): Promise<{ categoryId: number }> {
      await db.transaction(async (tx) => {
        if (!(await repo.lockCategory(tx, id))) throw new AppError('NOT_FOUND');
        if (await repo.hasChildCategories(tx, id)) throw new AppError('CATEGORY_HAS_CHILDREN');
        const goods = (await deps.catalog?.goodsInCategory(tx, id)) ?? 0;
        if (goods > 0) throw new AppError('CATEGORY_IN_USE', { count: goods });
        await repo.deleteCategory(tx, id);
      });
      categoriesChanged();
      return { categoryId: id };
    },

    adminCategories: () => adminCategories(),

    /** A store's own category (the store module calls this for its seller). */
    async createShopCategory(storeId: number, input: CategoryInput): Promise<{ categoryId: number }> {
      let level = 1;
      if (input.parentId !== null) {
        const parent = await repo.findShopCategory(db, storeId, input.parentId);
        if (!parent) throw fieldError('parentId', 'category.parentNotFound');
        level = parent.level + 1;
        if (level > CATEGORY_MAX_LEVEL) throw new AppError('CATEGORY_TOO_DEEP');
      }
      const row = await repo.insertShopCategory(db, {
        storeId,
        parentId: input.parentId,
        level,
        nameEn: input.name.en,
        nameZh: input.name.zh,
        nameJa: input.name.ja,
        sort: input.sort,
        enabled: input.enabled,
      });
      caches.shopCategories.clear();
      return { categoryId: row.id };
    },

    async saveArticleCategory(input: ArticleCategoryInput, id?: number): Promise<{ categoryId: number }> {
      const values = {
        nameEn: input.name.en,
        nameZh: input.name.zh,
        nameJa: input.name.ja,
        categoryType: input.categoryType,
        linkUrl: input.linkUrl,
        sort: input.sort,
        enabled: input.enabled,
      };
      const row = id === undefined ? await repo.insertArticleCategory(db, values) : await repo.updateArticleCategory(db, id, values);
      if (!row) throw new AppError('NOT_FOUND');
      caches.articles.clear();
      return { categoryId: row.id };
    },

    async adminArticleCategories(): Promise<AdminArticleCategory[]> {
      return (await repo.listAllArticleCategories(db)).map((c) => ({
        categoryId: c.id,
        name: { en: c.nameEn, zh: c.nameZh, ja: c.nameJa },
        categoryType: c.categoryType as ArticleCategoryType,
        linkUrl: c.linkUrl,
        sort: c.sort,
        enabled: c.enabled,
        articleCount: c.articleCount,
      }));
    },

    /** Deletes an article category that has no articles left. */
    async deleteArticleCategory(id: number): Promise<{ categoryId: number }> {
      await db.transaction(async (tx) => {
        if (!(await repo.lockArticleCategory(tx, id))) throw new AppError('NOT_FOUND');
        const count = await repo.countArticlesIn(tx, id);
        if (count > 0) throw new AppError('ARTICLE_CATEGORY_IN_USE', { count });
        await repo.deleteArticleCategory(tx, id);
      });
      caches.articles.clear();
      return { categoryId: id };
    },

    async adminArticles(query: { categoryId?: number; pageIndex: number; pageSize: number }) {
      const { list, total } = await repo.pageAllArticles(db, { categoryId: query.categoryId, limit: query.pageSize, offset: (query.pageIndex - 1) * query.pageSize });
      return { list: list.map(articleListItem), total, pageIndex: query.pageIndex, pageSize: query.pageSize };
    },

    async adminArticle(id: number): Promise<AdminArticle> {
      const row = await repo.findArticle(db, id);
      if (!row) throw new AppError('NOT_FOUND');
      return { ...articleListItem(row), content: { en: row.contentEn, zh: row.contentZh, ja: row.contentJa } };
    },

    /**
     * The footer of an article category: the articles given, in that order, are listed there and
     * come first in the help centre; the category's other articles keep their order after them.
     */
    async setFooterArticles(categoryId: number, articleIds: number[]): Promise<AdminArticleListItem[]> {
      await db.transaction(async (tx) => {
        if (!(await repo.lockArticleCategory(tx, categoryId))) throw new AppError('NOT_FOUND');
        const current = await repo.articleIdsOf(tx, categoryId);
        const chosen = new Set(articleIds);
        if (chosen.size !== articleIds.length || articleIds.some((id) => !current.includes(id))) throw new AppError('FOOTER_ARTICLE_MISMATCH');
        if (articleIds.length > FOOTER_ARTICLES_PER_CATEGORY) throw fieldError('articleIds', 'footer.tooMany');
        const order = [...articleIds, ...current.filter((id) => !chosen.has(id))];
        if (order.length > 0) await repo.setArticleOrder(tx, order, articleIds.length);
      });
      caches.articles.clear();
      return (await repo.articlesOf(db, categoryId)).map(articleListItem);
    },

    /** Creates or changes an article; its HTML is sanitised before it is stored. */
    async saveArticle(input: Omit<ArticleInput, 'inFooter'> & { inFooter?: boolean }, id?: number): Promise<{ id: number }> {
      if (!(await repo.findArticleCategory(db, input.categoryId))) throw fieldError('categoryId', 'article.categoryNotFound');
      const values = {
        categoryId: input.categoryId,
        titleEn: input.title.en,
        titleZh: input.title.zh,
        titleJa: input.title.ja,
        contentEn: sanitizeHtml(input.content.en),
        contentZh: sanitizeHtml(input.content.zh),
        contentJa: sanitizeHtml(input.content.ja),
        sort: input.sort,
        inFooter: input.inFooter ?? true,
        publishedAt: input.publishTime === null ? null : new Date(input.publishTime),
      };
      const row = id === undefined ? await repo.insertArticle(db, values) : await repo.updateArticle(db, id, values);
      if (!row) throw new AppError('NOT_FOUND');
      caches.articles.clear();
      return { id: row.id };
    },

    async deleteArticle(id: number): Promise<{ id: number }> {
      if (!(await repo.deleteArticle(db, id))) throw new AppError('NOT_FOUND');
      caches.articles.clear();
      return { id };
    },

    async adminSiteSettings(): Promise<AdminSiteSetting[]> {
      return (await repo.listAllSiteSettings(db)).map((s) => ({
        id: s.id,
        settingType: s.settingType as SettingType,
        icon: s.icon,
        qrCode: s.qrCode,
        text: { en: s.textEn, zh: s.textZh, ja: s.textJa },
        linkUrl: s.linkUrl,
        sort: s.sort,
        enabled: s.enabled,
      }));
    },

    async deleteSiteSetting(id: number): Promise<{ id: number }> {
      if (!(await repo.deleteSiteSetting(db, id))) throw new AppError('NOT_FOUND');
      caches.settings.clear();
      return { id };
    },

    adminHotWords: () => adminHotWords(),
    adminWebsiteConfig: () => adminWebsiteConfig(),

    async saveSiteSetting(input: SiteSettingInput, id?: number): Promise<{ id: number }> {
      const text = input.settingType === SETTING_TYPE.contact ? input.content : input.title;
      const values = {
        settingType: input.settingType,
        icon: input.icon,
        qrCode: input.settingType === SETTING_TYPE.contact ? input.qrCode : null,
        textEn: text.en,
        textZh: text.zh,
        textJa: text.ja,
        linkUrl: input.settingType === SETTING_TYPE.attention ? input.linkUrl : null,
        sort: input.sort,
        enabled: input.enabled,
      };
      const row = id === undefined ? await repo.insertSiteSetting(db, values) : await repo.updateSiteSetting(db, id, values);
      if (!row) throw new AppError('NOT_FOUND');
      caches.settings.clear();
      return { id: row.id };
    },

    async setHotWords(input: HotWordsInput): Promise<AdminHotWords> {
      await db.transaction((tx) => repo.replaceHotWords(tx, input.lang, [...new Set(input.words)]));
      caches.settings.clear();
      return adminHotWords();
    },

    /** Changes the site settings given; the others keep their values. */
    async updateWebsiteConfig(input: WebsiteConfigInput): Promise<AdminWebsiteConfig> {
      const values = {
        ...(input.websiteIcon !== undefined ? { websiteIcon: input.websiteIcon } : {}),
        ...(input.websiteTitle ? { titleEn: input.websiteTitle.en, titleZh: input.websiteTitle.zh, titleJa: input.websiteTitle.ja } : {}),
        ...(input.websiteCopyrightInfo
          ? { copyrightEn: input.websiteCopyrightInfo.en, copyrightZh: input.websiteCopyrightInfo.zh, copyrightJa: input.websiteCopyrightInfo.ja }
          : {}),
        ...(input.websiteIcpCertNo !== undefined ? { icpCertNo: input.websiteIcpCertNo } : {}),
        ...(input.helpCenterUrl !== undefined ? { helpCenterUrl: input.helpCenterUrl } : {}),
        ...(input.trackUrl !== undefined ? { trackUrl: input.trackUrl } : {}),
        ...(input.merchantPortalUrl !== undefined ? { merchantPortalUrl: input.merchantPortalUrl } : {}),
        ...(input.servicePhone !== undefined ? { servicePhone: input.servicePhone } : {}),
        ...(input.workingHours ? { workingHoursEn: input.workingHours.en, workingHoursZh: input.workingHours.zh, workingHoursJa: input.workingHours.ja } : {}),
      };
      await db.transaction(async (tx) => {
        if (Object.keys(values).length > 0) await repo.upsertWebsiteConfig(tx, values);
        if (input.groupSites) await repo.replaceGroupSites(tx, input.groupSites);
      });
      caches.settings.clear();
      return adminWebsiteConfig();
    },

    /** Changes the operating settings given; amounts arrive in USD and are kept in cents. */
    async updateOperateConfig(input: OperateConfigInput): Promise<OperateConfig> {
      const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
      const next: OperateConfig = { ...(await loadOperateConfig()), ...changes };
      await repo.upsertOperateConfig(db, {
        paymentWindowMinutes: next.paymentWindowMinutes,
        agreementApprovalHours: next.agreementApprovalHours,
        agreementBuyDays: next.agreementBuyDays,
        minRechargeCents: amountToCents(next.minRechargeAmount),
        minWithdrawCents: amountToCents(next.minWithdrawAmount),
        withdrawFeeBasisPoints: Math.round(next.withdrawFeeRate * 10_000),
        autoConfirmReceiptDays: next.autoConfirmReceiptDays,
        afterSalesDecisionHours: next.afterSalesDecisionHours,
        consigneeRetentionDays: next.consigneeRetentionDays,
        currencyConversion: next.currencyConversion,
      });
      caches.settings.clear();
      return loadOperateConfig();
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
