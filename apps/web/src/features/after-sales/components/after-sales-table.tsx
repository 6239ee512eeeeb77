import type { AfterSales } from '@wm/contracts';
import { Table } from 'antd';
import type { TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Price } from '../../../lib/price';
import { time } from '../format';
import { AfterSalesStatusTag } from './status-tag';

interface AfterSalesTableProps {
  rows: AfterSales[];
  total: number;
  pageIndex: number;
  pageSize: number;
  loading: boolean;
  onPage: (page: number) => void;
  actions: (a: AfterSales) => ReactNode;
}

/** The consoles' table of after-sales: who, what, how much, where it stands, and the row's buttons. */
export function AfterSalesTable({ rows, total, pageIndex, pageSize, loading, onPage, actions }: AfterSalesTableProps) {
  const { t } = useTranslation('after-sales');
  const columns: TableColumnsType<AfterSales> = [
    {
      key: 'no',
      title: t('fields.afterSalesNo'),
      width: 210,
      render: (_, a) => (
        <div>
          <div data-testid="row-after-sales-no">{a.afterSalesNo}</div>
          <div className="as-muted">{a.salesOrderNo ?? a.purchaseOrderNo}</div>
          <div className="as-muted">{time(a.applyTime)}</div>
        </div>
      ),
    },
    { key: 'buyer', title: t('fields.buyer'), width: 150, render: (_, a) => `${a.buyer.name} (${a.buyer.customerid})` },
    {
      key: 'goods',
      title: t('fields.goods'),
      render: (_, a) => (
        <div>
          <div>
            {a.goods.itemCode} × {a.quantity}
          </div>
          <div className="as-muted">{a.goods.name}</div>
          <div className="as-muted">
            {a.typeText} · {a.reasonText}
          </div>
        </div>
      ),
    },
    {
      key: 'amount',
      title: t('fields.refundAmount'),
      width: 150,
      align: 'right',
      render: (_, a) => (
        <div>
          <Price amount={a.status === 'refunded' ? a.refundAmount : (a.approvedAmount ?? a.requestedAmount)} />
          <div className="as-muted">
            {t('fields.maxRefund')} <Price amount={a.maxRefund} />
          </div>
        </div>
      ),
    },
    {
      key: 'status',
      title: t('fields.status'),
      width: 160,
      render: (_, a) => (
        <div>
          <AfterSalesStatusTag status={a.status} text={a.statusText} />
          {a.decideBy && <div className="as-muted">{t('fields.decideByShort', { time: time(a.decideBy) })}</div>}
        </div>
      ),
    },
    // The goods take what the fixed widths leave: these two as narrow as their longest content allows.
    { key: 'actions', title: t('fields.actions'), width: 210, render: (_, a) => <div className="as-actions">{actions(a)}</div> },
  ];
  return (
    <Table<AfterSales>
      rowKey="afterSalesNo"
      columns={columns}
      dataSource={rows}
      loading={loading}
      // The goods keep room for their name: narrower than this (a phone), the table scrolls in its card.
      scroll={{ x: 1100 }}
      pagination={{ current: pageIndex, pageSize, total, showSizeChanger: false, onChange: onPage }}
    />
  );
}
