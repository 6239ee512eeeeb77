import { describe, expect, it } from 'vitest';
import { LISTED_CATEGORIES, splitCategories } from './categories';

const categories = (count: number) => Array.from({ length: count }, (_, index) => ({ categoryId: index + 1 }));
const ids = (items: { categoryId: number }[]) => items.map((item) => item.categoryId);

describe('splitCategories', () => {
  it('lists the first eight and puts the rest under More, in order', () => {
    const { listed, more } = splitCategories(categories(10));
    expect(LISTED_CATEGORIES).toBe(8);
    expect(ids(listed)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(ids(more)).toEqual([9, 10]);
  });

  it('has nothing under More with eight or fewer', () => {
    expect(splitCategories(categories(8)).more).toEqual([]);
    expect(ids(splitCategories(categories(3)).listed)).toEqual([1, 2, 3]);
    expect(splitCategories([])).toEqual({ listed: [], more: [] });
  });
});
