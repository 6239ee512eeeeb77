import { Alert, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useClientStore } from '../../../lib/store';
import { useWalletBalance } from '../../../lib/wallet-balance';
import { useOperateConfig } from '../api/use-wallet-records';
import { BalanceSummary } from '../components/balance-summary';
import { WalletCard } from '../components/wallet-card';
import { WithdrawForm } from '../components/withdraw-form';
import { WithdrawalRecords } from '../components/withdrawal-records';
import '../wallet.css';

/** Withdraw to an own bank card, and the applications made so far. */
export default function WithdrawPage() {
  const { t } = useTranslation('wallet');
  const customerid = useClientStore((state) => state.userInfo?.customerid ?? '');
  const balance = useWalletBalance(customerid);
  const settings = useOperateConfig();
  const currency = useClientStore((state) => state.currency);
  return (
    <section className="page-container page-section wallet-page">
      <h1 className="page-title">{t('withdraw.title')}</h1>
      {/* One screen, one currency: withdrawals are paid out in US dollars, so every amount here is. */}
      <BalanceSummary balance={balance.data} inUsd />
      {currency !== 'USD' && (
        <Alert type="info" showIcon title={t('withdraw.inUsd', { currency })} data-testid="withdraw-in-usd" />
      )}
      <WalletCard title={t('withdraw.formTitle')}>
        {balance.data && settings.data ? <WithdrawForm available={balance.data.available} settings={settings.data} /> : <Skeleton active />}
      </WalletCard>
      <WalletCard title={t('withdrawals.title')}>
        <WithdrawalRecords />
      </WalletCard>
    </section>
  );
}
