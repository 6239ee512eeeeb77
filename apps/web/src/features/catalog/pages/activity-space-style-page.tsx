import { useTranslation } from 'react-i18next';
import { GoodsBrowser } from './goods-browser';

/** /activity/spaceStyle: goods with a space style, filtered by style. */
export default function ActivitySpaceStylePage() {
  const { t } = useTranslation();
  const { t: tc } = useTranslation('catalog');
  return <GoodsBrowser title={t('routes.activitySpaceStyle')} fixed={{ activity: 'spaceStyle' }} withStyle intro={<p className="catalog-intro">{tc('activity.spaceStyle')}</p>} />;
}
