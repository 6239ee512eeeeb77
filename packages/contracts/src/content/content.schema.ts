import { z } from 'zod';
import { PageQuery } from '../common/envelope';
import { LANGUAGES } from '../common/language';
import { Money } from '../common/money';
import { ID_MAX, numeric, rules } from '../common/validation';

// Site content: product categories, store categories, help articles, footer and site
// settings, hot search words, operating settings. Names answer in the request language.

/** A text in every language, as an operator enters it. */
export const LocalizedText = z.object({
  en: z.string({ error: 'text.required' }).trim().min(1, { error: 'text.required' }),
  zh: z.string({ error: 'text.required' }).trim().min(1, { error: 'text.required' }),
  ja: z.string({ error: 'text.required' }).trim().min(1, { error: 'text.required' }),
});
export type LocalizedText = z.infer<typeof LocalizedText>;

export const CATEGORY_MAX_LEVEL = 3;

/** A product (or store) category with its sub-categories, up to three levels (spec section 2). */
export interface CategoryNode {
  categoryId: number;
  categoryName: string;
  /** null for a top-level category */
  parentId: number | null;
  level: number;
  icon?: string;
  sort: number;
  children: CategoryNode[];
}
export const CategoryNode: z.ZodType<CategoryNode, CategoryNode> = z.lazy(() =>
  z.object({
    categoryId: z.number().int(),
    categoryName: z.string(),
    parentId: z.number().int().nullable(),
    level: z.number().int().min(1).max(CATEGORY_MAX_LEVEL),
    icon: z.string().optional(),
    sort: z.number().int(),
    children: z.array(CategoryNode),
  }),
).meta({ id: 'CategoryNode' });

/** The home page's category section: top-level categories with their sub-categories and a picture for each. */
export const IndexCategoryChild = z.object({
  categoryId: z.number().int(),
  categoryName: z.string(),
  image: z.string().optional(),
  sort: z.number().int(),
});
export const IndexCategory = z.object({
  categoryId: z.number().int(),
  categoryName: z.string(),
  icon: z.string().optional(),
  image: z.string().optional(),
  sort: z.number().int(),
  children: z.array(IndexCategoryChild),
});
export type IndexCategory = z.infer<typeof IndexCategory>;

/** One category of a flat list; hasChildren tells whether it opens further. */
export const CategoryItem = z.object({
  categoryId: z.number().int(),
  categoryName: z.string(),
  parentId: z.number().int().nullable(),
  level: z.number().int(),
  icon: z.string().optional(),
  sort: z.number().int(),
  hasChildren: z.boolean(),
});
export type CategoryItem = z.infer<typeof CategoryItem>;

/** Filters of the flat list; an empty body lists every category. parentId 0 means top level. */
export const CategoryListBody = z
  .object({
    parentId: numeric(z.number({ error: 'id.invalid' }).int({ error: 'id.invalid' }).min(0, { error: 'id.invalid' }).max(ID_MAX, { error: 'id.invalid' })).optional(),
    level: numeric(z.number({ error: 'category.levelInvalid' }).int({ error: 'category.levelInvalid' }).min(1, { error: 'category.levelInvalid' }).max(CATEGORY_MAX_LEVEL, { error: 'category.levelInvalid' })).optional(),
  })
  .prefault({});
export type CategoryListBody = z.infer<typeof CategoryListBody>;

export const ShopCategoryTreeBody = z.object({ storeId: rules.id });

// Article categories (spec section 3): categoryType 0 a list of articles, 1 a single page,
// 2 an external link. 0 and 1 open the in-app article page; 2 opens linkUrl in a new tab.
export const ARTICLE_CATEGORY_TYPE = { list: 0, page: 1, link: 2 } as const;
export const ArticleCategoryType = z.literal([0, 1, 2]);
export type ArticleCategoryType = z.infer<typeof ArticleCategoryType>;
export const opensInApp = (categoryType: ArticleCategoryType) => categoryType !== ARTICLE_CATEGORY_TYPE.link;

export const ArticleCategory = z.object({
  categoryId: z.number().int(),
  categoryName: z.string(),
  categoryType: ArticleCategoryType,
  /** Set for type 2 (external link), null otherwise. */
  linkUrl: z.string().nullable(),
});
export type ArticleCategory = z.infer<typeof ArticleCategory>;
export const ArticleCategoryQuery = z.object({ categoryId: rules.id });

export const Article = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Sanitised HTML: only text markup and http(s) links survive. */
  content: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  publishTime: z.iso.datetime(),
});
export type Article = z.infer<typeof Article>;
export const ArticleQuery = z.object({ id: rules.id });

export const ArticleListItem = Article.omit({ content: true });
export type ArticleListItem = z.infer<typeof ArticleListItem>;
export const ArticlePageBody = PageQuery.extend({ categoryId: rules.id.optional() }).prefault({});

/** The footer: article categories with their article titles, in one call. */
export const FooterArticleCategory = ArticleCategory.extend({
  articles: z.array(z.object({ id: z.number().int(), title: z.string() })),
});
export type FooterArticleCategory = z.infer<typeof FooterArticleCategory>;

// Footer settings (spec section 3): settingType 1 contact entries (hover shows the QR code or
// the content as a tooltip), 2 attention ("follow us") links.
export const SETTING_TYPE = { contact: 1, attention: 2 } as const;
export const SettingType = z.literal([1, 2], { error: 'settingType.invalid' });
export type SettingType = z.infer<typeof SettingType>;
export const SiteSettingListBody = z.object({ settingType: SettingType });

export const ContactSetting = z.object({
  settingType: z.literal(1),
  id: z.number().int(),
  icon: z.string(),
  qrCode: z.string().optional(),
  content: z.string(),
  sort: z.number().int(),
});
export const AttentionSetting = z.object({
  settingType: z.literal(2),
  id: z.number().int(),
  icon: z.string(),
  linkUrl: z.string(),
  title: z.string(),
  sort: z.number().int(),
});
export const SiteSetting = z.discriminatedUnion('settingType', [ContactSetting, AttentionSetting]);
export type ContactSetting = z.infer<typeof ContactSetting>;
export type AttentionSetting = z.infer<typeof AttentionSetting>;
export type SiteSetting = z.infer<typeof SiteSetting>;

export const HotWords = z.array(z.string());

export const GroupSiteLink = z.object({ name: z.string(), url: z.string() });
export const GroupSite = GroupSiteLink.extend({ children: z.array(GroupSiteLink) });

/** Site settings (spec section 3) plus the external help and tracking sites of the top bar. */
export const WebsiteConfig = z.object({
  /** The logo; the web keeps a default for when it is empty. */
  websiteIcon: z.string(),
  websiteTitle: z.string(),
  websiteCopyrightInfo: z.string(),
  websiteIcpCertNo: z.string(),
  helpCenterUrl: z.string(),
  trackUrl: z.string(),
  /** The merchants' external back-office, where the seller registration's Login link goes. */
  merchantPortalUrl: z.string(),
  groupSites: z.array(GroupSite),
});
export type WebsiteConfig = z.infer<typeof WebsiteConfig>;

export const ServicePhone = z.object({ phone: z.string(), workingHours: z.string() });
export type ServicePhone = z.infer<typeof ServicePhone>;

/** Operating settings the money and order rules read (DOMAIN.md). Amounts in USD, two decimals. */
export const OperateConfig = z.object({
  paymentWindowMinutes: z.number().int(),
  agreementApprovalHours: z.number().int(),
  /** Days an approved agreement can be bought through (DOMAIN.md: complex transaction). */
  agreementBuyDays: z.number().int(),
  minRechargeAmount: Money,
  minWithdrawAmount: Money,
  /** Withdrawal service fee as a fraction of the amount: 0.01 is 1%. */
  withdrawFeeRate: z.number(),
  autoConfirmReceiptDays: z.number().int(),
  /** Hours a store has to decide an after-sales before the guarantee pays (DOMAIN.md). */
  afterSalesDecisionHours: z.number().int(),
  /** Days after a sales order completes or is canceled before its consignee's personal data is erased. */
  consigneeRetentionDays: z.number().int(),
  /** Prices may be shown converted by the exchange rate (spec section 6). */
  currencyConversion: z.boolean(),
});
export type OperateConfig = z.infer<typeof OperateConfig>;

/** What a fresh installation runs with until an operator changes it. */
export const OPERATE_CONFIG_DEFAULTS: OperateConfig = {
  paymentWindowMinutes: 30,
  agreementApprovalHours: 24,
  agreementBuyDays: 7,
  minRechargeAmount: 10,
  minWithdrawAmount: 50,
  withdrawFeeRate: 0.01,
  autoConfirmReceiptDays: 10,
  afterSalesDecisionHours: 72,
  consigneeRetentionDays: 90,
  currencyConversion: true,
};

// What the operator console sends to change content (the service functions take these).

const sort = numeric(z.number({ error: 'field.invalid' }).int({ error: 'field.invalid' }).min(0, { error: 'field.invalid' }).max(1_000_000, { error: 'field.invalid' })).default(0);
/** A picture: an uploaded file's platform link (/api/v2/media/...), an http(s) URL or an inline SVG/PNG/JPEG/WebP data URL. */
const picture = z
  .string({ error: 'picture.invalid' })
  .max(200_000, { error: 'field.tooLong' })
  .refine((v) => /^https?:\/\//.test(v) || /^\/api\/v2\/media\/[A-Za-z0-9/_.-]+$/.test(v) || /^data:image\/(svg\+xml|png|jpeg|webp)[;,]/.test(v), { error: 'picture.invalid' });
/** An optional link: an http(s) URL or a path of this site ('/merchant'); '' clears it. */
const optionalHttpUrl = z.union([z.literal(''), z.string().max(500).regex(/^\/(?![/\\])[A-Za-z0-9/_.~%?=&#-]*$/), rules.httpUrl], { error: 'url.invalid' });

/** A text in every language, each at most `max` characters. */
export const localizedText = (max: number) => {
  const text = z.string({ error: 'text.required' }).trim().min(1, { error: 'text.required' }).max(max, { error: 'field.tooLong' });
  return z.object({ en: text, zh: text, ja: text });
};
/** Longest name of a category, a title of an article and the HTML of one language of an article. */
export const CONTENT_LIMITS = { name: 60, title: 200, articleHtml: 200_000, footerText: 200, siteTitle: 100, copyright: 300 } as const;

export const CategoryInput = z.object({
  parentId: rules.id.nullable().default(null),
  name: localizedText(CONTENT_LIMITS.name),
  icon: picture.nullable().default(null),
  image: picture.nullable().default(null),
  sort,
  enabled: z.boolean().default(true),
});
export type CategoryInput = z.infer<typeof CategoryInput>;

export const ArticleCategoryInput = z
  .object({
    name: localizedText(CONTENT_LIMITS.name),
    categoryType: ArticleCategoryType,
    linkUrl: rules.httpUrl.nullable().default(null),
    sort,
    enabled: z.boolean().default(true),
  })
  .refine((v) => v.categoryType !== ARTICLE_CATEGORY_TYPE.link || v.linkUrl !== null, { error: 'url.required', path: ['linkUrl'] });
export type ArticleCategoryInput = z.infer<typeof ArticleCategoryInput>;

export const ArticleInput = z.object({
  categoryId: rules.id,
  title: localizedText(CONTENT_LIMITS.title),
  /** HTML in each language; the server keeps only safe markup. */
  content: localizedText(CONTENT_LIMITS.articleHtml),
  sort,
  /** null keeps it a draft; a future time publishes it then. */
  publishTime: z.iso.datetime({ offset: true, error: 'field.invalid' }).nullable().default(null),
  /** Listed under its category in the footer (at most FOOTER_ARTICLES_PER_CATEGORY are). */
  inFooter: z.boolean().default(true),
});
export type ArticleInput = z.infer<typeof ArticleInput>;

export const SiteSettingInput = z.discriminatedUnion('settingType', [
  z.object({ settingType: z.literal(1), icon: picture, qrCode: picture.nullable().default(null), content: localizedText(CONTENT_LIMITS.footerText), sort, enabled: z.boolean().default(true) }),
  z.object({ settingType: z.literal(2), icon: picture, linkUrl: rules.httpUrl, title: localizedText(CONTENT_LIMITS.footerText), sort, enabled: z.boolean().default(true) }),
], { error: 'settingType.invalid' });
export type SiteSettingInput = z.infer<typeof SiteSettingInput>;

export const HOT_WORDS_MAX = 30;
export const HotWordsInput = z.object({
  lang: z.enum(LANGUAGES, { error: 'field.invalid' }),
  words: z.array(z.string({ error: 'field.required' }).trim().min(1, { error: 'field.required' }).max(50, { error: 'field.tooLong' })).max(HOT_WORDS_MAX, { error: 'field.tooLong' }),
});
export type HotWordsInput = z.infer<typeof HotWordsInput>;

const GroupSiteLinkInput = z.object({ name: localizedText(CONTENT_LIMITS.name), url: rules.httpUrl });
/** Every field optional: the console sends what changed. */
export const WebsiteConfigInput = z.object({
  websiteIcon: z.union([z.literal(''), picture]).optional(),
  websiteTitle: localizedText(CONTENT_LIMITS.siteTitle).optional(),
  websiteCopyrightInfo: localizedText(CONTENT_LIMITS.copyright).optional(),
  websiteIcpCertNo: z.string({ error: 'field.invalid' }).trim().max(100, { error: 'field.tooLong' }).optional(),
  helpCenterUrl: optionalHttpUrl.optional(),
  trackUrl: optionalHttpUrl.optional(),
  /** '' sends sellers to the merchant console built into the product. */
  merchantPortalUrl: optionalHttpUrl.optional(),
  servicePhone: z.string({ error: 'field.required' }).trim().min(1, { error: 'field.required' }).max(50, { error: 'field.tooLong' }).optional(),
  workingHours: localizedText(CONTENT_LIMITS.siteTitle).optional(),
  groupSites: z.array(GroupSiteLinkInput.extend({ children: z.array(GroupSiteLinkInput).max(20, { error: 'field.tooLong' }).default([]) })).max(20, { error: 'field.tooLong' }).optional(),
});
export type WebsiteConfigInput = z.infer<typeof WebsiteConfigInput>;

const positiveInt = z.number({ error: 'field.invalid' }).int({ error: 'field.invalid' }).min(1, { error: 'field.invalid' }).max(100_000, { error: 'field.invalid' });
const amount = z.number({ error: 'field.invalid' }).min(0, { error: 'field.invalid' }).max(10_000_000, { error: 'field.invalid' });
export const OperateConfigInput = z.object({
  paymentWindowMinutes: positiveInt.optional(),
  agreementApprovalHours: positiveInt.optional(),
  agreementBuyDays: positiveInt.optional(),
  minRechargeAmount: amount.optional(),
  minWithdrawAmount: amount.optional(),
  withdrawFeeRate: z.number({ error: 'field.invalid' }).min(0, { error: 'field.invalid' }).max(0.5, { error: 'field.invalid' }).optional(),
  autoConfirmReceiptDays: positiveInt.optional(),
  afterSalesDecisionHours: positiveInt.optional(),
  consigneeRetentionDays: positiveInt.optional(),
  currencyConversion: z.boolean().optional(),
});
export type OperateConfigInput = z.infer<typeof OperateConfigInput>;
