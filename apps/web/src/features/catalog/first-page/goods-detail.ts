import { prefetchForFirstPage, type FirstPageContext } from '../../../lib/first-page';
import { viewerKey } from '../api/catalog-keys';
import { goodsDetailQuery } from '../api/use-catalog';
import { idParam } from '../catalog-paths';

/** /goodsDetails/index?goodsId=: the goods. */
export function prefetch({ queryClient, search }: FirstPageContext) {
  const goodsId = idParam(search.get('goodsId'));
  return goodsId === undefined ? Promise.resolve() : prefetchForFirstPage(queryClient, goodsDetailQuery(viewerKey(), goodsId));
}
