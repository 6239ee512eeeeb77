import { addToCart, batchAddToCart, batchDeleteCart, cartCount, deleteCartLine, listCart, moveCartToFavorites, selectCart, updateCart } from '@wm/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http';
import type { CartService } from './cart.service';

export function cartRoutes(app: FastifyInstance, cart: CartService) {
  route(app, listCart, ({ user, lang, body }) => cart.list(user, lang, body?.keyword));
  route(app, addToCart, ({ user, lang, body }) => cart.add(user, lang, body));
  route(app, updateCart, ({ user, lang, body }) => cart.update(user, lang, body));
  route(app, selectCart, ({ user, lang, body }) => cart.select(user, lang, body));
  route(app, batchAddToCart, ({ user, lang, body }) => cart.addMany(user, lang, body.items));
  route(app, batchDeleteCart, ({ user, body }) => cart.remove(user, body.cartIds));
  route(app, deleteCartLine, ({ user, params }) => cart.remove(user, [params.cartId]));
  route(app, moveCartToFavorites, ({ user, body }) => cart.moveToFavorites(user, body.cartIds));
  route(app, cartCount, ({ user }) => cart.count(user));
}
