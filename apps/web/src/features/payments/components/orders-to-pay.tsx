import { amountToCents, centsToAmount, type PurchaseOrderDetail } from '@wm/contracts';
import { Alert, Skeleton, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Price } from '../../../lib/price';
import { UsdCharge } from './usd-charge';

/** What the orders come to, added in cents. */
export const ordersTotal = (orders: readonly Pick<PurchaseOrderDetail, 'total'>[]) =>
  centsToAmount(orders.reduce((sum, order) => sum + amountToCents(order.total), 0));

/** The orders being paid and what they come to. */
export function OrdersToPay({ orders, loading }: { orders: PurchaseOrderDetail[]; loading: boolean }) {
  const { t } = useTranslation('payments');
  const columns: TableColumnsType<PurchaseOrderDetail> = [
    { key: 'orderNo', title: t('orders.orderNo'), dataIndex: 'orderNo' },
    { key: 'store', title: t('orders.store'), dataIndex: 'storeName' },
    { key: 'goods', title: t('orders.goods'), render: (_, order) => order.items.map((item) => `${item.name} × ${item.quantity}`).join('; ') },
    { key: 'status', title: t('orders.status'), dataIndex: 'statusText' },
    { key: 'amount', title: t('orders.amount'), align: 'right', render: (_, order) => <Price amount={order.total} /> },
  ];
  const notPayable = orders.filter((order) => !order.actions.includes('pay'));
  return (
    <section className="payment-card" aria-label={t('orders.title')}>
      <h2 className="payment-card__title">{t('orders.title')}</h2>
      {loading ? (
        <Skeleton active />
      ) : (
        <>
          <Table<PurchaseOrderDetail> rowKey="orderNo" size="small" columns={columns} dataSource={orders} pagination={false} />
          {notPayable.length > 0 && <Alert type="warning" showIcon title={t('orders.notPayable', { orderNos: notPayable.map((order) => order.orderNo).join(', ') })} />}
          <div className="payment-orders__total">
            <span>{t('orders.total')}</span>
            <Price amount={ordersTotal(orders)} className="payment-amount" testId="payment-total" />
          </div>
          <UsdCharge amount={ordersTotal(orders)} />
        </>
      )}
    </section>
  );
}
