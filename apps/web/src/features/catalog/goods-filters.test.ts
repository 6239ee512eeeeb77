import { describe, expect, it } from 'vitest';
import { changeFilters, filtersFromParams, listBodyOf, paramsFromFilters } from './goods-filters';

const read = (query: string) => filtersFromParams(new URLSearchParams(query));

describe('goods list filters in the address', () => {
  it('reads the header search as it comes: keyword and timestamp, first page, newest first', () => {
    expect(read('keyword=desk+lamp&t=1700000000000')).toEqual({
      keyword: 'desk lamp', t: '1700000000000', sort: 'newest', page: 1,
      categoryId: undefined, storeId: undefined, shopCategoryId: undefined, priceMin: undefined, priceMax: undefined,
      inStock: undefined, warehouseType: undefined, productType: undefined, shippingArea: undefined, style: undefined,
    });
  });

  it('reads every filter and writes it back the same way', () => {
    const query = 'keyword=sofa&categoryId=12&storeId=3&priceMin=10.5&priceMax=200&inStock=1&warehouseType=platform&productType=sectional&shippingArea=CA&style=nordic&sort=priceDesc&page=3';
    const filters = read(query);
    expect(filters).toMatchObject({ keyword: 'sofa', categoryId: 12, storeId: 3, priceMin: 10.5, priceMax: 200, inStock: true, warehouseType: 'platform', productType: 'sectional', shippingArea: 'CA', style: 'nordic', sort: 'priceDesc', page: 3 });
    expect(paramsFromFilters(filters).toString()).toBe(query);
  });

  it('leaves out what it does not know or cannot read', () => {
    const filters = read('categoryId=abc&storeId=-2&priceMin=1e3&priceMax=12.345&inStock=yes&warehouseType=cloud&productType=x&shippingArea=ZZ&sort=random&page=0');
    expect(filters).toMatchObject({ categoryId: undefined, storeId: undefined, priceMin: undefined, priceMax: undefined, inStock: undefined, warehouseType: undefined, productType: undefined, shippingArea: undefined, sort: 'newest', page: 1 });
    expect(paramsFromFilters(filters).toString()).toBe('');
  });

  it('reads a reversed price range the way it was meant', () => {
    expect(read('priceMin=50&priceMax=20')).toMatchObject({ priceMin: 20, priceMax: 50 });
  });

  it('goes back to the first page when a filter changes, not when the page does', () => {
    const onPage3 = read('keyword=chair&page=3');
    expect(changeFilters(onPage3, { sort: 'sales' })).toMatchObject({ sort: 'sales', page: 1, keyword: 'chair' });
    expect(changeFilters(onPage3, { page: 4 })).toMatchObject({ page: 4, keyword: 'chair' });
    expect(changeFilters(onPage3, { inStock: undefined }).page).toBe(1);
  });

  it('asks the server for the filters set, without the timestamp', () => {
    expect(listBodyOf(read('keyword=lamp&t=1&inStock=1&sort=priceAsc&page=2'), 20)).toEqual({ pageIndex: 2, pageSize: 20, keyword: 'lamp', inStock: true, sort: 'priceAsc' });
  });
});
