import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import '../inventory.css';
import { InventorySearch } from './inventory-search';

/** Inventory query: my stock per SKU, searched and filtered. */
export default function InventoryQueryPage() {
  const { t } = useTranslation('inventory');
  return (
    <section className="page-container page-section inv-page">
      <div className="inv-head">
        <h1 className="page-title">{t('query.title')}</h1>
        <span className="inv-spacer" />
        <Link to="/inventoryManage/inventoryRecord">{t('nav.records')}</Link>
      </div>
      <InventorySearch />
    </section>
  );
}
