import { DownloadOutlined, FilterOutlined, PlusOutlined } from '@ant-design/icons';
import { SALES_ORDER_STATUSES, type SalesOrderBatchResult, type SalesOrderStatus, type SalesOrderSummary } from '@wm/contracts';
import { Badge, Button, DatePicker, Form, Input, Modal, Table, Tabs, message } from 'antd';
import type { TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useAddressQuery } from '../../../lib/address-query';
import { Price } from '../../../lib/price';
import { useBatchAction, useExportSalesOrders, useSalesOrderCounts, useSalesOrders } from '../api/use-sales-orders';
import { SalesOrderActions } from '../components/sales-order-actions';
import { ShortfallNote } from '../components/shortfall-note';
import { SalesOrderStatusTag } from '../components/status-tag';
import { detailsPath, payFeesPath, time } from '../format';
import { readFilters, writeFilters, type Filters } from '../list-filters';
import '../sales-orders.css';

const PAGE_SIZE = 20;
const DAY = 'YYYY-MM-DD';

interface SearchValues {
  orderNo?: string;
  buyerOrderNo?: string;
  itemCode?: string;
  consignee?: string;
  dates?: [Dayjs, Dayjs] | null;
}

/** My sales orders: status tabs with counts, filters in the address, batch submit / pay / cancel, export. */
export default function SalesOrderListPage() {
  const { t } = useTranslation('sales-orders');
  const navigate = useNavigate();
  const [params, changeQuery] = useAddressQuery();
  const filters = readFilters(params);
  const { pageIndex, ...query } = filters;
  const orders = useSalesOrders({ ...query, pageIndex, pageSize: PAGE_SIZE });
  const counts = useSalesOrderCounts();
  const batch = useBatchAction();
  const exporting = useExportSalesOrders();
  const [selected, setSelected] = useState<SalesOrderSummary[]>([]);
  const [form] = Form.useForm<SearchValues>();
  const [filtersOpen, setFiltersOpen] = useState(false);
  // The dates are one filter.
  const inUse = [filters.orderNo, filters.buyerOrderNo, filters.itemCode, filters.consignee, filters.dateFrom].filter(Boolean).length;
  const change = (next: Partial<Filters>) => {
    setSelected([]);
    changeQuery((now) => writeFilters({ ...readFilters(now), pageIndex: 1, ...next }), { replace: true });
  };

  const search = (values: SearchValues) =>
    change({
      orderNo: values.orderNo?.trim() || undefined,
      buyerOrderNo: values.buyerOrderNo?.trim() || undefined,
      itemCode: values.itemCode?.trim() || undefined,
      consignee: values.consignee?.trim() || undefined,
      dateFrom: values.dates?.[0]?.format(DAY),
      dateTo: values.dates?.[1]?.format(DAY),
    });
  const reset = () => {
    form.resetFields();
    change({ orderNo: undefined, buyerOrderNo: undefined, itemCode: undefined, consignee: undefined, dateFrom: undefined, dateTo: undefined });
  };

  const submittable = selected.filter((order) => order.actions.includes('submit'));
  const payable = selected.filter((order) => order.actions.includes('pay') && order.feeOrder);
  const cancelable = selected.filter((order) => order.actions.includes('cancel'));

  const report = (done: string, result: SalesOrderBatchResult) => {
    setSelected([]);
    if (!result.failed.length) {
      void message.success(t(done, { count: result.done.length }));
      return;
    }
    Modal.warning({
      title: t('batch.partial', { done: result.done.length, failed: result.failed.length }),
      content: (
        <ul className="so-batch-failures">
          {result.failed.map((failure) => (
            <li key={failure.orderNo}>
              {failure.orderNo}: {failure.message}
            </li>
          ))}
        </ul>
      ),
      okText: t('batch.ok'),
    });
  };
  const batchSubmit = () =>
    batch.mutate({ action: 'submit', orderNos: submittable.map((order) => order.orderNo) }, { onSuccess: (result) => report('batch.submitted', result) });
  const batchCancel = () =>
    Modal.confirm({
      title: t('batch.cancelTitle', { count: cancelable.length }),
      content: t('batch.cancelContent'),
      okText: t('actions.cancelOk'),
      cancelText: t('actions.back'),
      okButtonProps: { danger: true },
      onOk: () => batch.mutateAsync({ action: 'cancel', orderNos: cancelable.map((order) => order.orderNo) }).then((result) => report('batch.canceled', result)),
    });
  const batchPay = () => void navigate(payFeesPath(payable.flatMap((order) => (order.feeOrder ? [order.feeOrder.feeOrderNo] : []))));

  const columns: TableColumnsType<SalesOrderSummary> = [
    {
      key: 'order',
      title: t('columns.order'),
      width: 230,
      render: (_, order) => (
        <div className="so-cell">
          <Link to={detailsPath(order.orderNo)} data-testid="sales-order-no">
            {order.orderNo}
          </Link>
          {order.buyerOrderNo && <div className="muted">{t('list.buyerOrderNo', { no: order.buyerOrderNo })}</div>}
          {order.platform && <div className="muted">{order.platform}</div>}
          <div className="muted">{time(order.createdAt)}</div>
        </div>
      ),
    },
    {
      key: 'goods',
      title: t('columns.goods'),
      width: 210,
      render: (_, order) => (
        <div className="so-cell">
          {order.lines.map((line) => (
            <div key={line.goodsId} className="so-goods so-goods--small">
              <img src={line.image} alt="" width={32} height={32} />
              <span>
                {line.itemCode} × {line.quantity}
              </span>
            </div>
          ))}
          {order.status === 'onHold' && <ShortfallNote orderNo={order.orderNo} shortfall={order.shortfall} compact />}
        </div>
      ),
    },
    {
      key: 'consignee',
      title: t('columns.consignee'),
      width: 170,
      render: (_, order) => (
        <div className="so-cell" data-testid="masked-consignee">
          <div>{order.consignee.name}</div>
          <div className="muted">{order.consignee.phone}</div>
          <div className="muted">
            {order.consignee.city}, {order.consignee.country}
          </div>
        </div>
      ),
    },
    {
      key: 'fee',
      title: t('columns.fee'),
      width: 110,
      align: 'right',
      render: (_, order) => (order.feeOrder ? <Price amount={order.feeOrder.total} /> : '--'),
    },
    { key: 'status', title: t('columns.status'), width: 110, render: (_, order) => <SalesOrderStatusTag status={order.status} text={order.statusText} /> },
    {
      key: 'actions',
      title: t('columns.actions'),
      width: 200,
      fixed: 'right',
      render: (_, order) => <SalesOrderActions orderNo={order.orderNo} actions={order.actions} feeOrder={order.feeOrder} details size="small" />,
    },
  ];

  const tabs = ['all', ...SALES_ORDER_STATUSES] as const;
  return (
    <section className="page-container page-section so-page">
      <div className="so-head">
        <h1 className="page-title">{t('list.title')}</h1>
        <span className="so-spacer" />
        <Link to="/salesOrderManage/SalesOrderUpload">{t('list.import')}</Link>
        <Link to="/salesOrderManage/salesOrderSettle">{t('list.settle')}</Link>
        <Link to="/salesOrderManage/index">
          <Button type="primary" icon={<PlusOutlined />}>
            {t('list.create')}
          </Button>
        </Link>
      </div>
      <section className="so-card">
        <Tabs
          activeKey={filters.status ?? 'all'}
          onChange={(key) => change({ status: key === 'all' ? undefined : (key as SalesOrderStatus) })}
          items={tabs.map((key) => ({
            key,
            label: (
              <span>
                {t(`tabs.${key}`)} <Badge count={counts.data?.[key] ?? 0} showZero overflowCount={9999} color={(counts.data?.[key] ?? 0) === 0 || key === 'all' ? '#bfbfbf' : '#1554d1'} />
              </span>
            ),
          }))}
        />
        {/* On a phone the filters fold away behind a button that counts those in use (sales-orders.css). */}
        <Button className="so-filters-toggle" icon={<FilterOutlined />} aria-expanded={filtersOpen} aria-controls="so-filters" onClick={() => setFiltersOpen((open) => !open)}>
          {inUse ? t('filters.toggleInUse', { count: inUse }) : t('filters.toggle')}
        </Button>
        <Form<SearchValues>
          form={form}
          layout="inline"
          id="so-filters"
          className={filtersOpen ? 'so-filters so-filters--open' : 'so-filters'}
          initialValues={{
            orderNo: filters.orderNo,
            buyerOrderNo: filters.buyerOrderNo,
            itemCode: filters.itemCode,
            consignee: filters.consignee,
            dates: filters.dateFrom && filters.dateTo ? [dayjs(filters.dateFrom), dayjs(filters.dateTo)] : null,
          }}
          // Searching folds the filters away again on a phone, to show what they found.
          onFinish={(values) => {
            search(values);
            setFiltersOpen(false);
          }}
        >
          <Form.Item name="orderNo" label={t('filters.orderNo')}>
            <Input allowClear maxLength={40} />
          </Form.Item>
          <Form.Item name="buyerOrderNo" label={t('filters.buyerOrderNo')}>
            <Input allowClear maxLength={40} />
          </Form.Item>
          <Form.Item name="itemCode" label={t('filters.itemCode')}>
            <Input allowClear maxLength={40} />
          </Form.Item>
          <Form.Item name="consignee" label={t('filters.consignee')}>
            <Input allowClear maxLength={100} />
          </Form.Item>
          <Form.Item name="dates" label={t('filters.dates')}>
            <DatePicker.RangePicker />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit">
              {t('filters.search')}
            </Button>
          </Form.Item>
          <Form.Item>
            <Button onClick={reset}>{t('filters.reset')}</Button>
          </Form.Item>
        </Form>
      </section>
      <section className="so-card">
        <div className="so-toolbar">
          <span className="muted">{t('batch.selected', { count: selected.length })}</span>
          <Button disabled={!submittable.length} loading={batch.isPending && batch.variables?.action === 'submit'} onClick={batchSubmit}>
            {t('batch.submit', { count: submittable.length })}
          </Button>
          <Button disabled={!payable.length} onClick={batchPay}>
            {t('batch.pay', { count: payable.length })}
          </Button>
          <Button danger disabled={!cancelable.length} onClick={batchCancel}>
            {t('batch.cancel', { count: cancelable.length })}
          </Button>
          <span className="so-spacer" />
          <Button icon={<DownloadOutlined />} loading={exporting.isPending} onClick={() => exporting.mutate(query)}>
            {t('list.export')}
          </Button>
        </div>
        <Table<SalesOrderSummary>
          rowKey="orderNo"
          columns={columns}
          dataSource={orders.data?.list ?? []}
          loading={orders.isFetching && !orders.data}
          scroll={{ x: 1030 }}
          rowSelection={{
            selectedRowKeys: selected.map((order) => order.orderNo),
            onChange: (_keys, rows) => setSelected(rows),
            preserveSelectedRowKeys: true,
          }}
          locale={{ emptyText: t('list.empty') }}
          pagination={{
            current: pageIndex,
            pageSize: PAGE_SIZE,
            total: orders.data?.total ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            showTotal: (count) => t('list.total', { count }),
            onChange: (next) => changeQuery((now) => writeFilters({ ...readFilters(now), pageIndex: next }), { replace: true }),
          }}
        />
      </section>
    </section>
  );
}
