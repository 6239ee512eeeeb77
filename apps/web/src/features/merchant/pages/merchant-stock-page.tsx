import { STOCK_MODES, type SellerGoods, type SellerWarehouse, type StockRecord } from '@wm/contracts';
import { Alert, Button, Form, Input, InputNumber, Modal, Radio, Select, Space, Table, Tabs, Tag, message } from 'antd';
import type { TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { patchQuery, useAddressQuery } from '../../../lib/address-query';
import { currentLanguage } from '../../../lib/i18n';
import { useChangeStock, useSaveWarehouse, useSellerGoods, useStockRecords, useWarehouses } from '../api/use-merchant';
import { BulkUpdateDialog } from '../components/bulk-update-dialog';
import { GoodsStatusTag } from '../components/goods-status-tag';
import { WarehouseDialog } from '../components/warehouse-dialog';
import { WarehousesTable } from '../components/warehouses-table';

const PAGE_SIZE = 20;
type Change = { mode: (typeof STOCK_MODES)[number]; quantity: number; reason: string; warehouseId: number };
const TABS = ['stock', 'records', 'warehouses'] as const;

/**
 * Stock per goods and per warehouse: set, add or subtract a warehouse's units with a reason; the
 * history of changes; low-stock alerts (on each goods' total); the store's warehouses.
 */
export default function MerchantStockPage() {
  const { t } = useTranslation('merchant');
  const [params, changeQuery] = useAddressQuery();
  const tab = TABS.find((key) => key === params.get('tab')) ?? 'stock';
  const lowOnly = params.get('stock') === 'lowStock';
  const keyword = params.get('keyword') || undefined;
  const pageIndex = Math.max(1, Number(params.get('page')) || 1);
  const goods = useSellerGoods({ keyword, stock: lowOnly ? 'lowStock' : undefined, pageIndex, pageSize: PAGE_SIZE });
  const low = useSellerGoods({ stock: 'lowStock', pageIndex: 1, pageSize: 1 });
  const records = useStockRecords({ pageIndex: tab === 'records' ? pageIndex : 1, pageSize: PAGE_SIZE });
  const warehouses = useWarehouses();
  const saveWarehouse = useSaveWarehouse();
  const changeStock = useChangeStock();
  const [editing, setEditing] = useState<SellerGoods | null>(null);
  const [bulkOpen, setBulkOpen] = useState(false);
  // undefined: closed; null: a new warehouse.
  const [editingWarehouse, setEditingWarehouse] = useState<SellerWarehouse | null | undefined>(undefined);
  const [form] = Form.useForm<Change>();
  const chosenWarehouse = Form.useWatch('warehouseId', form);
  const defaultWarehouse = warehouses.data?.find((w) => w.isDefault);
  const unitsIn = (g: SellerGoods | null, warehouseId: number | undefined) => g?.warehouses.find((w) => w.warehouseId === warehouseId)?.available ?? 0;

  const set = (next: Record<string, string | number | undefined>) =>
    changeQuery(patchQuery(next), { replace: true });

  const submit = async () => {
    const values = await form.validateFields();
    changeStock.mutate(
      { goodsId: editing!.goodsId, body: values },
      {
        onSuccess: ({ record }) => {
          void message.success(t('stock.done', { available: record.availableAfter }));
          setEditing(null);
          form.resetFields();
        },
      },
    );
  };

  const goodsColumns: TableColumnsType<SellerGoods> = [
    { title: t('goods.itemCode'), dataIndex: 'itemCode', key: 'itemCode' },
    { title: t('goods.columns.goods'), key: 'name', render: (_, g) => g.name[currentLanguage()] || g.name.en },
    {
      title: t('stock.perWarehouse'),
      key: 'warehouses',
      render: (_, g) =>
        g.warehouses.length === 0 ? (
          <span className="merchant-muted">{t('stock.noUnits')}</span>
        ) : (
          <Space size={4} wrap>
            {g.warehouses.map((w) => (
              <Tag key={w.warehouseId} title={w.name} data-testid={`stock-warehouse-${w.code}`}>
                {w.code} {w.available}
              </Tag>
            ))}
          </Space>
        ),
    },
    { title: t('stock.total'), key: 'available', render: (_, g) => <span className={g.lowStock ? 'merchant-low' : undefined} data-testid="stock-available">{g.stock.available}</span> },
    { title: t('stock.blocked'), key: 'blocked', render: (_, g) => g.stock.blocked },
    { title: t('goods.columns.sold'), key: 'sold', render: (_, g) => g.stock.sold },
    { title: t('goods.lowStockThreshold'), dataIndex: 'lowStockThreshold', key: 'threshold' },
    { title: t('goods.columns.status'), key: 'status', render: (_, g) => <GoodsStatusTag status={g.status} /> },
    {
      title: t('goods.columns.actions'),
      key: 'actions',
      render: (_, g) =>
        g.storedStatus === 'removed' ? null : (
          <Button size="small" onClick={() => setEditing(g)} data-testid="stock-change">
            {t('stock.change')}
          </Button>
        ),
    },
  ];
  const recordColumns: TableColumnsType<StockRecord> = [
    { title: t('stock.time'), key: 'time', render: (_, r) => dayjs(r.createdAt).format('YYYY-MM-DD HH:mm') },
    { title: t('goods.itemCode'), dataIndex: 'itemCode', key: 'itemCode' },
    { title: t('goods.columns.goods'), dataIndex: 'goodsName', key: 'goodsName' },
    { title: t('stock.warehouse'), dataIndex: 'warehouse', key: 'warehouse' },
    { title: t('stock.mode'), key: 'mode', render: (_, r) => t(`stockMode.${r.mode}`) },
    { title: t('stock.changeColumn'), key: 'change', render: (_, r) => (r.change > 0 ? `+${r.change}` : r.change) },
    { title: t('stock.warehouseAfter'), key: 'warehouseAfter', render: (_, r) => r.warehouseAvailableAfter ?? '' },
    { title: t('stock.availableAfter'), dataIndex: 'availableAfter', key: 'after' },
    { title: t('stock.reason'), dataIndex: 'reason', key: 'reason' },
  ];

  return (
    <div className="merchant-page">
      <div className="merchant-page__head">
        <h1 className="merchant-page__title">{t('stock.title')}</h1>
        <Button onClick={() => setBulkOpen(true)} data-testid="bulk-open">
          {t('bulk.title')}
        </Button>
      </div>
      <BulkUpdateDialog open={bulkOpen} onClose={() => setBulkOpen(false)} />
      {(low.data?.total ?? 0) > 0 ? (
        <Alert
          className="merchant-page__alert"
          type="warning"
          showIcon
          data-testid="low-stock-alert"
          title={t('stock.lowAlert', { count: low.data!.total })}
          action={
            <Button size="small" onClick={() => set({ tab: undefined, stock: 'lowStock' })}>
              {t('stock.showLow')}
            </Button>
          }
        />
      ) : null}
      <Tabs
        activeKey={tab}
        onChange={(key) => set({ tab: key === 'stock' ? undefined : key })}
        items={[
          {
            key: 'stock',
            label: t('stock.tabStock'),
            children: (
              <>
                <Space className="merchant-filters">
                  <Input.Search defaultValue={keyword} onSearch={(v) => set({ keyword: v.trim() })} placeholder={t('goods.search')} allowClear style={{ width: 260 }} />
                  <Select style={{ width: 180 }} value={lowOnly ? 'lowStock' : 'all'} onChange={(v) => set({ stock: v === 'lowStock' ? 'lowStock' : undefined })} options={[{ value: 'all', label: t('stock.all') }, { value: 'lowStock', label: t('goods.stockFilter.lowStock') }]} />
                </Space>
                <Table<SellerGoods>
                  rowKey="goodsId"
                  columns={goodsColumns}
                  dataSource={goods.data?.list ?? []}
                  loading={goods.isFetching}
                  pagination={{ current: pageIndex, pageSize: PAGE_SIZE, total: goods.data?.total ?? 0, onChange: (page) => set({ page }), showSizeChanger: false }}
                  locale={{ emptyText: t('empty') }}
                />
              </>
            ),
          },
          {
            key: 'records',
            label: t('stock.tabRecords'),
            children: (
              <Table<StockRecord>
                rowKey="recordId"
                columns={recordColumns}
                dataSource={records.data?.list ?? []}
                loading={records.isFetching}
                pagination={{ current: pageIndex, pageSize: PAGE_SIZE, total: records.data?.total ?? 0, onChange: (page) => set({ page }), showSizeChanger: false }}
                locale={{ emptyText: t('empty') }}
              />
            ),
          },
          {
            key: 'warehouses',
            label: t('stock.tabWarehouses'),
            children: (
              <>
                <Space className="merchant-filters">
                  <span className="merchant-muted">{t('warehouses.hint')}</span>
                  <Button type="primary" onClick={() => setEditingWarehouse(null)} data-testid="warehouse-add">
                    {t('warehouses.add')}
                  </Button>
                </Space>
                <div data-testid="warehouses">
                  <WarehousesTable warehouses={warehouses.data ?? []} loading={warehouses.isFetching} onEdit={setEditingWarehouse} />
                </div>
              </>
            ),
          },
        ]}
      />
      <Modal open={editing !== null} title={t('stock.changeTitle', { itemCode: editing?.itemCode ?? '' })} onCancel={() => setEditing(null)} onOk={() => void submit()} okText={t('stock.ok')} cancelText={t('ship.cancel')} confirmLoading={changeStock.isPending} destroyOnHidden>
        <p data-testid="stock-current">
          {t('stock.current', { available: editing?.stock.available ?? 0, units: unitsIn(editing, chosenWarehouse), warehouse: warehouses.data?.find((w) => w.warehouseId === chosenWarehouse)?.name ?? '' })}
        </p>
        <Form<Change> form={form} layout="vertical" initialValues={{ mode: 'add', warehouseId: defaultWarehouse?.warehouseId }}>
          <Form.Item name="warehouseId" label={t('stock.warehouse')} rules={[{ required: true, message: t('required') }]}>
            <Select
              style={{ maxWidth: 360 }}
              data-testid="stock-warehouse"
              options={(warehouses.data ?? []).map((w) => ({ value: w.warehouseId, label: `${w.code} · ${w.name}` }))}
            />
          </Form.Item>
          <Form.Item name="mode" label={t('stock.mode')}>
            <Radio.Group options={STOCK_MODES.map((m) => ({ value: m, label: t(`stockMode.${m}`) }))} />
          </Form.Item>
          <Form.Item name="quantity" label={t('stock.quantity')} rules={[{ required: true, message: t('required') }]}>
            <InputNumber min={0} precision={0} style={{ width: 200 }} data-testid="stock-quantity" />
          </Form.Item>
          <Form.Item name="reason" label={t('stock.reason')} rules={[{ required: true, whitespace: true, message: t('stock.reasonRequired') }]}>
            <Input maxLength={200} data-testid="stock-reason" />
          </Form.Item>
        </Form>
      </Modal>
      <WarehouseDialog
        open={editingWarehouse !== undefined}
        warehouse={editingWarehouse ?? null}
        saving={saveWarehouse.isPending}
        onClose={() => setEditingWarehouse(undefined)}
        onSubmit={(body) => saveWarehouse.mutateAsync({ warehouseId: editingWarehouse?.warehouseId ?? null, body })}
      />
    </div>
  );
}
