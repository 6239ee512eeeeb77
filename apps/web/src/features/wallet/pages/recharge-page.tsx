import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useClientStore } from '../../../lib/store';
import { useWalletBalance } from '../../../lib/wallet-balance';
import { useOperateConfig } from '../api/use-wallet-records';
import { BalanceSummary } from '../components/balance-summary';
import { RechargeForm } from '../components/recharge-form';
import { RechargeRecords } from '../components/recharge-records';
import { WalletCard } from '../components/wallet-card';
import '../wallet.css';

/** Top up the wallet, and the recharges made so far. */
export default function RechargePage() {
  const { t } = useTranslation('wallet');
  const customerid = useClientStore((state) => state.userInfo?.customerid ?? '');
  const balance = useWalletBalance(customerid);
  const settings = useOperateConfig();
  return (
    <section className="page-container page-section wallet-page">
      <h1 className="page-title">{t('recharge.title')}</h1>
      <BalanceSummary balance={balance.data} />
      <WalletCard title={t('recharge.formTitle')}>{settings.data ? <RechargeForm settings={settings.data} /> : <Skeleton active />}</WalletCard>
      <WalletCard title={t('recharges.title')}>
        <RechargeRecords />
      </WalletCard>
    </section>
  );
}
