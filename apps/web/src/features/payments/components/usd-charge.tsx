import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/money';
import { useFormatPrice } from '../../../lib/price';
import { useClientStore } from '../../../lib/store';

/**
 * Payments are made in US dollars: when prices are shown in another currency, the buyer reads
 * what is actually charged ("$14.99 will be debited" beside "£11.80"). Nothing in USD.
 */
export function UsdCharge({ amount }: { amount: number }) {
  const { t } = useTranslation('payments');
  const currency = useClientStore((state) => state.currency);
  const format = useFormatPrice();
  if (currency === 'USD') return null;
  return (
    <p className="payment-usd" data-testid="payment-usd">
      {t('usdCharge', { usd: formatMoney(amount, 'USD'), shown: format(amount) })}
    </p>
  );
}
