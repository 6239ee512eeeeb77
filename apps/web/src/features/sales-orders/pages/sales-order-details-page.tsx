import type { SalesOrderDetail } from '@wm/contracts';
import { Alert, Descriptions, Empty, Skeleton, Table, Timeline } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Price } from '../../../lib/price';
import { useRegionTree, useSalesOrder, useUsRegionTree } from '../api/use-sales-orders';
import { ChangeAddressDialog } from '../components/change-address-dialog';
import { SalesOrderActions } from '../components/sales-order-actions';
import { ShortfallNote } from '../components/shortfall-note';
import { FeeOrderStatusTag, SalesOrderStatusTag } from '../components/status-tag';
import { feeOrderPath, time } from '../format';
import '../sales-orders.css';
import { FeeSummary } from '../components/fee-summary';
import { GoodsCell } from '../components/goods-cell';

type Line = SalesOrderDetail['lines'][number];

/** One sales order: lines with their tracking, the consignee in full, its fee order, its history and what can be done now. */
export default function SalesOrderDetailsPage() {
  const { t } = useTranslation('sales-orders');
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const order = useSalesOrder(orderNo);
  const [changing, setChanging] = useState(false);
  const world = useRegionTree();
  const us = useUsRegionTree(changing);
  const data = order.data;

  if (!data) {
    return <section className="page-container page-section">{order.isError || !orderNo ? <Empty description={t('details.notFound')} /> : <Skeleton active />}</section>;
  }

  const columns: TableColumnsType<Line> = [
    {
      key: 'goods',
      title: t('columns.goods'),
      render: (_, line) => <GoodsCell goods={line} size={56} />,
    },
    { key: 'quantity', title: t('columns.quantity'), dataIndex: 'quantity', width: 90, align: 'right' },
    { key: 'logisticsFee', title: t('columns.logisticsFeeUnit'), width: 130, align: 'right', render: (_, line) => <Price amount={line.logisticsFee} /> },
    { key: 'operatingFee', title: t('columns.operatingFeeUnit'), width: 130, align: 'right', render: (_, line) => <Price amount={line.operatingFee} /> },
    {
      key: 'tracking',
      title: t('columns.tracking'),
      width: 260,
      render: (_, line) =>
        line.trackingNumber ? (
          <div data-testid="line-tracking">
            <div>{line.logisticsCompany}</div>
            <div>{line.trackingNumber}</div>
            <div className="muted">{t('details.shippedAt', { time: time(line.shippedAt) })}</div>
          </div>
        ) : (
          <span className="muted">{t('details.notShipped')}</span>
        ),
    },
  ];

  const { consignee, feeOrder } = data;
  return (
    <section className="page-container page-section so-page">
      <div className="so-card so-details__head">
        <h1 className="page-title">{t('details.title', { orderNo: data.orderNo })}</h1>
        <SalesOrderStatusTag status={data.status} text={data.statusText} />
        <span className="so-spacer" />
        <SalesOrderActions orderNo={data.orderNo} actions={data.actions} feeOrder={feeOrder} onChangeAddress={() => setChanging(true)} />
      </div>

      {data.status === 'onHold' && <ShortfallNote orderNo={data.orderNo} shortfall={data.shortfall} />}
      {data.status === 'inTransit' && data.autoCompleteAt && <Alert type="info" showIcon title={t('details.autoComplete', { time: time(data.autoCompleteAt) })} />}

      <section className="so-card" aria-label={t('details.order')}>
        <h2 className="so-card__title">{t('details.order')}</h2>
        <Descriptions column={3} size="small">
          <Descriptions.Item label={t('details.buyerOrderNo')}>{data.buyerOrderNo ?? '--'}</Descriptions.Item>
          <Descriptions.Item label={t('details.platform')}>{data.platform || '--'}</Descriptions.Item>
          <Descriptions.Item label={t('details.source')}>{t(`sources.${data.source}`)}</Descriptions.Item>
          <Descriptions.Item label={t('details.createdAt')}>{time(data.createdAt)}</Descriptions.Item>
          <Descriptions.Item label={t('details.submittedAt')}>{time(data.submittedAt)}</Descriptions.Item>
          <Descriptions.Item label={t('details.paidAt')}>{time(data.paidAt)}</Descriptions.Item>
          <Descriptions.Item label={t('details.shippedAtLabel')}>{time(data.shippedAt)}</Descriptions.Item>
          {data.completedAt && <Descriptions.Item label={t('details.completedAt')}>{time(data.completedAt)}</Descriptions.Item>}
          {data.canceledAt && <Descriptions.Item label={t('details.canceledAt')}>{time(data.canceledAt)}</Descriptions.Item>}
          <Descriptions.Item label={t('details.remark')} span={3}>
            {data.remark || '--'}
          </Descriptions.Item>
        </Descriptions>
      </section>

      <section className="so-card" aria-label={t('details.lines')}>
        <h2 className="so-card__title">{t('details.lines')}</h2>
        <Table<Line> rowKey="goodsId" size="small" columns={columns} dataSource={data.lines} pagination={false} />
      </section>

      <div className="so-columns">
        <section className="so-card" aria-label={t('details.consignee')}>
          <h2 className="so-card__title">{t('details.consignee')}</h2>
          {consignee.erased ? (
            <p className="muted">{t('details.erased')}</p>
          ) : (
            <Descriptions column={1} size="small" data-testid="consignee">
              <Descriptions.Item label={t('consignee.name')}>{consignee.name}</Descriptions.Item>
              <Descriptions.Item label={t('consignee.phone')}>{consignee.phone}</Descriptions.Item>
              <Descriptions.Item label={t('consignee.email')}>{consignee.email || '--'}</Descriptions.Item>
              <Descriptions.Item label={t('consignee.address')}>
                {[consignee.address, consignee.city, consignee.state, consignee.postalCode, consignee.country].filter(Boolean).join(', ')}
              </Descriptions.Item>
            </Descriptions>
          )}
        </section>
        <section className="so-card" aria-label={t('details.feeOrder')}>
          <h2 className="so-card__title">{t('details.feeOrder')}</h2>
          {feeOrder ? (
            <>
              <div className="so-fee__head">
                <Link to={feeOrderPath(feeOrder.feeOrderNo)} data-testid="fee-order-link">
                  {feeOrder.feeOrderNo}
                </Link>
                <FeeOrderStatusTag status={feeOrder.status} text={feeOrder.statusText} />
              </div>
              <FeeSummary fees={feeOrder} totalTestId="fee-total" />
            </>
          ) : (
            <p className="muted">{t('details.noFeeOrder')}</p>
          )}
        </section>
      </div>

      <section className="so-card" aria-label={t('details.history')}>
        <h2 className="so-card__title">{t('details.history')}</h2>
        <Timeline
          items={[...data.history].reverse().map((event) => ({
            key: `${event.at}-${event.action}`,
            content: (
              <div>
                <strong>{event.actionText}</strong> <span className="muted">{t(`actors.${event.actor}`)}</span>
                <div className="muted">{time(event.at)}</div>
                {event.note && <div>{event.note}</div>}
              </div>
            ),
          }))}
        />
      </section>

      {data.actions.includes('changeAddress') && (
        <ChangeAddressDialog
          orderNo={data.orderNo}
          consignee={consignee}
          regions={{ world: world.data ?? [], us: us.data ?? [], loading: world.isPending }}
          open={changing}
          onClose={() => setChanging(false)}
        />
      )}
    </section>
  );
}
