import type { SellerShipment } from '@wm/contracts';
import { Button, Input, Modal, Table, Tabs, Tag, message } from 'antd';
import type { TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { patchQuery, useAddressQuery } from '../../../lib/address-query';
import { useBatchShip, useShip, useShipments } from '../api/use-shipments';
import { ShipDialog } from '../components/ship-dialog';

const PAGE_SIZE = 20;
const time = (value: string | null) => (value ? dayjs(value).format('YYYY-MM-DD HH:mm') : '--');
type State = 'toShip' | 'shipped';

/** The orders my store ships: paid sales orders and ship-mode purchase orders; ship one or many. */
export default function MerchantOrdersPage() {
  const { t } = useTranslation('merchant');
  const [params, changeQuery] = useAddressQuery();
  const state: State = params.get('state') === 'shipped' ? 'shipped' : 'toShip';
  const orderNo = params.get('orderNo')?.trim() || undefined;
  const page = Number(params.get('page'));
  const pageIndex = Number.isInteger(page) && page > 1 ? page : 1;
  const shipments = useShipments({ state, orderNo, pageIndex, pageSize: PAGE_SIZE });
  const ship = useShip();
  const batch = useBatchShip();
  const [selected, setSelected] = useState<SellerShipment[]>([]);
  const [shipping, setShipping] = useState<SellerShipment[]>([]);

  const change = (next: Record<string, string | undefined>) => {
    setSelected([]);
    changeQuery(patchQuery(next), { replace: true });
  };

  const onShip = ({ logisticsCompany, trackingNumbers }: { logisticsCompany: string; trackingNumbers: string[] }) => {
    const close = () => {
      setShipping([]);
      setSelected([]);
    };
    const [one] = shipping;
    if (shipping.length === 1 && one) {
      ship.mutate(
        { kind: one.kind, orderNo: one.orderNo, logisticsCompany, trackingNumber: trackingNumbers[0] ?? '' },
        {
          onSuccess: () => {
            void message.success(t('ship.done', { orderNo: one.orderNo }));
            close();
          },
        },
      );
      return;
    }
    batch.mutate(
      { orders: shipping.map((order, index) => ({ kind: order.kind, orderNo: order.orderNo, logisticsCompany, trackingNumber: trackingNumbers[index] ?? '' })) },
      {
        onSuccess: (result) => {
          close();
          if (!result.failed.length) void message.success(t('ship.batchDone', { count: result.done.length }));
          else
            Modal.warning({
              title: t('ship.partial', { done: result.done.length, failed: result.failed.length }),
              content: (
                <ul>
                  {result.failed.map((failure) => (
                    <li key={failure.orderNo}>
                      {failure.orderNo}: {failure.message}
                    </li>
                  ))}
                </ul>
              ),
            });
        },
      },
    );
  };

  const columns: TableColumnsType<SellerShipment> = [
    {
      key: 'order',
      title: t('columns.order'),
      width: 210,
      render: (_, order) => (
        <div>
          <div data-testid="shipment-order-no">{order.orderNo}</div>
          <Tag color={order.kind === 'salesOrder' ? 'geekblue' : 'purple'}>{t(`kinds.${order.kind}`)}</Tag>
          <div className="merchant-muted">{t('columns.paidAt', { time: time(order.paidAt) })}</div>
        </div>
      ),
    },
    {
      key: 'goods',
      title: t('columns.goods'),
      render: (_, order) =>
        order.lines.map((line) => (
          <div key={line.goodsId} className="merchant-goods">
            <img src={line.image} alt="" width={32} height={32} />
            <div>
              <div>
                {line.itemCode} × {line.quantity}
              </div>
              <div className="merchant-muted">{line.name}</div>
            </div>
          </div>
        )),
    },
    {
      key: 'consignee',
      title: t('columns.consignee'),
      width: 280,
      render: (_, { consignee }) => (
        <div>
          <div>
            {consignee.name} · {consignee.phone}
          </div>
          <div className="merchant-muted">{[consignee.address, consignee.city, consignee.state, consignee.postalCode, consignee.country].filter(Boolean).join(', ')}</div>
        </div>
      ),
    },
    {
      key: 'status',
      title: t('columns.status'),
      width: 200,
      render: (_, order) => (
        <div>
          <Tag>{order.statusText}</Tag>
          {order.trackingNumber && (
            <div className="merchant-muted">
              {order.logisticsCompany} {order.trackingNumber} · {time(order.shippedAt)}
            </div>
          )}
        </div>
      ),
    },
    {
      key: 'actions',
      title: t('columns.actions'),
      width: 110,
      render: (_, order) =>
        order.toShip ? (
          <Button type="primary" size="small" onClick={() => setShipping([order])}>
            {t('ship.action')}
          </Button>
        ) : null,
    },
  ];

  return (
    <section>
      <h1 className="merchant-title">{t('orders.title')}</h1>
      <Tabs
        activeKey={state}
        onChange={(key) => change({ state: key === 'shipped' ? 'shipped' : undefined })}
        items={[
          { key: 'toShip', label: t('orders.toShip') },
          { key: 'shipped', label: t('orders.shipped') },
        ]}
      />
      <div className="merchant-toolbar">
        <Input.Search
          allowClear
          defaultValue={orderNo}
          placeholder={t('orders.search')}
          aria-label={t('orders.search')}
          enterButton={t('orders.searchButton')}
          style={{ width: 360 }}
          onSearch={(value) => change({ orderNo: value.trim() || undefined })}
        />
        <span className="merchant-spacer" />
        {state === 'toShip' && (
          <>
            <span className="merchant-muted">{t('orders.selected', { count: selected.length })}</span>
            <Button type="primary" disabled={!selected.length} onClick={() => setShipping(selected)}>
              {t('ship.batch', { count: selected.length })}
            </Button>
          </>
        )}
      </div>
      <Table<SellerShipment>
        rowKey={(order) => `${order.kind}:${order.orderNo}`}
        columns={columns}
        dataSource={shipments.data?.list ?? []}
        loading={shipments.isFetching && !shipments.data}
        rowSelection={
          state === 'toShip'
            ? {
                selectedRowKeys: selected.map((order) => `${order.kind}:${order.orderNo}`),
                onChange: (_keys, rows) => setSelected(rows),
                getCheckboxProps: (order) => ({ disabled: !order.toShip }),
              }
            : undefined
        }
        locale={{ emptyText: t(state === 'toShip' ? 'orders.emptyToShip' : 'orders.emptyShipped') }}
        pagination={{
          current: pageIndex,
          pageSize: PAGE_SIZE,
          total: shipments.data?.total ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: (next) => change({ page: String(next) }),
        }}
      />
      <ShipDialog
        open={shipping.length > 0}
        orderNos={shipping.map((order) => order.orderNo)}
        shipping={ship.isPending || batch.isPending}
        onShip={onShip}
        onClose={() => setShipping([])}
      />
    </section>
  );
}
