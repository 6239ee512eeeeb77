import type { StoreCard as StoreCardData } from '@wm/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { goodsPath, shopPath } from '../catalog-paths';

/**
 * A seller list card (spec section 2): store code, followers, all items, enter shop. Home shows
 * these, so they are plain elements (a link that looks like antd's primary button, a tag's look):
 * antd's Button and Tag were 11 KB gzip of the home page's scripts for two looks.
 */
export function StoreCard({ store, actions }: { store: StoreCardData; actions?: ReactNode }) {
  const { t } = useTranslation('catalog');
  const href = shopPath(store.storeId);
  return (
    <article className="store-card" data-testid="store-card" aria-label={store.storeName}>
      <header className="store-card__head">
        <img className="store-card__logo" src={store.logo} alt="" />
        <div className="store-card__title">
          <Link to={href} className="store-card__name">
            {store.storeName}
          </Link>
          <div className="store-card__code">
            {t('store.code')}: {store.storeCode}
            {store.closed && <span className="store-card__closed">{t('store.closed')}</span>}
          </div>
        </div>
      </header>
      <dl className="store-card__stats">
        <div>
          <dt>{t('store.followers')}</dt>
          <dd data-testid="store-followers">{store.followers}</dd>
        </div>
        <div>
          <dt>{t('store.allItems')}</dt>
          <dd>
            <Link to={href}>{store.itemsCount}</Link>
          </dd>
        </div>
      </dl>
      <p className="store-card__intro" title={store.intro}>
        {store.intro}
      </p>
      <ul className="store-card__goods">
        {store.goods.slice(0, 3).map((item) => (
          <li key={item.goodsId}>
            <Link to={goodsPath(item.goodsId)} title={item.name}>
              <img src={item.image} alt={item.name} loading="lazy" />
            </Link>
          </li>
        ))}
      </ul>
      <footer className="store-card__actions">
        <Link to={href} className="store-card__enter">
          {t('store.enterShop')}
        </Link>
        {actions}
      </footer>
    </article>
  );
}

/** Seller cards in rows of four. */
export function StoreGrid({ stores, render }: { stores: readonly StoreCardData[]; render?: (store: StoreCardData) => ReactNode }) {
  return (
    <div className="store-grid" role="list">
      {stores.map((store) => (
        <div role="listitem" key={store.storeId}>
          {render ? render(store) : <StoreCard store={store} />}
        </div>
      ))}
    </div>
  );
}
