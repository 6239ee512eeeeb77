import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { exportInventory, getCategoryTree, inventorySummary, listInventory, listInventoryRecords, type QueryOf } from '@wm/contracts';
import { call, download } from '../../../lib/http';
import { inventoryKeys } from './inventory-keys';

export function useInventory(query: QueryOf<typeof listInventory>) {
  return useQuery({
    queryKey: inventoryKeys.list(query),
    queryFn: ({ signal }) => call(listInventory, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every SKU held, summed: the overview's totals and the stores the filter offers. */
export function useInventorySummary() {
  return useQuery({ queryKey: inventoryKeys.summary, queryFn: ({ signal }) => call(inventorySummary, { signal }) });
}

export function useInventoryRecords(query: QueryOf<typeof listInventoryRecords>) {
  return useQuery({
    queryKey: inventoryKeys.records(query),
    queryFn: ({ signal }) => call(listInventoryRecords, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The goods categories (the public tree), for the category filter. */
export function useCategories() {
  return useQuery({ queryKey: inventoryKeys.categories, queryFn: ({ signal }) => call(getCategoryTree, { signal }), staleTime: 10 * 60_000 });
}

/** The stock or the movements as a CSV file, with the filters shown. */
export function useExportInventory() {
  return useMutation({ mutationFn: (query: QueryOf<typeof exportInventory>) => download(exportInventory, query) });
}
