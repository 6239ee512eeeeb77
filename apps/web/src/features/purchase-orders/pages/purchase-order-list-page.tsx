import { ORDER_PERIODS, type PurchaseOrderSummary } from '@wm/contracts';
import { Empty, Input, Pagination, Segmented, Skeleton, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAddressQuery } from '../../../lib/address-query';
import { Price } from '../../../lib/price';
import { usePurchaseOrders } from '../api/use-purchase-orders';
import { OrderActions } from '../components/order-actions';
import { OrderStatusTag } from '../components/order-status-tag';
import { listFilters, listSearch, type ListFilters } from '../list-filters';
import '../purchase-orders.css';
import { formatDate } from '../../../lib/dates';
import { GoodsImage } from '../../../lib/goods-image';

const PAGE_SIZE = 10;
const TABS = ['all', '0', '1', '2', '3'] as const;

function OrderCard({ order }: { order: PurchaseOrderSummary }) {
  const { t } = useTranslation('purchase-orders');
  const details = `/purchaseOrderManage/purchaseOrderDetails?orderNo=${encodeURIComponent(order.orderNo)}`;
  return (
    <article className="po-order" aria-label={order.orderNo} data-testid="purchase-order">
      <header className="po-order__head">
        <span>
          {t('orderNo')} <Link to={details}>{order.orderNo}</Link>
        </span>
        <span className="muted">{formatDate(order.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}</span>
        <span>{order.storeName}</span>
        <span className="po-order__spacer" />
        <OrderStatusTag status={order.status} text={order.statusText} />
      </header>
      <div className="po-order__body">
        <ul className="po-order__items">
          {order.items.map((item) => (
            <li key={item.goodsId} className="po-goods">
              <GoodsImage src={item.image} width={56} height={56} />
              <div>
                <div>{item.name}</div>
                <div className="muted">
                  <Price amount={item.unitPrice} /> × {item.quantity}
                </div>
              </div>
            </li>
          ))}
        </ul>
        <div className="po-order__total">
          <div className="muted">{t('quantityCount', { count: order.quantity })}</div>
          <Price amount={order.total} className="po-strong" />
          {order.discount > 0 && (
            <div className="muted">
              {t('amounts.discount')} -<Price amount={order.discount} />
            </div>
          )}
          {order.status === 0 && order.payDeadline && <div className="muted">{t('payBefore', { time: formatDate(order.payDeadline, { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' }) })}</div>}
        </div>
        <OrderActions orderNo={order.orderNo} actions={order.actions} details />
      </div>
    </article>
  );
}

/** My purchase orders: status tabs, period, search by order id, pages; the filters live in the address. */
export default function PurchaseOrderListPage() {
  const { t } = useTranslation('purchase-orders');
  const [params, changeQuery] = useAddressQuery();
  const filters = listFilters(params);
  const orders = usePurchaseOrders({ ...filters, pageSize: PAGE_SIZE });
  const change = (next: Partial<ListFilters>) => changeQuery((now) => listSearch({ ...listFilters(now), pageIndex: 1, ...next }), { replace: true });

  return (
    <section className="page-container page-section po-page">
      <h1 className="page-title">{t('list.title')}</h1>
      <div className="po-card po-filters">
        <Tabs
          activeKey={filters.status === undefined ? 'all' : String(filters.status)}
          onChange={(key) => change({ status: key === 'all' ? undefined : (Number(key) as ListFilters['status']) })}
          items={TABS.map((key) => ({ key, label: t(`tabs.${key}`) }))}
        />
        <div className="po-filters__row">
          <Segmented
            value={filters.period ?? 'any'}
            onChange={(value) => change({ period: value === 'any' ? undefined : (value as ListFilters['period']) })}
            options={[{ value: 'any', label: t('periods.any') }, ...ORDER_PERIODS.map((period) => ({ value: period, label: t(`periods.${period}`) }))]}
          />
          <Input.Search
            className="po-filters__search"
            allowClear
            defaultValue={filters.orderNo}
            placeholder={t('list.search')}
            aria-label={t('list.search')}
            enterButton={t('list.searchButton')}
            onSearch={(value) => change({ orderNo: value.trim() || undefined })}
          />
        </div>
      </div>
      {!orders.data ? (
        <Skeleton active />
      ) : orders.data.list.length === 0 ? (
        <Empty className="po-card" description={t('list.empty')} />
      ) : (
        <>
          {orders.data.list.map((order) => (
            <OrderCard key={order.orderNo} order={order} />
          ))}
          <Pagination
            className="po-pagination"
            current={filters.pageIndex}
            pageSize={PAGE_SIZE}
            total={orders.data.total}
            showSizeChanger={false}
            hideOnSinglePage
            onChange={(pageIndex) => change({ pageIndex })}
          />
        </>
      )}
    </section>
  );
}
