import { useTranslation } from 'react-i18next';
import { StoreListPage } from './store-list';

/** /newStore: the stores opened most recently. */
export default function NewStorePage() {
  const { t } = useTranslation();
  return <StoreListPage kind="new" title={t('routes.newStore')} />;
}
