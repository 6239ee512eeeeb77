import type { SalesOrderImportResult } from '@wm/contracts';
import { Statistic } from 'antd';
import { useTranslation } from 'react-i18next';

export function ImportSummary({ result }: { result: SalesOrderImportResult }) {
  const { t } = useTranslation('sales-orders-import');
  return (
    <div className="soi-summary" data-testid="import-summary">
      <Statistic title={t('summary.rows')} value={result.rows} />
      <Statistic title={t('summary.orders')} value={result.orders} />
      <Statistic title={t('summary.goodOrders')} value={result.goodOrders} styles={{ content: { color: result.goodOrders > 0 ? '#389e0d' : undefined } }} />
      <Statistic title={t('summary.badOrders')} value={result.badOrders} styles={{ content: { color: result.badOrders > 0 ? '#cf1322' : undefined } }} />
      <Statistic title={t('summary.badRows')} value={result.badRows} styles={{ content: { color: result.badRows > 0 ? '#cf1322' : undefined } }} />
    </div>
  );
}
