import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchForFirstPage, refetchUnlessStartedEarly } from './first-page';

afterEach(() => {
  vi.useRealTimers();
});

/** Mounts an observer as a page's hook would, with the page's refetchOnMount. */
function mount(client: QueryClient, queryKey: string[], queryFn: () => Promise<string>) {
  const observer = new QueryObserver(client, { queryKey, queryFn, refetchOnMount: refetchUnlessStartedEarly });
  return observer.subscribe(() => undefined);
}

describe('a first page asked for at app start', () => {
  it('is asked for once: the page mounting right after takes the answer, in flight or arrived', async () => {
    const client = new QueryClient();
    const queryFn = vi.fn(async () => 'goods');
    prefetchForFirstPage(client, { queryKey: ['home'], queryFn });
    const inFlight = mount(client, ['home'], queryFn);
    await vi.waitFor(() => expect(client.getQueryData(['home'])).toBe('goods'));
    const arrived = mount(client, ['home'], queryFn);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(queryFn).toHaveBeenCalledTimes(1);
    inFlight();
    arrived();
  });

  it('is asked for again by a visit some seconds later, and a page not started early refetches as usual', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const client = new QueryClient();
    const queryFn = vi.fn(async () => 'goods');
    prefetchForFirstPage(client, { queryKey: ['home'], queryFn });
    await vi.waitFor(() => expect(client.getQueryData(['home'])).toBe('goods'));
    vi.setSystemTime(Date.now() + 11_000);
    const later = mount(client, ['home'], queryFn);
    await vi.waitFor(() => expect(queryFn).toHaveBeenCalledTimes(2));
    later();

    const other = vi.fn(async () => 'list');
    await client.prefetchQuery({ queryKey: ['list'], queryFn: other });
    const visit = mount(client, ['list'], other);
    await vi.waitFor(() => expect(other).toHaveBeenCalledTimes(2));
    visit();
  });
});
