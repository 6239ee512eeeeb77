import { adminNotices, sendNotice } from '@wm/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http';
import type { NoticesService } from './notices.service';

export function noticesRoutes(app: FastifyInstance, notices: NoticesService) {
  route(app, sendNotice, ({ user, body }) => notices.send(user, body));
  route(app, adminNotices, ({ query }) => notices.list(query));
}
