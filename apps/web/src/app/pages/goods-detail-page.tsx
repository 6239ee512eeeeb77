import { NegotiatePrice } from '../../features/agreements/components/negotiate-price';
import { GoodsDetailPage } from '../../features/catalog/pages/goods-detail-page';

/** The goods page, with the agreements' way to negotiate a price under its buying buttons. */
export default function GoodsDetail() {
  return <GoodsDetailPage renderNegotiate={(slot) => <NegotiatePrice {...slot} />} />;
}
