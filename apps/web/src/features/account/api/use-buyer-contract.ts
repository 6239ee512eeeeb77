import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { buyerContractFile, downloadContract, signBuyerContract } from '@wm/contracts';
import { call, download } from '../../../lib/http';
import { accountKeys } from './account-keys';

export function useContractStatus() {
  return useQuery({ queryKey: accountKeys.contract, queryFn: ({ signal }) => call(buyerContractFile, { signal }) });
}

export function useSignContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(signBuyerContract),
    onSuccess: (status) => queryClient.setQueryData(accountKeys.contract, status),
  });
}

/** The signed PDF, saved under the name the server gives (the http client saves blob answers). */
export function useDownloadContract() {
  return useMutation({
    mutationFn: () => download(downloadContract),
  });
}
