import { Button, Empty, Pagination, Popconfirm, Spin, message } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAddressQuery } from '../../../lib/address-query';
import { useFollowStore, useFollowedStores } from '../api/use-favorites';
import { idParam } from '../catalog-paths';
import { StoreCard, StoreGrid } from '../components/store-card';
import '../catalog.css';

const PAGE_SIZE = 12;

/** /mySeller: the stores the buyer follows, newest followed first, each with unfollow. */
export default function MySellerPage() {
  const { t } = useTranslation();
  const { t: tc } = useTranslation('catalog');
  const [params, changeQuery] = useAddressQuery();
  const page = idParam(params.get('page')) ?? 1;
  const stores = useFollowedStores(page, PAGE_SIZE);
  const follow = useFollowStore();
  return (
    <section className="page-container page-section catalog-page">
      <h1 className="page-title">{t('routes.mySeller')}</h1>
      {!stores.data ? (
        <Spin className="catalog-loading" />
      ) : stores.data.list.length === 0 ? (
        <Empty className="catalog-empty" description={tc('mySeller.empty')} />
      ) : (
        <Spin spinning={stores.isFetching}>
          <StoreGrid
            stores={stores.data.list}
            render={(store) => (
              <StoreCard
                store={store}
                actions={
                  <Popconfirm
                    title={tc('mySeller.confirmUnfollow', { name: store.storeName })}
                    okText={tc('common.confirm')}
                    cancelText={tc('common.cancel')}
                    onConfirm={() => follow.mutateAsync({ storeId: store.storeId, follow: false }).then(() => void message.success(tc('mySeller.unfollowed')))}
                  >
                    <Button>{tc('store.unfollow')}</Button>
                  </Popconfirm>
                }
              />
            )}
          />
          <Pagination
            className="catalog-pagination"
            current={page}
            pageSize={PAGE_SIZE}
            total={stores.data.total}
            showSizeChanger={false}
            hideOnSinglePage
            onChange={(next) => changeQuery((): Record<string, string> => (next > 1 ? { page: String(next) } : {}))}
          />
        </Spin>
      )}
    </section>
  );
}
