import type { QueryOf, listInventory, listInventoryRecords } from '@wm/contracts';

export const inventoryKeys = {
  all: ['inventory'] as const,
  list: (query: QueryOf<typeof listInventory>) => ['inventory', 'list', query] as const,
  records: (query: QueryOf<typeof listInventoryRecords>) => ['inventory', 'records', query] as const,
  categories: ['inventory', 'categories'] as const,
  summary: ['inventory', 'summary'] as const,
};
