import { useTranslation } from 'react-i18next';
import { prefetchForFirstPage, type FirstPageContext } from '../../../lib/first-page';
import { viewerKey } from '../api/catalog-keys';
import { categoryTreeQuery, goodsFilterOptionsQuery, goodsListQuery } from '../api/use-catalog';
import { GOODS_PAGE_SIZE, filtersFromParams, listBodyOf } from '../goods-filters';
import { GoodsBrowser } from './goods-browser';

/** Asked for at app start when the list is the first page (app/router.tsx): the page of goods in the address, the filters' choices, the category names. */
export function prefetch({ queryClient, search }: FirstPageContext) {
  const viewer = viewerKey();
  prefetchForFirstPage(queryClient, goodsListQuery(viewer, listBodyOf(filtersFromParams(search), GOODS_PAGE_SIZE)));
  void queryClient.prefetchQuery(goodsFilterOptionsQuery(viewer));
  void queryClient.prefetchQuery(categoryTreeQuery(viewer));
}

/** /classify/list: search results and category goods (keyword, categoryId, storeId, t). */
export default function GoodsListPage() {
  const { t } = useTranslation();
  return <GoodsBrowser title={t('routes.classifyList')} withQuery />;
}
