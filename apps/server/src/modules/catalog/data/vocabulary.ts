import type { GoodsStyle } from '@wm/contracts';

/** [English, Chinese, Japanese] */
export type W = readonly [en: string, zh: string, ja: string];

/** Colours of the demo goods, with the swatch their pictures are painted in. */
export const COLORS = {
  charcoal: { name: ['Charcoal Grey', '炭灰色', 'チャコールグレー'], hex: '#4b5563' },
  lightGrey: { name: ['Light Grey', '浅灰色', 'ライトグレー'], hex: '#cbd5e1' },
  beige: { name: ['Beige', '米色', 'ベージュ'], hex: '#e7d8c0' },
  cream: { name: ['Cream', '奶油白', 'クリーム'], hex: '#f3ead6' },
  navy: { name: ['Navy Blue', '藏青色', 'ネイビー'], hex: '#1e3a5f' },
  forest: { name: ['Forest Green', '墨绿色', 'フォレストグリーン'], hex: '#2f5d4a' },
  sage: { name: ['Sage Green', '鼠尾草绿', 'セージグリーン'], hex: '#9caf88' },
  walnut: { name: ['Walnut Brown', '胡桃棕', 'ウォルナットブラウン'], hex: '#6b4a2f' },
  oak: { name: ['Natural Oak', '原木色', 'ナチュラル'], hex: '#c8a97e' },
  black: { name: ['Black', '黑色', 'ブラック'], hex: '#1f2937' },
  white: { name: ['White', '白色', 'ホワイト'], hex: '#f1f5f9' },
  terracotta: { name: ['Terracotta', '陶土红', 'テラコッタ'], hex: '#c0643f' },
  blush: { name: ['Blush Pink', '浅粉色', 'ピンク'], hex: '#e8b4b8' },
  mustard: { name: ['Mustard Yellow', '芥末黄', 'マスタードイエロー'], hex: '#d4a017' },
  silver: { name: ['Silver', '银色', 'シルバー'], hex: '#c0c4cc' },
  skyBlue: { name: ['Sky Blue', '天蓝色', 'スカイブルー'], hex: '#7fb3d5' },
  orange: { name: ['Orange', '橙色', 'オレンジ'], hex: '#f28c28' },
  red: { name: ['Red', '红色', 'レッド'], hex: '#c53030' },
  gold: { name: ['Gold', '金色', 'ゴールド'], hex: '#c9a227' },
} as const satisfies Record<string, { name: W; hex: string }>;
export type ColorKey = keyof typeof COLORS;

export const MATERIALS = {
  velvet: ['Velvet', '丝绒', 'ベルベット'],
  linen: ['Linen', '棉麻', 'リネン'],
  boucle: ['Boucle', '泰迪绒', 'ブークレ'],
  fauxLeather: ['Faux Leather', '科技布', '合成皮革'],
  leather: ['Top-Grain Leather', '头层牛皮', '本革'],
  oak: ['Solid Oak', '实木橡木', 'オーク無垢材'],
  walnut: ['Walnut', '胡桃木', 'ウォルナット材'],
  pine: ['Solid Pine', '松木', 'パイン材'],
  acacia: ['Acacia Wood', '金合欢木', 'アカシア材'],
  teak: ['Teak', '柚木', 'チーク材'],
  cedar: ['Cedar', '雪松木', 'シダー材'],
  bamboo: ['Bamboo', '竹制', '竹製'],
  engineeredWood: ['Engineered Wood', '环保板材', '木製'],
  temperedGlass: ['Tempered Glass', '钢化玻璃', '強化ガラス'],
  glass: ['Glass', '玻璃', 'ガラス製'],
  marble: ['Marble Top', '大理石台面', '大理石天板'],
  iron: ['Wrought Iron', '铁艺', 'アイアン'],
  steel: ['Steel', '钢制', 'スチール製'],
  galvanizedSteel: ['Galvanized Steel', '镀锌钢', '亜鉛メッキ鋼'],
  stainless: ['Stainless Steel', '不锈钢', 'ステンレス製'],
  aluminum: ['Aluminum', '铝合金', 'アルミ製'],
  castIron: ['Cast Iron', '铸铁', '鋳鉄'],
  carbonSteel: ['Carbon Steel', '碳钢', '炭素鋼'],
  chromeVanadium: ['Chrome Vanadium', '铬钒钢', 'クロムバナジウム鋼'],
  brass: ['Brass', '黄铜', '真鍮'],
  rattan: ['Rattan', '藤编', 'ラタン'],
  peWicker: ['PE Wicker', '仿藤编', 'PEラタン'],
  ceramic: ['Ceramic', '陶瓷', '陶器'],
  nonstick: ['Nonstick', '不粘', '焦げ付きにくい'],
  enamel: ['Porcelain-Enameled', '搪瓷', 'ホーロー'],
  cotton: ['Cotton', '纯棉', '綿'],
  microfiber: ['Microfiber', '超细纤维', 'マイクロファイバー'],
  bambooViscose: ['Bamboo Viscose', '竹纤维', '竹繊維'],
  polyester: ['Polyester', '涤纶', 'ポリエステル'],
  fauxFur: ['Faux Fur', '仿兔毛', 'フェイクファー'],
  oxford: ['Oxford Fabric', '牛津布', 'オックスフォード生地'],
  sisal: ['Sisal', '剑麻', 'サイザル麻'],
  mesh: ['Mesh', '网布', 'メッシュ'],
  abs: ['ABS', 'ABS', 'ABS樹脂'],
  silicone: ['Silicone', '硅胶', 'シリコン'],
  tpu: ['TPU', 'TPU', 'TPU'],
  nylon: ['Nylon Braided', '尼龙编织', 'ナイロン編み'],
  gan: ['GaN', '氮化镓', 'GaN'],
  tpe: ['TPE', 'TPE', 'TPE'],
  rubber: ['Natural Rubber', '天然橡胶', '天然ゴム'],
  cork: ['Cork', '软木', 'コルク'],
  neoprene: ['Neoprene', '氯丁橡胶', 'ネオプレン'],
  rubberCoated: ['Rubber-Coated', '包胶', 'ラバーコーティング'],
  acrylic: ['Acrylic', '亚克力', 'アクリル'],
  wood: ['Wooden', '木制', '木製'],
  hdpe: ['HDPE', 'HDPE', 'HDPE樹脂'],
  fabric: ['Fabric', '布艺', 'ファブリック'],
  steelAbs: ['Steel and ABS', '钢+ABS', 'スチール・ABS樹脂'],
  wool: ['Wool Blend', '羊毛混纺', 'ウール混'],
  canvas: ['Canvas', '帆布', 'キャンバス'],
} as const satisfies Record<string, W>;
export type MaterialKey = keyof typeof MATERIALS;

export const FILLERS = {
  foam: ['High-Density Foam', '高密度海绵', '高密度ウレタン'],
  down: ['Down and Feather', '羽绒', 'ダウン・フェザー'],
  fiber: ['Polyester Fiber', '聚酯纤维棉', 'ポリエステル綿'],
  memoryFoam: ['Memory Foam', '记忆棉', '低反発ウレタン'],
  springs: ['Pocket Springs and Foam', '独立袋弹簧+海绵', 'ポケットコイル・ウレタン'],
} as const satisfies Record<string, W>;
export type FillerKey = keyof typeof FILLERS;

/** How each style reads at the front of a name. */
export const STYLE_WORDS: Record<GoodsStyle, W> = {
  modern: ['Modern', '现代简约', 'モダン'],
  nordic: ['Nordic', '北欧风', '北欧風'],
  industrial: ['Industrial', '工业风', 'インダストリアル'],
  minimalist: ['Minimalist', '极简', 'ミニマル'],
  farmhouse: ['Farmhouse', '美式田园', 'ファームハウス'],
  midCentury: ['Mid-Century', '中古风', 'ミッドセンチュリー'],
};

/** Warehouses goods ship from: the platform's, and the sellers' own. */
export const PLATFORM_WAREHOUSES = [
  'Platform Warehouse CA-1, 4100 E Mission Blvd, Ontario, CA 91761, United States',
  'Platform Warehouse NJ-2, 300 Raritan Center Pkwy, Edison, NJ 08837, United States',
  'Platform Warehouse TX-1, 8800 N Sam Houston Pkwy E, Houston, TX 77032, United States',
  'Platform Warehouse GA-1, 100 Crossroads Pkwy, Savannah, GA 31407, United States',
] as const;
export const SELF_BUILT_WAREHOUSES = [
  '17800 Castleton St, City of Industry, CA 91748, United States',
  '2200 S Wolf Rd, Des Plaines, IL 60018, United States',
  '1 Harbour Exchange Sq, London E14 9GE, United Kingdom',
  '5-1 Ariake, Koto-ku, Tokyo 135-0063, Japan',
] as const;

/** Selling points every goods may have, after its own. */
export const COMMON_POINTS: readonly W[] = [
  ['Ships from a US warehouse, ready for drop shipping', '美国仓发货，支持一件代发', '米国倉庫から発送、ドロップシッピング対応'],
  ['Neutral packaging without marketplace branding', '中性包装，无平台标识', 'ノーブランドの無地梱包'],
  ['Product photos and listing copy free for resellers', '免费提供商品图片和文案', '販売用の画像と説明文を無料提供'],
  ['Quality checked before every shipment', '每批出货前质检', '出荷前に全数検品'],
  ['Replacement parts available on request', '可提供替换配件', '交換部品のご提供可'],
];
