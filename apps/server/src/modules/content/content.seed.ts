import { OPERATE_CONFIG_DEFAULTS, amountToCents } from '@wm/contracts';
import type { Database, Executor } from '../../db/client';
import { sanitizeHtml } from '../../platform/html';
import { qrSvg } from '../../platform/qr';
import { svgDataUrl } from '../../platform/svg';
import { contentRepository as repo } from './content.repository';
import { articleCategories, articles, groupSites, hotSearchWords, operateConfig, productCategories, siteSettings, websiteConfig } from './content.tables';
import { ARTICLE_CATEGORIES } from './data/articles';
import { CATEGORIES, type CategoryData, type Names } from './data/categories';
import { footerIcon, iconPicture, logoPicture, tilePicture } from './data/pictures';
import { CONTACTS, FOLLOW_US, GROUP_SITES, HOT_WORDS, WEBSITE } from './data/site';

const names = ([en, zh, ja]: Names) => ({ nameEn: en, nameZh: zh, nameJa: ja });

async function seedCategories(ex: Executor) {
  await repo.insertMissing(
    ex,
    productCategories,
    CATEGORIES.map((c, sort) => ({
      code: c.code,
      level: 1,
      ...names(c.name),
      icon: iconPicture(c.glyph),
      image: tilePicture(c.glyph, c.ground, c.stroke),
      sort,
    })),
  );
  // Level by level: each level's parents exist (and have ids) before it is inserted.
  let parents: { code: string; children: readonly CategoryData[]; picture?: (typeof CATEGORIES)[number] }[] = CATEGORIES.map((c) => ({
    code: c.code,
    children: c.children ?? [],
    picture: c,
  }));
  for (let level = 2; level <= 3 && parents.length > 0; level++) {
    const ids = await repo.idsByCode(ex, productCategories, parents.map((p) => p.code));
    await repo.insertMissing(
      ex,
      productCategories,
      parents.flatMap((p) =>
        p.children.map((c, sort) => ({
          code: c.code,
          parentId: ids.get(p.code)!,
          level,
          ...names(c.name),
          // Second-level categories get a tile for the home page, in their department's colours.
          image: level === 2 && p.picture ? tilePicture(p.picture.glyph, '#f8fafc', p.picture.stroke) : null,
          sort,
        })),
      ),
    );
    parents = parents.flatMap((p) => p.children.map((c) => ({ code: c.code, children: c.children ?? [] })));
  }
}

async function seedArticles(ex: Executor) {
  await repo.insertMissing(
    ex,
    articleCategories,
    ARTICLE_CATEGORIES.map((c, sort) => ({ code: c.code, ...names(c.name), categoryType: c.categoryType, linkUrl: c.linkUrl ?? null, sort })),
  );
  const ids = await repo.idsByCode(ex, articleCategories, ARTICLE_CATEGORIES.map((c) => c.code));
  const published = Date.now() - 30 * 86_400_000;
  await repo.insertMissing(
    ex,
    articles,
    ARTICLE_CATEGORIES.flatMap((c) =>
      c.articles.map((a, sort) => ({
        code: a.code,
        categoryId: ids.get(c.code)!,
        titleEn: a.title[0],
        titleZh: a.title[1],
        titleJa: a.title[2],
        contentEn: sanitizeHtml(a.content[0]),
        contentZh: sanitizeHtml(a.content[1]),
        contentJa: sanitizeHtml(a.content[2]),
        sort,
        publishedAt: new Date(published + sort * 86_400_000),
      })),
    ),
  );
}

async function seedFooter(ex: Executor) {
  const contactIcons = { phone: footerIcon('#2563eb', { glyph: 'handset' }), email: footerIcon('#0891b2', { glyph: 'mail' }), wechat: footerIcon('#07c160', { glyph: 'chat' }) };
  const qrCodes = await Promise.all(CONTACTS.map((c) => ('qrText' in c ? qrSvg(c.qrText).then(svgDataUrl) : null)));
  await repo.insertMissing(ex, siteSettings, [
    ...CONTACTS.map((c, sort) => ({
      code: c.code,
      settingType: 1,
      icon: contactIcons[c.kind],
      qrCode: qrCodes[sort],
      textEn: c.text[0],
      textZh: c.text[1],
      textJa: c.text[2],
      sort,
    })),
    ...FOLLOW_US.map((f, sort) => ({
      code: f.code,
      settingType: 2,
      icon: footerIcon(f.ground, { mark: f.mark }),
      textEn: f.title[0],
      textZh: f.title[1],
      textJa: f.title[2],
      linkUrl: f.url,
      sort,
    })),
  ]);
}

async function seedSite(ex: Executor, counts: { websiteConfig: number; groupSites: number; operateConfig: number; hotWords: number }) {
  if (counts.websiteConfig === 0)
    await repo.insertMissing(ex, websiteConfig, [
      {
        id: 1,
        websiteIcon: logoPicture(),
        titleEn: WEBSITE.title[0],
        titleZh: WEBSITE.title[1],
        titleJa: WEBSITE.title[2],
        copyrightEn: WEBSITE.copyright[0],
        copyrightZh: WEBSITE.copyright[1],
        copyrightJa: WEBSITE.copyright[2],
        icpCertNo: WEBSITE.icpCertNo,
        helpCenterUrl: WEBSITE.helpCenterUrl,
        trackUrl: WEBSITE.trackUrl,
        merchantPortalUrl: WEBSITE.merchantPortalUrl,
        servicePhone: WEBSITE.servicePhone,
        workingHoursEn: WEBSITE.workingHours[0],
        workingHoursZh: WEBSITE.workingHours[1],
        workingHoursJa: WEBSITE.workingHours[2],
      },
    ]);
  if (counts.groupSites === 0) {
    await repo.insertMissing(ex, groupSites, GROUP_SITES.map((g, sort) => ({ code: g.code, ...names(g.name), url: g.url, sort })));
    const ids = await repo.idsByCode(ex, groupSites, GROUP_SITES.map((g) => g.code));
    await repo.insertMissing(
      ex,
      groupSites,
      GROUP_SITES.flatMap((g) => g.children.map((c, sort) => ({ code: c.code, parentId: ids.get(g.code)!, ...names(c.name), url: c.url, sort }))),
    );
  }
  if (counts.operateConfig === 0) {
    const d = OPERATE_CONFIG_DEFAULTS;
    await repo.insertMissing(ex, operateConfig, [
      {
        id: 1,
        paymentWindowMinutes: d.paymentWindowMinutes,
        agreementApprovalHours: d.agreementApprovalHours,
        minRechargeCents: amountToCents(d.minRechargeAmount),
        minWithdrawCents: amountToCents(d.minWithdrawAmount),
        withdrawFeeBasisPoints: Math.round(d.withdrawFeeRate * 10_000),
        autoConfirmReceiptDays: d.autoConfirmReceiptDays,
        currencyConversion: d.currencyConversion,
      },
    ]);
  }
  if (counts.hotWords === 0)
    await repo.insertMissing(
      ex,
      hotSearchWords,
      (['en', 'zh', 'ja'] as const).flatMap((lang) => HOT_WORDS[lang].map((word, sort) => ({ lang, word, sort }))),
    );
}

/**
 * Demo site content. Each part is seeded once, when its table is empty: from then on the
 * content is the operator's, and a restart neither re-adds what was deleted nor costs more
 * than one query. Codes make two instances seeding at once harmless.
 */
export async function seedContent(database: Database): Promise<void> {
  const { db } = database;
  const counts = await repo.seedCounts(db);
  if (Object.values(counts).every((n) => n > 0)) return;
  await db.transaction(async (tx) => {
    if (counts.categories === 0) await seedCategories(tx);
    if (counts.articleCategories === 0 && counts.articles === 0) await seedArticles(tx);
    if (counts.siteSettings === 0) await seedFooter(tx);
    await seedSite(tx, counts);
  });
}
