import { RightOutlined } from '@ant-design/icons';
import { Spin } from 'antd';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { categoryListPath } from '../../../lib/paths';
import { useHomeSections } from '../api/use-catalog';
import { EAGER_CARDS, GoodsCard } from '../components/goods-card';
import { HomeSection } from '../components/home-section';
import { StoreCard } from '../components/store-card';
import '../catalog.css';

/**
 * Whether the part of a page below its first screen may render: once `ready`, in a transition, so that
 * React renders it in slices between which the browser paints and answers input, instead of in the
 * same long task as what the first screen shows (the page's largest paint waits for that task only).
 */
function useBelowTheFold(ready: boolean): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (ready) startTransition(() => setShown(true));
  }, [ready]);
  return shown;
}

/** /home: new arrivals, featured stores, top sellers and the categories, each with a way to see more. */
export default function HomePage() {
  const { t } = useTranslation();
  const { t: tc } = useTranslation('catalog');
  const { data } = useHomeSections();
  // The categories' blocks (five goods each, most of the page's cards) come after the sections above them.
  const categoriesShown = useBelowTheFold(!!data);
  return (
    <div className="page-container page-section catalog-page home-page">
      <h1 className="visually-hidden">{t('routes.home')}</h1>
      {!data ? (
        <Spin className="catalog-loading" />
      ) : (
        <>
          <HomeSection id="home-new" title={tc('home.newArrivals')} more="/newArrival">
            <div className="goods-grid">
              {data.newArrivals.map((goods, index) => (
                <GoodsCard key={goods.goodsId} goods={goods} eager={index < EAGER_CARDS} />
              ))}
            </div>
          </HomeSection>
          <HomeSection id="home-stores" title={tc('home.featuredStores')} more="/hotspotStore">
            <div className="store-grid">
              {data.featuredStores.slice(0, 4).map((store) => (
                <StoreCard key={store.storeId} store={store} />
              ))}
            </div>
          </HomeSection>
          <HomeSection id="home-top" title={tc('home.topSellers')} more="/activity/topSellList">
            <div className="goods-grid">
              {data.topSellers.map((goods) => (
                <GoodsCard
                  key={goods.goodsId}
                  goods={goods}
                  badge={
                    <span className="rank-badge">
                      <span className="rank-badge__no">#{goods.rank}</span>
                      <span className="rank-badge__sold">{tc('ranking.sold', { count: goods.windowSold })}</span>
                    </span>
                  }
                />
              ))}
            </div>
          </HomeSection>
          <HomeSection id="home-categories" title={tc('home.categories')} more="/classify">
            {categoriesShown && data.categories.map((category) => (
              <div key={category.categoryId} className="home-category">
                <Link to={categoryListPath(category.categoryId)} className="home-category__tile">
                  {category.image && <img src={category.image} alt="" />}
                  <span className="home-category__name">{category.categoryName}</span>
                  <span className="home-category__more">
                    {tc('home.more')} <RightOutlined />
                  </span>
                </Link>
                {category.goods.slice(0, 5).map((goods) => (
                  <GoodsCard key={goods.goodsId} goods={goods} />
                ))}
              </div>
            ))}
          </HomeSection>
        </>
      )}
    </div>
  );
}
