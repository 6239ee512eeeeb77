import type { Shortfall } from '@wm/contracts';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { settlePath } from '../format';

/** What an on-hold order lacks in the inventory, and the way to buy it. */
export function ShortfallNote({ orderNo, shortfall, compact = false }: { orderNo: string; shortfall: readonly Shortfall[]; compact?: boolean }) {
  const { t } = useTranslation('sales-orders');
  if (!shortfall.length) return null;
  const lines = shortfall.map((line) => t('shortfall.line', { itemCode: line.itemCode, short: line.short, needed: line.needed, available: line.available }));
  const link = <Link to={settlePath([orderNo])}>{t('shortfall.settle')}</Link>;
  if (compact) {
    return (
      <div className="so-shortfall" data-testid="shortfall">
        <div className="so-shortfall__title">{t('shortfall.title')}</div>
        {lines.map((line) => (
          <div key={line}>{line}</div>
        ))}
        {link}
      </div>
    );
  }
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="shortfall"
      title={t('shortfall.title')}
      description={
        <ul className="so-shortfall__list">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      }
      action={link}
    />
  );
}
