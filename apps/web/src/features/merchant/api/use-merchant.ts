import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  batchPullOffGoods,
  batchShelveGoods,
  bulkUpdateGoods,
  changeGoodsStock,
  createSellerGoods,
  createSellerWarehouse,
  getCategoryTree,
  getMyStore,
  getSellerDashboard,
  getSellerGoods,
  getWallet,
  listLedger,
  listSellerGoods,
  listSellerWarehouses,
  listStockRecords,
  pullOffGoods,
  saveMyStore,
  shelveGoods,
  updateSellerGoods,
  updateSellerWarehouse,
  uploadFile,
  type BodyOf,
  type QueryOf,
  type ResponseOf,
} from '@wm/contracts';
import { call } from '../../../lib/http';

export const merchantKeys = {
  all: ['merchant'] as const,
  store: ['merchant', 'store'] as const,
  goods: ['merchant', 'goods'] as const,
  goodsList: (query: QueryOf<typeof listSellerGoods>) => ['merchant', 'goods', 'list', query] as const,
  goodsOne: (goodsId: number) => ['merchant', 'goods', 'one', goodsId] as const,
  records: (query: QueryOf<typeof listStockRecords>) => ['merchant', 'stock-records', query] as const,
  warehouses: ['merchant', 'warehouses'] as const,
  dashboard: ['merchant', 'dashboard'] as const,
  wallet: ['merchant', 'wallet'] as const,
};

export const useMyStore = () => useQuery({ queryKey: merchantKeys.store, queryFn: ({ signal }) => call(getMyStore, { signal }) });

export function useSaveStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof saveMyStore>) => call(saveMyStore, { body }),
    onSuccess: (store) => queryClient.setQueryData(merchantKeys.store, { store }),
  });
}

export const useSellerGoods = (query: QueryOf<typeof listSellerGoods>, enabled = true) =>
  useQuery({ queryKey: merchantKeys.goodsList(query), queryFn: ({ signal }) => call(listSellerGoods, { query, signal }), placeholderData: keepPreviousData, enabled });

export const useSellerGoodsOne = (goodsId: number | null) =>
  useQuery({ queryKey: merchantKeys.goodsOne(goodsId ?? 0), queryFn: ({ signal }) => call(getSellerGoods, { params: { goodsId: goodsId! }, signal }), enabled: goodsId !== null });

/** After any goods change: lists, the goods itself, the dashboard's low-stock count. */
function useGoodsChanged() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: merchantKeys.goods });
    void queryClient.invalidateQueries({ queryKey: merchantKeys.dashboard });
    void queryClient.invalidateQueries({ queryKey: ['merchant', 'stock-records'] });
    void queryClient.invalidateQueries({ queryKey: merchantKeys.warehouses });
  };
}

export function useSaveGoods(goodsId: number | null) {
  const changed = useGoodsChanged();
  return useMutation({
    mutationFn: (body: BodyOf<typeof createSellerGoods>) => (goodsId === null ? call(createSellerGoods, { body }) : call(updateSellerGoods, { params: { goodsId }, body })),
    onSuccess: changed,
  });
}

export function useGoodsStatus() {
  const changed = useGoodsChanged();
  return useMutation({
    mutationFn: ({ goodsId, action }: { goodsId: number; action: 'putOnSale' | 'pullOff' }) => call(action === 'putOnSale' ? shelveGoods : pullOffGoods, { params: { goodsId } }),
    onSuccess: changed,
  });
}

export function useBatchGoodsStatus() {
  const changed = useGoodsChanged();
  return useMutation({
    mutationFn: ({ goodsIds, action }: { goodsIds: number[]; action: 'putOnSale' | 'pullOff' }) => call(action === 'putOnSale' ? batchShelveGoods : batchPullOffGoods, { body: { goodsIds } }),
    onSuccess: changed,
  });
}

/** One stock change; each press its own key, so a retried request changes the stock once. */
export function useChangeStock() {
  const changed = useGoodsChanged();
  return useMutation({
    mutationFn: ({ goodsId, body }: { goodsId: number; body: BodyOf<typeof changeGoodsStock> }) => call(changeGoodsStock, { params: { goodsId }, body }),
    onSuccess: changed,
  });
}

/** The store's warehouses, the default first, with the units each holds. */
export const useWarehouses = () => useQuery({ queryKey: merchantKeys.warehouses, queryFn: ({ signal }) => call(listSellerWarehouses, { signal }) });

/** Adds (warehouseId null) or edits a warehouse; a refused field is shown under it, not as a notification. */
export function useSaveWarehouse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ warehouseId, body }: { warehouseId: number | null; body: BodyOf<typeof createSellerWarehouse> }) =>
      warehouseId === null ? call(createSellerWarehouse, { body, noMessage: true }) : call(updateSellerWarehouse, { params: { warehouseId }, body, noMessage: true }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: merchantKeys.warehouses });
      // The goods show their warehouses by name.
      void queryClient.invalidateQueries({ queryKey: merchantKeys.goods });
    },
  });
}

export const useStockRecords = (query: QueryOf<typeof listStockRecords>) =>
  useQuery({ queryKey: merchantKeys.records(query), queryFn: ({ signal }) => call(listStockRecords, { query, signal }), placeholderData: keepPreviousData });

/** Only once the store exists: before, the server answers 'create your store first'. */
export const useDashboard = (enabled: boolean) => useQuery({ queryKey: merchantKeys.dashboard, queryFn: ({ signal }) => call(getSellerDashboard, { signal }), enabled });

export const useStoreWallet = (customerid: string) =>
  useQuery({ queryKey: [...merchantKeys.wallet, 'balance'], queryFn: ({ signal }) => call(getWallet, { params: { customerid }, signal }) });

export const useStoreLedger = (query: QueryOf<typeof listLedger>) =>
  useQuery({ queryKey: [...merchantKeys.wallet, 'ledger', query], queryFn: ({ signal }) => call(listLedger, { query, signal }), placeholderData: keepPreviousData });

export type Uploaded = ResponseOf<typeof uploadFile>;
/** The public link of a store or goods picture (served by /api/v2/media, no signature). */
export const mediaUrl = (key: string) => `/api/v2/media/${key}`;

/** Uploads a store or goods picture; a refusal is shown under the field, not as a notification. */
export async function uploadMerchantImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('kind', 'merchantImage');
  form.append('file', file);
  const { key } = await call(uploadFile, { form, noMessage: true });
  return mediaUrl(key);
}

/** The product category tree for the goods editor and filters (leaves are chosen). */
export const useCategoryTree = () =>
  useQuery({ queryKey: ['merchant', 'categories'], queryFn: ({ signal }) => call(getCategoryTree, { signal }), staleTime: 10 * 60_000 });

export type BulkResult = ResponseOf<typeof bulkUpdateGoods>;
/** Sends the bulk price/stock file; a dry run only reports. A refused file shows its message in the dialog, not as a notification. */
export async function sendBulkFile(file: File, dryRun: boolean, key: string): Promise<BulkResult> {
  const form = new FormData();
  form.append('file', file);
  return call(bulkUpdateGoods, { query: { dryRun: dryRun ? 'true' : 'false' }, form, requestKey: key, noMessage: true });
}
