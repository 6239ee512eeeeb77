import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { batchShip, listSellerShipments, shipPurchaseOrder, shipSalesOrder, type BodyOf, type QueryOf, type SellerShipment } from '@wm/contracts';
import { call } from '../../../lib/http';

const keys = {
  all: ['merchant', 'shipments'] as const,
  list: (query: QueryOf<typeof listSellerShipments>) => ['merchant', 'shipments', query] as const,
};

export function useShipments(query: QueryOf<typeof listSellerShipments>) {
  return useQuery({ queryKey: keys.list(query), queryFn: ({ signal }) => call(listSellerShipments, { query, signal }), placeholderData: keepPreviousData });
}

export interface ShipInput {
  kind: SellerShipment['kind'];
  orderNo: string;
  logisticsCompany: string;
  trackingNumber: string;
}

/** Ships one order: a sales order by its own call, a ship-mode purchase order by the existing one. Each press its own key. */
export function useShip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ kind, orderNo, logisticsCompany, trackingNumber }: ShipInput) => {
      const body = { logisticsCompany, trackingNumber };
      if (kind === 'salesOrder') await call(shipSalesOrder, { params: { orderNo }, body });
      else await call(shipPurchaseOrder, { params: { orderNo }, body });
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useBatchShip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof batchShip>) => call(batchShip, { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}
