import { FilePdfOutlined } from '@ant-design/icons';
import { hasReceipt, type PurchaseOrderDetail } from '@wm/contracts';
import { Button, Descriptions, Empty, Skeleton, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDate } from '../../../lib/dates';
import { Price } from '../../../lib/price';
import { useDownloadReceipt, usePurchaseOrder } from '../api/use-purchase-orders';
import { OrderActions } from '../components/order-actions';
import { OrderStatusTag } from '../components/order-status-tag';
import '../purchase-orders.css';
import { GoodsImage } from '../../../lib/goods-image';

type Item = PurchaseOrderDetail['items'][number];
/** A time as the page's language writes it (Nov 28, 2025, 3:04 PM / 2025年11月28日 15:04). */
const time = (value: string | null) => (value ? formatDate(value, { dateStyle: 'medium', timeStyle: 'short' }) : '--');
const PAY_WAY_NAMES: Record<number, string> = { 0: 'online', 1: 'offline', 2: 'personalBankCard', 3: 'alipay', 4: 'wechat', 5: 'balance', 6: 'thirdPartyPayout', 10: 'enterpriseBank' };

/** One purchase order: status, items and amounts, payment, logistics, consignee, remark and what can be done now. */
export default function PurchaseOrderDetailsPage() {
  const { t } = useTranslation('purchase-orders');
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const order = usePurchaseOrder(orderNo);
  const receipt = useDownloadReceipt();
  const data = order.data;

  if (!data) {
    return <section className="page-container page-section">{order.isError || !orderNo ? <Empty description={t('details.notFound')} /> : <Skeleton active />}</section>;
  }
  const columns: TableColumnsType<Item> = [
    {
      key: 'goods',
      title: t('columns.goods'),
      render: (_, item) => (
        <div className="po-goods">
          <GoodsImage src={item.image} width={56} height={56} />
          <div>
            <div>{item.name}</div>
            <div className="muted">{t('itemCode', { code: item.itemCode })}</div>
          </div>
        </div>
      ),
    },
    { key: 'unitPrice', title: t('columns.unitPrice'), width: 160, render: (_, item) => <Price amount={item.unitPrice} /> },
    { key: 'quantity', title: t('columns.quantity'), width: 120, dataIndex: 'quantity' },
    { key: 'amount', title: t('columns.amount'), width: 160, align: 'right', render: (_, item) => <Price amount={item.amount} /> },
  ];

  return (
    <section className="page-container page-section po-page">
      <div className="po-card po-details__head">
        <h1 className="page-title">
          {t('orderNo')} {data.orderNo}
        </h1>
        <OrderStatusTag status={data.status} text={data.statusText} />
        <span className="po-order__spacer" />
        {hasReceipt(data.status) && (
          <Button icon={<FilePdfOutlined aria-hidden />} loading={receipt.isPending} onClick={() => receipt.mutate(data.orderNo)}>
            {t('details.receipt')}
          </Button>
        )}
        <OrderActions orderNo={data.orderNo} actions={data.actions} />
      </div>

      <section className="po-card" aria-label={t('details.order')}>
        <h2 className="po-card__title">{t('details.order')}</h2>
        <Descriptions column={3} size="small">
          <Descriptions.Item label={t('details.store')}>{data.storeName}</Descriptions.Item>
          <Descriptions.Item label={t('details.createdAt')}>{time(data.createdAt)}</Descriptions.Item>
          <Descriptions.Item label={t('details.deliveryMode')}>{t(`deliveryModes.${data.deliveryMode}`)}</Descriptions.Item>
          <Descriptions.Item label={t('details.payWay')}>{data.payWay === null ? '--' : t(`payWays.${PAY_WAY_NAMES[data.payWay] ?? 'online'}`)}</Descriptions.Item>
          <Descriptions.Item label={t('details.paidAt')}>{time(data.paidAt)}</Descriptions.Item>
          <Descriptions.Item label={t('details.paymentNo')}>{data.paymentNo ?? '--'}</Descriptions.Item>
          {data.status === 0 && <Descriptions.Item label={t('details.payDeadline')}>{time(data.payDeadline)}</Descriptions.Item>}
          {data.canceledAt && <Descriptions.Item label={t('details.canceledAt')}>{time(data.canceledAt)}</Descriptions.Item>}
          {data.cancelReason && <Descriptions.Item label={t('details.cancelReason')}>{t(`cancelReasons.${data.cancelReason}`)}</Descriptions.Item>}
          {data.completedAt && <Descriptions.Item label={t('details.completedAt')}>{time(data.completedAt)}</Descriptions.Item>}
          <Descriptions.Item label={t('details.coupon')}>{data.coupon?.name ?? '--'}</Descriptions.Item>
          <Descriptions.Item label={t('details.remark')} span={2}>
            {data.remark || '--'}
          </Descriptions.Item>
        </Descriptions>
      </section>

      <section className="po-card" aria-label={t('details.items')}>
        <h2 className="po-card__title">{t('details.items')}</h2>
        <Table<Item> rowKey="goodsId" size="small" columns={columns} dataSource={data.items} pagination={false} />
        <dl className="po-summary">
          <div>
            <dt>{t('amounts.goods')}</dt>
            <dd>
              <Price amount={data.goodsAmount} />
            </dd>
          </div>
          <div>
            <dt>{t('amounts.discount')}</dt>
            <dd>
              -<Price amount={data.discount} />
            </dd>
          </div>
          <div>
            <dt>{t('amounts.freight')}</dt>
            <dd>
              <Price amount={data.freight} />
            </dd>
          </div>
          <div>
            <dt>{t('amounts.fees')}</dt>
            <dd>
              <Price amount={data.fees} />
            </dd>
          </div>
          <div className="po-summary__total">
            {/* Once paid, the total is what was paid, not what is left to pay. */}
            <dt>{t(hasReceipt(data.status) ? 'amounts.totalPaid' : 'amounts.total')}</dt>
            <dd>
              <Price amount={data.total} testId="order-total" />
            </dd>
          </div>
        </dl>
      </section>

      {data.deliveryMode === 'ship' && (
        <div className="po-columns">
          <section className="po-card" aria-label={t('details.logistics')}>
            <h2 className="po-card__title">{t('details.logistics')}</h2>
            <Descriptions column={1} size="small">
              <Descriptions.Item label={t('details.logisticsCompany')}>{data.logisticsCompany ?? '--'}</Descriptions.Item>
              <Descriptions.Item label={t('details.trackingNumber')}>{data.trackingNumber ?? '--'}</Descriptions.Item>
              <Descriptions.Item label={t('details.deliveryTime')}>{time(data.deliveryTime)}</Descriptions.Item>
            </Descriptions>
          </section>
          <section className="po-card" aria-label={t('details.consignee')}>
            <h2 className="po-card__title">{t('details.consignee')}</h2>
            <Descriptions column={1} size="small">
              <Descriptions.Item label={t('details.consigneeName')}>{data.consignee?.name ?? '--'}</Descriptions.Item>
              <Descriptions.Item label={t('details.phone')}>{data.consignee?.phone ?? '--'}</Descriptions.Item>
              <Descriptions.Item label={t('details.email')}>{data.consignee?.email ?? '--'}</Descriptions.Item>
              <Descriptions.Item label={t('details.address')}>{data.consignee?.address ?? '--'}</Descriptions.Item>
            </Descriptions>
          </section>
        </div>
      )}
    </section>
  );
}
