import type { z } from 'zod';

/**
 * Who may call an endpoint. Checked in one place on the server; the web reads it too.
 * - public: anyone, signed in or not
 * - user: any signed-in account
 * - buyer: a buyer account (approved or not)
 * - approvedBuyer: a buyer whose audit passed (auditStatus 2)
 * - seller: a store account (isStore)
 * - operator: platform staff
 */
export type Access = 'public' | 'user' | 'buyer' | 'approvedBuyer' | 'seller' | 'operator';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Endpoint<
  B extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  P extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
  A extends Access = Access,
> {
  method: Method;
  /** Fastify-style path: /api/v2/customer/:customerId */
  path: string;
  access: A;
  summary: string;
  tags: string[];
  body?: B;
  query?: Q;
  params?: P;
  response: R;
  /** Moves money or stock: takes an Idempotency-Key header. */
  idempotent?: boolean;
  /** Catalogue key of the success message (the envelope's message); 'success' when absent. */
  successMessage?: string;
}

export function endpoint<
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
  R extends z.ZodType = z.ZodType,
  A extends Access = Access,
>(def: Endpoint<B, Q, P, R, A>): Endpoint<B, Q, P, R, A> {
  return def;
}

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;
type In<T> = T extends z.ZodType ? z.input<T> : undefined;
export type BodyOf<E> = E extends Endpoint<infer B, any, any, any, any> ? In<B> : never;
export type QueryOf<E> = E extends Endpoint<any, infer Q, any, any, any> ? In<Q> : never;
export type ParamsOf<E> = E extends Endpoint<any, any, infer P, any, any> ? In<P> : never;
export type ResponseOf<E> = E extends Endpoint<any, any, any, infer R, any> ? Out<R> : never;

/** Fills :name segments of a path. */
export function buildPath(path: string, params?: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
