import { PAGE_SIZE_MAX, type SalesOrderSummary } from '@wm/contracts';
import { Alert, Button, Empty, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useSalesOrders, useSettlePreview } from '../api/use-sales-orders';
import { SettleLines } from '../components/settle-lines';
import { detailsPath, listParam, procurementPath, time } from '../format';
import '../sales-orders.css';

/**
 * Settle: choose on-hold orders that lack inventory (?orderNos= preselects), see what they lack per
 * SKU (priced by the server), and go on to the procurement list to buy it.
 */
export default function SalesOrderSettlePage() {
  const { t } = useTranslation('sales-orders');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const onHold = useSalesOrders({ status: 'onHold', pageIndex: 1, pageSize: PAGE_SIZE_MAX });
  const short = (onHold.data?.list ?? []).filter((order) => order.shortfall.length > 0);
  const [chosen, setChosen] = useState<string[] | null>(null);
  const preselected = listParam(params.get('orderNos'));
  // Until the buyer chooses: the orders named in the address, or every short one.
  const selected = chosen ?? (preselected.length ? preselected : short.map((order) => order.orderNo)).filter((no) => short.some((order) => order.orderNo === no));
  const preview = useSettlePreview(selected);

  const columns: TableColumnsType<SalesOrderSummary> = [
    { key: 'orderNo', title: t('columns.order'), render: (_, order) => <Link to={detailsPath(order.orderNo)}>{order.orderNo}</Link> },
    { key: 'buyerOrderNo', title: t('filters.buyerOrderNo'), render: (_, order) => order.buyerOrderNo ?? '--' },
    {
      key: 'shortfall',
      title: t('shortfall.title'),
      render: (_, order) => order.shortfall.map((line) => <div key={line.goodsId}>{t('shortfall.line', { itemCode: line.itemCode, short: line.short, needed: line.needed, available: line.available })}</div>),
    },
    { key: 'createdAt', title: t('details.createdAt'), width: 170, render: (_, order) => time(order.createdAt) },
  ];

  return (
    <section className="page-container page-section so-page">
      <h1 className="page-title">{t('settle.title')}</h1>
      <p className="muted">{t('settle.intro')}</p>
      <section className="so-card" aria-label={t('settle.orders')}>
        <h2 className="so-card__title">{t('settle.orders')}</h2>
        {onHold.data && !short.length ? (
          <Empty description={t('settle.noneShort')}>
            <Link to="/salesOrderManage/SalesOrderList?status=onHold">{t('settle.toList')}</Link>
          </Empty>
        ) : (
          <Table<SalesOrderSummary>
            rowKey="orderNo"
            size="small"
            columns={columns}
            dataSource={short}
            loading={onHold.isPending}
            pagination={false}
            rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setChosen(keys.map(String)) }}
          />
        )}
      </section>
      {selected.length > 0 && (
        <section className="so-card" aria-label={t('settle.lines')}>
          <h2 className="so-card__title">{t('settle.lines')}</h2>
          {preview.data?.nothingShort && <Alert type="success" showIcon title={t('settle.nothingShort')} />}
          <SettleLines preview={preview.data} loading={preview.isFetching && !preview.data} />
          <div className="so-submit">
            <Button type="primary" size="large" disabled={!preview.data || preview.data.nothingShort} onClick={() => void navigate(procurementPath(selected))}>
              {t('settle.toProcurement')}
            </Button>
          </div>
        </section>
      )}
    </section>
  );
}
