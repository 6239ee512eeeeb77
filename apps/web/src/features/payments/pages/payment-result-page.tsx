import { Button, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Price } from '../../../lib/price';
import { usePayment } from '../api/use-payments';
import { payWayName } from '../pay-ways';
import '../payments.css';

const STATUS: Record<string, 'success' | 'error' | 'info' | 'warning'> = { succeeded: 'success', failed: 'error', expired: 'warning', pending: 'info' };

/** The outcome of a payment, without the shell; still polling while the gateway has not answered. */
export default function PaymentResultPage() {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const paymentNo = params.get('paymentNo');
  const payment = usePayment(paymentNo, { poll: true });
  const data = payment.data;

  if (!paymentNo || payment.isError) {
    return (
      <main className="payment-result">
        <Result status="404" title={t('notFound')} extra={<Button onClick={() => void navigate('/home')}>{t('result.home')}</Button>} />
      </main>
    );
  }
  if (!data) {
    return (
      <main className="payment-result">
        <Spin size="large" />
      </main>
    );
  }
  const recharge = data.purpose === 'recharge';
  const fees = data.purpose === 'fee-order';
  const primary = recharge ? (
    <Button type="primary" key="wallet" onClick={() => void navigate('/wallet/index')}>
      {t('result.toWallet')}
    </Button>
  ) : fees ? (
    <Button type="primary" key="expenses" onClick={() => void navigate('/purchaseOrderManage/sellingExpenses')}>
      {t('result.toExpenses')}
    </Button>
  ) : (
    <Button type="primary" key="orders" onClick={() => void navigate('/purchaseOrderManage/purchaseOrderList')}>
      {t('result.toOrders')}
    </Button>
  );
  const again =
    data.status === 'failed' || data.status === 'expired' ? (
      <Button
        key="again"
        onClick={() => void navigate(recharge ? '/wallet/recharge' : `/payment/index?${fees ? 'feeOrderNos' : 'orderNos'}=${encodeURIComponent(data.refs.join(','))}`)}
      >
        {t('result.again')}
      </Button>
    ) : null;
  return (
    <main className="payment-result" data-status={data.status}>
      <Result
        status={STATUS[data.status]}
        title={t(`result.${data.status}`)}
        subTitle={
          <span>
            {t('result.summary', { paymentNo: data.paymentNo, way: t(`payWays.${payWayName(data.payWay)}`) })} <Price amount={data.amount} />
            {data.settledAs === 'wallet' && <span className="payment-result__note">{t('result.toWalletNote')}</span>}
            {data.failureReason && (
              <span className="payment-result__note" data-testid="payment-failure-reason">
                {t('result.rejectedReason', { reason: data.failureReason })}
              </span>
            )}
          </span>
        }
        extra={[primary, again, <Button key="home" onClick={() => void navigate('/home')}>{t('result.home')}</Button>].filter(Boolean)}
      />
      {data.status === 'pending' && <Spin />}
    </main>
  );
}
