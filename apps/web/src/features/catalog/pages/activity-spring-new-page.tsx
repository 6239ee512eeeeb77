import { useTranslation } from 'react-i18next';
import { GoodsBrowser } from './goods-browser';

/** /activity/springNew: the spring campaign's goods. */
export default function ActivitySpringNewPage() {
  const { t } = useTranslation();
  const { t: tc } = useTranslation('catalog');
  return <GoodsBrowser title={t('routes.activitySpringNew')} fixed={{ activity: 'springNew' }} intro={<p className="catalog-intro">{tc('activity.springNew')}</p>} />;
}
