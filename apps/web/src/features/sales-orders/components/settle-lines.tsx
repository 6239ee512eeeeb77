import type { SettlePreview } from '@wm/contracts';
import { Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Price } from '../../../lib/price';
import { GoodsCell } from './goods-cell';

type Line = SettlePreview['lines'][number];

/** The shortfall per SKU of the chosen orders, priced: what one click buys. */
export function SettleLines({ preview, loading }: { preview: SettlePreview | undefined; loading: boolean }) {
  const { t } = useTranslation('sales-orders');
  const columns: TableColumnsType<Line> = [
    {
      key: 'goods',
      title: t('columns.goods'),
      render: (_, line) => <GoodsCell goods={line} size={48} />,
    },
    { key: 'short', title: t('settle.short'), dataIndex: 'short', width: 100, align: 'right' },
    { key: 'quantity', title: t('settle.quantity'), dataIndex: 'quantity', width: 110, align: 'right' },
    { key: 'unitPrice', title: t('settle.unitPrice'), width: 120, align: 'right', render: (_, line) => <Price amount={line.unitPrice} /> },
    { key: 'amount', title: t('settle.amount'), width: 130, align: 'right', render: (_, line) => <Price amount={line.amount} /> },
    {
      key: 'buyable',
      title: t('settle.stock'),
      width: 160,
      render: (_, line) => (line.buyable ? <Tag color="green">{t('settle.buyable', { count: line.stockAvailable })}</Tag> : <Tag color="red">{t('settle.notBuyable')}</Tag>),
    },
  ];
  return (
    <>
      <Table<Line> rowKey="goodsId" size="small" columns={columns} dataSource={preview?.lines ?? []} loading={loading} pagination={false} data-testid="settle-lines" />
      {preview && (
        <div className="so-settle__total">
          <span>{t('settle.total')}</span>
          <Price amount={preview.total} className="so-strong" testId="settle-total" />
        </div>
      )}
    </>
  );
}
