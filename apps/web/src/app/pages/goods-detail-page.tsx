import { NegotiatePrice } from '../../features/agreements/components/negotiate-price';
import { viewerKey } from '../../features/catalog/api/catalog-keys';
import { goodsDetailQuery } from '../../features/catalog/api/use-catalog';
import { idParam } from '../../features/catalog/catalog-paths';
import { GoodsDetailPage } from '../../features/catalog/pages/goods-detail-page';
import { prefetchForFirstPage, type FirstPageContext } from '../../lib/first-page';

/** Asked for at app start when a goods page is the first page (app/router.tsx). */
export function prefetch({ queryClient, search }: FirstPageContext) {
  const goodsId = idParam(search.get('goodsId'));
  if (goodsId !== undefined) prefetchForFirstPage(queryClient, goodsDetailQuery(viewerKey(), goodsId));
}

/** The goods page, with the agreements' way to negotiate a price under its buying buttons. */
export default function GoodsDetail() {
  return <GoodsDetailPage renderNegotiate={(slot) => <NegotiatePrice {...slot} />} />;
}
