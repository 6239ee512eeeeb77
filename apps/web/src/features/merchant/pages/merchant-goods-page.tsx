import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { exportSellerGoods, GOODS_STATUSES, type SellerGoods } from '@wm/contracts';
import { Alert, Button, Image, Input, Modal, Select, Space, Table, TreeSelect, message } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { patchQuery, useAddressQuery } from '../../../lib/address-query';
import { download } from '../../../lib/http';
import { MISSING_PICTURE } from '../../../lib/goods-image';
import { currentLanguage } from '../../../lib/i18n';
import { useBatchGoodsStatus, useCategoryTree, useGoodsStatus, useMyStore, useSellerGoods } from '../api/use-merchant';
import { GoodsStatusTag } from '../components/goods-status-tag';
import { categoryTreeData } from '../components/category-tree';
import { formatMoney } from '../../../lib/money';

const PAGE_SIZE = 20;
type Filters = { keyword?: string; status?: (typeof GOODS_STATUSES)[number]; categoryId?: number; stock?: 'lowStock' | 'outOfStock' | 'inStock' };

/** The store's goods: filters in the URL, batch shelve and pull off, export. */
export default function MerchantGoodsPage() {
  const { t } = useTranslation('merchant');
  const navigate = useNavigate();
  const [params, changeQuery] = useAddressQuery();
  const store = useMyStore();
  const filters: Filters = {
    keyword: params.get('keyword') || undefined,
    status: (GOODS_STATUSES as readonly string[]).includes(params.get('status') ?? '') ? (params.get('status') as Filters['status']) : undefined,
    categoryId: Number(params.get('categoryId')) || undefined,
    stock: (['lowStock', 'outOfStock', 'inStock'] as const).find((s) => s === params.get('stock')),
  };
  const pageIndex = Math.max(1, Number(params.get('page')) || 1);
  const hasStore = Boolean(store.data?.store);
  const goods = useSellerGoods({ ...filters, pageIndex, pageSize: PAGE_SIZE }, hasStore);
  const categories = useCategoryTree();
  const status = useGoodsStatus();
  const batch = useBatchGoodsStatus();
  const [selected, setSelected] = useState<number[]>([]);
  const [keyword, setKeyword] = useState(filters.keyword ?? '');

  const change = (next: Record<string, string | number | undefined>) => {
    setSelected([]);
    changeQuery(patchQuery(next), { replace: true });
  };

  if (store.data && !store.data.store) {
    return (
      <div className="merchant-page">
        <Alert type="info" showIcon title={t('goods.needStore')} action={<Button onClick={() => void navigate('/merchant/store')}>{t('nav.store')}</Button>} />
      </div>
    );
  }

  const runBatch = (action: 'putOnSale' | 'pullOff') =>
    batch.mutate(
      { goodsIds: selected, action },
      {
        onSuccess: ({ done, failed }) => {
          setSelected([]);
          if (failed.length === 0) void message.success(t('goods.batchDone', { count: done.length }));
          else Modal.warning({ title: t('goods.batchPartial', { done: done.length, failed: failed.length }), content: <ul>{failed.map((f) => <li key={f.goodsId}>{`${f.goodsId}: ${f.message}`}</li>)}</ul> });
        },
      },
    );

  const columns: TableColumnsType<SellerGoods> = [
    {
      title: t('goods.columns.goods'),
      key: 'goods',
      render: (_, g) => (
        <Space>
          <Image src={g.images[0]} width={56} height={56} preview={false} alt="" fallback={MISSING_PICTURE} />
          <div>
            <Link to={`/merchant/goods/${g.goodsId}`} data-testid="goods-name">
              {g.name[currentLanguage()] || g.name.en}
            </Link>
            <div className="merchant-muted">{g.itemCode}</div>
          </div>
        </Space>
      ),
    },
    { title: t('goods.columns.category'), dataIndex: 'categoryName', key: 'category' },
    { title: t('goods.columns.price'), key: 'price', render: (_, g) => (g.priceMin === g.priceMax ? formatMoney(g.priceMin, 'USD') : `${formatMoney(g.priceMin, 'USD')} - ${formatMoney(g.priceMax, 'USD')}`) },
    {
      title: t('goods.columns.stock'),
      key: 'stock',
      render: (_, g) => (
        <span className={g.lowStock ? 'merchant-low' : undefined} data-testid="goods-stock">
          {g.stock.available}
          {g.lowStock ? ` (${t('goods.low')})` : ''}
        </span>
      ),
    },
    { title: t('goods.columns.sold'), key: 'sold', render: (_, g) => g.stock.sold },
    { title: t('goods.columns.status'), key: 'status', render: (_, g) => <GoodsStatusTag status={g.status} /> },
    {
      title: t('goods.columns.actions'),
      key: 'actions',
      render: (_, g) => (
        <Space>
          <Link to={`/merchant/goods/${g.goodsId}`}>{t('goods.edit')}</Link>
          {g.actions.map((action) => (
            <Button key={action} size="small" type={action === 'putOnSale' ? 'primary' : 'default'} loading={status.isPending && status.variables?.goodsId === g.goodsId} onClick={() => status.mutate({ goodsId: g.goodsId, action }, { onSuccess: () => void message.success(t(`goods.${action}Done`)) })} data-testid={`goods-${action}`}>
              {t(`goods.${action}`)}
            </Button>
          ))}
        </Space>
      ),
    },
  ];

  return (
    <div className="merchant-page">
      <div className="merchant-page__head">
        <h1 className="merchant-page__title">{t('goods.title')}</h1>
        <Space>
          <Button icon={<DownloadOutlined />} onClick={() => void download(exportSellerGoods, filters)}>
            {t('goods.export')}
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate('/merchant/goods/new')} data-testid="goods-new">
            {t('goods.new')}
          </Button>
        </Space>
      </div>
      <Space wrap className="merchant-filters">
        <Input.Search value={keyword} onChange={(e) => setKeyword(e.target.value)} onSearch={(v) => change({ keyword: v.trim() })} placeholder={t('goods.search')} allowClear style={{ width: 260 }} />
        <Select allowClear placeholder={t('goods.columns.status')} style={{ width: 160 }} value={filters.status} onChange={(v) => change({ status: v })} options={GOODS_STATUSES.map((s) => ({ value: s, label: t(`goodsStatus.${s}`) }))} />
        <TreeSelect allowClear placeholder={t('goods.columns.category')} style={{ width: 220 }} value={filters.categoryId} onChange={(v) => change({ categoryId: v })} treeData={categoryTreeData(categories.data ?? [], false)} />
        <Select allowClear placeholder={t('goods.columns.stock')} style={{ width: 160 }} value={filters.stock} onChange={(v) => change({ stock: v })} options={(['lowStock', 'outOfStock', 'inStock'] as const).map((s) => ({ value: s, label: t(`goods.stockFilter.${s}`) }))} />
      </Space>
      <Space className="merchant-batch">
        <span>{t('goods.selected', { count: selected.length })}</span>
        <Button disabled={!selected.length} loading={batch.isPending} onClick={() => runBatch('putOnSale')}>
          {t('goods.batchShelve')}
        </Button>
        <Button disabled={!selected.length} loading={batch.isPending} onClick={() => runBatch('pullOff')}>
          {t('goods.batchPullOff')}
        </Button>
      </Space>
      <Table<SellerGoods>
        rowKey="goodsId"
        columns={columns}
        dataSource={goods.data?.list ?? []}
        loading={goods.isFetching}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }}
        pagination={{ current: pageIndex, pageSize: PAGE_SIZE, total: goods.data?.total ?? 0, onChange: (page) => change({ page }), showSizeChanger: false }}
        locale={{ emptyText: t('empty') }}
      />
    </div>
  );
}
