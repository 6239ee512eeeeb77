import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminCouponClaims,
  adminCouponTemplates,
  createCouponTemplate,
  getCategoryTree,
  publishCouponTemplate,
  unpublishCouponTemplate,
  updateCouponTemplate,
  type CouponStatus,
  type CouponTemplateInput,
  type CouponTemplateStatus,
} from '@wm/contracts';
import { call } from '../../../lib/http';
import { marketingKeys } from './marketing-keys';

export const TEMPLATE_PAGE_SIZE = 10;
export const CLAIM_PAGE_SIZE = 10;

export const useCouponTemplates = (status: CouponTemplateStatus | undefined, pageIndex: number) =>
  useQuery({
    queryKey: marketingKeys.templates(status, pageIndex),
    queryFn: ({ signal }) => call(adminCouponTemplates, { query: { pageIndex, pageSize: TEMPLATE_PAGE_SIZE, ...(status ? { status } : {}) }, signal }),
    placeholderData: keepPreviousData,
  });

export const useCouponClaims = (templateId: number | null, status: CouponStatus | undefined, pageIndex: number) =>
  useQuery({
    queryKey: marketingKeys.claims(templateId ?? 0, status, pageIndex),
    queryFn: ({ signal }) => call(adminCouponClaims, { params: { templateId: templateId! }, query: { pageIndex, pageSize: CLAIM_PAGE_SIZE, ...(status ? { status } : {}) }, signal }),
    enabled: templateId !== null,
    placeholderData: keepPreviousData,
  });

/** The product categories a template may be limited to (the storefront's tree, in the page's language). */
export const useCategoryOptions = () => useQuery({ queryKey: marketingKeys.categories, queryFn: ({ signal }) => call(getCategoryTree, { signal }), staleTime: 5 * 60_000 });

export function useSaveCouponTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ templateId, body }: { templateId: number | null; body: CouponTemplateInput }) =>
      templateId === null ? call(createCouponTemplate, { body }) : call(updateCouponTemplate, { params: { templateId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketingKeys.templatesAll }),
  });
}

export function useMoveCouponTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ templateId, action }: { templateId: number; action: 'publish' | 'unpublish' }) =>
      call(action === 'publish' ? publishCouponTemplate : unpublishCouponTemplate, { params: { templateId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketingKeys.templatesAll }),
  });
}
