import type { Names } from './categories';

/** Site settings of the demo installation. */
export const WEBSITE = {
  title: ['Wholesale Marketplace', '跨境批发商城', '越境卸売マーケット'] as Names,
  copyright: [
    '© 2026 Wholesale Marketplace. All rights reserved.',
    '© 2026 跨境批发商城 版权所有',
    '© 2026 越境卸売マーケット 無断転載を禁じます',
  ] as Names,
  icpCertNo: '沪ICP备2026012345号-1',
  // No external site ships with the demo (each one named here would lead nowhere): Help Center
  // shows the in-app help articles, Track is hidden, sellers sign in on this site.
  helpCenterUrl: '',
  trackUrl: '',
  merchantPortalUrl: '/merchant',
  servicePhone: '+1 (626) 555-0188',
  workingHours: [
    'Monday to Friday, 9:00-18:00 Pacific Time',
    '周一至周五 9:00-18:00（美国太平洋时间）',
    '月～金 9:00～18:00（米国太平洋時間）',
  ] as Names,
};

export interface GroupSiteData {
  code: string;
  name: Names;
  url: string;
  children: readonly { code: string; name: Names; url: string }[];
}

/**
 * The group's other sites, in the top bar with their dropdowns: none ships (the demo group has
 * no other site); an operator adds real ones in the site settings.
 */
export const GROUP_SITES: readonly GroupSiteData[] = [];

export const WECHAT_ACCOUNT = 'WholesaleMarketplace';

/** Footer contact entries (settingType 1): hovering shows the QR code, or the text as a tooltip. */
export const CONTACTS = [
  { code: 'contact-phone', kind: 'phone', text: [WEBSITE.servicePhone, `客服热线 ${WEBSITE.servicePhone}`, `お問い合わせ ${WEBSITE.servicePhone}`] as Names },
  { code: 'contact-email', kind: 'email', text: ['support@wholesalemarket.example', '客服邮箱 support@wholesalemarket.example', 'メール support@wholesalemarket.example'] as Names },
  {
    code: 'contact-wechat',
    kind: 'wechat',
    text: [`WeChat: ${WECHAT_ACCOUNT} (scan to chat)`, `微信：${WECHAT_ACCOUNT}（扫码咨询）`, `WeChat：${WECHAT_ACCOUNT}（スキャンして相談）`] as Names,
    qrText: WECHAT_ACCOUNT,
  },
] as const;

/**
 * Footer "follow us" links (settingType 2): none ships, as the demo has no social accounts of
 * its own (the footer hides the column); an operator adds real ones in the site settings.
 */
export const FOLLOW_US: readonly { code: string; mark: string; ground: string; title: Names; url: string }[] = [];

/** Hot search words: each market searches in its own words. */
export const HOT_WORDS = {
  en: ['sofa', 'office chair', 'led ceiling light', 'cat tree', 'patio set', 'yoga mat', 'storage shelf', 'phone charger', 'dog bed', 'solar garden light'],
  zh: ['沙发', '办公椅', 'LED吸顶灯', '猫爬架', '庭院桌椅', '瑜伽垫', '置物架', '手机充电器', '狗窝', '太阳能庭院灯'],
  ja: ['ソファ', 'オフィスチェア', 'LEDシーリングライト', 'キャットタワー', 'ガーデンテーブル', 'ヨガマット', '収納ラック', 'スマホ充電器', '犬用ベッド', 'ソーラーライト'],
} as const;
