import type { CheckoutBody, OrderCoupon } from '@wm/contracts';

/** What is being checked out, from the address: named cart lines (?cartIds=1,2), "buy now" of one goods (?goodsId=&quantity=) or through an agreement (?agreementNo=&quantity=). */
export type CheckoutSource = Pick<CheckoutBody, 'cartIds' | 'goodsId' | 'quantity' | 'agreementNo'>;

const positiveInt = (value: string | null) => {
  const number = Number(value);
  return value !== null && Number.isInteger(number) && number >= 1 ? number : undefined;
};

export function checkoutSource(params: URLSearchParams): CheckoutSource | null {
  const agreementNo = params.get('agreementNo')?.trim();
  if (agreementNo && /^[A-Za-z0-9]{1,40}$/.test(agreementNo)) {
    const quantity = positiveInt(params.get('quantity'));
    return quantity ? { agreementNo, quantity } : { agreementNo };
  }
  const goodsId = positiveInt(params.get('goodsId'));
  if (goodsId) {
    const quantity = positiveInt(params.get('quantity'));
    return quantity ? { goodsId, quantity } : { goodsId };
  }
  const cartIds = (params.get('cartIds') ?? '')
    .split(',')
    .map((id) => positiveInt(id.trim()))
    .filter((id): id is number => id !== undefined);
  return cartIds.length ? { cartIds } : null;
}

/** The body of preview, coupons and submit, from the source and the buyer's choices (a coupon per store's order). */
export function checkoutBody(
  source: CheckoutSource,
  choices: { deliveryMode: 'inventory' | 'ship'; addressId?: number; coupons?: OrderCoupon[]; remark?: string },
): CheckoutBody {
  const body: CheckoutBody = { ...source, deliveryMode: choices.deliveryMode };
  if (choices.deliveryMode === 'ship' && choices.addressId) body.addressId = choices.addressId;
  // In store order, so that the same choices make the same body (the preview's cache key, the submit's request key).
  if (choices.coupons?.length) body.coupons = [...choices.coupons].sort((a, b) => a.storeId - b.storeId);
  const remark = choices.remark?.trim();
  if (remark) body.remark = remark;
  return body;
}
