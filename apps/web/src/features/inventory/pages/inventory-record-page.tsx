import { DownloadOutlined } from '@ant-design/icons';
import { INVENTORY_RECORD_TYPES, type InventoryRecord, type InventoryRecordType } from '@wm/contracts';
import { Button, DatePicker, Input, Select, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAddressQuery } from '../../../lib/address-query';
import { useExportInventory, useInventoryRecords } from '../api/use-inventory';
import '../inventory.css';

const PAGE_SIZE = 20;
const DAY = 'YYYY-MM-DD';
const TYPE_COLORS: Record<InventoryRecordType, string> = { inbound: 'green', outbound: 'blue', blocked: 'orange', unblocked: 'cyan', returned: 'purple' };

interface Filters {
  type?: InventoryRecordType;
  keyword?: string;
  orderNo?: string;
  dateFrom?: string;
  dateTo?: string;
  pageIndex: number;
}

const isDay = (value: string | null): value is string => !!value && dayjs(value, DAY, true).isValid();

function readFilters(params: URLSearchParams): Filters {
  const page = Number(params.get('page'));
  const dateFrom = params.get('dateFrom');
  const dateTo = params.get('dateTo');
  return {
    type: INVENTORY_RECORD_TYPES.find((type) => type === params.get('type')),
    keyword: params.get('keyword')?.trim() || undefined,
    orderNo: params.get('orderNo')?.trim() || undefined,
    dateFrom: isDay(dateFrom) ? dateFrom : undefined,
    dateTo: isDay(dateTo) ? dateTo : undefined,
    pageIndex: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

function writeFilters(filters: Filters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['type', 'keyword', 'orderNo', 'dateFrom', 'dateTo'] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (filters.pageIndex > 1) params.set('page', String(filters.pageIndex));
  return params;
}

/** Every movement of my stock: inbound, blocked and released by sales orders, outbound, returned. */
export default function InventoryRecordPage() {
  const { t } = useTranslation('inventory');
  const [params, changeQuery] = useAddressQuery();
  const filters = readFilters(params);
  const { pageIndex, ...rest } = filters;
  const records = useInventoryRecords({ ...rest, pageIndex, pageSize: PAGE_SIZE });
  const exporting = useExportInventory();
  const change = (next: Partial<Filters>) => changeQuery((now) => writeFilters({ ...readFilters(now), pageIndex: 1, ...next }), { replace: true });
  const range: [Dayjs, Dayjs] | null = filters.dateFrom && filters.dateTo ? [dayjs(filters.dateFrom), dayjs(filters.dateTo)] : null;

  const columns: TableColumnsType<InventoryRecord> = [
    { key: 'time', title: t('records.time'), width: 170, render: (_, record) => dayjs(record.createdAt).format('YYYY-MM-DD HH:mm') },
    {
      key: 'type',
      title: t('records.type'),
      width: 120,
      render: (_, record) => (
        <Tag color={TYPE_COLORS[record.type]} data-testid="record-type">
          {record.typeText}
        </Tag>
      ),
    },
    {
      key: 'goods',
      title: t('columns.goods'),
      render: (_, record) => (
        <div>
          <div>{record.name}</div>
          <div className="muted">{record.itemCode}</div>
        </div>
      ),
    },
    { key: 'quantity', title: t('records.quantity'), width: 100, align: 'right', render: (_, record) => (record.type === 'inbound' || record.type === 'returned' || record.type === 'unblocked' ? `+${record.quantity}` : `-${record.quantity}`) },
    { key: 'reason', title: t('records.reason'), dataIndex: 'reason' },
    {
      key: 'orderNo',
      title: t('records.orderNo'),
      width: 200,
      render: (_, record) =>
        !record.orderNo ? (
          '--'
        ) : record.type === 'returned' ? (
          record.orderNo
        ) : record.type !== 'inbound' ? (
          <Link to={`/salesOrderManage/salesOrderDetails?orderNo=${encodeURIComponent(record.orderNo)}`}>{record.orderNo}</Link>
        ) : (
          <Link to={`/purchaseOrderManage/purchaseOrderDetails?orderNo=${encodeURIComponent(record.orderNo)}`}>{record.orderNo}</Link>
        ),
    },
  ];

  return (
    <section className="page-container page-section inv-page">
      <div className="inv-head">
        <h1 className="page-title">{t('records.title')}</h1>
        <span className="inv-spacer" />
        <Link to="/inventoryManage/inventoryQuery">{t('nav.query')}</Link>
      </div>
      <section className="inv-card">
        <div className="inv-filters">
          <Select
            className="inv-filters__select"
            allowClear
            placeholder={t('records.allTypes')}
            aria-label={t('records.type')}
            value={filters.type}
            options={INVENTORY_RECORD_TYPES.map((type) => ({ value: type, label: t(`recordTypes.${type}`) }))}
            onChange={(type?: InventoryRecordType) => change({ type })}
          />
          <DatePicker.RangePicker
            value={range}
            aria-label={t('records.dates')}
            onChange={(dates) => change({ dateFrom: dates?.[0]?.format(DAY), dateTo: dates?.[1]?.format(DAY) })}
          />
          <Input.Search
            className="inv-filters__search"
            allowClear
            defaultValue={filters.keyword}
            placeholder={t('records.search')}
            aria-label={t('records.search')}
            enterButton={t('list.searchButton')}
            onSearch={(value) => change({ keyword: value.trim() || undefined })}
          />
          <Input.Search
            className="inv-filters__order"
            allowClear
            defaultValue={filters.orderNo}
            placeholder={t('records.orderSearch')}
            aria-label={t('records.orderSearch')}
            enterButton={t('list.searchButton')}
            onSearch={(value) => change({ orderNo: value.trim() || undefined })}
          />
          <span className="inv-spacer" />
          <Button icon={<DownloadOutlined />} loading={exporting.isPending} onClick={() => exporting.mutate({ kind: 'records', type: rest.type, keyword: rest.keyword, dateFrom: rest.dateFrom, dateTo: rest.dateTo })}>
            {t('export')}
          </Button>
        </div>
        <Table<InventoryRecord>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={records.data?.list ?? []}
          loading={records.isFetching && !records.data}
          pagination={{
            current: pageIndex,
            pageSize: PAGE_SIZE,
            total: records.data?.total ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            showTotal: (count) => t('total', { count }),
            onChange: (next) => change({ pageIndex: next }),
          }}
        />
      </section>
    </section>
  );
}
