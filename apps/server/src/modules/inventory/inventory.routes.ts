import { exportInventory, inventorySummary, listInventory, listInventoryRecords, listStorageRates, pickInventory } from '@wm/contracts';
import type { FastifyInstance } from 'fastify';
import { csvHeaders } from '../../platform/csv';
import { route } from '../../platform/http';
import type { InventoryService } from './inventory.service';

export function inventoryRoutes(app: FastifyInstance, inventory: InventoryService) {
  route(app, listInventory, ({ user, lang, query }) => inventory.list(user.id, lang, query));
  route(app, pickInventory, ({ user, lang, query }) => inventory.pick(user.id, lang, query.keyword));
  route(app, inventorySummary, ({ user, lang }) => inventory.summary(user.id, lang));
  route(app, listStorageRates, () => inventory.storageRates());
  route(app, listInventoryRecords, ({ user, lang, query }) => inventory.recordPage(user.id, lang, query));
  // A file download, not an envelope.
  route(app, exportInventory, async ({ user, lang, query, reply }) => {
    const csv = await inventory.exportCsv(user.id, lang, query);
    await reply.headers(csvHeaders(`inventory-${query.kind}-${new Date().toISOString().slice(0, 10)}.csv`)).send(csv);
    return reply as never;
  });
}
