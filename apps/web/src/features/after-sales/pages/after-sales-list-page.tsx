import { AFTER_SALES_STATUSES, AFTER_SALES_TYPES, type AfterSales, type AfterSalesStatus, type AfterSalesType } from '@wm/contracts';
import { Button, DatePicker, Input, Select, Table, Tabs } from 'antd';
import type { TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { patchQuery, useAddressQuery } from '../../../lib/address-query';
import { Price } from '../../../lib/price';
import { useAfterSalesList } from '../api/use-after-sales';
import { AfterSalesStatusTag } from '../components/status-tag';
import { detailsPath, time } from '../format';
import '../after-sales.css';

const PAGE_SIZE = 10;
const isStatus = (value: string | null): value is AfterSalesStatus => AFTER_SALES_STATUSES.includes(value as AfterSalesStatus);
const isType = (value: string | null): value is AfterSalesType => AFTER_SALES_TYPES.includes(value as AfterSalesType);

/** My after-sales: status tabs, filters in the URL, newest first. */
export default function AfterSalesListPage() {
  const { t } = useTranslation('after-sales');
  const navigate = useNavigate();
  const [params, changeQuery] = useAddressQuery();
  const status = isStatus(params.get('status')) ? (params.get('status') as AfterSalesStatus) : undefined;
  const type = isType(params.get('type')) ? (params.get('type') as AfterSalesType) : undefined;
  const keyword = params.get('keyword')?.trim() || undefined;
  const dateFrom = params.get('dateFrom') || undefined;
  const dateTo = params.get('dateTo') || undefined;
  const page = Number(params.get('page'));
  const pageIndex = Number.isInteger(page) && page > 1 ? page : 1;
  const list = useAfterSalesList({ status, type, keyword, dateFrom, dateTo, pageIndex, pageSize: PAGE_SIZE });

  const change = (next: Record<string, string | undefined>) =>
    changeQuery(patchQuery(next), { replace: true });

  const columns: TableColumnsType<AfterSales> = [
    {
      key: 'no',
      title: t('fields.afterSalesNo'),
      width: 190,
      render: (_, a) => (
        <div>
          <Link to={detailsPath(a.afterSalesNo)} data-testid="after-sales-no">
            {a.afterSalesNo}
          </Link>
          <div className="as-muted">{a.salesOrderNo ?? a.purchaseOrderNo}</div>
        </div>
      ),
    },
    {
      key: 'goods',
      title: t('fields.goods'),
      width: 300,
      render: (_, a) => (
        <span className="as-goods">
          {a.goods.image && <img src={a.goods.image} alt="" width={40} height={40} />}
          <span>
            <div>
              {a.goods.itemCode} × {a.quantity}
            </div>
            <div className="as-muted">{a.goods.name}</div>
          </span>
        </span>
      ),
    },
    { key: 'type', title: t('fields.type'), width: 110, render: (_, a) => a.typeText },
    { key: 'amount', title: t('fields.refundAmount'), width: 120, align: 'right', render: (_, a) => <Price amount={a.status === 'refunded' ? a.refundAmount : a.requestedAmount} /> },
    { key: 'status', title: t('fields.status'), width: 150, render: (_, a) => <AfterSalesStatusTag status={a.status} text={a.statusText} /> },
    { key: 'time', title: t('fields.applyTime'), width: 140, render: (_, a) => time(a.applyTime) },
    {
      key: 'actions',
      title: t('fields.actions'),
      width: 90,
      render: (_, a) => (
        <Button size="small" onClick={() => void navigate(detailsPath(a.afterSalesNo))}>
          {t('actions.details')}
        </Button>
      ),
    },
  ];

  return (
    <section className="page-container page-section as-page">
      <div className="as-card">
        <h1 className="page-title">{t('list.title')}</h1>
        <Tabs
          activeKey={status ?? 'all'}
          onChange={(key) => change({ status: key === 'all' ? undefined : key })}
          items={[{ key: 'all', label: t('list.all') }, ...AFTER_SALES_STATUSES.map((s) => ({ key: s, label: t(`status.${s}`) }))]}
        />
        <div className="as-filters">
          <Select
            allowClear
            placeholder={t('fields.type')}
            style={{ width: 180 }}
            value={type}
            onChange={(value?: string) => change({ type: value })}
            options={AFTER_SALES_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
          />
          <Input.Search allowClear placeholder={t('list.keyword')} style={{ width: 280 }} defaultValue={keyword} onSearch={(value) => change({ keyword: value.trim() || undefined })} />
          <DatePicker.RangePicker
            value={dateFrom && dateTo ? [dayjs(dateFrom), dayjs(dateTo)] : null}
            onChange={(range) => change({ dateFrom: range?.[0]?.format('YYYY-MM-DD'), dateTo: range?.[1]?.format('YYYY-MM-DD') })}
          />
        </div>
        <Table<AfterSales>
          rowKey="afterSalesNo"
          columns={columns}
          dataSource={list.data?.list ?? []}
          loading={list.isFetching}
          pagination={{ current: pageIndex, pageSize: PAGE_SIZE, total: list.data?.total ?? 0, showSizeChanger: false, onChange: (next) => change({ page: String(next) }) }}
        />
      </div>
    </section>
  );
}
