import type { GoodsStyle, ProductType } from '@wm/contracts';
import type { ColorKey, FillerKey, MaterialKey, W } from './vocabulary';

// What the demo goods are made of: per leaf category, the product nouns, the materials and
// features that fit them, colours, price and size ranges. Names are put together from these
// in each language (see catalog.seed.ts), so they read naturally in English, Chinese and Japanese.

export type Shape =
  | 'sofa' | 'table' | 'cabinet' | 'bed' | 'drawers' | 'chair' | 'desk' | 'pot' | 'jar' | 'pillow' | 'vase' | 'umbrella'
  | 'trowel' | 'grill' | 'dogBed' | 'catTree' | 'plug' | 'phone' | 'laptop' | 'blocks' | 'swing' | 'mat' | 'dumbbell'
  | 'bike' | 'ceilingLamp' | 'tableLamp' | 'lantern' | 'hanger' | 'shelf' | 'drill' | 'wrench';

export interface Noun {
  name: W;
  /** Appended last: "(Set of 2)", "（两只装）", "2個セット". */
  pack?: W;
  type?: Exclude<ProductType, 'general'>;
  /** Materials that fit this noun, when not the line's. */
  materials?: readonly MaterialKey[];
  /** USD range, when not the line's. */
  price?: readonly [number, number];
  /** Size range, when not the line's. */
  size?: Size;
  /** Features that fit this noun, when not the line's (accessories have none unless given). */
  features?: readonly Feature[];
}

/** A feature before the material ("Dimmable", "可调光") or after the noun ("with Remote Control", "带遥控"). */
export interface Feature {
  name: W;
  at?: 'pre' | 'post';
}

/** Inches (length, width, height) and pounds: each a [min, max] range. */
export type Size = readonly [l: readonly [number, number], w: readonly [number, number], h: readonly [number, number], lb: readonly [number, number]];

export interface ProductLine {
  category: string;
  shape: Shape;
  nouns: readonly Noun[];
  materials: readonly MaterialKey[];
  /** false: the material is a spec but not part of the name (tools). */
  materialInName?: boolean;
  features: readonly Feature[];
  colors: readonly ColorKey[];
  /** Space styles the goods may be classified in; none for technical goods. */
  styles?: readonly GoodsStyle[];
  fillers?: readonly FillerKey[];
  price: readonly [number, number];
  size: Size;
  /** Selling points of the line. */
  points: readonly W[];
  /** Typical minimum order quantities. */
  moq?: readonly number[];
  /** Goods of the spring campaign may come from this line. */
  spring?: boolean;
}

const post = (en: string, zh: string, ja: string): Feature => ({ name: [en, zh, ja], at: 'post' });
const pre = (en: string, zh: string, ja: string): Feature => ({ name: [en, zh, ja], at: 'pre' });
const FURNITURE_STYLES: readonly GoodsStyle[] = ['modern', 'nordic', 'industrial', 'minimalist', 'farmhouse', 'midCentury'];

export const PRODUCT_LINES: readonly ProductLine[] = [
  {
    category: 'sofas', shape: 'sofa',
    nouns: [
      { name: ['3-Seater Sofa', '三人位沙发', '3人掛けソファ'] },
      { name: ['Loveseat', '双人沙发', '2人掛けソファ'], price: [220, 560] },
      { name: ['L-Shaped Sectional Sofa', 'L型转角组合沙发', 'L字型カウチソファ'], type: 'sectional', price: [560, 1280], size: [[96, 112], [60, 70], [30, 35], [140, 230]] },
      { name: ['Sofa Slipcover', '沙发套', 'ソファカバー'], type: 'accessory', price: [25, 68], materials: ['velvet', 'linen', 'polyester'], size: [[14, 16], [12, 14], [4, 6], [2, 4]] },
    ],
    materials: ['velvet', 'linen', 'boucle', 'fauxLeather', 'leather'],
    features: [post('with Removable Cushions', '可拆洗坐垫', 'クッション取り外し可'), post('with USB Charging Ports', '带USB充电口', 'USBポート付き'), post('with Solid Wood Legs', '实木腿', '天然木脚')],
    colors: ['charcoal', 'beige', 'navy', 'forest', 'cream', 'terracotta', 'mustard'],
    styles: FURNITURE_STYLES, fillers: ['foam', 'down', 'springs'],
    price: [260, 980], size: [[72, 88], [32, 38], [30, 36], [85, 160]],
    points: [
      ['Sinuous springs and a kiln-dried hardwood frame', '蛇形弹簧与烘干实木框架', 'Sバネと乾燥処理済みの無垢材フレーム'],
      ['Tool-free assembly in under 15 minutes', '免工具安装，15分钟完成', '工具不要、15分で組み立て'],
      ['Fabric tested for 50,000 rub cycles', '面料耐磨测试5万次', '5万回の摩耗試験をクリアした生地'],
    ],
    spring: true,
  },
  {
    category: 'coffee-tables', shape: 'table',
    nouns: [
      { name: ['Coffee Table', '茶几', 'コーヒーテーブル'] },
      { name: ['Lift-Top Coffee Table', '升降茶几', '昇降式コーヒーテーブル'], price: [140, 360] },
      { name: ['Nesting Coffee Tables', '子母茶几', 'ネストテーブル'], pack: ['(Set of 2)', '（两件套）', '2点セット'], type: 'sectional' },
    ],
    materials: ['oak', 'walnut', 'temperedGlass', 'marble', 'iron'],
    features: [post('with Storage Drawer', '带储物抽屉', '収納引き出し付き'), post('with Open Shelf', '带开放式置物层', 'オープン棚付き'), post('with Rounded Corners', '圆角设计', '角丸デザイン')],
    colors: ['walnut', 'oak', 'black', 'white'],
    styles: FURNITURE_STYLES,
    price: [90, 420], size: [[40, 48], [20, 26], [16, 19], [25, 70]],
    points: [
      ['Scratch- and water-resistant top', '台面防刮耐水', '傷や水に強い天板'],
      ['Levelling feet for uneven floors', '可调脚垫，适应不平地面', '床の凹凸に合わせるアジャスター付き'],
    ],
  },
  {
    category: 'tv-stands', shape: 'cabinet',
    nouns: [{ name: ['TV Stand', '电视柜', 'テレビ台'] }, { name: ['Media Console', '影音柜', 'AVボード'], price: [160, 460] }],
    materials: ['oak', 'walnut', 'engineeredWood', 'iron'],
    features: [post('for TVs up to 65 Inches', '适用65英寸以内电视', '65インチ対応'), post('with LED Lights', '带LED灯带', 'LEDライト付き'), post('with Sliding Barn Doors', '带谷仓推拉门', '引き戸付き')],
    colors: ['walnut', 'oak', 'black', 'white', 'lightGrey'],
    styles: FURNITURE_STYLES,
    price: [110, 420], size: [[55, 70], [15, 18], [20, 26], [50, 110]],
    points: [['Cable holes keep the wires out of sight', '理线孔隐藏线材', '配線穴でコードをすっきり'], ['Top holds up to 150 lb', '台面承重150磅', '天板耐荷重68kg']],
  },
  {
    category: 'bed-frames', shape: 'bed',
    nouns: [
      { name: ['Queen Platform Bed Frame', '1.5米平台床架', 'クイーンサイズ ベッドフレーム'] },
      { name: ['King Upholstered Bed', '1.8米软包床', 'キングサイズ ファブリックベッド'], price: [320, 880], materials: ['velvet', 'linen', 'boucle'] },
      { name: ['Twin Bed Frame', '1.2米单人床架', 'シングルベッドフレーム'], price: [120, 320], size: [[76, 80], [40, 42], [12, 40], [40, 80]] },
      { name: ['Upholstered Headboard', '软包床头板', 'ファブリック ヘッドボード'], type: 'accessory', price: [60, 180], materials: ['velvet', 'linen'], size: [[62, 80], [3, 5], [26, 50], [15, 30]] },
    ],
    materials: ['pine', 'oak', 'walnut', 'iron'],
    features: [post('with Storage Drawers', '带储物抽屉', '収納引き出し付き'), post('No Box Spring Needed', '无需弹簧底座', 'すのこ仕様'), post('with Charging Station', '带充电站', 'コンセント付き')],
    colors: ['walnut', 'oak', 'black', 'lightGrey', 'beige', 'navy'],
    styles: FURNITURE_STYLES, fillers: ['foam'],
    price: [180, 720], size: [[80, 86], [60, 80], [36, 50], [70, 140]],
    points: [['Center support legs for a quiet, sturdy base', '中部支撑腿，稳固静音', '中央脚で静かで頑丈'], ['Fits standard US mattresses', '适配美标床垫', '米国標準マットレスに対応']],
  },
  {
    category: 'dressers', shape: 'drawers',
    nouns: [
      { name: ['6-Drawer Dresser', '六斗柜', '6段チェスト'] },
      { name: ['Tall Chest of Drawers', '高斗柜', 'ハイチェスト'] },
      { name: ['Nightstand', '床头柜', 'ナイトテーブル'], pack: ['(Set of 2)', '（两只装）', '2個セット'], price: [70, 220], size: [[18, 24], [15, 18], [22, 27], [25, 45]] },
    ],
    materials: ['oak', 'walnut', 'pine', 'engineeredWood'],
    features: [post('with Metal Handles', '金属拉手', '金属取っ手'), post('with Anti-Tip Kit', '附防倾倒配件', '転倒防止金具付き'), post('with Soft-Close Drawers', '抽屉缓冲静音', 'ソフトクローズ引き出し')],
    colors: ['walnut', 'oak', 'white', 'black', 'sage'],
    styles: FURNITURE_STYLES,
    price: [120, 560], size: [[30, 60], [15, 19], [30, 50], [55, 130]],
    points: [['Smooth metal drawer runners', '顺滑金属滑轨', 'なめらかな金属レール'], ['Dovetail drawer joints', '燕尾榫抽屉结构', '蟻組みの引き出し']],
  },
  {
    category: 'office-chairs', shape: 'chair',
    nouns: [
      { name: ['Ergonomic Office Chair', '人体工学办公椅', 'エルゴノミクスチェア'] },
      { name: ['Executive Chair', '老板椅', 'エグゼクティブチェア'], materials: ['fauxLeather', 'leather'] },
      { name: ['Task Chair', '职员椅', 'デスクチェア'], price: [55, 160] },
      { name: ['Chair Caster Wheels', '椅子脚轮', 'チェア用キャスター'], pack: ['(Set of 5)', '（5个装）', '5個セット'], type: 'accessory', price: [12, 30], materials: ['rubber'], size: [[8, 10], [6, 8], [3, 4], [1, 3]] },
    ],
    materials: ['mesh', 'fauxLeather', 'fabric'],
    features: [post('with Lumbar Support', '带腰托', 'ランバーサポート付き'), post('with Adjustable Headrest', '头枕可调', 'ヘッドレスト調節可'), post('with Flip-Up Armrests', '扶手可翻转', '跳ね上げ式アームレスト')],
    colors: ['black', 'charcoal', 'lightGrey', 'white', 'navy'],
    styles: ['modern', 'minimalist', 'industrial'], fillers: ['foam', 'memoryFoam'],
    price: [70, 420], size: [[24, 28], [24, 27], [40, 48], [30, 55]],
    points: [['BIFMA-tested class 4 gas lift', 'BIFMA认证四级气压棒', 'BIFMA試験済み4級ガスシリンダー'], ['Supports up to 300 lb', '承重300磅', '耐荷重136kg']],
  },
  {
    category: 'desks', shape: 'desk',
    nouns: [
      { name: ['Electric Standing Desk', '电动升降桌', '電動昇降デスク'], price: [190, 640] },
      { name: ['Writing Desk', '书桌', 'ライティングデスク'] },
      { name: ['L-Shaped Computer Desk', 'L型电脑桌', 'L字型パソコンデスク'], type: 'sectional', price: [150, 420] },
    ],
    materials: ['oak', 'walnut', 'bamboo', 'engineeredWood'],
    features: [post('with Memory Presets', '带记忆按键', 'メモリー機能付き'), post('with Cable Tray', '带理线槽', '配線トレー付き'), post('with Drawer', '带抽屉', '引き出し付き')],
    colors: ['walnut', 'oak', 'black', 'white'],
    styles: ['modern', 'minimalist', 'industrial', 'nordic', 'midCentury'],
    price: [120, 480], size: [[40, 63], [22, 30], [29, 48], [45, 95]],
    points: [['Steel frame with cross bracing, no wobble', '钢架加横撑，稳固不晃', '補強バー付きスチールフレームでぐらつかない'], ['Desktop fits two monitors', '桌面可放两台显示器', 'モニター2台を置ける天板']],
  },
  {
    category: 'cookware', shape: 'pot',
    nouns: [
      { name: ['Frying Pan', '煎锅', 'フライパン'], price: [14, 48], size: [[19, 22], [11, 12], [3, 4], [2, 5]] },
      { name: ['Cookware Set', '锅具套装', '鍋セット'], pack: ['(10 Pieces)', '（10件套）', '10点'], price: [70, 180], size: [[24, 26], [13, 15], [12, 14], [15, 25]] },
      { name: ['Dutch Oven', '炖锅', 'ダッチオーブン'], materials: ['castIron', 'enamel'], price: [35, 110] },
      { name: ['Stockpot', '汤锅', '寸胴鍋'], materials: ['stainless', 'enamel'] },
    ],
    materials: ['stainless', 'castIron', 'nonstick', 'carbonSteel'],
    features: [post('Induction Compatible', '适用电磁炉', 'IH対応'), post('with Glass Lid', '带玻璃盖', 'ガラス蓋付き'), post('Oven Safe to 500°F', '可入烤箱260°C', 'オーブン対応')],
    colors: ['black', 'silver', 'red', 'navy', 'cream', 'sage'],
    price: [18, 140], size: [[11, 14], [11, 14], [6, 9], [5, 14]],
    points: [['PFOA-free and food safe', '不含PFOA，食品级安全', 'PFOA不使用、食品衛生法適合'], ['Stay-cool riveted handles', '防烫铆钉手柄', '熱くなりにくいリベット留めハンドル']],
    moq: [4, 6, 10],
  },
  {
    category: 'kitchen-storage', shape: 'jar',
    nouns: [
      { name: ['Food Storage Containers', '保鲜盒', '保存容器'], pack: ['(Set of 12)', '（12件套）', '12点セット'] },
      { name: ['Spice Rack', '调料架', 'スパイスラック'], materials: ['bamboo', 'stainless', 'wood'], features: [pre('Wall-Mounted', '壁挂式', '壁掛け'), post('with 24 Glass Jars', '配24个玻璃瓶', 'ガラス瓶24本付き')] },
      { name: ['Pantry Organizer Bins', '橱柜收纳盒', 'パントリー収納ボックス'], pack: ['(Set of 4)', '（4件套）', '4個セット'], materials: ['acrylic', 'bamboo'], features: [pre('Stackable', '可叠放', 'スタッキング可能'), post('with Handles', '带把手', '取っ手付き')] },
    ],
    materials: ['glass', 'acrylic', 'stainless'],
    features: [post('with Airtight Lids', '密封盖', '密閉フタ付き'), pre('Stackable', '可叠放', 'スタッキング可能'), post('Dishwasher Safe', '可洗碗机清洗', '食洗機対応')],
    colors: ['white', 'oak', 'silver', 'black'],
    price: [12, 65], size: [[10, 16], [8, 12], [5, 10], [2, 9]],
    points: [['BPA-free and food safe', '不含BPA，食品级材质', 'BPAフリーの食品対応素材'], ['Labels and marker included', '附标签和记号笔', 'ラベルとペン付き']],
    moq: [6, 10],
  },
  {
    category: 'bedding', shape: 'pillow',
    nouns: [
      { name: ['Comforter Set', '被子套装', '掛け布団セット'], pack: ['(Queen)', '（1.5米）', 'クイーン'] },
      { name: ['Sheet Set', '床单四件套', 'シーツセット'], pack: ['(King)', '（1.8米）', 'キング'], price: [28, 90] },
      { name: ['Bed Pillows', '枕头', '枕'], pack: ['(Set of 2)', '（两只装）', '2個セット'], price: [22, 70] },
      { name: ['Weighted Blanket', '重力毯', 'ウェイトブランケット'], price: [40, 120] },
    ],
    materials: ['cotton', 'microfiber', 'linen', 'bambooViscose'],
    features: [pre('All-Season', '四季通用', 'オールシーズン'), pre('Hypoallergenic', '防螨抗过敏', '防ダニ'), pre('Cooling', '凉感', '接触冷感')],
    colors: ['white', 'cream', 'lightGrey', 'sage', 'navy', 'blush'],
    styles: ['modern', 'nordic', 'minimalist', 'farmhouse'], fillers: ['fiber', 'down', 'memoryFoam'],
    price: [25, 160], size: [[18, 22], [14, 18], [6, 10], [4, 16]],
    points: [['OEKO-TEX certified fabric', '面料通过OEKO-TEX认证', 'エコテックス認証の生地'], ['Machine washable', '可机洗', '洗濯機で洗える']],
    spring: true,
  },
  {
    category: 'home-decor', shape: 'vase',
    nouns: [
      { name: ['Table Vase', '花瓶', 'フラワーベース'], materials: ['ceramic', 'glass'], price: [14, 60] },
      { name: ['Round Wall Mirror', '圆形挂墙镜', '丸型ウォールミラー'], materials: ['iron', 'rattan', 'wood'], price: [35, 160] },
      { name: ['Throw Pillow Covers', '抱枕套', 'クッションカバー'], pack: ['(Set of 2)', '（两只装）', '2枚組'], materials: ['velvet', 'linen', 'cotton'], price: [12, 36] },
      { name: ['Area Rug', '地毯', 'ラグ'], pack: ['(5 x 7 ft)', '（5x7英尺）', '150×210cm'], materials: ['wool', 'polyester', 'cotton'], price: [45, 220] },
      { name: ['Wall Art', '装饰画', 'アートパネル'], pack: ['(Set of 3)', '（三联）', '3枚組'], materials: ['canvas'], price: [30, 120] },
    ],
    materials: ['ceramic'],
    features: [pre('Handmade', '手工', 'ハンドメイド'), pre('Boho', '波西米亚风', 'ボヘミアン'), post('Gift Boxed', '礼盒包装', 'ギフトボックス入り')],
    colors: ['cream', 'terracotta', 'sage', 'mustard', 'blush', 'black', 'gold'],
    styles: ['modern', 'nordic', 'farmhouse', 'midCentury', 'minimalist'],
    price: [14, 120], size: [[8, 30], [6, 24], [2, 24], [1, 12]],
    points: [['Each piece is checked for flaws by hand', '逐件人工检查', '一点ずつ手作業で検品'], ['Drop-tested gift packaging', '包装经过跌落测试', '落下試験済みの梱包']],
    spring: true,
  },
  {
    category: 'patio-furniture', shape: 'umbrella',
    nouns: [
      { name: ['Patio Conversation Set', '庭院沙发', 'ガーデンソファ'], pack: ['(4 Pieces)', '（四件套）', '4点セット'], type: 'sectional', price: [380, 1200], size: [[50, 60], [28, 32], [26, 30], [90, 160]] },
      { name: ['Outdoor Dining Set', '户外餐桌椅', 'ガーデンダイニング'], pack: ['(5 Pieces)', '（五件套）', '5点セット'], type: 'sectional', price: [320, 980], size: [[48, 60], [36, 40], [28, 30], [80, 140]] },
      { name: ['Adirondack Chair', '阿迪朗达克椅', 'アディロンダックチェア'], materials: ['acacia', 'teak', 'hdpe'], price: [90, 260] },
      { name: ['Patio Umbrella', '庭院遮阳伞', 'ガーデンパラソル'], pack: ['(9 ft)', '（9英尺）', '270cm'], materials: ['aluminum', 'steel'], price: [45, 160], size: [[60, 70], [8, 10], [8, 10], [15, 30]], features: [pre('UV-Resistant', '抗紫外线', 'UVカット'), post('with Crank and Tilt', '带摇柄可倾斜', 'ハンドル・角度調整付き')] },
      { name: ['Outdoor Cushion Covers', '户外坐垫套', '屋外用クッションカバー'], type: 'accessory', materials: ['polyester', 'oxford'], price: [18, 45], size: [[14, 16], [12, 14], [3, 5], [2, 4]] },
    ],
    materials: ['peWicker', 'aluminum', 'acacia', 'teak'],
    features: [pre('Weather-Resistant', '防风雨', '耐候性'), post('with Cushions', '带坐垫', 'クッション付き'), pre('UV-Resistant', '抗紫外线', 'UVカット')],
    colors: ['charcoal', 'beige', 'oak', 'walnut', 'navy', 'forest'],
    styles: ['modern', 'farmhouse', 'minimalist'], fillers: ['foam'],
    price: [60, 1200], size: [[26, 34], [28, 34], [30, 38], [20, 45]],
    points: [['Powder-coated, rust-proof frame', '静电喷涂防锈框架', '粉体塗装でサビに強いフレーム'], ['Covers are water-repellent and washable', '套子防泼水可清洗', '撥水・洗えるカバー']],
    spring: true,
  },
  {
    category: 'gardening-tools', shape: 'trowel',
    nouns: [
      { name: ['Expandable Garden Hose', '伸缩花园水管', '伸縮ガーデンホース'], pack: ['(50 ft)', '（50英尺）', '15m'], materials: ['rubber', 'polyester'], features: [pre('Lightweight', '轻便', '軽量'), post('with 10-Pattern Nozzle', '配10种喷水模式喷枪', '10パターンノズル付き')] },
      { name: ['Pruning Shears', '修枝剪', '剪定ばさみ'], materials: ['carbonSteel', 'stainless'] },
      { name: ['Raised Garden Bed', '抬高种植箱', 'レイズドベッド'], materials: ['galvanizedSteel', 'cedar'], price: [40, 160], size: [[48, 96], [24, 48], [12, 24], [20, 60]] },
      { name: ['Garden Tool Set', '园艺工具套装', 'ガーデニングツールセット'], pack: ['(5 Pieces)', '（5件套）', '5点'], materials: ['stainless', 'carbonSteel'] },
    ],
    materials: ['stainless', 'carbonSteel'],
    features: [post('with Ergonomic Grip', '人体工学握把', '握りやすいグリップ'), pre('Rust-Proof', '防锈', 'サビに強い'), pre('Lightweight', '轻便', '軽量')],
    colors: ['forest', 'sage', 'orange', 'black', 'silver'],
    price: [12, 80], size: [[8, 20], [4, 10], [2, 6], [1, 6]],
    points: [['Every tool tested on real garden soil', '每件工具实地测试', '実際の庭土で試験済み'], ['Hang holes for easy storage', '带挂孔，方便收纳', '吊り下げ収納できる穴付き']],
    moq: [5, 10],
    spring: true,
  },
  {
    category: 'grills', shape: 'grill',
    nouns: [
      { name: ['Charcoal Grill', '木炭烤炉', '炭火グリル'] },
      { name: ['Gas Grill', '燃气烤炉', 'ガスグリル'], pack: ['(3 Burners)', '（三头）', '3バーナー'], price: [260, 760], size: [[50, 60], [22, 26], [44, 48], [90, 140]] },
      { name: ['Pellet Smoker', '颗粒烟熏炉', 'ペレットスモーカー'], price: [320, 720], size: [[45, 50], [25, 28], [48, 52], [110, 150]] },
      { name: ['Grill Cover', '烤炉防尘罩', 'グリルカバー'], type: 'accessory', materials: ['oxford', 'polyester'], price: [16, 40], size: [[14, 16], [10, 12], [3, 5], [2, 4]] },
    ],
    materials: ['stainless', 'castIron', 'enamel', 'steel'],
    features: [post('with Side Table', '带侧桌', 'サイドテーブル付き'), post('with Foldable Legs', '折叠腿', '折りたたみ脚'), post('with Built-In Thermometer', '带温度计', '温度計付き')],
    colors: ['black', 'silver', 'red', 'charcoal'],
    price: [60, 420], size: [[22, 40], [20, 24], [24, 42], [25, 80]],
    points: [['Adjustable air vents for even heat', '可调风门，受热均匀', '空気口調整で均一に加熱'], ['Ash catcher slides out for cleaning', '抽拉式集灰盘，清洁方便', '引き出し式の灰受けで掃除が簡単']],
    spring: true,
  },
  {
    category: 'dog-beds', shape: 'dogBed',
    nouns: [
      { name: ['Orthopedic Dog Bed', '护脊狗床', '体圧分散 犬用ベッド'] },
      { name: ['Calming Donut Dog Bed', '甜甜圈安抚狗窝', 'ドーナツ型ペットベッド'], materials: ['fauxFur'] },
      { name: ['Elevated Dog Cot', '行军床式狗床', '脚付きペットコット'], materials: ['mesh', 'oxford'], price: [25, 70] },
      { name: ['Dog Crate Cover', '狗笼罩', 'ケージカバー'], type: 'accessory', materials: ['oxford', 'polyester'], price: [15, 35], size: [[14, 16], [12, 14], [3, 5], [1, 3]] },
    ],
    materials: ['fauxFur', 'microfiber', 'oxford'],
    features: [post('with Removable Cover', '外套可拆洗', 'カバー取り外し可'), pre('Waterproof', '防水', '防水'), post('with Non-Slip Bottom', '底部防滑', '滑り止め付き')],
    colors: ['lightGrey', 'beige', 'charcoal', 'blush', 'navy'],
    fillers: ['memoryFoam', 'fiber'],
    price: [18, 120], size: [[24, 44], [20, 34], [6, 12], [3, 15]],
    points: [['Raised rim supports the head and neck', '凸起边缘支撑头颈', '高めの縁で頭と首を支える'], ['Chew-resistant double stitching', '双线缝制，耐啃咬', '噛んでもほつれにくい二重縫製']],
  },
  {
    category: 'cat-trees', shape: 'catTree',
    nouns: [
      { name: ['Cat Tree', '猫爬架', 'キャットタワー'], pack: ['(5 Levels)', '（五层）', '5段'], price: [45, 180] },
      { name: ['Wall-Mounted Cat Shelves', '壁挂猫爬架', '壁付けキャットステップ'], pack: ['(Set of 3)', '（三件套）', '3点セット'], materials: ['pine', 'engineeredWood'] },
      { name: ['Cat Scratching Post', '猫抓柱', '爪とぎポール'], price: [15, 45], size: [[14, 18], [14, 18], [24, 34], [6, 12]] },
    ],
    materials: ['sisal', 'engineeredWood', 'pine'],
    features: [post('with Condo', '带猫窝', 'ハウス付き'), post('with Hammock', '带吊床', 'ハンモック付き'), post('with Sturdy Base', '加固底座', '安定ベース付き')],
    colors: ['beige', 'lightGrey', 'charcoal', 'cream'],
    styles: ['modern', 'minimalist', 'nordic'],
    price: [20, 140], size: [[20, 26], [20, 26], [30, 68], [15, 45]],
    points: [['Natural sisal rope, replaceable', '天然剑麻绳，可更换', '交換できる天然サイザル麻'], ['Anti-tip strap included', '附防倾倒固定带', '転倒防止ベルト付き']],
  },
  {
    category: 'chargers-cables', shape: 'plug',
    nouns: [
      { name: ['65W USB-C Charger', '65W USB-C充电器', 'USB-C 充電器 65W'], materials: ['gan', 'abs'] },
      { name: ['USB-C to USB-C Cable', 'USB-C数据线', 'USB-C to USB-C ケーブル'], pack: ['(6 ft, 3 Pack)', '（1.8米，3条装）', '1.8m 3本'], materials: ['nylon', 'silicone'], price: [6, 18], features: [pre('Fast-Charging', '快充', '急速充電'), pre('Tangle-Free', '防缠绕', '絡みにくい')] },
      { name: ['Wireless Charging Pad', '无线充电板', 'ワイヤレス充電パッド'], materials: ['aluminum', 'abs'], features: [pre('Fast-Charging', '快充', '急速充電'), post('UL Certified', 'UL认证', 'UL認証')] },
      { name: ['20000mAh Power Bank', '20000毫安充电宝', 'モバイルバッテリー 20000mAh'], materials: ['aluminum', 'abs'], price: [18, 45], features: [pre('Fast-Charging', '快充', '急速充電'), post('with Built-In Cable', '自带线', 'ケーブル内蔵')] },
    ],
    materials: ['abs'],
    features: [pre('Fast-Charging', '快充', '急速充電'), post('with Foldable Plug', '折叠插脚', '折りたたみプラグ'), post('UL Certified', 'UL认证', 'UL認証')],
    colors: ['white', 'black', 'silver', 'skyBlue'],
    price: [6, 40], size: [[2, 6], [2, 4], [1, 2], [0.2, 1]],
    points: [['Over-heat and over-current protection', '过热过流保护', '過熱・過電流保護'], ['Works with phones, tablets and laptops', '兼容手机、平板和笔记本', 'スマホ・タブレット・ノートPCに対応']],
    moq: [10, 20, 50],
  },
  {
    category: 'phone-cases', shape: 'phone',
    nouns: [
      { name: ['Case for iPhone 16', 'iPhone 16手机壳', 'iPhone 16 ケース'] },
      { name: ['Case for Galaxy S25', 'Galaxy S25手机壳', 'Galaxy S25 ケース'] },
      { name: ['Screen Protector', '钢化膜', 'ガラスフィルム'], pack: ['(3 Pack)', '（3片装）', '3枚入り'], type: 'accessory', materials: ['temperedGlass'], price: [3, 9] },
    ],
    materials: ['silicone', 'tpu', 'leather', 'fauxLeather'],
    features: [pre('Shockproof', '防摔', '耐衝撃'), post('MagSafe Compatible', '支持MagSafe', 'MagSafe対応'), post('with Card Holder', '带卡槽', 'カード収納付き'), pre('Slim', '超薄', '薄型')],
    colors: ['black', 'navy', 'blush', 'sage', 'red', 'skyBlue'],
    price: [3, 18], size: [[6, 7], [3, 4], [0.4, 0.6], [0.1, 0.3]],
    points: [['Raised edges protect the camera and screen', '凸起边框保护镜头和屏幕', 'カメラと画面を守る縁の立ち上がり'], ['Precise cut-outs for every button', '按键开孔精准', 'ボタン位置にぴったりの開口']],
    moq: [20, 50],
  },
  {
    category: 'computer-accessories', shape: 'laptop',
    nouns: [
      { name: ['Wireless Keyboard and Mouse Combo', '无线键鼠套装', 'ワイヤレス キーボード・マウス セット'], materials: ['abs', 'aluminum'], features: [pre('Ergonomic', '人体工学', 'エルゴノミクス'), post('with Silent Keys', '静音按键', '静音キー')] },
      { name: ['Laptop Stand', '笔记本支架', 'ノートパソコンスタンド'], materials: ['aluminum', 'bamboo'], features: [pre('Foldable', '可折叠', '折りたたみ式'), post('with Adjustable Height', '高度可调', '高さ調節可能')] },
      { name: ['7-in-1 USB-C Hub', '7合1 USB-C扩展坞', 'USB-C ハブ 7in1'], materials: ['aluminum'], features: [post('with 4K HDMI', '支持4K HDMI', '4K HDMI対応'), post('with 100W Power Delivery', '支持100W PD快充', '100W PD対応')] },
      { name: ['Desk Mouse Pad', '桌面鼠标垫', 'デスクマット'], pack: ['(XL)', '（加大）', 'XL'], materials: ['rubber', 'fauxLeather'], price: [6, 20], features: [pre('Waterproof', '防水', '防水'), post('with Stitched Edges', '锁边设计', 'ほつれ防止加工')] },
    ],
    materials: ['abs'],
    features: [pre('Ergonomic', '人体工学', 'エルゴノミクス'), post('with Adjustable Height', '高度可调', '高さ調節可能'), post('with 4K HDMI', '支持4K HDMI', '4K HDMI対応')],
    colors: ['silver', 'black', 'white', 'lightGrey'],
    price: [10, 70], size: [[10, 18], [6, 12], [1, 6], [0.5, 3]],
    points: [['Plug and play on Windows and macOS', 'Windows和macOS即插即用', 'Windows・macOSでプラグアンドプレイ'], ['12-month replacement warranty', '12个月换新保修', '12か月の交換保証']],
    moq: [10, 20],
  },
  {
    category: 'building-toys', shape: 'blocks',
    nouns: [
      { name: ['Building Blocks Set', '积木套装', 'ブロックセット'], pack: ['(500 Pieces)', '（500颗粒）', '500ピース'] },
      { name: ['Magnetic Tiles', '磁力片', 'マグネットブロック'], pack: ['(60 Pieces)', '（60片）', '60ピース'] },
      { name: ['Marble Run Set', '弹珠轨道积木', 'ビー玉転がしセット'] },
      { name: ['STEM Robot Kit', 'STEM编程机器人套件', 'STEM ロボットキット'], price: [30, 90] },
    ],
    materials: ['abs', 'wood'],
    features: [pre('Educational', '益智', '知育'), post('for Kids 3+', '适合3岁以上', '3歳以上'), post('with Storage Box', '带收纳盒', '収納ボックス付き')],
    colors: ['red', 'skyBlue', 'mustard', 'orange', 'forest'],
    price: [12, 70], size: [[10, 18], [8, 14], [3, 8], [1, 6]],
    points: [['Meets ASTM F963 and EN71 toy safety standards', '符合ASTM F963和EN71玩具安全标准', 'ASTM F963・EN71安全基準に適合'], ['Compatible with major brick brands', '兼容主流积木品牌', '主要ブロックブランドと互換']],
    moq: [6, 12],
  },
  {
    category: 'outdoor-play', shape: 'swing',
    nouns: [
      { name: ['Kids Swing Set', '儿童秋千套装', 'ブランコセット'], type: 'sectional' },
      { name: ['Trampoline', '蹦床', 'トランポリン'], pack: ['(10 ft)', '（10英尺）', '305cm'], materials: ['galvanizedSteel'] },
      { name: ['Sandbox with Cover', '带盖沙池', 'フタ付き砂場'], materials: ['cedar', 'hdpe'], price: [60, 160], features: [pre('Weather-Resistant', '防风雨', '耐候性')] },
      { name: ['Kids Playhouse', '儿童游戏屋', 'キッズプレイハウス'], materials: ['cedar', 'hdpe'], features: [pre('Weather-Resistant', '防风雨', '耐候性'), post('Easy to Assemble', '安装简便', '組立簡単')] },
    ],
    materials: ['galvanizedSteel', 'cedar', 'hdpe'],
    features: [post('with Safety Net', '带安全网', 'セーフティネット付き'), pre('Weather-Resistant', '防风雨', '耐候性'), post('Easy to Assemble', '安装简便', '組立簡単')],
    colors: ['forest', 'skyBlue', 'red', 'oak', 'mustard'],
    price: [60, 520], size: [[40, 120], [40, 120], [40, 90], [40, 160]],
    points: [['Tested for 250 lb total load', '总承重测试250磅', '総荷重113kg試験済み'], ['Rounded edges and covered bolts', '圆角设计，螺栓加护盖', '角を丸めボルトにカバー']],
    spring: true,
  },
  {
    category: 'yoga-mats', shape: 'mat',
    nouns: [
      { name: ['Yoga Mat', '瑜伽垫', 'ヨガマット'] },
      { name: ['Yoga Blocks', '瑜伽砖', 'ヨガブロック'], pack: ['(2 Pack)', '（两块装）', '2個セット'], materials: ['cork', 'tpe'], price: [8, 22] },
      { name: ['Exercise Mat', '运动垫', 'トレーニングマット'], materials: ['tpe', 'rubber'] },
    ],
    materials: ['tpe', 'rubber', 'cork'],
    features: [pre('Non-Slip', '防滑', '滑り止め'), pre('Extra Thick', '加厚', '極厚'), post('with Carrying Strap', '带背带', 'ストラップ付き')],
    colors: ['sage', 'blush', 'navy', 'black', 'terracotta', 'skyBlue'],
    price: [9, 60], size: [[24, 26], [6, 7], [6, 7], [2, 6]],
    points: [['Free of latex and PVC', '不含乳胶和PVC', 'ラテックス・PVC不使用'], ['Alignment lines printed on top', '表面印有体位线', '位置合わせラインつき']],
    moq: [10, 20],
  },
  {
    category: 'dumbbells', shape: 'dumbbell',
    nouns: [
      { name: ['Adjustable Dumbbell', '可调节哑铃', '可変式ダンベル'], pack: ['(52.5 lb)', '（52.5磅）', '24kg'], price: [120, 320], size: [[16, 17], [8, 9], [9, 10], [52, 56]] },
      { name: ['Hex Dumbbells', '六角哑铃', '六角ダンベル'], pack: ['(Pair)', '（一对）', '2個セット'], materials: ['rubberCoated', 'castIron'] },
      { name: ['Kettlebell', '壶铃', 'ケトルベル'], materials: ['castIron', 'rubberCoated'] },
      { name: ['Dumbbell Rack', '哑铃架', 'ダンベルラック'], type: 'accessory', materials: ['steel'], price: [45, 120] },
    ],
    materials: ['castIron', 'rubberCoated', 'neoprene'],
    features: [post('with Anti-Roll Design', '防滚设计', '転がり防止'), post('with Knurled Handle', '滚花手柄', 'ローレット加工ハンドル'), pre('Odor-Free', '无异味', '無臭')],
    colors: ['black', 'charcoal', 'red', 'skyBlue'],
    price: [20, 160], size: [[8, 14], [5, 8], [5, 8], [10, 50]],
    points: [['Weight marked on both ends', '两端标重', '両端に重量表示'], ['Floor-friendly coating', '护地面涂层', '床を傷めないコーティング']],
  },
  {
    category: 'cycling', shape: 'bike',
    nouns: [
      { name: ['Bike Helmet', '骑行头盔', 'サイクルヘルメット'], materials: ['abs'] },
      { name: ['Bike Light Set', '自行车灯套装', '自転車ライトセット'], materials: ['aluminum', 'abs'], price: [10, 35] },
      { name: ['Indoor Bike Trainer', '室内骑行台', 'サイクルトレーナー'], materials: ['steel', 'aluminum'], price: [90, 260], size: [[20, 24], [18, 22], [14, 18], [18, 30]] },
      { name: ['Bike Phone Mount', '自行车手机支架', '自転車用スマホホルダー'], type: 'accessory', materials: ['aluminum', 'silicone'], price: [8, 20] },
    ],
    materials: ['aluminum', 'abs'],
    features: [pre('USB Rechargeable', 'USB充电', 'USB充電式'), pre('Lightweight', '轻量化', '軽量'), post('with Quick Release', '快拆设计', 'クイックリリース式')],
    colors: ['black', 'white', 'red', 'skyBlue', 'orange'],
    price: [10, 120], size: [[8, 12], [6, 10], [4, 8], [0.5, 3]],
    points: [['CPSC and CE certified', '通过CPSC和CE认证', 'CPSC・CE認証取得'], ['Fits most bikes without tools', '适配大多数自行车，免工具安装', '工具不要でほとんどの自転車に取り付け']],
    moq: [5, 10],
    spring: true,
  },
  {
    category: 'ceiling-lights', shape: 'ceilingLamp',
    nouns: [
      { name: ['LED Ceiling Light', 'LED吸顶灯', 'LEDシーリングライト'] },
      { name: ['Flush Mount Ceiling Light', '嵌入式吸顶灯', '直付けシーリングライト'] },
      { name: ['Chandelier', '吊灯', 'シャンデリア'], materials: ['iron', 'brass', 'glass', 'rattan'], price: [80, 340] },
      { name: ['Ceiling Fan with Light', '风扇吊灯', 'シーリングファンライト'], price: [90, 300], size: [[40, 52], [40, 52], [12, 18], [12, 25]] },
    ],
    materials: ['iron', 'glass', 'aluminum', 'acrylic'],
    features: [pre('Dimmable', '可调光', '調光'), post('with Remote Control', '带遥控', 'リモコン付き'), pre('Energy-Saving', '节能', '省エネ')],
    colors: ['white', 'black', 'gold', 'silver', 'oak'],
    styles: ['modern', 'nordic', 'industrial', 'farmhouse', 'midCentury', 'minimalist'],
    price: [30, 240], size: [[12, 24], [12, 24], [4, 20], [3, 14]],
    points: [['ETL listed, flicker-free driver', 'ETL认证，无频闪驱动', 'ETL認証、ちらつきのないドライバー'], ['3000K to 6000K colour temperature', '色温3000K-6000K可选', '色温度3000K〜6000K']],
  },
  {
    category: 'table-lamps', shape: 'tableLamp',
    nouns: [
      { name: ['Table Lamp', '台灯', 'テーブルランプ'] },
      { name: ['Bedside Lamps', '床头灯', 'ベッドサイドランプ'], pack: ['(Set of 2)', '（两只装）', '2個セット'] },
      { name: ['LED Desk Lamp', 'LED护眼台灯', 'LEDデスクライト'], materials: ['aluminum', 'abs'] },
      { name: ['Floor Lamp', '落地灯', 'フロアランプ'], price: [40, 180], size: [[12, 16], [12, 16], [58, 66], [8, 16]] },
    ],
    materials: ['ceramic', 'brass', 'linen', 'glass', 'rattan'],
    features: [post('with USB Port', '带USB接口', 'USBポート付き'), pre('Touch-Control', '触控', 'タッチ操作'), pre('Dimmable', '可调光', '調光')],
    colors: ['white', 'cream', 'black', 'gold', 'sage', 'terracotta'],
    styles: ['modern', 'nordic', 'industrial', 'farmhouse', 'midCentury', 'minimalist'],
    price: [18, 140], size: [[8, 14], [8, 14], [14, 26], [3, 8]],
    points: [['Bulb included', '附赠灯泡', '電球付き'], ['Weighted base that will not tip', '加重底座，不易倾倒', '倒れにくい重いベース']],
  },
  {
    category: 'outdoor-lighting', shape: 'lantern',
    nouns: [
      { name: ['Solar Pathway Lights', '太阳能草坪灯', 'ソーラーガーデンライト'], pack: ['(8 Pack)', '（8只装）', '8個セット'] },
      { name: ['Outdoor Wall Lantern', '户外壁灯', '屋外ウォールランプ'], materials: ['aluminum', 'glass'] },
      { name: ['String Lights', '户外灯串', 'ストリングライト'], pack: ['(48 ft)', '（48英尺）', '14.6m'], materials: ['abs'] },
      { name: ['Motion Sensor Flood Light', '感应泛光灯', '人感センサー投光器'], materials: ['aluminum'] },
    ],
    materials: ['aluminum', 'stainless', 'abs'],
    features: [pre('Waterproof IP65', 'IP65防水', 'IP65防水'), post('with Dusk-to-Dawn Sensor', '光控自动开关', '明暗センサー付き'), pre('Warm White', '暖白光', '電球色')],
    colors: ['black', 'silver', 'white', 'gold'],
    styles: ['modern', 'farmhouse', 'industrial'],
    price: [15, 120], size: [[6, 14], [6, 12], [6, 20], [1, 6]],
    points: [['Rated for rain, snow and heat', '耐雨雪高温', '雨・雪・高温に対応'], ['Installs with the included screws', '附安装螺丝，安装简单', '付属ネジで簡単取り付け']],
    spring: true,
  },
  {
    category: 'closet-storage', shape: 'hanger',
    nouns: [
      { name: ['Closet Organizer System', '衣柜收纳系统', 'クローゼット収納システム'], type: 'sectional', materials: ['steel', 'engineeredWood'], price: [90, 260], features: [pre('Space-Saving', '节省空间', '省スペース'), post('with Drawers', '带抽屉', '引き出し付き')] },
      { name: ['Hanging Closet Shelves', '悬挂收纳架', '吊り下げ収納'], materials: ['fabric', 'linen'] },
      { name: ['Storage Bins', '收纳箱', '収納ボックス'], pack: ['(Set of 6)', '（六件套）', '6個セット'], materials: ['fabric', 'linen', 'cotton'] },
      { name: ['Hangers', '衣架', 'すべらないハンガー'], pack: ['(50 Pack)', '（50只装）', '50本'], materials: ['velvet'], price: [14, 30], features: [pre('Space-Saving', '节省空间', '省スペース')] },
    ],
    materials: ['fabric', 'steel', 'bamboo'],
    features: [pre('Foldable', '可折叠', '折りたたみ式'), post('with Lids', '带盖', 'フタ付き'), pre('Space-Saving', '节省空间', '省スペース')],
    colors: ['beige', 'lightGrey', 'charcoal', 'white', 'black'],
    styles: ['modern', 'minimalist', 'nordic'],
    price: [10, 90], size: [[12, 24], [10, 16], [4, 12], [1, 10]],
    points: [['Reinforced handles on every bin', '每个箱子都有加固提手', 'すべてのボックスに補強取っ手'], ['Folds flat when not in use', '不用时可折叠收起', '使わない時は平らに畳める']],
    moq: [4, 10],
  },
  {
    category: 'shelving', shape: 'shelf',
    nouns: [
      { name: ['5-Tier Bookshelf', '五层书架', '5段本棚'] },
      { name: ['Floating Wall Shelves', '墙上置物架', 'ウォールシェルフ'], pack: ['(Set of 3)', '（三件套）', '3個セット'], price: [20, 60], size: [[16, 24], [5, 8], [2, 4], [4, 10]] },
      { name: ['Garage Shelving Unit', '车库置物架', 'スチールラック'], materials: ['steel'], price: [60, 180] },
      { name: ['Corner Shelf', '转角置物架', 'コーナーラック'] },
    ],
    materials: ['oak', 'iron', 'bamboo', 'engineeredWood'],
    features: [post('with Adjustable Shelves', '层板可调', '棚板調節可能'), post('Easy Assembly', '易安装', '組立簡単'), pre('Ladder-Style', '梯形', 'ラダー型')],
    colors: ['oak', 'walnut', 'black', 'white'],
    styles: FURNITURE_STYLES,
    price: [25, 220], size: [[24, 48], [11, 16], [36, 72], [18, 60]],
    points: [['Each shelf holds up to 50 lb', '每层承重50磅', '棚板1枚あたり耐荷重23kg'], ['Wall anchor kit included', '附墙面固定件', '壁固定金具付き']],
  },
  {
    category: 'power-tools', shape: 'drill',
    nouns: [
      { name: ['20V Cordless Drill Driver', '20V锂电钻', '充電式ドリルドライバー 20V'] },
      { name: ['Circular Saw', '电圆锯', '丸ノコ'], price: [60, 190] },
      { name: ['Random Orbital Sander', '偏心砂光机', 'ランダムサンダー'], price: [40, 120] },
      { name: ['Impact Driver', '冲击起子机', 'インパクトドライバー'] },
    ],
    materials: ['steelAbs'], materialInName: false,
    features: [pre('Brushless', '无刷', 'ブラシレス'), post('with 2 Batteries', '配两块电池', 'バッテリー2個付き'), pre('Variable-Speed', '无级变速', '無段変速')],
    colors: ['orange', 'mustard', 'skyBlue', 'red', 'black'],
    price: [45, 260], size: [[10, 16], [4, 10], [8, 12], [3, 11]],
    points: [['LED work light and belt clip', '带LED工作灯和腰挂', 'LEDライト・ベルトフック付き'], ['Batteries fit the whole 20V range', '电池通用整个20V系列', '20Vシリーズ全機種でバッテリー共通']],
  },
  {
    category: 'hand-tools', shape: 'wrench',
    nouns: [
      { name: ['Socket Wrench Set', '套筒扳手套装', 'ソケットレンチセット'], pack: ['(40 Pieces)', '（40件）', '40点'] },
      { name: ['Screwdriver Set', '螺丝刀套装', 'ドライバーセット'], pack: ['(24 Pieces)', '（24件）', '24本'] },
      { name: ['Claw Hammer', '羊角锤', 'ネイルハンマー'], materials: ['carbonSteel'], price: [9, 28], features: [post('with Anti-Slip Handle', '防滑手柄', '滑り止めハンドル')] },
      { name: ['Rolling Tool Box', '拉杆工具箱', 'キャスター付き工具箱'], materials: ['steel', 'abs'], price: [40, 110], features: [post('with Removable Tray', '带可拆托盘', '取り外しトレー付き')] },
    ],
    materials: ['chromeVanadium', 'carbonSteel'],
    features: [pre('Magnetic', '磁性', 'マグネット付き'), post('with Carrying Case', '带收纳盒', '収納ケース付き'), post('with Anti-Slip Handles', '防滑手柄', '滑り止めハンドル')],
    colors: ['red', 'black', 'silver', 'orange'],
    price: [8, 90], size: [[10, 18], [6, 12], [2, 6], [1, 12]],
    points: [['Heat-treated for a long service life', '热处理工艺，经久耐用', '熱処理で長持ち'], ['Lifetime replacement on broken tools', '断裂终身换新', '破損時は生涯交換']],
    moq: [5, 10],
  },
];
