import { say } from '../../../lib/messages';
import { PAY_WAYS, isPaymentFinal, type PayWayCode } from '@wm/contracts';
import { Alert, Button, Checkbox, Empty, Radio, Skeleton, message } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useFeeOrdersToPay } from '../api/use-fee-orders-to-pay';
import { useOrdersToPay } from '../api/use-orders-to-pay';
import { useBalancePay, useExistBalancePay, useInitiatePayment, usePayment } from '../api/use-payments';
import { FeeOrdersToPay } from '../components/fee-orders-to-pay';
import { OrdersToPay, ordersTotal } from '../components/orders-to-pay';
import { PayPasswordDialog } from '../components/pay-password-dialog';
import { BankTransfer, GatewayPayment } from '../components/pending-payment';
import { useAddressQuery } from '../../../lib/address-query';
import { usePayWays } from '../../../lib/pay-ways';
import { Price } from '../../../lib/price';
import { useClientStore } from '../../../lib/store';
import { useWalletBalance } from '../../../lib/wallet-balance';
import { PAY_PASSWORD_SETTINGS, payWayName } from '../pay-ways';
import '../payments.css';

const orderNosOf = (value: string | null) => (value ?? '').split(',').map((no) => no.trim()).filter(Boolean);
const resultPath = (paymentNo: string) => `/checkresultpayment?paymentNo=${encodeURIComponent(paymentNo)}`;
const SELLING_EXPENSES = '/purchaseOrderManage/sellingExpenses';

/** What is paid: purchase orders (?orderNos=) or fee orders of sales orders (?feeOrderNos=). */
type Paying = { purpose: 'purchase-order' | 'fee-order'; refs: string[] };

/**
 * Pay purchase orders (?orderNos=A,B) or fee orders (?feeOrderNos=A,B), or follow a started payment
 * (?paymentNo=P, e.g. a recharge).
 * A started payment's number joins the address, so a reload shows it again; a gateway payment
 * is polled until the server says it succeeded or failed, then the result page takes over.
 */
export default function PaymentPage() {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const [params, changeQuery] = useAddressQuery();
  const orderNos = orderNosOf(params.get('orderNos'));
  const feeOrderNos = orderNosOf(params.get('feeOrderNos'));
  const paying: Paying = feeOrderNos.length ? { purpose: 'fee-order', refs: feeOrderNos } : { purpose: 'purchase-order', refs: orderNos };
  const paymentNo = params.get('paymentNo');
  const payment = usePayment(paymentNo, { poll: true });

  useEffect(() => {
    const current = payment.data;
    if (current && isPaymentFinal(current.status) && current.status !== 'expired') void navigate(resultPath(current.paymentNo), { replace: true });
  }, [payment.data, navigate]);

  /** A new attempt: back to choosing how to pay (an expired QR code needs this). */
  const restart = () =>
    changeQuery((now) => {
      now.delete('paymentNo');
      return now;
    }, { replace: true });

  if (paymentNo) {
    return (
      <section className="page-container page-section payment-page">
        <h1 className="page-title">{t('title')}</h1>
        {payment.data ? (
          payment.data.bankTransfer ? (
            <>
              <BankTransfer payment={payment.data} />
              <div className="payment-actions">
                <Link to={payment.data.purpose === 'recharge' ? '/wallet/recharge' : payment.data.purpose === 'fee-order' ? SELLING_EXPENSES : '/purchaseOrderManage/purchaseOrderList'}>
                  {t(payment.data.purpose === 'recharge' ? 'result.toRecharges' : payment.data.purpose === 'fee-order' ? 'result.toExpenses' : 'result.toOrders')}
                </Link>
              </div>
            </>
          ) : (
            <GatewayPayment payment={payment.data} onRefresh={paying.refs.length ? restart : () => void navigate('/wallet/recharge')} />
          )
        ) : payment.isError ? (
          <Empty description={t('notFound')} />
        ) : (
          <Skeleton active />
        )}
      </section>
    );
  }
  if (!paying.refs.length) {
    return (
      <section className="page-container page-section payment-page">
        <Empty description={t('nothingToPay')}>
          <Link to="/purchaseOrderManage/purchaseOrderList">{t('result.toOrders')}</Link>
        </Empty>
      </section>
    );
  }
  const refsParam = paying.purpose === 'fee-order' ? 'feeOrderNos' : 'orderNos';
  return <ChooseWay paying={paying} onStarted={(no) => changeQuery(() => ({ [refsParam]: paying.refs.join(','), paymentNo: no }), { replace: true })} />;
}

/** Choosing how to pay the orders, and paying from the balance at once. */
function ChooseWay({ paying, onStarted }: { paying: Paying; onStarted: (paymentNo: string) => void }) {
  const fees = paying.purpose === 'fee-order';
  const orderNos = fees ? [] : paying.refs;
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const [way, setWay] = useState<PayWayCode>(PAY_WAYS.balance);
  const [declared, setDeclared] = useState(false);
  const [declarationError, setDeclarationError] = useState(false);
  const [askPassword, setAskPassword] = useState(false);
  const exist = useExistBalancePay();
  const ways = usePayWays().data ?? [PAY_WAYS.balance];
  const initiate = useInitiatePayment();
  const balance = useBalancePay();
  const noPassword = way === PAY_WAYS.balance && exist.data?.exist === false;
  const orderQueries = useOrdersToPay(orderNos);
  const orders = orderQueries.flatMap((query) => (query.data ? [query.data] : []));
  const feeQueries = useFeeOrdersToPay(fees ? paying.refs : []);
  const feeOrders = feeQueries.flatMap((query) => (query.data ? [query.data] : []));
  const loading = orderQueries.some((query) => query.isLoading) || feeQueries.some((query) => query.isLoading);
  const customerid = useClientStore((state) => state.userInfo?.customerid ?? '');
  const wallet = useWalletBalance(customerid);
  // What is being paid, whichever kind of order (the fee orders' total is added the same way).
  const total = ordersTotal(fees ? feeOrders : orders);
  const shortOfBalance = way === PAY_WAYS.balance && wallet.data !== undefined && !loading && wallet.data.available < total;
  const payable =
    !loading &&
    (fees
      ? feeOrders.length === paying.refs.length && feeOrders.every((fee) => fee.actions.includes('pay'))
      : orders.length === orderNos.length && orders.every((order) => order.actions.includes('pay')));

  const pay = () => {
    if (!declared) {
      setDeclarationError(true);
      return;
    }
    if (way === PAY_WAYS.balance) {
      if (!noPassword) setAskPassword(true);
      return;
    }
    initiate.mutate(
      { purpose: paying.purpose, refs: paying.refs, payWay: way as 0 | 1 | 3 | 4 | 10 },
      { onSuccess: (payment) => onStarted(payment.paymentNo) },
    );
  };
  const payFromBalance = (payPassword: string) =>
    balance.mutate(
      { purpose: paying.purpose, refs: paying.refs, payPassword, declaration: true },
      {
        onSuccess: (payment) => {
          setAskPassword(false);
          void message.success(say('payment.success'));
          void navigate(resultPath(payment.paymentNo), { replace: true });
        },
      },
    );

  return (
    <section className="page-container page-section payment-page">
      <h1 className="page-title">{t('title')}</h1>
      {fees ? <FeeOrdersToPay feeOrders={feeOrders} loading={loading} /> : <OrdersToPay orders={orders} loading={loading} />}
      <section className="payment-card" aria-label={t('ways.title')}>
        <h2 className="payment-card__title">{t('ways.title')}</h2>
        <Radio.Group className="payment-ways" value={way} onChange={(event) => setWay(event.target.value as PayWayCode)}>
          {ways.map((code) => (
            <Radio.Button key={code} value={code}>
              {t(`payWays.${payWayName(code)}`)}
            </Radio.Button>
          ))}
        </Radio.Group>
        <p className="muted payment-ways__hint">{t(`ways.hint.${payWayName(way)}`)}</p>
        {way === PAY_WAYS.balance && wallet.data && (
          <p className="payment-available">
            <span className="muted">{t('balance.available')}</span> <Price amount={wallet.data.available} testId="payment-available" />
          </p>
        )}
        {shortOfBalance && (
          <Alert type="warning" showIcon title={t('balance.short')} action={<Link to="/wallet/recharge">{t('balance.topUp')}</Link>} />
        )}
        {noPassword && (
          <Alert
            type="warning"
            showIcon
            title={t('balance.noPassword')}
            action={<Link to={PAY_PASSWORD_SETTINGS}>{t('balance.setPassword')}</Link>}
          />
        )}
        <Checkbox
          className="payment-declaration"
          checked={declared}
          onChange={(event) => {
            setDeclared(event.target.checked);
            setDeclarationError(false);
          }}
        >
          {t('declaration')}
        </Checkbox>
        {declarationError && (
          <div className="ant-form-item-explain-error" role="alert">
            {t('declarationRequired')}
          </div>
        )}
        <div className="payment-actions">
          <Button type="primary" size="large" onClick={pay} loading={initiate.isPending} disabled={noPassword || !payable}>
            {t('pay')}
          </Button>
        </div>
      </section>
      <PayPasswordDialog open={askPassword} paying={balance.isPending} onPay={payFromBalance} onClose={() => setAskPassword(false)} />
    </section>
  );
}
