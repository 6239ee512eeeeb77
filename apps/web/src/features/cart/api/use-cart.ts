import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { batchDeleteCart, cartCount, deleteCartLine, listCart, moveCartToFavorites, selectCart, updateCart, type BodyOf, type CartView } from '@wm/contracts';
import { call } from '../../../lib/http';
import { useClientStore } from '../../../lib/store';

export const cartKeys = {
  all: ['cart'] as const,
  view: ['cart', 'view'] as const,
};

/** The header's cart badge reads the count from the client store: it is set afresh after every change. */
export const setCartCount = (count: number) => useClientStore.setState({ cartCount: count });
export async function refreshCartCount(): Promise<void> {
  setCartCount(await call(cartCount, { noMessage: true }));
}

/** The own cart grouped by store; the badge follows what it counts. */
export function useCart() {
  return useQuery({
    queryKey: cartKeys.view,
    queryFn: async ({ signal }) => {
      const view = await call(listCart, { body: {}, signal });
      setCartCount(view.summary.lineCount);
      return view;
    },
  });
}

function useRefetchCart() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: cartKeys.all });
}

/** A line's quantity or selection. */
export function useUpdateCartLine() {
  const refetch = useRefetchCart();
  return useMutation({ mutationFn: (body: BodyOf<typeof updateCart>) => call(updateCart, { body }), onSettled: refetch });
}

/** Select or unselect everything, a store, or some lines: the server answers the new cart. */
export function useSelectCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof selectCart>) => call(selectCart, { body }),
    onSuccess: (view: CartView) => queryClient.setQueryData(cartKeys.view, view),
  });
}

export function useDeleteCartLines() {
  const refetch = useRefetchCart();
  return useMutation({
    mutationFn: (cartIds: number[]) =>
      cartIds.length === 1 ? call(deleteCartLine, { params: { cartId: cartIds[0]! } }) : call(batchDeleteCart, { body: { cartIds } }),
    onSuccess: ({ count }) => setCartCount(count),
    onSettled: refetch,
  });
}

export function useMoveToFavorites() {
  const refetch = useRefetchCart();
  return useMutation({
    mutationFn: (cartIds: number[]) => call(moveCartToFavorites, { body: { cartIds } }),
    onSuccess: ({ count }) => setCartCount(count),
    onSettled: refetch,
  });
}
