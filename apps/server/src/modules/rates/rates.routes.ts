import { adminRates, getLatestRate, saveRates } from '@wm/contracts';
import type { FastifyInstance } from 'fastify';
import { publicCache, route } from '../../platform/http';
import type { RatesService } from './rates.service';

export function ratesRoutes(app: FastifyInstance, rates: RatesService, cacheSeconds: number) {
  const cached = publicCache(cacheSeconds);
  route(app, getLatestRate, async ({ query, reply }) => cached(reply, await rates.latest(query.toCoin)));
  route(app, adminRates, ({ query }) => rates.admin(query));
  route(app, saveRates, ({ user, body }) => rates.save(user, body));
}
