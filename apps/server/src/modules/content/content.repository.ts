import type { Language } from '@wm/contracts';
import { and, asc, desc, eq, getTableColumns, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import { rows, type Executor } from '../../db/client';
import { inLanguage } from '../../db/localized';
import {
  articleCategories,
  articles,
  groupSites,
  hotSearchWords,
  operateConfig,
  productCategories,
  shopCategories,
  siteSettings,
  websiteConfig,
} from './content.tables';

export type NewProductCategory = typeof productCategories.$inferInsert;
export type NewArticleCategory = typeof articleCategories.$inferInsert;
export type NewArticle = typeof articles.$inferInsert;
export type NewSiteSetting = typeof siteSettings.$inferInsert;
export type NewShopCategory = typeof shopCategories.$inferInsert;
export type WebsiteConfigRow = typeof websiteConfig.$inferSelect;
export type OperateConfigRow = typeof operateConfig.$inferSelect;

const published = () => and(isNotNull(articles.publishedAt), lte(articles.publishedAt, sql`now()`));

const categoryName = (lang: Language) => inLanguage(lang, { en: articleCategories.nameEn, zh: articleCategories.nameZh, ja: articleCategories.nameJa });
const articleTitle = (lang: Language) => inLanguage(lang, { en: articles.titleEn, zh: articles.titleZh, ja: articles.titleJa });

type CodedTable = typeof productCategories | typeof articleCategories | typeof articles | typeof siteSettings | typeof groupSites;

export const contentRepository = {
  // ---- demo seed: rows the platform ships carry a code; inserting them again does nothing

  /** How many rows each seeded table has, in one round trip. */
  seedCounts: async (ex: Executor) =>
    (
      await rows<{ categories: number; articleCategories: number; articles: number; siteSettings: number; hotWords: number; websiteConfig: number; groupSites: number; operateConfig: number }>(
        ex,
        sql`select (select count(*) from product_categories)::int as "categories",
                   (select count(*) from article_categories)::int as "articleCategories",
                   (select count(*) from articles)::int as "articles",
                   (select count(*) from site_settings)::int as "siteSettings",
                   (select count(*) from hot_search_words)::int as "hotWords",
                   (select count(*) from website_config)::int as "websiteConfig",
                   (select count(*) from group_sites)::int as "groupSites",
                   (select count(*) from operate_config)::int as "operateConfig"`,
      )
    )[0]!,

  insertMissing: async <T extends CodedTable | typeof hotSearchWords | typeof websiteConfig | typeof operateConfig>(ex: Executor, table: T, values: PgInsertValue<T>[]) => {
    if (values.length > 0) await ex.insert(table).values(values).onConflictDoNothing();
  },

  idsByCode: async (ex: Executor, table: CodedTable, codes: string[]) =>
    new Map(
      (await ex.select({ id: table.id, code: table.code }).from(table).where(inArray(table.code, codes))).map((r) => [r.code!, r.id] as const),
    ),

  // ---- product categories

  /** Ids of categories by their code (rows the platform ships). */
  productCategoryIdsByCode: async (ex: Executor, codes: string[]) =>
    new Map(
      (await ex.select({ id: productCategories.id, code: productCategories.code }).from(productCategories).where(inArray(productCategories.code, codes))).map(
        (r) => [r.code!, r.id] as const,
      ),
    ),

  /** Every enabled category, parents before children, siblings in display order. */
  listCategories: (ex: Executor, lang: Language) =>
    ex
      .select({
        id: productCategories.id,
        parentId: productCategories.parentId,
        level: productCategories.level,
        name: inLanguage(lang, { en: productCategories.nameEn, zh: productCategories.nameZh, ja: productCategories.nameJa }),
        icon: productCategories.icon,
        image: productCategories.image,
        sort: productCategories.sort,
      })
      .from(productCategories)
      .where(eq(productCategories.enabled, true))
      .orderBy(asc(productCategories.level), asc(productCategories.sort), asc(productCategories.id)),

  findCategory: async (ex: Executor, id: number) => (await ex.select().from(productCategories).where(eq(productCategories.id, id)))[0],

  insertCategory: async (ex: Executor, values: NewProductCategory) => (await ex.insert(productCategories).values(values).returning())[0]!,

  updateCategory: async (ex: Executor, id: number, values: Partial<NewProductCategory>) =>
    (await ex.update(productCategories).set({ ...values, updatedAt: sql`now()` }).where(eq(productCategories.id, id)).returning())[0],

  /** Deepest level under a category, counting from the category itself (1 when it has no children). */
  subtreeDepth: async (ex: Executor, id: number) => {
    const [row] = await rows<{ depth: number }>(
      ex,
      sql`with recursive sub(id, depth) as (
            select ${id}::int, 1
            union all
            select c.id, sub.depth + 1 from product_categories c join sub on c.parent_id = sub.id where sub.depth < 4
          )
          select max(depth)::int as depth from sub`,
    );
    return row?.depth ?? 1;
  },

  /** Moves the levels of a category's descendants after it moved (they follow its new level). */
  relevelDescendants: (ex: Executor, id: number) =>
    ex.execute(sql`
      with recursive sub(id, level) as (
        select id, level from product_categories where id = ${id}
        union all
        select c.id, (sub.level + 1)::smallint from product_categories c join sub on c.parent_id = sub.id
      )
      update product_categories p set level = sub.level, updated_at = now() from sub where p.id = sub.id and p.level <> sub.level`),

  /** Every category, disabled ones too, parents before children, siblings in display order (the console). */
  listAllCategories: (ex: Executor) =>
    ex.select().from(productCategories).orderBy(asc(productCategories.level), asc(productCategories.sort), asc(productCategories.id)),

  /** Ids of the categories directly under a parent (null: the top level). */
  childCategoryIds: async (ex: Executor, parentId: number | null) =>
    (
      await ex
        .select({ id: productCategories.id })
        .from(productCategories)
        .where(parentId === null ? isNull(productCategories.parentId) : eq(productCategories.parentId, parentId))
        .for('update')
    ).map((r) => r.id),

  /** Gives each category its position in the list as its order. */
  setCategoryOrder: (ex: Executor, ids: number[]) =>
    ex.execute(sql`update product_categories p set sort = o.sort, updated_at = now()
                   from unnest(${sql.raw(`array[${ids.map(Number).join(',')}]::int[]`)}) with ordinality as o(id, sort)
                   where p.id = o.id and p.sort <> o.sort`),

  /** Locks a category while it is deleted, so nothing is filed under it meanwhile by this transaction's view. */
  lockCategory: async (ex: Executor, id: number) => (await ex.select({ id: productCategories.id }).from(productCategories).where(eq(productCategories.id, id)).for('update'))[0],

  hasChildCategories: async (ex: Executor, id: number) =>
    (await ex.select({ id: productCategories.id }).from(productCategories).where(eq(productCategories.parentId, id)).limit(1)).length > 0,

  deleteCategory: (ex: Executor, id: number) => ex.delete(productCategories).where(eq(productCategories.id, id)),

  // ---- store categories

  listShopCategories: (ex: Executor, storeId: number, lang: Language) =>
    ex
      .select({
        id: shopCategories.id,
        parentId: shopCategories.parentId,
        level: shopCategories.level,
        name: inLanguage(lang, { en: shopCategories.nameEn, zh: shopCategories.nameZh, ja: shopCategories.nameJa }),
        sort: shopCategories.sort,
      })
      .from(shopCategories)
      .where(and(eq(shopCategories.storeId, storeId), eq(shopCategories.enabled, true)))
      .orderBy(asc(shopCategories.level), asc(shopCategories.sort), asc(shopCategories.id)),

  findShopCategory: async (ex: Executor, storeId: number, id: number) =>
    (await ex.select().from(shopCategories).where(and(eq(shopCategories.storeId, storeId), eq(shopCategories.id, id))))[0],

  insertShopCategory: async (ex: Executor, values: NewShopCategory) => (await ex.insert(shopCategories).values(values).returning())[0]!,

  // ---- articles

  listArticleCategories: (ex: Executor, lang: Language) =>
    ex
      .select({ id: articleCategories.id, name: categoryName(lang), categoryType: articleCategories.categoryType, linkUrl: articleCategories.linkUrl })
      .from(articleCategories)
      .where(eq(articleCategories.enabled, true))
      .orderBy(asc(articleCategories.sort), asc(articleCategories.id)),

  /** Every article category, disabled ones too, with its number of articles (the console). */
  listAllArticleCategories: (ex: Executor) =>
    ex
      .select({
        id: articleCategories.id,
        nameEn: articleCategories.nameEn,
        nameZh: articleCategories.nameZh,
        nameJa: articleCategories.nameJa,
        categoryType: articleCategories.categoryType,
        linkUrl: articleCategories.linkUrl,
        sort: articleCategories.sort,
        enabled: articleCategories.enabled,
        // Spelled out: drizzle leaves the column of a single-table select unqualified, which the subquery would read as its own.
        articleCount: sql<number>`(select count(*)::int from articles a where a.category_id = "article_categories"."id")`,
      })
      .from(articleCategories)
      .orderBy(asc(articleCategories.sort), asc(articleCategories.id)),

  countArticlesIn: async (ex: Executor, categoryId: number) =>
    (await ex.select({ n: sql<number>`count(*)::int` }).from(articles).where(eq(articles.categoryId, categoryId)))[0]?.n ?? 0,

  lockArticleCategory: async (ex: Executor, id: number) =>
    (await ex.select({ id: articleCategories.id }).from(articleCategories).where(eq(articleCategories.id, id)).for('update'))[0],

  deleteArticleCategory: (ex: Executor, id: number) => ex.delete(articleCategories).where(eq(articleCategories.id, id)),

  /** Articles of every state, optionally of one category, in the help centre's order, with the total (the console). */
  pageAllArticles: async (ex: Executor, filter: { categoryId?: number; limit: number; offset: number }) => {
    const where = filter.categoryId ? eq(articles.categoryId, filter.categoryId) : undefined;
    const { contentEn: _en, contentZh: _zh, contentJa: _ja, ...listColumns } = getTableColumns(articles);
    const [list, [count]] = await Promise.all([
      ex
        .select(listColumns)
        .from(articles)
        .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
        .where(where)
        .orderBy(asc(articleCategories.sort), asc(articles.categoryId), asc(articles.sort), desc(articles.publishedAt), asc(articles.id))
        .limit(filter.limit)
        .offset(filter.offset),
      ex.select({ total: sql<number>`count(*)::int` }).from(articles).where(where),
    ]);
    return { list, total: count?.total ?? 0 };
  },

  /** A category's article ids in display order (locked: the footer order is being rewritten). */
  articleIdsOf: async (ex: Executor, categoryId: number) =>
    (
      await ex
        .select({ id: articles.id })
        .from(articles)
        .where(eq(articles.categoryId, categoryId))
        .orderBy(asc(articles.sort), desc(articles.publishedAt), asc(articles.id))
        .for('update')
    ).map((r) => r.id),

  /** Sets each article's order and footer flag: the first `inFooter` of the ids are listed in the footer. */
  setArticleOrder: (ex: Executor, ids: number[], inFooter: number) =>
    ex.execute(sql`update articles a set sort = o.sort - 1, in_footer = o.sort <= ${inFooter}, updated_at = now()
                   from unnest(${sql.raw(`array[${ids.map(Number).join(',')}]::int[]`)}) with ordinality as o(id, sort)
                   where a.id = o.id`),

  articlesOf: (ex: Executor, categoryId: number) => {
    const { contentEn: _en, contentZh: _zh, contentJa: _ja, ...listColumns } = getTableColumns(articles);
    return ex
      .select(listColumns)
      .from(articles)
      .where(eq(articles.categoryId, categoryId))
      .orderBy(asc(articles.sort), desc(articles.publishedAt), asc(articles.id));
  },

  findArticleCategory: async (ex: Executor, id: number) => (await ex.select().from(articleCategories).where(eq(articleCategories.id, id)))[0],

  insertArticleCategory: async (ex: Executor, values: NewArticleCategory) => (await ex.insert(articleCategories).values(values).returning())[0]!,

  updateArticleCategory: async (ex: Executor, id: number, values: Partial<NewArticleCategory>) =>
    (await ex.update(articleCategories).set({ ...values, updatedAt: sql`now()` }).where(eq(articleCategories.id, id)).returning())[0],

  /** A published article of an enabled category, in one language. */
  findPublishedArticle: async (ex: Executor, id: number, lang: Language) =>
    (
      await ex
        .select({
          id: articles.id,
          title: articleTitle(lang),
          content: inLanguage(lang, { en: articles.contentEn, zh: articles.contentZh, ja: articles.contentJa }),
          categoryId: articles.categoryId,
          categoryName: categoryName(lang),
          publishedAt: articles.publishedAt,
        })
        .from(articles)
        .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
        .where(and(eq(articles.id, id), eq(articleCategories.enabled, true), published()))
    )[0],

  /** One page of published articles (of one category or all), with the total. */
  pagePublishedArticles: async (ex: Executor, lang: Language, filter: { categoryId?: number; limit: number; offset: number }) => {
    const where = and(eq(articleCategories.enabled, true), published(), filter.categoryId ? eq(articles.categoryId, filter.categoryId) : undefined);
    const [list, [count]] = await Promise.all([
      ex
        .select({ id: articles.id, title: articleTitle(lang), categoryId: articles.categoryId, categoryName: categoryName(lang), publishedAt: articles.publishedAt })
        .from(articles)
        .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
        .where(where)
        .orderBy(asc(articleCategories.sort), asc(articles.categoryId), asc(articles.sort), desc(articles.publishedAt), asc(articles.id))
        .limit(filter.limit)
        .offset(filter.offset),
      ex
        .select({ total: sql<number>`count(*)::int` })
        .from(articles)
        .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
        .where(where),
    ]);
    return { list, total: count?.total ?? 0 };
  },

  /** Titles of the published articles of some categories, at most `perCategory` each, in display order. */
  listArticleTitles: async (ex: Executor, lang: Language, categoryIds: number[], perCategory: number) => {
    if (categoryIds.length === 0) return [];
    const ranked = ex
      .select({
        id: articles.id,
        categoryId: articles.categoryId,
        title: sql<string>`${articleTitle(lang)}`.as('title'),
        rank: sql<number>`row_number() over (partition by ${articles.categoryId} order by ${articles.sort}, ${articles.publishedAt} desc, ${articles.id})`.as('rank'),
      })
      .from(articles)
      .where(and(inArray(articles.categoryId, categoryIds), eq(articles.inFooter, true), published()))
      .as('ranked');
    return ex
      .select({ id: ranked.id, categoryId: ranked.categoryId, title: ranked.title })
      .from(ranked)
      .where(lte(ranked.rank, perCategory))
      .orderBy(asc(ranked.categoryId), asc(ranked.rank));
  },

  findArticle: async (ex: Executor, id: number) => (await ex.select().from(articles).where(eq(articles.id, id)))[0],

  insertArticle: async (ex: Executor, values: NewArticle) => (await ex.insert(articles).values(values).returning())[0]!,

  updateArticle: async (ex: Executor, id: number, values: Partial<NewArticle>) =>
    (await ex.update(articles).set({ ...values, updatedAt: sql`now()` }).where(eq(articles.id, id)).returning())[0],

  deleteArticle: async (ex: Executor, id: number) => (await ex.delete(articles).where(eq(articles.id, id)).returning({ id: articles.id })).length > 0,

  // ---- footer settings, hot words

  listSiteSettings: (ex: Executor, settingType: number, lang: Language) =>
    ex
      .select({
        id: siteSettings.id,
        icon: siteSettings.icon,
        qrCode: siteSettings.qrCode,
        text: inLanguage(lang, { en: siteSettings.textEn, zh: siteSettings.textZh, ja: siteSettings.textJa }),
        linkUrl: siteSettings.linkUrl,
        sort: siteSettings.sort,
      })
      .from(siteSettings)
      .where(and(eq(siteSettings.settingType, settingType), eq(siteSettings.enabled, true)))
      .orderBy(asc(siteSettings.sort), asc(siteSettings.id)),

  insertSiteSetting: async (ex: Executor, values: NewSiteSetting) => (await ex.insert(siteSettings).values(values).returning())[0]!,

  updateSiteSetting: async (ex: Executor, id: number, values: Partial<NewSiteSetting>) =>
    (await ex.update(siteSettings).set({ ...values, updatedAt: sql`now()` }).where(eq(siteSettings.id, id)).returning())[0],

  /** Every footer entry, disabled ones too (the console). */
  listAllSiteSettings: (ex: Executor) => ex.select().from(siteSettings).orderBy(asc(siteSettings.settingType), asc(siteSettings.sort), asc(siteSettings.id)),

  deleteSiteSetting: async (ex: Executor, id: number) => (await ex.delete(siteSettings).where(eq(siteSettings.id, id)).returning({ id: siteSettings.id })).length > 0,

  /** Every language's hot words, in order. */
  listAllHotWords: (ex: Executor) =>
    ex.select({ lang: hotSearchWords.lang, word: hotSearchWords.word }).from(hotSearchWords).orderBy(asc(hotSearchWords.sort), asc(hotSearchWords.id)),

  listHotWords: async (ex: Executor, lang: Language) =>
    (await ex.select({ word: hotSearchWords.word }).from(hotSearchWords).where(eq(hotSearchWords.lang, lang)).orderBy(asc(hotSearchWords.sort), asc(hotSearchWords.id))).map(
      (r) => r.word,
    ),

  replaceHotWords: async (ex: Executor, lang: Language, words: string[]) => {
    await ex.delete(hotSearchWords).where(eq(hotSearchWords.lang, lang));
    if (words.length > 0) await ex.insert(hotSearchWords).values(words.map((word, sort) => ({ lang, word, sort }))).onConflictDoNothing();
  },

  // ---- site and operating settings

  findWebsiteConfig: async (ex: Executor) => (await ex.select().from(websiteConfig).where(eq(websiteConfig.id, 1)))[0],

  upsertWebsiteConfig: (ex: Executor, values: Partial<typeof websiteConfig.$inferInsert>) =>
    ex
      .insert(websiteConfig)
      .values({ ...values, id: 1 })
      .onConflictDoUpdate({ target: websiteConfig.id, set: { ...values, updatedAt: sql`now()` } }),

  listGroupSites: (ex: Executor, lang: Language) =>
    ex
      .select({ id: groupSites.id, parentId: groupSites.parentId, name: inLanguage(lang, { en: groupSites.nameEn, zh: groupSites.nameZh, ja: groupSites.nameJa }), url: groupSites.url })
      .from(groupSites)
      .orderBy(asc(sql`${groupSites.parentId} is not null`), asc(groupSites.sort), asc(groupSites.id)),

  /** Group sites with their names in every language (the console). */
  listAllGroupSites: (ex: Executor) =>
    ex.select().from(groupSites).orderBy(asc(sql`${groupSites.parentId} is not null`), asc(groupSites.sort), asc(groupSites.id)),

  /** Replaces every group site with the given links and their dropdown links. */
  replaceGroupSites: async (ex: Executor, sites: { name: { en: string; zh: string; ja: string }; url: string; children: { name: { en: string; zh: string; ja: string }; url: string }[] }[]) => {
    await ex.delete(groupSites);
    for (const [sort, site] of sites.entries()) {
      const [parent] = await ex
        .insert(groupSites)
        .values({ nameEn: site.name.en, nameZh: site.name.zh, nameJa: site.name.ja, url: site.url, sort })
        .returning({ id: groupSites.id });
      if (site.children.length > 0)
        await ex
          .insert(groupSites)
          .values(site.children.map((child, i) => ({ parentId: parent!.id, nameEn: child.name.en, nameZh: child.name.zh, nameJa: child.name.ja, url: child.url, sort: i })));
    }
  },

  findOperateConfig: async (ex: Executor) => (await ex.select().from(operateConfig).where(eq(operateConfig.id, 1)))[0],

  upsertOperateConfig: (ex: Executor, values: Omit<typeof operateConfig.$inferInsert, 'id' | 'updatedAt'>) =>
    ex
      .insert(operateConfig)
      .values({ ...values, id: 1 })
      .onConflictDoUpdate({ target: operateConfig.id, set: { ...values, updatedAt: sql`now()` } }),
};
