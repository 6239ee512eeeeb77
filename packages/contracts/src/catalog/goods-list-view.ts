import type { Language } from '../common/language';
import type { CategoryNode } from '../content/content.schema';
import { translate } from '../i18n';
import { GOODS_SORTS, GOODS_STYLES, PRODUCT_TYPES, SHIPPING_AREAS, WAREHOUSE_TYPES, type GoodsFilterOptions } from './catalog.schema';

/**
 * What a goods list shows besides its goods, the same for the app (apps/web features/catalog) and
 * for the first view the server writes into the page (apps/server modules/catalog/list-first-view.ts,
 * from templates the web build renders: apps/web src/prerender.tsx).
 */

/** How many goods a page of a goods list shows: the page the app asks for and the first view writes. */
export const GOODS_LIST_PAGE_SIZE = 20;

/** The path from a top-level category down to the one with this id; empty when it is not in the tree. */
export function categoryTrail(tree: readonly CategoryNode[], categoryId: number): CategoryNode[] {
  for (const node of tree) {
    if (node.categoryId === categoryId) return [node];
    const below = categoryTrail(node.children, categoryId);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}

/** The filter bar's choices with their names in a language (GET /api/v2/goods/filter-options). */
export const goodsFilterOptions = (lang: Language): GoodsFilterOptions => ({
  productTypes: PRODUCT_TYPES.map((code) => ({ code, name: translate(lang, `productType.${code}`) })),
  warehouseTypes: WAREHOUSE_TYPES.map((code) => ({ code, name: translate(lang, `warehouseType.${code}`) })),
  shippingAreas: SHIPPING_AREAS.map((code) => ({ code, name: translate(lang, `shippingArea.${code}`) })),
  styles: GOODS_STYLES.map((code) => ({ code, name: translate(lang, `style.${code}`) })),
  sorts: GOODS_SORTS.map((code) => ({ code, name: translate(lang, `sort.${code}`) })),
});
