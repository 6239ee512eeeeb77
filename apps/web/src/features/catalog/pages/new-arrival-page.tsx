import { useTranslation } from 'react-i18next';
import { GoodsBrowser } from './goods-browser';

/** /newArrival: goods listed in the last 30 days, newest first. */
export default function NewArrivalPage() {
  const { t } = useTranslation();
  return <GoodsBrowser title={t('routes.newArrival')} fixed={{ activity: 'newProducts' }} />;
}
