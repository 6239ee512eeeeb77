import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { claimCoupon, couponCenter, myCoupons, type QueryOf } from '@wm/contracts';
import { call } from '../../../lib/http';

export const couponKeys = {
  all: ['coupons'] as const,
  center: ['coupons', 'center'] as const,
  mine: (query: QueryOf<typeof myCoupons>) => ['coupons', 'mine', query] as const,
};

export function useCouponCenter() {
  return useQuery({ queryKey: couponKeys.center, queryFn: ({ signal }) => call(couponCenter, { signal }) });
}

export function useMyCoupons(query: QueryOf<typeof myCoupons>) {
  return useQuery({ queryKey: couponKeys.mine(query), queryFn: ({ signal }) => call(myCoupons, { query, signal }), placeholderData: keepPreviousData });
}

export function useClaimCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (templateId: number) => call(claimCoupon, { params: { templateId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: couponKeys.all }),
  });
}
