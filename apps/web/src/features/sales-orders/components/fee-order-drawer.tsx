import { FLOW_TYPES, type FeeOrder } from '@wm/contracts';
import { Button, Descriptions, Drawer, Empty, Skeleton, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Price } from '../../../lib/price';
import { detailsPath, time } from '../format';
import { FeeOrderStatusTag } from './status-tag';
import { FeeSummary } from './fee-summary';
import { GoodsCell } from './goods-cell';

type Item = FeeOrder['items'][number];
const FLOW_NAMES = Object.fromEntries(Object.entries(FLOW_TYPES).map(([name, code]) => [code, name])) as Record<number, string>;
const PAY_WAY_NAMES: Record<number, string> = { 0: 'online', 1: 'offline', 2: 'personalBankCard', 3: 'alipay', 4: 'wechat', 5: 'balance', 6: 'thirdPartyPayout', 10: 'enterpriseBank' };

/** A fee order: the breakdown per item, payment, refund and the wallet records it made. */
export function FeeOrderDrawer({ feeOrder, loading, open, onClose, onPay }: { feeOrder: FeeOrder | undefined; loading: boolean; open: boolean; onClose: () => void; onPay: (feeOrderNo: string) => void }) {
  const { t } = useTranslation('sales-orders');
  const columns: TableColumnsType<Item> = [
    {
      key: 'goods',
      title: t('columns.goods'),
      render: (_, item) => <GoodsCell goods={item} size={40} />,
    },
    { key: 'quantity', title: t('columns.quantity'), dataIndex: 'quantity', width: 70, align: 'right' },
    { key: 'logistics', title: t('fees.logistics'), width: 100, align: 'right', render: (_, item) => <Price amount={item.logisticsFee} /> },
    { key: 'operating', title: t('fees.operating'), width: 100, align: 'right', render: (_, item) => <Price amount={item.operatingFee} /> },
    { key: 'storage', title: t('fees.storage'), width: 100, align: 'right', render: (_, item) => <Price amount={item.storageFee} /> },
    { key: 'amount', title: t('fees.amount'), width: 110, align: 'right', render: (_, item) => <Price amount={item.amount} /> },
  ];
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={820}
      title={feeOrder ? t('expenses.detailTitle', { feeOrderNo: feeOrder.feeOrderNo }) : t('expenses.detail')}
      extra={
        feeOrder?.actions.includes('pay') && (
          <Button type="primary" onClick={() => onPay(feeOrder.feeOrderNo)}>
            {t('actions.pay')}
          </Button>
        )
      }
    >
      {!feeOrder ? (
        loading ? <Skeleton active /> : <Empty description={t('expenses.notFound')} />
      ) : (
        <div className="so-drawer" data-testid="fee-order-detail">
          <Descriptions column={2} size="small">
            <Descriptions.Item label={t('expenses.status')}>
              <FeeOrderStatusTag status={feeOrder.status} text={feeOrder.statusText} />
            </Descriptions.Item>
            <Descriptions.Item label={t('expenses.salesOrderNo')}>
              <Link to={detailsPath(feeOrder.salesOrderNo)}>{feeOrder.salesOrderNo}</Link>
            </Descriptions.Item>
            <Descriptions.Item label={t('details.createdAt')}>{time(feeOrder.createdAt)}</Descriptions.Item>
            <Descriptions.Item label={t('details.paidAt')}>{time(feeOrder.paidAt)}</Descriptions.Item>
            <Descriptions.Item label={t('expenses.payWay')}>{feeOrder.payWay === null ? '--' : t(`payWays.${PAY_WAY_NAMES[feeOrder.payWay] ?? 'online'}`)}</Descriptions.Item>
            <Descriptions.Item label={t('expenses.paymentNo')}>{feeOrder.paymentNo ?? '--'}</Descriptions.Item>
            {feeOrder.completedAt && <Descriptions.Item label={t('details.completedAt')}>{time(feeOrder.completedAt)}</Descriptions.Item>}
            {feeOrder.canceledAt && <Descriptions.Item label={t('details.canceledAt')}>{time(feeOrder.canceledAt)}</Descriptions.Item>}
            {feeOrder.refunded > 0 && (
              <Descriptions.Item label={t('expenses.refunded')}>
                <Price amount={feeOrder.refunded} testId="fee-refunded" />
              </Descriptions.Item>
            )}
          </Descriptions>
          <h3 className="so-card__title">{t('expenses.breakdown')}</h3>
          <Table<Item> rowKey="goodsId" size="small" columns={columns} dataSource={feeOrder.items} pagination={false} />
          <FeeSummary fees={feeOrder} />
          <h3 className="so-card__title">{t('expenses.walletRecords')}</h3>
          {feeOrder.walletRecords.length ? (
            <Table
              rowKey={(record) => `${record.at}-${record.flowType}`}
              size="small"
              pagination={false}
              dataSource={feeOrder.walletRecords}
              data-testid="fee-wallet-records"
              columns={[
                { key: 'at', title: t('expenses.time'), render: (_, record) => time(record.at) },
                { key: 'type', title: t('expenses.flowType'), render: (_, record) => t(`flowTypes.${FLOW_NAMES[record.flowType] ?? 'expenseItem'}`) },
                { key: 'amount', title: t('fees.amount'), align: 'right', render: (_, record) => <Price amount={record.amount} /> },
                { key: 'remark', title: t('details.remark'), dataIndex: 'remark' },
              ]}
            />
          ) : (
            <p className="muted">{t('expenses.noWalletRecords')}</p>
          )}
        </div>
      )}
    </Drawer>
  );
}
