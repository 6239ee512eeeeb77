import type { ReturnGuaranteeLevel } from '@wm/contracts';
import type { W } from './vocabulary';

/** A category of a store's own tree: the product categories whose goods it holds, or sub-categories. */
export interface ShopCategoryData {
  name: W;
  categories?: readonly string[];
  children?: readonly ShopCategoryData[];
}

export interface StoreData {
  code: string;
  /** The seller account that owns it (the first is the demo seller). */
  owner: { mobile: string; realName: string; email: string };
  name: W;
  intro: W;
  /** Logo: initials on the brand colour. */
  initials: string;
  color: string;
  returnGuarantee: ReturnGuaranteeLevel;
  logisticsGuarantee: boolean;
  featured: boolean;
  closed?: boolean;
  openedDaysAgo: number;
  /** How many demo goods it lists. */
  goods: number;
  shopCategories: readonly ShopCategoryData[];
}

/** Twelve manufacturers, one of them closed. Goods: 600 in all. */
export const STORES: readonly StoreData[] = [
  {
    code: 'ST1001', owner: { mobile: '13800000003', realName: 'Li Wei', email: 'seller@demo.test' },
    name: ['Foshan Comfort Furniture', '佛山舒居家具', '佛山コンフォート家具'],
    intro: [
      'Upholstered and solid-wood furniture made in Foshan since 2006. Our own 40,000 m² factory ships to US platform warehouses every week.',
      '2006年起扎根佛山，专注软体与实木家具。自有4万平方米工厂，每周发货至美国平台仓。',
      '2006年創業、佛山でソファと無垢材家具を製造。4万㎡の自社工場から毎週米国倉庫へ出荷しています。',
    ],
    initials: 'FC', color: '#92400e', returnGuarantee: 'standard', logisticsGuarantee: true, featured: true, openedDaysAgo: 700, goods: 70,
    shopCategories: [
      { name: ['Living Room', '客厅', 'リビング'], children: [{ name: ['Sofas', '沙发', 'ソファ'], categories: ['sofas'] }, { name: ['Tables and TV Stands', '茶几电视柜', 'テーブル・テレビ台'], categories: ['coffee-tables', 'tv-stands'] }] },
      { name: ['Bedroom', '卧室', 'ベッドルーム'], children: [{ name: ['Beds', '床', 'ベッド'], categories: ['bed-frames'] }, { name: ['Dressers', '斗柜', 'チェスト'], categories: ['dressers'] }] },
    ],
  },
  {
    code: 'ST1002', owner: { mobile: '13800001002', realName: 'Zhang Min', email: 'ergo@demo.test' },
    name: ['Hangzhou Ergo Office', '杭州人体工学办公', '杭州エルゴオフィス'],
    intro: [
      'Ergonomic chairs and standing desks for home offices. BIFMA-tested, with spare parts kept in stock in the US.',
      '专注人体工学椅和升降桌，产品通过BIFMA测试，美国仓常备配件。',
      'ホームオフィス向けのエルゴノミクスチェアと昇降デスク。BIFMA試験済み、交換部品は米国在庫。',
    ],
    initials: 'HE', color: '#1d4ed8', returnGuarantee: 'standard', logisticsGuarantee: true, featured: true, openedDaysAgo: 620, goods: 50,
    shopCategories: [{ name: ['Chairs', '椅子', 'チェア'], categories: ['office-chairs'] }, { name: ['Desks', '桌子', 'デスク'], categories: ['desks'] }],
  },
  {
    code: 'ST1003', owner: { mobile: '13800001003', realName: 'Wang Fang', email: 'homechef@demo.test' },
    name: ['Ningbo HomeChef Kitchenware', '宁波家厨厨具', '寧波ホームシェフ'],
    intro: [
      'Cookware and kitchen storage from our Ningbo plant: stainless, cast iron and glass, food-safety tested for the US and EU.',
      '宁波工厂自产锅具与厨房收纳，不锈钢、铸铁、玻璃材质，通过美国和欧盟食品安全检测。',
      '寧波の自社工場で鍋とキッチン収納を製造。ステンレス・鋳鉄・ガラス製、米国・EUの食品安全試験済み。',
    ],
    initials: 'HC', color: '#b91c1c', returnGuarantee: 'standard', logisticsGuarantee: false, featured: false, openedDaysAgo: 540, goods: 50,
    shopCategories: [{ name: ['Cookware', '锅具', '鍋・フライパン'], categories: ['cookware'] }, { name: ['Storage', '收纳', '収納'], categories: ['kitchen-storage'] }],
  },
  {
    code: 'ST1004', owner: { mobile: '13800001004', realName: 'Chen Jing', email: 'dreamsoft@demo.test' },
    name: ['Nantong Dreamsoft Textiles', '南通梦柔家纺', '南通ドリームソフト'],
    intro: [
      'Bedding and home textiles from Nantong, the home of Chinese home textiles. OEKO-TEX certified fabrics.',
      '来自中国家纺之都南通，床上用品与家居软装，面料通过OEKO-TEX认证。',
      '中国最大の寝具産地・南通から、寝具とインテリア雑貨をお届け。エコテックス認証の生地。',
    ],
    initials: 'DS', color: '#7c3aed', returnGuarantee: 'basic', logisticsGuarantee: true, featured: false, openedDaysAgo: 480, goods: 50,
    shopCategories: [{ name: ['Bedding', '床品', '寝具'], categories: ['bedding'] }, { name: ['Decor', '软装', 'インテリア'], categories: ['home-decor'] }],
  },
  {
    code: 'ST1005', owner: { mobile: '13800001005', realName: 'Lin Tao', email: 'greenyard@demo.test' },
    name: ['Xiamen GreenYard Outdoor', '厦门绿苑户外', '厦門グリーンヤード'],
    intro: [
      'Patio furniture, garden tools and grills. Weather-tested in the Xiamen sun and salt air before they ship.',
      '庭院家具、园艺工具和烧烤炉，出货前均在厦门海边日晒盐雾环境中测试。',
      'ガーデンファニチャー、園芸用品、グリル。出荷前に厦門の日差しと潮風で耐候テスト。',
    ],
    initials: 'GY', color: '#15803d', returnGuarantee: 'standard', logisticsGuarantee: true, featured: true, openedDaysAgo: 410, goods: 55,
    shopCategories: [
      { name: ['Patio', '庭院', 'ガーデン'], categories: ['patio-furniture'] },
      { name: ['Garden', '园艺', '園芸'], categories: ['gardening-tools'] },
      { name: ['BBQ', '烧烤', 'バーベキュー'], categories: ['grills'] },
    ],
  },
  {
    code: 'ST1006', owner: { mobile: '13800001006', realName: 'Zhao Lei', email: 'petjoy@demo.test' },
    name: ['Qingdao PetJoy Products', '青岛宠乐用品', '青島ペットジョイ'],
    intro: [
      'Dog beds and cat furniture, designed with vets and sewn in our Qingdao workshop.',
      '与宠物医生共同设计的狗床和猫家具，青岛自有车间缝制。',
      '獣医師と共同開発した犬用ベッドと猫家具。青島の自社工房で縫製。',
    ],
    initials: 'PJ', color: '#c2410c', returnGuarantee: 'basic', logisticsGuarantee: true, featured: true, openedDaysAgo: 300, goods: 45,
    shopCategories: [{ name: ['Dogs', '狗狗', '犬'], categories: ['dog-beds'] }, { name: ['Cats', '猫咪', '猫'], categories: ['cat-trees'] }],
  },
  {
    code: 'ST1007', owner: { mobile: '13800001007', realName: 'Huang Kai', email: 'voltlink@demo.test' },
    name: ['Shenzhen VoltLink Electronics', '深圳伏联电子', '深圳ボルトリンク'],
    intro: [
      'Chargers, cables and computer accessories with UL and FCC certification, made in Shenzhen.',
      '深圳制造的充电器、数据线和电脑配件，通过UL和FCC认证。',
      '深圳製の充電器・ケーブル・PC周辺機器。UL・FCC認証取得済み。',
    ],
    initials: 'VL', color: '#0e7490', returnGuarantee: 'standard', logisticsGuarantee: false, featured: false, openedDaysAgo: 260, goods: 50,
    shopCategories: [
      { name: ['Charging', '充电', '充電'], categories: ['chargers-cables'] },
      { name: ['Phone Cases', '手机壳', 'スマホケース'], categories: ['phone-cases'] },
      { name: ['Computer', '电脑配件', 'パソコン'], categories: ['computer-accessories'] },
    ],
  },
  {
    code: 'ST1008', owner: { mobile: '13800001008', realName: 'Xu Na', email: 'brightblocks@demo.test' },
    name: ['Shantou BrightBlocks Toys', '汕头亮块玩具', '汕頭ブライトブロックス'],
    intro: [
      'Building toys and outdoor play sets from Chenghai, Shantou. Every batch tested to ASTM F963 and EN71.',
      '来自汕头澄海的积木和户外玩具，每批次按ASTM F963和EN71检测。',
      '汕頭・澄海のブロック玩具と屋外遊具。全ロットASTM F963・EN71試験済み。',
    ],
    initials: 'BB', color: '#db2777', returnGuarantee: 'basic', logisticsGuarantee: false, featured: false, openedDaysAgo: 45, goods: 45,
    shopCategories: [{ name: ['Building Toys', '积木', 'ブロック'], categories: ['building-toys'] }, { name: ['Outdoor Play', '户外玩具', '屋外遊具'], categories: ['outdoor-play'] }],
  },
  {
    code: 'ST1009', owner: { mobile: '13800001009', realName: 'Sun Hao', email: 'ironpeak@demo.test' },
    name: ['Yongkang IronPeak Fitness', '永康铁峰健身', '永康アイアンピーク'],
    intro: [
      'Yoga, strength and cycling gear from Yongkang, the hardware capital of China.',
      '来自中国五金之都永康的瑜伽、力量训练和骑行装备。',
      '中国金物の都・永康から、ヨガ・筋トレ・サイクリング用品。',
    ],
    initials: 'IP', color: '#334155', returnGuarantee: 'standard', logisticsGuarantee: true, featured: false, openedDaysAgo: 30, goods: 45,
    shopCategories: [
      { name: ['Yoga', '瑜伽', 'ヨガ'], categories: ['yoga-mats'] },
      { name: ['Strength', '力量训练', '筋トレ'], categories: ['dumbbells'] },
      { name: ['Cycling', '骑行', 'サイクリング'], categories: ['cycling'] },
    ],
  },
  {
    code: 'ST1010', owner: { mobile: '13800001010', realName: 'Ma Li', email: 'lumina@demo.test' },
    name: ['Zhongshan Lumina Lighting', '中山流明灯饰', '中山ルミナ照明'],
    intro: [
      'Ceiling, table and outdoor lights from Guzhen, Zhongshan, the lighting capital of China. ETL listed.',
      '来自中国灯饰之都中山古镇的吸顶灯、台灯和户外灯，通过ETL认证。',
      '照明の都・中山古鎮のシーリングライト、テーブルランプ、屋外照明。ETL認証取得。',
    ],
    initials: 'LU', color: '#a16207', returnGuarantee: 'standard', logisticsGuarantee: true, featured: true, openedDaysAgo: 18, goods: 45,
    shopCategories: [
      { name: ['Indoor', '室内照明', '室内照明'], children: [{ name: ['Ceiling', '吸顶灯', 'シーリング'], categories: ['ceiling-lights'] }, { name: ['Lamps', '台灯', 'スタンド'], categories: ['table-lamps'] }] },
      { name: ['Outdoor', '户外照明', '屋外照明'], categories: ['outdoor-lighting'] },
    ],
  },
  {
    code: 'ST1011', owner: { mobile: '13800001011', realName: 'Guo Yan', email: 'neatnest@demo.test' },
    name: ['Suzhou NeatNest Storage', '苏州整巢收纳', '蘇州ニートネスト'],
    intro: [
      'Closet systems, storage bins and shelving that arrive flat-packed and assemble in minutes.',
      '衣柜收纳系统、收纳箱和置物架，扁平包装，几分钟即可组装。',
      'クローゼット収納、収納ボックス、シェルフ。フラット梱包で数分で組み立て。',
    ],
    initials: 'NN', color: '#6d28d9', returnGuarantee: 'basic', logisticsGuarantee: false, featured: false, openedDaysAgo: 8, goods: 50,
    shopCategories: [{ name: ['Closet', '衣柜收纳', 'クローゼット'], categories: ['closet-storage'] }, { name: ['Shelves', '置物架', 'シェルフ'], categories: ['shelving'] }],
  },
  {
    code: 'ST1012', owner: { mobile: '13800001012', realName: 'He Jun', email: 'toolmaster@demo.test' },
    name: ['Jinhua ToolMaster Hardware', '金华工匠五金', '金華ツールマスター'],
    intro: [
      'Power tools and hand tools. This store is closed while it moves to a new warehouse.',
      '电动工具和手动工具。本店因仓库搬迁暂停营业。',
      '電動工具と手工具。倉庫移転のため休業中です。',
    ],
    initials: 'TM', color: '#475569', returnGuarantee: 'basic', logisticsGuarantee: false, featured: false, closed: true, openedDaysAgo: 800, goods: 45,
    shopCategories: [{ name: ['Power Tools', '电动工具', '電動工具'], categories: ['power-tools'] }, { name: ['Hand Tools', '手动工具', '手工具'], categories: ['hand-tools'] }],
  },
];

/** Wholesale customers whose paid orders make up the sales history (besides the demo buyer). */
export const HISTORY_BUYERS = [
  { mobile: '13800002001', realName: 'Harbor Home Supply', email: 'harbor@demo.test' },
  { mobile: '13800002002', realName: 'Peak Outdoor Goods', email: 'peak@demo.test' },
  { mobile: '13800002003', realName: 'Maple Lane Living', email: 'maple@demo.test' },
  { mobile: '13800002004', realName: 'Brightside Retail', email: 'brightside@demo.test' },
  { mobile: '13800002005', realName: 'Tokyo Select Trading', email: 'tokyoselect@demo.test' },
  { mobile: '13800002006', realName: 'Northwind Deals', email: 'northwind@demo.test' },
] as const;
