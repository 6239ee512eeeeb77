import { describe, expect, it } from 'vitest';
import type { CategoryNode } from '../content/content.schema';
import { categoryTrail, goodsFilterOptions } from './goods-list-view';

const node = (categoryId: number, children: CategoryNode[] = []): CategoryNode => ({ categoryId, categoryName: `c${categoryId}`, children }) as CategoryNode;
const tree = [node(1, [node(11, [node(111), node(112)]), node(12)]), node(2, [node(21)])];

describe('categoryTrail', () => {
  it('goes from the top-level category down to the one asked for', () => {
    expect(categoryTrail(tree, 112).map((n) => n.categoryId)).toEqual([1, 11, 112]);
    expect(categoryTrail(tree, 2).map((n) => n.categoryId)).toEqual([2]);
    expect(categoryTrail(tree, 21).map((n) => n.categoryId)).toEqual([2, 21]);
  });
  it('is empty for a category that is not in the tree', () => {
    expect(categoryTrail(tree, 3)).toEqual([]);
    expect(categoryTrail([], 1)).toEqual([]);
  });
});

describe('goodsFilterOptions', () => {
  it('names every choice in the language asked for', () => {
    const en = goodsFilterOptions('en');
    const ja = goodsFilterOptions('ja');
    expect(en.sorts.map((s) => s.code)).toEqual(['newest', 'priceAsc', 'priceDesc', 'sales']);
    expect(ja.sorts.map((s) => s.code)).toEqual(en.sorts.map((s) => s.code));
    for (const options of [en, ja]) for (const list of Object.values(options)) for (const { code, name } of list) expect(name, code).not.toMatch(/^(productType|warehouseType|shippingArea|style|sort)\./);
    expect(ja.sorts[0]!.name).not.toBe(en.sorts[0]!.name);
  });
});
