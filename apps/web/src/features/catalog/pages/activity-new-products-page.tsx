import { useTranslation } from 'react-i18next';
import { GoodsBrowser } from './goods-browser';

/** /activity/newProducts: goods listed in the last 30 days. */
export default function ActivityNewProductsPage() {
  const { t } = useTranslation();
  const { t: tc } = useTranslation('catalog');
  return <GoodsBrowser title={t('routes.activityNewProducts')} fixed={{ activity: 'newProducts' }} intro={<p className="catalog-intro">{tc('activity.newProducts')}</p>} />;
}
