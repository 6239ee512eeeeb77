import { z } from 'zod';
import { endpoint } from '../common/endpoint';
import { page } from '../common/envelope';
import { InventoryExportQuery, InventoryItem, InventoryListQuery, InventoryPickQuery, InventoryRecord, InventoryRecordQuery, InventorySummary, StorageRate } from './inventory.schema';

const tags = ['inventory'];

export const listInventory = endpoint({
  method: 'GET', path: '/api/v2/inventory/list', access: 'buyer', tags,
  summary: 'Own inventory per SKU: available, blocked, in transit, days in stock, storage fee accrued; search, filter, sort',
  query: InventoryListQuery, response: page(InventoryItem),
});
export const inventorySummary = endpoint({
  method: 'GET', path: '/api/v2/inventory/summary', access: 'buyer', tags,
  summary: 'Own inventory summed over every SKU: units available, blocked and in transit, storage fee accrued, units ageing into a dearer tier, the stores held',
  response: InventorySummary,
});
export const pickInventory = endpoint({
  method: 'GET', path: '/api/v2/inventory/pick', access: 'buyer', tags,
  summary: 'Own SKUs with units (for the sales order form), by item code or name, at most 20',
  query: InventoryPickQuery, response: z.array(InventoryItem),
});
export const listInventoryRecords = endpoint({
  method: 'GET', path: '/api/v2/inventory/records', access: 'buyer', tags,
  summary: 'Every movement of own inventory, newest first: inbound, blocked, unblocked, outbound, returned',
  query: InventoryRecordQuery, response: page(InventoryRecord),
});
export const exportInventory = endpoint({
  method: 'GET', path: '/api/v2/inventory/export', access: 'buyer', tags,
  summary: 'Own inventory (kind=stock) or its movements (kind=records) as a CSV file, with the list filters',
  query: InventoryExportQuery, response: z.string(),
});
export const listStorageRates = endpoint({
  method: 'GET', path: '/api/v2/inventory/storage-rates', access: 'buyer', tags,
  summary: 'Storage fee rates in force per warehouse country: free days and tiers by days in stock',
  response: z.array(StorageRate),
});
