import { Button, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Price } from '../../../lib/price';
import { useWalletBalance } from '../../../lib/wallet-balance';

/** Available funds (kept in USD, shown in the chosen currency) and the way to the wallet. */
export default function WalletSummary({ customerid }: { customerid: string }) {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const { data, isPending } = useWalletBalance(customerid);
  return (
    <div className="wallet-summary">
      <span className="wallet-summary__label">{t('available')}</span>
      <strong className="wallet-summary__amount">
        {data ? <Price amount={data.available} testId="wallet-available" /> : isPending ? <Spin size="small" /> : '--'}
      </strong>
      <Button type="primary" size="small" onClick={() => void navigate('/wallet/index')}>
        {t('details')}
      </Button>
    </div>
  );
}
