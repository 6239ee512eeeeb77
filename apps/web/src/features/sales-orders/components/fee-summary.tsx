import type { FeeOrder } from '@wm/contracts';
import { useTranslation } from 'react-i18next';
import { Price } from '../../../lib/price';

/** A fee order's three fees and their total. */
export function FeeSummary({ fees, totalTestId }: { fees: Pick<FeeOrder, 'logisticsFee' | 'operatingFee' | 'storageFee' | 'total'>; totalTestId?: string }) {
  const { t } = useTranslation('sales-orders');
  const rows = [
    { key: 'logistics', amount: fees.logisticsFee },
    { key: 'operating', amount: fees.operatingFee },
    { key: 'storage', amount: fees.storageFee },
  ];
  return (
    <dl className="so-summary">
      {rows.map((row) => (
        <div key={row.key}>
          <dt>{t(`fees.${row.key}`)}</dt>
          <dd>
            <Price amount={row.amount} />
          </dd>
        </div>
      ))}
      <div className="so-summary__total">
        <dt>{t('fees.total')}</dt>
        <dd>
          <Price amount={fees.total} testId={totalTestId} />
        </dd>
      </div>
    </dl>
  );
}
