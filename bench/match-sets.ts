/**
 * A page of the listed set in memory (match-sets.ts pageOfSet), alone: how long one page of random
 * filters takes, without HTTP, the database or the load generator, so that a change to the set's
 * code is measured without the noise of a whole list benchmark. Synthetic goods (a seeded PRNG):
 * 80,000 listed by default, 60 categories, 12 stores, the filters of the goods-list benchmark's long
 * tail (a category subtree in 3 requests of 4, in stock, warehouse type, product type, shipping area,
 * style, a store, a price range), any order, pages 1-50 of 20.
 *
 * Run: `node --import tsx bench/match-sets.ts [--goods 80000] [--pages 20000] [--rounds 5]`. Prints
 * microseconds per page (the median round) and a checksum of the pages' ids (equal before and after
 * a change that keeps the answers).
 */
import { GOODS_SORTS } from '@wm/contracts';
import type { GoodsFilter, MatchFact } from '../apps/server/src/modules/catalog/catalog.repository';
import { buildMatchSet, pageOfSet, preparations } from '../apps/server/src/modules/catalog/match-sets';

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
};
const GOODS = arg('goods', 80_000);
const PAGES = arg('pages', 20_000);
const ROUNDS = arg('rounds', 5);

function mulberry32(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = mulberry32(1384486);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const AREAS = ['US', 'EU', 'UK', 'JP', 'CA'];
const STYLES = ['modern', 'classic', 'nordic', 'industrial'];
const facts: MatchFact[] = Array.from({ length: GOODS }, (_, i) => ({
  id: 100_000 + i,
  postedUs: 1.7e15 + Math.floor(random() * 3e13),
  priceCents: 100 + Math.floor(random() * 200_000),
  categoryId: 1 + Math.floor(random() * 60),
  storeId: 1 + Math.floor(random() * 12),
  shopCategoryId: random() < 0.5 ? null : 1 + Math.floor(random() * 40),
  warehouseType: random() < 0.5 ? 'platform' : 'self',
  productType: pick(['general', 'sectional', 'accessory']),
  shippingAreas: AREAS.filter(() => random() < 0.5),
  style: random() < 0.3 ? pick(STYLES) : null,
  tags: random() < 0.1 ? ['springNew'] : [],
  available: random() < 0.1 ? 0 : Math.floor(random() * 900),
  sold: Math.floor(random() * 5000),
}));

const set = buildMatchSet(facts, GOODS >>> 4);
for (const step of preparations(set)) step();

// Level-1 categories hold ten each (a subtree), level-2 one.
const filters = Array.from({ length: PAGES }, () => {
  const f: GoodsFilter = {};
  const c = random();
  if (c < 0.25) {
    const top = Math.floor(random() * 6);
    f.categoryIds = Array.from({ length: 10 }, (_, k) => 1 + top * 10 + k);
  } else if (c < 0.75) f.categoryIds = [1 + Math.floor(random() * 60)];
  if (random() < 0.25) f.inStock = true;
  if (random() < 0.15) f.warehouseType = pick(['platform', 'self']);
  if (random() < 0.15) f.productType = pick(['general', 'sectional', 'accessory']);
  if (random() < 0.15) f.shippingArea = pick(AREAS);
  if (random() < 0.1) f.style = pick(STYLES);
  if (random() < 0.1) f.storeId = 1 + Math.floor(random() * 12);
  if (random() < 0.15) {
    f.priceMinCents = Math.floor(random() * 50_000);
    f.priceMaxCents = f.priceMinCents + Math.floor(random() * 100_000);
  }
  return { f, sort: pick(GOODS_SORTS), offset: 20 * Math.floor(random() * 50) };
});

let checksum = 0;
const rounds: number[] = [];
for (let r = 0; r < ROUNDS + 1; r++) {
  checksum = 0;
  const started = process.hrtime.bigint();
  for (const { f, sort, offset } of filters) {
    const { ids, total } = pageOfSet(set, f, sort, 20, offset);
    checksum = (checksum * 31 + total + ids.reduce((a, b) => a + b, 0)) % 1_000_000_007;
  }
  const us = Number(process.hrtime.bigint() - started) / 1000 / PAGES;
  if (r > 0) rounds.push(us); // the first round warms up (and makes the kept bitsets)
}
rounds.sort((a, b) => a - b);
console.log(
  `${GOODS} goods, ${PAGES} pages of random filters, ${ROUNDS} rounds: median ${rounds[rounds.length >> 1]!.toFixed(1)} µs a page (rounds ${rounds.map((r) => r.toFixed(1)).join(', ')}); checksum ${checksum}`,
);
