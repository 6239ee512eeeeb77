import { z } from 'zod';
import { numeric } from './validation';

/** Every JSON response: { status, message, data } (spec section 8). */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.number().int(), message: z.string(), data });

export const FieldError = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof FieldError>;

export const ErrorData = z.object({ code: z.string(), errors: z.array(FieldError).optional(), retryAfter: z.number().optional() }).nullable();

export const SUCCESS_STATUSES = [200, 20000] as const;

export const PAGE_SIZE_MAX = 100;
export const PageQuery = z.object({
  pageIndex: numeric(z.number({ error: 'page.indexInvalid' }).int({ error: 'page.indexInvalid' }).min(1, { error: 'page.indexInvalid' }).max(1_000_000, { error: 'page.indexInvalid' })).default(1),
  pageSize: numeric(z.number({ error: 'page.sizeInvalid' }).int({ error: 'page.sizeInvalid' }).min(1, { error: 'page.sizeInvalid' }).max(PAGE_SIZE_MAX, { error: 'page.sizeInvalid' })).default(10),
});
export const page = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int(), pageIndex: z.number().int(), pageSize: z.number().int() });
