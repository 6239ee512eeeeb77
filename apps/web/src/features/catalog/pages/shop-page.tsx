import { GOODS_LIST_PAGE_SIZE, sortsFor } from '@wm/contracts';
import { CustomerServiceOutlined, HeartFilled, HeartOutlined } from '@ant-design/icons';
import { Button, Empty, Input, Radio, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { seesPrices } from '../../../lib/access';
import { loginPath } from '../../../lib/paths';
import { useClientStore } from '../../../lib/store';
import { useGoodsFilterOptions, useGoodsList, useStore } from '../api/use-catalog';
import { useFollowStore } from '../api/use-favorites';
import { SHOP_DISABLED_PATH, shopPath } from '../catalog-paths';
import { ShopCategoryTree } from '../components/category-tree';
import { GoodsGrid } from '../components/goods-grid';
import { StoreContactDialog } from '../components/store-contact-dialog';
import { StoreGuarantees } from '../components/store-guarantees';
import { listBodyOf } from '../goods-filters';
import { useGoodsFilters } from './goods-browser';
import '../catalog.css';

/** /shop/index?storeId=: the store's card, its categories and its goods with a search. */
export default function ShopPage() {
  const { t } = useTranslation();
  const { t: tc } = useTranslation('catalog');
  const navigate = useNavigate();
  const [filters, change] = useGoodsFilters();
  const storeId = filters.storeId;
  const store = useStore(storeId);
  const user = useClientStore((state) => state.userInfo);
  const withPrice = seesPrices(user);
  const follow = useFollowStore();
  const options = useGoodsFilterOptions();
  const goods = useGoodsList(listBodyOf(filters, GOODS_LIST_PAGE_SIZE), storeId !== undefined && store.data?.closed === false);
  const [contactOpen, setContactOpen] = useState(false);
  const [keyword, setKeyword] = useState(filters.keyword ?? '');
  useEffect(() => setKeyword(filters.keyword ?? ''), [filters.keyword]);

  if (storeId === undefined || store.isError) {
    return (
      <section className="page-container page-section catalog-page">
        <h1 className="page-title">{t('routes.shop')}</h1>
        <Empty description={tc('shop.notFound')} />
      </section>
    );
  }
  const data = store.data;
  if (!data) return <Spin className="catalog-loading" />;
  if (data.closed) return <Navigate to={`${SHOP_DISABLED_PATH}?storeId=${data.storeId}`} replace />;

  const mayFollow = !user || (user.role === 'buyer' && !user.isStore);
  const toggleFollow = () => {
    if (!user) return void navigate(loginPath(shopPath(data.storeId)));
    follow.mutate({ storeId: data.storeId, follow: !data.followedByMe });
  };

  return (
    <div className="shop-page">
      <header className="shop-banner">
        <div className="page-container shop-banner__inner">
          <img className="shop-banner__logo" src={data.logo} alt="" />
          <div className="shop-banner__title">
            <h1 className="shop-banner__name">{data.storeName}</h1>
            <div className="shop-banner__stats">
              <span>
                {tc('store.code')}: <strong>{data.storeCode}</strong>
              </span>
              <span>
                {tc('store.followers')}: <strong data-testid="store-followers">{data.followers}</strong>
              </span>
              <span>
                {tc('store.allItems')}: <strong>{data.itemsCount}</strong>
              </span>
            </div>
            <p className="shop-banner__intro">{data.intro}</p>
            <StoreGuarantees guarantees={data.guarantees} />
          </div>
          <div className="shop-banner__actions">
            {mayFollow && (
              <Button
                type={data.followedByMe ? 'default' : 'primary'}
                icon={data.followedByMe ? <HeartFilled /> : <HeartOutlined />}
                loading={follow.isPending}
                onClick={toggleFollow}
                aria-pressed={data.followedByMe}
              >
                {data.followedByMe ? tc('store.unfollow') : tc('store.follow')}
              </Button>
            )}
            <Button icon={<CustomerServiceOutlined />} onClick={() => setContactOpen(true)}>
              {tc('store.contact')}
            </Button>
          </div>
        </div>
      </header>
      <div className="page-container page-section shop-body">
        <ShopCategoryTree nodes={data.categories} current={filters.shopCategoryId} onPick={(shopCategoryId) => change({ shopCategoryId })} />
        <div className="shop-goods">
          <div className="shop-goods__bar">
            <Input.Search
              className="shop-goods__search"
              aria-label={tc('shop.search')}
              placeholder={tc('shop.search')}
              allowClear
              value={keyword}
              onChange={(event) => setKeyword(event.target.value)}
              onSearch={(value) => change({ keyword: value.trim() || undefined })}
              enterButton
            />
            <Radio.Group
              optionType="button"
              aria-label={tc('filters.sort')}
              value={filters.sort}
              onChange={(event) => change({ sort: event.target.value })}
              options={(options.data?.sorts ?? []).filter((sort) => sortsFor(withPrice).includes(sort.code)).map((sort) => ({ value: sort.code, label: sort.name }))}
            />
          </div>
          <GoodsGrid goods={goods.data?.list} loading={goods.isFetching} total={goods.data?.total} page={filters.page} pageSize={GOODS_LIST_PAGE_SIZE} onPage={(page) => change({ page })} label={data.storeName} />
        </div>
      </div>
      {contactOpen && <StoreContactDialog storeName={data.storeName} onClose={() => setContactOpen(false)} />}
    </div>
  );
}
