import { FEE_ORDER_STATUSES, type FeeOrder, type FeeOrderStatus } from '@wm/contracts';
import { Badge, Button, Input, Select, Space, Table, Tabs } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useAddressQuery } from '../../../lib/address-query';
import { Price } from '../../../lib/price';
import { useFeeOrder, useFeeOrderCounts, useFeeOrders } from '../api/use-fee-orders';
import { FeeOrderDrawer } from '../components/fee-order-drawer';
import { FeeOrderStatusTag } from '../components/status-tag';
import { detailsPath, payFeesPath, time } from '../format';
import '../sales-orders.css';

const PAGE_SIZE = 20;
type SearchBy = 'feeOrderNo' | 'salesOrderNo';

/** Selling expenses: my fee orders by status, searched by number; details in a drawer (?feeOrderNo=), pay one or many. */
export default function SellingExpensesPage() {
  const { t } = useTranslation('sales-orders');
  const navigate = useNavigate();
  const [params, changeQuery] = useAddressQuery();
  const status = FEE_ORDER_STATUSES.find((value) => value === params.get('status'));
  const feeOrderNo = params.get('q_fee')?.trim() || undefined;
  const salesOrderNo = params.get('q_sales')?.trim() || undefined;
  const page = Number(params.get('page'));
  const pageIndex = Number.isInteger(page) && page > 1 ? page : 1;
  const open = params.get('feeOrderNo');
  const counts = useFeeOrderCounts();
  const list = useFeeOrders({ status, feeOrderNo, salesOrderNo, pageIndex, pageSize: PAGE_SIZE });
  const detail = useFeeOrder(open);
  const [searchBy, setSearchBy] = useState<SearchBy>(salesOrderNo ? 'salesOrderNo' : 'feeOrderNo');
  const [selected, setSelected] = useState<FeeOrder[]>([]);

  const update = (change: (next: URLSearchParams) => void) =>
    changeQuery((now) => {
      change(now);
      return now;
    }, { replace: true });
  const filter = (change: (next: URLSearchParams) => void) => {
    setSelected([]);
    update((next) => {
      change(next);
      next.delete('page');
    });
  };
  const pay = (numbers: string[]) => void navigate(payFeesPath(numbers));
  const payable = selected.filter((fee) => fee.actions.includes('pay'));

  const columns: TableColumnsType<FeeOrder> = [
    {
      key: 'feeOrderNo',
      title: t('expenses.feeOrderNo'),
      width: 200,
      render: (_, fee) => (
        <Button type="link" className="so-link-button" onClick={() => update((next) => next.set('feeOrderNo', fee.feeOrderNo))} data-testid="fee-order-no">
          {fee.feeOrderNo}
        </Button>
      ),
    },
    // Next to the number: at 1,480 px the table scrolls, and the status must show before it does.
    { key: 'status', title: t('expenses.status'), width: 110, render: (_, fee) => <FeeOrderStatusTag status={fee.status} text={fee.statusText} /> },
    { key: 'salesOrderNo', title: t('expenses.salesOrderNo'), width: 200, render: (_, fee) => <Link to={detailsPath(fee.salesOrderNo)}>{fee.salesOrderNo}</Link> },
    // The amount to pay before what it is made of: at 1,480 px the last columns are under the fixed actions.
    { key: 'total', title: t('fees.total'), align: 'right', render: (_, fee) => <Price amount={fee.total} className="so-strong" /> },
    { key: 'logistics', title: t('fees.logistics'), align: 'right', render: (_, fee) => <Price amount={fee.logisticsFee} /> },
    { key: 'operating', title: t('fees.operating'), align: 'right', render: (_, fee) => <Price amount={fee.operatingFee} /> },
    { key: 'storage', title: t('fees.storage'), align: 'right', render: (_, fee) => <Price amount={fee.storageFee} /> },
    { key: 'createdAt', title: t('details.createdAt'), width: 160, render: (_, fee) => time(fee.createdAt) },
    {
      key: 'actions',
      title: t('columns.actions'),
      width: 150,
      fixed: 'right',
      render: (_, fee) => (
        <Space size={4}>
          {fee.actions.includes('pay') && (
            <Button type="primary" size="small" onClick={() => pay([fee.feeOrderNo])}>
              {t('actions.pay')}
            </Button>
          )}
          <Button size="small" onClick={() => update((next) => next.set('feeOrderNo', fee.feeOrderNo))}>
            {t('actions.details')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <section className="page-container page-section so-page">
      <h1 className="page-title">{t('expenses.title')}</h1>
      <section className="so-card">
        <Tabs
          activeKey={status ?? 'all'}
          onChange={(key) => filter((next) => (key === 'all' ? next.delete('status') : next.set('status', key)))}
          items={(['all', ...FEE_ORDER_STATUSES] as const).map((key) => ({
            key,
            label: (
              <span>
                {t(`feeTabs.${key}`)} <Badge count={counts.data?.[key] ?? 0} showZero overflowCount={9999} color={(counts.data?.[key] ?? 0) === 0 || key === 'all' ? '#bfbfbf' : '#1554d1'} />
              </span>
            ),
          }))}
        />
        <div className="so-toolbar">
          <Space.Compact>
            <Select<SearchBy>
              value={searchBy}
              onChange={setSearchBy}
              aria-label={t('expenses.searchBy')}
              options={[
                { value: 'feeOrderNo', label: t('expenses.feeOrderNo') },
                { value: 'salesOrderNo', label: t('expenses.salesOrderNo') },
              ]}
              style={{ width: 160 }}
            />
            <Input.Search
              allowClear
              defaultValue={feeOrderNo ?? salesOrderNo}
              aria-label={t('expenses.search')}
              placeholder={t('expenses.search')}
              enterButton={t('filters.search')}
              style={{ width: 320 }}
              onSearch={(value) =>
                filter((next) => {
                  next.delete('q_fee');
                  next.delete('q_sales');
                  if (value.trim()) next.set(searchBy === 'feeOrderNo' ? 'q_fee' : 'q_sales', value.trim());
                })
              }
            />
          </Space.Compact>
          <span className="so-spacer" />
          <span className="muted">{t('batch.selected', { count: selected.length })}</span>
          <Button type="primary" disabled={!payable.length} onClick={() => pay(payable.map((fee) => fee.feeOrderNo))}>
            {t('expenses.batchPay', { count: payable.length })}
          </Button>
        </div>
        <Table<FeeOrder>
          rowKey="feeOrderNo"
          columns={columns}
          dataSource={list.data?.list ?? []}
          loading={list.isFetching && !list.data}
          scroll={{ x: 1250 }}
          rowSelection={{
            selectedRowKeys: selected.map((fee) => fee.feeOrderNo),
            onChange: (_keys, rows) => setSelected(rows),
            getCheckboxProps: (fee) => ({ disabled: !fee.actions.includes('pay') }),
            preserveSelectedRowKeys: true,
          }}
          locale={{ emptyText: t('expenses.empty') }}
          pagination={{
            current: pageIndex,
            pageSize: PAGE_SIZE,
            total: list.data?.total ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            showTotal: (count) => t('list.total', { count }),
            onChange: (next) => update((query) => query.set('page', String(next))),
          }}
        />
      </section>
      <FeeOrderDrawer
        open={Boolean(open)}
        feeOrder={detail.data}
        loading={detail.isPending}
        onClose={() => update((next) => next.delete('feeOrderNo'))}
        onPay={(no) => pay([no])}
      />
    </section>
  );
}
