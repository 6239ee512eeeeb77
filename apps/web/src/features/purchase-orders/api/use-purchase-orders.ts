import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { buyAgain, cancelPurchaseOrder, confirmReceipt, downloadPurchaseOrderReceipt, getPurchaseOrder, listPurchaseOrders, type QueryOf } from '@wm/contracts';
import { call, download } from '../../../lib/http';
import { useClientStore } from '../../../lib/store';
import { purchaseOrderKeys } from './purchase-order-keys';

export function usePurchaseOrders(query: QueryOf<typeof listPurchaseOrders>) {
  return useQuery({
    queryKey: purchaseOrderKeys.list(query),
    queryFn: ({ signal }) => call(listPurchaseOrders, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePurchaseOrder(orderNo: string) {
  return useQuery({
    queryKey: purchaseOrderKeys.detail(orderNo),
    queryFn: ({ signal }) => call(getPurchaseOrder, { params: { orderNo }, signal }),
    enabled: Boolean(orderNo),
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: purchaseOrderKeys.all });
}

/** Cancel and confirm receipt change an order once: each press sends its own key (the server answers a replay the same). */
export function useCancelPurchaseOrder() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (orderNo: string) => call(cancelPurchaseOrder, { params: { orderNo } }), onSuccess: refresh });
}

export function useConfirmReceipt() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (orderNo: string) => call(confirmReceipt, { params: { orderNo } }), onSuccess: refresh });
}

/** Puts the goods of an order back in the cart; the header badge follows. */
export function useBuyAgain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderNo: string) => call(buyAgain, { params: { orderNo } }),
    onSuccess: ({ count }) => {
      void queryClient.invalidateQueries({ queryKey: ['cart'] });
      useClientStore.setState({ cartCount: count });
    },
  });
}

/** The receipt of a paid order as a PDF in the page's language, saved under the server's name (the http client saves blob answers). */
export function useDownloadReceipt() {
  return useMutation({
    mutationFn: (orderNo: string) => download(downloadPurchaseOrderReceipt, undefined, { params: { orderNo } }),
  });
}
