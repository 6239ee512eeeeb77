import type { GoodsCard } from '@wm/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { loginPath } from '../../../lib/paths';
import { Price } from '../../../lib/price';

type Priced = Pick<GoodsCard, 'priceVisibility' | 'price' | 'priceMax' | 'originalPrice'>;

/** The masked price (spec section 6): `**` and why, for anyone but an approved buyer. */
export function PriceMask({ visibility }: { visibility: Exclude<GoodsCard['priceVisibility'], 'visible'> }) {
  const { t } = useTranslation('catalog');
  const location = useLocation();
  return (
    <span className="goods-price goods-price--masked" data-testid="price-mask">
      <span className="goods-price__stars">**</span>
      {visibility === 'login' ? (
        <Link className="goods-price__reason" to={loginPath(`${location.pathname}${location.search}`)}>
          {t('price.login')}
        </Link>
      ) : (
        <span className="goods-price__reason">{t(visibility === 'approval' ? 'price.approval' : 'price.store')}</span>
      )}
    </span>
  );
}

/** A goods' price as its viewer may see it: the lowest to highest unit price, or the mask. */
export function GoodsPrice({ goods, large }: { goods: Priced; large?: boolean }) {
  if (goods.priceVisibility !== 'visible' || goods.price === null) {
    return <PriceMask visibility={goods.priceVisibility === 'visible' ? 'login' : goods.priceVisibility} />;
  }
  const ranged = goods.priceMax !== null && goods.priceMax !== goods.price;
  return (
    <span className={large ? 'goods-price goods-price--large' : 'goods-price'} data-testid="goods-price">
      <Price amount={goods.price} className="goods-price__amount" />
      {ranged && goods.priceMax !== null && (
        <>
          <span className="goods-price__dash">-</span>
          <Price amount={goods.priceMax} className="goods-price__amount" />
        </>
      )}
      {goods.originalPrice !== null && <Price amount={goods.originalPrice} className="goods-price__original" />}
    </span>
  );
}
