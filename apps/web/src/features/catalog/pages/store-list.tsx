import type { StoreKind } from '@wm/contracts';
import { Empty, Pagination, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAddressQuery } from '../../../lib/address-query';
import { useStoreList } from '../api/use-catalog';
import { idParam } from '../catalog-paths';
import { StoreGrid } from '../components/store-card';
import '../catalog.css';

const STORE_PAGE_SIZE = 12;

/** Seller cards of one kind (new or featured stores), with pages in the address. */
export function StoreListPage({ kind, title }: { kind: StoreKind; title: string }) {
  const { t } = useTranslation('catalog');
  const [params, changeQuery] = useAddressQuery();
  const page = idParam(params.get('page')) ?? 1;
  const stores = useStoreList(kind, page, STORE_PAGE_SIZE);
  return (
    <section className="page-container page-section catalog-page">
      <h1 className="page-title">{title}</h1>
      {!stores.data ? (
        <Spin className="catalog-loading" />
      ) : stores.data.list.length === 0 ? (
        <Empty className="catalog-empty" description={t('common.noData')} />
      ) : (
        <Spin spinning={stores.isFetching}>
          <StoreGrid stores={stores.data.list} />
          <Pagination
            className="catalog-pagination"
            current={page}
            pageSize={STORE_PAGE_SIZE}
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
