import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createAddress, deleteAddress, listAddresses, setDefaultAddress, updateAddress, type BodyOf } from '@wm/contracts';
import { call } from '../../../lib/http';
import { accountKeys } from './account-keys';

export function useAddresses() {
  return useQuery({ queryKey: accountKeys.addresses, queryFn: ({ signal }) => call(listAddresses, { signal }) });
}

function useAddressMutation<V>(mutationFn: (value: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // A new default moves the others; the server's order (default first) is the truth.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.addresses }),
  });
}

export const useSaveAddress = () =>
  useAddressMutation((body: BodyOf<typeof createAddress> & { addressId?: number }) =>
    body.addressId ? call(updateAddress, { body: { ...body, addressId: body.addressId } }) : call(createAddress, { body }),
  );

export const useDeleteAddress = () => useAddressMutation((addressId: number) => call(deleteAddress, { params: { addressId } }));

export const useSetDefaultAddress = () =>
  useAddressMutation(({ customerId, addressId }: { customerId: string; addressId: number }) => call(setDefaultAddress, { params: { customerId, addressId } }));
