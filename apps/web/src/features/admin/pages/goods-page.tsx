import { GOODS_STATUSES, type AdminGoods } from '@wm/contracts';
import { Button, Card, Form, Image, Input, InputNumber, Select, Space, Table, Tag, message } from 'antd';
import type { TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { patchQuery, useAddressQuery } from '../../../lib/address-query';
import { MISSING_PICTURE } from '../../../lib/goods-image';
import { currentLanguage } from '../../../lib/i18n';
import { useAdminGoods, useMerchantSettings, useModerateGoods, useSaveMerchantSettings } from '../api/use-merchant-review';
import { ReasonDialog } from '../components/reason-dialog';
import { formatMoney } from '../../../lib/money';

const PAGE_SIZE = 20;
type Deciding = { goods: AdminGoods; action: 'violation' | 'remove' };

/** Platform commission: the default and per category, and the credit limit new stores get. */
function CommissionSettings() {
  const { t } = useTranslation('admin');
  const settings = useMerchantSettings();
  const save = useSaveMerchantSettings();
  const [form] = Form.useForm<{ defaultCommissionPercent: number; defaultCreditLimit: number; rates: { categoryId: number; percent: number }[] }>();
  useEffect(() => {
    if (settings.data) form.setFieldsValue(settings.data);
  }, [settings.data, form]);
  return (
    <Card title={t('goodsReview.settings')} className="admin-card" size="small">
      <Form form={form} layout="inline" onFinish={(v) => save.mutate({ ...v, rates: v.rates ?? [] }, { onSuccess: () => void message.success(t('goodsReview.saved')) })}>
        <Form.Item name="defaultCommissionPercent" label={t('goodsReview.defaultCommission')}>
          <InputNumber min={0} max={50} step={0.5} addonAfter="%" />
        </Form.Item>
        <Form.Item name="defaultCreditLimit" label={t('goodsReview.defaultCreditLimit')}>
          <InputNumber min={0} precision={2} prefix="$" />
        </Form.Item>
        <Form.List name="rates">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field) => (
                <Space key={field.key}>
                  <Form.Item name={[field.name, 'categoryId']} label={t('goodsReview.categoryId')} rules={[{ required: true }]}>
                    <InputNumber min={1} precision={0} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'percent']} rules={[{ required: true }]}>
                    <InputNumber min={0} max={50} step={0.5} addonAfter="%" />
                  </Form.Item>
                  <Button size="small" onClick={() => remove(field.name)}>
                    {t('goodsReview.removeRate')}
                  </Button>
                </Space>
              ))}
              <Button size="small" onClick={() => add({ percent: 5 })}>
                {t('goodsReview.addRate')}
              </Button>
            </>
          )}
        </Form.List>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('goodsReview.save')}
        </Button>
      </Form>
      {settings.data?.rates.length ? <p className="admin-muted">{settings.data.rates.map((r) => `${r.categoryName || r.categoryId}: ${r.percent}%`).join(' · ')}</p> : null}
    </Card>
  );
}

/** Every store's goods: flag a violation or remove with a reason, restore. */
export default function GoodsPage() {
  const { t } = useTranslation('admin');
  const [params, changeQuery] = useAddressQuery();
  const status = (GOODS_STATUSES as readonly string[]).includes(params.get('status') ?? '') ? (params.get('status') as AdminGoods['status']) : undefined;
  const keyword = params.get('keyword') || undefined;
  const storeId = Number(params.get('storeId')) || undefined;
  const pageIndex = Math.max(1, Number(params.get('page')) || 1);
  const goods = useAdminGoods({ status, keyword, storeId, pageIndex, pageSize: PAGE_SIZE });
  const moderate = useModerateGoods();
  const [deciding, setDeciding] = useState<Deciding | null>(null);

  const set = (next: Record<string, string | number | undefined>) =>
    changeQuery(patchQuery(next), { replace: true });

  const columns: TableColumnsType<AdminGoods> = [
    {
      title: t('goodsReview.goods'),
      key: 'goods',
      render: (_, g) => (
        <Space>
          <Image src={g.images[0]} width={48} height={48} preview={false} alt="" fallback={MISSING_PICTURE} />
          <div>
            <div>{g.name[currentLanguage()] || g.name.en}</div>
            <div className="admin-muted">{g.itemCode}</div>
          </div>
        </Space>
      ),
    },
    { title: t('goodsReview.store'), dataIndex: 'storeName', key: 'store' },
    { title: t('goodsReview.category'), dataIndex: 'categoryName', key: 'category' },
    { title: t('goodsReview.price'), key: 'price', render: (_, g) => `${formatMoney(g.priceMin, 'USD')}${g.priceMax !== g.priceMin ? ` - ${formatMoney(g.priceMax, 'USD')}` : ''}` },
    { title: t('goodsReview.stock'), key: 'stock', render: (_, g) => g.stock.available },
    { title: t('goodsReview.status'), key: 'status', render: (_, g) => <Tag color={g.status === 'violation' ? 'red' : g.status === 'onSale' ? 'green' : 'default'}>{t(`goodsReview.statuses.${g.status}`)}</Tag> },
    { title: t('goodsReview.reason'), key: 'reason', render: (_, g) => g.violationReason ?? '' },
    {
      title: t('common.action'),
      key: 'actions',
      render: (_, g) => (
        <Space>
          {g.operatorActions.map((action) =>
            action === 'restore' ? (
              <Button key={action} size="small" onClick={() => moderate.mutate({ goodsId: g.goodsId, action }, { onSuccess: () => void message.success(t('goodsReview.restored')) })}>
                {t('goodsReview.restore')}
              </Button>
            ) : (
              <Button key={action} size="small" danger onClick={() => setDeciding({ goods: g, action })} data-testid={`goods-${action}`}>
                {t(`goodsReview.${action}`)}
              </Button>
            ),
          )}
        </Space>
      ),
    },
  ];

  return (
    <div className="admin-page">
      <h1 className="admin-page__title">{t('goodsReview.title')}</h1>
      <CommissionSettings />
      <Space className="admin-filters" wrap style={{ margin: '16px 0' }}>
        <Input.Search defaultValue={keyword} placeholder={t('goodsReview.search')} allowClear onSearch={(v) => set({ keyword: v.trim() })} style={{ width: 260 }} />
        <Select allowClear placeholder={t('goodsReview.status')} style={{ width: 180 }} value={status} onChange={(v) => set({ status: v })} options={GOODS_STATUSES.map((s) => ({ value: s, label: t(`goodsReview.statuses.${s}`) }))} />
        <InputNumber placeholder={t('goodsReview.storeId')} value={storeId} min={1} precision={0} onChange={(v) => set({ storeId: v ?? undefined })} />
      </Space>
      <Table<AdminGoods>
        rowKey="goodsId"
        columns={columns}
        dataSource={goods.data?.list ?? []}
        loading={goods.isFetching}
        pagination={{ current: pageIndex, pageSize: PAGE_SIZE, total: goods.data?.total ?? 0, onChange: (page) => set({ page }), showSizeChanger: false }}
        locale={{ emptyText: t('common.empty') }}
      />
      {deciding ? (
        <ReasonDialog
          title={t(`goodsReview.${deciding.action}Title`, { itemCode: deciding.goods.itemCode })}
          hint={t('goodsReview.reasonHint')}
          onSubmit={(reason) => moderate.mutateAsync({ goodsId: deciding.goods.goodsId, action: deciding.action, reason })}
          onClose={() => setDeciding(null)}
        />
      ) : null}
    </div>
  );
}
