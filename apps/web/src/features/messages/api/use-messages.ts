import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listMessages, markMessage, readAllMessages, readMessage, unmarkMessage, unreadMessageCount, type QueryOf } from '@wm/contracts';
import { call } from '../../../lib/http';

export const messageKeys = {
  all: ['messages'] as const,
  list: (query: QueryOf<typeof listMessages>) => ['messages', 'list', query] as const,
  unread: ['messages', 'unread'] as const,
};

export function useMessages(query: QueryOf<typeof listMessages>) {
  return useQuery({ queryKey: messageKeys.list(query), queryFn: ({ signal }) => call(listMessages, { query, signal }), placeholderData: keepPreviousData });
}

export function useUnreadMessageCount() {
  return useQuery({ queryKey: messageKeys.unread, queryFn: ({ signal }) => call(unreadMessageCount, { signal }) });
}

/** Every change moves a message between the lists and the unread count: all of them are refreshed. */
function useMessageMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }) });
}

export const useReadMessage = () => useMessageMutation((messageId: number) => call(readMessage, { params: { messageId } }));

export const useMarkMessage = () =>
  useMessageMutation(({ messageId, marked }: { messageId: number; marked: boolean }) => call(marked ? markMessage : unmarkMessage, { params: { messageId } }));

export const useReadAllMessages = () => useMessageMutation(() => call(readAllMessages, {}));
