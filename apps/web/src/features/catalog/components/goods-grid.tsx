import type { GoodsCard as GoodsCardData } from '@wm/contracts';
import { Empty, Pagination, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EAGER_CARDS, GoodsCard } from './goods-card';

interface GoodsGridProps {
  goods: readonly GoodsCardData[] | undefined;
  loading: boolean;
  /** With a total the grid pages; without one it shows what it has. */
  total?: number;
  page?: number;
  pageSize?: number;
  onPage?: (page: number) => void;
  badge?: (goods: GoodsCardData, index: number) => ReactNode;
  label?: string;
}

/** Goods cards in rows of five, with pages under them. */
export function GoodsGrid({ goods, loading, total, page = 1, pageSize = 20, onPage, badge, label }: GoodsGridProps) {
  const { t } = useTranslation('catalog');
  if (!goods) return <Spin className="catalog-loading" />;
  return (
    <Spin spinning={loading}>
      {goods.length === 0 ? (
        <Empty className="catalog-empty" description={t('common.noData')} />
      ) : (
        <div className="goods-grid" role="list" aria-label={label}>
          {goods.map((item, index) => (
            <div role="listitem" key={item.goodsId}>
              <GoodsCard goods={item} badge={badge?.(item, index)} eager={index < EAGER_CARDS} />
            </div>
          ))}
        </div>
      )}
      {total !== undefined && onPage && (
        <Pagination
          className="catalog-pagination"
          current={page}
          pageSize={pageSize}
          total={total}
          showSizeChanger={false}
          hideOnSinglePage
          onChange={onPage}
          showTotal={(count) => t('common.total', { count })}
        />
      )}
    </Spin>
  );
}
