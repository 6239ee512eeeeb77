import { endpoint } from '../common/endpoint';
import {
  AddFavoritesBody,
  FavoriteFilterOptions,
  FavoriteGoodsPage,
  FavoriteGoodsQuery,
  FavoriteIdParams,
  FavoritesAdded,
  FavoritesRemoved,
  FavoriteState,
  FollowedStorePage,
  FollowedStoreQuery,
  FollowState,
  RemoveFavoritesBody,
} from './favorites.schema';

// Buyers only (a store account is refused with 403, a visitor with 401). Everything is the
// caller's own: a goods or store that is not in their favourites answers 404.

const tags = ['favorites'];

export const addFavorites = endpoint({
  method: 'POST', path: '/api/v2/favorite-product/batch', access: 'buyer', tags,
  summary: 'Save goods to favourites; saving again is harmless; an unknown or removed goods is 404 and nothing is saved',
  body: AddFavoritesBody, response: FavoritesAdded,
});
export const removeFavorites = endpoint({
  method: 'DELETE', path: '/api/v2/favorite-product/batch', access: 'buyer', tags,
  summary: 'Remove several saved goods; if any of them is not saved, 404 and nothing is removed',
  body: RemoveFavoritesBody, response: FavoritesRemoved,
});
export const listFavorites = endpoint({
  method: 'GET', path: '/api/v2/favorite-product/list', access: 'buyer', tags,
  summary: 'Saved goods, newest saved first, by category (with sub-categories), store or keyword',
  query: FavoriteGoodsQuery, response: FavoriteGoodsPage,
});
export const getFavoriteFilterOptions = endpoint({
  method: 'GET', path: '/api/v2/favorite-product/filter-options', access: 'buyer', tags,
  summary: 'The category and store filters of the saved goods, with counts',
  response: FavoriteFilterOptions,
});
export const getFavorite = endpoint({
  method: 'GET', path: '/api/v2/favorite-product/:id', access: 'buyer', tags,
  summary: 'Whether a goods (by goods id) is saved; an unknown goods is 404',
  params: FavoriteIdParams, response: FavoriteState,
});
export const removeFavorite = endpoint({
  method: 'DELETE', path: '/api/v2/favorite-product/:id', access: 'buyer', tags,
  summary: 'Remove a saved goods (by goods id); 404 when it is not saved',
  params: FavoriteIdParams, response: FavoritesRemoved,
});
export const followStore = endpoint({
  method: 'PUT', path: '/api/v2/favorite-store/:id', access: 'buyer', tags,
  summary: 'Follow a store (by store id); following again is harmless; an unknown store is 404',
  params: FavoriteIdParams, response: FollowState,
});
export const unfollowStore = endpoint({
  method: 'DELETE', path: '/api/v2/favorite-store/:id', access: 'buyer', tags,
  summary: 'Unfollow a store; 404 when it is not followed',
  params: FavoriteIdParams, response: FollowState,
});
export const listFollowedStores = endpoint({
  method: 'GET', path: '/api/v2/favorite-store/list', access: 'buyer', tags,
  summary: 'My Sellers: followed stores, newest followed first',
  query: FollowedStoreQuery, response: FollowedStorePage,
});
