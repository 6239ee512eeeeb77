import { getRegionTree, getUsRegionTree } from '@wm/contracts';
import type { FastifyInstance } from 'fastify';
import { publicCache, route } from '../../platform/http';
import type { RegionsService } from './regions.service';

export function regionsRoutes(app: FastifyInstance, regions: RegionsService, cacheSeconds: number) {
  const cached = publicCache(cacheSeconds);
  route(app, getUsRegionTree, async ({ lang, reply }) => cached(reply, await regions.usTree(lang)));
  route(app, getRegionTree, async ({ lang, reply }) => cached(reply, await regions.regionTree(lang)));
}
