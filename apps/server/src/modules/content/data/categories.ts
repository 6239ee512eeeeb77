import type { Glyph } from './pictures';

/** [English, Chinese, Japanese] */
export type Names = readonly [en: string, zh: string, ja: string];

export interface CategoryData {
  code: string;
  name: Names;
  children?: readonly CategoryData[];
}

export interface TopCategoryData extends CategoryData {
  glyph: Glyph;
  /** Tile ground and stroke colours of the home page pictures. */
  ground: string;
  stroke: string;
}

/** The demo product catalogue's categories: ten departments, three levels. */
export const CATEGORIES: readonly TopCategoryData[] = [
  {
    code: 'furniture', name: ['Furniture', '家具', '家具'], glyph: 'sofa', ground: '#fef3c7', stroke: '#92400e',
    children: [
      {
        code: 'living-room-furniture', name: ['Living Room Furniture', '客厅家具', 'リビング家具'],
        children: [
          { code: 'sofas', name: ['Sofas & Couches', '沙发', 'ソファ'] },
          { code: 'coffee-tables', name: ['Coffee Tables', '茶几', 'コーヒーテーブル'] },
          { code: 'tv-stands', name: ['TV Stands', '电视柜', 'テレビ台'] },
        ],
      },
      {
        code: 'bedroom-furniture', name: ['Bedroom Furniture', '卧室家具', '寝室家具'],
        children: [
          { code: 'bed-frames', name: ['Bed Frames', '床架', 'ベッドフレーム'] },
          { code: 'dressers', name: ['Dressers & Chests', '斗柜', 'チェスト・タンス'] },
        ],
      },
      {
        code: 'office-furniture', name: ['Office Furniture', '办公家具', 'オフィス家具'],
        children: [
          { code: 'office-chairs', name: ['Office Chairs', '办公椅', 'オフィスチェア'] },
          { code: 'desks', name: ['Desks', '办公桌', 'デスク'] },
        ],
      },
    ],
  },
  {
    code: 'home-kitchen', name: ['Home & Kitchen', '家居厨房', 'ホーム・キッチン'], glyph: 'pot', ground: '#fee2e2', stroke: '#991b1b',
    children: [
      {
        code: 'kitchen-dining', name: ['Kitchen & Dining', '厨房餐饮', 'キッチン・ダイニング'],
        children: [
          { code: 'cookware', name: ['Cookware', '锅具', '調理器具'] },
          { code: 'kitchen-storage', name: ['Kitchen Storage', '厨房收纳', 'キッチン収納'] },
        ],
      },
      { code: 'bedding', name: ['Bedding', '床上用品', '寝具'] },
      { code: 'home-decor', name: ['Home Decor', '家居装饰', 'インテリア雑貨'] },
    ],
  },
  {
    code: 'outdoor-garden', name: ['Outdoor & Garden', '户外园艺', 'アウトドア・ガーデン'], glyph: 'leaf', ground: '#dcfce7', stroke: '#166534',
    children: [
      { code: 'patio-furniture', name: ['Patio Furniture', '庭院家具', 'ガーデンファニチャー'] },
      { code: 'gardening-tools', name: ['Gardening Tools', '园艺工具', '園芸用品'] },
      { code: 'grills', name: ['Grills & Outdoor Cooking', '烧烤用具', 'バーベキュー用品'] },
    ],
  },
  {
    code: 'pet-supplies', name: ['Pet Supplies', '宠物用品', 'ペット用品'], glyph: 'paw', ground: '#ffedd5', stroke: '#9a3412',
    children: [
      { code: 'dog-supplies', name: ['Dog Supplies', '狗狗用品', '犬用品'], children: [{ code: 'dog-beds', name: ['Dog Beds', '狗窝', '犬用ベッド'] }] },
      { code: 'cat-supplies', name: ['Cat Supplies', '猫咪用品', '猫用品'], children: [{ code: 'cat-trees', name: ['Cat Trees', '猫爬架', 'キャットタワー'] }] },
    ],
  },
  {
    code: 'electronics-accessories', name: ['Electronics Accessories', '电子配件', '電子アクセサリー'], glyph: 'phone', ground: '#e0e7ff', stroke: '#3730a3',
    children: [
      {
        code: 'phone-accessories', name: ['Phone Accessories', '手机配件', 'スマホアクセサリー'],
        children: [
          { code: 'chargers-cables', name: ['Chargers & Cables', '充电器和数据线', '充電器・ケーブル'] },
          { code: 'phone-cases', name: ['Phone Cases', '手机壳', 'スマホケース'] },
        ],
      },
      { code: 'computer-accessories', name: ['Computer Accessories', '电脑配件', 'パソコン周辺機器'] },
    ],
  },
  {
    code: 'toys-games', name: ['Toys & Games', '玩具游戏', 'おもちゃ・ゲーム'], glyph: 'blocks', ground: '#fce7f3', stroke: '#9d174d',
    children: [
      { code: 'building-toys', name: ['Building Toys', '积木玩具', 'ブロック玩具'] },
      { code: 'outdoor-play', name: ['Outdoor Play', '户外玩具', '屋外遊具'] },
    ],
  },
  {
    code: 'sports-fitness', name: ['Sports & Fitness', '运动健身', 'スポーツ・フィットネス'], glyph: 'ball', ground: '#cffafe', stroke: '#155e75',
    children: [
      {
        code: 'fitness-equipment', name: ['Fitness Equipment', '健身器材', 'フィットネス器具'],
        children: [
          { code: 'yoga-mats', name: ['Yoga Mats', '瑜伽垫', 'ヨガマット'] },
          { code: 'dumbbells', name: ['Dumbbells', '哑铃', 'ダンベル'] },
        ],
      },
      { code: 'cycling', name: ['Cycling', '骑行', 'サイクリング'] },
    ],
  },
  {
    code: 'lighting', name: ['Lighting', '灯具照明', '照明'], glyph: 'bulb', ground: '#fef9c3', stroke: '#854d0e',
    children: [
      {
        code: 'indoor-lighting', name: ['Indoor Lighting', '室内照明', '室内照明'],
        children: [
          { code: 'ceiling-lights', name: ['Ceiling Lights', '吸顶灯', 'シーリングライト'] },
          { code: 'table-lamps', name: ['Table Lamps', '台灯', 'テーブルランプ'] },
        ],
      },
      { code: 'outdoor-lighting', name: ['Outdoor Lighting', '户外照明', '屋外照明'] },
    ],
  },
  {
    code: 'storage-organization', name: ['Storage & Organization', '收纳整理', '収納・整理'], glyph: 'box', ground: '#ede9fe', stroke: '#5b21b6',
    children: [
      { code: 'closet-storage', name: ['Closet Storage', '衣柜收纳', 'クローゼット収納'] },
      { code: 'shelving', name: ['Shelving', '置物架', 'シェルフ・ラック'] },
    ],
  },
  {
    code: 'tools-home-improvement', name: ['Tools & Home Improvement', '工具与家装', '工具・DIY'], glyph: 'wrench', ground: '#e2e8f0', stroke: '#334155',
    children: [
      { code: 'power-tools', name: ['Power Tools', '电动工具', '電動工具'] },
      { code: 'hand-tools', name: ['Hand Tools', '手动工具', '手工具'] },
    ],
  },
];
