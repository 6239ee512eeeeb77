import { Button, Card, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatPrice } from '../../../lib/price';
import { useInventorySummary } from '../api/use-inventory';
import '../inventory.css';
import { InventorySearch } from './inventory-search';

/** Inventory management: what I hold in the warehouse at a glance, then the searchable list. */
export default function InventoryOverviewPage() {
  const { t } = useTranslation('inventory');
  const format = useFormatPrice();
  const summary = useInventorySummary();
  const s = summary.data;
  const loading = summary.isPending;

  return (
    <section className="page-container page-section inv-page">
      <div className="inv-head">
        <h1 className="page-title">{t('overview.title')}</h1>
        <span className="inv-spacer" />
        <Link to="/inventoryManage/inventoryQuery">{t('nav.query')}</Link>
        <Link to="/inventoryManage/inventoryRecord">{t('nav.records')}</Link>
        <Link to="/salesOrderManage/index">
          <Button type="primary">{t('createSalesOrder')}</Button>
        </Link>
      </div>
      <div className="inv-stats" data-testid="inventory-totals">
        <Card size="small">
          <Statistic loading={loading} title={t('overview.skus')} value={s?.skus ?? 0} />
        </Card>
        <Card size="small">
          <Statistic loading={loading} title={t('overview.available')} value={s?.qtyAvailable ?? 0} />
        </Card>
        <Card size="small">
          <Statistic loading={loading} title={t('overview.blocked')} value={s?.qtyBlocked ?? 0} />
        </Card>
        <Card size="small">
          <Statistic loading={loading} title={t('overview.inTransit')} value={s?.qtyInTransit ?? 0} />
        </Card>
        <Card size="small">
          <Statistic loading={loading} title={t('overview.storageFee')} value={format(s?.storageFeeAccrued ?? 0)} />
        </Card>
      </div>
      {s && s.ageingUnits > 0 && (
        <p className="inv-ageing" role="status">
          {t('overview.ageing', { count: s.ageingUnits })}
        </p>
      )}
      <InventorySearch />
    </section>
  );
}
