import { categoryTrail, GOODS_LIST_PAGE_SIZE, type GoodsListInput } from '@wm/contracts';
import { Spin, Tag } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { seesPrices } from '../../../lib/access';
import { useAddressQuery } from '../../../lib/address-query';
import { categoryListPath } from '../../../lib/paths';
import { useClientStore } from '../../../lib/store';
import { useCategoryTree, useGoodsFilterOptions, useGoodsList } from '../api/use-catalog';
import { GoodsFilterBar } from '../components/goods-filter-bar';
import { GoodsGrid } from '../components/goods-grid';
import { changeFilters, filtersFromParams, listBodyOf, paramsFromFilters, type GoodsFilters } from '../goods-filters';
import '../catalog.css';

/** The filters of a goods list, kept in the address so that a list can be reloaded and shared. */
export function useGoodsFilters() {
  const [params, changeQuery] = useAddressQuery();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const change = (next: Partial<GoodsFilters>) => {
    changeQuery((now) => paramsFromFilters(changeFilters(filtersFromParams(now), next)));
    if ('page' in next) window.scrollTo({ top: 0 });
  };
  return [filters, change] as const;
}

interface GoodsBrowserProps {
  title: string;
  /** What the page always asks for (an activity). */
  fixed?: Partial<GoodsListInput>;
  withStyle?: boolean;
  /** Shows the keyword and category of the address (the product list). */
  withQuery?: boolean;
  intro?: ReactNode;
}

/** A goods list page: filters, sorts, cards and pages, all in the address. */
export function GoodsBrowser({ title, fixed, withStyle, withQuery, intro }: GoodsBrowserProps) {
  const { t, i18n } = useTranslation('catalog');
  const [filters, change] = useGoodsFilters();
  const withPrice = seesPrices(useClientStore((state) => state.userInfo));
  const options = useGoodsFilterOptions();
  const tree = useCategoryTree();
  const body = { ...listBodyOf(filters, GOODS_LIST_PAGE_SIZE), ...fixed };
  const goods = useGoodsList(body);
  const trail = withQuery && tree.data && filters.categoryId !== undefined ? categoryTrail(tree.data, filters.categoryId) : [];
  const current = trail.at(-1);
  // The filters' choices and the category's names come with the page, not after it: what they
  // add above the goods would push the list down once it shows (layout shift).
  const waiting = options.isPending || (withQuery && filters.categoryId !== undefined && tree.isPending);

  return (
    <section className="page-container page-section catalog-page">
      <h1 className="page-title">{title}</h1>
      {intro}
      {waiting ? (
        <Spin className="catalog-loading" />
      ) : (
        <>
          {withQuery && (filters.keyword || current) && (
            <div className="goods-query">
              {current && (
                <nav className="goods-query__trail" aria-label={t('list.categoryTrail')}>
                  {trail.map((node, index) => (
                    <span key={node.categoryId}>
                      {index > 0 && <span className="goods-query__sep">/</span>}
                      <Link to={categoryListPath(node.categoryId)}>{node.categoryName}</Link>
                    </span>
                  ))}
                </nav>
              )}
              {filters.keyword && (
                <Tag closable onClose={() => change({ keyword: undefined, t: undefined })} data-testid="keyword-tag">
                  {t('list.keyword', { keyword: filters.keyword })}
                </Tag>
              )}
              {current && current.children.length > 0 && (
                <div className="goods-query__children">
                  {current.children.map((child) => (
                    <Link key={child.categoryId} to={categoryListPath(child.categoryId)} className="goods-query__child">
                      {child.categoryName}
                    </Link>
                  ))}
                </div>
              )}
            </div>
          )}
          <GoodsFilterBar filters={filters} options={options.data} onChange={change} withStyle={withStyle} withPrice={withPrice} />
          {goods.data && (
            <p className="goods-count" data-testid="goods-count">
              {goods.data.totalCapped ? t('list.foundMore', { count: goods.data.total.toLocaleString(i18n.language) }) : t('list.found', { count: goods.data.total })}
            </p>
          )}
          <GoodsGrid
            goods={goods.data?.list}
            loading={goods.isFetching}
            total={goods.data?.total}
            page={filters.page}
            pageSize={GOODS_LIST_PAGE_SIZE}
            onPage={(page) => change({ page })}
            label={title}
          />
        </>
      )}
    </section>
  );
}
