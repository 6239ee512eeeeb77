import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addToCart, batchAddToCart, cartCount } from '@wm/contracts';
import { call } from '../../../lib/http';
import { useClientStore } from '../../../lib/store';

/** The header's cart badge reads the count from the client store: it is fetched afresh after a change. */
async function refreshCartCount(): Promise<void> {
  const count = await call(cartCount, { noMessage: true });
  useClientStore.setState({ cartCount: count });
}

export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ goodsId, quantity }: { goodsId: number; quantity: number }) => call(addToCart, { body: { goodsId, quantity } }),
    onSuccess: async () => {
      await Promise.all([refreshCartCount(), queryClient.invalidateQueries({ queryKey: ['cart'] })]);
    },
  });
}

export function useBatchAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (goodsIds: number[]) => call(batchAddToCart, { body: { items: goodsIds.map((goodsId) => ({ goodsId })) } }),
    onSuccess: async () => {
      await Promise.all([refreshCartCount(), queryClient.invalidateQueries({ queryKey: ['cart'] })]);
    },
  });
}
