import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useClientStore } from '../../../lib/store';
import { useWalletBalance } from '../../../lib/wallet-balance';
import { BalanceSummary } from '../components/balance-summary';
import { LedgerTable } from '../components/ledger-table';
import '../wallet.css';

/** My wallet: what is in it and every movement of money. */
export default function WalletPage() {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const customerid = useClientStore((state) => state.userInfo?.customerid ?? '');
  const balance = useWalletBalance(customerid);
  return (
    <section className="page-container page-section wallet-page">
      <h1 className="page-title">{t('title')}</h1>
      <BalanceSummary
        balance={balance.data}
        actions={
          <>
            {/* The top-up flow comes with the payments issue: the route is there already. */}
            <Button type="primary" onClick={() => void navigate('/wallet/recharge')}>
              {t('balance.recharge')}
            </Button>
            <Button onClick={() => void navigate('/wallet/withdraw')}>{t('balance.withdraw')}</Button>
          </>
        }
      />
      <LedgerTable />
    </section>
  );
}
