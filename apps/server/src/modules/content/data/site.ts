import { SITE_URL } from './articles';
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
  helpCenterUrl: 'https://help.wholesalemarket.example',
  trackUrl: 'https://track.wholesalemarket.example',
  merchantPortalUrl: 'https://seller.wholesalemarket.example/login',
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

/** The group's other sites, in the top bar with their dropdowns. */
export const GROUP_SITES: readonly GroupSiteData[] = [
  {
    code: 'global-sites',
    name: ['Global Sites', '全球站点', 'グローバルサイト'],
    url: SITE_URL,
    children: [
      { code: 'site-us', name: ['United States', '美国站', '米国サイト'], url: 'https://us.wholesalemarket.example' },
      { code: 'site-eu', name: ['Europe', '欧洲站', '欧州サイト'], url: 'https://eu.wholesalemarket.example' },
      { code: 'site-jp', name: ['Japan', '日本站', '日本サイト'], url: 'https://jp.wholesalemarket.example' },
    ],
  },
  {
    code: 'seller-center',
    name: ['Seller Center', '卖家中心', 'セラーセンター'],
    url: 'https://seller.wholesalemarket.example',
    children: [
      { code: 'seller-portal', name: ['Seller Portal', '卖家后台', 'セラー管理画面'], url: 'https://seller.wholesalemarket.example/login' },
      { code: 'seller-academy', name: ['Seller Academy', '卖家学院', 'セラーアカデミー'], url: 'https://seller.wholesalemarket.example/academy' },
    ],
  },
  {
    code: 'logistics',
    name: ['Logistics Services', '物流服务', '物流サービス'],
    url: 'https://logistics.wholesalemarket.example',
    children: [
      { code: 'warehousing', name: ['Overseas Warehousing', '海外仓储', '海外倉庫'], url: 'https://logistics.wholesalemarket.example/warehousing' },
      { code: 'freight', name: ['Freight Forwarding', '头程物流', '国際輸送'], url: 'https://logistics.wholesalemarket.example/freight' },
    ],
  },
];

export const WECHAT_ACCOUNT = 'WholesaleMarketplace';

/** Footer contact entries (settingType 1): hovering shows the QR code, or the text as a tooltip. */
export const CONTACTS = [
  { code: 'contact-phone', kind: 'phone', text: [WEBSITE.servicePhone, `客服热线 ${WEBSITE.servicePhone}`, `お問い合わせ ${WEBSITE.servicePhone}`] as Names },
  { code: 'contact-email', kind: 'email', text: ['support@wholesalemarket.example', '客服邮箱 support@wholesalemarket.example', 'メール support@wholesalemarket.example'] as Names },
  {
    code: 'contact-wechat',
    kind: 'wechat',
    text: [`WeChat: ${WECHAT_ACCOUNT} (scan to chat)`, `微信：${WECHAT_ACCOUNT}（扫码咨询）`, `WeChat：${WECHAT_ACCOUNT}（スキャンして相談）`] as Names,
    qrText: `${SITE_URL}/wechat`,
  },
] as const;

/** Footer "follow us" links (settingType 2). */
export const FOLLOW_US = [
  { code: 'follow-facebook', mark: 'f', ground: '#1877f2', title: ['Facebook', 'Facebook', 'Facebook'] as Names, url: 'https://www.facebook.com/wholesalemarketplace' },
  { code: 'follow-linkedin', mark: 'in', ground: '#0a66c2', title: ['LinkedIn', '领英', 'LinkedIn'] as Names, url: 'https://www.linkedin.com/company/wholesalemarketplace' },
  { code: 'follow-youtube', mark: '▶', ground: '#ff0000', title: ['YouTube', 'YouTube', 'YouTube'] as Names, url: 'https://www.youtube.com/@wholesalemarketplace' },
  { code: 'follow-x', mark: 'X', ground: '#0f1419', title: ['X', 'X（推特）', 'X（旧Twitter）'] as Names, url: 'https://x.com/wholesalemkt' },
] as const;

/** Hot search words: each market searches in its own words. */
export const HOT_WORDS = {
  en: ['sofa', 'office chair', 'led ceiling light', 'cat tree', 'patio set', 'yoga mat', 'storage shelf', 'phone charger', 'dog bed', 'solar garden light'],
  zh: ['沙发', '办公椅', 'LED吸顶灯', '猫爬架', '庭院桌椅', '瑜伽垫', '置物架', '手机充电器', '狗窝', '太阳能庭院灯'],
  ja: ['ソファ', 'オフィスチェア', 'LEDシーリングライト', 'キャットタワー', 'ガーデンテーブル', 'ヨガマット', '収納ラック', 'スマホ充電器', '犬用ベッド', 'ソーラーライト'],
} as const;
