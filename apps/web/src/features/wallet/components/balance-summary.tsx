import type { WalletBalance } from '@wm/contracts';
import { Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Price } from '../../../lib/price';

/** Balance, available and frozen (held in USD, shown in the chosen currency), with the page's actions. */
export function BalanceSummary({ balance, actions }: { balance: WalletBalance | undefined; actions?: ReactNode }) {
  const { t } = useTranslation('wallet');
  return (
    <section className="wallet-card wallet-balance" aria-label={t('balance.title')}>
      {!balance ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : (
        <dl className="wallet-balance__figures">
          <div>
            <dt>{t('balance.balance')}</dt>
            <dd><Price amount={balance.balance} testId="wallet-balance" /></dd>
          </div>
          <div className="wallet-balance__main">
            <dt>{t('balance.available')}</dt>
            <dd><Price amount={balance.available} testId="wallet-page-available" /></dd>
          </div>
          <div>
            <dt>{t('balance.frozen')}</dt>
            <dd><Price amount={balance.frozen} testId="wallet-frozen" /></dd>
          </div>
        </dl>
      )}
      {actions && <div className="wallet-balance__actions">{actions}</div>}
    </section>
  );
}
