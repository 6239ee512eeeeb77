import { z } from 'zod';
import { PageQuery } from '../common/envelope';
import { rules } from '../common/validation';
import { ArticleCategoryType } from './content.schema';

// The operator console's view of site content: every row (disabled ones and drafts too), with
// its texts in every language, as stored. The storefront's views are in content.schema.ts.

/** How many article titles of a category the footer lists. */
export const FOOTER_ARTICLES_PER_CATEGORY = 10;
/** The home page's category panel lists this many top-level categories (the enabled ones, in order); the rest go under More. */
export const HOME_PANEL_CATEGORIES = 8;

export const Translations = z.object({ en: z.string(), zh: z.string(), ja: z.string() });
export type Translations = z.infer<typeof Translations>;

export interface AdminCategory {
  categoryId: number;
  parentId: number | null;
  level: number;
  name: Translations;
  icon: string | null;
  image: string | null;
  sort: number;
  enabled: boolean;
  /** A top-level category the home page's category panel lists (not under More). */
  onHomePanel: boolean;
  children: AdminCategory[];
}
export const AdminCategory: z.ZodType<AdminCategory, AdminCategory> = z.lazy(() =>
  z.object({
    categoryId: z.number().int(),
    parentId: z.number().int().nullable(),
    level: z.number().int(),
    name: Translations,
    icon: z.string().nullable(),
    image: z.string().nullable(),
    sort: z.number().int(),
    enabled: z.boolean(),
    onHomePanel: z.boolean(),
    children: z.array(AdminCategory),
  }),
).meta({ id: 'AdminCategory' });

export const CategoryIdPath = z.object({ categoryId: rules.id });
export const ArticleIdPath = z.object({ articleId: rules.id });
export const SiteSettingIdPath = z.object({ settingId: rules.id });

/** The siblings under one parent (null: the top level) in their new order. */
export const CategoryOrderInput = z.object({
  parentId: rules.id.nullable().default(null),
  categoryIds: z.array(rules.id).min(1, { error: 'field.required' }).max(1000, { error: 'field.tooLong' }),
});
export type CategoryOrderInput = z.infer<typeof CategoryOrderInput>;

export const SavedCategory = z.object({ categoryId: z.number().int() });
export const SavedId = z.object({ id: z.number().int() });

export const AdminArticleCategory = z.object({
  categoryId: z.number().int(),
  name: Translations,
  categoryType: ArticleCategoryType,
  linkUrl: z.string().nullable(),
  sort: z.number().int(),
  enabled: z.boolean(),
  articleCount: z.number().int(),
});
export type AdminArticleCategory = z.infer<typeof AdminArticleCategory>;

export const AdminArticleQuery = PageQuery.extend({ categoryId: rules.id.optional() });
export const AdminArticleListItem = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  title: Translations,
  sort: z.number().int(),
  /** null: a draft; a future time: scheduled. */
  publishTime: z.iso.datetime().nullable(),
  inFooter: z.boolean(),
  updatedAt: z.iso.datetime(),
});
export type AdminArticleListItem = z.infer<typeof AdminArticleListItem>;
export const AdminArticle = AdminArticleListItem.extend({ content: Translations });
export type AdminArticle = z.infer<typeof AdminArticle>;

/** The footer of one article category: the articles it lists, in order (the others stay in the help centre only). */
export const FooterArticlesInput = z.object({
  articleIds: z.array(rules.id).max(FOOTER_ARTICLES_PER_CATEGORY, { error: 'footer.tooMany' }),
});
export type FooterArticlesInput = z.infer<typeof FooterArticlesInput>;

export const AdminHotWords = z.object({ en: z.array(z.string()), zh: z.array(z.string()), ja: z.array(z.string()) });
export type AdminHotWords = z.infer<typeof AdminHotWords>;

const AdminGroupSiteLink = z.object({ name: Translations, url: z.string() });
export const AdminWebsiteConfig = z.object({
  websiteIcon: z.string(),
  websiteTitle: Translations,
  websiteCopyrightInfo: Translations,
  websiteIcpCertNo: z.string(),
  helpCenterUrl: z.string(),
  trackUrl: z.string(),
  /** '' when sellers use the merchant console built into the product. */
  merchantPortalUrl: z.string(),
  servicePhone: z.string(),
  workingHours: Translations,
  groupSites: z.array(AdminGroupSiteLink.extend({ children: z.array(AdminGroupSiteLink) })),
});
export type AdminWebsiteConfig = z.infer<typeof AdminWebsiteConfig>;

/** A footer entry: settingType 1 contact (text, optional QR code), 2 follow-us link. */
export const AdminSiteSetting = z.object({
  id: z.number().int(),
  settingType: z.literal([1, 2]),
  icon: z.string(),
  qrCode: z.string().nullable(),
  /** The contact text (type 1) or the link title (type 2). */
  text: Translations,
  linkUrl: z.string().nullable(),
  sort: z.number().int(),
  enabled: z.boolean(),
});
export type AdminSiteSetting = z.infer<typeof AdminSiteSetting>;
