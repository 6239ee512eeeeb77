import { useTranslation } from 'react-i18next';
import { GoodsBrowser } from './goods-browser';

/** /classify/list: search results and category goods (keyword, categoryId, storeId, t). */
export default function GoodsListPage() {
  const { t } = useTranslation();
  return <GoodsBrowser title={t('routes.classifyList')} withQuery />;
}
