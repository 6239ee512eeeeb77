import type { GoodsCard as GoodsCardData } from '@wm/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { goodsPath, shopPath } from '../catalog-paths';
import { GoodsPrice } from './goods-price';

/** How many cards of a list's first row load their picture at once (the rest as they scroll into view). */
export const EAGER_CARDS = 5;

/**
 * A goods in a list: picture, name, item code, store and price (or the mask), and "Sold out" across
 * the picture's foot when no unit is available. `eager` for a card in the first row a page shows: its
 * picture is what the page is waiting for, so it is not deferred.
 */
export function GoodsCard({ goods, badge, extra, eager }: { goods: GoodsCardData; badge?: ReactNode; extra?: ReactNode; eager?: boolean }) {
  const { t } = useTranslation('catalog');
  const href = goodsPath(goods.goodsId);
  return (
    <article className="goods-card" data-testid="goods-card" aria-label={goods.name}>
      <Link to={href} className="goods-card__image" tabIndex={-1} aria-hidden>
        <img src={goods.image} alt="" loading={eager ? 'eager' : 'lazy'} fetchPriority={eager ? 'high' : undefined} />
        {badge}
        {goods.status === 'soldOut' && (
          <span className="goods-card__sold-out" data-testid="goods-card-sold-out">
            {t('status.soldOut')}
          </span>
        )}
      </Link>
      <div className="goods-card__body">
        <Link to={href} className="goods-card__name" title={goods.name}>
          {goods.name}
        </Link>
        {/* The band on the picture is in its link, which assistive technology skips: said here instead. */}
        {goods.status === 'soldOut' && <span className="visually-hidden">{t('status.soldOut')}</span>}
        <div className="goods-card__code">
          {t('goods.itemCode')}: <span data-testid="item-code">{goods.itemCode}</span>
        </div>
        <GoodsPrice goods={goods} />
        <div className="goods-card__meta">
          <Link to={shopPath(goods.storeId)} className="goods-card__store" title={goods.storeName}>
            {goods.storeName}
          </Link>
          {extra}
        </div>
      </div>
    </article>
  );
}
