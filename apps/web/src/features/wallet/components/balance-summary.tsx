import type { WalletBalance } from '@wm/contracts';
import { Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/money';
import { Price } from '../../../lib/price';

/**
 * Balance, available and frozen (held in USD, shown in the chosen currency, or in US dollars
 * on a page whose amounts are all in dollars: withdrawing), with the page's actions.
 */
export function BalanceSummary({ balance, actions, inUsd = false }: { balance: WalletBalance | undefined; actions?: ReactNode; inUsd?: boolean }) {
  const { t } = useTranslation('wallet');
  const Amount = ({ amount, testId }: { amount: number; testId: string }) =>
    inUsd ? (
      <span className="price" data-testid={testId}>
        {formatMoney(amount, 'USD')}
      </span>
    ) : (
      <Price amount={amount} testId={testId} />
    );
  return (
    <section className="wallet-card wallet-balance" aria-label={t('balance.title')}>
      {!balance ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : (
        <dl className="wallet-balance__figures">
          <div>
            <dt>{t('balance.balance')}</dt>
            <dd><Amount amount={balance.balance} testId="wallet-balance" /></dd>
          </div>
          <div className="wallet-balance__main">
            <dt>{t('balance.available')}</dt>
            <dd><Amount amount={balance.available} testId="wallet-page-available" /></dd>
          </div>
          <div>
            <dt>{t('balance.frozen')}</dt>
            <dd><Amount amount={balance.frozen} testId="wallet-frozen" /></dd>
          </div>
        </dl>
      )}
      {actions && <div className="wallet-balance__actions">{actions}</div>}
    </section>
  );
}
