import { DeleteOutlined } from '@ant-design/icons';
import { useQueries } from '@tanstack/react-query';
import { BuyerOrderNo, pickInventory, type InventoryItem, type SalesConsigneeInput, type SalesOrderDetail } from '@wm/contracts';
import { Alert, AutoComplete, Button, Empty, Form, Input, InputNumber, Select, Skeleton, Table, message } from 'antd';
import type { TableColumnsType } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { call } from '../../../lib/http';
import { showServerFieldErrors } from '../../../lib/forms/server-errors';
import { zodRule } from '../../../lib/forms/zod-rule';
import { salesOrderKeys } from '../api/sales-order-keys';
import { usePickInventory, useRegionTree, useSalesOrder, useSaveSalesOrder, useUsRegionTree } from '../api/use-sales-orders';
import { ConsigneeFields } from '../components/consignee-fields';
import { detailsPath, settlePath } from '../format';
import '../sales-orders.css';
import { GoodsCell } from '../components/goods-cell';

/** A line of the form: the goods as the picker showed them, and the quantity asked for. */
interface Line {
  goodsId: number;
  itemCode: string;
  name: string;
  image: string;
  storeName: string;
  quantity: number;
}

interface FormValues {
  consignee: SalesConsigneeInput;
  buyerOrderNo?: string;
  platform?: string;
  remark?: string;
}

/** Shops and marketplaces resellers sell on (any other name may be typed). */
const PLATFORMS = ['Amazon', 'eBay', 'Walmart', 'Wayfair', 'Shopify', 'TikTok Shop', 'Temu', 'Etsy', 'Home Depot', 'Overstock'].map((value) => ({ value }));

const lineOf = (item: Pick<InventoryItem, 'goodsId' | 'itemCode' | 'name' | 'image' | 'storeName'>, quantity: number): Line => ({
  goodsId: item.goodsId,
  itemCode: item.itemCode,
  name: item.name,
  image: item.image,
  storeName: item.storeName,
  quantity,
});

/**
 * Create a sales order from my inventory (or, with ?orderNo=, edit an on-hold one): the SKUs and
 * quantities, the consignee, my own order number, platform and remark; save it on hold or submit it.
 * ?goodsId=&itemCode= (from the inventory list) starts with that SKU.
 */
export default function SalesOrderFormPage() {
  const { t } = useTranslation('sales-orders');
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const existing = useSalesOrder(orderNo);

  if (orderNo && !existing.data) {
    return <section className="page-container page-section">{existing.isError ? <Empty description={t('details.notFound')} /> : <Skeleton active />}</section>;
  }
  if (existing.data && !existing.data.actions.includes('edit')) {
    return (
      <section className="page-container page-section">
        <Empty description={t('form.notEditable', { status: existing.data.statusText })}>
          <Link to={detailsPath(orderNo)}>{t('actions.details')}</Link>
        </Empty>
      </section>
    );
  }
  return <SalesOrderForm key={orderNo} order={existing.data ?? null} startGoodsId={Number(params.get('goodsId')) || null} startItemCode={params.get('itemCode') ?? ''} />;
}

function SalesOrderForm({ order, startGoodsId, startItemCode }: { order: SalesOrderDetail | null; startGoodsId: number | null; startItemCode: string }) {
  const { t } = useTranslation('sales-orders');
  const navigate = useNavigate();
  const [form] = Form.useForm<FormValues>();
  const [lines, setLines] = useState<Line[]>(() => order?.lines.map((line) => lineOf(line, line.quantity)) ?? []);
  const [linesError, setLinesError] = useState(false);
  const [keyword, setKeyword] = useState('');
  const picker = usePickInventory(keyword);
  const save = useSaveSalesOrder(order?.orderNo ?? null);
  const world = useRegionTree();
  const country = Form.useWatch(['consignee', 'country'], form) as string | undefined;
  const us = useUsRegionTree(country === 'US');

  // What is available of each line's SKU now (the picker's answer for its item code).
  const availability = useQueries({
    queries: lines.map((line) => ({
      queryKey: salesOrderKeys.pick(line.itemCode),
      queryFn: ({ signal }: { signal: AbortSignal }) => call(pickInventory, { query: { keyword: line.itemCode }, signal }),
    })),
  });
  const available = (line: Line): number | undefined => {
    const index = lines.indexOf(line);
    return availability[index]?.data?.find((item) => item.goodsId === line.goodsId)?.qtyAvailable;
  };

  // Coming from the inventory list: start with that SKU.
  const start = usePickInventory(startGoodsId && !order ? startItemCode : '');
  useEffect(() => {
    if (!startGoodsId || order) return;
    const item = start.data?.find((candidate) => candidate.goodsId === startGoodsId);
    if (item) setLines((current) => (current.some((line) => line.goodsId === item.goodsId) ? current : [...current, lineOf(item, 1)]));
  }, [start.data, startGoodsId, order]);

  const options = useMemo(
    () =>
      (picker.data ?? [])
        .filter((item) => !lines.some((line) => line.goodsId === item.goodsId))
        .map((item) => ({
          value: item.goodsId,
          label: (
            <div className="so-pick">
              <img src={item.image} alt="" width={32} height={32} />
              <span className="so-pick__code">{item.itemCode}</span>
              <span className="so-pick__name">{item.name}</span>
              <span className="muted">{t('form.availableCount', { count: item.qtyAvailable })}</span>
            </div>
          ),
          item,
        })),
    [picker.data, lines, t],
  );

  const setQuantity = (goodsId: number, quantity: number) => setLines((current) => current.map((line) => (line.goodsId === goodsId ? { ...line, quantity } : line)));
  const shortLines = lines.flatMap((line) => {
    const have = available(line);
    return have !== undefined && line.quantity > have ? [{ line, have, short: line.quantity - have }] : [];
  });

  const columns: TableColumnsType<Line> = [
    {
      key: 'goods',
      title: t('columns.goods'),
      render: (_, line) => <GoodsCell goods={line} size={48} />,
    },
    { key: 'available', title: t('columns.available'), width: 120, align: 'right', render: (_, line) => available(line) ?? '--' },
    {
      key: 'quantity',
      title: t('columns.quantity'),
      width: 220,
      render: (_, line) => {
        const have = available(line);
        const short = have !== undefined && line.quantity > have ? line.quantity - have : 0;
        return (
          <div>
            <InputNumber
              min={1}
              max={99_999}
              precision={0}
              value={line.quantity}
              aria-label={t('form.quantityOf', { itemCode: line.itemCode })}
              status={short ? 'warning' : undefined}
              onChange={(value) => setQuantity(line.goodsId, value ?? 1)}
            />
            {short > 0 && (
              <div className="so-warning" role="alert">
                {t('form.short', { short, available: have })}
              </div>
            )}
          </div>
        );
      },
    },
    {
      key: 'remove',
      title: '',
      width: 60,
      render: (_, line) => (
        <Button
          type="text"
          icon={<DeleteOutlined />}
          aria-label={t('form.remove', { itemCode: line.itemCode })}
          onClick={() => setLines((current) => current.filter((candidate) => candidate.goodsId !== line.goodsId))}
        />
      ),
    },
  ];

  const send = async (submit: boolean) => {
    if (!lines.length) setLinesError(true);
    const values = await form.validateFields().catch(() => null);
    if (!values || !lines.length) return;
    save.mutate(
      {
        lines: lines.map((line) => ({ goodsId: line.goodsId, quantity: line.quantity })),
        consignee: values.consignee,
        buyerOrderNo: values.buyerOrderNo?.trim() || undefined,
        platform: values.platform?.trim() || undefined,
        remark: values.remark?.trim() || undefined,
        submit,
      },
      {
        onSuccess: (saved) => {
          if (!submit) void message.success(t('form.saved', { orderNo: saved.orderNo }));
          else if (saved.status === 'onHold') void message.warning(t('actions.submittedShort'));
          else void message.success(t('actions.submitted'));
          void navigate(detailsPath(saved.orderNo), { replace: Boolean(order) });
        },
        onError: (error) => showServerFieldErrors(form, error),
      },
    );
  };

  const { erased: _erased, ...consignee } = order?.consignee ?? { erased: false };
  return (
    <section className="page-container page-section so-page">
      <h1 className="page-title">{order ? t('form.editTitle', { orderNo: order.orderNo }) : t('form.createTitle')}</h1>
      <Form<FormValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{
          consignee: order ? consignee : { country: 'US' },
          buyerOrderNo: order?.buyerOrderNo ?? undefined,
          platform: order?.platform || undefined,
          remark: order?.remark || undefined,
        }}
      >
        <section className="so-card" aria-label={t('form.goods')}>
          <h2 className="so-card__title">{t('form.goods')}</h2>
          <Select
            className="so-picker"
            showSearch={{ filterOption: false, onSearch: (value) => setKeyword(value.trim()) }}
            value={null}
            placeholder={t('form.pickPlaceholder')}
            aria-label={t('form.pickPlaceholder')}
            loading={picker.isFetching}
            notFoundContent={picker.isFetching ? <Skeleton.Input active size="small" /> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('form.pickEmpty')} />}
            options={options}
            onSelect={(_value, option) => {
              setLines((current) => [...current, lineOf(option.item, 1)]);
              setLinesError(false);
            }}
          />
          <Table<Line> rowKey="goodsId" size="small" columns={columns} dataSource={lines} pagination={false} locale={{ emptyText: t('form.noLines') }} />
          {linesError && (
            <div className="ant-form-item-explain-error" role="alert">
              {t('form.linesRequired')}
            </div>
          )}
          {shortLines.length > 0 && (
            <Alert
              className="so-card__alert"
              type="warning"
              showIcon
              title={t('form.shortTitle')}
              description={t('form.shortHint')}
              action={order ? <Link to={settlePath([order.orderNo])}>{t('shortfall.settle')}</Link> : undefined}
            />
          )}
        </section>

        <section className="so-card" aria-label={t('form.consignee')}>
          <h2 className="so-card__title">{t('form.consignee')}</h2>
          <ConsigneeFields form={form} regions={{ world: world.data ?? [], us: us.data ?? [], loading: world.isPending }} />
        </section>

        <section className="so-card" aria-label={t('form.order')}>
          <h2 className="so-card__title">{t('form.order')}</h2>
          <div className="so-consignee">
            <Form.Item name="buyerOrderNo" label={t('form.buyerOrderNo')} rules={[zodRule(BuyerOrderNo.optional())]} extra={t('form.buyerOrderNoHint')}>
              <Input maxLength={40} autoComplete="off" />
            </Form.Item>
            <Form.Item name="platform" label={t('form.platform')}>
              <AutoComplete options={PLATFORMS} showSearch={{ filterOption: true }}>
                <Input maxLength={40} autoComplete="off" />
              </AutoComplete>
            </Form.Item>
            <Form.Item name="remark" label={t('form.remark')} className="so-consignee__wide">
              <Input.TextArea rows={2} maxLength={500} showCount />
            </Form.Item>
          </div>
        </section>
      </Form>
      <div className="so-submit">
        <Button size="large" loading={save.isPending && save.variables?.submit === false} onClick={() => void send(false)}>
          {t('form.save')}
        </Button>
        <Button type="primary" size="large" loading={save.isPending && save.variables?.submit === true} onClick={() => void send(true)}>
          {t('form.submit')}
        </Button>
      </div>
    </section>
  );
}
