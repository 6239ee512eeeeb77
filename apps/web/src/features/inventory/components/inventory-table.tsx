import type { InventoryItem, InventoryListQuery } from '@wm/contracts';
import { Button, Table, Tag, Tooltip } from 'antd';
import type { TableColumnsType, TablePaginationConfig } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Price } from '../../../lib/price';

export type InventorySort = InventoryListQuery['sort'];
type Order = InventoryListQuery['order'];

/** Table columns the server sorts by (the rest keep their order). */
const SORTABLE: Partial<Record<string, InventorySort>> = { qtyAvailable: 'available', qtyBlocked: 'blocked', daysInStock: 'days', itemCode: 'itemCode' };

interface InventoryTableProps {
  items: InventoryItem[];
  loading: boolean;
  total: number;
  pageIndex: number;
  pageSize: number;
  sort: InventorySort;
  order: Order;
  onPage: (pageIndex: number) => void;
  onSort: (sort: InventorySort, order: Order) => void;
}

/** My stock per SKU, with the way to sell it: a sales order from that SKU. */
export function InventoryTable({ items, loading, total, pageIndex, pageSize, sort, order, onPage, onSort }: InventoryTableProps) {
  const { t } = useTranslation('inventory');
  const sortOrder = (key: InventorySort) => (sort === key ? (order === 'asc' ? 'ascend' : 'descend') : null);
  const columns: TableColumnsType<InventoryItem> = [
    {
      // Sorted by item code: the code is under the name.
      key: 'itemCode',
      title: t('columns.goods'),
      width: 230,
      sorter: true,
      sortOrder: sortOrder('itemCode'),
      render: (_, item) => (
        <div className="inv-goods">
          <img src={item.image} alt="" width={48} height={48} />
          <div>
            <div className="inv-goods__name">{item.name}</div>
            <div className="inv-goods__code">{item.itemCode}</div>
          </div>
        </div>
      ),
    },
    {
      key: 'store',
      title: t('columns.store'),
      width: 140,
      render: (_, item) => (
        <div>
          <div>{item.storeName}</div>
          <Tag>{t(`warehouse.${item.warehouseType}`)}</Tag>
        </div>
      ),
    },
    { key: 'qtyAvailable', dataIndex: 'qtyAvailable', title: t('columns.available'), width: 84, align: 'right', sorter: true, sortOrder: sortOrder('available') },
    { key: 'qtyBlocked', dataIndex: 'qtyBlocked', title: t('columns.blocked'), width: 84, align: 'right', sorter: true, sortOrder: sortOrder('blocked') },
    { key: 'qtyInTransit', dataIndex: 'qtyInTransit', title: t('columns.inTransit'), width: 72, align: 'right' },
    { key: 'daysInStock', dataIndex: 'daysInStock', title: t('columns.days'), width: 84, align: 'right', sorter: true, sortOrder: sortOrder('days') },
    { key: 'storageFee', title: t('columns.storageFee'), width: 100, align: 'right', render: (_, item) => <Price amount={item.storageFeeAccrued} /> },
    {
      key: 'forecast',
      title: <Tooltip title={t('forecast.hint')}>{t('columns.forecast')}</Tooltip>,
      width: 170,
      render: (_, item) => (
        <div className="inv-forecast" data-testid="storage-forecast">
          {(['days30', 'days60', 'days90'] as const).map((k) => (
            <div key={k}>
              <span className="muted">{t(`forecast.${k}`)}</span> <Price amount={item.storageForecast[k]} />
            </div>
          ))}
          {item.ageingAlert && (
            <Tooltip title={<>{t('forecast.newRate')} <Price amount={item.ageingAlert.ratePerM3} /></>}>
              <Tag color="warning" data-testid="ageing-alert">
                {t('forecast.ageing', { count: item.ageingAlert.quantity, days: item.ageingAlert.inDays })}
              </Tag>
            </Tooltip>
          )}
        </div>
      ),
    },
    {
      key: 'actions',
      title: t('columns.actions'),
      width: 130,
      render: (_, item) =>
        item.qtyAvailable > 0 ? (
          <Link to={`/salesOrderManage/index?goodsId=${item.goodsId}&itemCode=${encodeURIComponent(item.itemCode)}`}>
            <Button size="small" type="link">
              {t('createSalesOrder')}
            </Button>
          </Link>
        ) : (
          <span className="muted">{t('noneAvailable')}</span>
        ),
    },
  ];

  const onChange = (pagination: TablePaginationConfig, _filters: unknown, sorter: SorterResult<InventoryItem> | SorterResult<InventoryItem>[]) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    const key = one?.columnKey ? SORTABLE[String(one.columnKey)] : undefined;
    const nextSort: InventorySort = key && one?.order ? key : 'updated';
    const nextOrder: Order = one?.order === 'ascend' ? 'asc' : 'desc';
    if (nextSort !== sort || nextOrder !== order) onSort(nextSort, nextOrder);
    else if (pagination.current && pagination.current !== pageIndex) onPage(pagination.current);
  };

  return (
    <Table<InventoryItem>
      rowKey="goodsId"
      size="middle"
      columns={columns}
      dataSource={items}
      loading={loading}
      onChange={onChange}
      tableLayout="auto"
      className="inv-table"
      data-testid="inventory-table"
      pagination={{ current: pageIndex, pageSize, total, showSizeChanger: false, hideOnSinglePage: true, showTotal: (count) => t('total', { count }) }}
    />
  );
}
