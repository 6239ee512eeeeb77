import { DownloadOutlined } from '@ant-design/icons';
import type { CategoryNode } from '@wm/contracts';
import { Button, Checkbox, Input, Select, TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddressQuery } from '../../../lib/address-query';
import { useCategories, useExportInventory, useInventory, useInventorySummary } from '../api/use-inventory';
import { InventoryTable, type InventorySort } from '../components/inventory-table';

const PAGE_SIZE = 10;
const SORTS: readonly InventorySort[] = ['updated', 'available', 'blocked', 'days', 'itemCode'];

interface Filters {
  keyword?: string;
  storeId?: number;
  categoryId?: number;
  inStock: boolean;
  sort: InventorySort;
  order: 'asc' | 'desc';
  pageIndex: number;
}

const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

function readFilters(params: URLSearchParams): Filters {
  const sort = SORTS.find((s) => s === params.get('sort')) ?? 'updated';
  return {
    keyword: params.get('keyword')?.trim() || undefined,
    storeId: positive(params.get('storeId')),
    categoryId: positive(params.get('categoryId')),
    inStock: params.get('inStock') === 'true',
    sort,
    order: params.get('order') === 'asc' ? 'asc' : 'desc',
    pageIndex: positive(params.get('page')) ?? 1,
  };
}

function writeFilters(filters: Filters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.keyword) params.set('keyword', filters.keyword);
  if (filters.storeId) params.set('storeId', String(filters.storeId));
  if (filters.categoryId) params.set('categoryId', String(filters.categoryId));
  if (filters.inStock) params.set('inStock', 'true');
  if (filters.sort !== 'updated') params.set('sort', filters.sort);
  if (filters.order !== 'desc') params.set('order', filters.order);
  if (filters.pageIndex > 1) params.set('page', String(filters.pageIndex));
  return params;
}

interface TreeOption {
  value: number;
  title: string;
  children: TreeOption[];
}
const toTree = (nodes: CategoryNode[]): TreeOption[] => nodes.map((node) => ({ value: node.categoryId, title: node.categoryName, children: toTree(node.children) }));

/** The searchable inventory: keyword, store, category, in stock only, sort and pages live in the address; export takes the same filters. */
export function InventorySearch() {
  const { t } = useTranslation('inventory');
  const [params, changeQuery] = useAddressQuery();
  const filters = readFilters(params);
  const inventory = useInventory({
    pageIndex: filters.pageIndex,
    pageSize: PAGE_SIZE,
    keyword: filters.keyword,
    storeId: filters.storeId,
    categoryId: filters.categoryId,
    inStock: filters.inStock ? 'true' : undefined,
    sort: filters.sort,
    order: filters.order,
  });
  const summary = useInventorySummary();
  const categories = useCategories();
  const exporting = useExportInventory();
  const change = (next: Partial<Filters>) => changeQuery((now) => writeFilters({ ...readFilters(now), pageIndex: 1, ...next }), { replace: true });

  // The stores I hold goods of.
  const stores = useMemo(() => (summary.data?.stores ?? []).map((s) => ({ value: s.storeId, label: s.storeName })), [summary.data]);
  const categoryTree = useMemo(() => toTree(categories.data ?? []), [categories.data]);

  return (
    <section className="inv-card" aria-label={t('list.title')}>
      <div className="inv-filters">
        <Input.Search
          className="inv-filters__search"
          allowClear
          defaultValue={filters.keyword}
          placeholder={t('list.search')}
          aria-label={t('list.search')}
          enterButton={t('list.searchButton')}
          onSearch={(value) => change({ keyword: value.trim() || undefined })}
        />
        <Select
          className="inv-filters__select"
          allowClear
          placeholder={t('list.store')}
          aria-label={t('list.store')}
          value={filters.storeId}
          options={stores}
          onChange={(storeId?: number) => change({ storeId })}
        />
        <TreeSelect
          className="inv-filters__select"
          allowClear
          placeholder={t('list.category')}
          aria-label={t('list.category')}
          value={filters.categoryId}
          treeData={categoryTree}
          showSearch={{ treeNodeFilterProp: 'title' }}
          onChange={(categoryId?: number) => change({ categoryId })}
        />
        <Checkbox checked={filters.inStock} onChange={(event) => change({ inStock: event.target.checked })}>
          {t('list.inStock')}
        </Checkbox>
        <span className="inv-spacer" />
        <Button
          icon={<DownloadOutlined />}
          loading={exporting.isPending}
          onClick={() => exporting.mutate({ kind: 'stock', keyword: filters.keyword, storeId: filters.storeId, categoryId: filters.categoryId })}
        >
          {t('export')}
        </Button>
      </div>
      <InventoryTable
        items={inventory.data?.list ?? []}
        loading={inventory.isFetching && !inventory.data}
        total={inventory.data?.total ?? 0}
        pageIndex={filters.pageIndex}
        pageSize={PAGE_SIZE}
        sort={filters.sort}
        order={filters.order}
        onPage={(pageIndex) => change({ pageIndex })}
        onSort={(sort, order) => change({ sort, order })}
      />
    </section>
  );
}
