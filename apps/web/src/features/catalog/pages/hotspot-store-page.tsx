import { useTranslation } from 'react-i18next';
import { StoreListPage } from './store-list';

/** /hotspotStore: the platform's featured stores. */
export default function HotspotStorePage() {
  const { t } = useTranslation();
  return <StoreListPage kind="featured" title={t('routes.hotspotStore')} />;
}
