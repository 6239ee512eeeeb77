import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { cartCount, checkoutPreview, listAddresses, submitCheckout, usableCoupons, type CheckoutBody } from '@wm/contracts';
import { call } from '../../../lib/http';
import { useRequestKey } from '../../../lib/request-key';
import { useClientStore } from '../../../lib/store';
import { purchaseOrderKeys } from './purchase-order-keys';

/** The priced checkout: orders per store, coupon, freight, fees and totals; nothing changes on the server. */
export function useCheckoutPreview(body: CheckoutBody | null) {
  return useQuery({
    queryKey: purchaseOrderKeys.preview(body ?? ({} as CheckoutBody)),
    queryFn: ({ signal }) => call(checkoutPreview, { body: body!, signal }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });
}

/** Own coupons that fit the checkout (the coupon itself left out of the question). */
export function useUsableCoupons(body: CheckoutBody | null) {
  return useQuery({
    queryKey: purchaseOrderKeys.usableCoupons(body ?? ({} as CheckoutBody)),
    queryFn: ({ signal }) => call(usableCoupons, { body: body!, signal }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });
}

export function useAddresses(enabled: boolean) {
  return useQuery({ queryKey: purchaseOrderKeys.addresses, queryFn: ({ signal }) => call(listAddresses, { signal }), enabled });
}

/** Places the orders: one Idempotency-Key per attempt, kept for its retries (a lost answer cannot place them twice). */
export function useSubmitCheckout() {
  const queryClient = useQueryClient();
  const key = useRequestKey<CheckoutBody>();
  return useMutation({
    mutationFn: async (body: CheckoutBody) => {
      const result = await call(submitCheckout, { body, requestKey: key.forValues(body) });
      key.done();
      return result;
    },
    onSuccess: async () => {
      // Marked stale, not asked again now: the checkout on screen would re-ask its preview and
      // coupons for cart lines that are gone (404) while the buyer is taken to payment.
      void queryClient.invalidateQueries({ queryKey: purchaseOrderKeys.all, refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: ['cart'] });
      // The bought lines left the cart: the header badge follows.
      useClientStore.setState({ cartCount: await call(cartCount, { noMessage: true }) });
    },
  });
}
