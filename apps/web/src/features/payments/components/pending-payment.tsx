import type { Payment } from '@wm/contracts';
import { Alert, Button, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatCountdown, useSecondsUntil } from '../../../lib/countdown';
import { formatMoney } from '../../../lib/money';
import { Price } from '../../../lib/price';
import { payWayName } from '../pay-ways';

/** What the gateway charges: CNY for Alipay and WeChat at the rate fixed when the payment started. */
function Charged({ payment }: { payment: Payment }) {
  const { t } = useTranslation('payments');
  if (payment.chargedCurrency === 'USD') return <Price amount={payment.amount} className="payment-amount" />;
  return (
    <span className="payment-amount">
      {formatMoney(payment.chargedAmount, 'CNY')} <span className="muted">({t('pending.rate', { usd: formatMoney(payment.amount, 'USD'), rate: payment.rate })})</span>
    </span>
  );
}

/** A gateway payment waiting to be paid: its QR code, a countdown to expiry and the hosted page. */
export function GatewayPayment({ payment, onRefresh }: { payment: Payment; onRefresh: () => void }) {
  const { t } = useTranslation('payments');
  const left = useSecondsUntil(payment.expiresAt);
  const expired = payment.status === 'expired' || left === 0;
  return (
    <section className="payment-card payment-qr" aria-label={t('pending.title')}>
      <h2 className="payment-card__title">{t('pending.scan', { way: t(`payWays.${payWayName(payment.payWay)}`) })}</h2>
      <p>
        {t('pending.amount')} <Charged payment={payment} />
      </p>
      {expired ? (
        <Alert
          type="warning"
          showIcon
          title={t('pending.expired')}
          action={
            <Button type="primary" onClick={onRefresh}>
              {t('pending.refresh')}
            </Button>
          }
        />
      ) : (
        <>
          {payment.qrCode && <img className="payment-qr__image" src={payment.qrCode} alt={t('pending.qrAlt')} width={200} height={200} />}
          {left !== null && (
            <p className="payment-qr__countdown" data-testid="payment-countdown">
              {t('pending.expiresIn', { time: formatCountdown(left) })}
            </p>
          )}
          {payment.hostedUrl && (
            <Button type="primary" href={payment.hostedUrl} target="_blank" rel="noopener">
              {t('pending.openPage')}
            </Button>
          )}
          <p className="muted">{t('pending.waiting')}</p>
        </>
      )}
    </section>
  );
}

/** An offline bank transfer: where to send the money; an operator confirms it arrived. */
export function BankTransfer({ payment }: { payment: Payment }) {
  const { t } = useTranslation('payments');
  const bank = payment.bankTransfer;
  if (!bank) return null;
  return (
    <section className="payment-card" aria-label={t('bank.title')}>
      <h2 className="payment-card__title">{t('bank.title')}</h2>
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label={t('pending.amount')}>
          <Price amount={payment.amount} className="payment-amount" />
        </Descriptions.Item>
        <Descriptions.Item label={t('bank.accountName')}>{bank.accountName}</Descriptions.Item>
        <Descriptions.Item label={t('bank.bankName')}>{bank.bankName}</Descriptions.Item>
        <Descriptions.Item label={t('bank.accountNumber')}>{bank.accountNumber}</Descriptions.Item>
        <Descriptions.Item label={t('bank.swift')}>{bank.swift}</Descriptions.Item>
        <Descriptions.Item label={t('bank.bankAddress')}>{bank.bankAddress}</Descriptions.Item>
        <Descriptions.Item label={t('bank.reference')}>
          <strong>{bank.reference}</strong>
        </Descriptions.Item>
      </Descriptions>
      <Alert className="payment-card__note" type="info" showIcon title={t('bank.note')} />
    </section>
  );
}
