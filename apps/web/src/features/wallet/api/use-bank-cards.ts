import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addCard, deleteCard, listCards, type BodyOf } from '@wm/contracts';
import { call } from '../../../lib/http';
import { walletKeys } from './wallet-keys';

export function useBankCards() {
  return useQuery({ queryKey: walletKeys.cards, queryFn: ({ signal }) => call(listCards, { signal }) });
}

export function useAddBankCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof addCard>) => call(addCard, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKeys.cards }),
  });
}

export function useDeleteBankCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cardId: number) => call(deleteCard, { params: { cardId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKeys.cards }),
  });
}
