import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { changePassword, getProfile, submitCompany, updateProfile, type BodyOf, type Profile } from '@wm/contracts';
import { call } from '../../../lib/http';
import { refreshUser } from '../../../lib/session';
import { accountKeys } from './account-keys';

export function useProfile() {
  return useQuery({ queryKey: accountKeys.profile, queryFn: ({ signal }) => call(getProfile, { signal }) });
}

/** Name, avatar and audit state also live in the signed-in user the header shows. */
function useSaveProfile<B>(save: (body: B) => Promise<Profile>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: (profile) => {
      queryClient.setQueryData(accountKeys.profile, profile);
      void queryClient.invalidateQueries({ queryKey: accountKeys.center });
      void refreshUser();
    },
  });
}

export const useUpdateProfile = () => useSaveProfile((body: BodyOf<typeof updateProfile>) => call(updateProfile, { body }));

/** Sends the company information to audit: the account goes under review. */
export const useSubmitCompany = () => useSaveProfile((body: BodyOf<typeof submitCompany>) => call(submitCompany, { body }));

export function useChangePassword() {
  return useMutation({ mutationFn: (body: BodyOf<typeof changePassword>) => call(changePassword, { body }) });
}
