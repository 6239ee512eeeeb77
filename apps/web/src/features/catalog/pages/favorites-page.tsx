import { Button, Checkbox, Empty, Input, Pagination, Select, Spin, message } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddressQuery } from '../../../lib/address-query';
import { useBatchAddToCart } from '../api/use-cart';
import { useFavoriteFilterOptions, useFavoriteGoods, useRemoveFavorites } from '../api/use-favorites';
import { idParam } from '../catalog-paths';
import { GoodsCard } from '../components/goods-card';
import '../catalog.css';

const PAGE_SIZE = 20;

/** /buyer/homeFavorite: saved goods by category and shop; batch remove and batch add to cart. */
export default function FavoritesPage() {
  const { t } = useTranslation();
  const { t: tc } = useTranslation('catalog');
  const [params, changeQuery] = useAddressQuery();
  const categoryId = idParam(params.get('categoryId'));
  const storeId = idParam(params.get('storeId'));
  const keyword = params.get('keyword')?.trim() || undefined;
  const page = idParam(params.get('page')) ?? 1;
  const query = { categoryId, storeId, keyword, pageIndex: page, pageSize: PAGE_SIZE };
  const favorites = useFavoriteGoods(query);
  const options = useFavoriteFilterOptions();
  const remove = useRemoveFavorites();
  const addToCart = useBatchAddToCart();
  const [selected, setSelected] = useState<number[]>([]);
  const [search, setSearch] = useState(keyword ?? '');
  const list = useMemo(() => favorites.data?.list ?? [], [favorites.data]);

  // A selection belongs to the goods on screen.
  useEffect(() => setSelected((ids) => ids.filter((id) => list.some((goods) => goods.goodsId === id))), [list]);

  const go = (change: Record<string, string | number | undefined>) =>
    changeQuery((now) => {
      for (const [key, value] of Object.entries(change)) {
        if (value === undefined || value === '') now.delete(key);
        else now.set(key, String(value));
      }
      if (!('page' in change)) now.delete('page');
      return now;
    });
  const toggle = (goodsId: number, on: boolean) => setSelected((ids) => (on ? [...ids, goodsId] : ids.filter((id) => id !== goodsId)));
  const allSelected = list.length > 0 && selected.length === list.length;

  const removeSelected = () => {
    if (selected.length === 0) return void message.warning(tc('favorites.selectFavorite'));
    remove.mutate(selected, {
      onSuccess: ({ removed }) => {
        setSelected([]);
        void message.success(tc('favorites.removedCount', { count: removed }));
      },
    });
  };
  const addSelected = () => {
    if (selected.length === 0) return void message.warning(tc('favorites.selectFavorite'));
    addToCart.mutate(selected, {
      onSuccess: (result) => {
        if (result.added.length > 0) void message.success(tc('favorites.addedToCart', { count: result.added.length }));
        for (const skipped of result.skipped) {
          const name = list.find((goods) => goods.goodsId === skipped.goodsId)?.name ?? String(skipped.goodsId);
          void message.warning(`${name}: ${skipped.reason}`);
        }
      },
    });
  };

  return (
    <section className="page-container page-section catalog-page favorites-page">
      <h1 className="page-title">{t('routes.homeFavorite')}</h1>
      <div className="favorites-filters">
        <Select<number>
          allowClear
          aria-label={tc('favorites.category')}
          placeholder={tc('favorites.allCategories')}
          className="favorites-filters__select"
          value={categoryId}
          onChange={(value) => go({ categoryId: value })}
          options={options.data?.categories.map((category) => ({ value: category.categoryId, label: `${category.categoryName} (${category.count})` }))}
        />
        <Select<number>
          allowClear
          aria-label={tc('favorites.shop')}
          placeholder={tc('favorites.allShops')}
          className="favorites-filters__select"
          value={storeId}
          onChange={(value) => go({ storeId: value })}
          options={options.data?.stores.map((store) => ({ value: store.storeId, label: `${store.storeName} (${store.count})` }))}
        />
        <Input.Search
          className="favorites-filters__search"
          aria-label={tc('favorites.search')}
          placeholder={tc('favorites.search')}
          allowClear
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          onSearch={(value) => go({ keyword: value.trim() })}
        />
      </div>
      <div className="favorites-actions">
        <Checkbox checked={allSelected} indeterminate={selected.length > 0 && !allSelected} disabled={list.length === 0} onChange={(event) => setSelected(event.target.checked ? list.map((goods) => goods.goodsId) : [])}>
          {tc('favorites.selectAll')}
        </Checkbox>
        <span className="muted">{tc('favorites.selected', { count: selected.length })}</span>
        <Button onClick={removeSelected} loading={remove.isPending}>
          {tc('favorites.removeSelected')}
        </Button>
        <Button type="primary" onClick={addSelected} loading={addToCart.isPending}>
          {tc('favorites.addSelectedToCart')}
        </Button>
      </div>
      {!favorites.data ? (
        <Spin className="catalog-loading" />
      ) : list.length === 0 ? (
        <Empty className="catalog-empty" description={tc('favorites.empty')} />
      ) : (
        <Spin spinning={favorites.isFetching}>
          <div className="goods-grid" role="list" aria-label={t('routes.homeFavorite')}>
            {list.map((goods) => (
              <div role="listitem" key={goods.goodsId} className="favorite-item">
                <Checkbox
                  className="favorite-item__check"
                  aria-label={tc('favorites.select', { name: goods.name })}
                  checked={selected.includes(goods.goodsId)}
                  onChange={(event) => toggle(goods.goodsId, event.target.checked)}
                />
                <GoodsCard goods={goods} extra={goods.status !== 'onSale' && goods.status !== 'soldOut' ? <span className="favorite-item__status">{tc(`status.${goods.status}`)}</span> : undefined} />
              </div>
            ))}
          </div>
          <Pagination className="catalog-pagination" current={page} pageSize={PAGE_SIZE} total={favorites.data.total} showSizeChanger={false} hideOnSinglePage onChange={(next) => go({ page: next })} />
        </Spin>
      )}
    </section>
  );
}
