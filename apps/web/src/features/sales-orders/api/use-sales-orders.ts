import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  batchCancelSalesOrders,
  batchSubmitSalesOrders,
  cancelSalesOrder,
  changeSalesOrderAddress,
  confirmSalesOrderReceipt,
  countSalesOrders,
  createSalesOrder,
  exportSalesOrders,
  getRegionTree,
  getSalesOrder,
  getUsRegionTree,
  listSalesOrders,
  orderSalesOrderAgain,
  pickInventory,
  settle,
  settlePreview,
  submitSalesOrder,
  updateSalesOrder,
  type BodyOf,
  type QueryOf,
  type SalesOrderDetail,
} from '@wm/contracts';
import { call, download } from '../../../lib/http';
import { useRequestKey } from '../../../lib/request-key';
import { feeOrderKeys, salesOrderKeys } from './sales-order-keys';

export function useSalesOrders(query: QueryOf<typeof listSalesOrders>) {
  return useQuery({
    queryKey: salesOrderKeys.list(query),
    queryFn: ({ signal }) => call(listSalesOrders, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSalesOrderCounts() {
  return useQuery({ queryKey: salesOrderKeys.counts, queryFn: ({ signal }) => call(countSalesOrders, { signal }) });
}

export function useSalesOrder(orderNo: string) {
  return useQuery({
    queryKey: salesOrderKeys.detail(orderNo),
    queryFn: ({ signal }) => call(getSalesOrder, { params: { orderNo }, signal }),
    enabled: Boolean(orderNo),
  });
}

/** My SKUs with units, by item code or name (the order form's picker). */
export function usePickInventory(keyword: string) {
  return useQuery({
    queryKey: salesOrderKeys.pick(keyword),
    queryFn: ({ signal }) => call(pickInventory, { query: { keyword: keyword || undefined }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useRegionTree() {
  return useQuery({ queryKey: salesOrderKeys.regions, queryFn: ({ signal }) => call(getRegionTree, { signal }), staleTime: Infinity });
}

export function useUsRegionTree(enabled: boolean) {
  return useQuery({ queryKey: salesOrderKeys.usRegions, queryFn: ({ signal }) => call(getUsRegionTree, { signal }), staleTime: Infinity, enabled });
}

/** Sales orders change inventory and fee orders: all of them are read again. */
function useRefresh() {
  const queryClient = useQueryClient();
  return (order?: SalesOrderDetail) => {
    if (order) queryClient.setQueryData(salesOrderKeys.detail(order.orderNo), order);
    void queryClient.invalidateQueries({ queryKey: salesOrderKeys.all });
    void queryClient.invalidateQueries({ queryKey: feeOrderKeys.all });
    void queryClient.invalidateQueries({ queryKey: ['inventory'] });
    void queryClient.invalidateQueries({ queryKey: ['wallet'] });
  };
}

type SalesOrderBody = BodyOf<typeof createSalesOrder>;

/** Creates (one Idempotency-Key per attempt, kept for its retries) or edits an on-hold order. */
export function useSaveSalesOrder(orderNo: string | null) {
  const refresh = useRefresh();
  const key = useRequestKey<SalesOrderBody>();
  return useMutation({
    mutationFn: async (body: SalesOrderBody) => {
      if (orderNo) return call(updateSalesOrder, { params: { orderNo }, body });
      const order = await call(createSalesOrder, { body, requestKey: key.forValues(body) });
      key.done();
      return order;
    },
    onSuccess: refresh,
  });
}

/** The one-press actions of an order: each press sends its own key (a replay is answered the same). */
export function useSalesOrderAction() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ action, orderNo }: { action: 'submit' | 'cancel' | 'confirmReceipt' | 'orderAgain'; orderNo: string }) => {
      const params = { orderNo };
      switch (action) {
        case 'submit':
          return call(submitSalesOrder, { params });
        case 'cancel':
          return call(cancelSalesOrder, { params });
        case 'confirmReceipt':
          return call(confirmSalesOrderReceipt, { params });
        case 'orderAgain':
          return call(orderSalesOrderAgain, { params });
      }
    },
    onSuccess: (order) => refresh(order),
  });
}

export function useChangeAddress(orderNo: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: BodyOf<typeof changeSalesOrderAddress>) => call(changeSalesOrderAddress, { params: { orderNo }, body }),
    onSuccess: refresh,
  });
}

export function useBatchAction() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ action, orderNos }: { action: 'submit' | 'cancel'; orderNos: string[] }) =>
      call(action === 'submit' ? batchSubmitSalesOrders : batchCancelSalesOrders, { body: { orderNos } }),
    onSuccess: () => refresh(),
  });
}

export function useExportSalesOrders() {
  return useMutation({ mutationFn: (query: QueryOf<typeof exportSalesOrders>) => download(exportSalesOrders, query) });
}

export function useSettlePreview(orderNos: readonly string[]) {
  return useQuery({
    queryKey: salesOrderKeys.settlePreview(orderNos),
    queryFn: ({ signal }) => call(settlePreview, { body: { orderNos: [...orderNos] }, signal }),
    enabled: orderNos.length > 0,
    placeholderData: keepPreviousData,
  });
}

/** Buys the shortfall as purchase orders: one Idempotency-Key per attempt, kept for its retries. */
export function useSettle() {
  const queryClient = useQueryClient();
  const key = useRequestKey<string[]>();
  return useMutation({
    mutationFn: async (orderNos: string[]) => {
      const result = await call(settle, { body: { orderNos }, requestKey: key.forValues(orderNos) });
      key.done();
      return result;
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: salesOrderKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['purchase-orders'] });
    },
  });
}
