import { goodsImagePath, roundHalfUp, SELLING_PLATFORMS, type GoodsStyle, type ShippingArea } from '@wm/contracts';
import type { Database, Executor } from '../../db/client';
import { sanitizeHtml } from '../../platform/html';
import { seededRandom, type Random } from '../../platform/random';
import type { ContentService } from '../content/content.service';
import { catalogRepository as repo, type NewGoods, type NewPriceTier, type NewStock } from './catalog.repository';
import { goodsFiles } from './catalog.service';
import type { GoodsSpecs, LocalizedJson } from './catalog.tables';
import { PRODUCT_LINES, type Feature, type Noun, type ProductLine } from './data/products';
import { HISTORY_BUYERS, STORES, type ShopCategoryData, type StoreData } from './data/stores';
import { COLORS, COMMON_POINTS, FILLERS, MATERIALS, PLATFORM_WAREHOUSES, SELF_BUILT_WAREHOUSES, STYLE_WORDS, type W } from './data/vocabulary';
import { storeLogo } from './pictures';
import { warehousesRepository } from './warehouses.repository';

const DAY_MS = 86_400_000;
const SEED = 20_240_601;
const ORDERS = 2_000;

export interface DemoAccount {
  mobile: string;
  realName: string;
  email: string;
  role: 'buyer' | 'seller';
  isStore: boolean;
  auditStatus: number;
}

/** The demo order history the catalog asks for, so that its rankings mean something: the goods it may sell and who buys. */
export interface OrderHistoryRequest {
  goods: { id: number; storeId: number; listedAt: Date; until: Date | null; moq: number; tiers: { minQty: number; unitPriceCents: number }[] }[];
  buyerIds: number[];
  demoBuyerId: number;
  orders: number;
  random: Random;
  now: Date;
}

/** What the catalog's seed needs from other modules, given by db/seed.ts (the catalog imports none of them). */
export interface CatalogSeedDeps {
  content: ContentService;
  /** Writes the order history (the purchase orders module's seed), in the catalog seed's transaction. */
  orderHistory: (ex: Executor, request: OrderHistoryRequest) => Promise<unknown>;
  /** Units ever sold per goods, once the history is written (the purchase orders' sales figures). */
  soldByGoods: () => Promise<{ goodsId: number; quantity: number }[]>;
  /** Creates the accounts that are missing (auth and wallet); answers every account's id by mobile. */
  ensureAccounts: (accounts: DemoAccount[]) => Promise<Map<string, number>>;
  /** The approved demo buyer (already created), who gets a share of the order history. */
  demoBuyer: DemoAccount;
}

const localized = ([en, zh, ja]: W): LocalizedJson => ({ en, zh, ja });
const join = (parts: (string | undefined)[], separator: string) => parts.filter((p): p is string => !!p).join(separator);

/** A name in the three languages, put together as each language writes product titles. */
function composeName(p: { style: GoodsStyle | null; material: W | null; noun: Noun; feature: Feature | null }): W {
  const style = p.style ? STYLE_WORDS[p.style] : null;
  const pre = p.feature && p.feature.at === 'pre' ? p.feature.name : null;
  const post = p.feature && p.feature.at !== 'pre' ? p.feature.name : null;
  const at = (i: 0 | 1 | 2) => ({ style: style?.[i], pre: pre?.[i], material: p.material?.[i], noun: p.noun.name[i], post: post?.[i], pack: p.noun.pack?.[i] });
  const en = at(0);
  const zh = at(1);
  const ja = at(2);
  return [
    join([en.style, en.pre, en.material, en.noun, en.post, en.pack], ' '),
    // Chinese runs the modifiers into the noun; the feature and the pack follow.
    join([join([zh.style, zh.pre, zh.material, zh.noun], ''), zh.post], ' ') + (zh.pack ?? ''),
    // Japanese titles separate their terms with spaces.
    join([ja.style, ja.pre, ja.material, ja.noun, ja.post, ja.pack], ' '),
  ];
}

/** USD to cents, ending in .99 or .49 as wholesale price lists do. */
const priceCents = (random: Random, [min, max]: readonly [number, number]) => Math.floor(random.between(min, max)) * 100 + (random.chance(0.7) ? 99 : 49);
const half = (value: number) => Math.round(value * 2) / 2;

interface PlannedGoods {
  values: NewGoods;
  tiers: Omit<NewPriceTier, 'goodsId'>[];
  stock: Omit<NewStock, 'goodsId'>;
  imageCount: number;
}

function planGoods(
  random: Random,
  now: number,
  store: StoreData,
  storeId: number,
  categoryIds: Map<string, number>,
  shopCategoryIds: Map<string, number>,
): PlannedGoods[] {
  const lines = PRODUCT_LINES.filter((l) => shopCategoryCodes(store.shopCategories).includes(l.category));
  const names = new Set<string>();
  const planned: PlannedGoods[] = [];
  for (let k = 0; k < store.goods; k++) {
    const line: ProductLine = lines[k % lines.length]!;
    const noun = random.pick(line.nouns);
    let name: W | undefined;
    let parts = { style: null as GoodsStyle | null, material: null as W | null, feature: null as Feature | null, materialKey: line.materials[0]! };
    for (let attempt = 0; attempt < 12 && !name; attempt++) {
      const materialKey = random.pick(noun.materials ?? line.materials);
      const style = line.styles && noun.type !== 'accessory' && random.chance(0.85) ? random.pick(line.styles) : null;
      const features = noun.features ?? (noun.type === 'accessory' ? [] : line.features);
      const feature = features.length > 0 && random.chance(0.7) ? random.pick(features) : null;
      const material = line.materialInName === false ? null : MATERIALS[materialKey];
      const candidate = composeName({ style, material, noun, feature });
      if (!names.has(candidate[0]) || attempt === 11) {
        parts = { style, material, feature, materialKey };
        name = candidate;
      }
    }
    const colorKey = random.pick(line.colors);
    const color = COLORS[colorKey];
    if (names.has(name![0])) name = [`${name![0]}, ${color.name[0]}`, `${name![1]}（${color.name[1]}）`, `${name![2]} ${color.name[2]}`];
    names.add(name![0]);
    const [en, zh, ja] = name!;

    // Prices: a spot price, or three quantity tiers from the minimum order up.
    const moq = line.moq ? random.pick(line.moq) : 1;
    const top = priceCents(random, noun.price ?? line.price);
    const tiered = random.chance(0.4);
    const tiers = tiered
      ? [
          { minQty: moq, maxQty: moq * 5 - 1, unitPriceCents: top },
          { minQty: moq * 5, maxQty: moq * 20 - 1, unitPriceCents: roundHalfUp(top * 0.95) },
          { minQty: moq * 20, maxQty: null, unitPriceCents: roundHalfUp(top * 0.9) },
        ]
      : [];
    const low = tiered ? tiers[2]!.unitPriceCents : top;
    const original = random.chance(0.2) ? Math.floor((top * random.between(1.1, 1.35)) / 100) * 100 + 99 : null;

    // Sizes in inches and pounds; the carton is a little larger and heavier.
    const [l, w, h, lb] = noun.size ?? line.size;
    const product = { length: half(random.between(...l)), width: half(random.between(...w)), height: half(random.between(...h)), weight: half(random.between(...lb)) || 0.5 };
    const pack = { length: product.length + random.int(1, 4), width: product.width + random.int(1, 3), height: product.height + random.int(1, 3), weight: half(product.weight * 1.1 + 1) };
    const cubicFeet = (pack.length * pack.width * pack.height) / 1728;

    // Where it ships from, and to.
    const platform = random.chance(0.55);
    const warehouse = platform ? random.pick(PLATFORM_WAREHOUSES) : random.weighted([...SELF_BUILT_WAREHOUSES], (a) => (a.includes('United States') ? 7 : 1.5));
    const abroad = warehouse.includes('United Kingdom') ? 'GB' : warehouse.includes('Japan') ? 'JP' : null;
    const shippingAreas: ShippingArea[] =
      abroad === 'GB' ? ['GB', 'EU'] : abroad === 'JP' ? (random.chance(0.5) ? ['JP'] : ['JP', 'AU']) : random.weighted([['US'], ['US', 'CA'], ['US', 'CA', 'MX']] as ShippingArea[][], (a) => [5, 3.5, 1.5][a.length - 1]!);

    const status = random.weighted(['onSale', 'offShelves', 'toBeShelved', 'violation', 'removed'] as const, (s) => ({ onSale: 80, offShelves: 8, toBeShelved: 5, violation: 4, removed: 3 })[s]);
    const postedDaysAgo = random.chance(0.09) ? random.between(0, 28) : random.between(28, Math.max(40, Math.min(400, store.openedDaysAgo)));
    // Nothing is posted before its store opened.
    const postedAt = new Date(now - Math.min(postedDaysAgo, store.openedDaysAgo * random.between(0.05, 0.98)) * DAY_MS);
    const platforms = random.shuffle(SELLING_PLATFORMS);
    const allowed = platforms.slice(0, random.int(3, 6));
    const restricted = platforms.slice(allowed.length, allowed.length + random.int(0, 2));
    const filler = line.fillers && noun.type !== 'accessory' ? FILLERS[random.pick(line.fillers)] : null;
    const points = [...random.shuffle(line.points).slice(0, 2), ...random.shuffle(COMMON_POINTS).slice(0, random.int(1, 2))];
    const material = MATERIALS[parts.materialKey];
    const productType = noun.type ?? 'general';
    const packageQty = productType === 'sectional' ? random.int(2, 3) : product.weight > 90 ? 2 : 1;

    const specs: GoodsSpecs = { mainColor: localized(color.name), swatch: color.hex, material: localized(material), filler: filler ? localized(filler) : null };
    const sizeText = `${product.length} x ${product.width} x ${product.height}`;
    const description = {
      en: `<p>${en} by ${store.name[0]}, made for resellers who sell on ${allowed.slice(0, 3).join(', ')} and their own web shops.</p><ul><li>Material: ${material[0]}</li><li>Main colour: ${color.name[0]}</li>${filler ? `<li>Filler: ${filler[0]}</li>` : ''}<li>Product size: ${sizeText} in, ${product.weight} lb</li><li>Ships in ${packageQty} ${packageQty > 1 ? 'packages' : 'package'}</li></ul><p>${points.map((p) => p[0]).join('. ')}.</p>`,
      zh: `<p>${store.name[1]}出品的${zh}，适合在${allowed.slice(0, 3).join('、')}及独立站销售。</p><ul><li>材质：${material[1]}</li><li>主色：${color.name[1]}</li>${filler ? `<li>填充物：${filler[1]}</li>` : ''}<li>产品尺寸：${sizeText} 英寸，${product.weight} 磅</li><li>包装件数：${packageQty} 件</li></ul><p>${points.map((p) => p[1]).join('；')}。</p>`,
      ja: `<p>${store.name[2]}の${ja}。${allowed.slice(0, 3).join('・')}や自社サイトでの販売に最適です。</p><ul><li>素材：${material[2]}</li><li>メインカラー：${color.name[2]}</li>${filler ? `<li>詰め物：${filler[2]}</li>` : ''}<li>商品サイズ：${sizeText} インチ、${product.weight} ポンド</li><li>梱包数：${packageQty} 個口</li></ul><p>${points.map((p) => p[2]).join('。')}。</p>`,
    };

    const available = status === 'onSale' && random.chance(0.07) ? 0 : random.int(20, 900);
    planned.push({
      values: {
        itemCode: `${store.code}-${String(k + 1).padStart(4, '0')}`,
        storeId,
        categoryId: categoryIds.get(line.category)!,
        shopCategoryId: shopCategoryIds.get(line.category) ?? null,
        nameEn: en,
        nameZh: zh,
        nameJa: ja,
        descriptionEn: sanitizeHtml(description.en),
        descriptionZh: sanitizeHtml(description.zh),
        descriptionJa: sanitizeHtml(description.ja),
        sellingPoints: { en: points.map((p) => p[0]), zh: points.map((p) => p[1]), ja: points.map((p) => p[2]) },
        specs,
        style: parts.style,
        productType,
        status,
        priceMode: tiered ? 'tiered' : 'spot',
        priceMinCents: low,
        priceMaxCents: top,
        originalPriceCents: original,
        moq,
        logisticsFeeCents: roundHalfUp(450 + pack.weight * 38),
        operatingFeeCents: roundHalfUp(120 + pack.weight * 2),
        storageFeeCents: Math.max(10, roundHalfUp(cubicFeet * 45)),
        packageQty,
        productLength: product.length,
        productWidth: product.width,
        productHeight: product.height,
        productWeight: product.weight,
        packageLength: pack.length,
        packageWidth: pack.width,
        packageHeight: pack.height,
        packageWeight: pack.weight,
        allowedPlatforms: allowed,
        restrictedPlatforms: restricted,
        warehouseType: platform ? 'platform' : 'selfBuilt',
        shipFrom: warehouse,
        referenceDays: platform ? random.int(3, 6) : abroad ? random.int(7, 14) : random.int(5, 10),
        shippingAreas,
        tags: line.spring && random.chance(0.35) ? ['springNew'] : [],
        postedAt: status === 'toBeShelved' ? new Date(now) : postedAt,
        createdAt: status === 'toBeShelved' ? new Date(now - random.int(1, 5) * DAY_MS) : postedAt,
      },
      tiers,
      stock: { available, blocked: available > 0 && random.chance(0.2) ? random.int(1, 15) : 0 },
      imageCount: random.chance(0.5) ? 4 : 3,
    });
  }
  return planned;
}

const shopCategoryCodes = (nodes: readonly ShopCategoryData[]): string[] => nodes.flatMap((n) => [...(n.categories ?? []), ...shopCategoryCodes(n.children ?? [])]);

/** Creates a store's own category tree through the content module; answers product category code -> shop category id. */
async function createShopCategories(content: ContentService, storeId: number, nodes: readonly ShopCategoryData[], parentId: number | null = null, into = new Map<string, number>()) {
  for (const [sort, node] of nodes.entries()) {
    const { categoryId } = await content.createShopCategory(storeId, { parentId, name: localized(node.name), icon: null, image: null, sort, enabled: true });
    for (const code of node.categories ?? []) into.set(code, categoryId);
    await createShopCategories(content, storeId, node.children ?? [], categoryId, into);
  }
  return into;
}

/**
 * The demo catalogue: 12 stores owned by seller accounts (the demo seller owns the first),
 * 600 goods with prices, stock, pictures and files, and a year of purchase orders. Fixed
 * seed: the same data on every machine. Idempotent: stores, goods and orders have fixed codes,
 * and once everything is there a start costs one query.
 */
export async function seedCatalog(database: Database, deps: CatalogSeedDeps): Promise<void> {
  const { db } = database;
  const state = await repo.seedState(db);
  if (state.stores >= STORES.length && state.goods >= STORES.reduce((n, s) => n + s.goods, 0) && state.sold) return;

  const random = seededRandom(SEED);
  const now = Date.now();
  const accounts = await deps.ensureAccounts([
    ...STORES.map((s) => ({ ...s.owner, role: 'seller' as const, isStore: true, auditStatus: 2 })),
    ...HISTORY_BUYERS.map((b) => ({ ...b, role: 'buyer' as const, isStore: false, auditStatus: 2 })),
    deps.demoBuyer,
  ]);

  const inserted = await repo.insertMissingStores(
    db,
    STORES.map((s) => ({
      code: s.code,
      ownerUserId: accounts.get(s.owner.mobile)!,
      nameEn: s.name[0],
      nameZh: s.name[1],
      nameJa: s.name[2],
      introEn: s.intro[0],
      introZh: s.intro[1],
      introJa: s.intro[2],
      logo: storeLogo(s.initials, s.color),
      status: s.closed ? 'closed' : 'open',
      featured: s.featured,
      returnGuarantee: s.returnGuarantee,
      logisticsGuarantee: s.logisticsGuarantee,
      openedAt: new Date(now - s.openedDaysAgo * DAY_MS),
      createdAt: new Date(now - s.openedDaysAgo * DAY_MS),
    })),
  );
  const storeIds = await repo.storeIdsByCode(db, STORES.map((s) => s.code));
  const newStores = new Set(inserted.map((s) => s.code));
  const categoryIds = await deps.content.categoryIdsByCode(PRODUCT_LINES.map((l) => l.category));

  const plans: PlannedGoods[] = [];
  for (const store of STORES) {
    const storeId = storeIds.get(store.code)!;
    const shopCategoryIds = newStores.has(store.code) ? await createShopCategories(deps.content, storeId, store.shopCategories) : new Map<string, number>();
    plans.push(...planGoods(random, now, store, storeId, categoryIds, shopCategoryIds));
  }

  await db.transaction(async (tx) => {
    for (let start = 0; start < plans.length; start += 200) {
      const chunk = plans.slice(start, start + 200);
      const ids = new Map((await repo.insertMissingGoods(tx, chunk.map((p) => p.values))).map((r) => [r.itemCode, r.id] as const));
      const fresh = chunk.filter((p) => ids.has(p.values.itemCode)).map((p) => ({ ...p, id: ids.get(p.values.itemCode)! }));
      await repo.insertTiers(tx, fresh.flatMap((p) => p.tiers.map((t) => ({ ...t, goodsId: p.id }))));
      await repo.insertStock(tx, fresh.map((p) => ({ ...p.stock, goodsId: p.id })));
      await repo.setMedia(
        tx,
        fresh.map((p) => ({ goodsId: p.id, images: Array.from({ length: p.imageCount }, (_, i) => goodsImagePath(p.id, i + 1)), ...goodsFiles(p.id) })),
      );
    }

    // Every store's default warehouse, holding its goods' available units (the stock per warehouse rule).
    await warehousesRepository.ensureDefaults(tx);
    await warehousesRepository.placeUnplaced(tx);

    const closedAt = new Date(now - 20 * DAY_MS);
    const closed = new Set(STORES.filter((s) => s.closed).map((s) => storeIds.get(s.code)));
    const history = (await repo.listForHistory(tx)).filter((g) => g.status !== 'toBeShelved');
    await deps.orderHistory(tx, {
      goods: history.map((g) => ({
        id: g.id,
        storeId: g.storeId,
        listedAt: new Date(g.postedAt),
        until: closed.has(g.storeId) ? closedAt : null,
        moq: g.moq,
        tiers: g.tiers.length > 0 ? g.tiers.map((t) => ({ minQty: t.minQty, unitPriceCents: Number(t.unitPriceCents) })) : [{ minQty: 1, unitPriceCents: Number(g.priceMinCents) }],
      })),
      buyerIds: HISTORY_BUYERS.map((b) => accounts.get(b.mobile)!),
      demoBuyerId: accounts.get(deps.demoBuyer.mobile)!,
      orders: ORDERS,
      random,
      now: new Date(now),
    });
  });

  // Quantity sold comes from the paid orders, as the money path will keep it.
  await repo.setSold(db, await deps.soldByGoods());
  await repo.vacuumAnalyze(db);
}
