import { prefetchForFirstPage, type FirstPageContext } from '../../../lib/first-page';
import { viewerKey } from '../api/catalog-keys';
import { categoryTreeQuery, goodsFilterOptionsQuery, goodsListQuery } from '../api/use-catalog';
import { filtersFromParams, listBodyOf } from '../goods-filters';

/** /classify/list: the page of goods in the address, the filters' choices, the category names. */
export function prefetch({ queryClient, search }: FirstPageContext) {
  const viewer = viewerKey();
  // The same two functions build the page's own request (goods-browser), so the keys match.
  return Promise.all([
    prefetchForFirstPage(queryClient, goodsListQuery(viewer, listBodyOf(filtersFromParams(search)))),
    queryClient.prefetchQuery(goodsFilterOptionsQuery(viewer)),
    queryClient.prefetchQuery(categoryTreeQuery(viewer)),
  ]);
}
