import { amountToCents, centsToAmount } from '@wm/contracts';
import { Button, Card, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatPrice } from '../../../lib/price';
import { useInventoryOverview } from '../api/use-inventory';
import '../inventory.css';
import { InventorySearch } from './inventory-search';

/** Inventory management: what I hold in the warehouse at a glance, then the searchable list. */
export default function InventoryOverviewPage() {
  const { t } = useTranslation('inventory');
  const format = useFormatPrice();
  const overview = useInventoryOverview();
  const list = overview.data?.list ?? [];
  // Sums over every SKU when they fit in one page; otherwise only the SKU count is exact.
  const complete = overview.data !== undefined && overview.data.total <= list.length;
  const sum = (pick: (item: (typeof list)[number]) => number) => list.reduce((total, item) => total + pick(item), 0);
  const fee = centsToAmount(list.reduce((total, item) => total + amountToCents(item.storageFeeAccrued), 0));
  const loading = overview.isPending;

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
          <Statistic loading={loading} title={t('overview.skus')} value={overview.data?.total ?? 0} />
        </Card>
        <Card size="small">
          <Statistic loading={loading} title={t('overview.available')} value={complete ? sum((item) => item.qtyAvailable) : '--'} />
        </Card>
        <Card size="small">
          <Statistic loading={loading} title={t('overview.blocked')} value={complete ? sum((item) => item.qtyBlocked) : '--'} />
        </Card>
        <Card size="small">
          <Statistic loading={loading} title={t('overview.inTransit')} value={complete ? sum((item) => item.qtyInTransit) : '--'} />
        </Card>
        <Card size="small">
          <Statistic loading={loading} title={t('overview.storageFee')} value={complete ? format(fee) : '--'} />
        </Card>
      </div>
      {!complete && overview.data && <p className="muted">{t('overview.partial', { count: overview.data.total })}</p>}
      <InventorySearch />
    </section>
  );
}
