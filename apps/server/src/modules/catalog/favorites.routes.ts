import {
  addFavorites,
  followStore,
  getFavorite,
  getFavoriteFilterOptions,
  listFavorites,
  listFollowedStores,
  removeFavorite,
  removeFavorites,
  unfollowStore,
} from '@wm/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http';
import type { FavoritesService } from './favorites.service';

export function favoritesRoutes(app: FastifyInstance, favorites: FavoritesService) {
  route(app, addFavorites, ({ user, body }) => favorites.add(user, body.goodsIds));
  route(app, removeFavorites, ({ user, body }) => favorites.remove(user, body.goodsIds));
  route(app, listFavorites, ({ user, lang, query }) => favorites.list(user, lang, query));
  route(app, getFavoriteFilterOptions, ({ user, lang }) => favorites.filterOptions(user, lang));
  route(app, getFavorite, ({ user, params }) => favorites.state(user, params.id));
  route(app, removeFavorite, ({ user, params }) => favorites.remove(user, [params.id]));
  route(app, followStore, ({ user, params }) => favorites.follow(user, params.id));
  route(app, unfollowStore, ({ user, params }) => favorites.unfollow(user, params.id));
  route(app, listFollowedStores, ({ user, lang, query }) => favorites.followed(user, lang, query));
}
