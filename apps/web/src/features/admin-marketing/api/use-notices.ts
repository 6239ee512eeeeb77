import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminNotices, sendNotice, type NoticeInput } from '@wm/contracts';
import { call } from '../../../lib/http';
import { marketingKeys } from './marketing-keys';

export const NOTICE_PAGE_SIZE = 10;

export const useNotices = (pageIndex: number) =>
  useQuery({
    queryKey: marketingKeys.notices(pageIndex),
    queryFn: ({ signal }) => call(adminNotices, { query: { pageIndex, pageSize: NOTICE_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });

export function useSendNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NoticeInput) => call(sendNotice, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketingKeys.noticesAll }),
  });
}
