import {
  GOODS_LIST_PAGE_SIZE,
  GOODS_SORTS,
  GOODS_STYLES,
  PRODUCT_TYPES,
  SHIPPING_AREAS,
  WAREHOUSE_TYPES,
  type GoodsListInput,
  type GoodsSort,
  type GoodsStyle,
  type ProductType,
  type ShippingArea,
  type WarehouseType,
} from '@wm/contracts';

/** The goods list's state as the address holds it (/classify/list?keyword=&categoryId=&...). */
export interface GoodsFilters {
  keyword?: string;
  categoryId?: number;
  storeId?: number;
  shopCategoryId?: number;
  priceMin?: number;
  priceMax?: number;
  inStock?: boolean;
  warehouseType?: WarehouseType;
  productType?: ProductType;
  shippingArea?: ShippingArea;
  style?: GoodsStyle;
  sort: GoodsSort;
  page: number;
  /** The header's search timestamp: kept so that a repeated search loads afresh. */
  t?: string;
}


const positiveInt = (value: string | null): number | undefined => {
  if (!value || !/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  return Number.isSafeInteger(number) && number > 0 ? number : undefined;
};

/** A price bound: a non-negative amount with at most two decimals. */
const amount = (value: string | null): number | undefined => {
  if (!value || !/^\d+(\.\d{1,2})?$/.test(value)) return undefined;
  const number = Number(value);
  return number <= 100_000_000 ? number : undefined;
};

const oneOf = <T extends string>(choices: readonly T[], value: string | null): T | undefined =>
  choices.find((choice) => choice === value);

/** Reads the filters from the address; anything unknown or malformed is left out. */
export function filtersFromParams(params: URLSearchParams): GoodsFilters {
  const keyword = params.get('keyword')?.trim();
  let priceMin = amount(params.get('priceMin'));
  let priceMax = amount(params.get('priceMax'));
  // A reversed range is read the way it was meant.
  if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax) [priceMin, priceMax] = [priceMax, priceMin];
  const filters: GoodsFilters = {
    keyword: keyword || undefined,
    categoryId: positiveInt(params.get('categoryId')),
    storeId: positiveInt(params.get('storeId')),
    shopCategoryId: positiveInt(params.get('shopCategoryId')),
    priceMin,
    priceMax,
    inStock: params.get('inStock') === '1' ? true : undefined,
    warehouseType: oneOf(WAREHOUSE_TYPES, params.get('warehouseType')),
    productType: oneOf(PRODUCT_TYPES, params.get('productType')),
    shippingArea: oneOf(SHIPPING_AREAS, params.get('shippingArea')),
    style: oneOf(GOODS_STYLES, params.get('style')),
    sort: oneOf(GOODS_SORTS, params.get('sort')) ?? 'newest',
    page: positiveInt(params.get('page')) ?? 1,
    t: params.get('t') ?? undefined,
  };
  return filters;
}

/** Writes the filters to the address in a fixed order; defaults are left out. */
export function paramsFromFilters(filters: GoodsFilters): URLSearchParams {
  const params = new URLSearchParams();
  const put = (key: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') params.set(key, String(value));
  };
  put('keyword', filters.keyword);
  put('categoryId', filters.categoryId);
  put('storeId', filters.storeId);
  put('shopCategoryId', filters.shopCategoryId);
  put('priceMin', filters.priceMin);
  put('priceMax', filters.priceMax);
  if (filters.inStock) params.set('inStock', '1');
  put('warehouseType', filters.warehouseType);
  put('productType', filters.productType);
  put('shippingArea', filters.shippingArea);
  put('style', filters.style);
  if (filters.sort !== 'newest') params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  put('t', filters.t);
  return params;
}

/** A change of any filter but the page goes back to the first page. */
export function changeFilters(current: GoodsFilters, change: Partial<GoodsFilters>): GoodsFilters {
  const next = { ...current, ...change };
  if (!('page' in change)) next.page = 1;
  return next;
}

/** The request body of POST /api/v2/goods/list for these filters. */
export function listBodyOf(filters: GoodsFilters, pageSize = GOODS_LIST_PAGE_SIZE): GoodsListInput {
  const { page, t: _t, ...rest } = filters;
  const body: GoodsListInput = { pageIndex: page, pageSize };
  for (const [key, value] of Object.entries(rest)) {
    if (value !== undefined) (body as Record<string, unknown>)[key] = value;
  }
  return body;
}
