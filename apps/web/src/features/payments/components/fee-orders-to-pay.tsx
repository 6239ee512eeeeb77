import { amountToCents, centsToAmount, type FeeOrder } from '@wm/contracts';
import { Alert, Skeleton, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Price, useFormatPrice } from '../../../lib/price';
import { UsdCharge } from './usd-charge';

/** The fee orders (selling expenses) being paid and what they come to. */
export function FeeOrdersToPay({ feeOrders, loading }: { feeOrders: FeeOrder[]; loading: boolean }) {
  const { t } = useTranslation('payments');
  const format = useFormatPrice();
  const columns: TableColumnsType<FeeOrder> = [
    { key: 'feeOrderNo', title: t('fees.feeOrderNo'), dataIndex: 'feeOrderNo' },
    { key: 'salesOrderNo', title: t('fees.salesOrderNo'), dataIndex: 'salesOrderNo' },
    { key: 'breakdown', title: t('fees.breakdown'), render: (_, fee) => [fee.logisticsFee, fee.operatingFee, fee.storageFee].map(format).join(' / ') },
    { key: 'status', title: t('fees.status'), dataIndex: 'statusText' },
    { key: 'amount', title: t('fees.amount'), align: 'right', render: (_, fee) => <Price amount={fee.total} /> },
  ];
  const notPayable = feeOrders.filter((fee) => !fee.actions.includes('pay'));
  const total = centsToAmount(feeOrders.reduce((sum, fee) => sum + amountToCents(fee.total), 0));
  return (
    <section className="payment-card" aria-label={t('fees.title')}>
      <h2 className="payment-card__title">{t('fees.title')}</h2>
      {loading ? (
        <Skeleton active />
      ) : (
        <>
          <Table<FeeOrder> rowKey="feeOrderNo" size="small" columns={columns} dataSource={feeOrders} pagination={false} />
          {notPayable.length > 0 && <Alert type="warning" showIcon title={t('fees.notPayable', { feeOrderNos: notPayable.map((fee) => fee.feeOrderNo).join(', ') })} />}
          <div className="payment-orders__total">
            <span>{t('fees.total')}</span>
            <Price amount={total} className="payment-amount" testId="payment-total" />
          </div>
          <UsdCharge amount={total} />
        </>
      )}
    </section>
  );
}
